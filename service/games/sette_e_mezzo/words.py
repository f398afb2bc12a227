"""Messages of Sette e Mezzo's refusals (service/games/sette_e_mezzo; sections of its digest), and its rule
catalogue."""

from __future__ import annotations

from ...messages.base import Message, Rule
from ...messages.engine import RULES as SHARED
from ...messages.matches import MATCH_RULES

MESSAGES = {
    "game_over.bankroll_spent": Message("the match is over: a seat's bankroll is spent"),
    "game_over.max_deals": Message(
        "the match is over: {max_deals} deals have been played",
        ("max_deals",),
    ),
    "turn_over": Message("seat {seat}'s turn is over", ("seat",)),
    "bet_required": Message(
        "seat {seat} must place a bet before play begins",
        ("seat",),
    ),
    "betting_closed": Message("bets are made before anyone plays"),
    "bet_out_of_range": Message(
        "seat {seat} may stake {low} to {high} chips, not {amount}",
        ("seat", "low", "high", "amount"),
    ),
    "banker_hits_face_up": Message("the banker's hits come face up"),
    "face_down_mode_fixed": Message(
        "a hand's first hit fixed whether its hits come face up",
    ),
    "stock_exhausted": Message(
        "the stock is empty and no busted hand can be reshuffled: stand",
    ),
    "not_top_of_stock": Message(
        "the next card of the stock is not {card}",
        ("card",),
    ),
    "card_required": Message(
        "the stock's order is not known: the hit must name its card",
    ),
    "card_not_in_stock": Message("{card} is not in the stock", ("card",)),
    "sette_e_mezzo_reason.settled": Message("every stake is settled with the banker, seat {banker}", ("banker",)),
    "sette_e_mezzo_reason.settlement_pending": Message(
        "a standing player's card is still unknown: the settlement with the banker, seat {banker}, waits for it",
        ("banker",),
    ),
    "sette_e_mezzo_reason.all_players_bust": Message(
        "every player went bust: the banker, seat {banker}, takes every stake", ("banker",)
    ),
}


INPUTS = {
    "input.hands_per_seat": Message("must be a list with one hand (or null) per seat"),
    "input.seat_count_range": Message("{seats} seats; these rules play with {low} to {high}", ("seats", "low", "high")),
    "input.fresh_stock": Message(
        "a fresh deck leaves {left} cards after dealing {seats} seats, not {size}", ("left", "seats", "size")
    ),
    "input.stock_at_most": Message("at most {left} cards are left after the deal", ("left",)),
    "input.reshuffle_cards": Message("must hold exactly the {count} cards this reshuffle gathers", ("count",)),
}
"""The words of a 400's field messages (``input.<cause>``) that Sette e Mezzo writes of a deal or rules it reads, with
the facts each names."""

RULES = {
    "bet_required": Rule("Bet required", "Every player but the banker bets before play begins.").at("3.2"),
    "betting_closed": Rule("Betting closed", "Bets are made before anyone plays, once per player.").at("3.2"),
    "bet_out_of_range": Rule(
        "Bet out of range",
        "A bet is a whole number of chips from min_bet to max_bet and never above the player's bankroll.",
    ).at("3.2"),
    "card_already_seen": SHARED["card_already_seen"].at("3.1"),
    "card_not_in_stock": SHARED["card_not_in_stock"].at("3.1"),
    "card_required": SHARED["card_required"].at("3.1"),
    "not_top_of_stock": SHARED["not_top_of_stock"].at("3.1"),
    "face_down_mode_fixed": Rule(
        "Face-down mode fixed", "A hand's first hit fixes for good whether its new cards come face up."
    ).at("4.2"),
    "not_your_turn": SHARED["not_your_turn"].at("4.4"),
    "turn_over": Rule("Turn over", "A seat whose turn is over (it stood, bust or reached 7 1/2) acts no more.").at(
        "4.4"
    ),
    "banker_hits_face_up": Rule("Banker hits face up", "The banker's hits come face up.").at("5.2"),
    "deal_over": SHARED["deal_over"].at("6"),
    "game_over": SHARED["game_over"].at("7.3"),
    "wrong_dealer": MATCH_RULES["wrong_dealer"].at("7.1"),
    "deal_unfinished": MATCH_RULES["deal_unfinished"].at("7.1"),
    "recorded_points_differ": MATCH_RULES["recorded_points_differ"].at("6.4"),
    "recorded_scores_differ": MATCH_RULES["recorded_scores_differ"].at("7.2"),
    "recorded_pool_differs": MATCH_RULES["recorded_pool_differs"].at("7.2"),  # no pool: any recorded one differs
    "stock_exhausted": Rule(
        "Stock exhausted", "A hit needs a card: with the stock empty and no busted hand to reshuffle, the seat stands."
    ).at("9"),
}
"""Sette e Mezzo's rule catalogue: each code it raises, with its section of docs/rules/sette-e-mezzo.md."""
