"""Game id -> engine.  The only place that lists the games."""

from __future__ import annotations

from ..engine import GameEngine
from .sette_e_mezzo import ENGINE as SETTE_E_MEZZO

ENGINES: dict[str, GameEngine] = {}


def register(engine: GameEngine) -> GameEngine:
    ENGINES[engine.game_id] = engine
    return engine


def engine_for(game_id: str) -> GameEngine | None:
    return ENGINES.get(game_id)


register(SETTE_E_MEZZO)
