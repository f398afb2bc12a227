"""A record's fan-out (service/store/follow.py, ``Fanout``): one loop a record in the process hands each of its
followers what the follower's own loop would send it, under real threads on the in-process store. Each follower is
sent its own view of the current version as it joins and of each later one, in order, ending with the last written;
a version a follower resumed after is not sent again; a quiet record's followers get keep-alives; a deleted record or
a view's ending ends its followers' streams; a view that fails closes its follower's stream alone."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.store.events import Notice
from service.store.follow import Ended, Fanout, Follow, Sent, Shown, View
from service.store.memory_store import MemoryStore
from tests.volume import examples

HEARTBEAT = 0.2
TTL = 600
RUNS = 20
"""How many interleavings of writes and joins the property test draws."""


class ListSink:
    """A follower's events as the fan-out hands them, in a list a test waits on."""

    def __init__(self) -> None:
        self.events: list[Sent | Ended | None] = []
        self.closed = False
        self._changed = threading.Condition()

    def deliver(self, event: Sent | Ended | None) -> None:
        with self._changed:
            self.events.append(event)
            self._changed.notify_all()

    def close(self) -> None:
        with self._changed:
            self.closed = True
            self._changed.notify_all()

    def wait_for(self, done: Callable[[ListSink], bool]) -> None:
        with self._changed:
            assert self._changed.wait_for(lambda: done(self), timeout=10), self.events

    def versions(self) -> list[int]:
        return [event.version for event in self.events if isinstance(event, Sent)]


def seat_view(seat: int, ending_at: int | None = None, failing_from: int | None = None) -> Callable[[Notice], View]:
    """A follower's view: the record written, marked with its seat; the record ends at ``ending_at``; the view fails
    from version ``failing_from`` on."""

    def viewing(first: Notice) -> View:
        def view(notice: Notice) -> Shown | None:
            assert notice.data is not None
            if failing_from is not None and notice.version >= failing_from:
                raise RuntimeError("a view that fails")
            ending = "game_over" if notice.version == ending_at else None
            return Shown(notice.version, b"%d:%s" % (seat, notice.data), ending)

        return view

    return viewing


@pytest.fixture
def store() -> Iterator[MemoryStore]:
    yield MemoryStore()


def followed(store: MemoryStore, key: str, viewing: Callable[[Notice], View], resume_after: int | None = None):
    """A follower of ``key`` joined to its fan-out: (its follow, its sink)."""
    follow = Follow(store, key, viewing, resume_after=resume_after, heartbeat=HEARTBEAT)
    sink = ListSink()
    Fanout.join(follow, sink)
    return follow, sink


def write(store: MemoryStore, key: str, version: int) -> None:
    """Version ``version`` of ``key`` written over the one before."""
    assert store.compare_and_set(key, version - 1, b"v%d" % version, TTL) is not None


def test_each_follower_gets_its_own_view_of_the_current_version_then_of_each_one_written(store):
    assert store.create("r", b"v1", TTL)
    followers = [followed(store, "r", seat_view(seat)) for seat in range(3)]
    for version in (2, 3):
        write(store, "r", version)
    for seat, (_, sink) in enumerate(followers):
        sink.wait_for(lambda sink: sink.versions()[-1:] == [3])
        written = [event.written for event in sink.events if isinstance(event, Sent)]
        seen = sink.versions()  # a version written while the fan-out was busy may be passed over for a newer one
        assert seen[0] == 1 and seen == sorted(set(seen)) and written == [b"%d:v%d" % (seat, v) for v in seen]
    late = followed(store, "r", seat_view(9))[1]
    late.wait_for(lambda sink: sink.versions() == [3])  # joined while the fan-out runs: the current version
    for follow, _ in followers:
        follow.close()


def test_a_quiet_record_s_followers_get_keep_alives_and_a_deleted_one_ends_each_stream(store):
    assert store.create("r", b"v1", TTL)
    sinks = [followed(store, "r", seat_view(seat))[1] for seat in range(2)]
    for sink in sinks:
        sink.wait_for(lambda sink: None in sink.events)
    assert store.delete("r")
    for sink in sinks:
        sink.wait_for(lambda sink: Ended("deleted") in sink.events)
        assert sink.events[0] == Sent(1, b"0:v1" if sink is sinks[0] else b"1:v1")
        assert sink.events[-1] == Ended("deleted") and set(sink.events[1:-1]) == {None}


def test_a_follower_resumed_after_the_current_version_is_sent_the_next_one_only(store):
    assert store.create("r", b"v1", TTL)
    write(store, "r", 2)
    follow, sink = followed(store, "r", seat_view(0), resume_after=2)
    write(store, "r", 3)
    sink.wait_for(lambda sink: sink.versions() == [3])
    follow.close()


def test_a_view_that_ends_the_record_ends_its_stream_and_a_later_follower_starts_a_new_fan_out(store):
    assert store.create("r", b"v1", TTL)
    follow, sink = followed(store, "r", seat_view(0, ending_at=2))
    write(store, "r", 2)
    sink.wait_for(lambda sink: Ended("game_over") in sink.events)
    assert sink.events == [Sent(1, b"0:v1"), Sent(2, b"0:v2"), Ended("game_over")]
    follow.close()
    again_follow, again = followed(store, "r", seat_view(1))  # the fan-out over with its last follower: a new one
    write(store, "r", 3)
    again.wait_for(lambda sink: sink.versions()[-1:] == [3])
    assert again.versions()[0] == 2
    again_follow.close()


def test_a_view_that_fails_closes_its_follower_s_stream_and_no_other(store):
    assert store.create("r", b"v1", TTL)
    (failing_follow, failing), (other_follow, other) = (
        followed(store, "r", seat_view(0, failing_from=2)),
        followed(store, "r", seat_view(1)),
    )
    for version in (2, 3):
        write(store, "r", version)
    other.wait_for(lambda sink: sink.versions()[-1:] == [3])
    failing.wait_for(lambda sink: sink.closed)
    assert failing.versions() == [1]
    failing_follow.close()
    other_follow.close()


def test_a_follower_gone_away_has_no_view_built_and_the_others_go_on(store):
    assert store.create("r", b"v1", TTL)
    viewed: list[int] = []

    def counted(first: Notice) -> View:
        view = seat_view(0)(first)
        return lambda notice: viewed.append(notice.version) or view(notice)

    (gone_follow, gone), (other_follow, other) = followed(store, "r", counted), followed(store, "r", seat_view(1))
    gone.close()  # its client went away
    write(store, "r", 2)
    other.wait_for(lambda sink: sink.versions()[-1:] == [2])
    assert viewed == [1]
    gone_follow.close()
    other_follow.close()


@settings(max_examples=examples(RUNS), deadline=None)
@given(
    plan=st.lists(st.sampled_from(["write", "join"]), min_size=1, max_size=30).filter(lambda p: "join" in p),
)
def test_every_follower_sees_versions_in_order_ending_with_the_last_written_whatever_the_interleaving(plan):
    store = MemoryStore()
    assert store.create("r", b"v1", TTL)
    version, joined = 1, []
    for step in plan:
        if step == "write":
            version += 1
            write(store, "r", version)
        else:
            joined.append((version, followed(store, "r", seat_view(len(joined)))))
    for at_join, (follow, sink) in joined:
        sink.wait_for(lambda sink: sink.versions()[-1:] == [version])
        seen = sink.versions()
        assert seen == sorted(set(seen)) and seen[0] >= at_join, seen
        follow.close()
