"""What this process holds of the sessions it used last, by version, so that a move can skip work.

A given version of a session has exactly one content, since every write goes through a
compare-and-set that moves the version on by one - and should a store lose an acknowledged write
and that version be written again, the write's random tag, which the compare-and-set checks too,
tells the two apart (:meth:`~service.store.SessionStore.compare_and_set`).  So what this process wrote or read most
recently of a session - its record (the Redis store: an action naming that version skips its
read, :mod:`service.store.redis_store`), or its current deal replayed (the session service: a
move replays nothing, :mod:`service.sessions.service`) - stands for that version as long as it is
kept under it.  Whether the store is still at that version is settled by the compare-and-set
itself; when it is not, the action is done again from a fresh read (see ``SessionService.act``).
So a hit saves a round trip or a replay, and a miss costs nothing more than before.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


def _one(_value: object) -> int:
    return 1


class RecentVersions(Generic[T]):
    """A bounded, thread-safe LRU of ``session id -> (version, value)``.

    ``capacity`` bounds the sum of the values' ``weight`` (by default each value weighs 1: a count of
    sessions; :func:`len` makes it bytes); the least recently used go first, and a value heavier than
    the whole capacity is not kept.  ``capacity`` 0 keeps nothing.
    """

    def __init__(self, capacity: int, weight: Callable[[T], int] = _one):
        self.capacity = capacity
        self._weight = weight
        self._held = 0  # the weights of the values held
        self._lock = threading.Lock()
        self._entries: OrderedDict[str, tuple[int, T]] = OrderedDict()

    def get(self, session_id: str, version: int) -> T | None:
        """The value of ``version`` of the session, if that is the version held."""
        with self._lock:
            entry = self._entries.get(session_id)
            if entry is None or entry[0] != version:
                return None
            self._entries.move_to_end(session_id)
            return entry[1]

    def take(self, session_id: str, version: int) -> T | None:
        """The value of ``version`` of the session, if that is the version held, no longer held: the caller has it
        alone; any other version stays held."""
        with self._lock:
            entry = self._entries.get(session_id)
            if entry is None or entry[0] != version:
                return None
            self._drop(session_id)
            return entry[1]

    def take_latest(self, session_id: str) -> tuple[int, T] | None:
        """``(version, value)`` of whichever version of the session is held, no longer held: the caller has it
        alone (to bring it up to a later version, or to change it)."""
        with self._lock:
            return self._drop(session_id)

    def put(self, session_id: str, version: int, value: T) -> None:
        weight = self._weight(value)
        with self._lock:
            self._drop(session_id)
            if weight > self.capacity:
                return
            self._entries[session_id] = (version, value)
            self._held += weight
            while self._held > self.capacity:
                _, (_, oldest) = self._entries.popitem(last=False)
                self._held -= self._weight(oldest)

    def discard(self, session_id: str) -> None:
        with self._lock:
            self._drop(session_id)

    def _drop(self, session_id: str) -> tuple[int, T] | None:
        """Stop holding the session (the lock held); what was held of it, if anything."""
        entry = self._entries.pop(session_id, None)
        if entry is not None:
            self._held -= self._weight(entry[1])
        return entry
