"""Hearing the Redis store's writes: one sharded pub/sub connection a process, on the followed sessions' channels.

The compare-and-set script publishes what it wrote on the session's channel (``SPUBLISH``, ``<key>:events``:
the session key's hash tag, so on a Redis Cluster the channel is served by the shard holding the session, as a
script's ``SPUBLISH`` must be) and a delete publishes ``gone`` there (:func:`~service.store.events.published`).
Sharded pub/sub works alike on one Redis and on a cluster (redis-py's cluster pub/sub keeps a connection to each
shard a channel is served by, and follows a channel to its new shard after a failover).

One thread (a greenlet under gevent) holds the connection: it subscribes and unsubscribes as sessions are first
and last followed here, hands every message to the :class:`~service.store.events.Hub`, and once a channel is
heard reads the session (:meth:`~service.store.events.Hub.heard_from`), so nothing written before is missed. A
lost connection is made again and every channel subscribed and read again.
"""

from __future__ import annotations

import logging
import os
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from redis.client import PubSub
from redis.cluster import ClusterPubSub
from redis.exceptions import RedisError

from . import StoreUnavailable
from .events import Hub, read_published

log = logging.getLogger(__name__)

_POLL_SECONDS = 0.02
"""The longest a subscription asked for waits for the listener to send it (its read waits for messages so long)."""


class RedisListener:
    """The thread that hears the followed sessions' channels for ``hub``.

    ``connect()``: a new pub/sub of the store's Redis (or cluster); ``channel(session_id)``: the session's
    channel; ``session_of(channel)``: the session a channel is of.
    """

    def __init__(
        self,
        connect: Callable[[], PubSub | ClusterPubSub],
        channel: Callable[[str], str],
        session_of: Callable[[str], str],
    ):
        self._connect = connect
        self._channel = channel
        self._session_of = session_of
        self._changes: queue.SimpleQueue[tuple[str, bool]] = queue.SimpleQueue()
        self._started_in: int | None = None
        self._start_lock = threading.Lock()
        self.hub: Hub | None = None

    def listen(self, session_id: str, on: bool) -> None:
        """Hear (``on``) or stop hearing ``session_id``'s channel: queued for the thread, which starts in this process
        on first use (a gunicorn worker's own, after the fork)."""
        self._changes.put((session_id, on))
        if self._started_in != os.getpid():
            with self._start_lock:
                if self._started_in != os.getpid():
                    self._started_in = os.getpid()
                    threading.Thread(target=self._run, name="arbitro-session-events", daemon=True).start()

    def _run(self) -> None:
        heard: set[str] = set()
        pubsub: PubSub | ClusterPubSub | None = None
        failures = 0
        while True:
            try:
                if pubsub is None:
                    pubsub = self._connect()
                    if heard:
                        pubsub.ssubscribe(*(self._channel(s) for s in heard))
                self._apply_changes(pubsub, heard)
                message = _next_message(pubsub)
                failures = 0
                if message is not None:
                    self._handle(message)
            except (RedisError, OSError, StoreUnavailable) as exc:
                failures += 1
                log.warning("session events: the pub/sub connection failed (%s); connecting again", exc)
                if pubsub is not None:
                    _close(pubsub)
                pubsub = None
                time.sleep(min(0.05 * 2**failures, 2.0))

    def _apply_changes(self, pubsub: PubSub | ClusterPubSub, heard: set[str]) -> None:
        wanted: dict[str, bool] = {}
        while True:
            try:
                session_id, on = self._changes.get_nowait()
            except queue.Empty:
                break
            wanted[session_id] = on
        start = [s for s, on in wanted.items() if on and s not in heard]
        stop = [s for s, on in wanted.items() if not on and s in heard]
        for session_id in (s for s, on in wanted.items() if on and s in heard):  # left and followed again at once
            if self.hub is not None:
                self.hub.heard_from(session_id)
        if start:
            pubsub.ssubscribe(*(self._channel(s) for s in start))
            heard.update(start)
        if stop:
            pubsub.sunsubscribe(*(self._channel(s) for s in stop))
            heard.difference_update(stop)

    def _handle(self, message: dict[str, Any]) -> None:
        hub = self.hub
        kind, channel = _text(message["type"]), _text(message["channel"])
        if hub is None:
            return
        session_id = self._session_of(channel)
        if kind == "smessage":
            hub.publish(session_id, read_published(message["data"]))
        elif kind == "ssubscribe":
            hub.heard_from(session_id)


def _next_message(pubsub: PubSub | ClusterPubSub) -> dict[str, Any] | None:
    if not pubsub.subscribed:
        time.sleep(_POLL_SECONDS)
        return None
    if isinstance(pubsub, ClusterPubSub):
        message: dict[str, Any] | None = pubsub.get_sharded_message(timeout=_POLL_SECONDS)
    else:
        message = pubsub.get_message(timeout=_POLL_SECONDS)
    return message


def _close(pubsub: PubSub | ClusterPubSub) -> None:
    try:
        pubsub.close()
    except (RedisError, OSError):  # pragma: no cover - a connection already broken
        pass


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
