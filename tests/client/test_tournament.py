"""The client's ``Tournament`` against a live gunicorn on Redis: created with the director's token,
standings read again only when they changed or followed by the event stream, results posted and corrected, refusals
raised."""

from __future__ import annotations

import random

import pytest
from arbitro_client import Arbitro, ArbitroProblem, NotTheDirector, Tournament

from tests.client.conftest import move_of

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests

TEAMS = [["Anna", "Bruno"], ["Carla", "Dario"], ["Elena", "Fabio"], ["Gino", "Ida"]]


@pytest.fixture
def tournament(arbitro: Arbitro) -> Tournament:
    return arbitro.create_tournament("euchre", format="pairs", teams=TEAMS, hands_per_round=1)


def first_table(tournament: Tournament) -> tuple[int, list[int]]:
    table = tournament.schedule.rounds[0].tables[0]
    return table.table, table.seats


def points_of(standings, players: list[int]) -> float:
    return next(row.points for row in standings.rows if row.players == players)


def test_a_created_tournament_keeps_its_token_and_its_schedule(arbitro, tournament):
    assert tournament.director_token and tournament.players == [name for team in TEAMS for name in team]
    assert [r.round_ for r in tournament.schedule.rounds] == [1, 2, 3]
    opened = arbitro.open_tournament(tournament.id)
    assert opened.director_token is None
    assert opened.schedule.to_dict() == tournament.schedule.to_dict()
    assert "director_token" not in opened.view.to_dict()


def test_unchanged_standings_are_a_304_answered_from_those_read(tournament):
    read = tournament.standings()
    assert tournament.standings() is read  # not read again: the service answered 304
    assert [row.played for row in read.rows] == [0, 0, 0, 0]


def test_a_posted_result_moves_the_standings_and_a_correction_keeps_the_replaced_one(arbitro, tournament):
    table, seats = first_table(tournament)
    before = tournament.standings()
    answer = tournament.post_result(1, table, scores=[3, 1])
    assert answer.result.scores == [3, 1] and answer.result.proven is False
    after = tournament.standings()
    assert after is not before
    assert points_of(after, sorted(seats[0::2])) == 3 and points_of(after, sorted(seats[1::2])) == 1

    with pytest.raises(ArbitroProblem) as refused:
        tournament.post_result(1, table, scores=[3, 2])
    assert refused.value.status == 409 and refused.value.type == "/problems/result-exists"

    corrected = tournament.correct_result(1, table, scores=[3, 2])
    assert corrected.result.scores == [3, 2] and [h.scores for h in corrected.history] == [[3, 1]]
    assert points_of(tournament.standings(), sorted(seats[1::2])) == 2
    assert tournament.table(1, table).to_dict() == corrected.to_dict()


def test_a_spectator_follows_the_standings_by_the_event_stream(arbitro, tournament):
    """Tournament.follow: each result the director posts arrives as the standings GET answers, kept with its ETag;
    the stream ends with the tournament."""
    spectator = arbitro.open_tournament(tournament.id)
    following = spectator.follow()
    for table, scores in ((1, [3, 1]), (2, [0, 2])):
        tournament.post_result(1, table, scores=scores)
        seen = next(following)
        fresh = arbitro.tournament_standings(tournament.id)
        assert fresh is not None and (seen.to_dict(), spectator.etag) == (fresh[0].to_dict(), fresh[1])
        assert spectator.standings() is seen  # kept: the next look is a 304
    tournament.delete()
    assert list(following) == [], "the stream ends with the tournament"
    with pytest.raises(ArbitroProblem) as unknown:
        next(arbitro.follow_tournament(tournament.id))
    assert unknown.value.status == 404


def test_results_need_the_directors_token(arbitro, tournament):
    table, _ = first_table(tournament)
    with pytest.raises(NotTheDirector):
        arbitro.open_tournament(tournament.id).post_result(1, table, scores=[3, 1])
    with pytest.raises(ArbitroProblem) as refused:
        arbitro.open_tournament(tournament.id, "not-the-token").post_result(1, table, scores=[3, 1])
    assert refused.value.status == 403


def test_bad_input_and_unknown_tournaments_raise_the_services_problem(arbitro, tournament):
    with pytest.raises(ArbitroProblem) as refused:
        tournament.post_result(1, 1, scores=[3, 1], session="x")
    assert refused.value.status == 400
    with pytest.raises(ArbitroProblem) as refused:
        arbitro.create_tournament("euchre", format="pairs", teams=TEAMS[:1])
    assert refused.value.status == 400 and "teams" in str(refused.value.problem)
    with pytest.raises(ArbitroProblem) as unknown:
        arbitro.open_tournament("no-such-tournament")
    assert unknown.value.status == 404


