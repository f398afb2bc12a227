"""The contract every session store keeps; each store's test module runs it."""

from __future__ import annotations

import threading

import pytest

from service.store import AnsweredBefore, IdempotencyRecord


class StoreContract:
    """Subclasses provide a ``store`` fixture."""

    def test_create_then_load_gives_version_one(self, store):
        assert store.create("s1", b'{"a":1}', 60)
        loaded = store.load("s1")
        assert (loaded.version, loaded.data, loaded.idempotent) == (1, b'{"a":1}', None)

    def test_create_refuses_an_id_in_use(self, store):
        assert store.create("s1", b"first", 60)
        assert not store.create("s1", b"second", 60)
        assert store.load("s1").data == b"first"

    def test_load_of_a_missing_session_is_none(self, store):
        assert store.load("nobody") is None
        assert store.load("nobody", "some-key") is None

    def test_compare_and_set_with_the_current_version_writes_the_next(self, store):
        store.create("s1", b"v1", 60)
        assert store.compare_and_set("s1", 1, b"v2", 60)
        loaded = store.load("s1")
        assert (loaded.version, loaded.data) == (2, b"v2")

    def test_compare_and_set_with_a_stale_version_writes_nothing(self, store):
        store.create("s1", b"v1", 60)
        assert store.compare_and_set("s1", 1, b"v2", 60)
        assert not store.compare_and_set("s1", 1, b"lost update", 60)
        loaded = store.load("s1")
        assert (loaded.version, loaded.data) == (2, b"v2")

    def test_every_write_is_tagged_and_a_write_naming_another_tag_writes_nothing(self, store):
        store.create("s1", b"v1", 60)
        assert store.load("s1").tag == b""  # a created session has none
        first = store.compare_and_set("s1", 1, b"v2", 60, expected_tag=b"")
        assert first and store.load("s1").tag == first
        assert not store.compare_and_set("s1", 2, b"v3 over another v2", 60, expected_tag=b"0" * 16)
        second = store.compare_and_set("s1", 2, b"v3", 60, expected_tag=first)
        assert second and second != first
        assert not store.compare_and_set("s1", 3, b"v4", 60, expected_tag=first)
        assert store.compare_and_set("s1", 3, b"v4", 60)  # no tag named: the version alone
        loaded = store.load("s1")
        assert (loaded.version, loaded.data) == (4, b"v4")

    def test_compare_and_set_on_a_missing_session_fails(self, store):
        assert not store.compare_and_set("ghost", 0, b"x", 60)
        assert not store.compare_and_set("ghost", 1, b"x", 60)
        assert store.load("ghost") is None

    def test_ttl_is_set_at_create_and_refreshed_by_every_write(self, store):
        store.create("s1", b"v1", 100)
        assert 90 < store.ttl("s1") <= 100
        store.compare_and_set("s1", 1, b"v2", 5000)
        assert 4900 < store.ttl("s1") <= 5000
        store.compare_and_set("s1", 2, b"v3", 300)
        assert 290 < store.ttl("s1") <= 300

    def test_ttl_of_a_missing_session_is_none(self, store):
        assert store.ttl("ghost") is None

    def test_delete_removes_the_session(self, store):
        store.create("s1", b"v1", 60)
        assert store.delete("s1")
        assert store.load("s1") is None
        assert not store.delete("s1")
        assert not store.compare_and_set("s1", 1, b"v2", 60)

    def test_idempotency_record_is_written_with_the_session_and_read_with_it(self, store):
        store.create("s1", b"v1", 60)
        record = IdempotencyRecord("k1", b"answer", 60)
        assert store.compare_and_set("s1", 1, b"v2", 60, record)
        loaded = store.load("s1", "k1")
        assert (loaded.version, loaded.data, loaded.idempotent) == (2, b"v2", b"answer")
        assert store.load("s1", "other").idempotent is None
        assert store.load("s1").idempotent is None

    def test_idempotency_record_is_not_written_when_the_cas_fails(self, store):
        store.create("s1", b"v1", 60)
        assert not store.compare_and_set("s1", 7, b"v8", 60, IdempotencyRecord("k1", b"answer", 60))
        assert store.load("s1", "k1").idempotent is None

    def test_idempotency_record_is_never_overwritten(self, store):
        """A write whose key has an answer already writes nothing, at whatever version, and hands the answer back:
        the retry that finds its answer costs the one compare-and-set."""
        store.create("s1", b"v1", 60)
        store.compare_and_set("s1", 1, b"v2", 60, IdempotencyRecord("k1", b"first", 60))
        for version in (2, 1):
            with pytest.raises(AnsweredBefore) as before:
                store.compare_and_set("s1", version, b"v3", 60, IdempotencyRecord("k1", b"second", 60))
            assert before.value.answer == b"first"
        loaded = store.load("s1", "k1")
        assert (loaded.version, loaded.data, loaded.idempotent) == (2, b"v2", b"first")

    def test_idempotency_records_belong_to_their_session(self, store):
        store.create("s1", b"a", 60)
        store.create("s2", b"b", 60)
        store.compare_and_set("s1", 1, b"a2", 60, IdempotencyRecord("k1", b"for s1", 60))
        assert store.load("s2", "k1").idempotent is None

    def test_concurrent_writers_of_one_version_have_exactly_one_winner(self, store):
        store.create("s1", b"0", 60)
        rounds, writers = 20, 16
        wins: list[tuple[int, int]] = []
        lock = threading.Lock()

        def writer(n: int) -> None:
            for _ in range(rounds):
                current = store.load("s1")
                if store.compare_and_set("s1", current.version, f"{n}".encode(), 60):
                    with lock:
                        wins.append((current.version, n))

        threads = [threading.Thread(target=writer, args=(n,)) for n in range(writers)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        versions = [v for v, _ in wins]
        assert len(versions) == len(set(versions)), "a version was written twice"
        final = store.load("s1")
        assert final.version == 1 + len(wins)
        assert sorted(versions) == list(range(1, final.version))
        last_writer = max(wins)[1]
        assert final.data == f"{last_writer}".encode()

    # -- the log -----------------------------------------------------------------------------
    def test_a_write_appends_to_the_log_and_a_read_with_the_log_gives_it_whole(self, store):
        assert store.create("s1", b"v1", 60, [b"deal 1"])
        assert store.compare_and_set("s1", 1, b"v2", 60)
        assert store.compare_and_set("s1", 2, b"v3", 60, logged=[b"deal 2", b"deal 3"])
        loaded = store.load_with_log("s1")
        assert (loaded.version, loaded.data, loaded.log) == (3, b"v3", (b"deal 1", b"deal 2", b"deal 3"))
        assert store.load("s1").log == ()  # a plain read leaves the log alone

    def test_the_log_is_not_appended_to_when_the_cas_fails(self, store):
        store.create("s1", b"v1", 60)
        assert not store.compare_and_set("s1", 7, b"v8", 60, logged=[b"deal 1"])
        assert store.load_with_log("s1").log == ()

    def test_the_log_goes_with_the_session(self, store):
        assert store.load_with_log("ghost") is None
        store.create("s1", b"v1", 60)
        store.compare_and_set("s1", 1, b"v2", 60, IdempotencyRecord("k1", b"answer", 60), [b"deal 1"])
        assert store.delete("s1")
        assert store.load_with_log("s1") is None
        assert store.create("s1", b"again", 60)  # the id taken again starts with an empty log
        assert store.load_with_log("s1").log == ()
        assert store.load("s1", "k1").idempotent is None
