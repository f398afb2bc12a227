"""The Redis session store: one hash per session, written by a Lua compare-and-set.

Keys (hash-tagged, so a session, its log and its idempotency records share one cluster slot):

- ``<prefix>:{<session id>}`` - a hash: ``v`` the version, ``s`` the session JSON, ``t`` the write's random
  tag (none at creation), ``x`` when (in Redis's clock) its log and set expire; its TTL is set on every write
  (sliding expiry).
- ``<prefix>:{<session id>}:log`` - a list: the session's log, appended to (``RPUSH``) by the
  script that writes the session version it goes with;
- ``<prefix>:{<session id>}:idem:<key>`` - an idempotency record, ``SET NX EX`` by the same
  script;
- ``<prefix>:{<session id>}:idem`` - the set of the session's idempotency record keys, written
  by that script too, so that ``delete`` finds every record of it.

The log and the set expire after the session, never before it: their expiry, half the session's TTL
past the session's, is set when they are written (a deal filed, a record kept), and else only by
the write that would make the session outlive it - so a move sets one expiry, its session's, not
three.

An action costs one round trip: the ``EVALSHA`` of the compare-and-set, which also finds the
answer kept under the action's ``Idempotency-Key`` - when this process holds the version the action
names (up to ``recent_bytes`` of records, see :mod:`service.store.recent`), or with
``shared_records`` when any worker of the host wrote or read that version last
(:mod:`service.store.host_records`), held with the tag it was written with, which the compare-and-set checks
beside the version (a version held from before a lost write and written again since is refused, and read
again).  Else it reads first (``HMGET``, or a short read script when
an ``Idempotency-Key`` is given): two round trips.  Neither reads nor rewrites the log.

Each thread gets its own client holding one connection (``single_connection_client``), made
lazily on first use in each process (so after gunicorn forks its workers): a command then skips
the pool's checkout and return, which cost a quarter of a round trip's CPU here, and a move's two
commands go over that connection directly (:class:`_Client`).  On a Redis
Cluster (``cluster``) it is redis-py's cluster client instead, which finds the node serving a
session's hash slot (and the new one after a failover), with a small pool per node.  Where threads are
greenlets (gevent's monkey-patching: the events server's worker, whose thousands of streams each call now and
then and live on), a call borrows a client instead (:class:`_Lender`): the worker holds as many connections as
calls in flight, not one a stream.  Every connection is named after the key prefix (``CLIENT LIST``).

``wait_replicas`` (``REDIS_WAIT_REPLICAS``): a write is acknowledged only once that many replicas
have it - ``WAIT`` on the connection that wrote, for at most half the socket timeout (on one Redis sent with the
compare-and-set, in its round trip; on a cluster after it); when fewer
replicas have it by then, the call raises :class:`StoreUnavailable` (the write stays on the
primary, unacknowledged: a client's retry is then a 412, as after a failover).  Connection
errors and socket timeouts are retried with exponential backoff; when Redis stays unreachable
every call raises :class:`StoreUnavailable`, as does a command Redis refuses (``READONLY`` from a
former primary, ...).  A write Redis refuses for want of memory (``OOM command not allowed``,
under ``maxmemory-policy noeviction``) raises :class:`StoreOutOfMemory`.

Room (``memory_headroom``): every new thing - a session, a tournament, a table's session, a result or
a correction - is admitted (:meth:`RedisStore.admit`) only while the Redis it is keyed to (on a cluster:
the shard serving its slot) keeps its headroom; else it is refused (:class:`~service.store.StoreFull`),
and the sessions already held grow into the headroom (:mod:`service.store.room`).
"""

from __future__ import annotations

import logging
import os
import re
import secrets
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import redis
from redis.backoff import ExponentialBackoff
from redis.cluster import ClusterNode, ClusterPubSub, RedisCluster
from redis.commands.core import Script
from redis.connection import AbstractConnection
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import NoScriptError, OutOfMemoryError, RedisClusterException, ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError
from redis.retry import Retry

