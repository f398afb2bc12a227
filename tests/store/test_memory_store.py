from __future__ import annotations

import pytest

from service.store import IdempotencyRecord, StoreFull
from service.store.memory_store import MemoryStore
from tests.store.contract import StoreContract


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class TestMemoryStore(StoreContract):
    @pytest.fixture
    def store(self):
        return MemoryStore()


def test_a_session_expires_when_its_ttl_runs_out():
    clock = Clock()
    store = MemoryStore(clock)
    store.create("s1", b"v1", 100)
    clock.now += 99
    assert store.load("s1").version == 1
    clock.now += 1
    assert store.load("s1") is None
    assert not store.compare_and_set("s1", 1, b"v2", 100)


def test_a_write_pushes_the_expiry_back():
    clock = Clock()
    store = MemoryStore(clock)
    store.create("s1", b"v1", 100)
    clock.now += 90
    store.compare_and_set("s1", 1, b"v2", 100)
    clock.now += 90
    assert store.load("s1").version == 2


def test_an_idempotency_record_expires_on_its_own_ttl():
    clock = Clock()
    store = MemoryStore(clock)
    store.create("s1", b"v1", 1000)
    store.compare_and_set("s1", 1, b"v2", 1000, IdempotencyRecord("k", b"r", 10))
    assert store.load("s1", "k").idempotent == b"r"
    clock.now += 10
    assert store.load("s1", "k").idempotent is None


def test_the_memory_store_says_it_is_one_process_only():
    ok, detail = MemoryStore().check()
    assert ok and "one process" in detail


def test_past_its_cap_the_store_refuses_a_new_session_and_keeps_writing_the_ones_it_holds():
    clock = Clock()
    store = MemoryStore(clock, max_sessions=2)
    assert store.create("s1", b"v1", 100) and store.create("s2", b"v1", 50)
    with pytest.raises(StoreFull):
        store.create("s3", b"v1", 100)
    assert store.load("s3") is None
    assert store.compare_and_set("s1", 1, b"v2", 100) and store.compare_and_set("s2", 1, b"v2", 50)
    clock.now += 50  # s2 expires: its place is free again
    assert store.create("s3", b"v1", 100)
    with pytest.raises(StoreFull):
        store.create("s4", b"v1", 100)
