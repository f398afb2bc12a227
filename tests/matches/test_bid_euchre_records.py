"""Bid Euchre's matches as records (docs/rules/euchre.md §16): a session's match, dealt round the table and
counted down from its start, is validated as the session scored it; EGN cannot write it."""

from __future__ import annotations

import random

import pytest

from service.app import create_app
from tests.matches.support import play, record_of
from tests.sessions.conftest import Table, bearer

INDIVIDUAL = {"variant": "bid-euchre", "individual": True, "count_down_from": 5}


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None, "allow_test_seeds": True}).test_client()


@pytest.fixture(scope="module")
def finished(client):
    table = Table(client, "euchre", seed=4, rules=INDIVIDUAL)
    play(table, random.Random("bid-euchre:4"))
    return table


def test_s16_4_a_session_match_counts_down_from_its_start_to_a_winner_at_zero(finished):
    record = record_of(finished)
    assert record["starting_scores"] == [5, 5, 5, 5]
    final = finished.referee_view()
    assert final["game_over"] and min(final["scores"]) <= 0 and final["scores"][final["winner"]] <= 0
    dealers = [deal["deal"]["dealer"] for deal in record["deals"]]
    thrown_in_or_played = zip(dealers, dealers[1:], strict=False)
    assert all(after == (before + 1) % 4 for before, after in thrown_in_or_played)  # §3.1: the deal passes left


def test_s16_a_bid_euchre_record_is_validated_as_the_session_scored_it(client, finished):
    record = record_of(finished)
    answer = client.post("/v1/matches/validate", json=record)
    assert answer.status_code == 200, answer.get_json()
    verdict = answer.get_json()
    final = finished.referee_view()
    assert all(deal["valid"] for deal in verdict["deals"])
    assert verdict["result"]["game_over"] and verdict["result"]["winner"] == final["winner"]
    assert verdict["result"]["scores"] == final["scores"]


def test_s16_egn_refuses_to_write_an_auction(finished):
    answer = finished.client.get(f"{finished.url}/record?format=egn", headers=bearer(finished.referee))
    assert answer.status_code == 400 and "rules.bidding" in answer.get_json()["errors"]
