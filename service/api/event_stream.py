"""The event streams' one framing: a followed record (:class:`~service.store.follow.Follow`) as Server-Sent Events.

A ``retry`` field first (how long a client waits before it reconnects); each version an event whose ``id`` is the
version and whose ``data`` is what the follower is shown of it (one line of JSON); a comment line (``: keep-alive``)
after each heartbeat without one, which keeps proxies from closing the stream; at the end an ``end`` event whose
``data`` is ``{"reason": ...}``, and the stream closes. ``Last-Event-ID`` (a browser's ``EventSource`` sends it
when it reconnects) names the last version a client received: the stream goes on from there.

A stream holds its connection as long as it is followed: it is served by the events server, whose gunicorn runs
the ``gevent`` worker (docs/OPERATIONS.md, "The event stream"), where a record's fan-out writes its followers'
events straight to their sockets (:mod:`.direct_stream`); the API's ``gthread`` workers serve it too, one thread a
follower running its own loop, enough for a handful.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

from flask import Response, request

from ..engine import InvalidInput
from ..messages import fault
from ..store.follow import Ended, Follow, Sent
from ..wire import dumps
from .direct_stream import direct_socket, written_directly

EVENT_STREAM = "text/event-stream"
RETRY_MS = 2000
"""How long a client waits before it reconnects after the stream broke (the stream's ``retry`` field)."""

LAST_EVENT_ID = {
    "in": "header",
    "name": "Last-Event-ID",
    "required": False,
    "schema": {"type": "string"},
    "description": "the id (version) of the last event received: the stream goes on from there; the current version "
    "is sent at once unless it is that one (a browser's EventSource sends it when it reconnects)",
    "example": "7",
}


def stream_answer(description: str) -> dict:
    """The OpenAPI response of a stream: 200, ``text/event-stream``, described."""
    return {"200": {"description": description, "content": {EVENT_STREAM: {"schema": {"type": "string"}}}}}


def resumed_after() -> int | None:
    """The version ``Last-Event-ID`` names (None when not given); a 400 naming the header when it is no version."""
    given = request.headers.get("Last-Event-ID")
    if given is None or not given.strip():
        return None
    if not given.strip().isdigit():
        raise InvalidInput.at("Last-Event-ID", fault("not_event_id"))
    return int(given)


RETRY = b"retry: %d\n\n" % RETRY_MS
"""A stream's first bytes."""


def frame(event: Sent | Ended | None) -> bytes:
    """An event as the stream writes it (``None``: the keep-alive)."""
    if event is None:
        return b": keep-alive\n\n"
    if isinstance(event, Sent):
        return b"id: %d\ndata: %s\n\n" % (event.version, event.written)
    return b"event: end\ndata: %s\n\n" % dumps({"reason": event.reason})


def _framed(follow: Follow) -> Generator[bytes, None, None]:
    yield RETRY
    for event in follow.events():
        yield frame(event)


class _Stream:
    """A followed record's events as the WSGI server iterates them: the generator itself (no wrapper between the
    server's loop and the events), and closed by the server once the stream is over or its client went away, which
    stops the following (even if no event was asked for yet)."""

    def __init__(self, follow: Follow, events: Generator[bytes, None, None]):
        self._follow = follow
        self._events = events

    def __iter__(self) -> Iterator[bytes]:
        return self._events

    def close(self) -> None:
        self._events.close()
        self._follow.close()


def streamed(follow: Follow, headers: dict[str, str]) -> Response:
    """The stream of ``follow``: unbuffered by proxies (``X-Accel-Buffering: no``), with ``headers``; handed to the
    WSGI server as it is (``direct_passthrough``: werkzeug's iterator and its encoding check skipped for each event,
    which are bytes already). Under gunicorn's ``gevent`` worker the record's fan-out writes the events straight to
    the socket (:mod:`.direct_stream`); elsewhere the stream is the follower's own loop."""
    sock = direct_socket(request.environ)
    events = _framed(follow) if sock is None else written_directly(follow, sock, request.environ, RETRY, frame)
    return Response(
        _Stream(follow, events),
        mimetype=EVENT_STREAM,
        headers={**headers, "X-Accel-Buffering": "no"},
        direct_passthrough=True,
    )
