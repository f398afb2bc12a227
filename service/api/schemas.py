"""marshmallow schemas: the request envelopes that validate input, and the documented shapes.

marshmallow checks each request's envelope.  Inside it, ``rules``, ``deal`` and each action
are checked by the engine that owns them (RuleBook, DealReader, Vocabulary: plain Python,
with the same dotted field paths, and far cheaper per object than a schema library), and are
documented from those same declarations, so ``openapi.yaml`` says exactly what the engines
accept.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate

from ..engine import GameEngine
from ..engine.actions import LAYOFF_ENDS, ActionType
from ..engine.options import Option
from ..engine.scoring import SCORE_LIMIT
from ..messages import fault
from .unions import nullable, one_of


def _meld_items_schema(**optional: dict[str, Any]) -> dict[str, Any]:
    """A list of ``{meld, cards}`` objects, with ``optional`` further properties."""
    properties = {"meld": {"type": "integer"}, "cards": {"type": "array", "items": {"type": "string"}}, **optional}
    return {
        "type": "array",
        "items": {
            "type": "object",
            "properties": properties,
            "required": ["meld", "cards"],
            "additionalProperties": False,
        },
    }


ACTION_KIND_SCHEMAS: dict[str, dict[str, Any]] = {
    "card": {"type": "string", "example": "AS"},
    "cards": {"type": "array", "items": {"type": "string"}},
    "card_lists": {"type": "array", "items": {"type": "array", "items": {"type": "string"}}},
    "boolean": {"type": "boolean"},
    "integer": {"type": "integer"},
    "number": {"type": "number"},
    "suit": {"type": "string", "example": "H"},
    "string": {"type": "string"},
    "layoffs": _meld_items_schema(
        end=nullable(
            {"type": "string", "enum": list(LAYOFF_ENDS)},
            "low or high: where jokers go when they could stand at either end of a run (then required: rules "
            "§2.4, §6.3)",
        )
    ),
    "swaps": _meld_items_schema(),
}


def schema_name(engine: GameEngine, suffix: str) -> str:
    return "".join(part.capitalize() for part in engine.game_id.split("-")) + suffix


def action_json_schema(action_type: ActionType) -> dict[str, Any]:
    """The JSON schema of one action type, from its vocabulary entry."""
    properties: dict[str, Any] = {
        "seat": {"type": "integer", "description": "the acting seat"},
        "type": {"type": "string", "enum": [action_type.name], "description": action_type.meaning},
    }
    required = ["seat", "type"]
    for fld in action_type.fields:
        prop = dict(copy.deepcopy(ACTION_KIND_SCHEMAS[fld.kind]), description=fld.meaning)
        if fld.choices:
            prop["enum"] = list(fld.choices)
        if fld.default is not None:
            prop["default"] = fld.default
        properties[fld.name] = prop if fld.required else nullable(prop)
        if fld.required:
            required.append(fld.name)
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def _json_value(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _values_by_variant(engine: GameEngine, option: Option) -> dict[str, Any]:
    """Each variant's value of ``option`` (the default where the variant leaves it)."""
    return {v.name: _json_value(v.values.get(option.name, option.default)) for v in engine.rule_book.variants}


def _choices(option: Option) -> dict[str, Any]:
    """The keywords that restrict an option to its choices.

    An ``enum`` where its values are strings or integers; a number option's choices (Sette e
    Mezzo's ``lone_matta_value``: 7 or 0.5) as a ``oneOf`` of numbers each pinned by its bounds,
    since a generator types an enum by its values and has no type for an enum of 7 and 0.5.
    """
    choices = list(option.choices or ())
    if option.type != "number":
        return {"enum": choices}
    return {"oneOf": [{"type": "number", "minimum": c, "maximum": c} for c in choices]}


