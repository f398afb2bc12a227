"""Game id -> engine.  The only place that lists the games."""

from __future__ import annotations

from typing import Any

from ..engine import GameEngine
from .ecarte.engine import ENGINE as ECARTE
from .euchre.engine import ENGINE as EUCHRE
from .ramino.engine import ENGINE as RAMINO
from .sette_e_mezzo.engine import ENGINE as SETTE_E_MEZZO

ENGINES: dict[str, GameEngine[Any, Any]] = {
    engine.game_id: engine for engine in (ECARTE, EUCHRE, SETTE_E_MEZZO, RAMINO)
}


def engine_for(game_id: str) -> GameEngine[Any, Any] | None:
    return ENGINES.get(game_id)
