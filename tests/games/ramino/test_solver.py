"""The meld helpers: best opening (R5) and can-close, exact against brute force."""

import random
from collections import Counter
from itertools import combinations, permutations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bench.ramino_reference import reference_best_value, reference_can_close
from service.cards import DOUBLE_FRENCH_WITH_JOKERS, JOKER
from service.games.ramino.melds import check_meld, read_meld
from service.games.ramino.solver import best_opening, can_close
from tests.games.ramino.scenarios import rules_with
from tests.volume import examples

RULES = rules_with()


def test_r5_openings_at_51():
    opening = best_opening(RULES, "QH KH AH 7C 7D 7S 2C".split())
    assert opening["value"] == 52 and opening["reaches_minimum"]
    opening = best_opening(RULES, "9S TS JS 5C 5D 5H AD 2D 3D 8C".split())
    assert opening["value"] == 60 and opening["reaches_minimum"]


def test_r5_ace_low_value_1_keeps_a_hand_below_51():
    opening = best_opening(rules_with(ace_low_value=1), "9S TS JS 5C 5D 5H AD 2D 3D 8C".split())
    assert opening["value"] == 50 and not opening["reaches_minimum"]


def test_r5_45_does_not_open_but_may_close_in_hand():
    hand = "2C 3C 4C 4H 4S 4D 8H 8S JK KD".split()
    opening = best_opening(RULES, hand)
    assert sorted(map(sorted, opening["melds"])) == [["2C", "3C", "4C"], ["4D", "4H", "4S"], ["8H", "8S", "JK"]]
    assert opening["value"] == 45 and not opening["reaches_minimum"]
    closed = can_close(RULES, hand)
    assert closed["can_close"] and closed["discard"] == "KD"


def test_best_opening_always_keeps_a_card_for_the_discard():
    hand = "4S 5S 6S".split()  # R10: the whole hand is a run
    assert best_opening(RULES, hand)["value"] == 0
    hand = "4S 5S 6S 7S".split()
    opening = best_opening(RULES, hand)
    assert sum(len(m) for m in opening["melds"]) == 3 and opening["value"] == 18


def test_helpers_answer_with_valid_disjoint_melds_from_the_hand():
    rng = random.Random(7)
    deck = DOUBLE_FRENCH_WITH_JOKERS.full()
    for _ in range(300):
        hand = rng.sample(deck, 15)
        opening = best_opening(RULES, hand)
        _assert_melds_from(hand, opening["melds"], opening["value"])
        closed = can_close(RULES, hand)
        if closed["can_close"]:
            laid = [c for meld in closed["melds"] for c in meld] + [closed["discard"]]
            assert sorted(laid) == sorted(hand)


def _assert_melds_from(hand, melds, value):
    left = list(hand)
    for meld in melds:
        assert check_meld(RULES, meld)["valid"]
        for card in meld:
            left.remove(card)
    assert left, "a card stays for the discard"
    assert sum(read_meld(RULES, m).value(RULES) for m in melds) == value


@pytest.mark.slow
def test_solver_agrees_with_the_plain_exhaustive_reference_on_random_hands():
    rng = random.Random(11)
    naturals = [c for c in DOUBLE_FRENCH_WITH_JOKERS.full() if c != JOKER]
    for _ in range(60):
        jokers = rng.randrange(3)
        hand = rng.sample(naturals, 15 - jokers) + [JOKER] * jokers
        assert best_opening(RULES, hand)["value"] == reference_best_value(RULES, hand)
        assert can_close(RULES, hand)["can_close"] == reference_can_close(RULES, hand)


# -- brute force on small hands: every subset, every order, judged by check_meld --------------
SMALL_DECK = [r + s for r in "A234QK" for s in "SH"] * 2 + [JOKER, JOKER]


def _valid_subsets(rules, hand):
    """Each subset of hand positions that some order of its cards makes a valid meld: its best value."""
    found = {}
    for size in range(3, len(hand) + 1):
        for subset in combinations(range(len(hand)), size):
            best = None
            for order in set(permutations(hand[i] for i in subset)):
                answer = check_meld(rules, list(order))
                if answer["valid"] and (best is None or answer["value"] > best):
                    best = answer["value"]
            if best is not None:
                found[frozenset(subset)] = best
    return found


def _brute(rules, hand):
    melds = _valid_subsets(rules, hand)
    n = len(hand)

    def best(free: frozenset, left: int):
        """(best value, can close) over melds within ``free``, ``left`` positions left out so far."""
        if not free:
            return (0 if left else None), left == 1
        first = min(free)
        value, closes = best(free - {first}, left + 1)
        for subset, worth in melds.items():
            if first in subset and subset <= free:
                sub_value, sub_closes = best(free - subset, left)
                if sub_value is not None and (value is None or worth + sub_value > value):
                    value = worth + sub_value
                closes = closes or sub_closes
        return value, closes

    value, closes = best(frozenset(range(n)), 0)
    return value or 0, closes


@pytest.mark.slow
@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.sampled_from(SMALL_DECK), min_size=1, max_size=7), st.sampled_from([11, 1]))
def test_solver_matches_brute_force_on_small_hands(hand, ace):
    assume(all(n <= 2 for n in Counter(hand).values()))
    rules = rules_with(ace_low_value=ace)
    value, closes = _brute(rules, hand)
    assert best_opening(rules, hand)["value"] == value
    assert can_close(rules, hand)["can_close"] == closes
