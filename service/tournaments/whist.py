"""Whist designs Wh(n): the complete progressive schedules, developed from committed base rounds.

Every two of the n players are partners exactly once and opponents exactly twice.  The base
rounds in ``whist_bases.json`` were found by ``whist_search.py`` (which says how they develop);
developing one is a few additions per seat, so a complete schedule costs well under a millisecond.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from .groups import AbelianGroup
from .seating import SeatedRound

BaseTable = tuple[int, int, int, int]
"""A table of a base round, in seat order: seats 0 and 2 are partners, as are seats 1 and 3."""

SMALLEST = 4
LARGEST = 40


def _group_moduli(players: int) -> tuple[int, ...]:
    """The group a design is developed over: Z_n or Z_(n-1), but Z_3 x Z_3 for 9 (no Z_9-cyclic Wh(9) exists)."""
    if players == 9:
        return (3, 3)
    return (players if players % 4 == 1 else players - 1,)


def has_design(players: int) -> bool:
    """Whether ``players`` has a committed whist design: n = 0 or 1 (mod 4), 4 <= n <= 40."""
    return SMALLEST <= players <= LARGEST and players % 4 in (0, 1)


def complete_players() -> list[int]:
    """Every number of players with a whist design, smallest first."""
    return [players for players in range(SMALLEST, LARGEST + 1) if has_design(players)]


GROUP_MODULI = {players: _group_moduli(players) for players in complete_players()}


def complete_rounds(players: int) -> int:
    """The rounds of Wh(players): n - 1, or n (one bye a round) when n = 1 (mod 4)."""
    return players if players % 4 == 1 else players - 1


@cache
def _base_rounds() -> dict[int, list[BaseTable]]:
    text = resources.files(__package__).joinpath("whist_bases.json").read_text(encoding="utf-8")
    return {
        int(players): [(a, b, c, d) for a, b, c, d in design["base_round"]]
        for players, design in json.loads(text).items()
    }


def base_round(players: int) -> list[BaseTable]:
    """The committed base round of Wh(players)."""
    return _base_rounds()[players]


def whist_rounds(players: int, rounds: int) -> list[SeatedRound]:
    """The first ``rounds`` rounds of Wh(players), developed from its base round.

    Round g adds the group element g to every seat of the base round (infinity, numbered
    n - 1 when n = 0 mod 4, stays); when n = 1 (mod 4) player g sits out round g.
    """
    group = AbelianGroup(GROUP_MODULI[players])
    base = base_round(players)
    byes_too = players % 4 == 1

    def moved(seat: int, shift: int) -> int:
        return seat if seat == group.order else group.add(seat, shift)

    return [
        SeatedRound([tuple(moved(seat, shift) for seat in table) for table in base], [shift] if byes_too else [])
        for shift in range(rounds)
    ]