def rules_json_schema(engine: GameEngine) -> dict[str, Any]:
    """The documented shape of ``rules`` for one game, from its RuleBook.

    An option that a variant sets carries no ``default``: a generated client would send that
    default, and so override the variant named beside it. Its description states each
    variant's value instead (as ``GET /v1/games/{game}`` lists them).
    """
    book = engine.rule_book
    properties: dict[str, Any] = {
        "variant": {
            "type": "string",
            "enum": [v.name for v in book.variants],
            "default": book.default_variant,
            "description": "; ".join(f"{v.name}: {v.meaning}" for v in book.variants),
        }
    }
    for option in book.options:
        by_variant = _values_by_variant(engine, option)
        shape: dict[str, Any] = {"type": option.type}
        if option.type == "array":
            shape["items"] = {}
        if option.choices is not None:
            shape.update(_choices(option))
        if option.minimum is not None:
            shape["minimum"] = option.minimum
        if option.maximum is not None:
            shape["maximum"] = option.maximum
        prop = nullable(shape) if option.nullable else shape
        if len({repr(v) for v in by_variant.values()}) == 1:
            prop["description"] = option.meaning
            if option.default is not None:
                prop["default"] = _json_value(option.default)
        else:
            values = "; ".join(f"{name}: {json.dumps(value)}" for name, value in by_variant.items())
            prop["description"] = f"{option.meaning.rstrip('.')}. Omitted: the variant's value ({values})."
        properties[option.name] = prop
    return {"type": "object", "properties": properties, "additionalProperties": False}


_DEAL_KIND_SCHEMAS: dict[str, dict[str, Any]] = {
    "seat": {"type": "integer", "minimum": 0},
    "integer": {"type": "integer"},
    "card": {"type": "string", "example": "9H"},
    "cards": {"type": "array", "items": {"type": "string"}},
    "integers": {"type": "array", "items": {"type": "integer"}},
    "card_lists": {"type": "array", "items": {"type": "array", "items": {"type": "string"}}},
    "hands": {"type": "array", "items": nullable({"type": "array", "items": {"type": "string"}})},
}


def deal_json_schema(engine: GameEngine) -> dict[str, Any]:
    """The documented shape of ``deal`` for one game, from the fields its engine reads (aliases included)."""
    properties = {}
    for f in engine.deal_fields:
        kind = _DEAL_KIND_SCHEMAS[f.kind]
        read = dict(copy.deepcopy(kind), description=f.meaning)
        properties[f.name] = read if f.required else nullable(read)
        for alias in f.aliases:
            about = f"Another name for {f.name} (give one of the two, or both with the same value)."
            properties[alias] = nullable(dict(copy.deepcopy(kind), description=about))
    required = [f.name for f in engine.deal_fields if f.required]
    return {"type": "object", "properties": properties, "additionalProperties": False} | (
        {"required": required} if required else {}
    )


def _a_list_of_at_most(limit: int):
    def check(value: Any) -> None:
        if not isinstance(value, list):
            raise ValidationError([fault("not_action_list")])
        if len(value) > limit:
            raise ValidationError([fault("too_many_actions", count=len(value), limit=limit)])

    return check


def replay_request_schema(engine: GameEngine, max_actions: int) -> type[Schema]:
    """The body of adjudicate, legal-actions and validate for one game."""
    return Schema.from_dict(
        {
            "rules": fields.Dict(
                load_default=dict,
                metadata={"allOf": [{"$ref": f"#/components/schemas/{schema_name(engine, 'Rules')}"}]},
            ),
            "scores": fields.List(
                fields.Integer(strict=True, validate=validate.Range(min=-SCORE_LIMIT, max=SCORE_LIMIT)),
                load_default=None,
                allow_none=True,
                metadata={"description": "the match score before this deal (zeros when omitted)"},
            ),
            "deal": fields.Dict(
                required=True,
                metadata={"allOf": [{"$ref": f"#/components/schemas/{schema_name(engine, 'Deal')}"}]},
            ),
            "actions": fields.Raw(
                load_default=list,
                validate=_a_list_of_at_most(max_actions),
                metadata={
                    "type": "array",
                    "maxItems": max_actions,
                    "description": "the history, in order; each action is checked by the game's vocabulary",
                    "items": one_of("type", {t.name: action_schema_name(engine, t) for t in engine.vocabulary.types}),
                },
            ),
            "on_illegal": fields.String(
                load_default="reject",
                validate=validate.OneOf(["reject", "report"]),
                metadata={"description": "reject: an illegal action is a 422; report: list it in violations"},
            ),
        },
        name=schema_name(engine, "ReplayRequest"),
    )


def action_schema_name(engine: GameEngine, action_type: ActionType) -> str:
    return schema_name(engine, "".join(p.capitalize() for p in action_type.name.split("_")) + "Action")