from ..fast_paths import FastPath, taken
from ..fast_paths.redis_commands import send, send_all
from . import AnsweredBefore, IdempotencyRecord, Loaded, StoreOutOfMemory, StoreUnavailable
from .events import DELETED, MISSING, Hub, Notice, published
from .host_records import HostRecords
from .recent import RecentVersions
from .redis_events import RedisListener
from .room import shared_rooms

T = TypeVar("T")
log = logging.getLogger(__name__)

# KEYS[1] session, KEYS[2] its log, KEYS[3] the set of its idempotency record keys, KEYS[4] idempotency record
# (optional). ARGV: expected version, new version, data, ttl, the log's and the set's ttl, the expected tag ('*':
# any), the new tag, n, n log entries, [record, record ttl]. Answers the idempotency record when its key is taken
# (nothing written), 0 when the version (or its tag: the hash's field 't', none for a created session) moved on,
# 1 once written. The log and the set expire after the session: their expiry is set when they are written, and
# otherwise only once the session's would pass it (the hash's field 'x', in Redis's own clock).
# Once written it publishes "<new version> <data>" on the session's channel (redis_events.py), which shares
# KEYS[1]'s hash tag and so its slot: the event stream costs a move no round trip of its own.
CAS_SCRIPT = """
if KEYS[4] then
  local kept = redis.call('GET', KEYS[4])
  if kept then return kept end
end
local held = redis.call('HMGET', KEYS[1], 'v', 'x', 't')
if held[1] ~= ARGV[1] then return 0 end
if ARGV[6] ~= '*' and (held[3] or '') ~= ARGV[6] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 's', ARGV[3], 't', ARGV[7])
redis.call('EXPIRE', KEYS[1], ARGV[4])
local now = tonumber(redis.call('TIME')[1])
local n = tonumber(ARGV[8])
local side = n > 0 or not held[2] or now + tonumber(ARGV[4]) > tonumber(held[2])
if n > 0 then redis.call('RPUSH', KEYS[2], unpack(ARGV, 9, 8 + n)) end
if KEYS[4] and redis.call('SET', KEYS[4], ARGV[9 + n], 'NX', 'EX', ARGV[10 + n]) then
  redis.call('SADD', KEYS[3], KEYS[4])
  side = true
end
if side then
  redis.call('EXPIRE', KEYS[2], ARGV[5])
  redis.call('EXPIRE', KEYS[3], ARGV[5])
  redis.call('HSET', KEYS[1], 'x', now + tonumber(ARGV[5]))
end
redis.call('SPUBLISH', KEYS[1] .. ':events', ARGV[2] .. ' ' .. ARGV[3])
return 1
"""

# KEYS[1] session, KEYS[2] its log. ARGV: data, ttl, the log's ttl, log entries
CREATE_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local now = tonumber(redis.call('TIME')[1])
redis.call('HSET', KEYS[1], 'v', '1', 's', ARGV[1], 'x', now + tonumber(ARGV[3]))
redis.call('EXPIRE', KEYS[1], ARGV[2])
if #ARGV > 3 then
  redis.call('RPUSH', KEYS[2], unpack(ARGV, 4))
  redis.call('EXPIRE', KEYS[2], ARGV[3])
end
return 1
"""

READ_WITH_RECORD_SCRIPT = """
local s = redis.call('HMGET', KEYS[1], 'v', 's', 't')
return {s[1], s[2], redis.call('GET', KEYS[2]), s[3]}
"""

READ_WITH_LOG_SCRIPT = """
local s = redis.call('HMGET', KEYS[1], 'v', 's')
return {s[1], s[2], redis.call('LRANGE', KEYS[2], 0, -1)}
"""


_ANY_TAG = b"*"
"""CAS_SCRIPT's expected tag when the caller names none: the version alone decides."""
_TAG_END = b"\n"
"""What ends a write's tag (hex digits, or none) before its record, in the records this process or host holds."""


