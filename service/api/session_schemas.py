"""marshmallow schemas of the session endpoints (docs/API.md §5): requests validated, answers documented."""

from __future__ import annotations

from typing import Any

from marshmallow import INCLUDE, Schema, fields, validate
from marshmallow.types import UnknownOption

from ..games.registry import ENGINES
from ..sessions.record import STOP_CAUSES
from .answers import NULL
from .request_fields import match_score, optional_integer
from .schemas import schema_name


def any_game(suffix: str, description: str, *, nullable: bool = False) -> fields.Raw:
    """A field holding one game's ``<Game><suffix>`` (the session's game says which), or null if ``nullable``."""
    refs = [{"$ref": f"#/components/schemas/{schema_name(engine, suffix)}"} for engine in ENGINES.values()]
    return fields.Raw(metadata={"anyOf": refs + ([NULL] if nullable else []), "description": description})


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
    seats = fields.List(fields.String(), metadata={"description": "one bearer token per seat, in seat order"})
    referee = fields.String(metadata={"description": "the referee's bearer token: sees everything, cannot act"})


class LastDealSchema(Schema):
    deal_number = fields.Integer()
    dealer = fields.Integer()
    deal_result = any_game("DealResult", "how the deal ended", nullable=True)
    scores_before = fields.List(fields.Float(allow_none=True))
    scores_after = fields.List(fields.Float(allow_none=True))


class SessionLimitsSchema(Schema):
    """What bounds the session (docs/OPERATIONS.md, "Limits"), and how far it has gone."""

    max_actions = fields.Integer(metadata={"description": "the most actions the session takes (SESSION_MAX_ACTIONS)"})
    actions_taken = fields.Integer(metadata={"description": "the actions taken so far, every deal included"})
    max_deal_actions = fields.Integer(
        metadata={
            "description": "the most actions one deal takes (MAX_ACTIONS: the most a match record's deal holds, "
            "so that every deal the session plays can be replayed and its record validated)"
        }
    )
    max_deals = fields.Integer(metadata={"description": "the most deals the session deals (SESSION_MAX_DEALS)"})
    lifetime_ends_at = fields.Integer(
        metadata={
            "description": "when the session is gone however active (Unix time, seconds; SESSION_LIFETIME_SECONDS "
            "after its creation); an idle session goes sooner (SESSION_TTL_SECONDS after its last write)"
        }
    )
    stopped = fields.String(
        allow_none=True,
        validate=validate.OneOf(STOP_CAUSES),
        metadata={
            "description": "the limit the session stopped at (nobody is to act; an action is a 409 "
            "session_limit_reached); boards: a duplicate tournament's table has played its boards; null while it plays"
        },
    )


class SessionViewSchema(Schema):
    """A session as one token may see it (the creator gets the public view, with every token)."""

    session_id = fields.String()
    version = fields.Integer(metadata={"description": 'the session version; the ETag is "v<version>"'})
    game = fields.String(validate=validate.OneOf(list(ENGINES)))
    rules = any_game("Rules", "the match's rules in full, as resolved")
    seats = fields.Integer()
    role = fields.String(
        validate=validate.OneOf(["seat", "referee", "public"]),
        metadata={"description": "seat, referee, or public (the creation answer)"},
    )
    seat = fields.Integer(allow_none=True, metadata={"description": "the token's seat; null for the referee"})
    deal_number = fields.Integer(metadata={"description": "1 for the match's first deal"})
    dealer = fields.Integer()
    deck_commitment = fields.String(
        metadata={"description": 'sha256((",".join(order) + ":" + salt).encode("ascii")), hex; see the log'}
    )
    deck_start = fields.Integer(
        metadata={"description": "cards of the committed order used by earlier deals (a continuous deck); else 0"}
    )
    reshuffle_commitments = fields.List(
        fields.String(),
        metadata={"description": "the commitment of each stock remade in this deal, same encoding; see the log"},
    )
    scores = fields.List(fields.Float(allow_none=True), metadata={"description": "the match score before this deal"})
    pool = fields.Raw(
        allow_none=True,
        metadata={
            "anyOf": [{"$ref": "#/components/schemas/MatchPool"}, NULL],
            "description": "the match's pool before this deal (its antes and every stake paid), taken by the winner "
            "once the match is over; null: no pool in this game (every game but set-back euchre)",
        },
    )
    game_over = fields.Boolean()
    winner = fields.Integer(allow_none=True)
    to_act = fields.Integer(allow_none=True)
    limits = fields.Nested(SessionLimitsSchema)
    legal_actions = fields.List(
        any_game("LegalAction", "an action the seat may post (without seat)"),
        metadata={
            "description": "the token's seat's legal actions when it is to act (the referee's: the seat to "
            "act's); else empty"
        },
    )
    deal = fields.Raw(
        metadata={
            "anyOf": [
                {"$ref": f"#/components/schemas/{schema_name(engine, suffix)}"}
                for engine in ENGINES.values()
                for suffix in ("SeatView", "Report")
            ],
            "description": "the game's seat view (own cards, others' counts, public facts; no legal_actions); "
            "referee: the full report",
        }
    )
    dealt = any_game("Deal", "referee only: the deal as dealt, every hand and the stock")
    seat_views = fields.List(
        any_game("SeatView", "a seat's view"), metadata={"description": "referee only: every seat's view"}
    )
    last_deal = fields.Nested(LastDealSchema, allow_none=True)
    tokens = fields.Nested(TokensSchema, metadata={"description": "creation answer only"})


class ReshuffleSchema(Schema):
    commitment = fields.String(required=True, metadata={"description": "the new stock's commitment, same encoding"})
    order = fields.List(fields.String(), metadata={"description": "once revealed: the stock's order, top first"})
    salt = fields.String(metadata={"description": "once revealed: the commitment's salt"})


class LoggedDealSchema(Schema):
    deal_number = fields.Integer()
    finished = fields.Boolean()
    dealer = fields.Integer()
    deck_commitment = fields.String()
    order = fields.List(
        fields.String(),
        metadata={
            "description": "finished deals only: the deck order, top first; withheld while a later deal still "
            "draws from it (a continuous deck), like salt, deal and a reshuffle's order"
        },
    )
    salt = fields.String(metadata={"description": "finished deals only: the commitment's salt (64 hex digits)"})
    deck_start = fields.Integer(metadata={"description": "the deal was dealt from order[deck_start:]"})
    reshuffles = fields.List(
        fields.Nested(ReshuffleSchema),
        metadata={"description": "each stock remade in the deal: commitment; order and salt once revealed"},
    )
    deal = any_game("Deal", "finished deals only: the deal as dealt from that order")
    actions = fields.List(
        fields.Dict(),
        metadata={
            "description": "canonical actions; in the current deal another seat's face-down cards are replaced "
            "by counts in 'hidden' (field -> number of cards)"
        },
    )
    deal_result = any_game("DealResult", "how the deal ended", nullable=True)
    scores_before = fields.List(fields.Float(allow_none=True))
    scores_after = fields.List(fields.Float(allow_none=True))


class SessionLogSchema(Schema):
    session_id = fields.String()
    version = fields.Integer()
    game = fields.String()
    seats = fields.Integer()
    commitment_encoding = fields.String()
    deals = fields.List(fields.Nested(LoggedDealSchema))
