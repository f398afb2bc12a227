"""The match record's documented shapes: OpenAPI components, and the standalone JSON Schema.

The record's envelope is written here once (:func:`components`), with each game's ``rules``,
``deal`` and actions referring to that game's components (the ones the stateless endpoints
document, made from the engines' declarations).  Two renderings:

- the OpenAPI 3.0 components ``MatchRecord``, ``MatchSeat``, ``MatchDeal``, ``MatchRecorded``
  and the verdict's ``MatchVerdict``, ``MatchDealVerdict``, ``MatchResult``;
- ``GET /v1/matches/schema``: one self-contained JSON Schema (draft 2020-12) of a record, the
  same envelope with every component it uses under ``$defs`` (3.0's ``nullable`` written as a
  ``null`` type) and, per game, the game's own rules, deal and actions required by ``game``.

The service checks a record in plain Python (service/matches/record.py and the engines), with
the same field paths; tests/matches check that the schema accepts what the service accepts.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from ..engine import GameEngine
from ..engine.scoring import SCORE_LIMIT
from ..games.registry import ENGINES
from ..matches import FORMAT
from ..matches.record import MAX_NAME, MAX_TAGS
from .answers import (
    BOOLEAN,
    INTEGER,
    NULL,
    NUMBER,
    SCORES,
    SEAT,
    STRING,
    Json,
    array,
    described,
    fixed,
    nullable,
    ref,
    strings,
)
from .schemas import action_json_schema, action_schema_name, deal_json_schema, rules_json_schema, schema_name

JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def _each_game(suffix: str) -> list[Json]:
    return [ref(schema_name(engine, suffix)) for engine in ENGINES.values()]


def _game_actions(engine: GameEngine) -> list[Json]:
    return [ref(action_schema_name(engine, t)) for t in engine.vocabulary.types]


EGN_DOCUMENT: Json = {
    "type": "object",
    "description": "a Euchre game in Euchre Game Notation 1.x (NextSuit-Labs/euchre-game-notation, its "
    "schemas/egn-schema-v1.json): metadata (players, initialScore, ruleset) and the deals, each with its dealer, "
    "upCard, the EUCHRE_BIDDING calls from the dealer's left and the TRICK_PLAY tricks, cards in the order played",
    "required": ["fileType", "version", "metadata", "deals"],
    "properties": {
        "fileType": {"type": "string", "enum": ["Euchre Game Notation"]},
        "version": {"type": "string", "pattern": "^1\\.\\d+(\\.\\d+)?$"},
        "metadata": {
            "type": "object",
            "required": ["players", "initialScore"],
            "properties": {
                "players": {"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "object"}]}},
                "initialScore": {"type": "array", "items": {"type": "integer"}},
                "finalScore": {"type": "array", "items": {"type": "integer"}},
                "ruleset": {"type": "object"},
            },
        },
        "deals": {"type": "array", "items": {"type": "object"}},
    },
}
"""EGN's outline: the document itself is checked field by field by service/matches/egn (a 400 names the path)."""


