"""``REDIS_COMMANDS``: a move's Redis commands (``HMGET``, the compare-and-set's ``EVALSHA``, and with
``REDIS_WAIT_REPLICAS`` the ``WAIT`` after it, in the same write: one round trip) sent over a thread's one
connection directly, past redis-py's per-command layer (its telemetry, the lock of a connection
shared between threads, which a thread's own does not need), which took more CPU than the round trip itself
(docs/performance-history.md, "A move's Redis commands past redis-py's command layer").  The connection's
retries, reconnection, health check and reply parsing stay redis-py's.
"""

from __future__ import annotations

from typing import Any

import hiredis
from redis.connection import AbstractConnection
from redis.exceptions import ResponseError


def send(connection: AbstractConnection, *command: Any) -> Any:
    """One command and its reply, retried as the client retries (a connection that failed is dropped first)."""
    packed = [hiredis.pack_command(command)]

    def exchange() -> Any:
        connection.send_packed_command(packed)
        return connection.read_response()

    return connection.retry.call_with_retry(exchange, lambda _error: connection.disconnect())


def send_all(connection: AbstractConnection, *commands: tuple[Any, ...]) -> list[Any]:
    """Commands sent in one write and their replies, in order (one round trip, retried as :func:`send`); a reply
    Redis answered with an error is given in its place, not raised, so that every reply is read."""
    packed = [hiredis.pack_command(command) for command in commands]

    def exchange() -> list[Any]:
        connection.send_packed_command(packed)
        replies: list[Any] = []
        for _ in commands:
            try:
                replies.append(connection.read_response())
            except ResponseError as error:
                replies.append(error)
        return replies

    return connection.retry.call_with_retry(exchange, lambda _error: connection.disconnect())
