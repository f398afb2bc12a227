"""The director's changes to a tournament as the evening goes (docs/TOURNAMENTS.md, "The director's evening"):

- ``POST /v1/tournaments/{id}/players`` ``{"name"}`` -> 201: a late arrival, seated from the next unplayed round;
- ``DELETE /v1/tournaments/{id}/players/{name}`` -> 204: a withdrawal, taken out of the later rounds;
- ``POST /v1/tournaments/{id}/players/{name}/substitute`` ``{"name", "from_round", "to_round"?}`` -> 200: a
  substitute in the player's seats still to play;
- ``POST /v1/tournaments/{id}/rounds/{r}/close`` -> 200: the round closed as it stands;
- ``POST /v1/tournaments/{id}/rounds/{r}/tables/{t}/token`` -> 201: a token for the table to post its own first
  result.

Each needs the director's token; the remaining rounds are planned again (:mod:`service.tournaments.roster`), what
was played is kept, and a refusal changes nothing.  The work is :mod:`service.tournaments.directing`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Response
from flask.views import MethodView

from ..sessions import etag
from ..tournaments.directing import add_player, close_round, issue_table_token, substitute_player, withdraw_player
from ..tournaments.held import Held, TournamentService
from . import tournament_schemas as t
from .blueprint import ArbitroBlueprint as Blueprint
from .credentials import bearer
from .jsonio import json_response
from .spec import DIRECTOR, problem_responses
from .tournament_common import ID, NO_STORE, P404, P503, ROUND, TABLE, tournament_body

_NAME = {
    "in": "path",
    "name": "name",
    "required": True,
    "schema": {"type": "string"},
    "description": "the player's name, in any letter case",
    "example": "Ann",
}
_TOKEN = {401: "No token (missing_token)", 403: "Not the director's token (director_only)"}
_REPLANNED = (
    "pairs' teams are fixed (teams_fixed); every round has started (rounds_over); the players left cannot be "
    "seated (roster_unplayable: reason, the schedule's refusal)"
)


def director_routes(blp: Blueprint, service: TournamentService, answering: Callable, problems: Callable) -> None:
    """The late arrival, the withdrawal, the substitute, the round closed and the table's token, on the tournaments'
    blueprint."""

    def answer(held: Held, status: int) -> Response:
        return json_response(tournament_body(service, held), status, headers={"ETag": etag(held.version), **NO_STORE})

    @blp.route("/<string:tournament_id>/players", parameters=[ID])
    class Players(MethodView):
        @blp.doc(operationId="addTournamentPlayer", security=DIRECTOR)
        @blp.arguments(t.PlayerPostSchema(), example={"name": "Lou"})
        @blp.response(201, t.TournamentSchema, description="The tournament, the remaining rounds seating the player")
        @blp.doc(
            responses=problem_responses(
                {
                    400: "name is missing, empty, longer than 40 characters or a player's already",
                    **_TOKEN,
                    404: P404[1],
                    409: _REPLANNED,
                    503: P503[1],
                }
            )
        )
        @answering
        @problems
        def post(self, body, tournament_id: str):
            """A late arrival (director): seated from the next unplayed round, the remaining rounds planned again."""
            return answer(add_player(service, tournament_id, bearer(), body["name"]), 201)

    @blp.route("/<string:tournament_id>/players/<string:name>", parameters=[ID, _NAME])
    class Player(MethodView):
        @blp.doc(operationId="withdrawTournamentPlayer", security=DIRECTOR)
        @blp.response(204, description="Withdrawn: out of the rounds from the next unplayed one; results kept")
        @blp.doc(
            responses=problem_responses(
                {
                    **_TOKEN,
                    404: "No such tournament, or no player of that name (player_not_found)",
                    409: "The player has withdrawn already (player_withdrawn), or substitutes another for some rounds "
                    f"only (player_substitute); {_REPLANNED}",
                    503: P503[1],
                }
            )
        )
        @answering
        @problems
        def delete(self, tournament_id: str, name: str):
            """A withdrawal (director): the player leaves the remaining rounds, planned again; his results stay."""
            held = withdraw_player(service, tournament_id, bearer(), name)
            return Response(status=204, headers={"ETag": etag(held.version), **NO_STORE})

    @blp.route("/<string:tournament_id>/players/<string:name>/substitute", parameters=[ID, _NAME])
    class Substitute(MethodView):
        @blp.doc(operationId="substituteTournamentPlayer", security=DIRECTOR)
        @blp.arguments(t.SubstitutePostSchema(), example={"name": "Zoe", "from_round": 3})
        @blp.response(200, t.TournamentSchema, description="The tournament, the substitute in the player's seats")
        @blp.doc(
            responses=problem_responses(
                {
                    400: "name is missing, empty, longer than 40 characters or a player's already; from_round or "
                    "to_round is no round of the schedule, or to_round comes before from_round",
                    **_TOKEN,
                    404: "No such tournament, or no player of that name (player_not_found)",
                    409: "A table of the player's in those rounds has a result or a session, or its round is closed "
                    "(seat_played: field, round, table); the player sits at no table in those rounds "
                    "(player_unseated); a withdrawn player's place taken for good from after the next unplayed "
                    "round (player_withdrawn: field, first)",
                    503: P503[1],
                }
            )
        )
        @answering
        @problems
        def post(self, body, tournament_id: str, name: str):
            """A substitute (director): a new player takes the player's seats at the tables still to play, from
            from_round to to_round (absent: every remaining round); what was played stays."""
            held = substitute_player(
                service, tournament_id, bearer(), name, body["name"], body["from_round"], body["to_round"]
            )
            return answer(held, 200)

    @blp.route("/<string:tournament_id>/rounds/<int:round>/close", parameters=[ID, ROUND])
    class CloseRound(MethodView):
        @blp.doc(operationId="closeTournamentRound", security=DIRECTOR)
        @blp.response(200, t.TournamentSchema, description="The tournament, the round in closed_rounds")
        @blp.doc(responses=problem_responses({**_TOKEN, 404: "No such tournament or round", 503: P503[1]}))
        @answering
        @problems
        def post(self, tournament_id: str, round: int):
            """Close a round as it stands (director): its tables without a result take none, its boards are shown."""
            return answer(close_round(service, tournament_id, bearer(), round), 200)

    @blp.route("/<string:tournament_id>/rounds/<int:round>/tables/<int:table>/token", parameters=[ID, ROUND, TABLE])
    class TableToken(MethodView):
        @blp.doc(operationId="issueTableToken", security=DIRECTOR)
        @blp.response(201, t.TableTokenSchema, description="The table's token, shown once")
        @blp.doc(responses=problem_responses({**_TOKEN, 404: "No such tournament, round or table", 503: P503[1]}))
        @answering
        @problems
        def post(self, tournament_id: str, round: int, table: int):
            """A token for the table to post its own first result (director); issued again, it replaces the old."""
            held, issued = issue_table_token(service, tournament_id, bearer(), round, table)
            answer = {"round": round, "table": table, "token": issued}
            return json_response(answer, 201, headers={"ETag": etag(held.version), **NO_STORE})
