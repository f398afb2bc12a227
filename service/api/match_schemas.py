"""The match record's documented shapes: OpenAPI components, and the standalone JSON Schema.

The record's envelope is written here once (:func:`components`), with each game's ``rules``,
``deal`` and actions referring to that game's components (the ones the stateless endpoints
document, made from the engines' declarations).  Two renderings:

- the OpenAPI 3.1 components: per game ``<Game>MatchRecord`` and ``<Game>MatchDeal`` (its
  actions told apart by ``type``), and the verdict's ``<Game>MatchVerdict`` and
  ``<Game>MatchDealVerdict``; ``MatchRecord`` and ``MatchVerdict`` are their unions, told apart by
  ``game``; ``MatchSeat``, ``MatchRecorded``, ``MatchResult`` and ``MatchPool`` are every game's;
- ``GET /v1/matches/schema``: one self-contained JSON Schema (draft 2020-12) of a record, the
  same envelope for every game with every component it uses under ``$defs`` and, per game, the
  game's own rules, deal and actions required by ``game``.

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
    NUMBER,
    SCORES,
    SEAT,
    STRING,
    Json,
    array,
    described,
    fixed,
    strings,
)
from .schemas import action_json_schema, action_schema_name, deal_json_schema, rules_json_schema, schema_name
from .unions import const, nullable, one_of, ref

JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


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


def _record(game: Json, rules: Json, deal: str, max_deals: int) -> Json:
    """A match record whose ``game``, ``rules`` and deals (the component ``deal``) are as given."""
    return fixed(
        {
            "format": strings(FORMAT, description="the record's format and its version"),
            "game": game,
            "rules": rules,
            "seats": {**array(ref("MatchSeat"), "one entry per seat, in seat order (names optional)"), "minItems": 1},
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
            "deals": {**array(ref(deal), "every deal, in the order played"), "minItems": 1, "maxItems": max_deals},
        },
        optional=("rules", "starting_scores", "tags"),
        description=f"a whole match of one game ({FORMAT})",
    )


def _deal(deal: Json, action: Json, max_actions: int) -> Json:
    """One deal of a match record, its ``deal`` and each action as given."""
    return fixed(
        {
            "deal": {
                **deal,
                "description": "the deal, as the game's stateless endpoints take it; dealer, and the match's count of "
                "deals (deals_played, hand_number), may be left out after the first: the rotation and the deals "
                "before fill them in",
            },
            "actions": {**array(action, "the deal's actions, in order"), "maxItems": max_actions},
            "recorded": ref("MatchRecorded"),
        },
        optional=("recorded",),
        description="one deal of a match: how it was dealt, what was played, what the table wrote down",
    )


def _verdict(engine: GameEngine) -> dict[str, Json]:
    """A game's verdict on a match record, and on each of its deals."""
    name = schema_name(engine, "")
    return {
        f"{name}MatchVerdict": fixed(
            {
                "format": strings(FORMAT),
                "game": const(engine.game_id, "the game's id"),
                "rules": described(ref(f"{name}Rules"), "the rules in full, as resolved"),
                "valid": described(BOOLEAN, "no deal has a violation"),
                "deals": array(ref(f"{name}MatchDealVerdict"), "one entry per deal of the record, in order"),
                "result": ref("MatchResult"),
            },
            description=f"{engine.title}: the verdict on a match record: every deal replayed in order, and the "
            "match's result",
        ),
        f"{name}MatchDealVerdict": fixed(
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
                "deal_result": nullable(ref(f"{name}DealResult"), "null: not finished"),
                "scores": described(SCORES, "the match score after the deal (the computed one, always)"),
                "pool": nullable(
                    INTEGER,
                    "the pool's amount after the deal, in stakes (the computed one); null: no pool in this game",
                ),
            },
            description=f"{engine.title}: one deal's verdict",
        ),
    }


def _by_game(suffix: str, description: str) -> Json:
    """The union over the games of ``<Game><suffix>``, told apart by ``game``."""
    return one_of(
        "game", {game: schema_name(engine, suffix) for game, engine in ENGINES.items()}, description=description
    )


def components(max_deals: int, max_actions: int) -> dict[str, Json]:
    """The record's and the verdict's OpenAPI components (the games' own are registered with their endpoints)."""
    made: dict[str, Json] = {"EgnDocument": EGN_DOCUMENT}
    for engine in ENGINES.values():
        name = schema_name(engine, "")
        actions = {t.name: action_schema_name(engine, t) for t in engine.vocabulary.types}
        made[f"{name}MatchRecord"] = _record(
            const(engine.game_id, "the game's id"),
            described(
                ref(f"{name}Rules"), "the game's rules, {variant, ...options}: omitted fields take the variant's values"
            ),
            f"{name}MatchDeal",
            max_deals,
        )
        made[f"{name}MatchDeal"] = _deal(ref(f"{name}Deal"), one_of("type", actions), max_actions)
        made |= _verdict(engine)
    made["MatchRecord"] = _by_game(
        "MatchRecord",
        f"a whole match of one game ({FORMAT}): GET /v1/matches/schema gives it as a JSON Schema",
    )
    made["MatchVerdict"] = _by_game(
        "MatchVerdict", "the verdict on a match record: every deal replayed in order, and the match's result"
    )
    return made | {
        "MatchSeat": fixed(
            {"name": {**STRING, "maxLength": MAX_NAME, "description": "the player's name"}},
            optional=("name",),
            description="a seat of the match",
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
    """The match record as one self-contained JSON Schema (draft 2020-12).

    One envelope for every game, its ``rules``, deals and actions any object, and per game an
    ``if``/``then`` that ties them to the game's own: a fault is then named at its own path
    (``rules.variant``, ``deals.1.actions.2``), where a union of the games would say only that the
    record is none of them.
    """
    made = components(max_deals, max_actions)
    anything: Json = {"type": "object"}
    defs: dict[str, Json] = {
        "MatchSeat": made["MatchSeat"],
        "MatchRecorded": made["MatchRecorded"],
        "MatchDeal": _deal(anything, anything, max_actions),
    }
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
    envelope = _record(strings(*ENGINES, description="the game's id"), anything, "MatchDeal", max_deals)
    document = {
        "$schema": JSON_SCHEMA_DIALECT,
        "title": f"Arbitro match record ({FORMAT})",
        **envelope,
        "allOf": per_game,
        "$defs": defs,
    }
    return _in_json_schema(document)


def _in_json_schema(node: Any) -> Any:
    """An OpenAPI component as a standalone JSON Schema: references into ``$defs``, ``example`` as ``examples``."""
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
        else:
            out[key] = _in_json_schema(value)
    return out
