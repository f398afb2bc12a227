"""``GET /v1/tournaments/{id}/events``: a tournament's standings followed as Server-Sent Events (docs/API.md §8).

Public like the standings: each new version of the tournament is an event whose ``id`` is the version and whose
``data`` is what ``GET /v1/tournaments/{id}/standings`` answers (one line of JSON), framed as every event stream is
(:mod:`.event_stream`: heartbeats every ``SESSION_EVENTS_HEARTBEAT_SECONDS``, ``Last-Event-ID``); an ``end`` event
closes it when the tournament is deleted or gone (:mod:`service.tournaments.following`). An unknown tournament is a
404, a ``Last-Event-ID`` that is no version a 400, before any event.
"""

from __future__ import annotations

from collections.abc import Callable

from flask.views import MethodView

from ..config import Settings
from ..tournaments.following import StandingsFollowers
from ..tournaments.held import TournamentService
from .blueprint import ArbitroBlueprint as Blueprint
from .event_stream import LAST_EVENT_ID, resumed_after, stream_answer, streamed
from .spec import NO_CREDENTIALS, problem_responses
from .tournament_common import ID, NO_STORE, P404, P503

_STREAM = stream_answer(
    "Server-Sent Events: each new version of the tournament (a result, a correction, a director's change) as an "
    "event with id the version and data the standings GET /v1/tournaments/{id}/standings answers (Standings, one "
    "line of JSON), the current one first; a comment line (': keep-alive') every SESSION_EVENTS_HEARTBEAT_SECONDS "
    'without one; once the tournament is deleted or gone (expired) an event "end" whose data is {"reason": '
    '"deleted" | "gone"}, and the stream closes. A tournament whose tables all have their results goes on: a '
    "result may still be corrected"
)


def add_tournament_events_route(
    blp: Blueprint, service: TournamentService, settings: Settings, answering: Callable, problems: Callable
) -> None:
    """Add ``GET /{tournament_id}/events`` to the tournaments' blueprint."""
    followers = StandingsFollowers(service)

    @blp.route("/<string:tournament_id>/events", parameters=[ID])
    class Events(MethodView):
        @blp.doc(
            operationId="followTournament",
            security=NO_CREDENTIALS,
            parameters=[LAST_EVENT_ID],
            responses={
                **_STREAM,
                **problem_responses(dict([(400, "Last-Event-ID is not a version number"), P404, P503])),
            },
        )
        @answering
        @problems
        def get(self, tournament_id: str):
            """Follow the tournament's standings: each new version as Server-Sent Events."""
            follow = followers.follow(
                tournament_id, resume_after=resumed_after(), heartbeat=settings.session_events_heartbeat_seconds
            )
            return streamed(follow, NO_STORE)
