"""How even a schedule is: how often each two players partner, oppose and share a table, and each
player's byes, as the least and the most of each; and how many pairs (players, for byes) are
off an even share, which is what the schedule did not avoid.

An even share of a count spreads its total as evenly as it can be: every pair gets
floor(total / pairs) or ceil(total / pairs).  A whist design is even throughout (partners once,
opponents twice); a progressive evening for 6 players says how far it is from that.

>>> from service.tournaments.schedule import make_schedule
>>> summary = balance(make_schedule("progressive", 8), 8, partnerships=True)
>>> summary["partners"], summary["opponents"], summary["uneven"]["partners"]
({'min': 1, 'max': 1}, {'min': 2, 'max': 2}, 0)
"""

from __future__ import annotations

from itertools import combinations
from typing import TypedDict

from .schedule import Schedule
from .seating import SeatedRound
from .tally import Tally


class Spread(TypedDict):
    min: int
    max: int


class Uneven(TypedDict):
    """How many pairs (players, for ``byes``) are off an even share: above ceil(total / how many), below the floor."""

    partners: int
    opponents: int
    tables_shared: int
    byes: int


class Balance(TypedDict):
    partners: Spread
    opponents: Spread
    tables_shared: Spread
    byes: Spread
    uneven: Uneven


def balance(schedule: Schedule, players: int, *, partnerships: bool) -> Balance:
    """The balance of ``schedule`` for ``players``; ``partnerships``: seats 0 and 2 against 1 and 3 at tables of 4."""
    tally = Tally(players, partnerships=partnerships)
    for one in schedule["rounds"]:
        tally.record(SeatedRound([tuple(table["seats"]) for table in one["tables"]], one["byes"]))
    pairs = list(combinations(range(players), 2))
    partners = [tally.partners[x][y] for x, y in pairs]
    opponents = [tally.opponents[x][y] for x, y in pairs]
    tables_shared = [tally.tables_shared[x][y] for x, y in pairs]
    return {
        "partners": _spread(partners),
        "opponents": _spread(opponents),
        "tables_shared": _spread(tables_shared),
        "byes": _spread(tally.byes),
        "uneven": {
            "partners": _uneven(partners),
            "opponents": _uneven(opponents),
            "tables_shared": _uneven(tables_shared),
            "byes": _uneven(tally.byes),
        },
    }


def _spread(counts: list[int]) -> Spread:
    return {"min": min(counts, default=0), "max": max(counts, default=0)}


def _uneven(counts: list[int]) -> int:
    if not counts:
        return 0
    least, most = sum(counts) // len(counts), -(-sum(counts) // len(counts))
    return sum(not least <= count <= most for count in counts)