class PlaySchema(Schema):
    seat = fields.Integer(required=True, strict=True)
    card = fields.String(required=True)


def trick_winner_request_schema(engine: GameEngine) -> type[Schema]:
    """The body of a trick game's trick-winner endpoint."""
    return Schema.from_dict(
        {
            "rules": fields.Dict(
                load_default=None,
                allow_none=True,
                metadata={"allOf": [{"$ref": f"#/components/schemas/{schema_name(engine, 'Rules')}"}]},
            ),
            "trump": fields.String(
                load_default=None,
                allow_none=True,
                metadata={
                    "description": "trump suit letter, or null; Euchre's bid euchre also takes high or low (no trump)"
                },
            ),
            "plays": fields.List(fields.Nested(PlaySchema), required=True, validate=validate.Length(min=1, max=8)),
        },
        name=schema_name(engine, "TrickWinnerRequest"),
    )


class LayOffWritingSchema(Schema):
    cards = fields.List(fields.String(), metadata={"description": "the cards to lay off, in this order"})
    end = fields.String(
        metadata={"description": "low or high, where the jokers go (only when needed)", "enum": ["low", "high"]}
    )


class MeldArrangementSchema(Schema):
    """Ramino: an order of a refused meld's cards that is a valid meld (for a refused lay-off: a
    run the table meld grows into with the same cards, and the lay-off that makes it)."""

    cards = fields.List(fields.String(), metadata={"description": "the cards in this order"})
    kind = fields.String(metadata={"description": "run or group", "enum": ["run", "group"]})
    value = fields.Integer(metadata={"description": "the meld's value (rules §1)"})
    ranks = fields.List(
        fields.String(), metadata={"description": "the rank each place stands for, jokers included, in order"}
    )
    lay_off = fields.Nested(LayOffWritingSchema, metadata={"description": "refused lay-off: how to lay it instead"})


class JokerReadingSchema(Schema):
    position = fields.Integer(metadata={"description": "the joker's place in the cards, from 0"})
    rank = fields.String(metadata={"description": "the rank the joker was read as (by its place)"})


class MeldReadingSchema(Schema):
    """Ramino: how a refused meld's cards were read - as a run, each joker standing for the rank
    at its place (rules §2.4) - where that reading is what fails (rule ``not_in_sequence``)."""

    cards = fields.List(fields.String(), metadata={"description": "the cards as given"})
    kind = fields.String(metadata={"description": "run: the reading tried", "enum": ["run"]})
    value = fields.Integer(allow_none=True, metadata={"description": "null: the reading is no meld"})
    ranks = fields.List(
        fields.String(),
        metadata={"description": "the rank read at each place (past the K it wraps round: K-A-2 is no run)"},
    )
    jokers = fields.List(fields.Nested(JokerReadingSchema), metadata={"description": "each joker's reading"})


def rule_code(description: str) -> dict[str, Any]:
    """A rule code of the catalogue (the enum service/api/catalogue.py registers), described."""
    return {"allOf": [{"$ref": "#/components/schemas/RuleCode"}], "description": description}


_READ_AS = {
    "description": "Ramino invalid meld: the run its cards were read as, place by place (null: the refusal "
    "is not about the order)"
}
_VALID_ARRANGEMENTS = {
    "description": "Ramino invalid meld: the orders of the same cards that are valid melds (empty: none)"
}


class TrickWinnerResponseSchema(Schema):
    game = fields.String()
    trump = fields.String(allow_none=True)
    winner = fields.Integer()
    plays = fields.List(fields.Nested(PlaySchema))


class CardHelperResponseSchema(Schema):
    """What every card helper's answer holds besides its own fields."""

    game = fields.String()
    rules = fields.Dict()


class VariantSeatsSchema(Schema):
    min = fields.Integer(metadata={"description": "fewest seats under the variant (its seat options as it sets them)"})
    max = fields.Integer(metadata={"description": "most seats under the variant"})
    default = fields.Integer(metadata={"description": "the seats a session deals when the request omits seats"})


class SeatsSchema(Schema):
    """How many seats the game takes; a session's ``seats`` outside the range of its rules is a 400."""

    min = fields.Integer(metadata={"description": "fewest seats under any rules"})
    max = fields.Integer(metadata={"description": "most seats under any rules"})
    depends_on = fields.List(
        fields.String(),
        metadata={
            "description": "the rule options that set the range (rules.players: exactly that many seats; "
            "rules.min_seats and rules.max_seats: that range); empty when every rule seats the same"
        },
    )
    variants = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(VariantSeatsSchema),
        metadata={"description": "variant name -> its range and default seats, with depends_on options unset"},
    )


