"""Individual games at tables of several (Ramino, Sette e Mezzo): reseat everyone each round so
that two players share a table as rarely as possible.

Each round those who have sat out least sit out (when there must be byes at all), then the
others are seated one at a time, in a seeded random order, at the table where they have met
the fewest of those already there; then two players at different tables change places while
that lowers the number of repeated meetings.  The best of a few seeded tries is kept.
"""

from __future__ import annotations

import random

from .seating import SeatedRound
from .tally import Tally

TRIES = 3


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
    """``rounds`` rounds of ``players`` at tables of ``sizes``, byes for the rest."""
    rng = random.Random(players)
    tally = Tally(players, partnerships=False)
    schedule = []
    for _ in range(rounds):
        byes = tally.least_sat_out(players - sum(sizes), rng)
        seated = [player for player in range(players) if player not in byes]
        tries = [_seat(seated, sizes, tally, rng) for _ in range(TRIES)]
        tables = min(tries, key=lambda seating: _repeats(seating, tally))
        round_seated = SeatedRound([tuple(table) for table in tables], sorted(byes))
        tally.record(round_seated)
        schedule.append(round_seated)
    return schedule


def _met(player: int, table: list[int], tally: Tally) -> int:
    return sum(tally.tables_shared[player][other] for other in table)


def _repeats(tables: list[list[int]], tally: Tally) -> int:
    return sum(_met(player, table, tally) for table in tables for player in table)


def _seat(seated: list[int], sizes: list[int], tally: Tally, rng: random.Random) -> list[list[int]]:
    order = list(seated)
    rng.shuffle(order)
    tables: list[list[int]] = [[] for _ in sizes]
    for player in order:
        open_tables = [index for index, size in enumerate(sizes) if len(tables[index]) < size]
        index = min(open_tables, key=lambda index: (_met(player, tables[index], tally), len(tables[index])))
        tables[index].append(player)
    _swap_while_better(tables, tally)
    return tables


def _swap_while_better(tables: list[list[int]], tally: Tally) -> None:
    """Change two players at different tables over while that lowers the repeated meetings."""
    while _one_better_swap(tables, tally):
        pass


def _one_better_swap(tables: list[list[int]], tally: Tally) -> bool:
    for first_index, first in enumerate(tables):
        for second in tables[first_index + 1 :]:
            for i, x in enumerate(first):
                for j, y in enumerate(second):
                    others_x = first[:i] + first[i + 1 :]
                    others_y = second[:j] + second[j + 1 :]
                    now = _met(x, others_x, tally) + _met(y, others_y, tally)
                    if _met(y, others_x, tally) + _met(x, others_y, tally) < now:
                        first[i], second[j] = y, x
                        return True
    return False
