"""The lean dispatch (service/fast_paths/lean_dispatch.py) answers a session's moves as Flask would, byte for byte,
through the WSGI call a server makes; it hands every other request to Flask, keeps the request's id, metrics
and access-log facts, and is installed only where every request hook is the app's own."""

from __future__ import annotations

import io
import logging
import random
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import orjson
import pytest
from flask import request_started
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from prometheus_client import REGISTRY
from werkzeug.datastructures import Headers

from service.app import create_app
from service.fast_paths import ALL, FastPath
from service.fast_paths.lean_dispatch import LeanDispatch, _AnswerHeaders
from service.games.registry import ENGINES
from service.logs import REQUEST_ID_KEY, ROUTE_KEY, SESSION_KEY
from tests.conftest import delete_keys
from tests.fast_paths.masks import drawn
from tests.fast_paths.stateless import route_bodies
from tests.playout import first_postable
from tests.volume import examples as volume

CONFIG = {"redis_url": None, "allow_test_seeds": True, "session_create_limit": "1000000/second"}
LEAN = ALL
FLASK = ALL - {FastPath.LEAN_DISPATCH}
RULE = "/v1/sessions/<string:session_id>/actions"

Answered = tuple[str, list[tuple[str, str]], bytes]


def environ(method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None, **extra: Any) -> dict:
    """A request as gunicorn hands it to the app (which ends the body itself: ``wsgi.input_terminated``)."""
    made = {
        "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "", "RAW_URI": path, "SCRIPT_NAME": "",
        "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8080", "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "127.0.0.1:8080", "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)),
        "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.version": (1, 0),
        "wsgi.input_terminated": True,
    }  # fmt: skip
    made |= {f"HTTP_{name.upper().replace('-', '_')}": value for name, value in (headers or {}).items()}
    return made | extra


def call(app: Any, made: dict) -> Answered:
    statuses: list[tuple[str, list[tuple[str, str]]]] = []
    chunks = app.wsgi_app(made, lambda status, headers, exc_info=None: statuses.append((status, list(headers))))
    try:
        body = b"".join(chunks)
    finally:
        getattr(chunks, "close", lambda: None)()
    return statuses[0][0], statuses[0][1], body


@contextmanager
def flask_handled() -> Iterator[list[object]]:
    """The requests Flask's own machinery handled while the block ran."""
    seen: list[object] = []

    def count(sender: object, **_: Any) -> None:
        seen.append(sender)

    request_started.connect(count)
    try:
        yield seen
    finally:
        request_started.disconnect(count)


class Pair:
    """A session of the same seed in an app of each path; every request asked of both, the answers compared."""

    def __init__(self, apps: tuple[Any, Any], game: str, seed: int) -> None:
        self.apps = apps
        self.sessions = []
        for app in apps:
            created = app.test_client().post("/v1/sessions", json={"game": game, "seed": seed})
            assert created.status_code == 201
            self.sessions.append(created.get_json())

    def masks(self, which: int) -> dict[str, str]:
        answer = self.sessions[which]
        tokens = answer["tokens"]
        masks = {answer["session_id"]: "<session>", tokens["referee"]: "<referee>"}
        return masks | {token: f"<seat {seat}>" for seat, token in enumerate(tokens["seats"])}

    def ask(self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None, **extra: Any):
        """Both answers, masked, once checked alike; and the lean app's answer unmasked."""
        seen = []
        for which, app in enumerate(self.apps):
            masks = self.masks(which)
            real = {mask: text for text, mask in masks.items()}
            asked = {name: unmask(value, real) for name, value in (headers or {}).items()}
            made = environ(method, unmask(path, real), unmask(body.decode("latin-1"), real).encode("latin-1"), asked)
            status, given, answered = call(app, made | extra)
            shown = [(name, "<id>" if name == "X-Request-ID" else value) for name, value in given]
            document = orjson.loads(answered) if dict(given).get("Content-Type", "").endswith("json") else None
            masks |= {text: "<drawn>" for text in drawn(document)} | {dict(given)["X-Request-ID"]: "<id>"}
            masked = answered
            for text, mask in masks.items():
                masked = masked.replace(text.encode(), mask.encode())
                shown = [(name, value.replace(text, mask)) for name, value in shown]
            seen.append(((status, shown, masked), document))
        assert seen[0][0] == seen[1][0], f"{method} {path}: {seen[0][0]!r} != {seen[1][0]!r}"
        return seen[0]

    def view(self, token: str) -> dict:
        return self.ask("GET", "/v1/sessions/<session>", headers={"Authorization": f"Bearer {token}"})[1]