def test_a_duplicate_table_plays_its_board_in_the_session_the_director_opens(arbitro):
    tournament = arbitro.create_tournament("euchre", format="pairs", teams=TEAMS, hands_per_round=1, duplicate=True)
    opened = tournament.open_session(1, 1)
    assert [p.name for p in opened.players] == [
        tournament.players[p] for p in tournament.schedule.rounds[0].tables[0].seats
    ]
    tables = [tournament.table_of_session(opened, seat) for seat in range(4)]
    referee = arbitro.open_table(opened.session.session_id, opened.session.tokens.referee)
    assert referee.view.deck_commitment == tournament.view.to_dict()["boards"][0]["boards"][0]["commitment"]
    rng = random.Random(5)
    while isinstance(seat := referee.refresh().to_act, int):
        tables[seat].refresh()
        tables[seat].play(move_of("euchre", tables[seat], rng))
    assert referee.view.limits.stopped == "boards"
    posted = tournament.post_result(1, 1, session=opened.session.session_id)
    assert posted.result.kind == "session" and posted.to_dict()["session"] == opened.session.session_id
    assert [row.to_dict()["matchpoints"] for row in tournament.standings().rows] == [
        0,
        0,
        0,
        0,
    ]  # one table: no one to beat
    with pytest.raises(ArbitroProblem) as again:
        tournament.open_session(1, 1)
    assert again.value.status == 409 and again.value.type == "/problems/session-exists"


EVENING = ["Anna", "Bruno", "Carla", "Dario", "Elena"]


def test_the_directors_evening_late_arrival_withdrawal_substitute_and_closed_round(arbitro):
    tournament = arbitro.create_tournament("ecarte", format="round-robin", players=EVENING, hands_per_round=1)
    read = tournament.standings()
    late = tournament.add_player("Zoe")
    assert late.players == [*EVENING, "Zoe"] and tournament.view is late
    assert tournament.standings() is not read  # the change moved the ETag: read again
    assert "Zoe" in [row.name for row in tournament.standings().rows]

    after = tournament.withdraw("bruno")
    assert after.withdrawn == [1] and tournament.view is after
    assert all(1 not in [p for t in one.tables for p in t.seats] for one in after.schedule.rounds)

    substituted = tournament.substitute("Carla", "Max", from_round=2)
    assert substituted.players[-1] == "Max"
    [entry] = substituted.substitutes
    assert (entry.player, entry.replaces, entry.from_round, entry.to_round) == (6, 2, 2, None)
    for before, now in zip(after.schedule.rounds[1:], substituted.schedule.rounds[1:], strict=True):
        assert [t.seats for t in now.tables] == [[6 if p == 2 else p for p in t.seats] for t in before.tables]

    closed = tournament.close_round(1)
    assert closed.closed_rounds == [1]
    with pytest.raises(ArbitroProblem) as refused:
        tournament.post_result(1, 1, scores=[2, 0])
    assert refused.value.status == 409 and refused.value.type == "/problems/round-closed"
    with pytest.raises(ArbitroProblem) as unknown:
        tournament.withdraw("Nobody")
    assert unknown.value.status == 404 and unknown.value.type == "/problems/player-not-found"
    with pytest.raises(ArbitroProblem) as taken:
        tournament.substitute("Anna", "max", from_round=3)
    assert taken.value.status == 400 and "name" in str(taken.value.problem)


def test_a_tables_own_token_posts_its_first_result_and_a_deleted_tournament_is_gone(arbitro):
    tournament = arbitro.create_tournament("ecarte", format="round-robin", players=EVENING[:4], hands_per_round=1)
    token = tournament.table_token(1, 1)
    assert token and token != tournament.director_token
    at_the_table = arbitro.open_tournament(tournament.id, token)
    assert at_the_table.post_result(1, 1, scores=[2, 0]).result.scores == [2, 0]
    with pytest.raises(ArbitroProblem) as other:
        at_the_table.post_result(1, 2, scores=[2, 0])
    assert other.value.status == 403
    again = tournament.table_token(1, 2)
    assert tournament.table_token(1, 2) != again  # issued again: the first no longer works
    with pytest.raises(ArbitroProblem) as replaced:
        arbitro.open_tournament(tournament.id, again).post_result(1, 2, scores=[2, 0])
    assert replaced.value.status == 403

    with pytest.raises(NotTheDirector):
        arbitro.open_tournament(tournament.id).delete()
    tournament.delete()
    with pytest.raises(ArbitroProblem) as gone:
        tournament.refresh()
    assert gone.value.status == 404


def test_the_lone_hand_bonus_is_chosen_by_name(arbitro):
    tournament = arbitro.create_tournament("euchre", format="progressive", players=EVENING[:4], lone_hand_bonus="march")
    assert str(tournament.view.lone_hand_bonus) == "march"
    plain = arbitro.create_tournament("euchre", format="progressive", players=EVENING[:4])
    assert plain.view.lone_hand_bonus is False
