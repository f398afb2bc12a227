"""Messages of the refusals that the shared engine raises for every game (service/engine), and
the catalogue's words for the rule codes that several games raise (each game cites its own
section: ``RULES["not_your_turn"].at("4.4")``)."""

from __future__ import annotations

from .base import Message, Rule

MESSAGES = {
    "game_over": Message("the match is over"),
    "deal_over": Message("the deal is over"),
    "not_your_turn": Message(
        "it is seat {to_act}'s turn, not seat {seat}'s",
        ("seat", "to_act"),
    ),
    "joiner.or": Message(" or "),
    "suit.H": Message("hearts"),
    "suit.D": Message("diamonds"),
    "suit.C": Message("clubs"),
    "suit.S": Message("spades"),
    "card_already_seen": Message(
        "{card} has already been seen in this deal",
        ("card",),
    ),
    "card_not_in_hand": Message(
        "seat {seat} does not hold {card}",
        ("seat", "card"),
    ),
}

RULES = {
    "card_already_seen": Rule(
        "Card already seen",
        "A card named as dealt or drawn from an unknown stock must be one not yet seen in the deal.",
    ),
    "card_not_in_hand": Rule("Card not in hand", "A seat plays, discards or lays only cards it holds."),
    "card_not_in_stock": Rule("Card not in the stock", "A card drawn must be one the stock still holds."),
    "card_required": Rule("Card required", "When the stock's order is unknown, a draw names the card drawn."),
    "not_top_of_stock": Rule("Not the top of the stock", "A card drawn from a known stock is its top card."),
    "deal_over": Rule("Deal over", "No action is taken in a deal that is over."),
    "game_over": Rule("Match over", "No deal or action is taken once the match is over."),
    "not_your_turn": Rule("Not your turn", "Only the seat to act may act."),
    "must_follow_suit": Rule("Must follow suit", "A player who holds a card of the suit led must play one."),
}
"""The catalogue's words for the rule codes that more than one game raises."""