def _side_ttl(ttl_seconds: int) -> int:
    """The expiry of a session's log and idempotency set, set when they are written: half the session's TTL past
    it, so that most writes need not set it again (CAS_SCRIPT sets it again once the session's would pass it)."""
    return ttl_seconds + ttl_seconds // 2 + 1


# RedisClusterException: e.g. a slot no node serves, while a failover goes on
_UNAVAILABLE = (RedisConnectionError, RedisTimeoutError, ConnectionError, TimeoutError, RedisClusterException)


@dataclass(frozen=True)
class _Client:
    """A Redis client used by one thread, or lent to one call at a time (one connection; a cluster client: a small
    pool per node), and its scripts.

    On one Redis, with the ``REDIS_COMMANDS`` speed path, a move's commands (``HMGET``, the compare-and-set's
    ``EVALSHA``) go over the client's one ``connection`` directly (:meth:`hmget`, :meth:`run`,
    :mod:`service.fast_paths.redis_commands`).  A cluster client's commands go the usual way: it finds the node
    of each key (``connection`` None); so do all without the speed path.
    """

    pid: int
    redis: redis.Redis | RedisCluster
    connection: AbstractConnection | None
    cas: Script
    create: Script
    read_with_record: Script
    read_with_log: Script

    def hmget(self, key: str, *fields: str) -> list[bytes | None]:
        if self.connection is None:
            return cast(list[bytes | None], self.redis.hmget(key, *fields))
        return cast(list[bytes | None], send(self.connection, "HMGET", key, *fields))

    def run(self, script: Script, keys: list[str], args: list) -> Any:
        """``script`` on ``keys`` with ``args``; loaded first (by redis-py's :class:`Script`) if Redis has it not."""
        if self.connection is None:
            return script(keys=keys, args=args)
        try:
            return send(self.connection, "EVALSHA", script.sha, len(keys), *keys, *args)
        except NoScriptError:  # a restarted Redis, or SCRIPT FLUSH
            return script(keys=keys, args=args)

    def run_and_wait(self, script: Script, keys: list[str], args: list, replicas: int, timeout_ms: int) -> Any:
        """``script``, then ``WAIT`` for ``replicas`` replicas, in one round trip over the thread's ``connection``;
        ``(its answer, the replicas WAIT counted)``."""
        assert self.connection is not None
        run = ("EVALSHA", script.sha, len(keys), *keys, *args)
        answered, waited = send_all(self.connection, run, ("WAIT", replicas, timeout_ms))
        if isinstance(answered, NoScriptError):  # a restarted Redis, or SCRIPT FLUSH: loaded, run, waited for
            answered = script(keys=keys, args=args)
            waited = self.redis.wait(replicas, timeout_ms)
        for reply in (answered, waited):
            if isinstance(reply, Exception):
                raise reply
        return answered, waited


def _memory_figures(client: redis.Redis | RedisCluster, node: ClusterNode | None) -> dict[str, Any]:
    """``INFO memory`` of the one Redis, or of a cluster's ``node``; empty when Redis refuses it (an ACL without
    INFO): no figures, so no refusal."""
    try:
        if isinstance(client, RedisCluster):
            return client.info("memory", target_nodes=node)
        return client.info("memory")
    except ResponseError:
        return {}


class _Lender:
    """Clients lent one call at a time: the one given back last (its connection warm), else a new one from
    ``connect``; a client of another process (before gunicorn forked) is never lent. At most ``kept`` wait idle:
    any more given back at once (a burst of calls in flight together) are closed."""

    def __init__(self, connect: Callable[[], _Client], kept: int = 16):
        self._connect = connect
        self._kept = kept
        self._idle: list[_Client] = []
        self._lock = threading.Lock()

    @contextmanager
    def lent(self) -> Iterator[_Client]:
        client = self._take()
        try:
            yield client
        finally:
            self._give_back(client)

    def _take(self) -> _Client:
        with self._lock:
            while self._idle:
                client = self._idle.pop()
                if client.pid == os.getpid():
                    return client
        return self._connect()

    def _give_back(self, client: _Client) -> None:
        with self._lock:
            if len(self._idle) < self._kept:
                self._idle.append(client)
                return
        client.redis.close()


