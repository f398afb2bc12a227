"""The events server as deploy/ runs it: gunicorn with GUNICORN_WORKER_CLASS=gevent beside the API's gthread
workers, on the real Redis (docs/OPERATIONS.md, "The event stream"). A seat's stream, served by the events server,
gets each move the API's workers make, as GET answers that seat, and ends when the session is deleted; every seat
and the referee following one session are each sent their own view, from the session's one fan-out; a
tournament's stream gets each result posted to them, as GET .../standings answers it, and ends when the tournament
is deleted. Both servers are started once for the module."""

from __future__ import annotations

import http.client
import json
import random
import secrets
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest
import redis

import service.app  # noqa: F401  (the games, in the registry)
from service.engine import concrete_action
from service.games.registry import ENGINES
from tests.conftest import delete_keys
from tests.ops.gunicorn_harness import Gunicorn, run_gunicorn

pytestmark = pytest.mark.slow


def _call(base_url: str, method: str, path: str, token: str | None = None, body: dict | None = None, **headers):
    connection = http.client.HTTPConnection(urlsplit(base_url).netloc, timeout=30)
    if token:
        headers["Authorization"] = f"Bearer {token}"
    payload = json.dumps(body).encode() if body is not None else None
    connection.request(method, path, body=payload, headers={"Content-Type": "application/json", **headers})
    response = connection.getresponse()
    data = response.read()
    return response.status, response.headers, json.loads(data) if data else None


class _Stream:
    def __init__(self, base_url: str, path: str, token: str | None = None, **more_headers: str):
        self.connection = http.client.HTTPConnection(urlsplit(base_url).netloc, timeout=30)
        headers = {"Accept": "text/event-stream", **more_headers}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self.connection.request("GET", path, headers=headers)
        self.response = self.connection.getresponse()
        assert self.response.status == 200
        assert self.response.headers["Content-Type"].startswith("text/event-stream")

    def keep_alive(self) -> None:
        """Read up to the next keep-alive comment line (and the blank line that ends it)."""
        while (line := self.response.readline()) != b": keep-alive\n":
            assert line, "the stream closed"
        assert self.response.readline() == b"\n"

    def next(self) -> dict[str, str]:
        """The next event's fields (comment lines and the retry field skipped)."""
        fields: dict[str, str] = {}
        while True:
            line = self.response.readline().decode()
            assert line, "the stream closed"
            if line == "\n":
                if "data" in fields:
                    return fields
                fields = {}
            elif not line.startswith(":"):
                name, _, value = line.rstrip("\n").partition(": ")
                fields[name] = value


@pytest.fixture(scope="module")
def prefix() -> str:
    return f"arbitro-test-{secrets.token_hex(6)}"


@pytest.fixture(scope="module")
def servers(tmp_path_factory, redis_url, prefix) -> Iterator[tuple[Gunicorn, Gunicorn]]:
    """(the API: 2 gthread workers, the events server: 1 gevent worker) on the real Redis, under a prefix of the
    module's own."""
    env = {
        "REDIS_URL": redis_url,
        "REDIS_KEY_PREFIX": prefix,
        "ALLOW_TEST_SEEDS": "1",
        "ACCESS_LOG": "0",
        "SESSION_EVENTS_HEARTBEAT_SECONDS": "1",
    }
    tmp_path = tmp_path_factory.mktemp("events-server")
    try:
        with (
            run_gunicorn(tmp_path, {**env, "WEB_CONCURRENCY": "2"}) as api,
            run_gunicorn(tmp_path, {**env, "WEB_CONCURRENCY": "1", "GUNICORN_WORKER_CLASS": "gevent"}) as events,
        ):
            yield api, events
    finally:
        delete_keys(redis_url, prefix)


def test_moves_made_by_the_api_workers_reach_a_stream_of_the_gevent_events_server(servers):
    api, events = servers
    rng = random.Random(5)
    status, headers, created = _call(api.base_url, "POST", "/v1/sessions", body={"game": "ecarte", "seed": 3})
    assert status == 201
    path, seats, referee = created["session_id"], created["tokens"]["seats"], created["tokens"]["referee"]
    path = f"/v1/sessions/{path}"
    stream = _Stream(events.base_url, f"{path}/events", seats[1])
    assert stream.next()["id"] == "1"
    etag = headers["ETag"]
    for _ in range(4):
        seat = _call(api.base_url, "GET", path, referee)[2]["to_act"]
        view = _call(api.base_url, "GET", path, seats[seat])[2]
        move = concrete_action(ENGINES["ecarte"], view["legal_actions"][0], view["deal"]["hand"], rng)
        assert move is not None
        status, headers, _ = _call(api.base_url, "POST", f"{path}/actions", seats[seat], move, **{"If-Match": etag})
        assert status == 200
        etag = headers["ETag"]
        event = stream.next()
        _, _, seen = _call(api.base_url, "GET", path, seats[1])
        assert event["id"] == etag.strip('"v') and json.loads(event["data"]) == seen
    assert _call(api.base_url, "DELETE", path, referee)[0] == 204
    end = stream.next()
    assert end["event"] == "end" and json.loads(end["data"]) == {"reason": "deleted"}
    assert stream.response.read() == b"", "the stream goes on after its end"
    assert any(r.get("message", "").startswith("Booting worker") or "gevent" in json.dumps(r) for r in events.records())


