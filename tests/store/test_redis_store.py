"""The store contract against the real Redis at 127.0.0.1:6379 (own key prefix, cleaned up)."""

from __future__ import annotations

import threading
import time

import pytest
import redis

from service.store import IdempotencyRecord
from service.store.redis_store import RedisStore, threads_are_greenlets
from tests.conftest import OwnRedis
from tests.store.contract import StoreContract


class TestRedisStore(StoreContract):
    @pytest.fixture
    def store(self, redis_url, redis_prefix):
        return RedisStore(redis_url, key_prefix=redis_prefix)


class TestRedisStoreOverAUnixSocket(StoreContract):
    """The same contract with ``REDIS_URL=unix://...``, the form config accepts for a Redis beside the app."""

    @pytest.fixture
    def store(self, redis_socket_url):
        yield RedisStore(redis_socket_url, key_prefix="arbitro-test")
        redis.Redis.from_url(redis_socket_url).flushdb()  # the suite's own Redis: nothing else in it


def test_one_hash_tagged_key_per_session(redis_url, redis_prefix):
    store = RedisStore(redis_url, key_prefix=redis_prefix)
    store.create("abc", b"{}", 60)
    store.compare_and_set("abc", 1, b"{}", 60, IdempotencyRecord("k1", b"r", 60), [b"deal 1"])
    client = redis.Redis.from_url(redis_url)
    keys = sorted(k.decode() for k in client.scan_iter(match=f"{redis_prefix}:*"))
    session, records, record, log = (
        f"{redis_prefix}:{{abc}}",
        f"{redis_prefix}:{{abc}}:idem",
        f"{redis_prefix}:{{abc}}:idem:k1",
        f"{redis_prefix}:{{abc}}:log",
    )
    assert keys == [session, records, record, log]
    # the keys hash to the same cluster slot, so the Lua scripts are valid on Redis Cluster
    from redis.crc import key_slot

    assert len({key_slot(key.encode()) for key in keys}) == 1
    assert client.type(session) == b"hash"
    assert client.smembers(records) == {record.encode()}  # the set the delete reads
    assert 0 < client.ttl(record) <= 60
    # the log and the set expire after the session, half its TTL later: set as they are written
    assert client.lrange(log, 0, -1) == [b"deal 1"]
    assert 85 < client.ttl(log) <= 91 and 85 < client.ttl(records) <= 91
    store.compare_and_set("abc", 2, b"{}", 80)
    assert 85 < client.ttl(log) <= 91  # a write that leaves the session within it does not set it again
    store.compare_and_set("abc", 3, b"{}", 5000)
    assert 4900 < client.ttl(session) <= 5000
    assert 7400 < client.ttl(log) <= 7501 and 7400 < client.ttl(records) <= 7501  # one that would not, does
    assert store.delete("abc")
    assert list(client.scan_iter(match=f"{redis_prefix}:*")) == []


def test_unreachable_redis_raises_store_unavailable_and_readiness_says_why():
    from service.store import StoreUnavailable

    store = RedisStore("redis://127.0.0.1:1/0", retries=1, backoff_base=0.001, backoff_cap=0.002)
    with pytest.raises(StoreUnavailable):
        store.load("x")
    ok, detail = store.check()
    assert not ok and "unreachable" in detail


def test_each_thread_and_each_process_gets_its_own_connection(redis_url, redis_prefix, monkeypatch):
    store = RedisStore(redis_url, key_prefix=redis_prefix)
    assert getattr(store._local, "client", None) is None  # nothing connects before the first use
    first = store._thread_client.redis
    assert store._thread_client.redis is first
    from_another_thread = []
    thread = threading.Thread(target=lambda: from_another_thread.append(store._thread_client.redis))
    thread.start()
    thread.join()
    assert from_another_thread[0] is not first
    monkeypatch.setattr("os.getpid", lambda: -1)  # as seen from a forked worker
    assert store._thread_client.redis is not first


def test_each_connection_is_named_after_the_key_prefix(redis_url, redis_prefix):
    store = RedisStore(redis_url, key_prefix=f"{redis_prefix} odd\nprefix")
    admin = redis.Redis.from_url(redis_url)
    store.load("s1")
    assert len(_named_clients(admin, f"{redis_prefix}-odd-prefix")) == 1  # no space or line break in a name


