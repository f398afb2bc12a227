"""Euchre's answers as closed JSON schemas (docs/API.md §3): its report, seat view and deal result, as the
engine's ``report`` and ``seat_view`` give them (service/games/euchre/reports.py); tests/api/test_answer_schemas.py
holds the two together over random playouts."""

from __future__ import annotations

from typing import Any

from ....api.answers import (
    BOOLEAN,
    CARD,
    CARDS,
    INTEGER,
    INTEGERS,
    REASON_TEXT,
    SEAT,
    SEATS,
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
from ..state import Phase


def shapes(engine: GameEngine[Any, Any]) -> dict[str, Json]:
    facts: Json = {
        **common(engine, strings(*Phase)),
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
