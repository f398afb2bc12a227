"""Messages of the refusals that the shared engine raises for every game (service/engine)."""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "card_already_seen": Message(
        "Card already seen",
        "{card} has already been seen in this deal",
        ("card",),
    ),
    "card_not_in_hand": Message(
        "Card not in hand",
        "seat {seat} does not hold {card}",
        ("seat", "card"),
    ),
}
