"""Resolvable designs: tables of 3 or 4 at which every two players meet exactly once, each round seating everyone.

Kirkman triple systems KTS(n) (tables of 3, n = 3 mod 6, (n - 1) / 2 rounds) and resolvable
(n, 4, 1) designs (tables of 4, n = 4 mod 12, (n - 1) / 3 rounds), for every such n up to 40.
Each is developed from committed base rounds (``resolvable_bases.json``, found by
``resolvable_search.py`` and ``rotational_search.py``) over the cyclic group Z_m acting on the
players as (x, level) -> (x + g, level), player x + m * level; a fixed player "infinity" (the
last) stays.  A base round gives the rounds it makes moved by g = 0, 1, ..., ``shifts`` - 1,
``shifts`` being the design's rounds shared among its base rounds:

- ``shifts`` = m (every n but two, ``development`` says which m and levels): every orbit of
  pairs under the group (its levels and the difference of its x, up to sign within a level; a
  pair with infinity: the other's level) has m pairs, and the base rounds develop into rounds
  meeting every pair exactly once when their tables' pairs hit every orbit exactly once;
- 1-rotational (33 at tables of 3, 40 at tables of 4): m = n - 1 on one level and infinity, one
  base round fixed by adding ``shifts`` = m / (size - 1).  Its table at infinity is infinity and
  the multiples of ``shifts``; its other tables come size - 1 at a time, a table moved by each
  multiple of ``shifts``.  It develops into rounds meeting every pair exactly once when the
  differences x - y of one table of each such orbit (every two of the table, both ways) hit
  every element of Z_m but the multiples of ``shifts`` exactly once (a 1-rotational difference
  family; the multiples of ``shifts`` are the differences within the table at infinity).

Nine players: four rounds of three tables, whose 36 pairs are the 36 pairs of nine players, each once:

>>> from itertools import combinations
>>> rounds = design_rounds(9, 3)
>>> [len(one.tables) for one in rounds]
[3, 3, 3, 3]
>>> len({pair for one in rounds for table in one.tables for pair in combinations(sorted(table), 2)})
36
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .seating import SeatedRound

BaseRound = list[tuple[int, ...]]
LARGEST = 40


@dataclass(frozen=True)
class Development:
    """How the rounds of a design develop from its base rounds: Z_``cycle`` acting on ``levels`` levels (+ infinity)."""

    players: int
    table_size: int
    cycle: int
    levels: int
    infinity: bool
    base_rounds: int

    @property
    def shifts(self) -> int:
        """How many moves of each base round are rounds (g = 0 ... shifts - 1): the design's rounds over its base
        rounds; the cycle, or fewer when a base round is fixed by adding ``shifts`` (1-rotational)."""
        return (self.players - 1) // (self.table_size - 1) // self.base_rounds

    def moved(self, player: int, shift: int) -> int:
        """``player`` after adding ``shift`` to its x (infinity stays)."""
        if self.infinity and player == self.players - 1:
            return player
        level, x = divmod(player, self.cycle)
        return level * self.cycle + (x + shift) % self.cycle

    def orbit(self, x: int, y: int) -> tuple[int, int, int]:
        """The orbit of the pair of players ``x``, ``y`` under the group: (level, level, difference of x);
        a pair with infinity: (-1, level, 0)."""
        if self.infinity and self.players - 1 in (x, y):
            return (-1, min(x, y) // self.cycle, 0)
        (level_x, at_x), (level_y, at_y) = divmod(x, self.cycle), divmod(y, self.cycle)
        if level_x > level_y:
            (level_x, at_x), (level_y, at_y) = (level_y, at_y), (level_x, at_x)
        difference = (at_y - at_x) % self.cycle
        if level_x == level_y:
            difference = min(difference, self.cycle - difference)
        return (level_x, level_y, difference)


def development(players: int, table_size: int) -> Development | None:
    """The development of the design of ``players`` at tables of ``table_size``, None where none exists.

    Tables of 3: n = 3 (mod 12) one base round over Z_((n-1)/2) on 2 levels and infinity; n = 9
    all 4 rounds searched outright; n = 21 two base rounds over Z_5 on 4 levels and infinity;
    n = 33 1-rotational over Z_32.  Tables of 4: n = 40 1-rotational over Z_39, other n = 4
    (mod 12) one base round over Z_((n-1)/3), 3 levels, infinity.
    """
    if players > LARGEST or players < table_size:
        return None
    if table_size == 3 and players % 12 == 3:
        return Development(players, 3, (players - 1) // 2, 2, True, 1)
    if table_size == 3 and players == 9:
        return Development(players, 3, 1, players, False, 4)
    if table_size == 3 and players == 21:
        return Development(players, 3, 5, 4, True, 2)
    if (table_size, players) in ((3, 33), (4, 40)):
        return Development(players, table_size, players - 1, 1, True, 1)
    if table_size == 4 and players % 12 == 4:
        return Development(players, 4, (players - 1) // 3, 3, True, 1)
    return None


def planned_sizes() -> dict[int, list[int]]:
    """For each table size, the numbers of players a design is developed for."""
    return {size: [n for n in range(size, LARGEST + 1) if development(n, size)] for size in (3, 4)}


def has_design(players: int, table_size: int) -> bool:
    """Whether a design of ``players`` at tables of ``table_size`` is committed."""
    return (table_size, players) in _base_rounds()


@cache
def _base_rounds() -> dict[tuple[int, int], list[BaseRound]]:
    text = resources.files(__package__).joinpath("resolvable_bases.json").read_text(encoding="utf-8")
    return {
        (int(size), int(players)): [[tuple(table) for table in base] for base in design["base_rounds"]]
        for size, designs in json.loads(text).items()
        for players, design in designs.items()
    }


def base_rounds(players: int, table_size: int) -> list[BaseRound]:
    """The committed base rounds of the design of ``players`` at tables of ``table_size``."""
    return _base_rounds()[(table_size, players)]


def design_rounds(players: int, table_size: int) -> list[SeatedRound]:
    """Every round of the design: each base round moved by 0, 1, ..., ``shifts`` - 1."""
    plan = development(players, table_size)
    assert plan is not None
    return [
        SeatedRound([tuple(plan.moved(p, shift) for p in table) for table in base], [])
        for base in base_rounds(players, table_size)
        for shift in range(plan.shifts)
    ]
