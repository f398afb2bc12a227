"""The move bench's limits (bench/load/limit_app.py) do the Redis work they are named for, no more, no less: the
one-trip limits one compare-and-set a request; the limit with shared records recalls each record from the host's
shared map (no read) and writes it back there, going round many keys."""

from __future__ import annotations

import pytest

from bench.load.limit_app import SHARED_KEYS, create_app
from service.store.host_records import HostRecords
from tests.conftest import OwnRedis


@pytest.fixture
def own_redis():
    server = OwnRedis()
    server.start()
    try:
        yield server
    finally:
        server.stop()


def _calls(server: OwnRedis) -> tuple[int, int]:
    """The compare-and-sets run and the reads sent (Redis counts the read inside each compare-and-set's script among
    its HMGETs and HGETs: one a script, taken off)."""
    stats = server.client().info("commandstats")
    calls = {name: stats.get(f"cmdstat_{name}", {}).get("calls", 0) for name in ("evalsha", "hmget", "hget")}
    return calls["evalsha"], calls["hmget"] + calls["hget"] - calls["evalsha"]


@pytest.mark.parametrize("route", ["/limit", "/limit/answered", "/limit/shared"])
def test_each_request_of_a_limit_is_one_compare_and_set_and_no_read(own_redis, tmp_path, monkeypatch, route):
    monkeypatch.setenv("REDIS_URL", own_redis.url)
    monkeypatch.setenv("REDIS_KEY_PREFIX", "limit-test")
    monkeypatch.setenv("SESSION_SHARED_RECORDS_DIR", str(tmp_path))
    client = create_app().test_client()
    body = {"seat": 0} if route == "/limit/answered" else {"deal": "any body is echoed"}
    for _ in range(SHARED_KEYS):  # the first lap: each key created
        assert client.post(route, json=body).status_code == 200
    before = _calls(own_redis)
    for _ in range(2 * SHARED_KEYS):
        answer = client.post(route, json=body)
        assert answer.status_code == 200
        if route != "/limit/answered":
            assert answer.get_json() == body
    after = _calls(own_redis)
    assert (after[0] - before[0], after[1] - before[1]) == (2 * SHARED_KEYS, 0)


def test_the_limit_with_shared_records_writes_each_of_its_records_into_the_host_map(own_redis, tmp_path, monkeypatch):
    monkeypatch.setenv("REDIS_URL", own_redis.url)
    monkeypatch.setenv("REDIS_KEY_PREFIX", "limit-test")
    monkeypatch.setenv("SESSION_SHARED_RECORDS_DIR", str(tmp_path))
    client = create_app().test_client()
    for _ in range(SHARED_KEYS):
        assert client.post("/limit/shared", json={}).status_code == 200
    keys = [key.decode() for key in own_redis.client().scan_iter(match="limit-test:{limit-*}")]
    assert len(keys) == SHARED_KEYS
    host = HostRecords(str(tmp_path), 32 * 1024 * 1024, "limit-test")
    session_ids = [key.removeprefix("limit-test:{").removesuffix("}") for key in keys]
    assert all(host.get(session_id, 2) is not None for session_id in session_ids)  # created at 1, written at 2
