"""Ramino's answers as closed JSON schemas (docs/API.md §3): its report, seat view and deal result, as the
engine's ``report`` and ``seat_view`` give them (service/games/ramino/reports.py); tests/api/test_answer_schemas.py
holds the two together over random playouts."""

from __future__ import annotations

from typing import Any

from ....api.answers import (
    CARD,
    CARDS,
    INTEGER,
    INTEGERS,
    REASON_TEXT,
    SEAT,
    SEATS,
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
    shared = common(engine, strings(*dict.fromkeys(REPORTED_PHASE.values())))
    public: Json = {
        "phase": shared["phase"],
        "to_act": shared["to_act"],
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
        "deal_result": shared["deal_result"],
        "scores": shared["scores"],
        "game_over": shared["game_over"],
        "winner": shared["winner"],
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
                "legal_actions": shared["legal_actions"],
                "hands": array(nullable(CARDS), "each hand, null where unknown"),
                "unknown_hands": UNKNOWN_HANDS,
                "discards": CARDS,
                "violations": shared["violations"],
            },
            description="Ramino: where the deal stands",
        ),
        "RaminoSeatView": fixed(
            {**public, "hand": CARDS, "legal_actions": shared["legal_actions"]},
            optional=("hand", "legal_actions"),
            description="Ramino: what a seat (or, without hand, a spectator) sees",
        ),
    }
