"""marshmallow schemas: the request envelopes that validate input, and the documented shapes.

Per-game request schemas are built from the engines' own declarations (options, deal fields,
action vocabulary), so ``openapi.yaml`` documents exactly what the engines accept.  Each
action object is checked by the engine's :class:`~service.engine.Vocabulary` (cheap, with the
same field paths); the envelope documents it as ``oneOf`` the game's action schemas.
"""

from __future__ import annotations

import copy
from typing import Any

from marshmallow import INCLUDE, Schema, fields, validate

from ..engine import GameEngine
from ..engine.actions import ActionType

CARD_PATTERN = r"^(?i:(10|[2-9TJQKA])[SHDCB]|JK)$"

_ACTION_KIND_SCHEMAS: dict[str, dict[str, Any]] = {
    "card": {"type": "string", "example": "AS"},
    "cards": {"type": "array", "items": {"type": "string"}},
    "card_lists": {"type": "array", "items": {"type": "array", "items": {"type": "string"}}},
    "boolean": {"type": "boolean"},
    "integer": {"type": "integer"},
    "number": {"type": "number"},
    "suit": {"type": "string", "example": "H"},
    "string": {"type": "string"},
    "layoffs": {
        "type": "array",
        "items": {
            "type": "object",
            "properties": {"meld": {"type": "integer"}, "cards": {"type": "array", "items": {"type": "string"}}},
            "required": ["meld", "cards"],
            "additionalProperties": False,
        },
    },
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
        prop = dict(copy.deepcopy(_ACTION_KIND_SCHEMAS[fld.kind]), description=fld.meaning)
        if fld.choices:
            prop["enum"] = list(fld.choices)
        if fld.default is not None:
            prop["default"] = fld.default
        if not fld.required:
            prop["nullable"] = True
        properties[fld.name] = prop
        if fld.required:
            required.append(fld.name)
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def rules_json_schema(engine: GameEngine) -> dict[str, Any]:
    """The documented shape of ``rules`` for one game, from its RuleBook."""
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
        prop: dict[str, Any] = {"type": option.type, "description": option.meaning}
        default = list(option.default) if isinstance(option.default, tuple) else option.default
        if default is not None:
            prop["default"] = default
        if option.type == "array":
            prop["items"] = {}
        if option.choices is not None:
            prop["enum"] = list(option.choices)
        if option.nullable:
            prop["nullable"] = True
        if option.minimum is not None:
            prop["minimum"] = option.minimum
        if option.maximum is not None:
            prop["maximum"] = option.maximum
        properties[option.name] = prop
    return {"type": "object", "properties": properties, "additionalProperties": False}


def _deal_field(kind: str, meaning: str) -> fields.Field:
    common: dict[str, Any] = {"load_default": None, "allow_none": True, "metadata": {"description": meaning}}
    if kind in ("seat", "integer"):
        return fields.Integer(strict=True, **common)
    if kind == "card":
        return fields.String(**common)
    if kind == "cards":
        return fields.List(fields.String(), **common)
    if kind == "integers":
        return fields.List(fields.Integer(strict=True), **common)
    if kind == "hands":
        return fields.List(fields.List(fields.String(), allow_none=True), **common)
    raise AssertionError(f"unknown deal field kind {kind}")


def deal_schema(engine: GameEngine) -> type[Schema]:
    return Schema.from_dict(
        {f.name: _deal_field(f.kind, f.meaning) for f in engine.deal_fields}, name=schema_name(engine, "Deal")
    )


def replay_request_schema(engine: GameEngine, max_actions: int) -> type[Schema]:
    """The body of adjudicate, legal-actions and validate for one game."""
    return Schema.from_dict(
        {
            "rules": fields.Dict(
                load_default=dict,
                metadata={"allOf": [{"$ref": f"#/components/schemas/{schema_name(engine, 'Rules')}"}]},
            ),
            "scores": fields.List(
                fields.Integer(strict=True),
                load_default=None,
                allow_none=True,
                metadata={"description": "the match score before this deal (zeros when omitted)"},
            ),
            "deal": fields.Nested(deal_schema(engine), required=True),
            "actions": fields.List(
                fields.Raw(),
                load_default=list,
                validate=validate.Length(max=max_actions),
                metadata={
                    "description": "the history, in order; each action is checked by the game's vocabulary",
                    "items_schema": {
                        "oneOf": [
                            {"$ref": f"#/components/schemas/{action_schema_name(engine, t)}"}
                            for t in engine.vocabulary.types
                        ]
                    },
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


class TrickWinnerRequestSchema(Schema):
    rules = fields.Dict(load_default=None, allow_none=True)
    trump = fields.String(load_default=None, allow_none=True, metadata={"description": "trump suit letter, or null"})
    plays = fields.List(fields.Nested(PlaySchema), required=True, validate=validate.Length(min=1, max=8))


class ViolationSchema(Schema):
    class Meta:
        unknown = INCLUDE

    action_index = fields.Integer(allow_none=True)
    rule = fields.String()
    detail = fields.String()
    penalty = fields.Raw(allow_none=True)


class ReportSchema(Schema):
    """Where a deal stands (API.md §3); games add their own fields."""

    class Meta:
        unknown = INCLUDE

    game = fields.String()
    rules = fields.Dict()
    phase = fields.String()
    to_act = fields.Integer(allow_none=True)
    legal_actions = fields.List(fields.Dict())
    deal_result = fields.Dict(allow_none=True)
    scores = fields.List(fields.Float(allow_none=True))
    game_over = fields.Boolean()
    winner = fields.Integer(allow_none=True)
    violations = fields.List(fields.Nested(ViolationSchema))


class ValidateResponseSchema(ReportSchema):
    valid = fields.Boolean()


class LegalActionsResponseSchema(Schema):
    class Meta:
        unknown = INCLUDE

    game = fields.String()
    to_act = fields.Integer(allow_none=True)
    legal_actions = fields.List(fields.Dict())


class TrickWinnerResponseSchema(Schema):
    game = fields.String()
    trump = fields.String(allow_none=True)
    winner = fields.Integer()
    plays = fields.List(fields.Nested(PlaySchema))


class CardHelperResponseSchema(Schema):
    """A card helper's answer; each helper's own fields are described in its summary."""

    class Meta:
        unknown = INCLUDE

    game = fields.String()
    rules = fields.Dict()


class GameSummarySchema(Schema):
    class Meta:
        unknown = INCLUDE

    id = fields.String()
    title = fields.String()
    summary = fields.String()
    default_variant = fields.String()
    variants = fields.List(fields.Dict())
    options = fields.List(fields.Dict())


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
    rule = fields.String()
    legal_actions = fields.List(fields.Dict())
    request_id = fields.String(metadata={"description": "The request's id, as in the X-Request-ID header"})