def test_each_follower_of_a_session_on_the_events_server_is_sent_its_own_view_a_resumed_one_from_the_next(servers):
    """The events server writes a session's followers from one fan-out: each seat and the referee are sent at each
    version what GET answers their own token (no seat another's cards), and a stream resumed after the current
    version (Last-Event-ID) is sent the next one first."""
    api, events = servers
    rng = random.Random(8)
    status, headers, created = _call(api.base_url, "POST", "/v1/sessions", body={"game": "euchre", "seed": 11})
    assert status == 201
    path, tokens = f"/v1/sessions/{created['session_id']}", [*created["tokens"]["seats"], created["tokens"]["referee"]]
    streams = [_Stream(events.base_url, f"{path}/events", token) for token in tokens]
    for stream, token in zip(streams, tokens, strict=True):
        event = stream.next()
        assert (event["id"], json.loads(event["data"])) == ("1", _call(api.base_url, "GET", path, token)[2])
    resumed = _Stream(events.base_url, f"{path}/events", tokens[0], **{"Last-Event-ID": "1"})
    etag = headers["ETag"]
    for _ in range(3):
        view = _call(api.base_url, "GET", path, tokens[-1])[2]
        seat = view["to_act"]
        seen = _call(api.base_url, "GET", path, tokens[seat])[2]
        move = concrete_action(ENGINES["euchre"], seen["legal_actions"][0], seen["deal"]["hand"], rng)
        status, headers, _ = _call(api.base_url, "POST", f"{path}/actions", tokens[seat], move, **{"If-Match": etag})
        assert status == 200
        etag = headers["ETag"]
        for stream, token in zip(streams, tokens, strict=True):
            event = stream.next()
            assert (event["id"], json.loads(event["data"])) == (
                etag.strip('"v'),
                _call(api.base_url, "GET", path, token)[2],
            )
    assert resumed.next()["id"] == "2"
    for stream in (*streams, resumed):
        stream.connection.close()


def test_results_posted_to_the_api_workers_reach_a_tournament_stream_of_the_gevent_events_server(servers):
    api, events = servers
    body = {"game": "ecarte", "format": "round-robin", "players": ["Ann", "Bob", "Cy", "Dee"], "hands_per_round": 1}
    status, _, created = _call(api.base_url, "POST", "/v1/tournaments", body=body)
    assert status == 201
    path, director = f"/v1/tournaments/{created['id']}", created["director_token"]
    stream = _Stream(events.base_url, f"{path}/events")  # public: no token
    first = stream.next()
    assert (first["id"], json.loads(first["data"])) == ("1", _call(api.base_url, "GET", f"{path}/standings")[2])
    for table, scores in ((1, [5, 3]), (2, [2, 5])):
        result = _call(api.base_url, "POST", f"{path}/rounds/1/tables/{table}/result", director, {"scores": scores})
        assert result[0] == 201
        event = stream.next()
        _, headers, seen = _call(api.base_url, "GET", f"{path}/standings")
        assert event["id"] == headers["ETag"].strip('"v') and json.loads(event["data"]) == seen
    assert _call(api.base_url, "DELETE", path, director)[0] == 204
    end = stream.next()
    assert end["event"] == "end" and json.loads(end["data"]) == {"reason": "deleted"}
    assert stream.response.read() == b"", "the stream goes on after its end"


def test_the_gevent_workers_streams_borrow_redis_connections_instead_of_keeping_one_each(servers, redis_url, prefix):
    """Each stream's greenlet calls the store now and then (the expiry check of its session, once a heartbeat it went
    without a write) and lives on: with a client a greenlet, as the API's threads keep one each, the events server
    held a connection a stream that ever checked."""
    api, events = servers
    admin = redis.Redis.from_url(redis_url)
    sessions = []
    for seed in range(12):  # a session each: a session's expiry is checked by one of its followers
        status, _, created = _call(api.base_url, "POST", "/v1/sessions", body={"game": "euchre", "seed": seed})
        assert status == 201
        sessions.append((f"/v1/sessions/{created['session_id']}/events", created["tokens"]["referee"]))
    before = _connections(admin, prefix)  # the API's among them
    streams = [_Stream(events.base_url, path, token) for path, token in sessions]
    for stream in streams:
        assert stream.next()["id"] == "1"
        stream.keep_alive()  # the keep-alive after the heartbeat whose wait ended in the expiry check
    assert _connections(admin, prefix) - before < len(streams) // 2
    for stream in streams:
        stream.connection.close()


def _connections(admin: redis.Redis, name: str) -> int:
    """The Redis connections of the servers (each connection is named after the key prefix)."""
    return sum(client.get("name") == name for client in admin.client_list())