def test_threads_are_not_greenlets_here_so_each_keeps_its_own_client(redis_url, redis_prefix):
    assert not threads_are_greenlets()
    assert RedisStore(redis_url, key_prefix=redis_prefix)._lender is None


def test_a_lent_client_is_the_one_given_back_last_and_a_process_makes_its_own(redis_url, redis_prefix, monkeypatch):
    store = RedisStore(redis_url, key_prefix=redis_prefix, lend_clients=True)
    admin = redis.Redis.from_url(redis_url)
    assert not _named_clients(admin, redis_prefix)  # nothing connects before the first use
    assert store.create("s1", b"v1", 60) and store.load("s1") is not None
    assert len(_named_clients(admin, redis_prefix)) == 1  # one call after another: one connection, given back
    from_another_thread = []
    thread = threading.Thread(target=lambda: from_another_thread.append(_lent_client_id(store)))
    thread.start()
    thread.join()
    assert from_another_thread == [_lent_client_id(store)]  # a thread borrows it too once it is given back
    parents = [int(c["id"]) for c in _named_clients(admin, redis_prefix)]
    monkeypatch.setattr("os.getpid", lambda: -1)  # as seen from a forked worker: the parent's is never lent
    assert _lent_client_id(store) not in parents


def test_many_live_threads_calling_in_turn_borrow_one_connection(redis_url, redis_prefix):
    """As a gevent worker's thousands of streams do: each calls the store now and then and lives on."""
    store = RedisStore(redis_url, key_prefix=redis_prefix, lend_clients=True)
    admin = redis.Redis.from_url(redis_url)
    turn, done = threading.Lock(), threading.Event()
    called = [threading.Event() for _ in range(6)]

    def call_and_live_on(mine: threading.Event) -> None:
        with turn:
            store.load("s1")
        mine.set()
        done.wait(timeout=10)

    threads = [threading.Thread(target=call_and_live_on, args=(mine,)) for mine in called]
    for thread in threads:
        thread.start()
    try:
        assert all(mine.wait(timeout=10) for mine in called)
        admin_sees = len(_named_clients(admin, redis_prefix))
    finally:
        done.set()
        for thread in threads:
            thread.join()
    assert admin_sees == 1


def test_calls_in_flight_at_once_each_have_a_connection_and_the_idle_ones_are_bounded(redis_url, redis_prefix):
    store = RedisStore(redis_url, key_prefix=redis_prefix, lend_clients=True)
    assert store._lender is not None
    store._lender._kept = 3
    admin = redis.Redis.from_url(redis_url)
    inside = threading.Barrier(6)

    def call() -> None:
        store._call(lambda client: (client.redis.ping(), inside.wait(timeout=10)))

    threads = [threading.Thread(target=call) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store._lender._idle) == 3
    deadline = time.monotonic() + 5  # the three closed are gone from Redis's list once it has read their closing
    while len(_named_clients(admin, redis_prefix)) > 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(_named_clients(admin, redis_prefix)) == 3


def _named_clients(admin: redis.Redis, name: str) -> list[dict]:
    return [client for client in admin.client_list() if client.get("name") == name]


def _lent_client_id(store: RedisStore) -> int:
    return int(store._call(lambda client: client.redis.client_id()))


def test_a_write_no_replica_confirms_in_time_is_unacknowledged(redis_url, redis_prefix):
    """REDIS_WAIT_REPLICAS on a Redis without replicas: each write stays on the primary, but is not acknowledged."""
    from service.store import StoreUnavailable

    store = RedisStore(redis_url, key_prefix=redis_prefix)
    assert store.create("s1", b"v1", 60)
    waiting = RedisStore(redis_url, key_prefix=redis_prefix, wait_replicas=1, socket_timeout=0.2)
    with pytest.raises(StoreUnavailable, match="reached 0 replicas of the 1"):
        waiting.compare_and_set("s1", 1, b"v2", 60)
    assert store.load("s1").data == b"v2"