def unmask(text: str, real: dict[str, str]) -> str:
    for mask, meant in real.items():
        text = text.replace(mask, meant)
    return text


@pytest.fixture(scope="module")
def apps():
    return create_app(CONFIG, LEAN), create_app(CONFIG, FLASK)


@pytest.fixture(scope="module")
def redis_apps(redis_url):
    prefix = f"arbitro-test-{secrets.token_hex(6)}"
    config = {**CONFIG, "redis_url": redis_url, "redis_key_prefix": prefix}
    yield create_app(config, LEAN), create_app(config, FLASK)
    delete_keys(redis_url, prefix)


def test_installed_where_every_hook_is_the_apps_own(apps):
    lean, flask = apps
    assert isinstance(lean.wsgi_app, LeanDispatch) and not isinstance(flask.wsgi_app, LeanDispatch)
    for config in ({"cors_origins": ("https://club.example",)}, {"rate_limit": "1000/minute"}):
        assert not isinstance(create_app({**CONFIG, **config}).wsgi_app, LeanDispatch), config


def _moves(pair: Pair, rng: random.Random, game: str, count: int) -> Iterator[tuple[str, dict, int]]:
    """(the seat's token mask, a postable action, the version acted on), the pair's sessions moved along."""
    version = 1
    for _ in range(count):
        referee = pair.view("<referee>")
        seat = referee["to_act"]
        if seat is None:
            return
        seen = pair.view(f"<seat {seat}>")
        action = first_postable(game, seen.get("legal_actions", []), seen.get("hand") or [], rng)
        if action is None:
            return
        action.pop("seat", None)
        yield f"<seat {seat}>", action, version
        version = pair.view("<referee>")["version"]


@pytest.mark.parametrize("game", ["ecarte", "euchre", "sette-e-mezzo", "ramino"])
def test_moves_refusals_replays_and_languages_answer_alike(apps, game):
    """Every answer a move can get, through a server's WSGI call: the same status line, headers in order, body;
    and the accepted moves answered without Flask's machinery."""
    pair = Pair(apps, game, 2026)
    rng = random.Random(game)
    path = "/v1/sessions/<session>/actions"
    for token, action, version in _moves(pair, rng, game, 8):
        body = orjson.dumps(action)
        bearer = {"Authorization": f"Bearer {token}"}
        at = {**bearer, "If-Match": f'"v{version}"'}
        other = token[:-2] + f"{(int(token[-2]) + 1) % len(pair.sessions[0]['tokens']['seats'])}>"
        for headers, sent in (
            (bearer, body),  # 428
            ({**bearer, "If-Match": f'"v{version + 3}"'}, body),  # 412
            ({**at, "Authorization": f"Bearer {other}"}, body),  # not this seat's turn
            ({**at, "Authorization": "Bearer <referee>"}, body),  # 403
            ({**at, "Authorization": "Bearer nobody"}, body),  # 401
            ({"If-Match": f'"v{version}"'}, body),  # 401, no token
            (at, orjson.dumps({**action, "type": "nothing"})),  # 400
            (at, b"[1]"),
            (at, b"{"),
            (at, b""),
            ({**at, "Idempotency-Key": "not a key!"}, body),  # 400 naming the header
            ({**at, "Accept-Language": "it"}, orjson.dumps({**action, "card": "ZZ"})),
        ):
            pair.ask("POST", path, sent, headers)
        pair.ask("POST", "/v1/sessions/nothing-here/actions", body, at)  # 404
        keyed = {**at, "Idempotency-Key": f"key-{version}", "Accept-Language": rng.choice(["fr", "it", "en"])}
        with flask_handled() as handled:
            moved = pair.ask("POST", path, body, keyed)[0]
        assert moved[0] == "200 OK" and len(handled) == 1  # the Flask-only app's, not the lean one's
        replayed = pair.ask("POST", path, body, {**keyed, "Accept-Language": "en"})[0]
        assert ("Idempotent-Replayed", "true") in replayed[1] and replayed[2] == moved[2]
        pair.ask("POST", path, orjson.dumps({**action, "x": 1}), keyed)  # the same key, another body: 422


