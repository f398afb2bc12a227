"""The tournament endpoints: creation, refusals, results of each kind, standings."""

from __future__ import annotations

import copy
import csv
import io

import pytest

from tests.conftest import shared_app
from tests.tournaments.support import (
    NAMES,
    create,
    play_session,
    post_result,
    result_url,
    seats_of,
    session_record,
)


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


# -- creation -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("body", "tables", "rounds"),
    [
        ({"game": "euchre", "format": "progressive", "players": NAMES[:8]}, 2, 7),
        ({"game": "euchre", "format": "pairs", "teams": [NAMES[i : i + 2] for i in range(0, 8, 2)]}, 2, 3),
        ({"game": "ecarte", "format": "round-robin", "players": NAMES[:5]}, 2, 5),
        ({"game": "ramino", "format": "tables", "players": NAMES[:10], "table_size": 4}, 3, 3),
        ({"game": "sette-e-mezzo", "format": "tables", "players": NAMES[:9], "table_size": 3, "rounds": 2}, 3, 2),
    ],
)
def test_a_tournament_is_created_with_its_schedule_balance_and_token(client, body, tables, rounds):
    created = client.post("/v1/tournaments", json=body)
    assert created.status_code == 201
    answer = created.get_json()
    assert created.headers["Location"] == f"/v1/tournaments/{answer['id']}"
    assert created.headers["ETag"] == '"v1"'
    assert len(answer["director_token"]) >= 32
    assert len(answer["schedule"]["rounds"]) == answer["rounds"] == rounds
    assert len(answer["schedule"]["rounds"][0]["tables"]) == tables
    assert set(answer["balance"]) == {"partners", "opponents", "tables_shared", "byes", "uneven"}
    players = body.get("players") or [name for team in body["teams"] for name in team]
    assert answer["players"] == players
    for one in answer["schedule"]["rounds"]:  # everyone once a round: seated or on a bye
        seated = [p for table in one["tables"] for p in table["seats"]] + one["byes"]
        assert sorted(seated) == list(range(len(players)))
    got = client.get(f"/v1/tournaments/{answer['id']}").get_json()
    assert "director_token" not in got
    assert got["schedule"] == answer["schedule"] and got["results"] == []
    assert [row["points"] for row in got["standings"]["rows"]] == [0] * len(got["standings"]["rows"])


def test_pairs_seat_partners_opposite():
    answer = create(
        shared_app().test_client(),
        game="euchre",
        format="pairs",
        teams=[["Ann", "Bob"], ["Cy", "Dee"], ["Eve", "Fay"], ["Gus", "Hal"]],
    )
    for one in answer["schedule"]["rounds"]:
        for table in one["tables"]:
            a, b, c, d = table["seats"]
            assert c == a + 1 and d == b + 1 and a % 2 == b % 2 == 0  # a team: players 2t and 2t + 1


@pytest.mark.parametrize(
    ("body", "field", "english", "italian"),
    [
        (
            {"game": "euchre", "format": "progressive", "players": NAMES[:3]},
            "players",
            "this format needs at least 4 players",
            "almeno 4",
        ),
        (
            {"game": "euchre", "format": "progressive", "players": ["Ann", "Bob", "Cy", "ann"]},
            "players.3",
            "ann is given twice (first as player 0)",
            "due volte",
        ),
        (
            {"game": "ecarte", "format": "progressive", "players": NAMES[:8]},
            "format",
            "ecarte is not played in that format; its formats are round-robin",
            "non si gioca",
        ),
        (
            {"game": "ramino", "format": "tables", "players": NAMES[:8], "table_size": 6},
            "table_size",
            "the game seats 2 to 4 players at a table",
            "da 2 a 4",
        ),
        (
            {"game": "euchre", "format": "progressive", "players": NAMES[:8], "rounds": 8},
            "rounds",
            "this schedule has at most 7 rounds",
            "al massimo 7",
        ),
        (
            {"game": "euchre", "format": "pairs", "teams": [["Ann", "Bob"]]},
            "teams",
            "this format needs at least 4 players",
            "almeno 4",
        ),
        (
            {"game": "euchre", "format": "pairs", "players": NAMES[:8]},
            "teams",
            "fixed partnerships are given as teams",
            "coppie fisse",
        ),
        (
            {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "lone_hand_bonus": True},
            "lone_hand_bonus",
            "the lone hand bonus scores progressive Euchre only",
            "solitario",
        ),
        (
            {"game": "euchre", "format": "progressive", "players": NAMES[:4], "lone_hand_bonus": "always"},
            "lone_hand_bonus",
            'the lone hand bonus is "made" (any lone hand made), "march" (a lone march only) or false',
            "tutte le prese",
        ),
        ({"game": "whist", "format": "progressive", "players": NAMES[:8]}, "game", "no such game", "gioco sconosciuto"),
    ],
)
def test_bad_input_is_a_400_naming_the_field_in_the_request_language(client, body, field, english, italian):
    for language, words in (("en", english), ("it", italian)):
        refused = client.post("/v1/tournaments", json=body, headers={"Accept-Language": language})
        assert refused.status_code == 400
        problem = refused.get_json()
        assert list(problem["errors"]) == [field]
        assert words in problem["errors"][field][0], problem


