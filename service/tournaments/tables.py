"""Individual games at tables of several (Ramino, Sette e Mezzo): reseat everyone each round so
that two players share a table as rarely as possible.

Each round those who have sat out least sit out (when there must be byes at all), then the
others are seated one at a time, in a seeded random order, at the table where they have met
the fewest of those already there; then two players at different tables change places while
that lowers the number of repeated meetings.  The best of a few seeded tries is kept.  Where a
resolvable design is committed (``resolvable.py``: tables of 3 or 4 at which every two players
meet exactly once), its rounds come first.
"""

from __future__ import annotations

import random

from .resolvable import design_rounds, has_design
from .seating import SeatedRound
from .tally import Tally

TRIES = 3
REPEAT_WEIGHT = 6
"""Meeting someone met c times before costs REPEAT_WEIGHT**c - 1: a third meeting is far worse than two second ones."""


def table_sizes(players: int, table_size: int, smallest_table: int) -> list[int]:
    """How many sit at each table: as many tables as it takes to seat everyone, sizes differing by one at most,
    unless that makes a table smaller than ``smallest_table``: then full tables and byes.

    >>> table_sizes(10, 4, 2), table_sizes(10, 4, 4), table_sizes(12, 4, 2)
    ([4, 3, 3], [4, 4], [4, 4, 4])
    """
    tables = -(-players // table_size)
    if players // tables >= smallest_table:
        larger = players % tables
        return [players // tables + 1] * larger + [players // tables] * (tables - larger)
    return [table_size] * (players // table_size)


def table_rounds(players: int, rounds: int, sizes: list[int]) -> list[SeatedRound]:
    """``rounds`` rounds of ``players`` at tables of ``sizes``, byes for the rest: the rounds of the resolvable design
    where one is committed (every two players meeting once), then searched rounds."""
    design = design_rounds(players, sizes[0]) if len(set(sizes)) == 1 and has_design(players, sizes[0]) else []
    rng = random.Random(players)
    tally = Tally(players, partnerships=False)
    schedule = design[:rounds]
    for designed in schedule:
        tally.record(designed)
    for _ in range(rounds - len(schedule)):
        byes = tally.least_sat_out(players - sum(sizes), rng)
        seated = [player for player in range(players) if player not in byes]
        tries = [_seat(seated, sizes, tally, rng) for _ in range(TRIES)]
        tables = min(tries, key=lambda seating: _repeats(seating, tally))
        round_seated = SeatedRound([tuple(table) for table in tables], sorted(byes))
        tally.record(round_seated)
        schedule.append(round_seated)
    return schedule


def _repeats(tables: list[list[int]], tally: Tally) -> int:
    shared = tally.tables_shared
    return sum(REPEAT_WEIGHT ** shared[x][y] - 1 for table in tables for x in table for y in table)


def _seat(seated: list[int], sizes: list[int], tally: Tally, rng: random.Random) -> list[list[int]]:
    """Seat everyone where they have met fewest so far, then improve by exchanges (``_Seating``)."""
    order = list(seated)
    rng.shuffle(order)
    seating = _Seating(tally, len(sizes))
    for player in order:
        open_tables = [index for index, size in enumerate(sizes) if len(seating.tables[index]) < size]
        seating.sit(
            player, min(open_tables, key=lambda index: (seating.met[player][index], len(seating.tables[index])))
        )
    while seating.exchange_once():
        pass
    return seating.tables


class _Seating:
    """Tables being filled, with ``met[p][t]``: the cost of player p's earlier meetings with those at table t."""

    def __init__(self, tally: Tally, tables: int) -> None:
        self.shared = [[REPEAT_WEIGHT**count - 1 for count in counts] for counts in tally.tables_shared]
        self.tables: list[list[int]] = [[] for _ in range(tables)]
        self.table_of: dict[int, int] = {}
        self.met = [[0] * tables for _ in range(tally.players)]

    def sit(self, player: int, table: int) -> None:
        self.tables[table].append(player)
        self.table_of[player] = table
        self._count(player, table, 1)

    def _count(self, player: int, table: int, by: int) -> None:
        shared = self.shared[player]
        for other, met in enumerate(self.met):
            met[table] += by * shared[other]

    def exchange_once(self) -> bool:
        """Exchange two players at different tables if that lowers the repeated meetings; say whether it did."""
        players = list(self.table_of)
        for i, x in enumerate(players):
            a = self.table_of[x]
            for y in players[i + 1 :]:
                b = self.table_of[y]
                if a == b:
                    continue
                now = self.met[x][a] + self.met[y][b]
                after = self.met[y][a] + self.met[x][b] - 2 * self.shared[x][y]
                if after < now:
                    self._move(x, a, b)
                    self._move(y, b, a)
                    return True
        return False

    def _move(self, player: int, from_table: int, to_table: int) -> None:
        self.tables[from_table].remove(player)
        self._count(player, from_table, -1)
        self.sit(player, to_table)
