"""Game id -> engine.  The only place that lists the games."""

from __future__ import annotations

from ..engine import GameEngine
from .ramino import ENGINE as RAMINO

ENGINES: dict[str, GameEngine] = {RAMINO.game_id: RAMINO}


def register(engine: GameEngine) -> GameEngine:
    ENGINES[engine.game_id] = engine
    return engine


def engine_for(game_id: str) -> GameEngine | None:
    return ENGINES.get(game_id)
