"""``GET /v1/sessions/{id}/events``: a session followed as Server-Sent Events (docs/API.md §5, "Following a session").

Each new version is an event whose ``id`` is the version and whose ``data`` is the view ``GET /v1/sessions/{id}``
answers the same token (one line of JSON), framed as every event stream is (:mod:`.event_stream`: heartbeats every
``SESSION_EVENTS_HEARTBEAT_SECONDS``, ``Last-Event-ID``); an ``end`` event closes it when the session ends
(:mod:`service.sessions.following`). A request the stream cannot start for is answered as ``GET`` answers it (401,
404, 503...), before any event.
"""

from __future__ import annotations

from collections.abc import Callable

from flask.views import MethodView

from ..config import Settings
from ..messages.language import current_language
from ..sessions import SessionService
from ..sessions.following import follow_session
from .blueprint import ArbitroBlueprint as Blueprint
from .credentials import bearer
from .event_stream import LAST_EVENT_ID, resumed_after, stream_answer, streamed
from .held_problems import NO_STORE
from .spec import SEAT_OR_REFEREE, problem_responses

_STREAM = stream_answer(
    "Server-Sent Events: each new version as an event with id the version and data the view GET "
    "/v1/sessions/{id} answers the token (SessionView, one line of JSON), the current one first; a comment line "
    "(': keep-alive') every SESSION_EVENTS_HEARTBEAT_SECONDS without one; once the session ends (the match "
    'over, stopped at a limit, deleted or gone) an event "end" whose data is {"reason": "game_over" | "stopped" '
    '| "deleted" | "gone"}, and the stream closes'
)


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
            parameters=[LAST_EVENT_ID],
            responses={**_STREAM, **problem_responses(problems)},
        )
        @answering
        def get(self, session_id: str):
            """Follow the session: each new version as the token may see it, as Server-Sent Events."""
            follow = follow_session(
                service,
                session_id,
                bearer(),
                resume_after=resumed_after(),
                heartbeat=settings.session_events_heartbeat_seconds,
                language=current_language(),
            )
            return streamed(follow, NO_STORE)
