"""Sessions export their match: GET /v1/sessions/{id}/record gives a match record
that replays through POST /v1/matches/validate with no violation, in every game."""

from __future__ import annotations

import random

import pytest

from service.app import create_app
from service.games.registry import ENGINES
from service.matches import FORMAT
from tests.matches.support import MATCH_RULES, finished_session, play, record_of
from tests.sessions.conftest import Table, bearer

GAMES = sorted(ENGINES)


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None, "allow_test_seeds": True}).test_client()


@pytest.fixture(scope="module")
def finished(client):
    """One session per game, played to the end of its match (cached: a whole match takes a while)."""
    return {game: finished_session(client, game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_sessions_record_validates_with_no_violation(client, finished, game):
    table = finished[game]
    final = table.referee_view()
    log = table.log(table.referee).get_json()["deals"]
    record = record_of(table)
    assert record["format"] == FORMAT and record["game"] == game and len(record["seats"]) == final["seats"]
    assert len(record["deals"]) == final["deal_number"] == len(log)
    assert all("recorded" in deal for deal in record["deals"])  # every deal finished, its result recorded

    answer = client.post("/v1/matches/validate", json=record)
    assert answer.status_code == 200, answer.get_json()
    verdict = answer.get_json()
    problems = [(d["deal_number"], v["rule"], v["detail"]) for d in verdict["deals"] for v in d["violations"]]
    assert problems == [] and verdict["valid"]
    assert [d["scores"] for d in verdict["deals"]] == [d["scores_after"] for d in log]
    assert [d["dealer"] for d in verdict["deals"]] == [d["dealer"] for d in log]
    assert [d["deal_result"] for d in verdict["deals"]] == [d["deal_result"] for d in log]
    result = verdict["result"]
    assert result["game_over"] and result["winner"] == final["winner"]
    assert result["decided_at"] == len(log) == result["deals_played"]
    assert result["scores"] == final["scores"]


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_gets_the_same_record_once_the_match_is_over(finished, game):
    table = finished[game]
    referees = record_of(table)
    for token in table.seat_tokens:
        assert record_of(table, token) == referees


@pytest.mark.parametrize("game", GAMES)
def test_before_the_end_only_the_referee_gets_the_record_and_it_validates_as_a_match_in_progress(client, game):
    table = Table(client, game, seed=9, rules=MATCH_RULES[game])
    play(table, random.Random(f"progress:{game}"), until_deal=2)
    referee = table.referee_view()
    assert not referee["game_over"] and referee["deal_number"] == 2

    for token in table.seat_tokens:
        refused = client.get(f"{table.url}/record", headers=bearer(token))
        assert refused.status_code == 403
        assert refused.get_json()["type"] == "/problems/match-in-progress"
        assert "deals" not in refused.get_json()

    record = record_of(table)
    assert len(record["deals"]) == 2 and "recorded" not in record["deals"][-1]
    verdict = client.post("/v1/matches/validate", json=record).get_json()
    assert verdict["valid"], verdict["deals"]
    assert [d["finished"] for d in verdict["deals"]] == [True, False]
    assert verdict["result"] == {
        "game_over": False,
        "winner": None,
        "decided_at": None,
        "deals_played": 1,
        "scores": referee["scores"],
        "pool": None,  # no pool in these games
    }


def test_the_record_needs_a_token_of_the_session(client):
    table = Table(client, "euchre", seed=2)
    assert client.get(f"{table.url}/record").status_code == 401
    assert client.get(f"{table.url}/record", headers=bearer("not-a-token")).status_code == 401
    assert client.get("/v1/sessions/no-such-session-id-here/record", headers=bearer(table.referee)).status_code == 404


@pytest.mark.parametrize(
    ("game", "rules"),
    [
        # seats eliminated: later hands deal them nothing and skip them as dealer (Ramino §10, §3.1)
        pytest.param("ramino", {"players": 3, "match": "elimination", "elimination_at": 40}, marks=pytest.mark.slow),
        # the bank passing every deal, each deal going on from the stock the last one left (7.1, 3.3)
        ("sette-e-mezzo", {"deck_policy": "continuous", "max_deals": 6, "bank_passes": "every_hand"}),
    ],
)
def test_matches_whose_deals_depend_on_the_deals_before_validate_with_no_violation(client, game, rules):
    table = Table(client, game, seed=4, rules=rules)
    play(table, random.Random(1))
    record = record_of(table)
    verdict = client.post("/v1/matches/validate", json=record).get_json()
    assert verdict["valid"], [v for d in verdict["deals"] for v in d["violations"]]
    assert verdict["result"]["decided_at"] == len(record["deals"]) > 2
    assert verdict["result"]["winner"] == table.referee_view()["winner"]
    if game == "ramino":
        out = [d["deal"].get("eliminated", []) for d in record["deals"]]
        assert out[-1] and all(record["deals"][-1]["deal"]["hands"][seat] == [] for seat in out[-1])
        assert all(d["dealer"] not in dealt_out for d, dealt_out in zip(verdict["deals"], out, strict=True))
    else:
        assert len({d["dealer"] for d in verdict["deals"]}) == 3
