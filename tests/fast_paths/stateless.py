"""Every stateless POST route of a game with a good body for it: the examples the contract shows."""

from __future__ import annotations

from typing import Any

from service.api import examples
from service.games.registry import ENGINES


def route_bodies(game: str) -> list[tuple[str, dict[str, Any]]]:
    """(the route under ``/v1/games/<game>/``, a body it answers 200) for each of the game's stateless routes."""
    engine = ENGINES[game]
    replay = examples.replay_example(engine)
    routes = [(path, replay) for path in ("adjudicate", "legal-actions", "validate")]
    if engine.trick_game:
        routes.append(("trick-winner", examples.trick_example(engine)))
    routes += [(helper.path, examples.helper_example(engine, helper.path)) for helper in engine.card_helpers]
    return routes