def test_what_flask_alone_reads_is_answered_by_flask(apps):
    """Bodies and requests the lean path does not read: another type, a chunked body, one over the limit, a length
    that is not the body's, a path werkzeug decodes, another method; the same answers, and all by Flask."""
    pair = Pair(apps, "euchre", 7)
    token = f"<seat {pair.sessions[0]['to_act']}>"
    at = {"Authorization": f"Bearer {token}", "If-Match": '"v1"'}
    path = "/v1/sessions/<session>/actions"
    body = b'{"type": "pass"}'
    big = b'{"type": "pass", "x": "' + b"a" * (apps[0].config["MAX_CONTENT_LENGTH"]) + b'"}'
    with flask_handled() as handled:
        refused = [
            pair.ask("POST", path, body, at, CONTENT_TYPE="text/plain"),
            pair.ask("POST", path, big, at),
            pair.ask("POST", "/v1/sessions/caf\xc3\xa9/actions", body, at),
            pair.ask("POST", path + "/", body, at),
            pair.ask("GET", path, b"", at),
        ]
        read_by_flask = [  # each may move the session (Flask reads them as JSON): answered alike is what counts
            pair.ask("POST", path, body, {**at, "Transfer-Encoding": "chunked"}, CONTENT_LENGTH=""),
            pair.ask("POST", path, body + b" ", at, CONTENT_LENGTH=str(len(body))),
            pair.ask("POST", path, body, at, CONTENT_TYPE="application/json; charset=latin-1"),
        ]
    assert len(handled) == 2 * (len(refused) + len(read_by_flask))
    assert [status.split()[0] for (status, _, _), _ in refused] == ["400", "413", "404", "404", "405"]


def test_a_store_outage_is_flasks_problem_with_the_request_id_logged(caplog):
    """A move the store cannot take: the 503 Flask's handlers write, with the id the warning was logged with."""
    config = {**CONFIG, "redis_url": "redis://127.0.0.1:9/0", "session_retry_after_seconds": 7}
    answers = []
    for paths in (LEAN, FLASK):
        app = create_app(config, paths)
        made = environ(
            "POST", "/v1/sessions/2hCCSZTKA3-iu7Z0xbX_1w/actions", b'{"type": "pass"}', {"Authorization": "Bearer t"}
        )
        with caplog.at_level(logging.WARNING, logger="service.api.held_problems"):
            status, headers, body = call(app, made)
        given = dict(headers)
        logged = [record for record in caplog.records if record.name == "service.api.held_problems"]
        assert status == "503 SERVICE UNAVAILABLE" and given["Retry-After"] == "7"
        assert logged[-1].request_id == given["X-Request-ID"] == orjson.loads(body)["request_id"]
        answers.append(
            (
                status,
                [(n, v) for n, v in headers if n != "X-Request-ID"],
                body.replace(given["X-Request-ID"].encode(), b""),
            )
        )
    assert answers[0] == answers[1]


def _requests(status: int) -> float:
    labels = {"method": "POST", "endpoint": RULE, "game": "", "status": str(status)}
    return REGISTRY.get_sample_value("arbitro_http_requests_total", labels) or 0.0


def test_a_lean_move_is_counted_timed_and_told_to_the_access_log_once(apps):
    lean, _ = apps
    pair = Pair(apps, "ecarte", 11)
    seat = pair.sessions[0]["to_act"]
    tokens = pair.sessions[0]["tokens"]
    action = first_postable("ecarte", pair.view(f"<seat {seat}>")["legal_actions"], [], random.Random(1))
    assert action is not None
    action.pop("seat", None)
    path = f"/v1/sessions/{pair.sessions[0]['session_id']}/actions"
    counted = {status: _requests(status) for status in (200, 412)}
    for version, status in ((9, 412), (1, 200)):
        headers = {
            "Authorization": f"Bearer {tokens['seats'][seat]}",
            "If-Match": f'"v{version}"',
            "X-Request-ID": f"r{status}",
        }
        made = environ("POST", path, orjson.dumps(action), headers)
        answered = call(lean, made)
        assert answered[0].startswith(str(status)) and ("X-Request-ID", f"r{status}") in answered[1]
        assert made[REQUEST_ID_KEY] == f"r{status}" and made[ROUTE_KEY] == RULE
        assert made[SESSION_KEY] == pair.sessions[0]["session_id"]
        assert _requests(status) == counted[status] + 1


