"""Messages of Sette e Mezzo's refusals (service/games/sette_e_mezzo; sections of its digest)."""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "game_over": Message("Match over", "the match is over"),
    "game_over.bankroll_spent": Message("Match over", "the match is over: a seat's bankroll is spent"),
    "game_over.max_deals": Message(
        "Match over",
        "the match is over: {max_deals} deals have been played",
        ("max_deals",),
    ),
    "deal_over": Message("Deal over", "the deal is over and settled"),
    "turn_over": Message("Turn over", "seat {seat}'s turn is over", ("seat",)),
    "not_your_turn": Message(
        "Not your turn",
        "it is seat {to_act}'s turn, not seat {seat}'s",
        ("seat", "to_act"),
    ),
    "bet_required": Message(
        "Bet required",
        "seat {seat} must place a bet before play begins",
        ("seat",),
    ),
    "betting_closed": Message("Betting closed", "bets are made before anyone plays"),
    "bet_out_of_range": Message(
        "Bet out of range",
        "seat {seat} may stake {low} to {high} chips, not {amount}",
        ("seat", "low", "high", "amount"),
    ),
    "banker_hits_face_up": Message("Banker hits face up", "the banker's hits come face up"),
    "face_down_mode_fixed": Message(
        "Face-down mode fixed",
        "a hand's first hit fixed whether its hits come face up",
    ),
    "stock_exhausted": Message(
        "Stock exhausted",
        "the stock is empty and no busted hand can be reshuffled: stand",
    ),
    "not_top_of_stock": Message(
        "Not the top of the stock",
        "the next card of the stock is not {card}",
        ("card",),
    ),
    "card_required": Message(
        "Card required",
        "the stock's order is not known: the hit must name its card",
    ),
    "card_not_in_stock": Message("Card not in the stock", "{card} is not in the stock", ("card",)),
}
