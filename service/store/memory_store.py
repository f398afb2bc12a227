"""The in-process session store: a dict behind a lock, for one process only.

It keeps the same contract as the Redis store (version compare-and-set, sliding TTL,
idempotency records written with the session write), so tests run the same checks on both.
Its room is a cap on live sessions (``max_sessions``): past it a new session is refused
(:class:`~service.store.StoreFull`) and the sessions held keep every write.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from . import IdempotencyRecord, Loaded, StoreFull


class MemoryStore:
    kind = "memory"

    def __init__(self, clock: Callable[[], float] = time.monotonic, *, max_sessions: int | None = None):
        self._clock = clock
        self._max_sessions = max_sessions
        self._lock = threading.Lock()
        self._sessions: dict[str, tuple[int, bytes, float]] = {}  # id -> (version, data, expires at)
        self._idempotency: dict[tuple[str, str], tuple[bytes, float]] = {}

    def _live(self, session_id: str, now: float) -> tuple[int, bytes, float] | None:
        entry = self._sessions.get(session_id)
        if entry is not None and entry[2] <= now:
            del self._sessions[session_id]
            return None
        return entry

    def _sweep(self, now: float) -> None:
        """Drop expired entries now and then so the dicts do not grow without bound."""
        if len(self._idempotency) > 4096:
            for record_key in [k for k, (_, exp) in self._idempotency.items() if exp <= now]:
                del self._idempotency[record_key]
        if len(self._sessions) > 4096:
            self._drop_expired_sessions(now)

    def _drop_expired_sessions(self, now: float) -> None:
        for key in [k for k, (_, _, exp) in self._sessions.items() if exp <= now]:
            del self._sessions[key]

    def _has_room(self, now: float, most: int) -> bool:
        """Room for one more session, once the expired ones are dropped."""
        if len(self._sessions) >= most:
            self._drop_expired_sessions(now)
        return len(self._sessions) < most

    def create(self, session_id: str, data: bytes, ttl_seconds: int) -> bool:
        with self._lock:
            now = self._clock()
            self._sweep(now)
            if self._live(session_id, now) is not None:
                return False
            if self._max_sessions is not None and not self._has_room(now, self._max_sessions):
                raise StoreFull(f"the in-process store holds its most live sessions ({self._max_sessions})")
            self._sessions[session_id] = (1, data, now + ttl_seconds)
            return True

    def load(
        self, session_id: str, idempotency_key: str | None = None, expected_version: int | None = None
    ) -> Loaded | None:
        """Always a read: the records are in this process already."""
        with self._lock:
            now = self._clock()
            entry = self._live(session_id, now)
            if entry is None:
                return None
            record = None
            if idempotency_key is not None:
                kept = self._idempotency.get((session_id, idempotency_key))
                if kept is not None and kept[1] > now:
                    record = kept[0]
            return Loaded(entry[0], entry[1], record)

    def compare_and_set(
        self,
        session_id: str,
        expected_version: int,
        data: bytes,
        ttl_seconds: int,
        idempotency: IdempotencyRecord | None = None,
    ) -> bool:
        with self._lock:
            now = self._clock()
            entry = self._live(session_id, now)
            if entry is None or entry[0] != expected_version:
                return False
            self._sessions[session_id] = (expected_version + 1, data, now + ttl_seconds)
            if idempotency is not None:
                slot = (session_id, idempotency.key)
                kept = self._idempotency.get(slot)
                if kept is None or kept[1] <= now:
                    self._idempotency[slot] = (idempotency.value, now + idempotency.ttl_seconds)
            return True

    def delete(self, session_id: str) -> bool:
        with self._lock:
            now = self._clock()
            existed = self._live(session_id, now) is not None
            self._sessions.pop(session_id, None)
            for slot in [k for k in self._idempotency if k[0] == session_id]:
                del self._idempotency[slot]
            return existed

    def ttl(self, session_id: str) -> float | None:
        with self._lock:
            now = self._clock()
            entry = self._live(session_id, now)
            return None if entry is None else entry[2] - now

    def check(self) -> tuple[bool, str]:
        return True, "in-memory session store (one process only)"
