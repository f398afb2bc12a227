"""Where sessions live: one record per session, written only by compare-and-set.

A record is ``(version, data)``: ``data`` is the session's compact JSON (bytes, opaque here)
and ``version`` an integer that every write must name.  A write names the version it read
and the version it writes; it succeeds only when the stored version is still the one read,
so two concurrent writers can never both win, and the TTL is refreshed on every write.

Beside a session the store keeps, in the same Redis hash slot and written in the same atomic
step as the session write they go with:

- its log: entries (bytes, opaque here: the session's finished deals) that a write appends,
  never rewrites, so that the record a move reads and writes stays the same size however long
  the match; it is read whole only by :meth:`SessionStore.load_with_log`;
- idempotency records (``Idempotency-Key`` -> the first answer).

Every write is told to the processes following the session (:mod:`.events`), by the same atomic step.

Two implementations: :class:`~service.store.redis_store.RedisStore` (``REDIS_URL``) and
:class:`~service.store.memory_store.MemoryStore` (one process only).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..config import Settings
    from .events import Hub

log = logging.getLogger(__name__)


class StoreUnavailable(Exception):
    """The store cannot be reached (after the client's retries); the detail says why."""


class StoreFull(Exception):
    """No room for a new thing (a session, a tournament, a result): the store keeps what it has left for the
    sessions it holds."""


class StoreOutOfMemory(Exception):
    """The store refused a write for want of memory (Redis's OOM error); nothing was written."""


class AnsweredBefore(Exception):
    """A compare-and-set found its idempotency record's key taken, and wrote nothing: ``answer`` is the answer kept
    under it (the first post's)."""

    def __init__(self, answer: bytes):
        super().__init__("the idempotency key has an answer already")
        self.answer = answer


@dataclass(frozen=True)
class Loaded:
    """A session record as read, with the idempotency record asked for (or None).

    ``recalled``: the record came from this process's recent versions, not from a read (see
    :mod:`service.store.recent`); a compare-and-set that fails on it means "read again".
    """

    version: int
    data: bytes
    idempotent: bytes | None = None
    recalled: bool = False
    log: tuple[bytes, ...] = ()
    """The session's log, oldest entry first (read by ``load_with_log`` only)."""
    tag: bytes = b""
    """The write's tag (:meth:`SessionStore.compare_and_set`): b"" for a record as created (version 1) or written
    before tags. Not read by ``load_with_log``."""


@dataclass(frozen=True)
class IdempotencyRecord:
    """An answer to keep under ``key`` for ``ttl_seconds``, written only if the key is new."""

    key: str
    value: bytes
    ttl_seconds: int


class SessionStore(Protocol):
    kind: str
    events: Hub
    """The sessions followed in this process, told of every write of them whoever made it (:mod:`.events`)."""

    def create(self, session_id: str, data: bytes, ttl_seconds: int, logged: Sequence[bytes] = ()) -> bool:
        """Store a new session at version 1, its log ``logged``; False when the id is taken.

        Raises :class:`StoreFull`, with nothing written, when what room is left is kept for the
        sessions already held (a cap on live sessions, or Redis's memory headroom).
        """

    def admit(self, session_id: str, size: int) -> None:
        """Make room for a new thing of ``size`` bytes about to be written under ``session_id``'s key (a result,
        a correction: a write that is not a running match's move), or raise :class:`StoreFull` when what room is
        left is kept for the sessions already held (on a Redis Cluster: by the shard that key is served by);
        :meth:`create` admits what it creates itself."""

    def load(
        self, session_id: str, idempotency_key: str | None = None, expected_version: int | None = None
    ) -> Loaded | None:
        """The session (and the idempotency record under ``idempotency_key``), in one read.

        ``expected_version``: the version the caller means to write over; a store may then
        answer from the versions it holds without reading (``Loaded.recalled``), without the
        idempotency record: the compare-and-set finds it (:class:`AnsweredBefore`).
        """

    def load_with_log(self, session_id: str) -> Loaded | None:
        """The session and its whole log (``Loaded.log``), in one read."""

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
        """Write version ``expected_version + 1`` if the stored version is ``expected_version`` (and its tag
        ``expected_tag``, when given); answer the new version's tag, or None with nothing written when the version
        (or the tag) moved on or the session is gone.

        Every write is given a random tag, kept with it: a version number alone does not name one content when a
        store can lose an acknowledged write (Redis restarted on an AOF written every second, a failover without
        ``WAIT``) and the same version is then written again with other content.  A caller that keeps a record
        across requests (a recalled version) names the tag it was read or written with, so a record kept from
        before such a loss is refused, and read again; ``None``: the version alone (a record read just before).

        Refreshes the TTL (of the session and its log), appends ``logged`` to the log and stores
        ``idempotency`` in the same atomic step. Raises :class:`AnsweredBefore`, with nothing written, when
        ``idempotency``'s key holds an answer already (whatever the version).
        """

    def delete(self, session_id: str) -> bool:
        """Remove a session, its log and its idempotency records; False when there was no session."""

    def ttl(self, session_id: str) -> float | None:
        """Seconds the session has left (None when it does not exist)."""

    def check(self) -> tuple[bool, str]:
        """Readiness: can the store serve now? ``(ok, detail)``, never raising."""


def make_store(
    redis_url: str | None, key_prefix: str = "arbitro", *, max_sessions: int | None = None, **redis_options
) -> SessionStore:
    """The Redis store when a URL is configured, else the in-process store (said in the log).

    ``max_sessions``: the in-process store's cap on live sessions; ``redis_options`` go to the Redis store.
    """
    if redis_url:
        from .redis_store import RedisStore

        return RedisStore(redis_url, key_prefix=key_prefix, **redis_options)
    from .memory_store import MemoryStore

    log.warning("sessions: REDIS_URL is not set; using the in-memory store (one process only, lost on restart)")
    return MemoryStore(max_sessions=max_sessions)


def configured_store(settings: Settings, namespace: str | None = None) -> SessionStore:
    """The store the settings describe (Redis, its cluster, or in process), every record's key under
    ``REDIS_KEY_PREFIX`` and then ``namespace`` when one is given (the tournaments' records beside the
    sessions'): one place reads the store's settings, so every kind of record is kept alike."""
    prefix = settings.redis_key_prefix if namespace is None else f"{settings.redis_key_prefix}:{namespace}"
    return make_store(
        settings.redis_url,
        prefix,
        max_sessions=settings.memory_store_max_sessions,
        socket_timeout=settings.redis_socket_timeout,
        retries=settings.redis_retries,
        recent_bytes=settings.session_recent_record_bytes,
        memory_headroom=settings.redis_memory_headroom,
        cluster=settings.redis_cluster,
        wait_replicas=settings.redis_wait_replicas,
        shared_records=settings.session_shared_records_dir,
    )
