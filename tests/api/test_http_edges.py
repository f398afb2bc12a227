"""The HTTP edges a client meets: CORS, an unknown game, a body too large, and Retry-After on every 503."""

from __future__ import annotations

import functools

import pytest
from flask import Response
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.exceptions import ServiceUnavailable

from service.app import create_app
from service.games.registry import ENGINES
from tests.volume import examples

ORIGIN = "https://table.example"
PROBLEM_JSON = "application/problem+json"


# --- CORS


def test_without_cors_origins_no_origin_is_allowed(client):
    answer = client.get("/v1/games", headers={"Origin": ORIGIN})
    assert answer.status_code == 200 and "Access-Control-Allow-Origin" not in answer.headers
    preflight = client.options(
        "/v1/games/euchre/adjudicate", headers={"Origin": ORIGIN, "Access-Control-Request-Method": "POST"}
    )
    assert "Access-Control-Allow-Origin" not in preflight.headers


@pytest.fixture(scope="module")
def cors_client():
    return create_app({"cors_origins": (ORIGIN, "http://localhost:3000")}).test_client()


def test_a_listed_origin_is_allowed_and_sees_the_headers_a_client_needs(cors_client):
    answer = cors_client.get("/v1/games", headers={"Origin": ORIGIN})
    assert answer.headers["Access-Control-Allow-Origin"] == ORIGIN
    exposed = {h.strip().lower() for h in answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"etag", "location", "retry-after", "x-request-id", "idempotent-replayed"} <= exposed
    assert "Access-Control-Allow-Credentials" not in answer.headers  # bearer tokens, never cookies


def test_another_origin_is_not_allowed(cors_client):
    answer = cors_client.get("/v1/games", headers={"Origin": "https://elsewhere.example"})
    assert "Access-Control-Allow-Origin" not in answer.headers


def test_a_preflight_for_a_session_action_allows_its_headers(cors_client):
    preflight = cors_client.options(
        "/v1/sessions/abcdefghijklmnopq/actions",
        headers={
            "Origin": "http://localhost:3000",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization, content-type, if-match, idempotency-key",
        },
    )
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == "http://localhost:3000"
    allowed = {h.strip().lower() for h in preflight.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "content-type", "if-match", "idempotency-key"} <= allowed
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]


def test_a_star_allows_any_origin():
    answer = create_app({"cors_origins": ("*",)}).test_client().get("/healthz", headers={"Origin": ORIGIN})
    assert answer.headers["Access-Control-Allow-Origin"] == "*"


# --- an unknown game, under any route and method


@functools.cache
def _suffixes() -> list[str]:
    """The routes under /v1/games/<game>/ (the app's, read when the test first draws one, not as the suite is
    collected)."""
    return sorted(
        {
            rule.rule.split("/", 4)[4] if rule.rule.count("/") >= 4 else ""
            for rule in create_app().url_map.iter_rules()
            if rule.rule.startswith("/v1/games/") and "<" not in rule.rule
        }
    )


_ROUTE_SUFFIXES = st.deferred(lambda: st.sampled_from(_suffixes()))


def _unknown_game(game: str, answer) -> None:
    assert answer.status_code == 404, (game, answer.get_json())
    assert answer.content_type == PROBLEM_JSON
    problem = answer.get_json()
    assert problem["type"] == "/problems/unknown-game" and problem["games"] == list(ENGINES)
    for known in ENGINES:
        assert known in problem["detail"]
    assert repr(game) in problem["detail"]


@pytest.mark.parametrize(("method", "path"), [("POST", "/adjudicate"), ("GET", ""), ("POST", ""), ("GET", "/x/y")])
def test_an_unknown_game_is_a_404_problem_naming_the_games(client, method, path):
    _unknown_game("poker", client.open(f"/v1/games/poker{path}", method=method, json={}))


UNKNOWN_ROUTES = 20
"""Routes under an unknown game: the route matched is the same for any name, so twenty names, suffixes and methods
suffice; the whole suite draws new ones each run."""


@settings(
    max_examples=examples(UNKNOWN_ROUTES), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    game=st.from_regex(r"[a-z0-9][a-z0-9_.-]{0,15}", fullmatch=True).filter(lambda g: g not in ENGINES),
    suffix=_ROUTE_SUFFIXES | st.from_regex(r"[a-z-]{1,10}(/[a-z-]{1,8})?", fullmatch=True),
    method=st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH"]),
)
def test_any_route_under_an_unknown_game_is_the_same_404(client, game, suffix, method):
    path = f"/v1/games/{game}/{suffix}" if suffix else f"/v1/games/{game}"
    _unknown_game(game, client.open(path, method=method, json={"deal": {}}))


def test_an_unknown_route_of_a_known_game_stays_a_plain_404(client):
    answer = client.post("/v1/games/euchre/no-such-endpoint", json={})
    assert answer.status_code == 404 and answer.get_json()["type"] == "/problems/not-found"
    assert client.get("/v1/games/euchre/adjudicate").status_code == 405


# --- a body too large states the limit


@pytest.mark.parametrize("limit", [512, 2048, 100_000])
def test_a_413_states_the_limit_in_bytes(limit):
    client = create_app({"max_body_bytes": limit}).test_client()
    answer = client.post(
        "/v1/games/euchre/adjudicate", data=b'{"deal": "' + b"x" * limit + b'"}', content_type="application/json"
    )
    assert answer.status_code == 413 and answer.content_type == PROBLEM_JSON
    problem = answer.get_json()
    assert problem["max_body_bytes"] == limit and f"{limit} bytes" in problem["detail"]


# --- every 503 carries Retry-After


def test_every_503_carries_retry_after():
    app = create_app({"session_retry_after_seconds": 7})

    @app.route("/test-raised-503")
    def raised():
        raise ServiceUnavailable()

    @app.route("/test-returned-503")
    def returned():
        return Response("busy", status=503)

    @app.route("/test-own-retry-after")
    def own():
        raise ServiceUnavailable(retry_after=30)

    client = app.test_client()
    assert client.get("/test-raised-503").headers["Retry-After"] == "7"
    assert client.get("/test-raised-503").content_type == PROBLEM_JSON
    assert client.get("/test-returned-503").headers["Retry-After"] == "7"
    assert client.get("/test-own-retry-after").headers["Retry-After"] == "30"
    assert "Retry-After" not in client.get("/healthz").headers


def test_readyz_reports_the_in_memory_store_without_details(client):
    answer = client.get("/readyz")
    assert answer.status_code == 200
    assert answer.get_json() == {"status": "ready", "dependencies": {"sessions": {"kind": "memory", "state": "up"}}}
