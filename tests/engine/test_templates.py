"""concrete_action: a legal-action entry made into an action a client could post."""

from __future__ import annotations

import random

import service.app  # noqa: F401  (fills the registry)
from service.engine import concrete_action
from service.games.registry import ENGINES


def test_a_fixed_entry_is_posted_as_it_is_without_its_seat():
    entry = {"seat": 1, "type": "play", "card": "8H"}
    assert concrete_action(ENGINES["ecarte"], entry, ["8H", "7C"], random.Random(1)) == {"type": "play", "card": "8H"}


def test_a_bet_is_chosen_within_its_bounds():
    entry = {"seat": 0, "type": "bet", "min": 5, "max": 8}
    amounts = {
        concrete_action(ENGINES["sette-e-mezzo"], entry, [], random.Random(seed))["amount"] for seed in range(60)
    }
    assert amounts == {5, 6, 7, 8}


def test_a_discard_takes_between_its_bounds_of_the_cards_of_the_hand():
    hand = ["7S", "8S", "9S", "TS", "JS"]
    entry = {"seat": 0, "type": "exchange", "min_discard": 1, "max_discard": 3}
    for seed in range(40):
        action = concrete_action(ENGINES["ecarte"], entry, hand, random.Random(seed))
        assert set(action) == {"type", "discard"} and action["type"] == "exchange"
        assert 1 <= len(action["discard"]) <= 3 and set(action["discard"]) <= set(hand)
        assert len(set(action["discard"])) == len(action["discard"])


def test_an_entry_whose_bounds_the_hand_cannot_meet_gives_none():
    entry = {"seat": 0, "type": "exchange", "min_discard": 3, "max_discard": 5}
    assert concrete_action(ENGINES["ecarte"], entry, ["7S", "8S"], random.Random(1)) is None


def test_an_entry_that_leaves_a_required_field_unbounded_gives_none():
    assert concrete_action(ENGINES["ecarte"], {"seat": 0, "type": "play"}, ["7S"], random.Random(1)) is None
