"""The sessions' latest records, shared by every worker of a host: a move skips its read whichever worker it
reaches (``SESSION_SHARED_RECORDS_DIR``).

What :class:`~service.store.recent.RecentVersions` is to one process - a session's record under the version
it was written or read at, so that an action naming that version costs one Redis round trip, the
compare-and-set, instead of a read first - this is to every process of a host: an LMDB environment in a
directory on a memory file system (``/dev/shm``), written by the worker that wrote or read a record, read by
whichever worker the session's next move reaches.  Without it a move that reached another worker than the
last one read its record first (29-40% of the moves under the load bench: docs/performance-history.md).

As with a process's own: a given version of a session, with its write's tag (held with the record, see
:mod:`service.store.redis_store`), has exactly one content, and the compare-and-set decides; a record held
here that is no longer current only costs that action a read and a second try.  One map for the host, not
one a worker: a failed compare-and-set, a read or a delete replaces or drops the entry every worker would have
recalled.

Bounded in bytes (``capacity``) as two generations: records are written into the current one; once it holds
half the capacity the older one is emptied and becomes the current one (so a record lives at least until
another half of the capacity was written after it).  LMDB gives the readers a consistent snapshot and the
writers one lock, robust to a worker killed while it held it; the directory is the gunicorn master's
(``deploy/gunicorn.conf.py`` makes one and removes it at exit), opened by each worker on first use, after
the fork.
"""

from __future__ import annotations

import logging
import os
import struct
import threading

import lmdb

log = logging.getLogger(__name__)

_VERSION = struct.Struct("<Q")
_GENERATIONS = (b"first", b"second")
_STATE, _STATE_FORMAT = b"state", struct.Struct("<BQ")  # the current generation's index, and the bytes it holds
LMDB_OVERHEAD = 4
"""The map's size over the capacity: a 2 KB record takes a whole 4 KB overflow page, and pages the writers
freed are reused only once no reader holds them."""


_Opened = tuple[lmdb.Environment, dict[bytes, lmdb._Database], lmdb._Database]
_opened: dict[str, tuple[int, _Opened]] = {}  # directory -> (the process that opened it, its environment)
_opening = threading.Lock()


def _environment(directory: str, capacity: int) -> _Opened:
    """The environment of ``directory``, its generations and its meta database: opened once in each process (after
    gunicorn forks its workers), whichever stores of the process share it (LMDB wants one handle a process)."""
    held = _opened.get(directory)
    if held is None or held[0] != os.getpid():
        with _opening:
            held = _opened.get(directory)
            if held is None or held[0] != os.getpid():
                environment = lmdb.open(
                    directory,
                    map_size=LMDB_OVERHEAD * capacity + (16 << 20),
                    max_dbs=len(_GENERATIONS) + 1,
                    sync=False,  # a memory file system: nothing to flush, and the map goes with the host
                    metasync=False,
                    # written with write(), not through the map: a full /dev/shm (64 MB in a container by default)
                    # is then an error to answer, not a SIGBUS that kills the worker
                    writemap=False,
                    max_readers=1024,
                )
                generations = {name: environment.open_db(name) for name in _GENERATIONS}
                held = _opened[directory] = (os.getpid(), (environment, generations, environment.open_db(b"meta")))
    return held[1]


def _state(txn: lmdb.Transaction, meta: lmdb._Database) -> tuple[int, int]:
    """The current generation's index and the bytes written into it."""
    state = txn.get(_STATE, db=meta)
    return (0, 0) if state is None else _STATE_FORMAT.unpack(state)


_FAILURES = (lmdb.Error, OSError)  # OSError: the directory cannot be opened
_warned: set[int] = set()  # the processes that said the map failed


def _failed(exc: Exception) -> None:
    """Say once in a process that the map failed (a full file system fails every write after)."""
    if os.getpid() not in _warned:
        _warned.add(os.getpid())
        log.warning("sessions: the host's shared records failed (%s); what they miss is read from Redis", exc)


class HostRecords:
    """``session id -> (version, record)`` of one kind of record (``namespace``: the store's key prefix), shared by
    the processes that open ``directory``; bounded to about ``capacity`` bytes of records (every namespace's).

    A failure of the map (a full file system...) is logged and costs the read it would have spared: nothing here
    raises, since the compare-and-set decides whatever is held.
    """

    def __init__(self, directory: str, capacity: int, namespace: str):
        self.directory = directory
        self.capacity = capacity
        self.namespace = namespace

    def _key(self, session_id: str) -> bytes:
        return f"{self.namespace}:{session_id}".encode()

    def get(self, session_id: str, version: int) -> bytes | None:
        """The record of ``version`` of the session, if that is the version held."""
        try:
            environment, generations, meta = _environment(self.directory, self.capacity)
            name = self._key(session_id)
            with environment.begin() as txn:
                current, _ = _state(txn, meta)
                for generation in (current, 1 - current):  # the current generation's is the newer
                    held = txn.get(name, db=generations[_GENERATIONS[generation]])
                    if held is not None:
                        return held[_VERSION.size :] if _VERSION.unpack_from(held)[0] == version else None
        except _FAILURES as exc:
            _failed(exc)
        return None

    def put(self, session_id: str, version: int, record: bytes) -> None:
        size = len(record) + _VERSION.size
        if size * 2 > self.capacity:
            self.discard(session_id)
            return
        try:
            self._put(self._key(session_id), version, record, size)
        except lmdb.MapFullError:  # freed pages still held by readers: start afresh
            self.clear()
        except _FAILURES as exc:  # the record is not held, and no older one either
            _failed(exc)
            self.discard(session_id)

    def _put(self, name: bytes, version: int, record: bytes, size: int) -> None:
        """Into the current generation (its entry is the one read first: an older one in the other generation is
        left to go with it, which saves the write a deletion)."""
        environment, generations, meta = _environment(self.directory, self.capacity)
        with environment.begin(write=True) as txn:
            current, held = _state(txn, meta)
            held += size
            if held * 2 > self.capacity:  # the current generation is full: the older one is emptied, and next
                current = 1 - current
                txn.drop(generations[_GENERATIONS[current]], delete=False)
                held = size
            txn.put(_STATE, _STATE_FORMAT.pack(current, held), db=meta)
            txn.put(name, _VERSION.pack(version) + record, db=generations[_GENERATIONS[current]])

    def discard(self, session_id: str) -> None:
        try:
            environment, generations, _meta = _environment(self.directory, self.capacity)
            with environment.begin(write=True) as txn:
                for generation in _GENERATIONS:
                    txn.delete(self._key(session_id), db=generations[generation])
        except _FAILURES as exc:
            _failed(exc)

    def clear(self) -> None:
        """Forget every record held (every namespace's)."""
        try:
            environment, generations, meta = _environment(self.directory, self.capacity)
            with environment.begin(write=True) as txn:
                for generation in _GENERATIONS:
                    txn.drop(generations[generation], delete=False)
                txn.delete(_STATE, db=meta)
        except _FAILURES as exc:
            _failed(exc)
