"""One round's seating as the constructions build it: tables of player indices in seat order, and byes."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SeatedRound:
    """The tables of one round (each a tuple of player indices in seat order) and who sits out."""

    tables: list[tuple[int, ...]]
    byes: list[int]
