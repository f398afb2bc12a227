"""Random complete Ramino hands, played only through legal actions and the meld helpers."""

import random
from collections import Counter

import pytest

from service.cards import DOUBLE_FRENCH_WITH_JOKERS
from service.engine import parse_actions, replay
from service.games.ramino.engine import ENGINE
from service.games.ramino.rules import penalty
from tests.games.ramino.driver import play_hand, shuffled_deal

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

FULL_DECK = Counter(DOUBLE_FRENCH_WITH_JOKERS.full())
OPTION_MIXES = [
    {},
    {"players": 3},
    {"players": 4, "discard_pickup": "after_opening"},
    {"players": 2, "layoff_on_opponents": False, "joker_discard": False},
    {"players": 3, "stock_exhausted": "void_hand", "opening_min": 40},
    {"players": 4, "return_discard": True, "layoff_same_turn": False},
]


def every_card(state) -> Counter:
    cards = Counter(state.discards)
    cards.update(state.stock or [])
    for seat in range(state.seats):
        cards.update(state.hands.cards(seat))
    for meld in state.table:
        cards.update(meld.cards)
    return cards


def test_random_hands_end_with_cards_conserved_and_penalties_adding_up():
    rng = random.Random(2024)
    reasons = Counter()
    for number in range(240):
        rules = ENGINE.resolve_rules(OPTION_MIXES[number % len(OPTION_MIXES)])
        scores = [rng.randrange(60) for _ in range(rules.players)]
        deal = shuffled_deal(rng, rules, dealer=rng.randrange(rules.players))
        state, actions = play_hand(rng, rules, deal, scores)
        assert every_card(state) == FULL_DECK
        result = state.deal_result
        reasons[result["reason"]] += 1
        if result["winner"] is not None:
            winner = result["winner"]
            assert state.hands.sizes[winner] == 0
            factor = rules.close_in_hand_multiplier if result["reason"] == "closed_in_hand" else 1
            for seat in range(rules.players):
                expected = 0 if seat == winner else factor * sum(penalty(rules, c) for c in state.hands.cards(seat))
                assert result["points"][seat] == expected
        assert state.scores == [s + p for s, p in zip(scores, result["points"], strict=True)]
        assert ENGINE.legal_actions(state) == []
    assert reasons["went_out"] > 100


def test_a_random_hand_replays_from_its_json_history():
    rng = random.Random(99)
    rules = ENGINE.resolve_rules({"players": 3})
    deal = shuffled_deal(rng, rules)
    played, actions = play_hand(rng, rules, deal)
    parsed = parse_actions(ENGINE, rules, [dict(a) for a in actions])
    replayed = replay(ENGINE, rules, deal, parsed)
    assert ENGINE.report(replayed) == ENGINE.report(played)


def test_seat_views_show_only_the_seats_own_cards():
    rng = random.Random(5)
    rules = ENGINE.resolve_rules({"players": 3})
    deal = shuffled_deal(rng, rules)
    state = ENGINE.start(rules, deal, None)
    view = ENGINE.seat_view(state, 0)
    assert sorted(view["hand"]) == sorted(deal["hands"][0])
    assert "stock" not in view and "hands" not in view and "discards" not in view
    assert view["hand_counts"] == [14, 15, 14]
    assert "hand" not in ENGINE.seat_view(state, None)
    assert "legal_actions" in ENGINE.seat_view(state, 1)


def test_unknown_hands_are_played_by_naming_cards():
    rng = random.Random(8)
    rules = ENGINE.resolve_rules({})
    deal = shuffled_deal(rng, rules)
    known, actions = play_hand(rng, rules, deal)
    hidden = dict(deal, hands=[deal["hands"][0], None], stock=None)
    named = []
    stock = list(deal["stock"])
    for action in actions:
        action = dict(action)
        if action["type"] == "draw" and action["source"] == "stock" and stock:
            action["card"] = stock.pop(0)
        named.append(action)
        if known.stock is not None and not stock:
            break
    replayed = replay(ENGINE, rules, hidden, named)
    if replayed.phase == "over":
        assert replayed.deal_result["winner"] == known.deal_result["winner"]
