"""The decks a game's description lists (docs/API.md §2): each is the deck the engine deals under any
rules that hold its options' values - every variant, every other option at each of its values - so a
client (the console's card picker) can read the deck of its rules from the description alone."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine import InvalidInput
from service.games.registry import ENGINES
from tests.conftest import shared_app

GAMES = sorted(ENGINES)


def _each_rules(game: str) -> list[dict[str, Any]]:
    """Every variant as it is, and with each option of a set of values at each of them."""
    book = ENGINES[game].rule_book
    found = []
    for variant in book.variants:
        found.append({"variant": variant.name})
        for option in book.options:
            values = option.choices or ((False, True) if option.type == "boolean" else ())
            found += [{"variant": variant.name, option.name: value} for value in values]
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_deck_of_any_rules_is_the_listed_deck_of_their_deck_options(game):
    engine = ENGINES[game]
    described = shared_app().test_client().get(f"/v1/games/{game}").get_json()["decks"]
    (summary,) = [g for g in shared_app().test_client().get("/v1/games").get_json()["games"] if g["id"] == game]
    assert described == summary["decks"]
    for raw in _each_rules(game):
        try:
            rules = engine.resolve_rules(raw)
            deck = engine.deck(rules)
        except InvalidInput:
            continue  # options no table plays together
        (listed,) = [d for d in described if all(getattr(rules, k) == v for k, v in d["rules"].items())]
        jokers = ["JK"] if deck.jokers else []
        assert listed["cards"] == [*deck.cards, *jokers], raw
        shape = (listed["copies"], listed["jokers"], listed["suits"])
        assert shape == (deck.copies, deck.jokers, list(deck.suit_names)), raw
        assert all(card in deck for card in listed["cards"])
    assert {name for d in described for name in d["rules"]} == set(engine.deck_options)


def test_a_deck_chosen_by_options_is_listed_once_for_each_of_their_values():
    decks = {game: ENGINES[game].describe_decks() for game in GAMES}
    assert [d["rules"]["deck"] for d in decks["ecarte"]] == ["french", "italian"]
    assert [len(d["cards"]) for d in decks["euchre"] if not d["rules"]["benny"]] == [24, 28, 32]
    (ramino,) = decks["ramino"]
    assert ramino["rules"] == {} and ramino["copies"] == 2 and ramino["jokers"] == 2 and ramino["cards"][-1] == "JK"
