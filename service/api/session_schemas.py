"""marshmallow schemas of the session endpoints (docs/API.md §5): the requests validated, and the parts of the
answers every game shares (the answers themselves, one per game: service/api/session_views.py)."""

from __future__ import annotations

from typing import Any

from marshmallow import INCLUDE, Schema, fields, validate
from marshmallow.types import UnknownOption

from ..sessions.record import STOP_CAUSES
from .request_fields import match_score, optional_integer


class SessionCreateSchema(Schema):
    game = fields.String(required=True, metadata={"description": "game id: ecarte, euchre, sette-e-mezzo, ramino"})
    rules = fields.Dict(
        load_default=None, allow_none=True, metadata={"description": "{variant, ...options}; defaults when omitted"}
    )
    seats = optional_integer(
        "number of seats, within the range the rules allow: GET /v1/games/{game} lists it "
        "('seats': min and max over every rule, the rule options it depends_on, and per variant its range "
        "and the default dealt when seats is omitted); outside it a 400 names seats and the range"
    )
    seed = optional_integer("reproducible deals, only where the deployment enables test seeds (else 403)")
    scores = fields.List(
        match_score(),
        load_default=None,
        allow_none=True,
        metadata={"description": "the match score to start from (zeros when omitted)"},
    )
    dealer = optional_integer("the first deal's dealer (banker); drawn at random when omitted")


class SessionActionSchema(Schema):
    """One action in the game's vocabulary (docs/API.md §4), without ``seat``: the token says who acts."""

    class Meta:
        unknown = INCLUDE

    type = fields.String(required=True, metadata={"description": "the action type, e.g. play, pass, bet"})
    seat = fields.Integer(
        strict=True, metadata={"description": "optional; if given it must be the token's own seat (else 403)"}
    )

    def load(
        self, data: Any, *, many: bool | None = None, partial: Any = None, unknown: UnknownOption | None = None
    ) -> Any:
        """The action as loaded: a well-formed one (an object whose ``type`` is a string and whose ``seat``, if
        given, an integer) is its own fields, which is what the schema makes of it; anything else goes through
        the schema, which says what is wrong.  A move's body is a few fields, and the schema's per-field
        machinery cost more than the rest of reading it."""
        if many is None and partial is None and unknown is None and _well_formed(data):
            return dict(data)
        return super().load(data, many=many, partial=partial, unknown=unknown)


def _well_formed(data: Any) -> bool:
    return (
        type(data) is dict
        and type(data.get("type")) is str
        and ("seat" not in data or type(data["seat"]) is int)  # not bool: the schema refuses true and false
    )


class TokensSchema(Schema):
    seats = fields.List(
        fields.String(), required=True, metadata={"description": "one bearer token per seat, in seat order"}
    )
    referee = fields.String(
        required=True, metadata={"description": "the referee's bearer token: sees everything, cannot act"}
    )


class SessionLimitsSchema(Schema):
    """What bounds the session (docs/OPERATIONS.md, "Limits"), and how far it has gone (every field always given:
    ``required`` says so to generators; this schema only documents the answer)."""

    max_actions = fields.Integer(
        required=True, metadata={"description": "the most actions the session takes (SESSION_MAX_ACTIONS)"}
    )
    actions_taken = fields.Integer(
        required=True, metadata={"description": "the actions taken so far, every deal included"}
    )
    max_deal_actions = fields.Integer(
        required=True,
        metadata={
            "description": "the most actions one deal takes (MAX_ACTIONS: the most a match record's deal holds, "
            "so that every deal the session plays can be replayed and its record validated)"
        },
    )
    max_deals = fields.Integer(
        required=True, metadata={"description": "the most deals the session deals (SESSION_MAX_DEALS)"}
    )
    lifetime_ends_at = fields.Integer(
        required=True,
        metadata={
            "description": "when the session is gone however active (Unix time, seconds; SESSION_LIFETIME_SECONDS "
            "after its creation); an idle session goes sooner (SESSION_TTL_SECONDS after its last write)"
        },
    )
    stopped = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(STOP_CAUSES),
        metadata={
            "description": "the limit the session stopped at (nobody is to act; an action is a 409 "
            "session_limit_reached); boards: a duplicate tournament's table has played its boards; null while it plays"
        },
    )


class ReshuffleSchema(Schema):
    commitment = fields.String(required=True, metadata={"description": "the new stock's commitment, same encoding"})
    order = fields.List(fields.String(), metadata={"description": "once revealed: the stock's order, top first"})
    salt = fields.String(metadata={"description": "once revealed: the commitment's salt"})