def components(max_deals: int, max_actions: int) -> dict[str, Json]:
    """The record's and the verdict's OpenAPI components (the games' own are registered with their endpoints)."""
    return {
        "EgnDocument": EGN_DOCUMENT,
        "MatchRecord": fixed(
            {
                "format": strings(FORMAT, description="the record's format and its version"),
                "game": strings(*ENGINES, description="the game's id"),
                "rules": {
                    "anyOf": _each_game("Rules"),
                    "description": "the game's rules, {variant, ...options}: omitted fields take the variant's values",
                },
                "seats": {
                    **array(ref("MatchSeat"), "one entry per seat, in seat order (names optional)"),
                    "minItems": 1,
                },
                "starting_scores": nullable(
                    array({**INTEGER, "minimum": -SCORE_LIMIT, "maximum": SCORE_LIMIT}),
                    "the match score before the first deal, one entry per team or seat (zeros when omitted)",
                ),
                "tags": {
                    "type": "object",
                    "additionalProperties": {"type": "string", "maxLength": MAX_NAME},
                    "maxProperties": MAX_TAGS,
                    "description": "free facts about the match (event, date, site...): kept, judged by nobody",
                },
                "deals": {
                    **array(ref("MatchDeal"), "every deal, in the order played"),
                    "minItems": 1,
                    "maxItems": max_deals,
                },
            },
            optional=("rules", "starting_scores", "tags"),
            description=f"a whole match of one game ({FORMAT}): GET /v1/matches/schema gives it as a JSON Schema, "
            "where each game's rules, deal and actions are tied to its game",
        ),
        "MatchSeat": fixed(
            {"name": {**STRING, "maxLength": MAX_NAME, "description": "the player's name"}},
            optional=("name",),
            description="a seat of the match",
        ),
        "MatchDeal": fixed(
            {
                "deal": {
                    "anyOf": _each_game("Deal"),
                    "description": "the deal, as the game's stateless endpoints take it; dealer, and the match's "
                    "count of deals (deals_played, hand_number), may be left out after the first: the rotation "
                    "and the deals before fill them in",
                },
                "actions": {
                    **array(
                        {"anyOf": [a for engine in ENGINES.values() for a in _game_actions(engine)]},
                        "the deal's actions, in order",
                    ),
                    "maxItems": max_actions,
                },
                "recorded": ref("MatchRecorded"),
            },
            optional=("recorded",),
            description="one deal of a match: how it was dealt, what was played, what the table wrote down",
        ),
        "MatchRecorded": fixed(
            {
                "points": array(nullable(NUMBER), "the deal's points, per team or seat, as the table wrote them"),
                "scores": array(NUMBER, "the match score after the deal, as the table wrote it"),
                "pool": {
                    **INTEGER,
                    "minimum": 0,
                    "description": "the pool's amount after the deal, as the table wrote it (a match with a pool: "
                    "set-back)",
                },
            },
            optional=("points", "scores", "pool"),
            description="what the table wrote down for a deal; checked against what the deal gives",
        ),
        "MatchVerdict": fixed(
            {
                "format": strings(FORMAT),
                "game": strings(*ENGINES),
                "rules": {"anyOf": _each_game("Rules"), "description": "the rules in full, as resolved"},
                "valid": described(BOOLEAN, "no deal has a violation"),
                "deals": array(ref("MatchDealVerdict"), "one entry per deal of the record, in order"),
                "result": ref("MatchResult"),
            },
            description="the verdict on a match record: every deal replayed in order, and the match's result",
        ),
        "MatchDealVerdict": fixed(
            {
                "deal_number": described(INTEGER, "the deal's place in the record, from 1"),
                "dealer": nullable(
                    SEAT, "the seat that dealt it; null: not replayed (after the match's end, or unable to begin)"
                ),
                "valid": described(BOOLEAN, "no violation"),
                "finished": described(BOOLEAN, "the deal reached its end"),
                "violations": array(
                    ref("Violation"),
                    "the deal's breaches (action_index set), then those between deals (action_index null): "
                    "wrong_dealer, deal_unfinished, recorded_points_differ, recorded_scores_differ, "
                    "recorded_pool_differs, game_over",
                ),
                "deal_result": {"anyOf": [*_each_game("DealResult"), NULL], "description": "null: not finished"},
                "scores": described(SCORES, "the match score after the deal (the computed one, always)"),
                "pool": nullable(
                    INTEGER,
                    "the pool's amount after the deal, in stakes (the computed one); null: no pool in this game",
                ),
            },
            description="one deal's verdict",
        ),
        "MatchResult": fixed(
            {
                "game_over": described(BOOLEAN, "a deal of the record ended the match"),
                "winner": nullable(SEAT, "the match's winner (a seat, or Euchre's team); null: none (yet)"),
                "decided_at": nullable(INTEGER, "the deal_number of the deal that ended the match"),
                "deals_played": described(INTEGER, "the deals played to their end"),
                "scores": described(SCORES, "the match score after the last deal replayed"),
                "pool": nullable(ref("MatchPool"), "the pool after the last deal replayed; null: no pool in this game"),
            },
            description="where the match stands after the record",
        ),
        "MatchPool": fixed(
            {
                "amount": described(INTEGER, "the stakes in the pool: the antes (one per player) and every stake paid"),
                "won_by": nullable(
                    SEAT, "the seat that takes the pool: the match's winner; null while the match goes on"
                ),
            },
            description="a match's pool (set-back, docs/rules/euchre.md §17.2)",
        ),
    }


@functools.cache
def record_json_schema(max_deals: int, max_actions: int) -> Json:
    """The match record as one self-contained JSON Schema (draft 2020-12)."""
    made = components(max_deals, max_actions)
    defs: dict[str, Json] = {name: made[name] for name in ("MatchSeat", "MatchDeal", "MatchRecorded")}
    per_game = []
    for engine in ENGINES.values():
        defs[schema_name(engine, "Rules")] = rules_json_schema(engine)
        defs[schema_name(engine, "Deal")] = deal_json_schema(engine)
        for action_type in engine.vocabulary.types:
            defs[action_schema_name(engine, action_type)] = action_json_schema(action_type)
        per_game.append(
            {
                "if": {"properties": {"game": {"const": engine.game_id}}, "required": ["game"]},
                "then": {
                    "properties": {
                        "rules": ref(schema_name(engine, "Rules")),
                        "deals": {
                            "items": {
                                "properties": {
                                    "deal": ref(schema_name(engine, "Deal")),
                                    "actions": {"items": {"oneOf": _game_actions(engine)}},
                                }
                            }
                        },
                    }
                },
            }
        )
    document = {
        "$schema": JSON_SCHEMA_DIALECT,
        "title": f"Arbitro match record ({FORMAT})",
        **made["MatchRecord"],
        "allOf": per_game,
        "$defs": defs,
    }
    return _in_json_schema(document)


def _in_json_schema(node: Any) -> Any:
    """An OpenAPI 3.0 schema written in JSON Schema 2020-12: ``nullable`` as a null type, ``example`` as
    ``examples``, references into ``$defs``."""
    if isinstance(node, list):
        return [_in_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "$ref":
            out[key] = value.replace("#/components/schemas/", "#/$defs/")
        elif key == "example":
            out["examples"] = [copy.deepcopy(value)]
        elif key in ("properties", "$defs"):
            out[key] = {name: _in_json_schema(schema) for name, schema in value.items()}
        elif key != "nullable":
            out[key] = _in_json_schema(value)
    if not node.get("nullable"):
        return out
    if "type" in out:
        out["type"] = [out["type"], "null"]
        if "enum" in out and None not in out["enum"]:
            out["enum"] = [*out["enum"], None]
        return out
    return {"anyOf": [out, {"type": "null"}]}
