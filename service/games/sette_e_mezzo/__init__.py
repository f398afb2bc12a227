"""Sette e Mezzo (game id ``sette-e-mezzo``): the engine and its hand-value helper."""

from .engine import ENGINE, SetteEMezzoEngine
from .values import HandValue, value_hand

__all__ = ["ENGINE", "SetteEMezzoEngine", "HandValue", "value_hand"]