def test_a_minimum_is_named_with_its_number(client):
    problem = client.post("/v1/tournaments", json={"game": "ecarte", "format": "round-robin", "players": ["Ann"]})
    assert problem.status_code == 400
    assert problem.get_json()["errors"] == {"players": ["this format needs at least 2 players"]}


# -- reading: ETag, 304, standings, CSV -----------------------------------------------------------
def test_get_and_standings_carry_the_version_and_answer_304(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    url = f"/v1/tournaments/{tournament['id']}"
    for path in (url, f"{url}/standings"):
        first = client.get(path)
        assert first.headers["ETag"] == '"v1"'
        assert client.get(path, headers={"If-None-Match": '"v1"'}).status_code == 304
    assert post_result(client, tournament, 1, 1, {"scores": [5, 2]}).status_code == 201
    for path in (url, f"{url}/standings"):
        again = client.get(path, headers={"If-None-Match": '"v1"'})
        assert again.status_code == 200 and again.headers["ETag"] == '"v2"'
    assert client.get("/v1/tournaments/nosuchtournament00").status_code == 404
    assert client.get("/v1/tournaments/nosuchtournament00/standings").status_code == 404


def test_a_round_robin_ranks_by_the_share_of_tables_won_not_the_count(client):
    """Five players over three rounds: three sit out once and play two tables, two play three. A player who won
    both his tables (1-0 each) ranks above one who won two of three (2-0, 2-0), though the count of wins is equal and
    the second has more points (docs/TOURNAMENTS.md, Standings: pairs and round-robin rank by percentage)."""
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:5], rounds=3, hands_per_round=1)
    rounds = tournament["schedule"]["rounds"]
    resting = next(p for one in rounds for p in one["byes"])  # plays two tables
    busy = next(p for p in range(5) if all(p not in one["byes"] for one in rounds))  # plays three
    busy_wins = 2
    for one in rounds:
        for table in one["tables"]:
            seats = table["seats"]
            if resting in seats:
                scores = [1, 0] if seats[0] == resting else [0, 1]
            elif busy in seats and busy_wins:
                busy_wins -= 1
                scores = [2, 0] if seats[0] == busy else [0, 2]
            else:
                scores = [0, 1] if seats[0] == busy else [1, 0]
            assert post_result(client, tournament, one["round"], table["table"], {"scores": scores}).status_code == 201
    rows = {row["name"]: row for row in client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]}
    first, second = rows[NAMES[resting]], rows[NAMES[busy]]
    assert (first["won"], first["played"], first["percentage"]) == (2, 2, 100)
    assert (second["won"], second["played"], second["points"]) == (2, 3, 4) and second["points"] > first["points"]
    assert first["rank"] < second["rank"]


def test_standings_as_csv_by_accept_or_format(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    winner, loser = seats_of(tournament, 1, 1)
    assert post_result(client, tournament, 1, 1, {"scores": [5, 3]}).status_code == 201
    url = f"/v1/tournaments/{tournament['id']}/standings"
    by_accept = client.get(url, headers={"Accept": "text/csv"})
    by_query = client.get(f"{url}?format=csv")
    assert by_accept.mimetype == by_query.mimetype == "text/csv"
    assert by_accept.data == by_query.data
    rows = list(csv.DictReader(io.StringIO(by_query.data.decode())))
    assert rows[0] == {
        "rank": "1",
        "name": NAMES[winner],
        "percentage": "100",
        "average": "5",
        "points": "5",
        "won": "1",
        "played": "1",
        "byes": "0",
        "proven": "0",
        "reported": "1",
        "disputed": "0",
    }
    assert [row["name"] for row in rows][1] == NAMES[loser]
    assert client.get(f"{url}?format=xml").status_code == 400
    as_json = client.get(url).get_json()
    assert as_json["tie_breaks"] == [
        {"figure": "percentage", "order": "descending"},
        {"figure": "average", "order": "descending"},
        {"figure": "won", "order": "descending"},
    ]


# -- results ------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def ecarte_played(client):
    """A finished Ecarté session, and a tournament whose round 1 table 1 it can be."""
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4], hands_per_round=2)
    return tournament, play_session(client, "ecarte", 2, seed=11)


