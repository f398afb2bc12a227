"""Following a record of a store: each new version as the follower is shown it, until the record ends.

The one follow loop of the event streams (a session's, docs/API.md §5; a tournament's, docs/API.md §8). The store
tells every process of every write of the record (:mod:`.events`); a follower busy while versions went by is sent
the newest alone, which holds everything the skipped ones did (what a follower is shown is the whole record as it
may see it). ``resume_after`` (the last version a follower was sent, from ``Last-Event-ID``) is the same rule across a
reconnection: the current version at once unless it is that one, then the next.

What a follower is shown of a version is the caller's (a :data:`View`, made from the first version read, which may
refuse the follower: a token refused, no such record). What it is sent, in order (:meth:`Follow.events`):
:class:`Sent` versions; ``None`` when ``heartbeat`` seconds went by without one (the stream's keep-alive); at the
end an :class:`Ended`: after a version its view says ends the record (a match over, ...), when the record is
deleted (``deleted``), or when it is found gone: expired, past its lifetime, or deleted unheard (``gone``). An
expiry is looked for once every ``heartbeat`` seconds a record goes without a write, by one of its followers in
the process.

Two ways to send a follower its events, deciding alike (:meth:`Follow.take`, :meth:`Follow.quiet`): each follower's
own loop (:meth:`Follow.events`, iterated by the server's response loop), or one loop a record for all its followers
in the process (:class:`Fanout`), which hands each its events (a :class:`Sink`) as each version is heard. The second
is the events server's (gunicorn's ``gevent`` worker, :mod:`service.api.direct_stream`): a version wakes one
greenlet, not one a follower.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Protocol

from . import SessionStore, StoreUnavailable
from .events import DELETED, MISSING, Following, Hub, Notice

log = logging.getLogger(__name__)

HEARD_WITHIN_SECONDS = 5.0
"""The longest a new follower waits for the store to tell this process of the record's writes (else 503)."""


@dataclass(frozen=True)
class Shown:
    """A version as a follower is shown it: the version, the bytes sent (one line of JSON), and the end of the
    record it is (None: more may come)."""

    version: int
    written: bytes
    ending: str | None = None


View = Callable[[Notice], Shown | None]
"""What a follower is shown of a version, as its write was told (a notice not gone); None: the record is gone
(past its lifetime)."""


@dataclass(frozen=True)
class Sent:
    """A version sent: the version and what the follower is shown of it."""

    version: int
    written: bytes


@dataclass(frozen=True)
class Ended:
    """The end of the stream: ``deleted``, ``gone``, or the ending a :class:`Shown` said."""

    reason: str


class Follow:
    """One follower of ``key`` in ``store``: ``viewing`` is given the record's first version read (or
    :data:`~.events.MISSING`) and answers the follower's :data:`View`, or refuses by raising (before any event);
    following until :meth:`close`."""

    def __init__(
        self,
        store: SessionStore,
        key: str,
        viewing: Callable[[Notice], View],
        *,
        resume_after: int | None,
        heartbeat: float,
    ):
        self.store = store
        self.key = key
        self.heartbeat = heartbeat
        self._resume_after = resume_after
        self.sent = -1
        """The version last sent (-1: none yet)."""
        self._stack = ExitStack()
        self._following: Following = self._stack.enter_context(store.events.following(key))
        try:
            if not self._following.listening(HEARD_WITHIN_SECONDS):
                raise StoreUnavailable(f"the record's writes were not heard within {HEARD_WITHIN_SECONDS} s")
            self._view = viewing(self._following.after(-1, HEARD_WITHIN_SECONDS) or MISSING)
        except BaseException:
            self._stack.close()
            raise

    def close(self) -> None:
        """Stop following (the stream is over, or its client went away)."""
        self._stack.close()

    def events(self) -> Iterator[Sent | Ended | None]:
        """What the follower is sent, until the record ends (see the module docstring)."""
        while True:
            notice = self._following.after(self.sent, self.heartbeat)
            if notice is None:
                if not self.quiet():
                    yield None
                continue
            for event in self.take(notice):
                yield event
                if isinstance(event, Ended):
                    return

    def current(self) -> Notice | None:
        """The newest notice of the record heard in this process, if it is newer than the one last sent."""
        return self._following.after(self.sent, 0.0)

    def take(self, notice: Notice) -> list[Sent | Ended]:
        """What the follower is sent of ``notice``, the newest past the version it was sent last: the version as it
        is shown it (none if it is the one ``resume_after`` names), then the end if the record ends there."""
        if notice.gone:
            return [Ended("deleted" if notice == DELETED else "gone")]
        shown = self._view(notice)
        if shown is None:
            return [Ended("gone")]
        events: list[Sent | Ended] = []
        if shown.version != self._resume_after:
            events.append(Sent(shown.version, shown.written))
        self._resume_after = None
        self.sent = shown.version
        if shown.ending is not None:
            events.append(Ended(shown.ending))
        return events

    def quiet(self) -> bool:
        """After ``heartbeat`` seconds without a version: whether the record was found gone (see :func:`_found_gone`);
        False: the stream's keep-alive is due."""
        return _found_gone(self.store, self.key, self._following, self.heartbeat)


