"""The request examples of the OpenAPI document: real requests, each one the service accepts.

A replay example is a deal dealt by the engine from a fixed shuffle, with the first few actions
its own listing offers, so it stays a legal history whatever the engine's deal looks like.
The card helpers' and trick-winner examples are each game's own, written out in its package's edge
layer (``service/games/<game>/edge/examples.py``: ``TRICK``, ``HELPERS`` by path): a hand or a trick
worth asking about.  tests/api/test_examples.py posts every one and expects a 2xx.
"""

from __future__ import annotations

import json
import random
from importlib import resources
from typing import Any

from ..engine import GameEngine, InvalidInput
from ..engine.templates import concrete_action
from ..games.registry import ENGINES
from ..matches import FORMAT, DealEntry, MatchRecord
from .edges import edge_module

EXAMPLE_ACTIONS = 3
"""How many actions a replay example's history holds."""


def trick_example(engine: GameEngine) -> dict[str, Any]:
    """A trick game's trick-winner request: its edge layer's ``TRICK``."""
    trick: dict[str, Any] = edge_module(engine, "examples").TRICK
    return trick


def helper_example(engine: GameEngine, path: str) -> dict[str, Any]:
    """The request of the card helper at ``path``: its game's edge layer's ``HELPERS[path]``."""
    helpers: dict[str, dict[str, Any]] = edge_module(engine, "examples").HELPERS
    return helpers[path]


def replay_example(engine: GameEngine) -> dict[str, Any]:
    """A deal of the default variant dealt from a fixed shuffle, and its first listed actions."""
    rules = engine.resolve_rules({})
    rng = random.Random(engine.game_id)
    order = engine.deck(rules).full()
    rng.shuffle(order)
    deal = engine.deal_from_order(rules, order, 0, engine.seat_count(rules))
    state = engine.start(rules, deal, None)
    actions: list[dict[str, Any]] = []
    while len(actions) < EXAMPLE_ACTIONS and engine.to_act(state) is not None:
        action = _first_postable(engine, state, rng)
        if action is None:
            break
        engine.apply(state, engine.vocabulary.parse(action, "action", engine.deck(rules).parse))
        actions.append(action)
    return {"rules": {"variant": rules.variant}, "deal": deal, "actions": actions}


def _first_postable(engine: GameEngine, state: Any, rng: random.Random) -> dict[str, Any] | None:
    for entry in engine.legal_actions(state):
        hand = engine.seat_view(state, entry["seat"]).get("hand")  # the games that deal each seat a hand
        filled = concrete_action(engine, entry, list(hand) if isinstance(hand, list) else [], rng)
        if filled is None:
            continue
        action = {"seat": entry["seat"], **filled}
        try:
            engine.vocabulary.parse(action, "action", engine.deck(state.rules).parse)
        except InvalidInput:
            continue
        return action
    return None


SESSION_EXAMPLE: dict[str, Any] = {"game": "euchre", "rules": {"variant": "north-american"}}
"""A session to start: a Euchre match under the North American rules, dealt at random."""

SESSION_ACTION_EXAMPLE: dict[str, Any] = {"type": "pass"}
"""An action a seat posts: the first bidder passes the upcard (any seat to act may, in round 1)."""

TOURNAMENT_EXAMPLE: dict[str, Any] = {
    "game": "euchre",
    "format": "progressive",
    "players": ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"],
    "hands_per_round": 8,
    "lone_hand_bonus": "made",
}
"""A progressive Euchre evening for 8 players: the whist design's 7 rounds of 8 deals, lone hands scored as bonuses."""

RESULT_EXAMPLE: dict[str, Any] = {"scores": [9, 6]}
"""A table's result from its paper sheet: seats 0 and 2 made 9, seats 1 and 3 made 6."""


MATCH_EXAMPLE_DEALS = 2
"""How many deals the match record example holds."""


def egn_example() -> dict[str, Any]:
    """A small real EGN file: "Custom Scenario" of the EGN repository's examples (Apache-2.0), one deal."""
    return json.loads(resources.files("service.matches.egn").joinpath("example.egn").read_text("utf-8"))


def match_example() -> MatchRecord:
    """A Euchre match record: deals dealt from fixed shuffles, each by the seat the rotation names and played
    by random legal actions (seeded), with the points and scores the table recorded."""
    engine = ENGINES["euchre"]
    rules = engine.resolve_rules({})
    rng = random.Random("match")
    dealer = 0
    scores: list[float] = [0, 0]
    deals: list[DealEntry] = []
    for _ in range(MATCH_EXAMPLE_DEALS):
        order = engine.deck(rules).full()
        rng.shuffle(order)
        deal = engine.deal_from_order(rules, order, dealer, engine.seat_count(rules))
        state = engine.start(rules, deal, scores)
        actions = []
        while engine.to_act(state) is not None:
            action = dict(rng.choice(engine.legal_actions(state)))
            engine.apply(state, action)
            actions.append(action)
        report = engine.report(state)
        scores = list(report["scores"])
        points: list[int | None] = [] if report["deal_result"] is None else list(report["deal_result"]["points"])
        deals.append({"deal": deal, "actions": actions, "recorded": {"points": points, "scores": scores}})
        dealer = engine.next_dealer(state)
    return {
        "format": FORMAT,
        "game": engine.game_id,
        "rules": {"variant": rules.variant},
        "seats": [{"name": name} for name in ("Ann", "Bob", "Cleo", "Dan")],
        "tags": {"event": "Club night"},
        "deals": deals,
    }
