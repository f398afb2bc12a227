"""Fixed partnerships, round robins and tables of several: every schedule property for every n
from 4 to 40."""

from __future__ import annotations

import pytest

from service.engine import SeatRange
from service.tournaments import balance, make_schedule
from tests.tournaments.properties import (
    all_pairs,
    assert_byes_spread,
    assert_everyone_placed_once,
    assert_no_bye_twice_running,
    meeting_counts,
    opponent_counts,
    partner_counts,
)

EVEN = range(4, 41, 2)
EVERY = range(4, 41)


def team(player: int) -> int:
    return player // 2


@pytest.mark.parametrize("players", EVEN)
def test_pairs_every_team_meets_every_other_once_partners_opposite(players):
    schedule = make_schedule("pairs", players)
    teams = players // 2
    assert len(schedule["rounds"]) == (teams - 1 if teams % 2 == 0 else teams)
    assert_everyone_placed_once(schedule, players)
    meetings = []
    for one in schedule["rounds"]:
        assert len(one["byes"]) == (2 if teams % 2 else 0)
        assert all(team(x) == team(y) for x, y in zip(one["byes"][::2], one["byes"][1::2], strict=True))
        for table in one["tables"]:
            a, b, c, d = table["seats"]
            assert team(a) == team(c) and team(b) == team(d) and team(a) != team(b)
            meetings.append(frozenset((team(a), team(b))))
    assert sorted(meetings, key=sorted) == sorted(all_pairs(teams), key=sorted)
    assert set(partner_counts(schedule)) == {frozenset((2 * t, 2 * t + 1)) for t in range(teams)}


@pytest.mark.parametrize("players", range(2, 41))
def test_round_robin_every_player_meets_every_other_once(players):
    schedule = make_schedule("round-robin", players)
    assert len(schedule["rounds"]) == (players - 1 if players % 2 == 0 else players)
    assert_everyone_placed_once(schedule, players)
    assert all(len(table["seats"]) == 2 for one in schedule["rounds"] for table in one["tables"])
    assert set(opponent_counts(schedule).values()) == {1}
    assert set(opponent_counts(schedule)) == all_pairs(players)
    assert_byes_spread(schedule, players)
    summary = balance(schedule, players, partnerships=False)
    assert summary["tables_shared"] == {"min": 1, "max": 1}
    assert summary["partners"] == {"min": 0, "max": 0}


RAMINO = SeatRange(2, 4)
SETTE_E_MEZZO = SeatRange(2, 20)


@pytest.mark.parametrize("table_size", [3, 4])
@pytest.mark.parametrize("players", EVERY)
def test_tables_reseat_everyone_each_round_sharing_a_table_rarely(players, table_size):
    schedule = make_schedule("tables", players, table_size=table_size, seats=RAMINO)
    rounds = schedule["rounds"]
    assert len(rounds) == max(-(-(players - 1) // (table_size - 1)), 1)
    assert_everyone_placed_once(schedule, players)
    for one in rounds:
        sizes = [len(table["seats"]) for table in one["tables"]]
        assert all(2 <= size <= table_size for size in sizes)
        assert max(sizes) - min(sizes) <= 1
        assert one["byes"] == []
    meetings = meeting_counts(schedule)
    assert max(meetings.values()) <= 2
    assert balance(schedule, players, partnerships=False)["tables_shared"]["max"] == max(meetings.values())


@pytest.mark.parametrize("players", EVERY)
def test_tables_of_two_are_a_round_robin(players):
    schedule = make_schedule("tables", players, table_size=2, seats=RAMINO)
    assert schedule == make_schedule("round-robin", players)


@pytest.mark.parametrize("players", [10, 13, 23, 40])
def test_tables_that_cannot_be_smaller_leave_byes_spread_evenly(players):
    schedule = make_schedule("tables", players, table_size=4, seats=SeatRange(4, 4), rounds=players - 1)
    assert_everyone_placed_once(schedule, players)
    assert all(len(table["seats"]) == 4 for one in schedule["rounds"] for table in one["tables"])
    assert all(len(one["byes"]) == players % 4 for one in schedule["rounds"])
    assert_byes_spread(schedule, players)
    assert_no_bye_twice_running(schedule)


@pytest.mark.parametrize("table_size", [3, 4, 6, 10])
@pytest.mark.parametrize("players", EVERY)
def test_nobody_sits_out_two_rounds_running_at_tables_that_cannot_be_smaller(players, table_size):
    """Full tables only (the rules' least seats): the byes of a round are fewer than a table, at most half the
    players, so nobody need sit out twice running; nor does anybody, at every n."""
    if players < table_size:
        return
    schedule = make_schedule(
        "tables", players, table_size=table_size, seats=SeatRange(table_size, table_size), rounds=players - 1
    )
    assert_no_bye_twice_running(schedule)
    assert_byes_spread(schedule, players)


@pytest.mark.parametrize("players", range(3, 41, 2))
def test_round_robins_sit_nobody_out_twice_running(players):
    assert_no_bye_twice_running(make_schedule("round-robin", players))
    if 2 * players <= 40:
        assert_no_bye_twice_running(make_schedule("pairs", 2 * players))


@pytest.mark.parametrize("players", [12, 20, 40])
def test_sette_e_mezzo_tables_of_six_meet_a_new_table_where_they_can(players):
    schedule = make_schedule("tables", players, table_size=6, seats=SETTE_E_MEZZO, rounds=2)
    assert_everyone_placed_once(schedule, players)
    first, second = schedule["rounds"]
    for table in second["tables"]:
        previous = [next(i for i, t in enumerate(first["tables"]) if p in t["seats"]) for p in table["seats"]]
        assert max(previous.count(t) for t in set(previous)) <= -(-len(table["seats"]) // len(first["tables"])) + 1


@pytest.mark.parametrize("format_", ["pairs", "round-robin"])
def test_fewer_rounds_are_the_first_rounds(format_):
    assert make_schedule(format_, 20, rounds=3)["rounds"] == make_schedule(format_, 20)["rounds"][:3]


def test_tables_are_the_same_for_the_same_request():
    request = {"table_size": 4, "seats": RAMINO, "rounds": 10}
    assert make_schedule("tables", 30, **request) == make_schedule("tables", 30, **request)