SPOILED = 12
"""Random requests to a move, each drawn from what a client may get wrong."""


@settings(max_examples=volume(SPOILED), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    body=st.one_of(
        st.just(b'{"type": "pass"}'),
        st.binary(max_size=24),
        st.dictionaries(
            st.sampled_from(["type", "card", "seat", "suit", "x"]),
            st.one_of(st.text(max_size=3), st.integers(-2, 60), st.none()),
            max_size=3,
        ).map(orjson.dumps),
    ),
    authorization=st.sampled_from(["Bearer <seat 0>", "Bearer <seat 1>", "Bearer <referee>", "Basic x", "Bearer ", ""]),
    if_match=st.sampled_from(['"v1"', "v1", '"v2"', "*", "", '"v1", "v2"']),
    key=st.sampled_from([None, "k1", "", '"k"', "é"]),
    language=st.sampled_from([None, "it", "fr;q=0.5, en", "*"]),
)
def test_any_move_request_answers_alike(redis_apps, body, authorization, if_match, key, language):
    pair = Pair(redis_apps, "euchre", 3)
    headers = {"Authorization": authorization, "If-Match": if_match}
    headers |= {
        name: value for name, value in (("Idempotency-Key", key), ("Accept-Language", language)) if value is not None
    }
    pair.ask("POST", "/v1/sessions/<session>/actions", body, headers)


@pytest.mark.parametrize("game", list(ENGINES))
def test_the_stateless_routes_answer_alike_and_lean(apps, game):
    """Every stateless route of the game, its example and spoiled bodies, in each language: the same answers, and
    the example answered without Flask's machinery (its refusals by Flask's error handlers)."""
    for route, example in route_bodies(game):
        path = f"/v1/games/{game}/{route}"
        body = orjson.dumps(example)
        first = next(iter(example))
        for sent, language in (
            (body, "en"),
            (body, "it"),
            (orjson.dumps({**example, first: 7}), "fr"),
            (orjson.dumps({**example, "unheard_of": 1}), "en"),
            (body[:-1], "it"),
        ):
            with flask_handled() as handled:
                answers = [call(app, environ("POST", path, sent, {"Accept-Language": language})) for app in apps]
            (lean_status, lean_headers, lean_body), (status, headers, answered) = answers
            assert (lean_status, masked(lean_headers)) == (status, masked(headers)), path
            ids = [dict(given)["X-Request-ID"].encode() for given in (lean_headers, headers)]
            assert lean_body.replace(ids[0], b"<id>") == answered.replace(ids[1], b"<id>"), path
            if sent == body:
                assert answers[0][0] == "200 OK" and len(handled) == 1, path


def masked(headers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(name, "<id>" if name == "X-Request-ID" else value) for name, value in headers]


_NAMES = st.sampled_from(["ETag", "etag", "Vary", "Content-Language", "X-Request-ID", "Retry-After"])
_VALUES = st.text(alphabet="ab ,\r\n-1", max_size=6)
_OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), _NAMES, _VALUES),
        st.tuples(st.just("set"), _NAMES, _VALUES),
        st.tuples(st.just("in"), _NAMES, st.just("")),
        st.tuples(st.just("get"), _NAMES, st.just("")),
    ),
    max_size=12,
)


@settings(max_examples=volume(300))
@given(own=st.dictionaries(_NAMES, _VALUES, max_size=3), operations=_OPERATIONS)
def test_a_lean_answer_s_headers_behave_as_werkzeug_s(own, operations):
    """What the response hooks do to a lean answer's headers (add, set, look up) gives what werkzeug's ``Headers``
    gives, a value with a line break refused by both."""

    def outcome(make: Any) -> list:
        seen: list = []
        try:
            headers = make()
        except ValueError:
            return ["refused"]
        for operation, name, value in operations:
            try:
                if operation == "add":
                    headers.add(name, value)
                elif operation == "set":
                    headers[name] = value
                elif operation == "in":
                    seen.append(name in headers)
                else:
                    seen.append(headers.get(name))
            except ValueError:
                seen.append("refused")
        return [*seen, headers.to_wsgi_list()]

    assert outcome(lambda: _AnswerHeaders(own)) == outcome(lambda: Headers(own))
