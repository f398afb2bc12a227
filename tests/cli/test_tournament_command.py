"""``arbitro tournament``: a whole evening from the command line - created, the draw shown, results posted (one
corrected), the standings and their CSV, a late arrival, a withdrawal, a substitute, a round closed, deleted -
against a live server (``--url``) and in process on Redis; what it prints agrees with what the API answers; the
lone hand bonus chosen at creation."""

from __future__ import annotations

import csv
import io

import httpx
import orjson
import pytest

from service.messages import Phrase, render_phrase

PLAYERS = "Ann,Bob,Cy,Dee,Eve"


def _created(ran) -> tuple[str, str]:
    assert ran.status == 0, ran.err
    lines = dict(line.split(": ", 1) for line in ran.out.splitlines()[:2])
    return lines["id"], lines["director_token"]


def _evening(arbitro, where: list[str], api_get) -> None:
    created = arbitro("tournament", "create", "--game", "ecarte", "--format", "round-robin", "--players", PLAYERS,
                      "--hands-per-round", "1", "--name", "Club night", *where)  # fmt: skip
    tournament_id, token = _created(created)
    assert (
        "Club night" in created.out and render_phrase(Phrase("page.round_caption", {"round": 1}), "en") in created.out
    )
    director = ["--token", token, *where]
    tournament = api_get(f"/v1/tournaments/{tournament_id}")
    first = tournament["schedule"]["rounds"][0]["tables"][0]
    names = [tournament["players"][p] for p in first["seats"]]

    table_token = arbitro("tournament", "table-token", tournament_id, 1, 1, *director).out.strip()
    posted = arbitro("tournament", "result", tournament_id, 1, 1, "--scores", "2,0", "--token", table_token, *where)
    assert posted.status == 0, posted.err
    refused = arbitro("tournament", "result", tournament_id, 1, 1, "--scores", "0,2", *director)
    assert refused.status == 2 and "409" in refused.err  # a second result needs --correct
    corrected = arbitro("tournament", "result", tournament_id, 1, 1, "--scores", "0,2", "--correct", *director)
    assert corrected.status == 0, corrected.err
    shown = arbitro("tournament", "show", tournament_id, *where)
    assert f"{' · '.join(names)}  [0 – 2 (reported)]" in shown.out

    table = arbitro("tournament", "standings", tournament_id, *where)
    assert table.status == 0 and table.out.splitlines()[0].split()[:5] == [
        "#",
        "Name",
        "Percentage",
        "Average",
        "Points",
    ]
    assert table.out.splitlines()[2].split()[:5] == ["1", names[1], "100", "2", "2"]  # 1 table of 1 won, 2 points
    as_csv = arbitro("tournament", "standings", tournament_id, "--csv", *where)
    rows = list(csv.reader(io.StringIO(as_csv.out)))
    assert rows[0][:5] == ["rank", "name", "percentage", "average", "points"]
    assert rows[1][:5] == ["1", names[1], "100", "2", "2"]

    late = arbitro("tournament", "add-player", tournament_id, "Zoe", *director)
    assert late.status == 0, late.err
    assert "Zoe" in api_get(f"/v1/tournaments/{tournament_id}")["players"]
    gone = arbitro("tournament", "withdraw", tournament_id, "Bob", *director)
    assert gone.status == 0, gone.err
    assert api_get(f"/v1/tournaments/{tournament_id}")["withdrawn"] == [1]
    substituted = arbitro("tournament", "substitute", tournament_id, "cy", "Max", "--from-round", 2, *director)
    assert substituted.status == 0, substituted.err
    assert "Max" in substituted.out  # the draw, Max seated
    after = api_get(f"/v1/tournaments/{tournament_id}")
    assert after["substitutes"] == [{"player": 6, "replaces": 2, "from_round": 2, "to_round": None}]
    closed = arbitro("tournament", "close-round", tournament_id, 1, *director)
    assert closed.status == 0 and api_get(f"/v1/tournaments/{tournament_id}")["closed_rounds"] == [1]

    unknown = arbitro("tournament", "withdraw", tournament_id, "Nobody", *director, "--lang", "it")
    assert unknown.status == 2 and "Giocatore non trovato (404)" in unknown.err
    assert arbitro("tournament", "delete", tournament_id, *where).status == 2  # no token: 401
    deleted = arbitro("tournament", "delete", tournament_id, *director)
    assert deleted.status == 0, deleted.err
    assert arbitro("tournament", "show", tournament_id, *where).status == 2


def test_an_evening_against_a_server(arbitro, base_url):
    _evening(arbitro, ["--url", base_url], lambda path: httpx.get(f"{base_url}{path}").json())


@pytest.mark.slow
def test_an_evening_in_process_on_redis(arbitro, monkeypatch, redis_url, redis_prefix):
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("REDIS_KEY_PREFIX", redis_prefix)
    from service.app import create_app

    client = create_app().test_client()
    _evening(arbitro, [], lambda path: client.get(path).get_json())


def test_the_token_comes_from_the_environment_too(arbitro, base_url, monkeypatch):
    created = arbitro("tournament", "create", "--game", "ecarte", "--format", "round-robin", "--players", "A,B",
                      "--url", base_url)  # fmt: skip
    tournament_id, token = _created(created)
    monkeypatch.setenv("ARBITRO_DIRECTOR_TOKEN", token)
    assert arbitro("tournament", "delete", tournament_id, "--url", base_url).status == 0


def test_the_lone_hand_bonus_is_chosen_on_the_command_line(arbitro, base_url):
    for given, resolved in (([], False), (["--lone-hand-bonus"], "made"), (["--lone-hand-bonus", "march"], "march")):
        created = arbitro("tournament", "create", "--game", "euchre", "--format", "progressive", "--players",
                          "A,B,C,D", *given, "--json", "--url", base_url)  # fmt: skip
        assert created.status == 0, created.err
        assert orjson.loads(created.out)["lone_hand_bonus"] == resolved
