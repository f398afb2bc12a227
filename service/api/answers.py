"""The documented answers of the game endpoints: a named, closed JSON schema per game.

Each game's report (``<Game>Report``: where a deal stands, as ``engine.report`` gives it), its
seat view (``<Game>SeatView``: what ``engine.seat_view`` shows a seat or a spectator), its
deal result and its legal-action entries are written out here, with ``additionalProperties:
false`` wherever the shape is fixed.  Two things stay open: a violation (and a refusal) carries
the facts of its rule besides the fields every violation has, and a penalty is the rule's own.

The engines are the truth; these schemas are checked against them by the suite, which
validates every answer it receives against openapi.yaml (tests/conftest.py), and by
tests/api/test_answer_schemas.py over seeded random playouts of every variant.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..engine import GameEngine
from ..engine.actions import ActionType
from ..messages import MESSAGES
from . import schemas
from .edges import edge_module
from .unions import nullable, ref

Json = dict[str, Any]

INTEGER: Json = {"type": "integer"}
NUMBER: Json = {"type": "number"}
BOOLEAN: Json = {"type": "boolean"}
STRING: Json = {"type": "string"}
CARD: Json = {"type": "string", "description": "a card, rank then suit (e.g. AS, TD, JK)", "example": "AS"}
SEAT: Json = {"type": "integer", "minimum": 0, "description": "a seat, from 0"}


def array(items: Json, description: str | None = None) -> Json:
    return {"type": "array", "items": items} | ({"description": description} if description else {})


def described(schema: Json, description: str) -> Json:
    return (
        {"allOf": [schema], "description": description} if "$ref" in schema else {**schema, "description": description}
    )


def fixed(properties: Json, *, optional: Iterable[str] = (), description: str | None = None) -> Json:
    """A closed object: every property required but the ``optional`` ones, no other property."""
    left_out = set(optional)
    required = [name for name in properties if name not in left_out]
    schema: Json = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = required
    return schema | ({"description": description} if description else {})


def reasons(game: str) -> Json:
    """The reasons a game's deal ends for: the codes its messages give words to (``<game>_reason.<code>``)."""
    prefix = f"{game.replace('-', '_')}_reason."
    return strings(
        *(key.removeprefix(prefix) for key in MESSAGES if key.startswith(prefix)), description="why the deal ended"
    )


REASON_TEXT = described(STRING, "the reason in words, in the language Accept-Language chose (Content-Language)")


def strings(*values: str, description: str | None = None) -> Json:
    """A string of ``values`` (an enum's members are written as their values)."""
    return {"type": "string", "enum": [str(v) for v in values]} | ({"description": description} if description else {})


CARDS = array(CARD)
SEATS = array(SEAT)
INTEGERS = array(INTEGER)
SCORES = array(NUMBER, "the match score: one entry per team or seat")

# -- shared by every game ----------------------------------------------------------------------
UNKNOWN_HANDS = array(ref("UnknownHand"), "the hands the history leaves unknown, with what it proves of them")

SHARED: dict[str, Json] = {
    "TrickPlay": fixed({"seat": SEAT, "card": CARD}, description="a card played to a trick"),
    "Trick": fixed(
        {"leader": SEAT, "plays": array(ref("TrickPlay")), "winner": nullable(SEAT, "null while the trick is open")},
        description="a trick, in the order its cards were played",
    ),
    "Penalty": {
        "type": "object",
        "description": "the penalty the rules give a breach: whom it falls on and what it costs (the rule's own "
        "fields)",
        "properties": {
            "seat": SEAT,
            "points": {"oneOf": [INTEGER, INTEGERS], "description": "points: to a seat, or per side"},
            "trick_points": INTEGER,
        },
    },
    "Lack": fixed(
        {
            "action_index": nullable(INTEGER, "the play that said it"),
            "rule": described(ref("RuleCode"), "the rule the play broke if the hand held such a card"),
            "suit": described(STRING, "the suit lacked"),
            "above": nullable(CARD, "only cards above this one were lacked; null: the whole suit"),
        },
        description="what a hidden hand's play said it lacked, not contradicted by any later card",
    ),
    "UnknownHand": fixed(
        {
            "seat": SEAT,
            "cards": described(INTEGER, "how many cards it holds"),
            "holds": described(CARDS, "cards known to be in it (a picked-up upcard, a discard taken)"),
            "lacks": array(
                ref("Lack"), "what its plays said it lacked (a later card that contradicts one is a revoke)"
            ),
        },
        description="a hand the history leaves unknown, with what the history proves of it",
    ),
    "Violation": {
        "type": "object",
        "description": "a breach found in a history: the fields every violation has, and the facts of its rule "
        "(e.g. seat, card, trick; Ramino's meld, read_as, valid_arrangements)",
        "properties": {
            "action_index": nullable(INTEGER, "the breaching action's index in actions; null: the deal itself"),
            "rule": described(ref("RuleCode"), "the rule code"),
            "detail": described(STRING, "the breach, as a sentence"),
            "penalty": nullable(ref("Penalty"), "null: no penalty (an action refused and left out)"),
            "applied": described(BOOLEAN, "false: the action was refused and left out of the deal"),
            "seat": SEAT,
            "proven_at": nullable(INTEGER, "a revoke proven later: the action that proved it"),
            "proven_by": described(STRING, "what proved a revoke"),
            "card": CARD,
            "trick": INTEGER,
            "meld": array(CARD, "Ramino invalid_meld: the meld refused"),
            "read_as": nullable(ref("MeldReading")),
            "valid_arrangements": array(ref("MeldArrangement")),
        },
        "required": ["action_index", "rule", "detail", "penalty"],
    },
}

