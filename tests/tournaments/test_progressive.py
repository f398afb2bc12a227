"""Progressive Euchre for n without a whist design (n = 2 or 3 mod 4): rounds required, byes
spread evenly, partnerships not repeated while unused ones remain."""

from __future__ import annotations

import pytest

from service.tournaments import ScheduleRefusal, balance, make_schedule
from service.tournaments.whist import has_design
from tests.tournaments.properties import (
    all_pairs,
    assert_byes_spread,
    assert_everyone_placed_once,
    assert_no_bye_twice_running,
    partner_counts,
)

OTHERS = [n for n in range(4, 41) if not has_design(n)]


def partnering_rounds(players: int) -> int:
    """The rounds it takes to seat every partnership once: the most a request may ask."""
    return -(-(players * (players - 1) // 2) // (2 * (players // 4)))


@pytest.mark.parametrize("players", OTHERS)
def test_rounds_are_required_naming_the_most(players):
    with pytest.raises(ScheduleRefusal) as refused:
        make_schedule("progressive", players)
    assert (refused.value.code, refused.value.field) == ("rounds_required", "rounds")
    assert refused.value.facts == {"maximum": partnering_rounds(players)}


@pytest.mark.parametrize("players", OTHERS)
def test_every_round_seats_everyone_once_with_n_mod_4_byes(players):
    schedule = make_schedule("progressive", players, rounds=partnering_rounds(players))
    assert_everyone_placed_once(schedule, players)
    assert all(len(one["byes"]) == players % 4 for one in schedule["rounds"])
    assert all(len(table["seats"]) == 4 for one in schedule["rounds"] for table in one["tables"])
    assert_byes_spread(schedule, players)


@pytest.mark.parametrize("players", OTHERS)
def test_no_partnership_repeats_before_the_last_rounds(players):
    """Up to three rounds before every partnership could have been seated, none has been seated twice; 7 players
    (3 byes a round, nobody out twice running: 3 of the 4 just seated sit out next) for their first 5 rounds."""
    rounds = partnering_rounds(players)
    schedule = make_schedule("progressive", players, rounds=5 if players == 7 else rounds - 3)
    assert max(partner_counts(schedule).values()) == 1
    complete = make_schedule("progressive", players, rounds=rounds)
    assert max(partner_counts(complete).values()) <= 2
    assert len(partner_counts(complete)) >= len(all_pairs(players)) - players


@pytest.mark.parametrize("players", OTHERS)
def test_the_balance_says_what_was_not_avoided(players):
    schedule = make_schedule("progressive", players, rounds=partnering_rounds(players))
    summary = balance(schedule, players, partnerships=True)
    counts = partner_counts(schedule)
    assert summary["partners"]["max"] == max(counts.values())
    assert summary["partners"]["min"] == (1 if len(counts) == len(all_pairs(players)) else 0)
    assert summary["uneven"]["byes"] == 0


@pytest.mark.parametrize("players", [7, 23, 39])
def test_the_same_request_gives_the_same_schedule_and_fewer_rounds_its_first_rounds(players):
    first = make_schedule("progressive", players, rounds=10)
    assert make_schedule("progressive", players, rounds=10) == first
    assert make_schedule("progressive", players, rounds=4)["rounds"] == first["rounds"][:4]


@pytest.mark.parametrize("players", [6, 23, 39])
def test_rounds_beyond_every_partnership_seated_are_refused(players):
    with pytest.raises(ScheduleRefusal) as refused:
        make_schedule("progressive", players, rounds=partnering_rounds(players) + 1)
    assert (refused.value.code, refused.value.facts) == ("too_many_rounds", {"maximum": partnering_rounds(players)})


def can_all_partner_anew(seated: frozenset[int], unused: dict[int, set[int]]) -> bool:
    """Whether the seated players can all be partnered with someone they never partnered (exhaustive)."""
    if not seated:
        return True
    first = min(seated, key=lambda player: len(unused[player] & seated))
    return any(can_all_partner_anew(seated - {first, other}, unused) for other in unused[first] & seated)


@pytest.mark.parametrize("players", OTHERS)
def test_a_round_repeats_a_partnership_only_when_its_players_cannot_all_partner_anew(players):
    """Given who sits out, a partnership is seated again only when no pairing of unused partnerships seats them all."""
    schedule = make_schedule("progressive", players, rounds=partnering_rounds(players))
    seen: set[frozenset[int]] = set()
    for one in schedule["rounds"]:
        partnerships = {frozenset(table["seats"][i::2]) for table in one["tables"] for i in (0, 1)}
        if partnerships & seen:
            seated = frozenset(player for table in one["tables"] for player in table["seats"])
            unused = {x: {y for y in seated if y != x and frozenset((x, y)) not in seen} for x in seated}
            assert not can_all_partner_anew(seated, unused), one
        seen |= partnerships


@pytest.mark.parametrize("players", OTHERS)
def test_nobody_sits_out_two_rounds_running(players):
    """n mod 4 byes a round, at most 3 of at least 6 players: a schedule without a bye twice running exists, at every
    length (7 players, 3 rounds sat player 3 out in rounds 2 and 3)."""
    rounds = partnering_rounds(players)
    assert_no_bye_twice_running(make_schedule("progressive", players, rounds=rounds))
    assert_no_bye_twice_running(make_schedule("progressive", players, rounds=3))
