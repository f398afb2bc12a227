"""Redis going away and coming back, on a redis-server of our own (never the shared 6379)."""

from __future__ import annotations

import random
import shutil

import pytest

from service.app import create_app
from tests.api.support import fresh_deal
from tests.conftest import OwnRedis
from tests.sessions.conftest import GAMES, Table, choose_action

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out


@pytest.fixture
def own_redis():
    if shutil.which("redis-server") is None:
        pytest.fail("redis-server is not installed")
    server = OwnRedis()
    server.start()
    yield server
    server.stop()


@pytest.mark.parametrize("game", GAMES)
def test_with_redis_down_sessions_answer_503_and_the_service_recovers_without_restart(own_redis, game):
    app = create_app({"redis_url": own_redis.url, "allow_test_seeds": True, "session_retry_after_seconds": 3})
    client = app.test_client()
    table = Table(client, game, seed=1)
    assert client.get("/readyz").status_code == 200

    own_redis.stop()
    down = [
        table.get(table.referee),
        table.log(table.referee),
        table.post(table.seat_tokens[0], {"type": "pass"}, if_match='"v1"'),
        client.post("/v1/sessions", json={"game": game}),
        client.delete(table.url, headers={"Authorization": f"Bearer {table.referee}"}),
    ]
    for response in down:
        assert response.status_code == 503, response.get_json()
        assert response.headers["Retry-After"] == "3"
        assert response.content_type == "application/problem+json"
        assert response.get_json()["type"] == "/problems/store-unavailable"
    # the pod stays in service: it reports sessions down, and nothing of where Redis is or what it said
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json() == {"status": "degraded", "dependencies": {"sessions": {"kind": "redis", "state": "down"}}}
    assert str(own_redis.port) not in ready.get_data(as_text=True) and "127.0.0.1" not in ready.get_data(as_text=True)
    # the stateless endpoints keep working, adjudication included
    assert client.get("/healthz").status_code == 200
    assert client.get("/v1/games").status_code == 200
    assert client.get(f"/v1/games/{game}").status_code == 200
    adjudicated = client.post(f"/v1/games/{game}/adjudicate", json={"deal": fresh_deal(game)})
    assert adjudicated.status_code == 200, adjudicated.get_json()

    own_redis.start()  # same port, empty (no persistence): the service reconnects by itself
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json() == {"status": "ready", "dependencies": {"sessions": {"kind": "redis", "state": "up"}}}
    assert table.get(table.referee).status_code == 404  # a continuity cache: the session was lost with Redis
    again = Table(client, game, seed=1)
    seat = again.referee_view()["to_act"]
    action = choose_action(again, again.view(again.token_of(seat)), random.Random(1))
    assert again.post(again.token_of(seat), action, if_match='"v1"').status_code == 200


@pytest.mark.parametrize("game", GAMES)
def test_an_action_costs_one_redis_round_trip_where_the_version_is_held(own_redis, game):
    """One Lua CAS - counted by Redis - when this worker holds the version the action names, with an
    Idempotency-Key or without (the CAS finds the kept answer itself); a read first (HMGET) when it does not."""
    app = create_app({"redis_url": own_redis.url, "allow_test_seeds": True})
    table = Table(app.test_client(), game, seed=1)
    other_worker = table.served_by(create_app({"redis_url": own_redis.url}).test_client())
    redis_client = own_redis.client()

    def act(key: str | None, by: Table = table) -> dict:
        referee = other_worker.referee_view()  # read by the other worker: this one's copy may be stale
        token = by.token_of(referee["to_act"])
        action = choose_action(by, other_worker.view(token), random.Random(referee["version"]))
        redis_client.config_resetstat()
        response = by.post(token, action, if_match=f'"v{referee["version"]}"', key=key)
        assert response.status_code == 200, response.get_json()
        return {name.removeprefix("cmdstat_"): s["calls"] for name, s in redis_client.info("commandstats").items()}

    act(None), act("warm-up")  # the first use of each script in a process loads it (NOSCRIPT, SCRIPT LOAD)
    act(None, by=other_worker), act("warm-up-2", by=other_worker)
    act(None, by=other_worker)  # this worker's copy is now a version behind
    missed = act(None)
    # the read, and the CAS's own HMGET of the version (run inside the script)
    assert (missed.get("hmget"), missed.get("evalsha")) == (2, 1), missed
    recalled = act(None)  # this worker wrote the version it now acts on
    assert (recalled.get("hmget"), recalled.get("evalsha")) == (1, 1), recalled
    keyed = act("key-2")  # the same, with a key: the CAS looks for its answer (GET) inside the script
    assert (keyed.get("evalsha"), keyed.get("hmget"), keyed.get("get")) == (1, 1, 1), keyed
    for stats in (missed, recalled, keyed):
        assert "eval" not in stats and "script|load" not in stats and "multi" not in stats, stats


@pytest.mark.parametrize("room", ["one record", "none"])
def test_the_records_a_worker_keeps_are_bounded_in_bytes(own_redis, room):
    """SESSION_RECENT_RECORD_BYTES bounds the bytes of records a worker keeps, the least recently used out first:
    with room for one record, a move on a second session pushes the first's out, so the first's next move reads
    it again; with none, every move reads."""
    redis_client = own_redis.client()
    reader = create_app({"redis_url": own_redis.url, "allow_test_seeds": True}).test_client()  # another worker
    warm_up, first, second = (Table(reader, "ecarte", seed=seed) for seed in (0, 1, 2))
    size = max(len(redis_client.hget(f"arbitro:{{{table.id}}}", "s")) for table in (warm_up, first, second))
    budget = size * 3 // 2 if room == "one record" else 0
    # the worker keeps no deal states (which keep their record too), so the records alone spare its reads
    settings = {"redis_url": own_redis.url, "session_recent_record_bytes": budget, "session_recent_versions": 0}
    worker = create_app(settings).test_client()

    def reads_of_a_move(table: Table) -> int:
        """How many times the worker read the session (HMGET) to make a move on it."""
        referee = table.referee_view()  # through the other worker: the measured one's copies stay as they are
        token = table.token_of(referee["to_act"])
        action = choose_action(table, table.view(token), random.Random(referee["version"]))
        redis_client.config_resetstat()
        response = table.served_by(worker).post(token, action, if_match=f'"v{referee["version"]}"')
        assert response.status_code == 200, response.get_json()
        stats = {name.removeprefix("cmdstat_"): s["calls"] for name, s in redis_client.info("commandstats").items()}
        assert stats.get("evalsha") == 1 or table is warm_up, stats
        return stats.get("hmget", 0) - 1  # the compare-and-set's own HMGET runs inside its script

    reads_of_a_move(warm_up)  # the worker's first compare-and-set loads the script (NOSCRIPT, then SCRIPT LOAD)
    assert reads_of_a_move(first) == 1  # the worker holds nothing of it yet
    assert reads_of_a_move(first) == (1 if room == "none" else 0)  # the record it wrote
    assert reads_of_a_move(second) == 1
    assert reads_of_a_move(first) == 1  # pushed out by the second's