class MeldJokerSchema(Schema):
    position = fields.Integer(metadata={"description": "the joker's place in the cards, from 0"})
    stands_for = fields.List(
        fields.String(), metadata={"description": "the card it stands for (a group's joker: any missing suit)"}
    )


class RaminoMeldsCheckResponseSchema(CardHelperResponseSchema):
    """Ramino /melds/check: a valid meld's kind, value and jokers, or the rule it breaks and why."""

    valid = fields.Boolean()
    kind = fields.String(metadata={"description": "valid: run or group", "enum": ["run", "group"]})
    cards = fields.List(fields.String(), metadata={"description": "valid: the cards as laid"})
    value = fields.Integer(metadata={"description": "valid: the meld's value (rules §1)"})
    jokers = fields.List(fields.Nested(MeldJokerSchema), metadata={"description": "valid: what each joker stands for"})
    rule = fields.Raw(metadata=rule_code("invalid: the rule of melds broken"))
    detail = fields.String(
        metadata={"description": "invalid: why, as a sentence (with the reading and the valid orders)"}
    )
    read_as = fields.Nested(MeldReadingSchema, allow_none=True, metadata=_READ_AS)
    valid_arrangements = fields.List(fields.Nested(MeldArrangementSchema), metadata=_VALID_ARRANGEMENTS)


class RaminoMeldsBestOpeningResponseSchema(CardHelperResponseSchema):
    melds = fields.List(
        fields.List(fields.String()),
        metadata={"description": "the melds, each written so that /melds/check reads it as the meld counted"},
    )
    value = fields.Integer(metadata={"description": "their total value"})
    reaches_minimum = fields.Boolean(metadata={"description": "value >= opening_min (and at least one meld)"})


class RaminoMeldsCanCloseResponseSchema(CardHelperResponseSchema):
    can_close = fields.Boolean()
    melds = fields.List(
        fields.List(fields.String()),
        metadata={"description": "the melds laying every card but the discard, each as /melds/check reads it"},
    )
    discard = fields.String(
        allow_none=True, metadata={"description": "the last card, one the rules let be discarded (joker_discard)"}
    )


class EuchreFirstDealerResponseSchema(CardHelperResponseSchema):
    """Euchre /first-dealer: who deals first by the first jack dealt (docs/rules/euchre.md §15.5)."""

    cards = fields.List(fields.String(), metadata={"description": "the cards as dealt, face up"})
    dealt_to = fields.List(fields.Integer(), metadata={"description": "the seat each card went to, the first seat 0"})
    dealer = fields.Integer(
        allow_none=True, metadata={"description": "the seat that received the first jack; null: no jack yet, deal on"}
    )
    partner = fields.Integer(
        allow_none=True,
        metadata={"description": "four-handed: the next seat to receive a jack, the dealer's partner if they wish"},
    )


_HELPER_RESPONSES: dict[tuple[str, str], type[Schema] | dict[str, str]] = {
    ("ramino", "melds/check"): RaminoMeldsCheckResponseSchema,
    ("ramino", "melds/best-opening"): RaminoMeldsBestOpeningResponseSchema,
    ("ramino", "melds/can-close"): RaminoMeldsCanCloseResponseSchema,
    ("euchre", "first-dealer"): EuchreFirstDealerResponseSchema,
    ("sette-e-mezzo", "hand-value"): {"$ref": "#/components/schemas/SetteEMezzoHandValue"},
}


def card_helper_response_schema(engine: GameEngine, path: str) -> type[Schema] | dict[str, str]:
    """The documented answer of one card helper (a game that adds a helper adds its answer here)."""
    return _HELPER_RESPONSES[engine.game_id, path]


class VariantSchema(Schema):
    name = fields.String(required=True)
    meaning = fields.String(required=True)
    values = fields.Dict(
        keys=fields.String(),
        required=True,
        metadata={"description": "option -> value: what the variant sets; every other option keeps its default"},
    )


