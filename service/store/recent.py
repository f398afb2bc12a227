"""The versions of sessions this process wrote or read last, so an action can skip its read.

An action names the version it acts on (``If-Match``).  When this process holds that very
version of the session - it wrote it, or read it, most recently - the record is known without
asking Redis: a given version of a session has exactly one content, since every write goes
through a compare-and-set that moves the version on by one.  Whether Redis is still at that
version is then settled by the compare-and-set itself; when it is not, the action is done
again from a fresh read (see ``SessionService.act``).  So a hit saves one round trip and a miss
costs nothing more than before.
"""

from __future__ import annotations

import threading
from collections import OrderedDict


class RecentVersions:
    """A bounded, thread-safe LRU of ``session id -> (version, data)``; ``capacity`` 0 keeps nothing."""

    def __init__(self, capacity: int):
        self.capacity = capacity
        self._lock = threading.Lock()
        self._entries: OrderedDict[str, tuple[int, bytes]] = OrderedDict()

    def get(self, session_id: str, version: int) -> bytes | None:
        """The data of ``version`` of the session, if that is the version held."""
        with self._lock:
            entry = self._entries.get(session_id)
            if entry is None or entry[0] != version:
                return None
            self._entries.move_to_end(session_id)
            return entry[1]

    def put(self, session_id: str, version: int, data: bytes) -> None:
        if not self.capacity:
            return
        with self._lock:
            self._entries[session_id] = (version, data)
            self._entries.move_to_end(session_id)
            if len(self._entries) > self.capacity:
                self._entries.popitem(last=False)

    def discard(self, session_id: str) -> None:
        with self._lock:
            self._entries.pop(session_id, None)
