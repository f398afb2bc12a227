"""Messages of Euchre's refusals (service/games/euchre; its rules are docs/rules/euchre.md).

Euchre also raises ``game_over`` (Sette e Mezzo's table) and ``card_not_in_hand`` and
``card_already_seen`` (the shared engine's table) with the same words.
"""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "game_over.scores_reach_target": Message("Match over", "the match is already over: these scores reach the target"),
    "deal_over.new_deal_needed": Message("Deal over", "the deal is over; the next one needs a new deal"),
    "not_your_turn.seat_to_act": Message(
        "Not your turn",
        "seat {to_act} is to act, not seat {seat}",
        ("seat", "to_act"),
    ),
    "wrong_phase": Message(
        "Wrong phase",
        "{phase}: {allowed}, not {kind}",
        ("phase", "allowed", "kind"),
    ),
    "wrong_phase.round_1_call": Message(
        "Wrong phase", "in round 1 the upcard's suit is ordered up or passed, not called"
    ),
    "no_going_alone.three_handed": Message(
        "No going alone", "three-handed, nobody goes alone: everyone already plays alone"
    ),
    "no_going_alone.discard_without_assist": Message(
        "No going alone",
        "the dealer goes alone with the discard only when the partner's assist made the dealer the maker",
    ),
    "must_go_alone": Message("Must go alone", "the dealer's partner may order the upcard up only by going alone"),
    "blind_call": Message("Blind call", "the upcard is the benny: the dealer must call a trump suit"),
    "dealer_must_call": Message("Dealer must call", "stick the dealer: the dealer must call a trump suit"),
    "suit_turned_down": Message(
        "Suit turned down",
        "{suit} was turned down and cannot be trump this deal",
        ("suit",),
    ),
    "cannot_discard_upcard": Message(
        "Cannot discard the upcard", "the dealer may not discard the upcard just picked up"
    ),
    "must_follow_suit": Message(
        "Must follow suit",
        "seat {seat} played {card} in trick {trick_number} though able to follow {led}",
        ("seat", "card", "trick_number", "led"),
    ),
    "card_not_in_hand.upcard_picked_up": Message(
        "Card not in hand",
        "seat {seat}'s last card is {upcard}, picked up",
        ("seat", "upcard"),
    ),
}
