"""Room for new things in Redis (``REDIS_MEMORY_HEADROOM``): what the Redis store admits, and what it refuses.

Every new thing - a session, a tournament, a table's session, a result or a correction - is admitted only while its
node's ``used_memory``, with what the new thing costs added, stays below the node's ``maxmemory`` less the headroom;
past it the new thing is refused (:class:`~service.store.StoreFull`), so that the sessions already held can still grow
into the headroom.  A write costs twice its bytes (the record stored, and the command that carries it in Redis's
query buffer meanwhile).  The figures are ``INFO memory``'s, read at most once a second per process and node, and
afresh before a new thing of :attr:`Room.FRESH_BYTES` or more (a tournament); in between, what this process admitted
since is added to the last figure read.

A node is the one Redis, or on a Redis Cluster the primary serving the new thing's hash slot: each shard's memory is
its own, so a full shard refuses what is keyed to it while the others admit theirs.  Every store of one Redis in a
process (the sessions', the tournaments', their proofs') shares one account (:func:`shared_rooms`), so a tournament
admitted counts against the room of a session.  A headroom of 0 admits everything, reading no figures: Redis's own
refusal (``store_out_of_memory``) is then the only limit.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from . import StoreFull

log = logging.getLogger(__name__)


class Room:
    """One node's room, from its memory figures."""

    REFRESH_SECONDS = 1.0
    FRESH_BYTES = 32 * 1024
    """A new thing this large reads the figures afresh before it is admitted."""
    WRITE_COST = 2
    """What a write costs Redis for each byte written: the record, and the query buffer that carries it."""

    def __init__(self, headroom: float, node: str):
        self.headroom = headroom
        self.node = node
        self._lock = threading.Lock()
        self._checked_at = float("-inf")
        self._used = 0  # used_memory as last read, plus what this process admitted since
        self.ceiling: float | None = None  # maxmemory less the headroom; None: the node sets no maxmemory

    def stale(self, size: int) -> bool:
        return size >= self.FRESH_BYTES or time.monotonic() - self._checked_at >= self.REFRESH_SECONDS

    def read(self, memory: dict[str, Any]) -> None:
        """Take ``INFO memory``'s figures (empty when Redis would not give them)."""
        most = int(memory.get("maxmemory", 0))
        with self._lock:
            self._used = int(memory.get("used_memory", 0))
            self.ceiling = most * (1 - self.headroom) if most else None
            self._checked_at = time.monotonic()

    def admit(self, size: int) -> None:
        """Count a new thing of ``size`` bytes in, or raise :class:`StoreFull` (nothing counted) when it would
        reach into the headroom."""
        cost = size * self.WRITE_COST
        with self._lock:
            if self.ceiling is not None and self._used + cost >= self.ceiling:
                raise StoreFull(
                    f"Redis{self.node and f' node {self.node}'} uses {self._used} bytes; {cost} more would pass "
                    f"{self.ceiling:.0f} (maxmemory less the headroom)"
                )
            self._used += cost


class Rooms:
    """A Redis's rooms in this process, one per node (see the module docstring)."""

    def __init__(self, headroom: float):
        self.headroom = headroom
        self._lock = threading.Lock()
        self._rooms: dict[str, Room] = {}
        self._warned = False
        if not headroom:
            log.warning(
                "sessions: REDIS_MEMORY_HEADROOM is 0: no room is kept for the running matches; every new thing is "
                "admitted until Redis refuses a write (store_out_of_memory)"
            )

    def admit(self, node: str, size: int, figures: Callable[[], dict[str, Any]]) -> None:
        """Admit a new thing of ``size`` bytes on ``node`` (``""``: the one Redis), its ``figures`` read when the last
        are stale; :class:`StoreFull` when there is no room for it."""
        if not self.headroom:
            return
        with self._lock:
            room = self._rooms.setdefault(node, Room(self.headroom, node))
        if room.stale(size):
            room.read(figures())
            if room.ceiling is None and not self._warned:
                self._warned = True
                log.warning(
                    "sessions: Redis%s reports no maxmemory (unset, or INFO memory refused); new things are admitted "
                    "until the host runs out of memory",
                    node and f" node {node}",
                )
        room.admit(size)


_ROOMS: dict[tuple[str, bool, float], Rooms] = {}
_ROOMS_LOCK = threading.Lock()


def shared_rooms(url: str, cluster: bool, headroom: float) -> Rooms:
    """The one account of a Redis's room in this process, whichever store (key namespace) writes to it."""
    with _ROOMS_LOCK:
        if (url, cluster, headroom) not in _ROOMS:
            _ROOMS[url, cluster, headroom] = Rooms(headroom)
        return _ROOMS[url, cluster, headroom]
