"""The club endpoints on SQLite and on PostgreSQL (docs/CLUBS.md): a club, its roster and seasons, refusals naming
the field, the director's token, and an evening of proven sessions linked to a season - its standings (JSON, CSV,
page), the players' histories and ratings moved by every proven result, the event archived when it ends."""

from __future__ import annotations

import csv
import io

from tests.clubs.support import new_club, problem
from tests.tournaments.support import NAMES, play_session, post_result, seats_of


def test_a_club_its_roster_and_a_season(club_client):
    club = new_club(club_client)
    ann, bob = club.add("Ann", "Bob")
    season = club.season(rule="best", best=3)
    got = club.get("").get_json()
    assert got["name"] == "Thursday Euchre" and "director_token" not in got
    assert [p["name"] for p in got["players"]] == ["Ann", "Bob"]
    assert got["seasons"][0] | {"created": 0} == {
        "id": season, "club_id": club.id, "name": "Spring", "game": "euchre", "rule": "best", "best": 3, "created": 0,
    }  # fmt: skip
    renamed = club_client.patch(f"/v1/clubs/{club.id}/players/{ann}", json={"name": "Annie"}, headers=club.auth)
    assert renamed.status_code == 200 and renamed.get_json()["id"] == ann
    assert club.get(f"/players/{ann}").get_json()["name"] == "Annie"
    assert {p["id"] for p in club.get("/players").get_json()["players"]} == {ann, bob}


def test_writes_need_the_club_directors_token(club_client):
    club, other = new_club(club_client), new_club(club_client)
    path = f"/v1/clubs/{club.id}/players"
    missing = club_client.post(path, json={"name": "Zoe"})
    assert missing.status_code == 401 and problem(missing) == "missing_token"
    wrong = club_client.post(path, json={"name": "Zoe"}, headers=other.auth)
    assert wrong.status_code == 403 and problem(wrong) == "director_only"
    season = club_client.post(f"/v1/clubs/{club.id}/seasons", json={"name": "S", "game": "euchre"})
    assert season.status_code == 401
    linked = club_client.post(
        "/v1/tournaments",
        json={"game": "euchre", "format": "progressive", "players": [], "club_id": club.id, "season_id": "x"},
    )
    assert linked.status_code == 401
    assert club.get("/players").get_json()["players"] == []


def _refused(answer, field: str) -> None:
    body = answer.get_json()
    assert answer.status_code == 400, body
    assert field in body["errors"], body


def test_bad_input_is_a_400_naming_the_field(club_client):
    club = new_club(club_client)
    (ann,) = club.add("Ann")
    players = f"/v1/clubs/{club.id}/players"
    _refused(club_client.post(players, json={"name": "  "}, headers=club.auth), "name")
    _refused(club_client.post(players, json={"name": "ANN"}, headers=club.auth), "name")
    _refused(club_client.post(players, json={}, headers=club.auth), "name")
    seasons = f"/v1/clubs/{club.id}/seasons"
    _refused(club_client.post(seasons, json={"name": "S", "game": "poker"}, headers=club.auth), "game")
    _refused(club_client.post(seasons, json={"name": "S", "game": "euchre", "rule": "most"}, headers=club.auth), "rule")
    _refused(club_client.post(seasons, json={"name": "S", "game": "euchre", "rule": "best"}, headers=club.auth), "best")
    _refused(club_client.post(seasons, json={"name": "S", "game": "euchre", "best": 2}, headers=club.auth), "best")
    _refused(club_client.post("/v1/clubs", json={"name": ""}), "name")
    season = club.season()
    body = {"game": "euchre", "format": "progressive", "club_id": club.id, "season_id": season}
    four = [ann, *club.add("Bob", "Cy")]

    def tournament(**given):
        return club_client.post("/v1/tournaments", json={**body, **given}, headers=club.auth)

    _refused(tournament(players=[*four, "nobody"]), "players.3")
    _refused(tournament(players=[*four, ann]), "players.3")
    _refused(tournament(game="ecarte", format="round-robin", players=four), "game")
    _refused(tournament(season_id=None, players=four), "season_id")
    for path, code in [
        ("/v1/clubs/nope", "club_not_found"),
        (f"/v1/clubs/{club.id}/players/nope", "club_player_not_found"),
        (f"/v1/clubs/{club.id}/seasons/nope/standings", "season_not_found"),
    ]:
        answer = club_client.get(path)
        assert (answer.status_code, problem(answer)) == (404, code)


