"""The match endpoints (docs/API.md §7): a match record's schema, and its verdict.

- ``GET /v1/matches/schema``: the match record as a JSON Schema (draft 2020-12).
- ``POST /v1/matches/validate``: the body is a match record; the answer replays it deal by deal
  (service/matches) - always 200 for a well-formed record, with every violation found; a record
  that is not one is a 400 naming each bad field by its path, and nothing else.
- ``POST /v1/matches/import/egn``: the body is an EGN document (Euchre Game Notation); the answer
  is its match record (service/matches/egn), or a 400 naming each field that is not EGN (or asks
  for a rule Arbitro does not play) by its path in the document.

The work is done by :mod:`service.matches`; this module only reads the body and lays out the answer.
"""

from __future__ import annotations

from flask.views import MethodView
from flask_smorest import Api

from ..config import Settings
from ..fast_paths.request_body import json_body_reader
from ..matches import FORMAT, read_record, validate_match
from ..matches.egn import import_egn
from .answers import ref
from .blueprint import ArbitroBlueprint as Blueprint
from .examples import egn_example, match_example
from .jsonio import json_response
from .match_schemas import components, record_json_schema
from .spec import NO_CREDENTIALS, problem_responses

_PROBLEMS = {
    400: "The body is no match record: errors names each bad field by its path (deals.3.actions.2.card)",
    413: "The body is larger than the service accepts (max_body_bytes)",
    429: "Too many requests from this client (only where RATE_LIMIT is set)",
}


def register_match_routes(api: Api, settings: Settings) -> None:
    """Add the match record's components and the match endpoints."""
    max_deals, max_actions = settings.max_match_deals, settings.max_actions
    for name, component in components(max_deals, max_actions).items():
        api.spec.components.schema(name, component=component)
    blp = Blueprint("matches", __name__, url_prefix="/v1/matches", description="Whole matches: the match record")
    example = match_example()
    json_body = json_body_reader()

    @blp.route("/schema")
    class MatchSchema(MethodView):
        @blp.doc(
            operationId="getMatchRecordSchema",
            security=NO_CREDENTIALS,
            responses={
                "200": {
                    "description": f"The match record ({FORMAT}) as a JSON Schema, draft 2020-12",
                    "content": {"application/json": {"schema": {"type": "object"}}},
                },
                **problem_responses({429: _PROBLEMS[429]}),
            },
        )
        def get(self):
            """The match record as a self-contained JSON Schema, each game's rules, deal and actions tied to it."""
            return json_response(record_json_schema(max_deals, max_actions))

    @blp.route("/validate")
    class MatchValidation(MethodView):
        @blp.doc(
            operationId="validateMatch",
            security=NO_CREDENTIALS,
            requestBody={
                "required": True,
                "content": {"application/json": {"schema": ref("MatchRecord"), "example": example}},
            },
            responses={
                "200": {
                    "description": "Every deal's verdict in order, and the match's result",
                    "content": {"application/json": {"schema": ref("MatchVerdict")}},
                },
                **problem_responses(_PROBLEMS),
            },
        )
        def post(self):
            """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
            results checked; the match's winner and the deal that decided it."""
            return json_response(validate_match(read_record(json_body(), max_deals=max_deals, max_actions=max_actions)))

    @blp.route("/import/egn")
    class EgnImport(MethodView):
        @blp.doc(
            operationId="importEgn",
            security=NO_CREDENTIALS,
            requestBody={
                "required": True,
                "content": {"application/json": {"schema": ref("EgnDocument"), "example": egn_example()}},
            },
            responses={
                "200": {
                    "description": "The game as a match record: the EGN ruleset as Euchre's options, each card "
                    "with the seat that played it",
                    "content": {"application/json": {"schema": ref("MatchRecord")}},
                },
                **problem_responses(
                    {
                        **_PROBLEMS,
                        400: "The body is no EGN document, or asks for a rule Arbitro does not play: errors names "
                        "each bad field by its path in the document (deals.3.phases.1.tricks.2)",
                    }
                ),
            },
        )
        def post(self):
            """Read an EGN document (Euchre Game Notation 1.x) as a match record, ready for POST /v1/matches/validate.

            The seat of each card is derived as an EGN reader does: the first lead from the dealer's left (or the
            loner's, LEFT_OF_LONER), each later trick led by the winner of the one before.
            """
            return json_response(import_egn(json_body(), max_deals=max_deals, max_actions=max_actions))

    api.register_blueprint(blp)