def threads_are_greenlets() -> bool:
    """Whether gevent's monkey-patching made this process's threads greenlets (the events server's worker)."""
    monkey = sys.modules.get("gevent.monkey")
    return monkey is not None and bool(monkey.is_module_patched("threading"))


class RedisStore:
    kind = "redis"

    def __init__(
        self,
        url: str,
        *,
        key_prefix: str = "arbitro",
        socket_timeout: float = 1.0,
        connect_timeout: float = 0.5,
        retries: int = 2,
        backoff_base: float = 0.02,
        backoff_cap: float = 0.25,
        health_check_interval: int = 30,
        recent_bytes: int = 0,
        memory_headroom: float = 0.0,
        cluster: bool = False,
        wait_replicas: int = 0,
        shared_records: str | None = None,
        lend_clients: bool | None = None,
    ):
        self.url = url
        self.key_prefix = key_prefix
        self.cluster = cluster
        self.wait_replicas = wait_replicas
        self._wait_ms = int(socket_timeout * 500)
        self._options: dict[str, Any] = dict(
            socket_timeout=socket_timeout,
            socket_connect_timeout=connect_timeout,
            retries=retries,
            backoff_base=backoff_base,
            backoff_cap=backoff_cap,
            health_check_interval=health_check_interval,
        )
        self._local = threading.local()
        # None: each thread its own client
        self._lender = (
            _Lender(self._connect) if (threads_are_greenlets() if lend_clients is None else lend_clients) else None
        )
        self._recent: RecentVersions[bytes] | HostRecords = (
            HostRecords(shared_records, recent_bytes, key_prefix)
            if shared_records and recent_bytes
            else RecentVersions(recent_bytes, len)
        )
        self._rooms = shared_rooms(url, cluster, memory_headroom)
        listener = RedisListener(self._pubsub, self.channel, self._session_of_channel)
        self.events = listener.hub = Hub(self._notice, listener.listen)
        self._direct_commands = taken(FastPath.REDIS_COMMANDS)

    # -- connection ---------------------------------------------------------------------
    def _connect(self) -> _Client:
        o = self._options
        retry = Retry(ExponentialBackoff(cap=o["backoff_cap"], base=o["backoff_base"]), o["retries"])
        timeouts = {"socket_timeout": o["socket_timeout"], "socket_connect_timeout": o["socket_connect_timeout"]}
        named = re.sub(r"[^!-~]", "-", self.key_prefix)  # CLIENT SETNAME takes no space or line break
        client: redis.Redis | RedisCluster
        if self.cluster:
            client = RedisCluster.from_url(self.url, retry=retry, client_name=named, **timeouts)
        else:
            client = redis.Redis.from_url(
                self.url,
                retry=retry,
                retry_on_error=[RedisConnectionError, RedisTimeoutError],
                health_check_interval=o["health_check_interval"],
                single_connection_client=True,
                client_name=named,
                **timeouts,
            )
        return _Client(
            os.getpid(),
            client,
            client.connection if isinstance(client, redis.Redis) and self._direct_commands else None,
            cas=client.register_script(CAS_SCRIPT),
            create=client.register_script(CREATE_SCRIPT),
            read_with_record=client.register_script(READ_WITH_RECORD_SCRIPT),
            read_with_log=client.register_script(READ_WITH_LOG_SCRIPT),
        )

    @property
    def _thread_client(self) -> _Client:
        """This thread's client; a forked worker's threads make their own on first use."""
        current = getattr(self._local, "client", None)
        if current is None or current.pid != os.getpid():
            current = self._local.client = self._connect()
        return current

    def _replicated(self, client: _Client, session_id: str) -> None:
        """Return once ``wait_replicas`` replicas have what this thread wrote of the session (see the module
        docstring); :class:`StoreUnavailable` when fewer have it in time."""
        if not self.wait_replicas:
            return
        if isinstance(client.redis, RedisCluster):
            # the pool of the node that wrote hands this thread back the connection it wrote with (last in,
            # first out), and WAIT counts that connection's writes
            node = client.redis.get_node_from_key(self.key(session_id))
            replicas = node.redis_connection.wait(self.wait_replicas, self._wait_ms)
        else:
            replicas = client.redis.wait(self.wait_replicas, self._wait_ms)
        self._check_replicas(replicas)

    def _check_replicas(self, replicas: int) -> None:
        if replicas < self.wait_replicas:
            raise StoreUnavailable(f"the write reached {replicas} replicas of the {self.wait_replicas} it waits for")

    def _write(self, session_id: str, script: Callable[[_Client], Script], keys: list[str], args: list) -> Any:
        """Run a writing script of the session, and answer what it answered; once it wrote (1), wait for the
        replicas asked for: on one Redis over the thread's own connection, ``WAIT`` is sent with the script, in
        its round trip (it counts the write just sent; after a script that wrote nothing, its answer is not read);
        on a cluster, after it, to the node that wrote."""

        def write(client: _Client) -> Any:
            if self.wait_replicas and client.connection is not None:
                answered, replicas = client.run_and_wait(script(client), keys, args, self.wait_replicas, self._wait_ms)
                if answered == 1:
                    self._check_replicas(replicas)
                return answered
            answered = client.run(script(client), keys, args)
            if answered == 1:
                self._replicated(client, session_id)
            return answered

        return self._call(write)

    def _call(self, operation: Callable[[_Client], T]) -> T:
        try:
            if self._lender is None:
                return operation(self._thread_client)
            with self._lender.lent() as client:
                return operation(client)
        except _UNAVAILABLE as exc:
            raise StoreUnavailable(f"Redis is unreachable: {exc}") from exc
        except ResponseError as exc:
            # refused at a script's start (OutOfMemoryError), or by a command inside one
            if isinstance(exc, OutOfMemoryError) or "OOM command not allowed" in str(exc):
                raise StoreOutOfMemory(f"Redis refused a write: {exc}") from exc
            # e.g. READONLY from a replica that was the primary before a failover
            raise StoreUnavailable(f"Redis refused the command: {exc}") from exc

    # -- keys ------------------------------------------------------------------------------
    def key(self, session_id: str) -> str:
        return f"{self.key_prefix}:{{{session_id}}}"

    def log_key(self, session_id: str) -> str:
        return f"{self.key_prefix}:{{{session_id}}}:log"

    def record_key(self, session_id: str, idempotency_key: str) -> str:
        return f"{self.key_prefix}:{{{session_id}}}:idem:{idempotency_key}"

    def channel(self, session_id: str) -> str:
        """Where the session's writes are published: CAS_SCRIPT names it ``KEYS[1] .. ':events'``."""
        return f"{self.key(session_id)}:events"

    def _session_of_channel(self, channel: str) -> str:
        return channel[len(self.key_prefix) + 2 : -len("}:events")]

    def records_key(self, session_id: str) -> str:
        """The set of the session's idempotency record keys."""
        return f"{self.key_prefix}:{{{session_id}}}:idem"

    # -- the store contract -----------------------------------------------------------------
    def create(self, session_id: str, data: bytes, ttl_seconds: int, logged: Sequence[bytes] = ()) -> bool:
        self.admit(session_id, len(data) + sum(map(len, logged)))
        keys = [self.key(session_id), self.log_key(session_id)]
        args: list[bytes | int] = [data, ttl_seconds, _side_ttl(ttl_seconds), *logged]
        created = self._write(session_id, lambda client: client.create, keys, args) == 1
        if created:
            self._recent.put(session_id, 1, _TAG_END + data)  # a created session has no tag
        return created

    def admit(self, session_id: str, size: int) -> None:
        """Room for a new thing keyed to ``session_id``: on a cluster, the room of the shard serving its slot."""

        def admit(client: _Client) -> None:
            node: ClusterNode | None = None
            if isinstance(client.redis, RedisCluster):
                node = client.redis.get_node_from_key(self.key(session_id))
            self._rooms.admit(node.name if node else "", size, lambda: _memory_figures(client.redis, node))

        self._call(admit)

    def load(
        self, session_id: str, idempotency_key: str | None = None, expected_version: int | None = None
    ) -> Loaded | None:
        if expected_version is not None:  # an idempotency record is then the compare-and-set's to find
            held = self._recent.get(session_id, expected_version)
            if held is not None:
                recalled_tag, _, recalled = held.partition(_TAG_END)
                return Loaded(expected_version, recalled, recalled=True, tag=recalled_tag)
        if idempotency_key is None:
            # a client without decode_responses: bytes, or None for a missing field
            version, data, tag = self._call(lambda c: c.hmget(self.key(session_id), "v", "s", "t"))
            record = None
        else:
            keys = [self.key(session_id), self.record_key(session_id, idempotency_key)]
            version, data, record, tag = self._call(lambda c: c.read_with_record(keys=keys))
        if version is None or data is None:
            self._recent.discard(session_id)
            return None
        tag = tag or b""
        self._recent.put(session_id, int(version), tag + _TAG_END + data)
        return Loaded(int(version), data, record, tag=tag)

    def load_with_log(self, session_id: str) -> Loaded | None:
        keys = [self.key(session_id), self.log_key(session_id)]
        version, data, log = self._call(lambda c: c.read_with_log(keys=keys))
        if version is None or data is None:
            return None
        return Loaded(int(version), data, log=tuple(log))

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
        keys = [self.key(session_id), self.log_key(session_id), self.records_key(session_id)]
        tag = secrets.token_hex(8).encode()
        args: list = [expected_version, expected_version + 1, data, ttl_seconds, _side_ttl(ttl_seconds)]
        args += [_ANY_TAG if expected_tag is None else expected_tag, tag, len(logged), *logged]
        if idempotency is not None:
            keys.append(self.record_key(session_id, idempotency.key))
            args += [idempotency.value, idempotency.ttl_seconds]
        answered = self._write(session_id, lambda client: client.cas, keys, args)
        if isinstance(answered, bytes):
            raise AnsweredBefore(answered)
        if answered != 1:
            self._recent.discard(session_id)
            return None
        self._recent.put(session_id, expected_version + 1, tag + _TAG_END + data)
        return tag

    def delete(self, session_id: str) -> bool:
        """Remove the session, then its log and its idempotency records.

        The session goes first: a write that would append to the log or add a record checks the
        session's version in its script, so once the session is gone nothing joins them, and the
        set read next names every record. No MULTI: Redis refuses every command queued in a
        transaction while it is out of memory, and a delete is what makes room again.
        """
        self._recent.discard(session_id)
        session, log, records = self.key(session_id), self.log_key(session_id), self.records_key(session_id)

        def remove(client: _Client) -> int:
            removed: int = client.redis.delete(session)
            kept = cast(set[bytes], client.redis.smembers(records))
            client.redis.delete(log, records, *kept)
            if removed:
                client.redis.spublish(self.channel(session_id), published(DELETED))
            return removed

        return bool(self._call(remove))

    def _notice(self, session_id: str) -> Notice:
        """The session as stored now, for its followers."""
        loaded = self.load(session_id)
        return MISSING if loaded is None else Notice(loaded.version, loaded.data)

    def _pubsub(self) -> redis.client.PubSub | ClusterPubSub:
        """A pub/sub connection of this store's Redis, for the session events' listener: of a client of its own, never
        lent nor a thread's (a cluster's pub/sub takes its connections from its client's pools, where a write's
        ``WAIT`` must find the connection the write went over)."""
        return self._connect().redis.pubsub()

    def ttl(self, session_id: str) -> float | None:
        remaining = self._call(lambda c: c.redis.pttl(self.key(session_id)))
        return None if remaining < 0 else remaining / 1000

    def check(self) -> tuple[bool, str]:
        try:
            self._call(lambda c: c.redis.ping())
        except StoreUnavailable as exc:
            return False, str(exc)
        return True, "Redis answers PING"
