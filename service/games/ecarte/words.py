"""Messages of Ecarté's refusals (service/games/ecarte; its rules are docs/rules/ecarte.md), and its rule
catalogue.

Ecarté also raises ``not_your_turn``, ``deal_over``, ``game_over``, ``card_not_in_hand`` and
``card_already_seen`` (the shared engine's table) with the same words.
"""

from __future__ import annotations

from ...messages.base import Message, Penalty, Rule
from ...messages.engine import RULES as SHARED
from ...messages.matches import MATCH_RULES

MESSAGES = {
    "revoke_proven": Message(
        "seat {seat} held {proof} when it failed that duty ({rule})",
        ("seat", "proof", "rule"),
    ),
    "game_over.score_reached": Message(
        "the game is over: a score has reached {target_score}",
        ("target_score",),
    ),
    "proposal_pending": Message(
        "seat {dealer} must accept or refuse the proposal",
        ("dealer",),
    ),
    "exchange_pending": Message("seat {to_act} must exchange cards now", ("to_act",)),
    "stock_empty": Message("the stock is empty: no more exchanges"),
    "exchange_limit_reached": Message(
        "{rounds} exchange rounds is the limit",
        ("rounds",),
    ),
    "exchange_closed": Message("the exchange phase is over: play has begun"),
    "not_your_decision": Message("no proposal is waiting for an answer"),
    "exchange_not_agreed": Message("an exchange needs a proposal the dealer accepted"),
    "duplicate_card": Message("a card is named twice in the discard"),
    "must_discard": Message(
        "seat {seat} must discard at least {least} card(s)",
        ("seat", "least"),
    ),
    "discard_exceeds_stock": Message(
        "the stock holds only {stock_left} card(s)",
        ("stock_left",),
    ),
    "too_many_discards": Message("a hand holds only {hand_size} cards", ("hand_size",)),
    "draw_not_from_stock": Message(
        "the stock's top {count} card(s) are not the ones named",
        ("count",),
    ),
    "wrong_draw_count.stock_unknown": Message(
        "name the {count} card(s) drawn (the stock is unknown)",
        ("count",),
    ),
    "wrong_draw_count.named": Message(
        "{count} card(s) discarded, {named} named as drawn",
        ("count", "named"),
    ),
    "king_already_declared": Message(
        "seat {seat} may not declare: the trump king was already declared (or claimed) this deal",
        ("seat",),
    ),
    "king_declaration_too_late": Message(
        "seat {seat} has already played a card this deal",
        ("seat",),
    ),
    "no_king_to_declare": Message(
        "seat {seat} does not hold the king of trumps ({king})",
        ("seat", "king"),
    ),
    "must_overtake": Message(
        "seat {seat} must play a higher card of the led suit on {led}, not play {card}",
        ("seat", "led", "card"),
    ),
    "must_follow_suit.led_suit": Message(
        "seat {seat} must follow the led suit on {led}, not play {card}",
        ("seat", "led", "card"),
    ),
    "must_trump": Message(
        "seat {seat} must trump on {led}, not play {card}",
        ("seat", "led", "card"),
    ),
    "ecarte_reason.point": Message("seat {seat} took the majority of the tricks: the point", ("seat",)),
    "ecarte_reason.vole": Message("seat {seat} took all five tricks: the vole", ("seat",)),
    "ecarte_reason.target_reached": Message("the king's point brought seat {seat} to the target score", ("seat",)),
    "ecarte_reason.king_turn_up": Message(
        "the king turned up brought the dealer, seat {seat}, to the target score", ("seat",)
    ),
}


INPUTS = {
    "input.ecarte_trick": Message("an Ecarté trick holds one or two cards"),
}
"""The words of a 400's field messages (``input.<cause>``) that Ecarté writes of a deal or rules it reads, with
the facts each names."""

REVOKE = Penalty(
    "A breach accepted (a hidden hand's breach proven later, or any breach under on_illegal: report) costs the "
    "offender one of his trick points for the deal per breach, never below 0; his king point stays "
    "(the violation's penalty: seat and trick_points -1).",
)
"""§6.4: a breach of the duty to follow accepted (service/games/ecarte/play.py, ``revoke_penalty``)."""