# -- each game -----------------------------------------------------------------------------------


def common(engine: GameEngine, phases: Json) -> Json:
    """What every report says, in docs/API.md §3's words."""
    name = schemas.schema_name(engine, "")
    return {
        "phase": phases,
        "to_act": nullable(SEAT, "the seat to act next; null once the deal is over"),
        "legal_actions": array(ref(f"{name}LegalAction"), "what the seat to act may do, each as a request takes it"),
        "deal_result": nullable(ref(f"{name}DealResult"), "null until the deal is over"),
        "scores": SCORES,
        "game_over": BOOLEAN,
        "winner": nullable(SEAT, "the match's winner (a seat, or Euchre's team); null while it goes on"),
        "violations": array(ref("Violation")),
    }


def game_shapes(engine: GameEngine) -> dict[str, Json]:
    """The schemas a game names for its own answers (its report, seat view, deal result...): ``shapes`` of the
    ``edge.answers`` module in the engine's package (``service/games/<game>/edge/answers.py``)."""
    shapes: Callable[[GameEngine], dict[str, Json]] = edge_module(engine, "answers").shapes
    return shapes(engine)


def legal_action_schema(engine: GameEngine) -> Json:
    """A legal-action entry: an action in request form, or a template giving bounds where it leaves a choice."""
    types: list[ActionType] = list(engine.vocabulary.types)
    properties: Json = {"seat": SEAT, "type": strings(*(t.name for t in types))}
    for action_type in types:
        for fld in action_type.fields:
            prop = dict(schemas.ACTION_KIND_SCHEMAS[fld.kind], description=fld.meaning)
            if fld.choices:
                prop["enum"] = list(fld.choices)
            properties.setdefault(fld.name, prop)
            if fld.kind in ("cards", "integer", "number"):
                properties.setdefault(f"min_{fld.name}", described(INTEGER, f"the least {fld.name} (a template)"))
                properties.setdefault(f"max_{fld.name}", described(INTEGER, f"the most {fld.name} (a template)"))
    properties["min"] = described(INTEGER, "a template's least amount")
    properties["max"] = described(INTEGER, "a template's most amount")
    return fixed(properties, optional=[name for name in properties if name not in ("seat", "type")])


def envelope(engine: GameEngine, report: Json) -> Json:
    """The report's properties under ``game`` and the resolved ``rules``."""
    return {
        "game": strings(engine.game_id),
        "rules": described(ref(schemas.schema_name(engine, "Rules")), "the rules in full, as resolved"),
        **report["properties"],
    }


def game_answers(engine: GameEngine) -> dict[str, Json]:
    """The named schemas of one game's answers."""
    name = schemas.schema_name(engine, "")
    shapes = game_shapes(engine)
    report = shapes[f"{name}Report"]
    adjudication = envelope(engine, report)
    shapes[f"{name}LegalAction"] = legal_action_schema(engine)
    shapes[f"{name}Adjudication"] = fixed(adjudication, description=f"{engine.title}: the rules and the report")
    shapes[f"{name}Verdict"] = fixed(
        {"valid": described(BOOLEAN, "no violation found"), **adjudication},
        optional=[k for k in report["properties"] if k != "violations"],
        description=f"{engine.title}: the verdict; a deal that cannot begin has only game, rules, valid and violations",
    )
    shapes[f"{name}LegalActions"] = fixed(
        {
            "game": adjudication["game"],
            "to_act": report["properties"]["to_act"],
            "legal_actions": adjudication["legal_actions"],
        }
    )
    return shapes
