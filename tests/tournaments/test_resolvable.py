"""Resolvable designs at tables of 3 and 4: every two players meet exactly once, every round seating everyone
(Kirkman triple systems, resolvable (n, 4, 1) designs; docs/TOURNAMENTS.md, Constructions)."""

from __future__ import annotations

import pytest

from service.engine import SeatRange
from service.tournaments import make_schedule
from service.tournaments.resolvable import base_rounds, development, has_design
from service.tournaments.resolvable_search import search
from tests.tournaments.properties import all_pairs, assert_everyone_placed_once, meeting_counts

RAMINO = SeatRange(2, 4)
COMMITTED = {3: [3, 9, 15, 21, 27, 39], 4: [4, 16, 28]}


def test_the_committed_designs():
    """Tables of 3: n = 3 (mod 6) but 33; tables of 4: n = 4 (mod 12) but 40 (the search has not found them)."""
    assert {size: [n for n in range(2, 41) if has_design(n, size)] for size in (3, 4)} == COMMITTED


@pytest.mark.parametrize("table_size", [3, 4])
@pytest.mark.parametrize("players", range(3, 41))
def test_where_a_design_exists_every_two_players_meet_exactly_once(players, table_size):
    """Every n the service seats at tables of 3 or 4: a committed design's (n - 1) / (size - 1) rounds meet every
    pair once (15 players met 8 pairs twice and left 8 apart; 28 left 35 apart)."""
    if players < table_size:
        return
    schedule = make_schedule("tables", players, table_size=table_size, seats=RAMINO)
    assert_everyone_placed_once(schedule, players)
    if has_design(players, table_size):
        assert len(schedule["rounds"]) == (players - 1) // (table_size - 1)
        assert all(len(table["seats"]) == table_size for one in schedule["rounds"] for table in one["tables"])
        assert meeting_counts(schedule) == dict.fromkeys(all_pairs(players), 1)


@pytest.mark.parametrize(("players", "table_size"), [(15, 3), (21, 3), (28, 4)])
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
