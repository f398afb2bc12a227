"""Admission: session creation is limited per client address by default.

Past ``SESSION_CREATE_LIMIT`` a client address gets a 429 ``too_many_requests`` problem with
``Retry-After``; other addresses, the stateless endpoints and the moves of running sessions are
not held back; ``RATE_LIMIT`` still counts every request; behind ``TRUSTED_PROXY_HOPS`` proxies
the address is the one ``X-Forwarded-For`` names.  The in-process store holds at most
``MEMORY_STORE_MAX_SESSIONS`` live sessions (503 ``store_full`` past it).
"""

from __future__ import annotations

import random

import limits
import pytest

from service.app import create_app
from service.config import Settings
from tests.conftest import REDIS_HOST, SUITE_CREATE_LIMIT, OwnRedis
from tests.sessions.conftest import Table, bearer, choose_action, redis_of

NEW_ECARTE = {"game": "ecarte"}


def _from(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


def _create(client, **request) -> object:
    return client.post("/v1/sessions", json=NEW_ECARTE, **request)


def _assert_too_many(answer, setting: str) -> None:
    problem = answer.get_json()
    assert answer.status_code == 429, problem
    assert problem["type"] == "/problems/too-many-requests" and setting in problem["detail"], problem
    assert 1 <= int(answer.headers["Retry-After"]) <= 3600


def test_by_default_a_client_address_creates_a_limited_number_of_sessions_and_others_are_not_held_back():
    default = Settings.model_fields["session_create_limit"].default
    burst = min(item.amount for item in limits.parse_many(default))
    client = create_app({"redis_url": None}).test_client()
    created = [_create(client, **_from("198.51.100.7")) for _ in range(burst)]
    assert [answer.status_code for answer in created] == [201] * burst

    refused = _create(client, **_from("198.51.100.7"))
    _assert_too_many(refused, "SESSION_CREATE_LIMIT")
    assert refused.get_json()["limit"] in {str(item) for item in limits.parse_many(default)}

    assert _create(client, **_from("198.51.100.8")).status_code == 201  # another address has its own budget
    assert client.get("/v1/games", **_from("198.51.100.7")).status_code == 200  # stateless: not this limit
    table = Table(client, "ecarte", created=created[0].get_json())
    referee = table.get(table.referee)
    seat = referee.get_json()["to_act"]
    action = choose_action(table, table.view(table.token_of(seat)), random.Random(0))
    moved = table.post(table.token_of(seat), action, if_match=referee.headers["ETag"])
    assert moved.status_code == 200, moved.get_json()  # a running match is not held back


def test_rate_limit_counts_every_request_creations_included_and_says_which_limit_was_met():
    client = create_app({"redis_url": None, "rate_limit": "3/minute", **SUITE_CREATE_LIMIT}).test_client()
    assert client.get("/v1/games").status_code == 200
    assert [_create(client).status_code for _ in range(2)] == [201, 201]
    _assert_too_many(_create(client), "RATE_LIMIT")
    _assert_too_many(client.get("/v1/games"), "RATE_LIMIT")

    client = create_app({"redis_url": None, "rate_limit": "100/minute", "session_create_limit": "2/hour"}).test_client()
    assert [_create(client).status_code for _ in range(2)] == [201, 201]
    _assert_too_many(_create(client), "SESSION_CREATE_LIMIT")
    assert client.get("/v1/games").status_code == 200


@pytest.mark.parametrize("hops", [0, 1])
def test_the_client_address_comes_from_x_forwarded_for_only_behind_trusted_proxies(hops):
    client = create_app(
        {"redis_url": None, "session_create_limit": "1/minute", "trusted_proxy_hops": hops}
    ).test_client()
    proxy = _from("10.0.0.2")  # every request reaches the service through this one peer
    first = _create(client, headers={"X-Forwarded-For": "203.0.113.1"}, **proxy)
    second = _create(client, headers={"X-Forwarded-For": "203.0.113.2"}, **proxy)
    assert first.status_code == 201
    if hops:  # two clients behind the proxy: a budget each
        assert second.status_code == 201
        spoofed = _create(client, headers={"X-Forwarded-For": "192.0.2.9, 203.0.113.1"}, **proxy)
        _assert_too_many(spoofed, "SESSION_CREATE_LIMIT")  # only the address the proxy appended counts
    else:  # the header is the client's word: ignored, the peer is the client
        _assert_too_many(second, "SESSION_CREATE_LIMIT")


@pytest.mark.slow
@pytest.mark.parametrize("reached", ["tcp", "unix-socket", "cluster", "prefix-only-acl"])
def test_with_redis_every_worker_counts_in_one_budget(request, reached, redis_prefix):
    """Every form of ``REDIS_URL`` the settings accept, the counters in the store's Redis under the store's key
    prefix: a Unix socket once stopped the app's start, a cluster's other slots answered MOVED, and a Redis user
    allowed only the prefix's keys was refused the counters' own (``LIMITS:...``); each time each worker counted
    alone."""
    config = {"redis_key_prefix": redis_prefix, "session_create_limit": "3/minute"}
    if reached == "tcp":
        config["redis_url"] = request.getfixturevalue("redis_url")
    elif reached == "unix-socket":
        config["redis_url"] = request.getfixturevalue("redis_socket_url")
    elif reached == "prefix-only-acl":  # as a Redis shared by several deployments grants each one
        server = OwnRedis()
        server.start()
        request.addfinalizer(server.stop)
        server.client().acl_setuser(
            "arbitro", enabled=True, passwords=["+secret"], keys=[f"{redis_prefix}:*"], categories=["+@all"]
        )
        config["redis_url"] = f"redis://arbitro:secret@{REDIS_HOST}:{server.port}/0"
    else:
        config.update(redis_url=request.getfixturevalue("redis_cluster").url, redis_cluster=True)
    workers = [create_app(config).test_client() for _ in range(2)]
    for address in (f"198.51.100.{n}" for n in range(1, 9)):  # a counter each: on a cluster, spread over its slots
        made = [_create(workers[n % 2], **_from(address)).status_code for n in range(3)]
        assert made == [201, 201, 201], address
        _assert_too_many(_create(workers[1], **_from(address)), "SESSION_CREATE_LIMIT")
        _assert_too_many(_create(workers[0], **_from(address)), "SESSION_CREATE_LIMIT")
    store = redis_of(workers[0].application)  # the counters are the store's Redis's, not each process's own
    for address in (f"198.51.100.{n}" for n in range(1, 9)):
        assert list(store.scan_iter(match=f"{redis_prefix}:limits:LIMITER/{address}/*")), address


def test_the_in_process_store_refuses_new_sessions_past_its_cap_and_a_deleted_session_makes_room():
    client = create_app({"redis_url": None, "memory_store_max_sessions": 3, **SUITE_CREATE_LIMIT}).test_client()
    tables = [Table(client, "ecarte") for _ in range(3)]
    refused = _create(client)
    problem = refused.get_json()
    assert refused.status_code == 503 and problem["type"] == "/problems/store-full", problem
    assert refused.headers["Retry-After"] == str(Settings.model_fields["store_full_retry_after_seconds"].default)

    rng = random.Random(1)
    for table in tables:  # the running matches keep playing
        referee = table.get(table.referee)
        seat = referee.get_json()["to_act"]
        action = choose_action(table, table.view(table.token_of(seat)), rng)
        moved = table.post(table.token_of(seat), action, if_match=referee.headers["ETag"])
        assert moved.status_code == 200, moved.get_json()
    assert client.delete(tables[0].url, headers=bearer(tables[0].referee)).status_code == 204
    assert _create(client).status_code == 201


@pytest.mark.parametrize("with_rate_limit", [False, True])
def test_refused_creations_do_not_spend_the_creation_budget(with_rate_limit):
    """docs/OPERATIONS.md, "Limits": only a session created spends `SESSION_CREATE_LIMIT`; 30 refused
    creations (a bad rule, an unknown game, a seed where seeds are off, a body that is no JSON object)
    left a client at 429 for its first valid one."""
    config = {"redis_url": None, "session_create_limit": "2/hour"}
    if with_rate_limit:
        config["rate_limit"] = "1000/minute"  # the limiter's request hooks all kept
    client = create_app(config).test_client()
    refusals = [
        {"game": "ecarte", "rules": {"variant": "no-such-variant"}},  # 400 from the service
        {"game": "no-such-game"},  # 400
        {"game": "ecarte", "seed": 7},  # 403: test seeds are off
    ]
    statuses = {client.post("/v1/sessions", json=body).status_code for body in refusals * 10}
    assert statuses == {400, 403}
    assert [_create(client).status_code for _ in range(2)] == [201, 201]
    _assert_too_many(_create(client), "SESSION_CREATE_LIMIT")  # the budget is still checked
    _assert_too_many(
        client.post("/v1/sessions", json=refusals[0]), "SESSION_CREATE_LIMIT"
    )  # once spent, for every creation


def test_preflights_are_not_counted_by_rate_limit():
    """A browser sends a CORS preflight before each cross-origin call; the preflights are not requests a client
    makes, and counting them halved a browser client's budget."""
    client = create_app(
        {"redis_url": None, "rate_limit": "2/minute", "cors_origins": "https://table.example", **SUITE_CREATE_LIMIT}
    ).test_client()
    preflight = {
        "headers": {
            "Origin": "https://table.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Content-Type",
        }
    }
    assert {client.options("/v1/sessions", **preflight).status_code for _ in range(5)} == {200}
    assert [_create(client).status_code for _ in range(2)] == [201, 201]
    _assert_too_many(_create(client), "RATE_LIMIT")
