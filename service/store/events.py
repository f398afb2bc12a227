"""A session's new versions, told to the requests of this process that follow it (a tournament's alike: each
store has its hub, and the tournaments' store is one; :mod:`.follow` is what a follower is sent).

Every store tells its :class:`Hub` what each write wrote: the in-process store as it writes, the Redis store
through the ``SPUBLISH`` its compare-and-set script makes (:mod:`.redis_events`), so that whichever worker or
replica wrote a version, every process following the session hears of it at once, and a move pays nothing for
it. A :class:`Notice` carries the record as written (or says the session is gone), so a follower builds its view
from it without reading the store again.

A follower keeps only the newest notice: a view is the session's whole state, so one that missed versions while
it was busy (or reconnected) is brought up to date by the newest alone.

Each follower waits on a :class:`threading.Event` of its own, which a write of its session sets: gevent's
monkey-patching makes it a greenlet's event (gevent's own, compiled) when the events server runs the ``gevent``
worker (docs/OPERATIONS.md, "The event stream"), so a wake-up costs that follower alone a switch, not a condition's
lock made, taken and given back anew.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Notice:
    """What a write did: ``version`` and the record ``data`` written; or ``data`` None, the session is gone:
    :data:`DELETED`, or :data:`MISSING` (found missing: expired, or deleted while this process did not hear)."""

    version: int
    data: bytes | None

    @property
    def gone(self) -> bool:
        return self.data is None


DELETED = Notice(0, None)
MISSING = Notice(-1, None)


def published(notice: Notice) -> bytes:
    """A notice as the store publishes it: ``<version> <record>``; a bare ``deleted`` once the session is."""
    return b"deleted" if notice.data is None else b"%d %s" % (notice.version, notice.data)


def read_published(message: bytes) -> Notice:
    """The notice :func:`published` wrote (and the compare-and-set script, as the same bytes)."""
    version, _, data = message.partition(b" ")
    return DELETED if version == b"deleted" else Notice(int(version), data)


@dataclass
class _Followed:
    """A session followed by this process: the newest notice heard, whether its writes are heard yet, and the
    events of its followers (a write wakes the session's followers alone)."""

    listening: bool
    latest: Notice | None = None
    woken: set[threading.Event] = field(default_factory=set)
    checked: float = field(default_factory=time.monotonic)

    def wake(self) -> None:
        for event in self.woken:
            event.set()


class Following:
    """One follower's hold on a session (see :meth:`Hub.following`): ``woken`` is set by each write of it."""

    def __init__(self, hub: Hub, session_id: str, held: _Followed, woken: threading.Event):
        self._hub = hub
        self.session_id = session_id
        self._held = held
        self._woken = woken

    def listening(self, timeout: float) -> bool:
        """Wait until what is written of the session reaches this process; False when not by ``timeout``."""
        return self._wait(lambda held: held.listening, timeout)

    def offer(self, notice: Notice) -> None:
        """A version read from the store (the follower's first), kept unless a newer one was heard since."""
        self._hub.publish(self.session_id, notice)

    def after(self, version: int, timeout: float) -> Notice | None:
        """The newest notice past ``version`` (or the session's end), waiting at most ``timeout``; None if none."""

        def newer(held: _Followed) -> bool:
            latest = held.latest
            return latest is not None and (latest.gone or latest.version > version)

        return self._held.latest if self._wait(newer, timeout) else None

    def _wait(self, ready: Callable[[_Followed], bool], timeout: float) -> bool:
        """Whether ``ready`` holds of the session, waiting at most ``timeout`` for a write that makes it so. The event
        is cleared before each look, so a write between the look and the wait is not missed."""
        deadline = None
        while True:
            self._woken.clear()
            if ready(self._held):
                return True
            now = time.monotonic()
            if deadline is None:
                deadline = now + timeout
            if now >= deadline or not self._woken.wait(deadline - now):
                return ready(self._held)

    def due_for_check(self, interval: float) -> bool:
        """True at most once an ``interval`` for the session, among all its followers here (an expiry check)."""
        return self._hub._due(self.session_id, interval)


class Hub:
    """The sessions this process follows.

    ``read(session_id)``: the session as stored now (:data:`MISSING` if there is none). ``listen(session_id, on)``:
    start (``on`` True) or stop hearing of a session's writes, without waiting (it is called under the hub's
    lock); once they are heard, the listener reads the session (:meth:`heard_from`). No ``listen``: every write
    is heard already (the in-process store), and the first follower reads the session itself.
    """

    def __init__(self, read: Callable[[str], Notice], listen: Callable[[str, bool], None] | None = None):
        self._read = read
        self._listen = listen
        self._lock = threading.Lock()
        self._followed: dict[str, _Followed] = {}

    @contextmanager
    def following(self, session_id: str) -> Iterator[Following]:
        """Follow ``session_id`` within the block: its newest write is kept while it lasts."""
        woken = threading.Event()
        with self._lock:
            held = self._followed.get(session_id)
            first = held is None
            if held is None:
                held = self._followed[session_id] = _Followed(listening=self._listen is None)
                if self._listen is not None:
                    self._listen(session_id, True)
            held.woken.add(woken)
        if first and self._listen is None:
            self.publish(session_id, self._read(session_id))
        try:
            yield Following(self, session_id, held, woken)
        finally:
            with self._lock:
                held.woken.discard(woken)
                if not held.woken:
                    del self._followed[session_id]
                    if self._listen is not None:
                        self._listen(session_id, False)

    def heard_from(self, session_id: str) -> None:
        """The session's writes are heard from now on: read it (the writes before were not), and wake its
        followers."""
        self.publish(session_id, self._read(session_id))
        with self._lock:
            held = self._followed.get(session_id)
            if held is not None:
                held.listening = True
                held.wake()

    def publish(self, session_id: str, notice: Notice) -> None:
        """A write of a session (heard, or read by a follower): kept, and its followers woken, if it is newer."""
        with self._lock:
            held = self._followed.get(session_id)
            if held is None:
                return
            latest = held.latest
            if latest is not None and not notice.gone and (latest.gone or notice.version <= latest.version):
                return
            held.latest = notice
            held.wake()

    def followed(self) -> list[str]:
        """The sessions followed here."""
        with self._lock:
            return list(self._followed)

    def _due(self, session_id: str, interval: float) -> bool:
        now = time.monotonic()
        with self._lock:
            held = self._followed[session_id]
            if now - held.checked < interval:
                return False
            held.checked = now
            return True
