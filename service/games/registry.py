"""Game id -> engine.  The only place that lists the games."""

from __future__ import annotations

from ..engine import GameEngine
from .ecarte import ENGINE as ECARTE

ENGINES: dict[str, GameEngine] = {ECARTE.game_id: ECARTE}


def register(engine: GameEngine) -> GameEngine:
    ENGINES[engine.game_id] = engine
    return engine


def engine_for(game_id: str) -> GameEngine | None:
    return ENGINES.get(game_id)
