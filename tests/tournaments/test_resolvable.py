"""Resolvable designs at tables of 3 and 4: every two players meet exactly once, every round seating everyone
(Kirkman triple systems, resolvable (n, 4, 1) designs; docs/TOURNAMENTS.md, Constructions)."""

from __future__ import annotations

from itertools import combinations

import pytest

from service.engine import SeatRange
from service.tournaments import make_schedule
from service.tournaments.resolvable import base_rounds, design_rounds, development, has_design
from service.tournaments.resolvable_search import search
from service.tournaments.rotational_search import rotational_base_round
from tests.tournaments.properties import all_pairs, assert_everyone_placed_once, meeting_counts

RAMINO = SeatRange(2, 4)
EVERY_DESIGN = {3: [n for n in range(3, 41) if n % 6 == 3], 4: [n for n in range(4, 41) if n % 12 == 4]}
"""Every n up to 40 with a design: a KTS(n) exists for every n = 3 (mod 6), a resolvable (n, 4, 1) design for every
n = 4 (mod 12)."""
DESIGNS = [(players, size) for size, sizes in EVERY_DESIGN.items() for players in sizes]


def test_every_design_up_to_40_is_committed():
    """Tables of 3: 3, 9, ..., 33, 39; tables of 4: 4, 16, 28, 40."""
    assert {size: [n for n in range(2, 41) if has_design(n, size)] for size in (3, 4)} == EVERY_DESIGN


@pytest.mark.parametrize(("players", "table_size"), DESIGNS)
def test_each_design_in_full(players, table_size):
    """(n - 1) / (size - 1) rounds of n / size tables of ``table_size``, each round seating all n, every two of the
    n players at one table exactly once."""
    rounds = design_rounds(players, table_size)
    assert len(rounds) == (players - 1) // (table_size - 1)
    for one in rounds:
        assert not one.byes
        assert all(len(table) == table_size for table in one.tables)
        assert sorted(player for table in one.tables for player in table) == list(range(players))
    met = [frozenset(pair) for one in rounds for table in one.tables for pair in combinations(table, 2)]
    assert len(met) == len(set(met)) == players * (players - 1) // 2


@pytest.mark.parametrize("table_size", [3, 4])
@pytest.mark.parametrize("players", range(3, 41))
def test_where_a_design_exists_every_two_players_meet_exactly_once(players, table_size):
    """Every n the service seats at tables of 3 or 4: a committed design's (n - 1) / (size - 1) rounds are the
    default rounds and meet every pair once (15 players met 8 pairs twice and left 8 apart; 28 left 35 apart)."""
    if players < table_size:
        return
    schedule = make_schedule("tables", players, table_size=table_size, seats=RAMINO)
    assert_everyone_placed_once(schedule, players)
    if has_design(players, table_size):
        assert len(schedule["rounds"]) == (players - 1) // (table_size - 1)
        assert all(len(table["seats"]) == table_size for one in schedule["rounds"] for table in one["tables"])
        assert meeting_counts(schedule) == dict.fromkeys(all_pairs(players), 1)


@pytest.mark.parametrize(("players", "table_size"), [(15, 3), (21, 3), (28, 4), (33, 3), (40, 4)])
def test_more_rounds_go_on_from_the_design(players, table_size):
    longer = make_schedule("tables", players, table_size=table_size, seats=RAMINO, rounds=players - 1)
    design = make_schedule("tables", players, table_size=table_size, seats=RAMINO)
    assert longer["rounds"][: len(design["rounds"])] == design["rounds"]
    assert_everyone_placed_once(longer, players)


@pytest.mark.parametrize(("players", "table_size"), [(9, 3), (15, 3), (16, 4), (27, 3)])
def test_the_search_finds_the_committed_base_rounds_again(players, table_size):
    plan = development(players, table_size)
    assert plan is not None
    assert search(plan, 0) == base_rounds(players, table_size)


@pytest.mark.parametrize(("players", "table_size"), [(33, 3), pytest.param(40, 4, marks=pytest.mark.slow)])
def test_the_backtracking_finds_the_committed_1_rotational_base_rounds_again(players, table_size):
    """33 at tables of 3 and 40 at tables of 4: 1-rotational over Z_(n - 1) (``rotational_search.py``)."""
    plan = development(players, table_size)
    assert plan is not None
    assert [rotational_base_round(plan)] == base_rounds(players, table_size)
