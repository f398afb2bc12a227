"""Sette e Mezzo's answers as closed JSON schemas (docs/API.md §3): its report, seat view and deal result, as
the engine's ``report`` and ``seat_view`` give them (service/games/sette_e_mezzo/reports.py);
tests/api/test_answer_schemas.py holds the two together over random playouts."""

from __future__ import annotations

from typing import Any

from ....api.answers import (
    BOOLEAN,
    CARD,
    CARDS,
    INTEGER,
    NUMBER,
    REASON_TEXT,
    SEAT,
    SEATS,
    STRING,
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
from ..state import Phase, Status


def _sette_hand(*, report: bool) -> Json:
    properties: Json = {
        "seat": SEAT,
        "role": strings("banker", "player"),
        "cards": array(nullable(CARD), "the cards, null where face down and unknown"),
        "shown": array(nullable(CARD), "the cards face up"),
        "face_down": INTEGER,
        "stake": nullable(INTEGER),
        "status": strings(*Status),
        "value": nullable(NUMBER, "the hand's value (7.5 for 7 1/2)"),
        "bust": nullable(BOOLEAN),
        "special": nullable(STRING, "triple, emblee or null"),
        "matta_value": nullable(NUMBER, "what the matta counted as"),
        "points": nullable(INTEGER),
    }
    hidden = () if report else ("cards", "value", "bust", "special", "matta_value")
    return fixed(properties, optional=hidden)


def shapes(engine: GameEngine[Any, Any]) -> dict[str, Json]:
    shared = common(engine, strings(*Phase))
    facts: Json = {
        **shared,
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
