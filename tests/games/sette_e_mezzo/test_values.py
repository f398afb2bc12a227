"""Card and hand values (rules 1), the matta at its best, and the hand-value helper."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from service.engine import InvalidInput
from service.games.sette_e_mezzo.engine import ENGINE
from tests.games.sette_e_mezzo.support import FACE, HALF, ITALIAN, brute_force, rules_of


def helper(cards, **options):
    return ENGINE.hand_value(rules_of(**options), cards)


def check_against_brute_force(cards, **options):
    got = helper(cards, **options)
    lone = options.get("lone_matta_value", 7)
    expected = brute_force(cards, options.get("matta", "KD"), lone, options.get("triple_order") == "seven_first")
    assert Fraction(got["value"]) == expected["value"], cards
    assert got["bust"] == expected["bust"], cards
    assert got["special"] == expected["special"], cards


# -- worked example 1 -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, value, bust, special",
    [
        (["7D", "KB"], 7.5, False, "emblee"),
        (["7C", "7S"], 7.5, False, "triple"),
        (["KD"], 7, False, None),
        (["KD", "JC"], 7.5, False, "emblee"),
        (["KD", "7S"], 7.5, False, "triple"),
        (["5C", "KD"], 7, False, None),
        (["5C", "JB", "KD"], 7.5, False, None),
        (["6D", "QS", "2C"], 8.5, True, None),
        (["4S", "4C"], 8, True, None),
        (["3S", "4C", "7B"], 14, True, None),
    ],
)
def test_example_1_hand_values(cards, value, bust, special):
    got = helper(cards)
    assert (got["value"], got["bust"], got["special"]) == (value, bust, special)


def test_example_1_matta_completing_three_cards_counts_two():
    assert helper(["5C", "JB", "KD"])["matta_value"] == 2


def test_example_1_seven_first_makes_matta_then_seven_an_emblee():
    assert helper(["KD", "7S"], triple_order="seven_first")["special"] == "emblee"
    assert helper(["7S", "KD"], triple_order="seven_first")["special"] == "triple"


def test_multipliers_follow_the_special_hand():
    assert helper(["7C", "7S"])["multiplier"] == 3
    assert helper(["7D", "KB"])["multiplier"] == 2
    assert helper(["5C", "JB", "KD"])["multiplier"] == 1
    assert helper(["4S", "4C"])["multiplier"] is None


# -- rules 1.3-1.5: the matta ---------------------------------------------------------------------


def test_lone_matta_value_half_option():
    got = helper(["KD"], lone_matta_value=0.5)
    assert (got["value"], got["matta_value"]) == (0.5, 0.5)


def test_matta_beside_a_whole_seven_counts_half():
    got = helper(["7C", "AS", "KD"])  # 8 already: the matta cannot help
    assert got["bust"] and got["matta_value"] == 0.5 and got["value"] == 8.5
    got = helper(["4C", "3S", "KD"])
    assert (got["value"], got["matta_value"], got["special"]) == (7.5, 0.5, None)


def test_matta_beside_a_half_reaches_seven_and_a_half():
    got = helper(["3C", "QS", "KD"])
    assert (got["value"], got["matta_value"]) == (7.5, 4)


def test_no_matta_option_makes_the_king_of_denari_a_figure():
    got = helper(["KD", "7S"], matta=None)
    assert (got["value"], got["special"], got["matta_value"]) == (7.5, "emblee", None)


def test_another_matta_card_is_wild_and_kd_is_a_figure():
    assert helper(["4B", "AB"], matta="AB")["value"] == 7
    assert helper(["KD", "6C"], matta="AB")["value"] == 6.5


def test_triplé_is_never_bust_though_it_adds_to_fourteen():
    got = helper(["7B", "7D"])
    assert got["value"] == 7.5 and not got["bust"]


def test_a_seven_drawn_later_simply_adds():
    got = helper(["3S", "4C", "7B"])
    assert got["bust"] and got["special"] is None


def test_every_two_card_hand_matches_the_brute_force():
    for pair in itertools.permutations(ITALIAN, 2):
        check_against_brute_force(list(pair))
        check_against_brute_force(list(pair), triple_order="seven_first")


def test_random_hands_match_the_brute_force_under_every_matta_option():
    rng = random.Random(2)
    mattas = ["KD", None, "7D", "AB", "JC"]
    for _ in range(4000):
        cards = rng.sample(ITALIAN, rng.randint(1, 6))
        check_against_brute_force(
            cards,
            matta=rng.choice(mattas),
            lone_matta_value=rng.choice([7, 0.5]),
            triple_order=rng.choice(["any", "seven_first"]),
        )


def test_the_matta_never_busts_a_hand_a_lower_value_would_save():
    rng = random.Random(3)
    for _ in range(3000):
        cards = rng.sample([c for c in ITALIAN if c != "KD"], rng.randint(1, 4)) + ["KD"]
        rng.shuffle(cards)
        got = helper(cards)
        rest = sum(FACE[c[0]] for c in cards if c != "KD")
        fits = [m for m in [HALF, 1, 2, 3, 4, 5, 6, 7] if rest + m <= Fraction(15, 2)]
        if fits and got["special"] != "triple":
            assert not got["bust"], cards
            assert Fraction(got["matta_value"]) == max(fits), cards


# -- the helper's input -----------------------------------------------------------------------


def test_helper_accepts_lower_case_and_returns_canonical_cards(client):
    answer = client.post("/v1/games/sette-e-mezzo/hand-value", json={"cards": ["7d", "kb"]})
    assert answer.status_code == 200
    assert answer.get_json()["cards"] == ["7D", "KB"] and answer.get_json()["special"] == "emblee"


@pytest.mark.parametrize(
    "cards, path",
    [([], "cards"), ("7D", "cards"), (["7D", "XX"], "cards.1"), (["AH"], "cards.0"), (["7D", "7D"], "cards")],
)
def test_helper_rejects_bad_cards_with_a_path(client, cards, path):
    answer = client.post("/v1/games/sette-e-mezzo/hand-value", json={"cards": cards})
    assert answer.status_code == 400
    assert path in answer.get_json()["errors"]


# -- rule options -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options, path",
    [
        ({"matta": "AH"}, "rules.matta"),
        ({"matta": "ZZ"}, "rules.matta"),
        ({"matta": 7}, "rules.matta"),
        ({"lone_matta_value": 3}, "rules.lone_matta_value"),
        ({"min_seats": 5, "max_seats": 4}, "rules.min_seats"),
        ({"max_seats": 21}, "rules.max_seats"),
        ({"min_bet": 10, "max_bet": 5}, "rules.max_bet"),
        ({"triple_order": "seven_last"}, "rules.triple_order"),
        ({"bogus": 1}, "rules.bogus"),
    ],
)
def test_bad_rule_options_are_rejected_with_a_path(options, path):
    with pytest.raises(InvalidInput) as caught:
        ENGINE.resolve_rules(options)
    assert path in caught.value.messages()


def test_matta_option_is_made_canonical():
    assert ENGINE.resolve_rules({"matta": "kb"}).matta == "KB"


def test_every_option_is_described_with_type_default_and_meaning():
    described = {o["name"]: o for o in ENGINE.describe()["options"]}
    for name in (
        "matta",
        "lone_matta_value",
        "triple_order",
        "natural_beats_plain",
        "triple_beats_emblee",
        "special_tie_pays",
        "bank_passes",
        "min_seats",
        "max_seats",
        "min_bet",
        "max_bet",
        "starting_chips",
        "max_deals",
        "deck_policy",
    ):
        assert {"type", "default", "meaning"} <= set(described[name]), name
    assert described["matta"]["default"] == "KD"
    assert described["starting_chips"]["default"] == 100
    # the seed: ties pay the banker's multiplier, and every two-card 7 1/2 ties every other (1.7, 6.3)
    assert described["special_tie_pays"]["default"] == "banker_multiplier"
    assert described["triple_beats_emblee"]["default"] is False


def test_pagat_variant_allows_two_seats_and_passes_the_bank_on_any_winning_seven_and_half():
    rules = ENGINE.resolve_rules({"variant": "pagat"})
    assert (rules.min_seats, rules.bank_passes, rules.deck_policy) == (2, "on_winning_seven_and_half", "continuous")
