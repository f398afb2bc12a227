"""The tournament endpoints (docs/API.md §8): tournaments held by the service, their results and standings.

- ``POST /v1/tournaments`` -> 201: the tournament with its ``schedule``, ``balance`` and the
  director's bearer token (shown once), ``ETag``, ``Location``.  A schedule the request cannot
  have is a 400 naming the field (``players``, ``teams``, ``format``, ``rounds``, ``table_size``).
- ``GET /v1/tournaments/{id}``: the tournament, the tables' results and the standings;
  ``GET /v1/tournaments/{id}/standings``: the standings alone, as JSON or (``Accept: text/csv``
  or ``?format=csv``) CSV.  Both carry ``ETag: "v<n>"`` (the tournament's version, which every
  result moves on) and answer ``If-None-Match`` naming it (weak or strong, among others, or ``*``) with 304.
- ``GET /v1/tournaments/{id}/events``: the standings followed, each new version a Server-Sent Event
  (:mod:`.tournament_events`).
- ``GET /v1/tournaments/{id}/rounds/{r}/tables/{t}/result``: the table's result and the results it
  replaced, ``ETag`` the result's version (``"v0"``: none yet).
- ``POST`` to the same path (the director's token): the table's result, from a session, a match
  record or a paper score; a second result is a 409 unless sent with ``If-Match`` naming the
  current result's ETag (412 when stale): a correction, the replaced result kept in ``history``.
- ``DELETE /v1/tournaments/{id}`` (the director's token) -> 204: the tournament is gone (404 after) and the
  proofs its results held are free.
- ``POST /v1/tournaments/{id}/rounds/{r}/tables/{t}/session`` (the director's token; duplicate
  tournaments): opens the session the table plays the round's boards in -> 201, as a session's
  creation answers (with every token), and the table's players; a second time a 409.

The work is done by :mod:`service.tournaments.held`; this module reads requests and lays out answers.
"""

from __future__ import annotations

from flask import Flask, Response, request
from flask.views import MethodView
from flask_limiter import Limiter
from flask_smorest import Api

from ..clubs.archive import ClubArchive
from ..config import Settings
from ..engine import InvalidInput
from ..messages import Phrase, fault
from ..sessions import etag
from ..store import configured_store
from ..tournaments.export import content_disposition, standings_csv
from ..tournaments.held import TournamentService
from . import tournament_schemas as t
from .blueprint import ArbitroBlueprint as Blueprint
from .clubs import club_problems
from .conditional import not_modified
from .credentials import bearer
from .examples import RESULT_EXAMPLE, TOURNAMENT_EXAMPLE
from .held_problems import held_problems
from .jsonio import json_response
from .limits import (
    SESSION_CREATION,
    TOURNAMENT_BYTES,
    TOURNAMENT_CREATION,
    TOURNAMENT_RESULT,
    ByteBudget,
    limit_creation,
)
from .spec import DIRECTOR, NO_CREDENTIALS, NOT_MODIFIED, problem_responses
from .tournament_common import (
    ID,
    NO_STORE,
    P404,
    P503,
    P503_NEW,
    ROUND,
    TABLE,
    tournament_body,
    tournament_problems,
)
from .tournament_director import director_routes
from .tournament_events import add_tournament_events_route

_STANDINGS_FORMAT = {
    "in": "query",
    "name": "format",
    "required": False,
    "schema": {"type": "string", "enum": ["json", "csv"], "default": "json"},
    "description": "csv: the standings as text/csv (as Accept: text/csv asks)",
    "example": "csv",
}
_IF_MATCH = {
    "in": "header",
    "name": "If-Match",
    "required": False,
    "schema": {"type": "string"},
    "description": 'a correction: the ETag of the table\'s current result (GET answers it; "v0" while it has '
    "none); without it, a second result is a 409",
    "example": '"v0"',
}


