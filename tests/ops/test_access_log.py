"""The access log: one complete JSON line per request, with what an operator needs, read from a real gunicorn."""

from __future__ import annotations

import json
import logging
import re
import signal
import urllib.error
import urllib.request
from datetime import timedelta

import pytest

from service.logs import ROUTE_KEY, SESSION_KEY, AccessJsonFormatter, access_atoms
from tests.ops.gunicorn_harness import run_gunicorn

pytestmark = pytest.mark.slow  # starts gunicorn, as tests/ops/test_gunicorn_config.py does

_FIELDS = {
    "ts", "level", "logger", "method", "path", "route", "session_id", "query", "status", "bytes",
    "duration_ms", "remote_addr", "user_agent", "request_id", "pid",
}  # fmt: skip


def _call(base_url: str, method: str, path: str, request_id: str, body: dict | None = None, token: str | None = None):
    """(status, answer bytes) of one request carrying ``X-Request-ID: request_id``."""
    request = urllib.request.Request(
        base_url + path,
        data=json.dumps(body).encode() if body is not None else None,
        method=method,
        headers={"X-Request-ID": request_id, "User-Agent": "access-log-test", "Content-Type": "application/json"},
    )
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def _access(records: list[dict], request_id: str) -> list[dict]:
    return [r for r in records if r.get("logger") == "access" and r.get("request_id") == request_id]


def test_every_request_has_one_complete_access_line_with_route_session_status_bytes_and_duration(tmp_path):
    with run_gunicorn(tmp_path) as server:
        url = server.base_url
        status, created = _call(url, "POST", "/v1/sessions", "log-create", {"game": "ecarte"})
        assert status == 201
        session = json.loads(created)
        session_id = session["session_id"]
        status, viewed = _call(
            url, "GET", f"/v1/sessions/{session_id}?x=1", "log-view", token=session["tokens"]["referee"]
        )
        assert status == 200
        status, missing = _call(url, "GET", "/v1/no-such-thing", "log-missing")
        assert status == 404
        ids = ("log-create", "log-view", "log-missing")
        records = server.wait_for(lambda rs: all(_access(rs, i) for i in ids), "the three access lines")

    # every line of the log parsed as one JSON object (server.records()), and one line per request
    create, view, missing_line = (_access(records, i) for i in ids)
    assert len(create) == len(view) == len(missing_line) == 1
    create, view, missing_line = create[0], view[0], missing_line[0]
    assert set(create) == set(view) == set(missing_line) == _FIELDS
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", view["ts"])

    assert (create["method"], create["path"], create["route"], create["status"]) == (
        "POST",
        "/v1/sessions",
        "/v1/sessions",
        201,
    )
    assert create["session_id"] is None and create["bytes"] == len(created)

    assert (view["method"], view["path"], view["query"], view["status"]) == (
        "GET",
        f"/v1/sessions/{session_id}",
        "x=1",
        200,
    )
    assert view["route"] == "/v1/sessions/<string:session_id>" and view["session_id"] == session_id
    assert view["bytes"] == len(viewed) and view["duration_ms"] >= 0
    assert view["user_agent"] == "access-log-test" and view["remote_addr"] == "127.0.0.1"

    assert missing_line["status"] == 404 and missing_line["route"] == "<unmatched>"
    assert missing_line["bytes"] == len(missing)


def test_no_access_line_when_the_access_log_is_off(tmp_path):
    with run_gunicorn(tmp_path, {"ACCESS_LOG": "false"}) as server:
        assert _call(server.base_url, "GET", "/v1/games", "quiet-1")[0] == 200
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=30) == 0  # the log is complete once gunicorn has exited
    records = server.records()
    assert any(r["logger"] == "gunicorn.error" for r in records)
    assert not [r for r in records if r["logger"] == "access"]


def test_the_access_line_keeps_the_requests_own_text():
    """Atoms built from the environ are not escaped as gunicorn's are: a ``\\"`` a client sent stays."""
    environ = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": "/v1/sessions/abc/actions",
        "QUERY_STRING": "",
        "REMOTE_ADDR": "10.0.0.7",
        "HTTP_USER_AGENT": 'agent \\"quoted\\"',
        "arbitro.request_id": "rid-7",
        ROUTE_KEY: "/v1/sessions/<string:session_id>/actions",
        SESSION_KEY: "abc",
    }
    atoms = access_atoms("409 CONFLICT", 321, environ, timedelta(microseconds=1500))
    record = logging.LogRecord("gunicorn.access", logging.INFO, __file__, 1, "access", (atoms,), None)
    line = AccessJsonFormatter().format(record)
    assert "\n" not in line
    entry = json.loads(line)
    assert entry["status"] == 409 and entry["bytes"] == 321 and entry["duration_ms"] == 1.5
    assert entry["route"] == "/v1/sessions/<string:session_id>/actions" and entry["session_id"] == "abc"
    assert entry["user_agent"] == 'agent \\"quoted\\"' and entry["request_id"] == "rid-7" and entry["query"] is None


def test_a_sampled_access_log_writes_one_line_in_n_below_400_and_every_line_from_400_on(tmp_path):
    """ACCESS_LOG_SAMPLE=3, one worker: of 9 requests in a row answered 200, 3 lines, each saying it stands for 3;
    both 404s written."""
    with run_gunicorn(tmp_path, {"ACCESS_LOG_SAMPLE": "3", "WEB_CONCURRENCY": "1"}) as server:
        for number in range(9):
            assert _call(server.base_url, "GET", "/v1/games", f"sampled-{number}")[0] == 200
        for number in range(2):
            assert _call(server.base_url, "GET", "/v1/no-such-route", f"missing-{number}")[0] == 404
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=30) == 0
    lines = [r for r in server.records() if r["logger"] == "access"]
    assert all(r["sample"] == 3 for r in lines if r["status"] == 200)  # the start's probes too
    assert len([r for r in lines if r["request_id"].startswith("sampled-")]) == 3
    missing = [r for r in lines if r["status"] == 404]
    assert len(missing) == 2 and all("sample" not in r for r in missing)
