"""The hub that tells a process's followers of their sessions' writes (service/store/events.py), under real threads:
a follower woken by a write never misses it, never goes back to an older version, and sees the last one written;
a follower whose session is not written waits its whole timeout and is told nothing."""

from __future__ import annotations

import threading
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from service.store.events import DELETED, Hub, Notice
from tests.volume import examples

INTERLEAVINGS = 25
"""How many runs of writers and followers the property test draws."""


def _hub() -> Hub:
    """A hub of the in-process kind (no listener): its first follower of a session reads version 0 of it."""
    return Hub(lambda session_id: Notice(0, b"v0"))


@settings(max_examples=examples(INTERLEAVINGS), deadline=None)
@given(
    followers=st.integers(min_value=1, max_value=6),
    versions=st.integers(min_value=1, max_value=60),
    pause_every=st.integers(min_value=1, max_value=10),
)
def test_each_follower_sees_the_versions_in_order_and_the_last_one_whatever_the_interleaving(
    followers, versions, pause_every
):
    hub = _hub()
    seen: list[list[int]] = [[] for _ in range(followers)]
    ready = threading.Barrier(followers + 1)

    def follow(mine: list[int]) -> None:
        with hub.following("s1") as following:
            ready.wait(timeout=10)
            sent = -1
            while sent < versions:
                notice = following.after(sent, timeout=60)  # a lost wake-up waits it out: the join below fails
                assert notice is not None and not notice.gone, f"woken by no write after {sent}"
                sent = notice.version
                mine.append(sent)

    threads = [threading.Thread(target=follow, args=(mine,)) for mine in seen]
    for thread in threads:
        thread.start()
    ready.wait(timeout=10)
    for version in range(1, versions + 1):
        hub.publish("s1", Notice(version, b"v%d" % version))
        if version % pause_every == 0:
            time.sleep(0)  # let the followers run between some writes
    for thread in threads:
        thread.join(timeout=30)
        assert not thread.is_alive(), "a follower missed the last write"
    for mine in seen:
        assert mine == sorted(set(mine)) and mine[-1] == versions


def test_an_older_version_published_late_is_not_shown_and_the_end_wakes_every_follower():
    hub = _hub()
    ended: list[Notice | None] = []
    with hub.following("s1") as following:
        hub.publish("s1", Notice(3, b"v3"))
        hub.publish("s1", Notice(2, b"v2"))  # read by a late follower: older than what is held
        assert following.after(-1, timeout=1) == Notice(3, b"v3")

        def wait_for_the_end() -> None:
            ended.append(following.after(3, timeout=10))

        waiter = threading.Thread(target=wait_for_the_end)
        waiter.start()
        hub.publish("s1", DELETED)
        waiter.join(timeout=10)
    assert ended == [DELETED]
    assert hub.followed() == []


def test_a_follower_of_a_quiet_session_waits_its_timeout_and_is_told_nothing():
    hub = _hub()
    with hub.following("s1") as following, hub.following("s2") as other:
        hub.publish("s2", Notice(1, b"v1"))  # another session's write wakes no follower of s1
        started = time.monotonic()
        assert following.after(0, timeout=0.2) is None
        assert time.monotonic() - started >= 0.2
        assert other.after(0, timeout=0) == Notice(1, b"v1")
