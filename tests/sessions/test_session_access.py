"""Creating sessions, and who may do what: tokens, the referee, deleting."""

from __future__ import annotations

import random

import pytest

from service.app import create_app
from tests.sessions.conftest import GAMES, SINGLE_REDIS, Table, bearer, choose_action


@pytest.fixture(params=SINGLE_REDIS)
def store_kind(request):
    """The in-memory store and one Redis (tests/sessions/conftest.py, SINGLE_REDIS)."""
    return request.param


@pytest.mark.parametrize("game", GAMES)
def test_the_referee_cannot_act_and_a_seat_cannot_delete(client, game):
    table = Table(client, game, seed=1)
    seat = table.referee_view()["to_act"]
    action = choose_action(table, table.view(table.token_of(seat)), random.Random(1))
    acting = table.post(table.referee, action)
    assert acting.status_code == 403 and acting.get_json()["type"] == "/problems/referee-cannot-act"
    for token in table.seat_tokens:
        refused = client.delete(table.url, headers=bearer(token))
        assert refused.status_code == 403 and refused.get_json()["type"] == "/problems/referee-only"
    assert table.referee_view()["version"] == 1


@pytest.mark.parametrize("game", GAMES)
def test_the_referee_deletes_a_session_and_it_is_gone(client, game):
    table = Table(client, game, seed=1)
    assert client.delete(table.url, headers=bearer(table.referee)).status_code == 204
    for token in [*table.seat_tokens, table.referee]:
        assert table.get(token).status_code == 404
    assert client.delete(table.url, headers=bearer(table.referee)).status_code == 404


def test_an_unknown_or_malformed_session_id_is_404(client):
    for session_id in ("abcdefghijklmnopqrstuv", "no", "../../etc", "a" * 80):
        response = client.get(f"/v1/sessions/{session_id}", headers=bearer("x"))
        assert response.status_code == 404, session_id


# refused before anything is stored: one store says it for all
@pytest.mark.parametrize("store_kind", ["memory"])
@pytest.mark.parametrize("game", GAMES)
def test_a_seed_is_refused_unless_the_deployment_allows_test_seeds(make_app, game):
    refused = make_app(allow_test_seeds=False).test_client().post("/v1/sessions", json={"game": game, "seed": 1})
    assert refused.status_code == 403 and refused.get_json()["type"] == "/problems/test-seeds-disabled"


@pytest.mark.parametrize("game", GAMES)
def test_a_seed_deals_the_same_cards_with_a_fresh_salt(client, game):
    one, two = Table(client, game, seed=42), Table(client, game, seed=42)
    other = Table(client, game, seed=43)
    assert one.referee_view()["dealt"] == two.referee_view()["dealt"] != other.referee_view()["dealt"]
    assert one.referee_view()["deck_commitment"] != two.referee_view()["deck_commitment"]


@pytest.mark.parametrize("game", GAMES)
def test_without_a_seed_deals_come_from_the_system_rng(make_app, game):
    client = make_app(allow_test_seeds=False).test_client()
    deals = {str(Table(client, game).referee_view()["dealt"]) for _ in range(5)}
    assert len(deals) == 5


# refused before anything is stored: one store says it for all
@pytest.mark.parametrize("store_kind", ["memory"])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "body, field",
    [
        ({"seats": 11}, "seats"),
        ({"dealer": 99}, "dealer"),
        ({"scores": [0]}, "scores"),
        ({"rules": {"variant": "no-such-variant"}}, "rules.variant"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_a_session_that_cannot_be_dealt_is_400_with_the_field(client, game, body, field):
    response = client.post("/v1/sessions", json={"game": game, **body})
    assert response.status_code == 400, response.get_json()
    assert field in response.get_json()["errors"]


# refused before anything is stored: one store says it for all
@pytest.mark.parametrize("store_kind", ["memory"])
def test_an_unknown_game_is_400(client):
    response = client.post("/v1/sessions", json={"game": "poker"})
    assert response.status_code == 400 and "game" in response.get_json()["errors"]


@pytest.mark.parametrize("game", GAMES)
def test_a_dealer_given_is_the_first_dealer(client, game):
    assert Table(client, game, seed=1, dealer=1).referee_view()["dealer"] == 1
    assert Table(client, game, seed=1, dealer=0).referee_view()["dealer"] == 0


def test_a_malformed_action_is_400_with_the_field(client):
    table = Table(client, "ecarte", seed=1)
    seat = table.referee_view()["to_act"]
    response = table.post(table.token_of(seat), {"type": "play", "card": "ZZ"})
    assert response.status_code == 400 and "card" in response.get_json()["errors"]
    response = table.post(table.token_of(seat), {"type": "play", "card": "AS", "colour": "red"})
    assert response.status_code == 400 and "colour" in response.get_json()["errors"]


def test_the_in_memory_store_says_so_at_start(caplog):
    with caplog.at_level("WARNING"):
        create_app({"redis_url": None})
    assert any("in-memory" in r.getMessage() and "one process" in r.getMessage() for r in caplog.records)


def test_scores_that_already_end_the_match_are_422_game_over(client):
    response = client.post("/v1/sessions", json={"game": "ecarte", "scores": [5, 2]})
    assert response.status_code == 422 and response.get_json()["rule"] == "game_over"
