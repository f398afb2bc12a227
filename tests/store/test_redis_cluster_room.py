"""A Redis Cluster's room is each shard's own (docs/OPERATIONS.md, "Redis beyond one node").

On a cluster of the test's own whose nodes have a small ``maxmemory`` and ``noeviction``, one shard is filled past
``maxmemory`` less the headroom: a new thing keyed to it is refused (:class:`StoreFull`), a new thing keyed to
another shard is admitted, and the sessions the full shard holds keep taking their moves.
"""

from __future__ import annotations

import pytest
from redis.cluster import RedisCluster

from service.store import StoreFull
from service.store.redis_store import RedisStore

pytestmark = pytest.mark.slow

HEADROOM = 0.2
LARGE = b"x" * 40_000
"""A new thing as large as a tournament: its admission reads its shard's figures afresh."""


def _ids_by_shard(store: RedisStore, cluster: RedisCluster) -> dict[str, list[str]]:
    """Two session ids keyed to each primary, by the primary's name."""
    found: dict[str, list[str]] = {node.name: [] for node in cluster.get_primaries()}
    n = 0
    while any(len(ids) < 2 for ids in found.values()):
        session_id = f"s{n}"
        n += 1
        shard = found[cluster.get_node_from_key(store.key(session_id)).name]
        if len(shard) < 2:
            shard.append(session_id)
    return found


def _fill(cluster: RedisCluster, store: RedisStore, session_id: str) -> None:
    """Write beside ``session_id`` (its hash tag, so its shard) until the shard passes ``maxmemory`` less the headroom,
    short of ``maxmemory`` itself."""
    node = cluster.get_node_from_key(store.key(session_id))
    filled = 0
    while True:
        memory = cluster.info("memory", target_nodes=node)
        if memory["used_memory"] > memory["maxmemory"] * (1 - HEADROOM / 2):
            return
        cluster.set(f"filler:{{{session_id}}}:{filled}", b"f" * 16_384)
        filled += 1


def test_a_full_shard_refuses_what_is_keyed_to_it_while_the_others_admit_and_its_matches_move(small_redis_cluster):
    store = RedisStore(small_redis_cluster.url, key_prefix="arbitro-test", cluster=True, memory_headroom=HEADROOM)
    cluster = RedisCluster.from_url(small_redis_cluster.url)
    shards = _ids_by_shard(store, cluster)
    for running, _new in shards.values():
        assert store.create(running, b"a running match", 60)
    full, *others = shards
    _fill(cluster, store, shards[full][0])

    with pytest.raises(StoreFull):
        store.create(shards[full][1], LARGE, 60)
    for shard in others:
        assert store.create(shards[shard][1], LARGE, 60), shard
    running = shards[full][0]
    for version in (1, 2, 3):  # the full shard's match moves on, into its headroom
        assert store.compare_and_set(running, version, b"moved %d" % version, 60, logged=[b"a deal"])
    for shard in others:
        assert store.compare_and_set(shards[shard][0], 1, b"moved", 60)
