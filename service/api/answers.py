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

from collections.abc import Iterable
from typing import Any

from ..engine import GameEngine
from ..engine.actions import ActionType
from ..messages import MESSAGES
from . import schemas
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
    return {"type": "string", "enum": list(values)} | ({"description": description} if description else {})


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


def _common(engine: GameEngine, phases: Json) -> Json:
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


def _ecarte(engine: GameEngine) -> dict[str, Json]:
    facts: Json = {
        **_common(engine, strings("exchange", "play", "over")),
        "trump": described(STRING, "the trump suit (the turn-up's)"),
        "turn_up": CARD,
        "tricks": array(ref("Trick")),
        "stake_multiplier": nullable(NUMBER, "the stake multiplier; null until the match is over"),
        "dealer": SEAT,
        "elder": SEAT,
        "flagged": nullable(SEAT, "the seat flagged under 4.6, if any"),
        "stock_remaining": INTEGER,
        "exchange_rounds": INTEGER,
        "king_declared_by": nullable(SEAT),
        "tricks_won": INTEGERS,
    }
    return {
        "EcarteDealResult": fixed(
            {
                "points": INTEGERS,
                "reason": reasons("ecarte"),
                "reason_text": REASON_TEXT,
                "tricks_won": INTEGERS,
                "trick_points": INTEGERS,
                "king_points": described(INTEGERS, "turn-up, declaration, or a false declaration's penalty point"),
                "refusal_penalty": described(BOOLEAN, "7.2 applied"),
                "flagged": nullable(SEAT),
                "revoke_penalties": described(INTEGERS, "6.4 breaches per seat"),
            }
        ),
        "EcarteReport": fixed({**facts, "unknown_hands": UNKNOWN_HANDS}, description="Ecarté: where the deal stands"),
        "EcarteSeatView": fixed(
            {
                **facts,
                "hand_sizes": INTEGERS,
                "discard_counts": INTEGERS,
                "seat": SEAT,
                "hand": CARDS,
                "discards": described(CARDS, "the seat's own discards"),
            },
            optional=("legal_actions", "seat", "hand", "discards"),
            description="Ecarté: what a seat (or, without seat, hand and discards, a spectator) sees",
        ),
    }


def _euchre(engine: GameEngine) -> dict[str, Json]:
    facts: Json = {
        **_common(
            engine,
            strings(
                "auction",
                "name_trump",
                "stay_or_drop",
                "blind_loner",
                "bidding_round_1",
                "bidding_round_2",
                "discard",
                "defend_alone",
                "show_hand",
                "play",
                "march",
                "over",
            ),
        ),
        "dealer": SEAT,
        "upcard": nullable(CARD, "the card turned up; null under bidding auction (bid euchre), which turns none up"),
        "upcard_before_dealer": described(
            BOOLEAN,
            "the dealer took the upcard up and it lies face up before him until he plays it (false under "
            "upcard_into_hand, where it goes into his hand unseen)",
        ),
        "blind_call": BOOLEAN,
        "turned_down": BOOLEAN,
        "trump": nullable(
            STRING, "the trump suit, or after an auction no trump high or low (high, low); null until one is made"
        ),
        "contract": nullable(INTEGER, "bidding auction: the highest bid so far, in tricks; null until one is made"),
        "maker": nullable(SEAT),
        "makers": nullable(INTEGER, "the makers' team (or the maker's seat three-handed)"),
        "alone": described(SEATS, "the seats playing alone"),
        "inactive": described(
            SEATS, "the seats sitting out (a lone player's partner, an individual bid euchre player who dropped out)"
        ),
        "tricks": array(ref("Trick")),
        "tricks_won": described(INTEGERS, "per side"),
        "shown": array(
            fixed({"seat": SEAT, "cards": CARDS}),
            "the hands shown before the first lead for an exchange or a redeal (ace_no_face, farmers_hand), as shown",
        ),
    }
    return {
        "EuchreDealResult": fixed(
            {
                "points": INTEGERS,
                "reason": reasons("euchre"),
                "reason_text": REASON_TEXT,
                "tricks_won": INTEGERS,
                "maker": nullable(SEAT, "null when the deal was thrown in"),
                "stakes": described(
                    INTEGERS,
                    "set-back only: per seat, the stakes paid into the pool this deal (a euchred maker, a "
                    "failed declaration)",
                ),
            },
            optional=("stakes",),
        ),
        "EuchreReport": fixed({**facts, "unknown_hands": UNKNOWN_HANDS}, description="Euchre: where the deal stands"),
        "EuchreSeatView": fixed(
            {
                **facts,
                "hand_counts": INTEGERS,
                "seat": SEAT,
                "hand": CARDS,
                "discarded": described(CARD, "the dealer's own discard"),
            },
            optional=("legal_actions", "seat", "hand", "discarded"),
            description="Euchre: what a seat (or, without seat and hand, a spectator) sees",
        ),
    }


