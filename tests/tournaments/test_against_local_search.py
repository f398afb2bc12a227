"""Where no perfect design exists, the schedule states its balance and is no worse than an independent seeded local
search finds in the same time (docs/TOURNAMENTS.md, "Against a local search").

The measure, for each count the format spreads - at ``tables`` how often two players share a table; ``progressive``
how often two partner, then how often they oppose - is the most any pair has, then how many pairs are off an even
share (above ceil(total / pairs) or below the floor), compared in that order: the service's must be no greater. The
search (``local_search.py``) is given the CPU time the service took, measured on the same request in the same
process (CPU time, not wall time: other processes on the machine slow neither side); it is a comparison, not a timed
assertion.
"""

from __future__ import annotations

import time
from collections import Counter
from itertools import combinations

import pytest

from service.tournaments import Schedule, ScheduleRefusal, schedule_for_game
from tests.tournaments.local_search import LocalSearch
from tests.tournaments.properties import meeting_counts, opponent_counts, partner_counts

TABLES = [(n, size) for size in (3, 4) for n in range(5, 41) if n % (6 if size == 3 else 12) != size]
"""Every n at tables of 3 and 4 without a resolvable design (docs/TOURNAMENTS.md, Constructions)."""
PROGRESSIVE = [n for n in range(6, 40) if n % 4 in (2, 3)]
"""Every n without a whist design."""
SAMPLE_TABLES = [(10, 3), (26, 3), (22, 4), (39, 4)]
SAMPLE_PROGRESSIVE = [10, 23]


def measure(counts: Counter[frozenset[int]], players: int) -> tuple[int, int]:
    """The most any pair has, and how many pairs are off an even share of the total."""
    values = [counts[frozenset(pair)] for pair in combinations(range(players), 2)]
    low, high = sum(values) // len(values), -(-sum(values) // len(values))
    return max(values), sum(not low <= value <= high for value in values)


def measures(schedule: Schedule, players: int, format_: str) -> dict[str, tuple[int, int]]:
    """The measure of each count the format spreads, in the order they are compared."""
    if format_ == "tables":
        return {"tables_shared": measure(meeting_counts(schedule), players)}
    return {
        "partners": measure(partner_counts(schedule), players),
        "opponents": measure(opponent_counts(schedule), players),
    }


def compare(game: str, format_: str, players: int, **request: int) -> None:
    started = time.process_time()
    try:
        answer = schedule_for_game(game, format_, players, **request)
    except ScheduleRefusal as refused:
        assert refused.code == "rounds_required"
        started = time.process_time()
        answer = schedule_for_game(game, format_, players, rounds=refused.facts["maximum"], **request)
    took = time.process_time() - started
    schedule, stated = answer["schedule"], answer["balance"]
    service = measures(schedule, players, format_)
    for count, (most, uneven) in service.items():
        assert (stated[count]["max"], stated["uneven"][count]) == (most, uneven), count
    first = schedule["rounds"][0]
    search = LocalSearch(
        players,
        len(schedule["rounds"]),
        [len(table["seats"]) for table in first["tables"]],
        partnerships=format_ == "progressive",
        seed=players,
    )
    search.run(took)
    found = measures(search.schedule(), players, format_)
    assert list(service.values()) <= list(found.values()), (service, found)


@pytest.mark.parametrize(("players", "table_size"), SAMPLE_TABLES)
def test_tables_no_worse_than_the_local_search_sample(players, table_size):
    compare("ramino", "tables", players, table_size=table_size)


@pytest.mark.parametrize("players", SAMPLE_PROGRESSIVE)
def test_progressive_no_worse_than_the_local_search_sample(players):
    """At the most rounds (every partnership seated once)."""
    compare("euchre", "progressive", players)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "table_size"), TABLES)
def test_tables_no_worse_than_the_local_search(players, table_size):
    """The default rounds: the fewest in which one could meet everyone."""
    compare("ramino", "tables", players, table_size=table_size)


@pytest.mark.slow
@pytest.mark.parametrize("table_size", [3, 4])
@pytest.mark.parametrize("players", range(5, 41))
def test_the_longest_tables_no_worse_than_the_local_search(players, table_size):
    """n - 1 rounds, the most ``tables`` seats (past a design's rounds where there is one)."""
    compare("ramino", "tables", players, table_size=table_size, rounds=players - 1)


@pytest.mark.slow
@pytest.mark.parametrize("players", PROGRESSIVE)
def test_progressive_no_worse_than_the_local_search(players):
    """At the most rounds (every partnership seated once)."""
    compare("euchre", "progressive", players)
