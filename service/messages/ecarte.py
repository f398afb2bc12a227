"""Messages of Ecarté's refusals (service/games/ecarte; its rules are docs/rules/ecarte.md).

Ecarté also raises ``not_your_turn`` (Sette e Mezzo's table) and ``card_not_in_hand`` and
``card_already_seen`` (the shared engine's table) with the same words.
"""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "game_over.score_reached": Message(
        "Game over",
        "the game is over: a score has reached {target_score}",
        ("target_score",),
    ),
    "game_over.seat_won": Message("Game over", "the game is over: seat {winner} has won", ("winner",)),
    "deal_over.ended": Message("Deal over", "the deal is over"),
    "not_your_turn.two_seats": Message("Not your turn", "Ecarté has seats 0 and 1, not {seat}", ("seat",)),
    "proposal_pending": Message(
        "Proposal pending",
        "seat {dealer} must accept or refuse the proposal",
        ("dealer",),
    ),
    "exchange_pending": Message("Exchange pending", "seat {to_act} must exchange cards now", ("to_act",)),
    "stock_empty": Message("Stock empty", "the stock is empty: no more exchanges"),
    "exchange_limit_reached": Message(
        "Exchange limit reached",
        "{rounds} exchange rounds is the limit",
        ("rounds",),
    ),
    "exchange_closed": Message("Exchange closed", "the exchange phase is over: play has begun"),
    "not_your_decision": Message("Not your decision", "no proposal is waiting for an answer"),
    "exchange_not_agreed": Message("Exchange not agreed", "an exchange needs a proposal the dealer accepted"),
    "duplicate_card": Message("Duplicate card", "a card is named twice in the discard"),
    "must_discard": Message(
        "Must discard",
        "seat {seat} must discard at least {least} card(s)",
        ("seat", "least"),
    ),
    "discard_exceeds_stock": Message(
        "Discard exceeds the stock",
        "the stock holds only {stock_left} card(s)",
        ("stock_left",),
    ),
    "too_many_discards": Message("Too many discards", "a hand holds only {hand_size} cards", ("hand_size",)),
    "draw_not_from_stock": Message(
        "Draw not from the stock",
        "the stock's top {count} card(s) are not the ones named",
        ("count",),
    ),
    "wrong_draw_count.stock_unknown": Message(
        "Wrong draw count",
        "name the {count} card(s) drawn (the stock is unknown)",
        ("count",),
    ),
    "wrong_draw_count.named": Message(
        "Wrong draw count",
        "{count} card(s) discarded, {named} named as drawn",
        ("count", "named"),
    ),
    "king_already_declared": Message(
        "King already declared",
        "seat {seat} may not declare: the trump king was already declared (or claimed) this deal",
        ("seat",),
    ),
    "king_declaration_too_late": Message(
        "King declaration too late",
        "seat {seat} has already played a card this deal",
        ("seat",),
    ),
    "no_king_to_declare": Message(
        "No king to declare",
        "seat {seat} does not hold the king of trumps ({king})",
        ("seat", "king"),
    ),
    "must_overtake": Message(
        "Must overtake",
        "seat {seat} must play a higher card of the led suit on {led}, not play {card}",
        ("seat", "led", "card"),
    ),
    "must_follow_suit.led_suit": Message(
        "Must follow suit",
        "seat {seat} must follow the led suit on {led}, not play {card}",
        ("seat", "led", "card"),
    ),
    "must_trump": Message(
        "Must trump",
        "seat {seat} must trump on {led}, not play {card}",
        ("seat", "led", "card"),
    ),
}
