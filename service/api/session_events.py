"""``GET /v1/sessions/{id}/events``: a session followed as Server-Sent Events (docs/API.md §5, "Following a session").

Each new version is an event whose ``id`` is the version and whose ``data`` is the view ``GET /v1/sessions/{id}``
answers the same token (one line of JSON); a comment line every ``SESSION_EVENTS_HEARTBEAT_SECONDS`` without one
keeps proxies from closing the stream; ``Last-Event-ID`` resumes; an ``end`` event (``data``: ``{"reason": ...}``)
closes it when the session ends (:mod:`service.sessions.following`). A request the stream cannot start for is
answered as ``GET`` answers it (401, 404, 503...), before any event.

A stream holds its connection as long as it is followed: it is served by the events server, whose gunicorn runs
the ``gevent`` worker (docs/OPERATIONS.md, "The event stream"); the API's ``gthread`` workers serve it too, one
thread a follower, enough for a handful.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from flask import Response, request
from flask.views import MethodView

from ..config import Settings
from ..engine import InvalidInput
from ..messages import fault
from ..messages.language import current_language
from ..sessions import SessionService
from ..sessions.following import Ended, Follow, Sent
from ..wire import dumps
from .blueprint import ArbitroBlueprint as Blueprint
from .credentials import bearer
from .held_problems import NO_STORE
from .spec import SEAT_OR_REFEREE, problem_responses

EVENT_STREAM = "text/event-stream"
RETRY_MS = 2000
"""How long a client waits before it reconnects after the stream broke (the stream's ``retry`` field)."""

_LAST_EVENT_ID = {
    "in": "header",
    "name": "Last-Event-ID",
    "required": False,
    "schema": {"type": "string"},
    "description": "the id (version) of the last event received: the stream goes on from there; the current view "
    "is sent at once unless it is that version (a browser's EventSource sends it when it reconnects)",
    "example": "7",
}
_STREAM = {
    "200": {
        "description": "Server-Sent Events: each new version as an event with id the version and data the view GET "
        "/v1/sessions/{id} answers the token (SessionView, one line of JSON), the current one first; a comment line "
        "(': keep-alive') every SESSION_EVENTS_HEARTBEAT_SECONDS without one; once the session ends (the match "
        'over, stopped at a limit, deleted or gone) an event "end" whose data is {"reason": "game_over" | "stopped" '
        '| "deleted" | "gone"}, and the stream closes',
        "content": {EVENT_STREAM: {"schema": {"type": "string"}}},
    }
}


def _resumed_after() -> int | None:
    given = request.headers.get("Last-Event-ID")
    if given is None or not given.strip():
        return None
    if not given.strip().isdigit():
        raise InvalidInput.at("Last-Event-ID", fault("not_event_id"))
    return int(given)


def _framed(follow: Follow) -> Iterator[bytes]:
    yield b"retry: %d\n\n" % RETRY_MS
    for event in follow.events():
        if event is None:
            yield b": keep-alive\n\n"
        elif isinstance(event, Sent):
            yield b"id: %d\ndata: %s\n\n" % (event.version, event.written)
        else:
            assert isinstance(event, Ended)
            yield b"event: end\ndata: %s\n\n" % dumps({"reason": event.reason})


def add_events_route(
    blp: Blueprint,
    service: SessionService,
    settings: Settings,
    answering: Callable[[Callable], Callable],
    session_id_parameter: dict,
    problems: dict[int, str],
) -> None:
    """Add ``GET /{session_id}/events`` to the sessions' blueprint."""

    @blp.route("/<string:session_id>/events", parameters=[session_id_parameter])
    class Events(MethodView):
        @blp.doc(
            operationId="followSession",
            security=SEAT_OR_REFEREE,
            parameters=[_LAST_EVENT_ID],
            responses={**_STREAM, **problem_responses(problems)},
        )
        @answering
        def get(self, session_id: str):
            """Follow the session: each new version as the token may see it, as Server-Sent Events."""
            follow = Follow(
                service,
                session_id,
                bearer(),
                resume_after=_resumed_after(),
                heartbeat=settings.session_events_heartbeat_seconds,
                language=current_language(),
            )
            response = Response(
                _framed(follow),
                mimetype=EVENT_STREAM,
                headers={**NO_STORE, "X-Accel-Buffering": "no"},
            )
            response.call_on_close(follow.close)
            return response