def _sette_hand(*, report: bool) -> Json:
    properties: Json = {
        "seat": SEAT,
        "role": strings("banker", "player"),
        "cards": array(nullable(CARD), "the cards, null where face down and unknown"),
        "shown": array(nullable(CARD), "the cards face up"),
        "face_down": INTEGER,
        "stake": nullable(INTEGER),
        "status": strings("waiting", "stood", "bust", "seven_and_half", "not_played"),
        "value": nullable(NUMBER, "the hand's value (7.5 for 7 1/2)"),
        "bust": nullable(BOOLEAN),
        "special": nullable(STRING, "triple, emblee or null"),
        "matta_value": nullable(NUMBER, "what the matta counted as"),
        "points": nullable(INTEGER),
    }
    hidden = () if report else ("cards", "value", "bust", "special", "matta_value")
    return fixed(properties, optional=hidden)


def _sette_e_mezzo(engine: GameEngine) -> dict[str, Json]:
    common = _common(engine, strings("betting", "playing", "banker", "over"))
    facts: Json = {
        **common,
        "dealer": SEAT,
        "banker": described(SEAT, "the game's own word for the dealer"),
    }
    return {
        "SetteEMezzoDealResult": fixed(
            {
                "points": array(nullable(INTEGER)),
                "reason": reasons("sette-e-mezzo"),
                "reason_text": REASON_TEXT,
                "outcomes": array(STRING, "per seat"),
                "pending": SEATS,
                "next_banker": SEAT,
            }
        ),
        "SetteEMezzoHandValue": fixed(
            {
                "game": strings(engine.game_id),
                "rules": described(ref("SetteEMezzoRules"), "the rules in full, as resolved"),
                "cards": CARDS,
                "value": nullable(NUMBER, "the hand's value (7.5 for 7 1/2)"),
                "bust": BOOLEAN,
                "special": nullable(STRING, "triple, emblee or null"),
                "matta_value": nullable(NUMBER, "what the matta counted as; null without a matta"),
                "multiplier": nullable(INTEGER, "the payout multiplier; null when bust"),
            },
            description="Sette e Mezzo: the value of a hand",
        ),
        "SetteEMezzoHand": _sette_hand(report=True),
        "SetteEMezzoHandSeen": _sette_hand(report=False),
        "SetteEMezzoReport": fixed(
            {
                **facts,
                "hands": array(ref("SetteEMezzoHand")),
                "stock": fixed({"cards_left": INTEGER, "order_known": BOOLEAN, "reshuffles": INTEGER}),
            },
            description="Sette e Mezzo: where the deal stands",
        ),
        "SetteEMezzoSeatView": fixed(
            {
                **facts,
                "hands": array(ref("SetteEMezzoHandSeen")),
                "stock": fixed({"cards_left": INTEGER, "reshuffles": INTEGER}),
            },
            optional=("legal_actions",),
            description="Sette e Mezzo: what a seat (or a spectator) sees",
        ),
    }


def _ramino(engine: GameEngine) -> dict[str, Json]:
    common = _common(engine, strings("play", "over"))
    public: Json = {
        "phase": common["phase"],
        "to_act": common["to_act"],
        "stage": nullable(strings("draw", "play"), "draw or play; null once the deal is over"),
        "dealer": SEAT,
        "starter": SEAT,
        "table": array(ref("RaminoTableMeld")),
        "discard_top": nullable(CARD),
        "discard_count": INTEGER,
        "stock_count": INTEGER,
        "hand_counts": INTEGERS,
        "opened": described(SEATS, "the seats that have opened"),
        "jokers_to_lay": INTEGER,
        "deal_result": common["deal_result"],
        "scores": common["scores"],
        "game_over": common["game_over"],
        "winner": common["winner"],
        "eliminated": SEATS,
    }
    return {
        "RaminoDealResult": fixed(
            {
                "points": array(nullable(INTEGER), "per seat; null for a hand left unknown"),
                "reason": reasons("ramino"),
                "reason_text": REASON_TEXT,
                "winner": nullable(SEAT, "the seat that went out or closed in hand; null when the hand is void (§11)"),
                "eliminated": SEATS,
                "unknown_hands": described(SEATS, "the seats whose hands the history leaves unknown (then no points)"),
            },
            optional=("unknown_hands",),
        ),
        "RaminoTableMeld": fixed(
            {
                "index": INTEGER,
                "owner": SEAT,
                "kind": strings("run", "group"),
                "cards": CARDS,
                "value": INTEGER,
                "jokers": array(ref("MeldJoker")),
            }
        ),
        "RaminoReport": fixed(
            {
                **public,
                "legal_actions": common["legal_actions"],
                "hands": array(nullable(CARDS), "each hand, null where unknown"),
                "unknown_hands": UNKNOWN_HANDS,
                "discards": CARDS,
                "violations": common["violations"],
            },
            description="Ramino: where the deal stands",
        ),
        "RaminoSeatView": fixed(
            {**public, "hand": CARDS, "legal_actions": common["legal_actions"]},
            optional=("hand", "legal_actions"),
            description="Ramino: what a seat (or, without hand, a spectator) sees",
        ),
    }


GAME_SHAPES = {"ecarte": _ecarte, "euchre": _euchre, "sette-e-mezzo": _sette_e_mezzo, "ramino": _ramino}


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
    shapes = GAME_SHAPES[engine.game_id](engine)
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
