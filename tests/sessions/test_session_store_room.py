"""A full store never costs an existing match, on a real Redis with a small ``maxmemory``.

Each test starts its own redis-server (``--maxmemory 2mb --maxmemory-policy noeviction``, as
deploy/ configures Redis) on a free port, floods session creations, and checks that new sessions
are refused with a 503 problem before the store is full while every session already created
keeps accepting its moves; and that a Redis out-of-memory refusal, or any command Redis refuses,
is a 503, never a 500.
"""

from __future__ import annotations

import random

import pytest
import redis

from service.app import create_app
from tests.conftest import SUITE_CREATE_LIMIT, OwnRedis
from tests.sessions.conftest import Table, bearer, choose_action

pytestmark = pytest.mark.slow

MAXMEMORY = 2 * 1024 * 1024
FLOOD_CEILING = 5000  # far more Ecarté sessions (~1.5 KB each) than 2 MB holds


@pytest.fixture
def small_redis():
    """A Redis of our own with 2 MB of memory and noeviction; its URL."""
    server = OwnRedis("--maxmemory", str(MAXMEMORY), "--maxmemory-policy", "noeviction")
    server.start()
    yield server.url
    server.stop()


def _app(url: str, headroom: float):
    return create_app({"redis_url": url, "redis_memory_headroom": headroom, **SUITE_CREATE_LIMIT})


def _flood(client) -> tuple[list[Table], list]:
    """Create Ecarté sessions until one is refused: the tables created, and the refusals (a few more after)."""
    tables: list[Table] = []
    refusals = []
    for _ in range(FLOOD_CEILING):
        response = client.post("/v1/sessions", json={"game": "ecarte"})
        assert response.status_code in (201, 503), response.get_json()
        if response.status_code == 503:
            refusals.append(response)
            if len(refusals) == 5:
                break
            continue
        tables.append(Table(client, "ecarte", created=response.get_json()))
    return tables, refusals


def _move(table: Table, rng: random.Random):
    """The seat to act posts one of its legal actions; the answer."""
    referee = table.get(table.referee)
    assert referee.status_code == 200, referee.get_json()
    seat = referee.get_json()["to_act"]
    view = table.view(table.token_of(seat))
    return table.post(table.token_of(seat), choose_action(table, view, rng), if_match=referee.headers["ETag"])


def test_new_sessions_are_refused_before_the_store_is_full_and_every_match_keeps_playing(small_redis):
    client = _app(small_redis, headroom=0.3).test_client()
    tables, refusals = _flood(client)

    assert len(refusals) == 5 and len(tables) > 20, f"{len(tables)} sessions created before the first refusal"
    for refused in refusals:
        problem = refused.get_json()
        assert problem["type"] == "/problems/store-full" and problem["status"] == 503, problem
        assert int(refused.headers["Retry-After"]) >= 1
    memory = redis.Redis.from_url(small_redis).info("memory")
    assert memory["used_memory"] < memory["maxmemory"]

    rng = random.Random("room")
    for table in tables:  # every match goes on: three moves each, none refused for want of room
        for _ in range(3):
            moved = _move(table, rng)
            assert moved.status_code == 200, moved.get_json()
    still_refused = client.post("/v1/sessions", json={"game": "ecarte"})
    assert still_refused.status_code == 503 and still_refused.get_json()["type"] == "/problems/store-full"


def test_a_redis_out_of_memory_refusal_is_a_503_and_a_delete_makes_room_again(small_redis):
    # no headroom: creations go on until Redis itself refuses a write
    client = _app(small_redis, headroom=0.0).test_client()
    tables, refusals = _flood(client)

    assert refusals, "Redis never refused a session"
    for refused in refusals:
        problem = refused.get_json()
        assert problem["type"] == "/problems/store-out-of-memory" and int(refused.headers["Retry-After"]) >= 1
    rng = random.Random("oom")
    moved = _move(tables[0], rng)
    assert moved.status_code == 503 and moved.get_json()["type"] == "/problems/store-out-of-memory"
    assert tables[0].view(tables[0].referee)["version"] == 1  # nothing written: the session is as it was

    ended = 0
    for table in tables[1 : len(tables) // 2]:  # the referees end matches, 20 at a time, until Redis has room
        assert client.delete(table.url, headers=bearer(table.referee)).status_code == 204  # even out of memory
        ended += 1
        if ended % 20 == 0:
            moved = _move(tables[0], rng)
            if moved.status_code == 200:
                break
            assert moved.get_json()["type"] == "/problems/store-out-of-memory"
    assert moved.status_code == 200, f"still out of memory after {ended} of {len(tables)} sessions were deleted"
    for table in (tables[0], *tables[ended + 1 :]):
        assert table.get(table.referee).status_code == 200  # nothing was evicted


def test_a_command_redis_refuses_is_a_503_never_a_500():
    # a replica (here of a primary that is gone) refuses writes with READONLY, as a former primary
    # does once a failover has demoted it
    replica = OwnRedis("--replicaof", "127.0.0.1", "1")
    replica.start()
    try:
        client = _app(replica.url, headroom=0.2).test_client()
        refused = client.post("/v1/sessions", json={"game": "ecarte"})
    finally:
        replica.stop()
    problem = refused.get_json()
    assert refused.status_code == 503 and problem["type"] == "/problems/store-unavailable", problem
    assert int(refused.headers["Retry-After"]) >= 1
