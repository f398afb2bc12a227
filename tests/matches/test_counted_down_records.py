"""Matches that count down as records (docs/rules/euchre.md §16.4, §17): a session's match of individual bid
euchre or set-back, dealt round the table and counted down from its start to a winner at zero, is validated as
the session scored it; EGN cannot write it."""

from __future__ import annotations

import random

import pytest

from service.app import create_app
from tests.matches.support import play, record_of
from tests.sessions.conftest import Table, bearer

MATCHES = {
    "bid-euchre": ({"variant": "bid-euchre", "individual": True, "count_down_from": 5}, "rules.bidding"),
    "set-back": ({"variant": "set-back", "players": 3, "declare_march": True}, "rules.count_down_from"),
}
"""Per match: its rules and a field EGN refuses."""


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None, "allow_test_seeds": True}).test_client()


@pytest.fixture(scope="module", params=sorted(MATCHES))
def finished(request, client) -> tuple[str, Table]:
    table = Table(client, "euchre", seed=4, rules=MATCHES[request.param][0])
    play(table, random.Random(f"{request.param}:4"))
    return request.param, table


def test_s16_4_s17_2_a_session_match_counts_down_from_its_start_to_a_winner_at_zero(finished):
    _, table = finished
    record = record_of(table)
    seats = len(record["seats"])
    assert record["starting_scores"] == [5] * seats
    final = table.referee_view()
    assert final["game_over"] and min(final["scores"]) <= 0 and final["scores"][final["winner"]] <= 0
    dealers = [deal["deal"]["dealer"] for deal in record["deals"]]
    assert all(after == (before + 1) % seats for before, after in zip(dealers, dealers[1:], strict=False))


def test_s16_s17_a_record_is_validated_as_the_session_scored_it(client, finished):
    _, table = finished
    answer = client.post("/v1/matches/validate", json=record_of(table))
    assert answer.status_code == 200, answer.get_json()
    verdict = answer.get_json()
    final = table.referee_view()
    assert all(deal["valid"] for deal in verdict["deals"])
    assert verdict["result"]["game_over"] and verdict["result"]["winner"] == final["winner"]
    assert verdict["result"]["scores"] == final["scores"]


def test_s16_s17_egn_refuses_to_write_them(finished):
    name, table = finished
    answer = table.client.get(f"{table.url}/record/egn", headers=bearer(table.referee))
    assert answer.status_code == 400 and MATCHES[name][1] in answer.get_json()["errors"]
