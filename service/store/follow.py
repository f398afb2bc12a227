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
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from dataclasses import dataclass

from . import SessionStore, StoreUnavailable
from .events import DELETED, MISSING, Following, Notice

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
        self._store = store
        self._key = key
        self._heartbeat = heartbeat
        self._resume_after = resume_after
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
        sent = -1
        while True:
            notice = self._following.after(sent, self._heartbeat)
            if notice is None:
                if self._following.due_for_check(self._heartbeat) and self._store.ttl(self._key) is None:
                    self._store.events.publish(self._key, MISSING)
                    continue
                yield None
                continue
            if notice.gone:
                yield Ended("deleted" if notice == DELETED else "gone")
                return
            shown = self._view(notice)
            if shown is None:
                yield Ended("gone")
                return
            if shown.version != self._resume_after:
                yield Sent(shown.version, shown.written)
            self._resume_after = None
            sent = shown.version
            if shown.ending is not None:
                yield Ended(shown.ending)
                return
