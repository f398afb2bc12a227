"""Ecarté's answers as closed JSON schemas (docs/API.md §3): its report, seat view and deal result, as the
engine's ``report`` and ``seat_view`` give them (service/games/ecarte/reports.py); tests/api/test_answer_schemas.py
holds the two together over random playouts."""

from __future__ import annotations

from typing import Any

from ....api.answers import (
    BOOLEAN,
    CARD,
    CARDS,
    INTEGER,
    INTEGERS,
    NUMBER,
    REASON_TEXT,
    SEAT,
    STRING,
    UNKNOWN_HANDS,
    Json,
    array,
    common,
    described,
    fixed,
    reasons,
    strings,
)
from ....api.unions import nullable, ref
from ....engine import GameEngine
from ..state import REPORTED_PHASE


def shapes(engine: GameEngine[Any, Any]) -> dict[str, Json]:
    facts: Json = {
        **common(engine, strings(*dict.fromkeys(REPORTED_PHASE.values()))),
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
