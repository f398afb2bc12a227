"""Sette e Mezzo's actions in canonical form declared once: one TypedDict per action type, its
``type`` annotated with the type's meaning and aliases and each field with its kind and meaning;
:data:`VOCABULARY`, which parses a client's actions, is read from them, and the moves are typed with them."""

from typing import Annotated, Literal, NotRequired

from typing_extensions import TypedDict

from ...cards import ITALIAN_SUITS
from ...engine.actions import FieldMeaning, Meaning, Vocabulary


class Bet(TypedDict):
    """``amount``: any number, judged by the rules (a fraction is ``bet_out_of_range``)."""

    seat: int
    type: Annotated[
        Literal["bet"],
        Meaning(
            "A player's stake, before he looks at his card; the banker does not bet.",
            aliases=("punta", "punto", "puntata", "posta"),
        ),
    ]
    amount: Annotated[
        int | float,
        FieldMeaning(
            "number",
            (
                "Chips staked: a whole number from min_bet to max_bet and at most the bankroll (anything else "
                "is bet_out_of_range)."
            ),
        ),
    ]


class Hit(TypedDict):
    """``card`` left out: derived from a stock whose order is known; ``face_up`` left out: the hand's mode."""

    seat: int
    type: Annotated[
        Literal["hit"],
        Meaning("Ask for a card.", aliases=("carta", "dammi carta", "chiedo", "chiedo carta", "chiamo", "chiedere")),
    ]
    card: NotRequired[
        Annotated[
            str,
            FieldMeaning(
                "card",
                ("The card drawn; optional while the stock's order is known (then derived), required otherwise."),
            ),
        ]
    ]
    face_up: NotRequired[
        Annotated[
            bool,
            FieldMeaning(
                "boolean",
                (
                    "true: the first card stays hidden and hits come face up; false: the hidden card is turned up "
                    "and the new one comes face down. Fixed by a hand's first hit; omitted = the hand's mode "
                    "(true for a first hit). The banker hits face up."
                ),
            ),
        ]
    ]


class Stand(TypedDict):
    seat: int
    type: Annotated[
        Literal["stand"],
        Meaning("Take no more cards; the turn passes on.", aliases=("sto", "stò", "stare", "mi fermo")),
    ]


SetteEMezzoAction = Bet | Hit | Stand

VOCABULARY = Vocabulary.of(SetteEMezzoAction, ITALIAN_SUITS)
"""The vocabulary parsing a client's actions into these canonical forms, read from their declarations."""
