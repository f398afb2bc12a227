"""The store contract on a Redis Cluster of the suite's own (REDIS_CLUSTER=true): 3 primaries, 3 replicas."""

from __future__ import annotations

import secrets

import pytest

from service.store.redis_store import RedisStore
from tests.store.contract import StoreContract

pytestmark = pytest.mark.slow


class TestRedisClusterStore(StoreContract):
    @pytest.fixture
    def store(self, redis_cluster):
        return RedisStore(redis_cluster.url, key_prefix=f"arbitro-test-{secrets.token_hex(6)}", cluster=True)


def test_a_write_waits_for_a_replica_when_asked(redis_cluster):
    store = RedisStore(redis_cluster.url, key_prefix=f"arbitro-test-{secrets.token_hex(6)}", cluster=True)
    waiting = RedisStore(store.url, key_prefix=store.key_prefix, cluster=True, wait_replicas=1)
    assert waiting.create("s1", b"v1", 60)
    assert waiting.compare_and_set("s1", 1, b"v2", 60, logged=[b"deal 1"])
    assert store.load_with_log("s1").log == (b"deal 1",)
    ok, detail = store.check()
    assert ok, detail
