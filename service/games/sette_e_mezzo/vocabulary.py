"""Sette e Mezzo's actions (docs/API.md §4), with the words the Italian seed uses for them."""

from __future__ import annotations

from ...cards import ITALIAN_SUITS
from ...engine import ActionField, ActionType, Vocabulary

VOCABULARY = Vocabulary(
    (
        ActionType(
            "bet",
            "A player's stake, before he looks at his card; the banker does not bet.",
            (
                ActionField(
                    "amount",
                    "number",
                    "Chips staked: a whole number from min_bet to max_bet and at "
                    "most the bankroll (anything else is bet_out_of_range).",
                ),
            ),
            aliases=("punta", "punto", "puntata", "posta"),
        ),
        ActionType(
            "hit",
            "Ask for a card.",
            (
                ActionField(
                    "card",
                    "card",
                    "The card drawn; optional while the stock's order is known (then derived), required otherwise.",
                    required=False,
                ),
                ActionField(
                    "face_up",
                    "boolean",
                    "true: the first card stays hidden and hits come face up; "
                    "false: the hidden card is turned up and the new one comes face down. Fixed by a "
                    "hand's first hit; omitted = the hand's mode (true for a first hit). The banker "
                    "hits face up.",
                    required=False,
                ),
            ),
            aliases=("carta", "dammi carta", "chiedo", "chiedo carta", "chiamo", "chiedere"),
        ),
        ActionType("stand", "Take no more cards; the turn passes on.", aliases=("sto", "stò", "stare", "mi fermo")),
    ),
    ITALIAN_SUITS,
)
