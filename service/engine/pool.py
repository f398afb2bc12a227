"""A match's pool: what the players ante before the first deal and pay into over the match, taken by the
match's winner (Set-Back Euchre, docs/rules/euchre.md §17).  A game without one carries None.

A deal pays into the pool through its result's ``stakes`` (per seat, what it paid this deal); the
amount is counted in stakes, an ante being one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from typing_extensions import TypedDict


class Pool(TypedDict):
    """The pool as a match's state shows it: the ``amount`` in it, and the seat that ``won_by`` taking it
    (None until the match is over)."""

    amount: int
    won_by: int | None


def paid_into(amount: int | None, result: Mapping[str, Any] | None) -> int | None:
    """The pool's amount after a deal: ``amount`` and every stake the deal's ``result`` paid (None: no pool).

    >>> paid_into(4, {"points": [2, 0, -1, 1], "stakes": [1, 0, 0, 0]}), paid_into(None, {"points": [1, 0]})
    (5, None)
    """
    if amount is None or result is None:
        return amount
    stakes: list[int] = result.get("stakes", [])
    return amount + sum(stakes)


def pool_shown(amount: int | None, game_over: bool, winner: int | None) -> Pool | None:
    """The pool as a match shows it: once the match is over, its winner takes it.

    >>> pool_shown(6, True, 2), pool_shown(6, False, None), pool_shown(None, True, 0)
    ({'amount': 6, 'won_by': 2}, {'amount': 6, 'won_by': None}, None)
    """
    if amount is None:
        return None
    return {"amount": amount, "won_by": winner if game_over else None}
