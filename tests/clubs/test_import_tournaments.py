"""``arbitro db upgrade`` and ``arbitro db import-tournaments``, against the real Redis and each database: a
tournament held in Redis before clubs existed is moved into a club's season (its players matched to the roster by
name, the missing added), and its later results are copied in as they are posted (docs/CLUBS.md)."""

from __future__ import annotations

from service.app import create_app
from service.cli import main
from service.clubs.database import Database, database_url
from tests.clubs.postgres import fresh_schema
from tests.clubs.support import new_club
from tests.conftest import SUITE_CREATE_LIMIT
from tests.tournaments.support import NAMES, create, post_result


def test_db_upgrade_brings_an_empty_postgresql_schema_to_the_newest_revision(postgres, capsys):
    with fresh_schema(postgres) as url:
        assert Database(database_url(url, "")).revision() is None
        assert main(["db", "upgrade", "--database-url", url]) == 0
        assert "schema at revision 0001" in capsys.readouterr().out
        assert Database(database_url(url, "")).revision() == "0001"
        assert main(["db", "upgrade", "--database-url", url]) == 0  # nothing left to do


def test_tournaments_held_in_redis_move_into_a_clubs_season(database, redis_url, redis_prefix, monkeypatch, capsys):
    config = {"redis_url": redis_url, "redis_key_prefix": redis_prefix, "database_url": database}
    client = create_app({**config, **SUITE_CREATE_LIMIT}).test_client()
    held = create(client, game="euchre", format="progressive", players=NAMES[:8], hands_per_round=1)
    other = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    assert post_result(client, held, 1, 1, {"scores": [3, 1]}).status_code == 201
    club = new_club(client)
    (ann,) = club.add("ANN")  # the roster's Ann, in other letters: the same player
    season = club.season()
    for name, value in {"REDIS_URL": redis_url, "REDIS_KEY_PREFIX": redis_prefix, "DATABASE_URL": database}.items():
        monkeypatch.setenv(name, value)
    arguments = ["db", "import-tournaments", "--club", club.id, "--season", season]
    assert main(arguments) == 0
    told = dict(line.split("\t") for line in capsys.readouterr().out.splitlines())
    assert told == {held["id"]: "imported", other["id"]: "other game"}
    roster = {p["name"]: p["id"] for p in club.get("/players").get_json()["players"]}
    assert sorted(roster) == sorted(["ANN", *NAMES[1:8]]) and roster["ANN"] == ann
    linked = client.get(f"/v1/tournaments/{held['id']}").get_json()["club"]
    assert linked["season_id"] == season and linked["players"][0] == ann
    # a result posted after the import is copied in as it is posted
    assert post_result(client, held, 1, 2, {"scores": [0, 2]}).status_code == 201
    standings = club.get(f"/seasons/{season}/standings").get_json()
    event = client.get(f"/v1/tournaments/{held['id']}/standings").get_json()["rows"]
    assert {r["player_id"]: r["score"] for r in standings["rows"]} == {
        linked["players"][row["players"][0]]: row["points"] for row in event
    }
    assert len(club.get(f"/players/{ann}").get_json()["tables"]) == 1
    assert main([*arguments, "--tournament", held["id"]]) == 0  # again: nothing is done twice
    assert capsys.readouterr().out == f"{held['id']}\tcopied again\n"
    assert len(club.get(f"/players/{ann}").get_json()["tables"]) == 1