def test_a_session_result_is_proven_and_scored_from_its_deals(client, ecarte_played):
    tournament, table = ecarte_played
    posted = post_result(client, tournament, 1, 1, {"session": table.id})
    assert posted.status_code == 201 and posted.headers["ETag"] == '"v1"'
    result = posted.get_json()["result"]
    record = session_record(table)
    recorded = [deal["recorded"]["points"] for deal in record["deals"] if "recorded" in deal][:2]
    assert result["kind"] == "session" and result["proven"] and not result["disputed"]
    assert result["scores"] == [sum(points[seat] for points in recorded) for seat in (0, 1)]
    assert result["source"] == {"session": table.id}
    rows = {row["name"]: row for row in client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]}
    for seat, player in enumerate(seats_of(tournament, 1, 1)):
        assert rows[NAMES[player]]["points"] == result["scores"][seat]
        assert rows[NAMES[player]]["proven"] == 1


def test_a_session_short_of_the_round_is_a_409(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4], hands_per_round=3)
    table = play_session(client, "ecarte", 1, seed=5)
    refused = post_result(client, tournament, 1, 1, {"session": table.id})
    assert refused.status_code == 409
    assert refused.get_json()["type"].endswith("session-unfinished")
    assert refused.get_json()["needed"] == 3
    unknown = post_result(client, tournament, 1, 1, {"session": "no-such-session-000"})
    assert unknown.status_code == 422 and unknown.get_json()["type"].endswith("unknown-session")


def test_a_match_record_with_names_is_checked_against_the_schedule(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4], hands_per_round=2)
    record = session_record(play_session(client, "ecarte", 2, seed=12))  # deals of its own: one proof, one table
    seats = seats_of(tournament, 2, 1)
    named = {**record, "seats": [{"name": NAMES[p]} for p in seats]}
    posted = post_result(client, tournament, 2, 1, {"match": named})
    assert posted.status_code == 201
    assert posted.get_json()["result"]["kind"] == "match" and posted.get_json()["result"]["proven"]

    swapped = {**record, "seats": [{"name": NAMES[p]} for p in reversed(seats)]}
    refused = post_result(client, tournament, 2, 2, {"match": swapped})
    assert refused.status_code == 422
    problem = refused.get_json()
    assert problem["type"].endswith("result-mismatch")
    assert problem["mismatch"]["field"] == "seats.0.name"
    assert problem["mismatch"]["given"] == NAMES[seats[1]]
    assert f"seats.0.name is {NAMES[seats[1]]}" in problem["detail"]

    other_game = create(client, game="euchre", format="progressive", players=NAMES[:8], hands_per_round=1)
    wrong = post_result(client, other_game, 1, 1, {"match": record})
    assert wrong.status_code == 422 and wrong.get_json()["mismatch"]["field"] == "game"
    short = post_result(client, create(client, game="ecarte", format="round-robin", players=NAMES[:4]), 1, 1, {
        "match": {**record, "deals": record["deals"][:1]}
    })  # fmt: skip
    assert short.status_code == 422 and short.get_json()["type"].endswith("match-unfinished")
    bad = post_result(client, tournament, 2, 2, {"match": {**record, "deals": "none"}})
    assert bad.status_code == 400 and "match.deals" in bad.get_json()["errors"]


def test_a_match_with_violations_is_kept_as_disputed(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4], hands_per_round=2)
    record = copy.deepcopy(session_record(play_session(client, "ecarte", 2, seed=13)))
    first = record["deals"][0]
    first["recorded"]["points"] = [point + 1 for point in first["recorded"]["points"]]  # a score miscounted
    posted = post_result(client, tournament, 3, 1, {"match": record})
    assert posted.status_code == 201, posted.get_json()
    result = posted.get_json()["result"]
    assert result["disputed"] and result["violations"]
    rows = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]
    for player in seats_of(tournament, 3, 1):
        assert next(row for row in rows if row["name"] == NAMES[player])["disputed"] == 1


