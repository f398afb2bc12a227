"""Euchre's actions (API.md §4), with the words the Italian seed uses for them."""

from __future__ import annotations

from ...engine import ActionField, ActionType, Vocabulary
from .rules import SUITS

ALONE = ActionField("alone", "boolean", "Play without a partner (the partner sits out)", required=False, default=False)
CARD = ActionField("card", "card", "The card")
DEALER_ALONE = ActionField(
    "alone",
    "boolean",
    "After the partner's assist that made the dealer the maker (assist_makes_dealer_maker): the dealer plays "
    "alone, the assister sits out",
    required=False,
    default=False,
)

VOCABULARY = Vocabulary(
    (
        ActionType("pass", "Decline to make trump, or to defend alone", aliases=("passo", "passa", "rifiuto")),
        ActionType(
            "order_up",
            "Round 1: accept the upcard's suit as trump (the dealer picks it up); from the dealer's partner "
            "(the assist) with assist_makes_dealer_maker, the dealer becomes the maker",
            (ALONE,),
            aliases=("ordino", "order", "accetto", "assist", "assisto", "pick_up", "take_up", "prendo"),
        ),
        ActionType(
            "discard",
            "The dealer, holding the upcard, discards one card face down",
            (ActionField("card", "card", "The card discarded, face down", face_down=True), DEALER_ALONE),
            aliases=("scarto", "scarta"),
        ),
        ActionType(
            "call",
            "Round 2 (or the dealer's blind call): name the trump suit",
            (ActionField("suit", "suit", "The trump suit: S, H, D or C"), ALONE),
            aliases=("chiamo",),
        ),
        ActionType(
            "defend_alone",
            "A defender plays alone against the makers (when the rules allow)",
            aliases=("difendo da solo", "difendo_da_solo"),
        ),
        ActionType("play", "Play a card to the trick", (CARD,), aliases=("gioco", "gioca")),
    ),
    SUITS,
)