def tournament_blueprint(
    service: TournamentService, settings: Settings, limiter: Limiter, archive: ClubArchive
) -> Blueprint:
    blp = Blueprint(
        "tournaments", __name__, url_prefix="/v1/tournaments", description="Tournaments: schedules, results, standings"
    )
    answering = held_problems(settings.session_retry_after_seconds, settings.store_full_retry_after_seconds)
    limited = limit_creation(limiter, settings.tournament_create_limit, TOURNAMENT_CREATION)
    tournament_bytes = ByteBudget(limiter, settings.tournament_bytes_limit, TOURNAMENT_BYTES)
    results_limited = limit_creation(limiter, settings.tournament_result_limit, TOURNAMENT_RESULT)
    sessions_limited = limit_creation(limiter, settings.session_create_limit, SESSION_CREATION)
    clubs_answering = club_problems(settings.session_retry_after_seconds)

    @blp.route("")
    class Tournaments(MethodView):
        @blp.doc(operationId="createTournament", security=NO_CREDENTIALS)
        @blp.arguments(t.TournamentCreateSchema(), example=TOURNAMENT_EXAMPLE)
        @blp.response(201, t.TournamentSchema, description="The tournament, its schedule and the director's token")
        @blp.doc(
            responses=problem_responses(
                {
                    400: "Bad input, naming the field: too few players (the minimum), a name given twice, a format "
                    "the game cannot play, a table_size it (or its rules) cannot seat, rules a partnership format "
                    "cannot rank, rounds beyond the complete schedule; with club_id: season_id missing (or the "
                    "other way round), a player id the club does not have, a game other than the season's",
                    401: "club_id given without the club director's token (missing_token)",
                    403: "club_id given with another token than the club director's (director_only)",
                    404: "club_id or season_id names no club or season of it",
                    429: "This client address has created TOURNAMENT_CREATE_LIMIT tournaments, or "
                    "TOURNAMENT_BYTES_LIMIT bytes of them, or met RATE_LIMIT; Retry-After",
                    503: P503_NEW,
                }
            )
        )
        @answering
        @clubs_answering
        @limited
        def post(self, body):
            """Hold a tournament: its schedule of every round, its balance, and the director's token; with club_id
            and season_id, an event of the club's season, its players named by their club ids."""
            sizes: list[int] = []
            link = None
            if body.get("club_id") is not None or body.get("season_id") is not None:
                missing = "season_id" if body.get("season_id") is None else "club_id"
                if body.get(missing) is None:
                    raise InvalidInput.at(missing, Phrase("club.link_both"))
                body, link = archive.link(body, bearer())
            body = {k: v for k, v in body.items() if k not in ("club_id", "season_id")}
            held, token = service.create(
                body, admit=lambda size: (tournament_bytes.check(size), sizes.append(size)), club=link
            )
            tournament_bytes.spend(sizes[0])
            archive.sync(held)
            answer = {**tournament_body(service, held), "director_token": token}
            location = f"/v1/tournaments/{held.id}"
            headers = {"ETag": etag(held.version), "Location": location, **NO_STORE}
            return json_response(answer, 201, headers=headers)

    @blp.route("/<string:tournament_id>", parameters=[ID])
    class Tournament(MethodView):
        @blp.doc(operationId="getTournament", security=NO_CREDENTIALS, parameters=["IfNoneMatch"])
        @blp.response(200, t.TournamentSchema, description="The tournament, its results and standings; ETag")
        @blp.doc(responses={**problem_responses(dict([P404, P503])), **NOT_MODIFIED})
        @answering
        @tournament_problems
        def get(self, tournament_id: str):
            """The tournament: its schedule and balance, every table's result, the standings."""
            held = service.load(tournament_id)
            return not_modified(request, etag(held.version), NO_STORE) or json_response(
                tournament_body(service, held), headers={"ETag": etag(held.version), **NO_STORE}
            )

        @blp.doc(operationId="deleteTournament", security=DIRECTOR)
        @blp.response(204, description="Deleted: the tournament is a 404 from now on, its results' proofs are free")
        @blp.doc(
            responses=problem_responses(
                {
                    401: "No token (missing_token)",
                    403: "Not the director's token (director_only)",
                    404: P404[1],
                    503: P503[1],
                }
            )
        )
        @answering
        @tournament_problems
        def delete(self, tournament_id: str):
            """Delete the tournament (director): its schedule, results and standings; what it proved is free."""
            service.delete(tournament_id, bearer())
            return Response(status=204, headers=NO_STORE)

    @blp.route("/<string:tournament_id>/standings", parameters=[ID, _STANDINGS_FORMAT])
    class Standings(MethodView):
        @blp.doc(operationId="getTournamentStandings", security=NO_CREDENTIALS, parameters=["IfNoneMatch"])
        @blp.doc(
            responses={
                "200": {
                    "description": "The standings (JSON, or CSV: a header line, then one line per row); ETag",
                    "content": {
                        "application/json": {"schema": t.StandingsSchema},
                        "text/csv": {"schema": {"type": "string"}},
                    },
                },
                **NOT_MODIFIED,
                **problem_responses(dict([P404, P503, (400, "format is neither json nor csv")])),
            }
        )
        @answering
        @tournament_problems
        def get(self, tournament_id: str):
            """The standings, ranked by the figures of tie_breaks; CSV with Accept: text/csv or format=csv."""
            form = request.args.get("format")
            if form not in (None, "json", "csv"):
                raise InvalidInput.at("format", fault("not_format", formats=["json", "csv"], given=repr(form)))
            held = service.load(tournament_id)
            headers = {"ETag": etag(held.version), "Vary": "Accept", **NO_STORE}
            fresh = not_modified(request, headers["ETag"], headers)
            if fresh is not None:
                return fresh
            table = service.standings(held)
            wants_csv = form == "csv" or (
                form is None and request.accept_mimetypes.best_match(["application/json", "text/csv"]) == "text/csv"
            )
            if wants_csv:
                headers["Content-Disposition"] = content_disposition(held.record.get("name"), held.id)
                return Response(standings_csv(table), 200, mimetype="text/csv", headers=headers)
            return json_response(table, headers=headers)

    @blp.route("/<string:tournament_id>/rounds/<int:round>/tables/<int:table>/result", parameters=[ID, ROUND, TABLE])
    class Result(MethodView):
        @blp.doc(operationId="getTableResult", security=NO_CREDENTIALS, parameters=["IfNoneMatch"])
        @blp.response(200, t.TableAnswerSchema, description="The table's result and history; ETag (v0: none yet)")
        @blp.doc(
            responses={
                **problem_responses(dict([(404, "No such tournament, round or table"), P503])),
                **NOT_MODIFIED,
            }
        )
        @answering
        @tournament_problems
        def get(self, tournament_id: str, round: int, table: int):
            """A table's result, and the results it replaced (oldest first)."""
            answer, version = service.table(tournament_id, round, table)
            return not_modified(request, etag(version), NO_STORE) or json_response(
                answer, headers={"ETag": etag(version), **NO_STORE}
            )

        @blp.doc(operationId="postTableResult", security=DIRECTOR, parameters=[_IF_MATCH])
        @blp.arguments(t.ResultPostSchema(), example=RESULT_EXAMPLE)
        @blp.response(201, t.TableAnswerSchema, description="The table's first result; ETag")
        @blp.doc(
            responses={
                "200": {
                    "description": "A correction: the new result, the replaced one in history; ETag",
                    "content": {"application/json": {"schema": t.TableAnswerSchema}},
                },
                **problem_responses(
                    {
                        400: "Not exactly one of session, match or scores; a bad match record (errors names "
                        "match.<path>); scores of the wrong length",
                        401: "No token (missing_token)",
                        403: "Neither the director's token nor, for the table's first result, the table's own "
                        "(director_only)",
                        404: "No such tournament, round or table",
                        409: "The table has a result (result_exists; correct it with If-Match), the session "
                        "has not played what the round counts (session_unfinished), or the session or match record "
                        "proves another table already (proof_in_use: tournament_id, round, table)",
                        412: "If-Match names another version of the table's result",
                        429: "This client address has posted TOURNAMENT_RESULT_LIMIT results and corrections, or met "
                        "RATE_LIMIT; Retry-After",
                        422: "The match was not played at this table (result_mismatch: game, rules, seats or "
                        "a seat's name), the session does not exist (unknown_session), or the match record "
                        "falls short of what the round counts (match_unfinished), or a paper score no side can "
                        "make under the rules (score_impossible: field, given, minimum, maximum)",
                        503: P503_NEW,
                    }
                ),
            }
        )
        @answering
        @results_limited
        @tournament_problems
        def post(self, body, tournament_id: str, round: int, table: int):
            """Post a table's result (director, or the table's token for its first): a session, a match record or a
            paper score."""
            answer, version, first = service.post_result(
                tournament_id, round, table, bearer(), body, request.headers.get("If-Match")
            )
            return json_response(answer, 201 if first else 200, headers={"ETag": etag(version), **NO_STORE})

    @blp.route("/<string:tournament_id>/rounds/<int:round>/tables/<int:table>/session", parameters=[ID, ROUND, TABLE])
    class TableSession(MethodView):
        @blp.doc(operationId="openTableSession", security=DIRECTOR)
        @blp.response(
            201,
            t.TableSessionSchema,
            description="The table's players in seat order and the session it plays its round's boards in, as "
            "POST /v1/sessions answers it (every seat's token and the referee's, shown once); ETag the session's",
        )
        @blp.doc(
            responses=problem_responses(
                {
                    401: "No token (missing_token)",
                    403: "Not the director's token (director_only)",
                    404: "No such tournament, round or table",
                    409: "The table has its session already (session_exists: session), or the tournament is not "
                    "duplicate (not_duplicate)",
                    429: "This client address has created SESSION_CREATE_LIMIT sessions (its budget of POST "
                    "/v1/sessions, which a table's session spends too), or met RATE_LIMIT; Retry-After",
                    503: P503_NEW,
                }
            )
        )
        @answering
        @sessions_limited
        @tournament_problems
        def post(self, tournament_id: str, round: int, table: int):
            """Open a duplicate table's session (director): its deals are the round's boards, in order."""
            answer, version = service.open_table_session(tournament_id, round, table, bearer())
            location = f"/v1/sessions/{answer['session']['session_id']}"
            return json_response(answer, 201, headers={"ETag": etag(version), "Location": location, **NO_STORE})

    director_routes(blp, service, answering, tournament_problems)
    add_tournament_events_route(blp, service, settings, answering, tournament_problems)
    return blp


def register_tournament_routes(
    app: Flask, api: Api, settings: Settings, limiter: Limiter, archive: ClubArchive
) -> None:
    """The tournament store (the sessions' store kind, under its own key namespace; in process, as many
    tournaments at most as MEMORY_STORE_MAX_SESSIONS allows sessions), the index of the tables' proofs (a
    namespace of its own likewise), service and routes."""
    store = configured_store(settings, "tournament")
    sessions = app.extensions["arbitro.sessions"]
    service = TournamentService(
        store,
        settings,
        sessions.match_of,
        open_session=sessions.create,
        close_session=sessions.delete,
        proofs=configured_store(settings, "tournament-proof"),
        written=archive.sync,
    )
    app.extensions["arbitro.tournaments"] = service
    api.register_blueprint(tournament_blueprint(service, settings, limiter, archive))
