"""The in-process session store: a dict behind a lock, for one process only.

It keeps the same contract as the Redis store (version compare-and-set, sliding TTL, a log
appended to by writes, idempotency records written with the session write), so tests run the
same checks on both.  Its room is a cap on live sessions (``max_sessions``): past it a new
session is refused (:class:`~service.store.StoreFull`) and the sessions held keep every write.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from . import AnsweredBefore, IdempotencyRecord, Loaded, StoreFull
from .events import DELETED, MISSING, Hub, Notice


@dataclass
class _Held:
    """A session as held: its version, record, expiry (by the store's clock) and log."""

    version: int
    data: bytes
    expires: float
    log: list[bytes] = field(default_factory=list)
    tag: bytes = b""


class MemoryStore:
    kind = "memory"

    def __init__(self, clock: Callable[[], float] = time.monotonic, *, max_sessions: int | None = None):
        self._clock = clock
        self._max_sessions = max_sessions
        self._lock = threading.Lock()
        self._sessions: dict[str, _Held] = {}
        self._idempotency: dict[tuple[str, str], tuple[bytes, float]] = {}
        self.events = Hub(self._notice)

    def _live(self, session_id: str, now: float) -> _Held | None:
        held = self._sessions.get(session_id)
        if held is not None and held.expires <= now:
            del self._sessions[session_id]
            return None
        return held

    def _sweep(self, now: float) -> None:
        """Drop expired entries now and then so the dicts do not grow without bound."""
        if len(self._idempotency) > 4096:
            for record_key in [k for k, (_, exp) in self._idempotency.items() if exp <= now]:
                del self._idempotency[record_key]
        if len(self._sessions) > 4096:
            self._drop_expired_sessions(now)

    def _drop_expired_sessions(self, now: float) -> None:
        for key in [k for k, held in self._sessions.items() if held.expires <= now]:
            del self._sessions[key]

    def _has_room(self, now: float, most: int) -> bool:
        """Room for one more session, once the expired ones are dropped."""
        if len(self._sessions) >= most:
            self._drop_expired_sessions(now)
        return len(self._sessions) < most

    def create(self, session_id: str, data: bytes, ttl_seconds: int, logged: Sequence[bytes] = ()) -> bool:
        with self._lock:
            now = self._clock()
            self._sweep(now)
            if self._live(session_id, now) is not None:
                return False
            if self._max_sessions is not None and not self._has_room(now, self._max_sessions):
                raise StoreFull(f"the in-process store holds its most live sessions ({self._max_sessions})")
            self._sessions[session_id] = _Held(1, data, now + ttl_seconds, list(logged))
            return True

    def admit(self, session_id: str, size: int) -> None:
        """Its room is a count of sessions: a write that creates none always has it."""

    def load(
        self, session_id: str, idempotency_key: str | None = None, expected_version: int | None = None
    ) -> Loaded | None:
        """Always a read: the records are in this process already."""
        with self._lock:
            now = self._clock()
            held = self._live(session_id, now)
            if held is None:
                return None
            record = None
            if idempotency_key is not None:
                kept = self._idempotency.get((session_id, idempotency_key))
                if kept is not None and kept[1] > now:
                    record = kept[0]
            return Loaded(held.version, held.data, record, tag=held.tag)

    def load_with_log(self, session_id: str) -> Loaded | None:
        with self._lock:
            held = self._live(session_id, self._clock())
            return None if held is None else Loaded(held.version, held.data, log=tuple(held.log))

    def compare_and_set(
        self,
        session_id: str,
        expected_version: int,
        data: bytes,
        ttl_seconds: int,
        idempotency: IdempotencyRecord | None = None,
        logged: Sequence[bytes] = (),
        expected_tag: bytes | None = None,
    ) -> bytes | None:
        with self._lock:
            now = self._clock()
            held = self._live(session_id, now)
            slot = None if idempotency is None else (session_id, idempotency.key)
            kept = None if slot is None else self._idempotency.get(slot)
            if held is not None and kept is not None and kept[1] > now:
                raise AnsweredBefore(kept[0])
            if held is None or held.version != expected_version:
                return None
            if expected_tag is not None and held.tag != expected_tag:
                return None
            tag = secrets.token_hex(8).encode()
            held.version, held.data, held.expires, held.tag = expected_version + 1, data, now + ttl_seconds, tag
            held.log.extend(logged)
            if slot is not None and idempotency is not None:
                self._idempotency[slot] = (idempotency.value, now + idempotency.ttl_seconds)
        self.events.publish(session_id, Notice(expected_version + 1, data))
        return tag

    def delete(self, session_id: str) -> bool:
        with self._lock:
            now = self._clock()
            existed = self._live(session_id, now) is not None
            self._sessions.pop(session_id, None)
            for slot in [k for k in self._idempotency if k[0] == session_id]:
                del self._idempotency[slot]
        if existed:
            self.events.publish(session_id, DELETED)
        return existed

    def _notice(self, session_id: str) -> Notice:
        loaded = self.load(session_id)
        return MISSING if loaded is None else Notice(loaded.version, loaded.data)

    def ttl(self, session_id: str) -> float | None:
        with self._lock:
            now = self._clock()
            held = self._live(session_id, now)
            return None if held is None else held.expires - now

    def check(self) -> tuple[bool, str]:
        return True, "in-memory session store (one process only)"