@pytest.mark.slow
def test_a_write_waits_for_its_replica_in_its_own_round_trip(tmp_path):
    """REDIS_WAIT_REPLICAS=1 on a Redis with one replica: WAIT goes with the compare-and-set (one round trip), counts
    that write (the replica has it once the call returns), and still does after Redis lost its scripts."""
    primary = OwnRedis("--dir", str(tmp_path))
    primary.start()
    # the replica's first sync writes the primary's snapshot into its directory
    replica = OwnRedis("--replicaof", "127.0.0.1", str(primary.port), "--dir", str(tmp_path))
    try:
        replica.start()
        admin, copy = primary.client(), replica.client()
        replica._wait_until(lambda: copy.info("replication")["master_link_status"] == "up", "follow its primary")
        store = RedisStore(primary.url, key_prefix="arbitro-test", wait_replicas=1, socket_timeout=2.0)
        assert store.create("s1", b"v1", 60)
        connected = admin.info("clients")["connected_clients"]
        connection = store._thread_client.connection
        assert connection is not None  # one Redis: the direct way
        sent = []
        send = connection.send_packed_command
        connection.send_packed_command = lambda packed, **options: sent.append(packed) or send(packed, **options)
        # the first write loads the script (this Redis has never run it), the second after a SCRIPT FLUSH again
        for version, loaded in ((1, False), (2, True), (3, False), (4, True)):
            if version == 3:
                admin.script_flush()
            sent.clear()
            tag = store.compare_and_set("s1", version, b"v%d" % (version + 1), 60)
            assert tag and copy.hmget(store.key("s1"), "v", "s", "t") == [
                str(version + 1).encode(),
                b"v%d" % (version + 1),
                tag,
            ]
            if loaded:
                assert [len(packed) for packed in sent] == [2], "EVALSHA and WAIT in one write"
        assert admin.info("clients")["connected_clients"] == connected  # over the thread's one connection
    finally:
        replica.stop()
        primary.stop()


def test_a_move_s_commands_outlive_a_flushed_script_cache_and_a_killed_connection(redis_url, redis_prefix):
    """A move's commands go over the thread's connection past redis-py's command layer: a Redis that lost
    its scripts (a restart, SCRIPT FLUSH) has the compare-and-set loaded again, and a connection Redis
    dropped is made again and the command retried, as redis-py's own commands would."""
    store = RedisStore(redis_url, key_prefix=redis_prefix)
    admin = redis.Redis.from_url(redis_url)
    assert store.create("s1", b"v1", 60)
    admin.script_flush()
    assert store.compare_and_set("s1", 1, b"v2", 60)
    assert not store.compare_and_set("s1", 1, b"v3", 60)  # the version check still holds
    assert store._thread_client.connection is not None  # one Redis: the commands go the direct way
    admin.client_kill_filter(_id=_client_id(store))
    loaded = store.load("s1")
    assert loaded is not None and (loaded.version, loaded.data) == (2, b"v2")
    admin.client_kill_filter(_id=_client_id(store))
    assert store.compare_and_set("s1", 2, b"v3", 60)
    assert store.load("s1").data == b"v3"


@pytest.mark.parametrize("shared", [False, True], ids=["own records", "shared records"])
def test_a_record_held_from_before_a_lost_write_is_refused_at_its_version(redis_url, redis_prefix, tmp_path, shared):
    """Redis loses an acknowledged write (v2, content A: a restart on an AOF written every second, a failover
    without WAIT), and another writer writes v2 again with content B. The store that wrote A still holds it as v2:
    recalled at v2, its compare-and-set to v3 must be refused (the tag A was written with is not B's), and a read
    then finds B."""
    records = str(tmp_path / "host") if shared else None
    worker = RedisStore(redis_url, key_prefix=redis_prefix, recent_bytes=1 << 20, shared_records=records)
    other = RedisStore(redis_url, key_prefix=redis_prefix)
    admin = redis.Redis.from_url(redis_url)
    assert worker.create("s1", b"v1", 60)
    before = admin.dump(worker.key("s1"))
    assert worker.compare_and_set("s1", 1, b"v2: A", 60)
    admin.restore(worker.key("s1"), 60_000, before, replace=True)  # the write of A is lost
    assert other.compare_and_set("s1", 1, b"v2: B", 60, expected_tag=other.load("s1").tag)
    held = worker.load("s1", expected_version=2)
    assert held is not None and held.recalled and held.data == b"v2: A"
    assert not worker.compare_and_set("s1", 2, b"v3 over A", 60, expected_tag=held.tag)
    again = worker.load("s1", expected_version=2)
    assert again is not None and not again.recalled and again.data == b"v2: B"
    assert worker.compare_and_set("s1", 2, b"v3 over B", 60, expected_tag=again.tag)
    assert other.load("s1").data == b"v3 over B"


def _client_id(store: RedisStore) -> int:
    """The Redis client id of this thread's connection of ``store``."""
    return int(store._thread_client.redis.client_id())
