"""Ramino (Italian rummy, 51 opening): the engine and the meld helpers of the /melds endpoints."""

from .engine import ENGINE, RaminoEngine
from .melds import check_meld
from .solver import best_opening, can_close

__all__ = ["ENGINE", "RaminoEngine", "best_opening", "can_close", "check_meld"]
