"""The speed paths answer what the frameworks' documented paths answer (service/fast_paths).

Two apps alike but for their speed paths - every one, and none - are asked the same requests: every route
family of every game with good and bad bodies, the game listing, and whole session exchanges (created, viewed,
moved, refused, replayed, logged, deleted).  Each answer's status, every header (in order) and the body's bytes
are the same; what is drawn at random per app (a session's id and tokens, a request's id) is masked.
"""

from __future__ import annotations

import random
import secrets
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.app import create_app
from service.fast_paths import ALL, NONE
from service.games.registry import ENGINES
from tests.conftest import delete_keys
from tests.fast_paths.masks import drawn
from tests.fast_paths.stateless import route_bodies
from tests.playout import first_postable, random_history
from tests.volume import examples as volume

DRAWN_HEADERS = frozenset({"X-Request-ID"})
"""The headers whose value is drawn per request (an answer's request id): compared by name and place only."""

GAMES = list(ENGINES)
CONFIG = {"redis_url": None, "allow_test_seeds": True, "session_create_limit": "1000000/second"}


@pytest.fixture(scope="module")
def apps():
    return create_app(CONFIG, ALL).test_client(), create_app(CONFIG, NONE).test_client()


@pytest.fixture(scope="module")
def redis_apps(redis_url):
    """The two apps keeping their sessions in the real Redis (a move's commands sent directly, or by redis-py)."""
    prefix = f"arbitro-test-{secrets.token_hex(6)}"
    config = {**CONFIG, "redis_url": redis_url, "redis_key_prefix": prefix}
    yield create_app(config, ALL).test_client(), create_app(config, NONE).test_client()
    delete_keys(redis_url, prefix)


Seen = tuple[int, list[tuple[str, str]], bytes]


def _seen(reply: Any, masks: dict[str, str]) -> Seen:
    body = reply.get_data()
    masks = {**masks, reply.headers.get("X-Request-Id", "-"): "<request id>"}
    if reply.is_json:
        masks |= {drawn: "<drawn>" for drawn in drawn(reply.get_json())}
    headers = [(name, "<drawn>" if name in DRAWN_HEADERS else value) for name, value in reply.headers.items()]
    for real, mask in masks.items():
        body = body.replace(real.encode(), mask.encode())
        headers = [(name, value.replace(real, mask)) for name, value in headers]
    return reply.status_code, headers, body


def _first_difference(fast: Seen, plain: Seen) -> str:
    if fast[:2] != plain[:2]:
        return f"{fast[:2]} != {plain[:2]}"
    at = next((i for i, pair in enumerate(zip(fast[2], plain[2], strict=False)) if pair[0] != pair[1]), None)
    at = min(len(fast[2]), len(plain[2])) if at is None else at
    return f"at byte {at}: {fast[2][at - 80 : at + 80]!r} != {plain[2][at - 80 : at + 80]!r}"


def _same(apps, method: str, path: str, **kwargs: Any) -> Seen:
    fast, plain = (_seen(client.open(path, method=method, **kwargs), {}) for client in apps)
    assert fast == plain, f"{method} {path}: {_first_difference(fast, plain)}"
    return fast


def _spoiled(body: dict[str, Any]) -> list[bytes | dict | list]:
    """Bad bodies made of a good one: a field of the wrong type, a key no schema names, a field left out, not an
    object, a key given twice."""
    first = next(iter(body))
    raw = orjson.dumps(body)
    return [
        {**body, first: 7},
        {**body, "unheard_of": 1},
        {key: value for key, value in body.items() if key != first},
        [body],
        raw[:-1] + b', "' + first.encode() + b'": ' + orjson.dumps(body[first]) + b"}",
    ]


@pytest.mark.parametrize("game", GAMES)
def test_every_route_family_good_and_bad_bodies(apps, game):
    for route, body in route_bodies(game):
        path = f"/v1/games/{game}/{route}"
        assert _same(apps, "POST", path, json=body)[0] == 200
        for spoiled in _spoiled(body):
            data = spoiled if isinstance(spoiled, bytes) else orjson.dumps(spoiled)
            _same(apps, "POST", path, data=data, content_type="application/json")
        raw = orjson.dumps(body)
        for data, content_type in ((b"", "application/json"), (b"{", "application/json"), (raw, "text/plain")):
            assert _same(apps, "POST", path, data=data, content_type=content_type)[0] == 400
        _same(apps, "POST", path, data=raw, content_type="application/json; charset=utf-8")


def test_listing_pages_and_unknown_paths(apps):
    for path in ("/v1/games", *(f"/v1/games/{game}" for game in GAMES), "/v1/games/go", "/v1/games/go/adjudicate"):
        _same(apps, "GET", path)
    _same(apps, "PUT", "/v1/games/euchre")
    _same(apps, "GET", "/v1/games", headers={"Accept-Language": "it"})
    _same(apps, "POST", "/v1/matches/validate", data=b"[]", content_type="application/json")
    _same(apps, "POST", "/v1/matches/import/egn", data=b"{", content_type="application/json")