def test_an_evening_of_proven_sessions_moves_ratings_and_is_archived_when_it_ends(club_client):
    club = new_club(club_client)
    ids = club.add(*NAMES[:8])
    season = club.season(rule="average")
    tournament = club.tournament(season, ids)
    assert tournament["players"] == NAMES[:8] and tournament["club"]["players"] == ids
    rounds = tournament["schedule"]["rounds"]
    seen = 0
    for one in rounds:
        for table in one["tables"]:
            session = play_session(club_client, "euchre", 1, seed=10 * one["round"] + table["table"])
            posted = post_result(club_client, tournament, one["round"], table["table"], {"session": session.id})
            assert posted.status_code == 201, posted.get_json()
            seen += 4
            rated = club.get("/ratings").get_json()["ratings"]
            assert sum(r["tables"] for r in rated) == seen  # every proven result moved its four players
            assert all(r["sigma"] < 25 / 3 for r in rated)
    # the season's standings are the event's: each player's points, tables won and played
    event = club_client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]
    standings = club.get(f"/seasons/{season}/standings").get_json()
    assert standings["events"] == standings["ended"] == 1
    assert {r["name"]: (r["score"], r["won"], r["played"]) for r in standings["rows"]} == {
        r["name"]: (r["points"], r["won"], r["played"]) for r in event
    }
    assert [r["score"] for r in standings["rows"]] == sorted((r["score"] for r in standings["rows"]), reverse=True)
    text = club.get(f"/seasons/{season}/standings", Accept="text/csv").get_data(as_text=True)
    assert [row["name"] for row in csv.DictReader(io.StringIO(text))] == [r["name"] for r in standings["rows"]]
    page = club.get(f"/seasons/{season}/standings", Accept="text/html").get_data(as_text=True)
    assert all(r["name"] in page for r in standings["rows"]) and "Ranked by the points per evening played" in page
    # a player's history: the evening, every table with partners, opponents and the session that proved it
    history = club.get(f"/players/{ids[0]}").get_json()
    assert [e["tournament_id"] for e in history["events"]] == [tournament["id"]]
    assert history["events"][0]["ended"] is not None
    assert len(history["tables"]) == len(rounds)
    for table in history["tables"]:
        seats = seats_of(tournament, table["round"], table["table"])
        assert [p["player_id"] for p in table["partners"]] == [ids[seats[(table["seat"] + 2) % 4]]]
        assert {p["player_id"] for p in table["opponents"]} == {ids[seats[(table["seat"] + s) % 4]] for s in (1, 3)}
        assert table["kind"] == "session" and table["proven"] and table["source"]["session"]
    assert history["ratings"][0]["tables"] == len(rounds)
    # the club's page shows every rated player's rating and uncertainty
    page = club_client.get(f"/club/{club.id}").get_data(as_text=True)
    ratings = club.get("/ratings").get_json()["ratings"]
    assert all(r["name"] in page and f"{r['sigma']:.2f}" in page for r in ratings)
    # recomputed from the archive, in its order (the order they were posted here), the ratings are the same
    recomputed = club_client.post(f"/v1/clubs/{club.id}/ratings/recompute", headers=club.auth).get_json()["ratings"]
    assert [(r["player_id"], round(r["mu"], 9), round(r["sigma"], 9)) for r in recomputed] == [
        (r["player_id"], round(r["mu"], 9), round(r["sigma"], 9)) for r in ratings
    ]


def test_a_correction_of_a_rated_result_recomputes_the_ratings(club_client):
    club = new_club(club_client)
    ids = club.add(*NAMES[:4])
    tournament = club.tournament(club.season(), ids, rounds=1)
    first = play_session(club_client, "euchre", 1, seed=1)
    assert post_result(club_client, tournament, 1, 1, {"session": first.id}).status_code == 201
    before = {r["player_id"]: r["mu"] for r in club.get("/ratings").get_json()["ratings"]}
    corrected = post_result(club_client, tournament, 1, 1, {"scores": [0, 1]}, **{"If-Match": '"v1"'})
    assert corrected.status_code == 200, corrected.get_json()
    after = club.get("/ratings").get_json()["ratings"]
    assert before and after == []  # a paper score proves nothing: no rated table is left
    history = club.get(f"/players/{ids[0]}").get_json()
    assert history["tables"][0]["kind"] == "scores"