class OptionSchema(Schema):
    name = fields.String(required=True)
    type = fields.String(required=True, validate=validate.OneOf(["boolean", "integer", "number", "string", "array"]))
    default = fields.Raw(required=True, metadata={"description": "the value where no variant sets another"})
    meaning = fields.String(required=True)
    nullable = fields.Boolean(required=True)
    choices = fields.List(fields.Raw(), metadata={"description": "the values allowed, where there is a set"})
    minimum = fields.Float()
    maximum = fields.Float()


class ActionFieldSchema(Schema):
    name = fields.String(required=True)
    kind = fields.String(required=True, metadata={"description": "card, cards, suit, integer, boolean, ..."})
    required = fields.Boolean(required=True)
    meaning = fields.String(required=True)
    default = fields.Raw(metadata={"description": "the value taken when the field is omitted"})


class ActionDescriptionSchema(Schema):
    type = fields.String(required=True)
    meaning = fields.String(required=True)
    aliases = fields.List(fields.String(), required=True)
    action_fields = fields.List(fields.Nested(ActionFieldSchema), required=True, data_key="fields")


class DealFieldSchema(Schema):
    name = fields.String(required=True)
    kind = fields.String(required=True)
    required = fields.Boolean(required=True)
    meaning = fields.String(required=True)
    aliases = fields.List(fields.String(), required=True)


class DeckSchema(Schema):
    """The cards a game deals under the rules that pick its deck."""

    rules = fields.Dict(
        keys=fields.String(),
        required=True,
        metadata={
            "description": "option -> value: the values of the options the deck depends on (empty: every rule "
            "deals this deck); the rules a request resolves to deal the deck whose values they hold"
        },
    )
    cards = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "every distinct card code of the deck, in its suits' order; the joker once, last"},
    )
    copies = fields.Integer(required=True, metadata={"description": "how many of each card but the joker it holds"})
    jokers = fields.Integer(required=True, metadata={"description": "how many jokers (JK) it holds"})
    suits = fields.List(fields.String(), required=True, metadata={"description": "its suits' letters, in order"})


class GameSummarySchema(Schema):
    """A game's catalogue: its variants and what each sets, its options, seats, actions and deal fields."""

    id = fields.String(required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True)
    default_variant = fields.String(required=True)
    variants = fields.List(fields.Nested(VariantSchema), required=True)
    options = fields.List(fields.Nested(OptionSchema), required=True)
    seats = fields.Nested(SeatsSchema, required=True)
    decks = fields.List(
        fields.Nested(DeckSchema),
        required=True,
        metadata={"description": "the deck each value of the options that choose it deals (docs/API.md §2)"},
    )
    actions = fields.List(fields.Nested(ActionDescriptionSchema), required=True)
    deal_fields = fields.List(fields.Nested(DealFieldSchema), required=True)
    tournament_formats = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "the formats POST /v1/tournaments seats the game in (docs/TOURNAMENTS.md)"},
    )


class GameDetailSchema(GameSummarySchema):
    """A game's catalogue, with its rule catalogue."""

    rule_codes = fields.Raw(
        required=True,
        metadata={
            "type": "array",
            "items": {"$ref": "#/components/schemas/RuleCodeEntry"},
            "description": "every rule code the game raises: its title, meaning, section of the game's numbered "
            "rules and penalty (also at GET /problems/{code})",
        },
    )


class GameListSchema(Schema):
    games = fields.List(fields.Nested(GameSummarySchema))


class ProblemSchema(Schema):
    """RFC 9457 problem details."""

    class Meta:
        unknown = INCLUDE

    type = fields.String()
    title = fields.String()
    status = fields.Integer()
    detail = fields.String()
    errors = fields.Dict(keys=fields.String(), values=fields.List(fields.String()))
    action_index = fields.Integer(allow_none=True)
    rule = fields.Raw(metadata=rule_code("the rule refused (422, and 409 out of turn)"))
    legal_actions = fields.List(fields.Dict())
    meld = fields.List(fields.String(), metadata={"description": "Ramino invalid_meld: the meld refused"})
    read_as = fields.Nested(MeldReadingSchema, allow_none=True, metadata=_READ_AS)
    valid_arrangements = fields.List(fields.Nested(MeldArrangementSchema), metadata=_VALID_ARRANGEMENTS)
    request_id = fields.String(metadata={"description": "The request's id, as in the X-Request-ID header"})