def _found_gone(store: SessionStore, key: str, following: Following, heartbeat: float) -> bool:
    """After ``heartbeat`` seconds without a version of ``key``: whether it was found gone, looked for at most once a
    ``heartbeat`` among its followers in the process; then told as a notice, which ends it for all of them."""
    if following.due_for_check(heartbeat) and store.ttl(key) is None:
        store.events.publish(key, MISSING)
        return True
    return False


class Sink(Protocol):
    """Where a :class:`Fanout` hands a follower its events (``None``: a keep-alive); ``closed`` once its client went
    away, when the fan-out lets it go."""

    closed: bool

    def deliver(self, event: Sent | Ended | None) -> None:
        """Send ``event``; after an :class:`Ended`, close the stream once it is written."""

    def close(self) -> None:
        """Close the stream now, without an end (its client reconnects)."""


_FANOUTS: weakref.WeakKeyDictionary[Hub, dict[str, Fanout]] = weakref.WeakKeyDictionary()
"""The fan-outs running in this process, by the store's hub and the record's key."""


class Fanout:
    """All the followers of one record in this process, each handed its events by one loop (a thread: a greenlet
    under gevent), started with the first and over with the last. Each follower is sent what its own loop would
    send it (:meth:`Follow.take`), the current version as it joins; a keep-alive goes to all when the record went
    ``heartbeat`` seconds without a version. A failure of the loop (the store gone away while it looks for the
    record's expiry) closes every follower's stream, a view that fails its follower's; their clients reconnect."""

    def __init__(self, follow: Follow, sink: Sink):
        self._store = follow.store
        self._key = follow.key
        self._heartbeat = follow.heartbeat
        self._followers: dict[Follow, Sink] = {follow: sink}
        self._lock = threading.Lock()  # a follower handed its events by one thread at a time (real threads: tests)
        self.over = False

    @classmethod
    def join(cls, follow: Follow, sink: Sink) -> None:
        """Hand ``follow``'s events to ``sink`` from its record's fan-out here, started if none runs. The follower is
        in the fan-out before the fan-out's loop first runs, and a fan-out over takes no one (it is over before it
        leaves the registry), so none is left in a fan-out that will not write to it."""
        running = _FANOUTS.setdefault(follow.store.events, {})
        fanout = running.get(follow.key)
        if fanout is not None:
            with fanout._lock:
                if not fanout.over:
                    fanout._followers[follow] = sink
                    fanout._hand(follow, sink, follow.current())
                    return
        fanout = running[follow.key] = cls(follow, sink)
        with fanout._lock:
            fanout._hand(follow, sink, follow.current())
        threading.Thread(target=fanout._run, args=(running,), name=f"arbitro-fanout-{follow.key}", daemon=True).start()

    def _run(self, running: dict[str, Fanout]) -> None:
        try:
            with self._store.events.following(self._key) as following:
                heard = -1
                while self._followers:
                    notice = following.after(heard, self._heartbeat)
                    if notice is None:
                        if not _found_gone(self._store, self._key, following, self._heartbeat):
                            with self._lock:
                                for follow, sink in list(self._followers.items()):
                                    self._give(follow, sink, None)
                        continue
                    heard = notice.version
                    with self._lock:
                        for follow, sink in list(self._followers.items()):
                            self._hand(follow, sink, notice)
        except Exception:  # the store gone away: the streams close, their clients reconnect
            log.exception("following %s: the fan-out failed; its followers' streams are closed", self._key)
        finally:
            with self._lock:
                self.over = True
                if running.get(self._key) is self:
                    del running[self._key]
                for sink in self._followers.values():
                    sink.close()
                self._followers.clear()

    def _hand(self, follow: Follow, sink: Sink, notice: Notice | None) -> None:
        """Hand ``sink`` what ``follow`` is sent of ``notice`` (nothing unless it is newer than the last sent; no view
        built for a follower gone away, which leaves the fan-out)."""
        if sink.closed:
            self._followers.pop(follow, None)
            return
        if notice is None or not (notice.gone or notice.version > follow.sent):
            return
        try:
            events = follow.take(notice)
        except Exception:  # a view that failed: this follower's stream closes, as its own loop's would
            log.exception("following %s: a follower's view failed; its stream is closed", self._key)
            sink.close()
            self._followers.pop(follow, None)
            return
        for event in events:
            self._give(follow, sink, event)

    def _give(self, follow: Follow, sink: Sink, event: Sent | Ended | None) -> None:
        if sink.closed:
            self._followers.pop(follow, None)
            return
        sink.deliver(event)
        if isinstance(event, Ended) or sink.closed:
            self._followers.pop(follow, None)