FALSE_KING = Penalty(
    "Under false_king: penalty (the club-code preset) the declaration stands and the opponent scores 1 point "
    "(the violation's penalty: seat and points 1); under reject (the default) it is refused.",
    ("rules.false_king",),
)
"""§5.3: a declaration of the trump king by a seat without it (service/games/ecarte/king.py)."""

RULES = {
    "not_your_turn": SHARED["not_your_turn"].at("9"),
    "exchange_closed": Rule(
        "Exchange closed", "Once the elder leads (or the dealer refuses) the exchanges are over."
    ).at("4.1"),
    "stock_empty": Rule("Stock empty", "The elder proposes an exchange only while the stock holds cards.").at("4.1"),
    "proposal_pending": Rule("Proposal pending", "A proposal is answered (accept or refuse) before anything else.").at(
        "4.2"
    ),
    "not_your_decision": Rule("Not your decision", "Only a proposal waiting for an answer is accepted or refused.").at(
        "4.2"
    ),
    "exchange_not_agreed": Rule("Exchange not agreed", "Cards are exchanged only after the dealer accepts.").at("4.3"),
    "exchange_pending": Rule("Exchange pending", "After an acceptance each seat exchanges in its turn.").at("4.3"),
    "duplicate_card": Rule("Duplicate card", "A discard names each card once.").at("4.3"),
    "must_discard": Rule(
        "Must discard", "An exchange discards at least one card (the dealer, at least dealer_min_discard)."
    ).at("4.3"),
    "too_many_discards": Rule("Too many discards", "An exchange discards at most the five cards of a hand.").at("4.3"),
    "discard_exceeds_stock": Rule(
        "Discard exceeds the stock", "An exchange discards no more cards than the stock can replace."
    ).at("4.3"),
    "draw_not_from_stock": Rule(
        "Draw not from the stock", "The cards drawn in an exchange are the top cards of a known stock."
    ).at("4.3"),
    "wrong_draw_count": Rule(
        "Wrong draw count", "An exchange draws as many cards as it discards, named when the stock is unknown."
    ).at("4.3"),
    "exchange_limit_reached": Rule(
        "Exchange limit reached", "No proposal once max_exchange_rounds exchanges have been accepted."
    ).at("4.4"),
    "king_already_declared": Rule("King already declared", "The king of trumps is declared once a deal.").at("5.3"),
    "king_declaration_too_late": Rule(
        "King declaration too late", "The king of trumps is declared before its holder plays his first card."
    ).at("5.3"),
    "no_king_to_declare": Rule("No king to declare", "Only the holder of the king of trumps declares it.").at(
        "5.3", FALSE_KING
    ),
    "must_overtake": Rule(
        "Must overtake",
        "A follower holding a higher card of the suit led must play one (a higher trump on a trump lead).",
    ).at("6.2", REVOKE),
    "must_follow_suit": SHARED["must_follow_suit"].at("6.2", REVOKE),
    "must_trump": Rule("Must trump", "A follower void in the suit led who holds a trump must play one.").at(
        "6.2", REVOKE
    ),
    "deal_over": SHARED["deal_over"].at("6.1"),
    "game_over": SHARED["game_over"].at("7.3"),
    "wrong_dealer": MATCH_RULES["wrong_dealer"].at("2.2"),
    "deal_unfinished": MATCH_RULES["deal_unfinished"].at("2.2"),
    "recorded_points_differ": MATCH_RULES["recorded_points_differ"].at("7.3"),
    "recorded_scores_differ": MATCH_RULES["recorded_scores_differ"].at("7.3"),
    "recorded_pool_differs": MATCH_RULES["recorded_pool_differs"].at("7.3"),  # no pool: any recorded one differs
    "card_already_seen": SHARED["card_already_seen"].at("9"),
    "card_not_in_hand": SHARED["card_not_in_hand"].at("9"),
}
"""Ecarté's rule catalogue: each code it raises, with its section of docs/rules/ecarte.md."""
