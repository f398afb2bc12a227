"""The whist designs Wh(n), n = 0 or 1 (mod 4), 4 <= n <= 40: every two players partner exactly once
and oppose exactly twice (progressive)."""

from __future__ import annotations

import pytest

from service.tournaments import balance, make_schedule
from service.tournaments.groups import AbelianGroup
from service.tournaments.whist import GROUP_MODULI, base_round, complete_players, complete_rounds
from service.tournaments.whist_search import search_base_round
from tests.tournaments.properties import (
    all_pairs,
    assert_everyone_placed_once,
    bye_counts,
    opponent_counts,
    partner_counts,
)

DESIGNS = complete_players()


def test_a_design_for_every_n_0_or_1_mod_4_from_4_to_40():
    assert DESIGNS == [n for n in range(4, 41) if n % 4 in (0, 1)]


@pytest.mark.parametrize("players", DESIGNS)
def test_the_complete_schedule_is_a_whist_design(players):
    schedule = make_schedule("progressive", players)
    assert len(schedule["rounds"]) == complete_rounds(players) == (players if players % 4 == 1 else players - 1)
    assert_everyone_placed_once(schedule, players)
    partners, opponents = partner_counts(schedule), opponent_counts(schedule)
    assert set(partners) == set(opponents) == all_pairs(players)
    assert set(partners.values()) == {1}
    assert set(opponents.values()) == {2}
    assert all(len(table["seats"]) == 4 for one in schedule["rounds"] for table in one["tables"])


@pytest.mark.parametrize("players", DESIGNS)
def test_one_bye_a_round_and_one_each_when_n_is_1_mod_4(players):
    schedule = make_schedule("progressive", players)
    if players % 4 == 1:
        assert all(len(one["byes"]) == 1 for one in schedule["rounds"])
        assert bye_counts(schedule, players) == [1] * players
    else:
        assert all(one["byes"] == [] for one in schedule["rounds"])


@pytest.mark.parametrize("players", DESIGNS)
def test_the_balance_of_a_design_is_even(players):
    schedule = make_schedule("progressive", players)
    summary = balance(schedule, players, partnerships=True)
    byes = 1 if players % 4 == 1 else 0
    assert summary == {
        "partners": {"min": 1, "max": 1},
        "opponents": {"min": 2, "max": 2},
        "tables_shared": {"min": 3, "max": 3},
        "byes": {"min": byes, "max": byes},
        "uneven": {"partners": 0, "opponents": 0, "tables_shared": 0, "byes": 0},
    }


@pytest.mark.parametrize("players", [13, 24, 40])
def test_fewer_rounds_are_the_first_rounds_of_the_design(players):
    complete = make_schedule("progressive", players)
    assert make_schedule("progressive", players, rounds=5)["rounds"] == complete["rounds"][:5]


def test_wh9_is_developed_over_z3_x_z3():
    """No Z_9-cyclic Wh(9) exists (an exhaustive search of the 2-table base rounds finds none)."""
    assert GROUP_MODULI[9] == (3, 3)
    assert all(GROUP_MODULI[n] == ((n,) if n % 4 == 1 else (n - 1,)) for n in DESIGNS if n != 9)


@pytest.mark.parametrize("players", DESIGNS)
def test_each_base_round_has_the_difference_property(players):
    """Partner differences cover every nonzero element once, opponent differences twice (whist_search.py)."""
    group = AbelianGroup(GROUP_MODULI[players])
    infinity = group.order
    partner, opponent = [0] * group.order, [0] * group.order
    for a, b, c, d in base_round(players):
        for uses, pairs in ((partner, ((a, c), (b, d))), (opponent, ((a, b), (a, d), (c, b), (c, d)))):
            for x, y in pairs:
                if infinity not in (x, y):
                    uses[group.subtract(x, y)] += 1
                    uses[group.subtract(y, x)] += 1
    assert partner[1:] == [1] * (group.order - 1)
    assert opponent[1:] == [2] * (group.order - 1)


@pytest.mark.parametrize("players", [4, 5, 8, 9, 12, 13, 17, 25, 29])
def test_the_search_finds_the_committed_base_rounds(players):
    """The committed data is what ``python -m service.tournaments.whist_search`` writes (the quick ones here)."""
    _, tables = search_base_round(players)
    assert tables == base_round(players)
