"""The session endpoints (docs/API.md §5): a server-held match with per-seat tokens.

- ``POST /v1/sessions`` -> 201: the public view of the first deal, one token per seat and
  the referee's (shown once: the server keeps only their hashes), ``ETag``, ``Location``.
- ``GET /v1/sessions/{id}`` (``Authorization: Bearer``): the token's view, ``ETag: "v<n>"``;
  ``If-None-Match`` naming the current ETag (weak or strong, among others, or ``*``) -> 304.
- ``POST /v1/sessions/{id}/actions``: one action; the token is checked first (401, 403), then
  ``If-Match``, which is REQUIRED (missing -> 428, stale -> 412); out of turn -> 409
  ``not_your_turn`` (or ``turn_over``); illegal -> 422 (``action_index``: the action's number
  in the deal; ``legal_actions`` only for the seat to act); ``Idempotency-Key`` (optional)
  replays the first answer of a retried post (``Idempotent-Replayed: true``); the same key with
  another body -> 422; a session stopped at a limit (``SESSION_MAX_ACTIONS``, ``SESSION_MAX_DEALS``)
  -> 409 ``session_limit_reached``.
- ``GET /v1/sessions/{id}/log``: every deal's actions, order and salt once a deal is over.
- ``GET /v1/sessions/{id}/record``: the match as a match record (service/matches): the
  referee's token at any time, a seat's once the match is over (else 403 ``match_in_progress``);
  ``GET /v1/sessions/{id}/record/egn`` the same match in Euchre Game Notation (``?format=egn`` on the
  record is sent there with a 308).
- ``DELETE /v1/sessions/{id}``: the referee ends the session -> 204.

Missing, malformed or unknown tokens are 401; a token without the right (a seat deleting,
the referee acting, a seat posting for another) is 403.  With the store unreachable every
session endpoint answers 503 with ``Retry-After``; the stateless endpoints are unaffected.

Admission: a client address creates at most ``SESSION_CREATE_LIMIT`` sessions (429, see
:mod:`.limits`); a store keeping its last room for the running matches refuses new sessions
(503 ``store_full``) and a write Redis refuses for want of memory is a 503
``store_out_of_memory``, both with ``Retry-After`` (``STORE_FULL_RETRY_AFTER_SECONDS``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from flask import Response, request, url_for
from flask.views import MethodView
from flask_limiter import Limiter
from flask_smorest import Api

from ..config import Settings
from ..engine import InvalidInput
from ..fast_paths.body_load import schema_loader
from ..fast_paths.flask_app import ArbitroFlask
from ..fast_paths.lean_dispatch import LeanAnswer, LeanRoute, add_lean_route
from ..matches.egn import write_egn
from ..messages import fault
from ..sessions import (
    Answer,
    SessionService,
    etag,
)
from ..store import configured_store
from ..wire import dumps
from . import session_schemas as s
from . import session_views
from .answers import ref
from .blueprint import ArbitroBlueprint as Blueprint
from .conditional import not_modified
from .credentials import bearer, bearer_in
from .examples import SESSION_ACTION_EXAMPLE, SESSION_EXAMPLE
from .held_problems import NO_STORE, held_problems
from .jsonio import json_response
from .limits import SESSION_CREATION, limit_creation
from .ops import Dependency
from .session_events import add_events_route
from .spec import NO_CREDENTIALS, NOT_MODIFIED, SEAT_OR_REFEREE, problem_responses


def _answer(answer: Answer) -> Response:
    return Response(answer.written, status=answer.status, mimetype="application/json", headers=_headers(answer))


def _lean_answer(answer: Answer) -> LeanAnswer:
    """:func:`_answer`, for the lean dispatch (service/fast_paths/lean_dispatch.py)."""
    return LeanAnswer(answer.status, answer.written, _headers(answer))


def _headers(answer: Answer) -> dict[str, str]:
    headers = {"ETag": etag(answer.version), **NO_STORE}
    if answer.replayed:
        headers["Idempotent-Replayed"] = "true"
        if answer.language is not None:  # the stored answer's words are in the first request's language
            headers["Content-Language"] = answer.language
    return headers


def _doc_problems(blp: Blueprint, *codes: tuple[int, str]) -> Callable:
    return blp.doc(responses=problem_responses(dict(codes)))


_SESSION_ID = {
    "in": "path",
    "name": "session_id",
    "required": True,
    "schema": {"type": "string"},
    "description": "the session_id that POST /v1/sessions answered",
    "example": "5f0c1d8e2a4b4c6f9e7d3b1a0c2e4f68",
}
RECORD_FORMATS = ("match", "egn")
_RECORD_FORMAT = {
    "in": "query",
    "name": "format",
    "required": False,
    "schema": {"type": "string", "enum": list(RECORD_FORMATS), "default": "match"},
    "description": "match: the match record (arbitro-match/1); egn: sent on (308) to .../record/egn, the same match in "
    "Euchre Game Notation",
    "example": "match",
}
_IF_MATCH = {
    "in": "header",
    "name": "If-Match",
    "required": True,
    "schema": {"type": "string"},
    "description": 'the ETag of the version acted on, e.g. "v3" (missing: 428; stale: 412)',
    "example": '"v1"',
}
_IDEMPOTENCY = {
    "in": "header",
    "name": "Idempotency-Key",
    "required": False,
    "schema": {"type": "string"},
    "description": "a fresh key per action; a retry with the same key and body replays the first answer",
    "example": "a6c4f1e0-0b7d-4e43-9d1b-3f2a8c5e9d10",
}
_P401 = (401, "No token, or a token of no seat of this session")
_P404 = (404, "No such session (never created, expired or deleted)")
_P503 = (
    503,
    "The session store is unreachable (store_unavailable) or out of memory (store_out_of_memory); Retry-After",
)
_MOVE_HEADERS = ("Authorization", "If-Match", "Idempotency-Key")
"""The headers a move reads."""
_MOVE_ENVIRON = tuple(f"HTTP_{name.upper().replace('-', '_')}" for name in _MOVE_HEADERS)
"""Their names in the WSGI environ (where werkzeug's ``request.headers`` reads them)."""
_P400_RESUME = (400, "Last-Event-ID is not a version number")
_P429 = (429, "Too many requests from this client address (only where RATE_LIMIT is set); Retry-After")


def session_blueprint(service: SessionService, settings: Settings, limiter: Limiter) -> tuple[Blueprint, LeanRoute]:
    """The session routes, and the lean dispatch's route for their moves."""
    blp = Blueprint(
        "sessions",
        __name__,
        url_prefix="/v1/sessions",
        description="Server-held matches: per-seat tokens and views, versions, idempotent moves",
    )
    answering = held_problems(settings.session_retry_after_seconds, settings.store_full_retry_after_seconds)
    limited = limit_creation(limiter, settings.session_create_limit, SESSION_CREATION)

    @blp.route("")
    class Sessions(MethodView):
        @blp.doc(operationId="createSession", security=NO_CREDENTIALS)
        @blp.arguments(s.SessionCreateSchema(), example=SESSION_EXAMPLE)
        @blp.response(201, ref("SessionView"), description="The session, its tokens and the first deal's public view")
        @_doc_problems(
            blp,
            (400, "Unknown game, bad rules, seats, scores or dealer"),
            (403, "A seed where the deployment does not enable test seeds"),
            (422, "The given scores already end the match (rule game_over)"),
            (429, "This client address has created SESSION_CREATE_LIMIT sessions, or met RATE_LIMIT; Retry-After"),
            (
                503,
                "No room for a new session (store_full: the running matches keep playing), or the store is "
                "unreachable or out of memory; Retry-After",
            ),
        )
        @answering
        @limited
        def post(self, body):
            """Start a match: the server shuffles, commits to the deck order and deals."""
            answer, tokens = service.create(body)
            view = {**answer.body, "tokens": tokens}
            location = f"/v1/sessions/{view['session_id']}"
            return json_response(view, 201, headers={"ETag": etag(answer.version), "Location": location, **NO_STORE})

    @blp.route("/<string:session_id>", parameters=[_SESSION_ID])
    class Session(MethodView):
        @blp.doc(operationId="getSession", security=SEAT_OR_REFEREE, parameters=["IfNoneMatch"])
        @blp.response(200, ref("SessionView"), description="The session as the token may see it")
        @_doc_problems(blp, _P401, _P404, _P429, _P503)
        @blp.doc(responses=NOT_MODIFIED)
        @answering
        def get(self, session_id: str):
            """The session as the token's seat may see it (the referee sees all); ETag carries the version."""
            answer = service.view(session_id, bearer())
            return not_modified(request, etag(answer.version), NO_STORE) or _answer(answer)

        @blp.doc(operationId="deleteSession", security=SEAT_OR_REFEREE)
        @blp.response(204, description="Deleted")
        @_doc_problems(blp, _P401, (403, "Not the referee's token"), _P404, _P429, _P503)
        @answering
        def delete(self, session_id: str):
            """End a session (referee token only)."""
            service.delete(session_id, bearer())
            return Response(status=204, headers=NO_STORE)

    action_schema = s.SessionActionSchema()

    @answering
    def move(session_id: str, body: Any, authorization: str | None, if_match: str | None, key: str | None) -> Answer:
        return service.act(session_id, bearer_in(authorization), body, if_match, key)

    def lean_move(body: Any, environ: dict[str, Any], args: dict[str, str]) -> LeanAnswer:
        authorization, if_match, key = (environ.get(name) for name in _MOVE_ENVIRON)
        return _lean_answer(move(args["session_id"], body, authorization, if_match, key))

    @blp.route("/<string:session_id>/actions", parameters=[_SESSION_ID])
    class Actions(MethodView):
        @blp.doc(operationId="postSessionAction", security=SEAT_OR_REFEREE, parameters=[_IF_MATCH, _IDEMPOTENCY])
        @blp.arguments(action_schema, example=SESSION_ACTION_EXAMPLE)
        @blp.response(200, ref("SessionView"), description="The poster's new view; ETag is the new version")
        @_doc_problems(
            blp,
            (400, "A malformed action, or one naming the card(s) it would take from the stock"),
            _P401,
            (403, "The referee's token, or a seat field naming another seat"),
            _P404,
            (
                409,
                "Not this seat's turn (rule not_your_turn; turn_over once it has ended), the match is over "
                "(game_over), or the session has stopped at a limit (session_limit_reached: limit, maximum)",
            ),
            (412, "If-Match names another version than the session's"),
            (422, "The action breaks a rule (legal_actions only for the seat to act); or a reused Idempotency-Key"),
            (428, "If-Match is missing"),
            _P429,
            _P503,
        )
        def post(self, body, session_id: str):
            """Post one action for the token's seat.

            The session deals from its own secret stock: a draw, hit or exchange leaves out the
            cards it takes (``card`` of a stock draw or a hit, ``draw`` of an exchange; 400 if
            named, whatever they name), and the answer shows the seat what it got.
            """
            authorization, if_match, key = (request.headers.get(name) for name in _MOVE_HEADERS)
            return _answer(move(session_id, body, authorization, if_match, key))

    @blp.route("/<string:session_id>/log", parameters=[_SESSION_ID])
    class Log(MethodView):
        @blp.doc(operationId="getSessionLog", security=SEAT_OR_REFEREE)
        @blp.response(200, ref("SessionLog"), description="Every deal's actions; order and salt of finished deals")
        @_doc_problems(blp, _P401, _P404, _P429, _P503)
        @answering
        def get(self, session_id: str):
            """The match history as the token may see it; a finished deal reveals its order and salt."""
            return _answer(service.log(session_id, bearer()))

    _record_problems = (
        _P401,
        (403, "A seat's token while the match goes on (match_in_progress)"),
        _P404,
        _P429,
        _P503,
    )

    @blp.route("/<string:session_id>/record", parameters=[_SESSION_ID, _RECORD_FORMAT])
    class Record(MethodView):
        @blp.doc(
            operationId="getSessionRecord",
            security=SEAT_OR_REFEREE,
            responses={
                "308": {
                    "description": "format=egn: the EGN document is GET /v1/sessions/{session_id}/record/egn "
                    "(Location), asked again with the same token",
                    "headers": {"Location": {"schema": {"type": "string"}}},
                }
            },
        )
        @blp.response(200, ref("MatchRecord"), description="The match as a match record (POST /v1/matches/validate)")
        @_doc_problems(blp, (400, "format is neither match nor egn: errors names the field"), *_record_problems)
        @answering
        def get(self, session_id: str):
            """The match as a match record: every deal's hands, stock and actions, and what the session scored.

            The referee's token at any time (the current deal last, unfinished); a seat's once the match is over.
            ``format=egn`` is sent on to ``GET /v1/sessions/{session_id}/record/egn`` (308), the same match in
            Euchre Game Notation.
            """
            form = request.args.get("format", "match")
            if form not in RECORD_FORMATS:
                raise InvalidInput.at("format", fault("not_format", formats=list(RECORD_FORMATS), given=repr(form)))
            service.check_id(session_id)
            if form == "egn":
                location = url_for(f"{blp.name}.RecordEgn", session_id=session_id)
                return Response(status=308, headers={**NO_STORE, "Location": location})
            return _answer(service.record(session_id, bearer()))

    @blp.route("/<string:session_id>/record/egn", parameters=[_SESSION_ID])
    class RecordEgn(MethodView):
        @blp.doc(operationId="getSessionEgn", security=SEAT_OR_REFEREE)
        @blp.response(200, ref("EgnDocument"), description="The match as an EGN document (Euchre only)")
        @_doc_problems(
            blp,
            (400, "a game other than Euchre, or rules EGN cannot say: errors names the field"),
            *_record_problems,
        )
        @answering
        def get(self, session_id: str):
            """The match in Euchre Game Notation (service/matches/egn): what GET .../record answers, written as EGN.

            The same tokens as the match record: the referee's at any time, a seat's once the match is over.
            A match in progress is written up to its last deal with a call, and reads back with
            POST /v1/matches/import/egn.
            """
            answer = service.record(session_id, bearer())
            body = write_egn(answer.body, max_deals=settings.max_match_deals, max_actions=settings.max_actions)
            return _answer(replace(answer, written=dumps(body)))

    add_events_route(blp, service, settings, answering, _SESSION_ID, dict([_P401, _P404, _P429, _P503, _P400_RESUME]))
    return blp, LeanRoute(f"{blp.name}.{Actions.__name__}", schema_loader(action_schema), lean_move)


def register_session_routes(app: ArbitroFlask, api: Api, settings: Settings, limiter: Limiter) -> Dependency:
    """Build the store and the session service, add the routes; the dependency they have on the store."""
    store = configured_store(settings)
    service = SessionService(store, settings)
    app.extensions["arbitro.sessions"] = service
    for name, schema in (
        ("Tokens", s.TokensSchema),
        ("SessionLimits", s.SessionLimitsSchema),
        ("Reshuffle", s.ReshuffleSchema),
    ):
        api.spec.components.schema(name, schema=schema)
    for name, component in session_views.components().items():
        api.spec.components.schema(name, component=component)
    blp, lean_moves = session_blueprint(service, settings, limiter)
    api.register_blueprint(blp)
    add_lean_route(app, lean_moves)
    return Dependency(store.kind, store.check)
