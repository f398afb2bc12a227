"""A clubs' database that cannot be reached (a real PostgreSQL URL on a port nothing listens on) costs the rest of
the service nothing: the app starts, the stateless endpoints, sessions and tournaments of no club answer, and
the club endpoints (and a tournament of a club's season) answer 503 database_unavailable with Retry-After."""

from __future__ import annotations

import socket

import pytest

from service.app import create_app
from tests.clubs.support import problem
from tests.conftest import SUITE_CREATE_LIMIT
from tests.tournaments.support import NAMES, create, play_session, post_result


@pytest.fixture(scope="module")
def down_client():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    config = {"redis_url": None, "allow_test_seeds": True, "session_retry_after_seconds": 7, **SUITE_CREATE_LIMIT}
    return create_app({**config, "database_url": f"postgresql://arbitro@127.0.0.1:{port}/arbitro"}).test_client()


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("post", "/v1/clubs", {"name": "Thursday"}),
        ("get", "/v1/clubs/abc", None),
        ("get", "/v1/clubs/abc/players", None),
        ("get", "/v1/clubs/abc/seasons/def/standings", None),
        ("get", "/v1/clubs/abc/ratings", None),
        (
            "post",
            "/v1/tournaments",
            {"game": "euchre", "format": "progressive", "players": ["a"], "club_id": "abc", "season_id": "d"},
        ),  # fmt: skip
    ],
)
def test_club_endpoints_answer_503_with_retry_after(down_client, method, path, body):
    answer = getattr(down_client, method)(path, json=body, headers={"Authorization": "Bearer x"})
    assert answer.status_code == 503, answer.get_json()
    assert problem(answer) == "database_unavailable" and answer.headers["Retry-After"] == "7"


def test_the_rest_of_the_service_keeps_serving(down_client):
    assert down_client.get("/v1/games").status_code == 200
    session = play_session(down_client, "euchre", 1, seed=3)  # a live session, played to its deal's end
    tournament = create(down_client, game="euchre", format="progressive", players=NAMES[:4], hands_per_round=1)
    assert post_result(down_client, tournament, 1, 1, {"session": session.id}).status_code == 201
    page = down_client.get("/club/abc")
    assert page.status_code == 503 and page.headers["Retry-After"] == "7"