def test_a_paper_score_is_reported_and_checked_for_length(client):
    tournament = create(client, game="euchre", format="progressive", players=NAMES[:8])
    wrong = post_result(client, tournament, 1, 1, {"scores": [10, 4, 3, 2]})
    assert wrong.status_code == 400 and list(wrong.get_json()["errors"]) == ["scores"]
    both = post_result(client, tournament, 1, 1, {"scores": [10, 4], "session": "x" * 22})
    assert both.status_code == 400
    posted = post_result(client, tournament, 1, 1, {"scores": [10, 4]})
    assert posted.status_code == 201
    assert posted.get_json()["result"]["proven"] is False
    a, b, c, d = seats_of(tournament, 1, 1)
    rows = {
        row["name"]: row for row in client.get(f"/v1/tournaments/{tournament['id']}").get_json()["standings"]["rows"]
    }
    assert [rows[NAMES[p]]["points"] for p in (a, b, c, d)] == [10, 4, 10, 4]
    assert rows[NAMES[a]]["reported"] == 1 and rows[NAMES[a]]["won"] == 1 and rows[NAMES[b]]["won"] == 0


def test_a_second_result_is_a_409_and_a_correction_keeps_the_history(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    assert post_result(client, tournament, 1, 2, {"scores": [5, 1]}).status_code == 201
    again = post_result(client, tournament, 1, 2, {"scores": [5, 2]})
    assert again.status_code == 409 and again.get_json()["type"].endswith("result-exists")
    stale = post_result(client, tournament, 1, 2, {"scores": [5, 2]}, **{"If-Match": '"v7"'})
    assert stale.status_code == 412 and stale.headers["ETag"] == '"v1"'
    assert "table's result is at version 1" in stale.get_json()["detail"]
    meaning = client.get(stale.get_json()["type"], headers={"Accept": "application/json"}).get_json()["meaning"]
    assert "tournament table's result" in meaning  # the problem type speaks of tables too, not only of sessions
    corrected = post_result(client, tournament, 1, 2, {"scores": [5, 2]}, **{"If-Match": '"v1"'})
    assert corrected.status_code == 200 and corrected.headers["ETag"] == '"v2"'
    table = client.get(result_url(tournament, 1, 2))
    assert table.headers["ETag"] == '"v2"'
    assert table.get_json()["result"]["scores"] == [5, 2]
    assert [old["scores"] for old in table.get_json()["history"]] == [[5, 1]]
    assert client.get(result_url(tournament, 1, 1)).headers["ETag"] == '"v0"'


def test_unknown_round_or_table_is_a_404(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    for round, table in ((9, 1), (1, 3), (0, 1)):
        refused = post_result(client, tournament, round, table, {"scores": [1, 0]})
        assert refused.status_code == 404 and refused.get_json()["type"].endswith("table-not-found")
        assert client.get(result_url(tournament, round, table)).status_code == 404


def test_a_result_needs_the_directors_token(client):
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    missing = post_result(client, tournament, 1, 1, {"scores": [1, 0]}, token=None)
    assert missing.status_code == 401 and "Bearer" in missing.headers["WWW-Authenticate"]
    other = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    wrong = post_result(client, tournament, 1, 1, {"scores": [1, 0]}, token=other["director_token"])
    assert wrong.status_code == 403 and wrong.get_json()["type"].endswith("director-only")
    assert client.get(result_url(tournament, 1, 1)).get_json()["result"] is None


def test_players_with_fewer_tables_are_ranked_by_points_per_table(client):
    """10 players over 8 progressive rounds: 2 byes a round, so 6 play 6 tables and 4 play 7. The standings rank by
    `average` (points per table played, a bye no table), then tables won, then points, and say so in `tie_breaks`
    and the CSV (docs/TOURNAMENTS.md, Standings)."""
    tournament = create(client, game="euchre", format="progressive", players=NAMES[:10], rounds=8, hands_per_round=1)
    for one in tournament["schedule"]["rounds"]:
        for table in one["tables"]:
            scores = [1 + (one["round"] + table["table"]) % 3, (one["round"] * table["table"]) % 2]
            assert post_result(client, tournament, one["round"], table["table"], {"scores": scores}).status_code == 201
    standings = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()
    assert standings["tie_breaks"] == [
        {"figure": "average", "order": "descending"},
        {"figure": "won", "order": "descending"},
        {"figure": "points", "order": "descending"},
    ]
    rows = standings["rows"]
    assert sorted(row["played"] for row in rows) == [6] * 6 + [7] * 4
    assert all(row["average"] == row["points"] / row["played"] for row in rows)
    assert rows == sorted(rows, key=lambda row: (-row["average"], -row["won"], -row["points"], row["name"]))
    exported = client.get(f"/v1/tournaments/{tournament['id']}/standings?format=csv").data.decode()
    assert exported.splitlines()[0] == "rank,name,average,points,won,played,byes,proven,reported,disputed"