HISTORIES = 15
"""Random histories sent through both paths: each a game, a route, a language and a corruption drawn; the whole
suite draws new ones each run, and the examples above go through every route of every game."""


@settings(max_examples=volume(HISTORIES), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 2**16),
    cut=st.integers(0, 60),
    on_illegal=st.sampled_from(["reject", "report"]),
    route=st.sampled_from(["adjudicate", "legal-actions", "validate"]),
    language=st.sampled_from(["en", "it", "fr"]),
)
def test_random_histories_and_their_corruptions(apps, game, seed, cut, on_illegal, route, language):
    """Any deal, a history cut anywhere, an action of it made illegal or malformed: the same answer."""
    deal, actions = random_history(game, seed)
    actions = actions[:cut]
    rng = random.Random(seed)
    bodies = [actions]
    if actions:
        index = rng.randrange(len(actions))
        bodies.append([*actions[:index], {**actions[index], "seat": (actions[index]["seat"] + 1) % 2}])
        bodies.append([*actions[:index], {**actions[index], "type": 3}])
    for history in bodies:
        body = {"deal": deal, "actions": history, "on_illegal": on_illegal}
        _same(apps, "POST", f"/v1/games/{game}/{route}", json=body, headers={"Accept-Language": language})


def _session(client: Any, game: str, seed: int) -> tuple[dict[str, str], dict[str, Any]]:
    created = client.post("/v1/sessions", json={"game": game, "seed": seed})
    assert created.status_code == 201
    answer = created.get_json()
    tokens = answer["tokens"]
    masks = {answer["session_id"]: "<session>", tokens["referee"]: "<referee>"}
    masks |= {token: f"<seat {seat}>" for seat, token in enumerate(tokens["seats"])}
    return masks, answer


@pytest.mark.parametrize("game", GAMES)
def test_a_session_played_through_both_paths(apps, game):
    """The same session (the same seed) played the same way: every answer alike, refusals included."""
    _play_both(apps, game)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_session_on_redis_played_through_both_paths(redis_apps, game):
    _play_both(redis_apps, game)


def _play_both(apps, game: str) -> None:
    rng = random.Random(game)
    sessions = [_session(client, game, 2026) for client in apps]
    (masks, first), _ = sessions

    def both(method: str, path: str, token: str | None = "<referee>", **kwargs: Any) -> tuple[Seen, Any]:
        seen = []
        asked = dict(kwargs.pop("headers", {}))
        for client, (masks, answer) in zip(apps, sessions, strict=True):
            real = {mask: real for real, mask in masks.items()}
            headers = dict(asked)
            if token is not None:
                headers["Authorization"] = f"Bearer {real.get(token, token)}"
            url = path.replace("<session>", answer["session_id"])
            reply = client.open(url, method=method, headers=headers, **dict(kwargs))
            seen.append((_seen(reply, masks), reply))
        assert seen[0][0] == seen[1][0], f"{method} {path}: {_first_difference(seen[0][0], seen[1][0])}"
        return seen[0]

    session = "/v1/sessions/<session>"
    both("GET", session)
    both("GET", session, headers={"If-None-Match": '"v1"'})
    both("GET", session, token="nobody")
    both("GET", session, token=None)
    version = 1
    for _ in range(12):
        (status, _, _), referee = both("GET", session)
        view = referee.get_json()
        seat = view["to_act"]
        if seat is None:
            break
        seen = both("GET", session, token=f"<seat {seat}>")[1].get_json()
        action = first_postable(game, seen.get("legal_actions", []), seen.get("hand") or [], rng)
        if action is None:
            break
        action.pop("seat", None)
        actions = f"{session}/actions"
        token = f"<seat {seat}>"
        both("POST", actions, token=token, json=action)  # no If-Match: 428
        both("POST", actions, token=token, json=action, headers={"If-Match": f'"v{version + 5}"'})  # 412
        both("POST", actions, token=token, json={"card": 3}, headers={"If-Match": f'"v{version}"'})  # 400
        both("POST", actions, token=token, json=[action], headers={"If-Match": f'"v{version}"'})  # 400
        both("POST", actions, token=token, json={**action, "type": "nothing"}, headers={"If-Match": f'"v{version}"'})
        other = f"<seat {(seat + 1) % len(first['tokens']['seats'])}>"
        both("POST", actions, token=other, json=action, headers={"If-Match": f'"v{version}"'})
        key = {"If-Match": f'"v{version}"', "Idempotency-Key": f"k{version}"}
        moved = both("POST", actions, token=token, json=action, headers=key)[0]
        assert moved[0] == 200, moved
        replayed = dict(both("POST", actions, token=token, json=action, headers=key)[0][1])
        assert replayed["Idempotent-Replayed"] == "true"
        version += 1
    both("GET", f"{session}/log")
    both("GET", f"{session}/record")
    both("GET", f"{session}/record?format=nothing")
    both("DELETE", session, token="<seat 0>")
    both("DELETE", session)
    both("GET", session)
