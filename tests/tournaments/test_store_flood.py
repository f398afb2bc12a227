"""A flood of new things never costs a live match a move, under gunicorn on a real store that fills
(docs/OPERATIONS.md, "The flood, measured").

40 Ecarté matches move over HTTP while threads flood the largest tournaments, duplicate tables' sessions, corrections
and sessions from several client addresses (tests/tournaments/flood.py), the service's two workers sharing a Redis of
4 MB - or a Redis Cluster of 5 MB nodes - with ``noeviction``: every move is answered 200, every flood is refused with
503 ``store_full`` and ``Retry-After`` once the store (on a cluster: the shard of what it floods) is full, and Redis
itself never refused a write for want of memory.
"""

from __future__ import annotations

import pytest
import redis

from tests.conftest import OwnRedis
from tests.ops.gunicorn_harness import run_gunicorn
from tests.tournaments.flood import FLOOD_ENV, Tally, flood_while_playing

pytestmark = pytest.mark.slow

SMALL = ("--maxmemory", str(4 * 1024 * 1024), "--maxmemory-policy", "noeviction")
KINDS = ("tournament", "table session", "correction", "session")


@pytest.fixture
def small_redis():
    server = OwnRedis(*SMALL)
    server.start()
    yield server
    server.stop()


def _held(tally: Tally, nodes: list[redis.Redis], store: str) -> None:
    print(f"\nflood on {store}: {tally.summary()}")
    assert not tally.lost, f"{len(tally.lost)} of {tally.moves} moves lost, e.g. {tally.lost[:3]}"
    assert not tally.unexpected, tally.unexpected[:3]
    for kind in KINDS:
        refused = tally.refusals(kind)
        assert refused, f"no {kind} refused: {tally.summary()}"
        for problem, retry_after in refused:
            assert problem["type"] == "/problems/store-full", problem
            assert retry_after is not None and int(retry_after) >= 1
    for node in nodes:  # Redis never had to refuse a write itself
        assert "errorstat_OOM" not in node.info("errorstats"), node.info("errorstats")
        memory = node.info("memory")
        assert memory["used_memory"] < memory["maxmemory"]


def test_a_flood_under_gunicorn_never_costs_forty_live_matches_a_move(small_redis, tmp_path):
    with run_gunicorn(tmp_path, {**FLOOD_ENV, "REDIS_URL": small_redis.url}) as server:
        tally = flood_while_playing(server.base_url)
    _held(tally, [small_redis.client()], "Redis")


def test_a_flood_under_gunicorn_on_a_redis_cluster_never_costs_a_live_match_a_move(small_redis_cluster, tmp_path):
    cluster = small_redis_cluster
    with run_gunicorn(tmp_path, {**FLOOD_ENV, "REDIS_URL": cluster.url, "REDIS_CLUSTER": "true"}) as server:
        tally = flood_while_playing(server.base_url)
    primaries = [node.client() for node in cluster.nodes if node.client().info("replication")["role"] == "master"]
    _held(tally, primaries, "Redis Cluster")
