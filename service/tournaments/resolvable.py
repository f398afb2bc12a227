"""Resolvable designs: tables of 3 or 4 at which every two players meet exactly once, each round seating everyone.

Kirkman triple systems KTS(n) (tables of 3, n = 3 mod 6, (n - 1) / 2 rounds) and resolvable
(n, 4, 1) designs (tables of 4, n = 4 mod 12, (n - 1) / 3 rounds), for n up to 40.  Each is
developed from committed base rounds (``resolvable_bases.json``, found by
``resolvable_search.py``) over the cyclic group Z_m acting on the players as
(x, level) -> (x + g, level), player x + m * level; a fixed player "infinity" (the last) stays:

- tables of 3, n = 3u: m = 3, u levels; the *level round* seats each level's three players at
  a table, and each of the (u - 1) / 2 base rounds gives three rounds (g = 0, 1, 2);
- tables of 4, n = 3m + 1: 3 levels and infinity; one base round gives the m rounds.

Every pair of players lies in one orbit under the group (its levels and the difference of its
x, up to sign within a level; a pair with infinity: the other's level), each orbit of m pairs;
a base round develops into rounds meeting every pair exactly once when its tables' pairs hit
every orbit exactly once (the level round's orbits left out).

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
    def level_round(self) -> bool:
        """Whether one round seats each level at its own table (three players a level, Z_3 acting)."""
        return self.cycle == 3 and not self.infinity

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
    """The development of the design of ``players`` at tables of ``table_size``, None where none is committed.

    Tables of 3: n = 3 (mod 12) one base round over Z_((n-1)/2) on 2 levels and infinity; n = 9
    (Z_3 on 3 levels has none) all 4 rounds searched outright; n = 21 two base rounds over Z_5 on
    4 levels and infinity; other n = 3 (mod 6) the level round and (n/3 - 1)/2 base rounds over
    Z_3.  Tables of 4: one base round over Z_((n-1)/3), 3 levels, infinity.
    """
    if players > LARGEST or players < table_size:
        return None
    if table_size == 3 and players % 12 == 3:
        return Development(players, 3, (players - 1) // 2, 2, True, 1)
    if table_size == 3 and players == 9:
        return Development(players, 3, 1, players, False, 4)
    if table_size == 3 and players == 21:
        return Development(players, 3, 5, 4, True, 2)
    if table_size == 3 and players % 6 == 3:
        return Development(players, 3, 3, players // 3, False, (players // 3 - 1) // 2)
    if table_size == 4 and players % 12 == 4:
        return Development(players, 4, (players - 1) // 3, 3, True, 1)
    return None


def planned_sizes() -> dict[int, list[int]]:
    """For each table size, the numbers of players a design is developed for (where the search found one)."""
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
    """Every round of the design: the level round first (tables of 3), then each base round developed."""
    plan = development(players, table_size)
    assert plan is not None
    rounds = []
    if plan.level_round:
        rounds.append(SeatedRound([tuple(range(level * 3, level * 3 + 3)) for level in range(plan.levels)], []))
    for base in base_rounds(players, table_size):
        for shift in range(plan.cycle):
            rounds.append(SeatedRound([tuple(plan.moved(p, shift) for p in table) for table in base], []))
    return rounds
