"""The records a host's workers share (service/store/host_records.py): by version, across processes, bounded."""

from __future__ import annotations

import multiprocessing

from service.store.host_records import HostRecords


def _recall_in_a_child(directory: str, queue) -> None:
    records = HostRecords(directory, 1 << 20, "arbitro")
    queue.put((records.get("s1", 3), records.get("s1", 2)))
    records.put("s1", 4, b"written by the child")


def test_a_record_one_process_wrote_is_recalled_by_another_by_its_version(tmp_path):
    records = HostRecords(str(tmp_path), 1 << 20, "arbitro")
    records.put("s1", 3, b"version three")
    context = multiprocessing.get_context("spawn")  # as a worker, which opens it after its fork, never before
    queue = context.Queue()
    child = context.Process(target=_recall_in_a_child, args=(str(tmp_path), queue))
    child.start()
    child.join(timeout=30)
    assert child.exitcode == 0
    assert queue.get(timeout=5) == (b"version three", None)  # only the version held
    assert records.get("s1", 4) == b"written by the child" and records.get("s1", 3) is None


def test_namespaces_and_discards_are_kept_apart(tmp_path):
    sessions = HostRecords(str(tmp_path), 1 << 20, "arbitro")
    tournaments = HostRecords(str(tmp_path), 1 << 20, "arbitro:tournaments")
    sessions.put("x", 1, b"a session")
    tournaments.put("x", 1, b"a tournament")
    assert (sessions.get("x", 1), tournaments.get("x", 1)) == (b"a session", b"a tournament")
    sessions.discard("x")
    assert (sessions.get("x", 1), tournaments.get("x", 1)) == (None, b"a tournament")


def test_the_records_held_stay_within_the_capacity_the_latest_kept(tmp_path):
    """Two generations of half the capacity each: the latest writes are held, the oldest are dropped, and a record
    larger than half the capacity is not held at all."""
    capacity = 64 * 1024
    records = HostRecords(str(tmp_path), capacity, "arbitro")
    record = b"r" * 1000
    for number in range(500):
        records.put(f"s{number}", 1, record)
    held = [number for number in range(500) if records.get(f"s{number}", 1) is not None]
    assert len(held) * (len(record) + 8) <= capacity
    assert held == list(range(500 - len(held), 500)) and len(held) >= capacity // 2 // (len(record) + 8)
    records.put("s499", 2, b"x" * capacity)
    assert records.get("s499", 2) is None and records.get("s499", 1) is None


def test_a_map_that_fails_holds_nothing_and_raises_nothing(tmp_path):
    """A map that cannot be opened (or is full) costs the read it would have spared, never a move."""
    records = HostRecords(str(tmp_path / "map"), 1 << 20, "arbitro")
    records.put("s1", 1, b"held")
    broken = HostRecords(str(tmp_path / "no-such-dir" / "map"), 1 << 20, "arbitro")
    broken.put("s1", 1, b"not held")
    assert broken.get("s1", 1) is None
    broken.discard("s1")
    assert records.get("s1", 1) == b"held"
