"""Messages of Euchre's refusals (service/games/euchre; its rules are docs/rules/euchre.md), and its rule
catalogue.

Euchre also raises ``not_your_turn``, ``deal_over``, ``game_over``, ``card_not_in_hand`` and
``card_already_seen`` (the shared engine's table) with the same words.
"""

from __future__ import annotations

from ...messages.base import Message, Penalty, Rule
from ...messages.engine import RULES as SHARED
from ...messages.matches import MATCH_RULES

MESSAGES = {
    "game_over.scores_reach_target": Message("the match is already over: these scores reach the target"),
    "wrong_phase": Message(
        "{phase}: {allowed:or}, not {kind}",
        ("phase", "allowed", "kind"),
    ),
    "wrong_phase.round_1_call": Message("in round 1 the upcard's suit is ordered up or passed, not called"),
    "no_going_alone.each_for_himself": Message("each for himself, nobody goes alone: everyone already plays alone"),
    "no_going_alone.discard_without_assist": Message(
        "the dealer goes alone with the discard only when the partner's assist made the dealer the maker",
    ),
    "must_go_alone": Message("the dealer's partner may order the upcard up only by going alone"),
    "blind_call": Message("the upcard is the benny: the dealer must call a trump suit"),
    "dealer_must_call": Message("stick the dealer: the dealer must call a trump suit"),
    "suit_turned_down": Message(
        "{suit} was turned down and cannot be trump this deal",
        ("suit",),
    ),
    "cannot_discard_upcard": Message("the dealer may not discard the upcard just picked up"),
    "no_exchange": Message("seat {seat}'s hand earns no exchange with the kitty under these rules", ("seat",)),
    "no_exchange.kitty_unknown": Message("the deal does not give the kitty: an exchange takes its last three cards"),
    "no_exchange.kitty_taken": Message("the kitty was already exchanged this deal"),
    "exchange_three": Message("an exchange gives three different cards of the hand, not {count}", ("count",)),
    "no_redeal": Message("seat {seat}'s hand earns no redeal under these rules", ("seat",)),
    "making_trump_rule": Message(
        "seat {seat} may not make {suit} trump holding {card} as the only trump",
        ("seat", "suit", "card"),
    ),
    "bid_out_of_range": Message(
        "a bid of {tricks} tricks: a bid is from {lowest} to {highest} tricks",
        ("tricks", "lowest", "highest"),
    ),
    "dealer_must_bid": Message("stick the dealer: nobody has bid, so the dealer must bid"),
    "no_trump_not_allowed": Message("{trump} may not be named trump under these rules", ("trump",)),
    "maker_must_play": Message("seat {seat} made trump and plays: the maker may not drop out", ("seat",)),
    "no_declaring": Message('these rules have no "I declare" (declare_march)'),
    "must_follow_suit": Message(
        "seat {seat} played {card} in trick {trick} though able to follow {led}",
        ("seat", "card", "trick", "led"),
    ),
    "euchre_phase.auction": Message("the auction"),
    "euchre_phase.name_trump": Message("naming trump"),
    "euchre_phase.stay_or_drop": Message("staying in or dropping out"),
    "euchre_phase.blind_loner": Message("the dealer's choice to go alone blind"),
    "euchre_phase.bidding_round_1": Message("bidding round 1"),
    "euchre_phase.bidding_round_2": Message("bidding round 2"),
    "euchre_phase.discard": Message("discard"),
    "euchre_phase.defend_alone": Message("defend alone"),
    "euchre_phase.show_hand": Message("hands shown before the first lead"),
    "euchre_phase.play": Message("play"),
    "euchre_phase.march": Message("the makers' choice of how to take the march"),
    "card_not_in_hand.upcard_picked_up": Message(
        "seat {seat}'s last card is {upcard}, picked up",
        ("seat", "upcard"),
    ),
    "euchre_reason.march": Message("the makers (seat {maker}'s side) took every trick: a march", ("maker",)),
    "euchre_reason.point": Message("the makers (seat {maker}'s side) took the majority of the tricks", ("maker",)),
    "euchre_reason.euchred": Message(
        "the makers (seat {maker}'s side) were euchred: they did not take the majority of the tricks", ("maker",)
    ),
    "euchre_reason.made": Message("seat {maker} won the bid and the makers took the tricks bid", ("maker",)),
    "euchre_reason.set": Message("seat {maker} won the bid and the makers fell short: they are set", ("maker",)),
    # each for himself (three-handed, individual, two players): the maker is a seat, not a side
    "euchre_reason_by_seat.march": Message("the maker (seat {maker}) took every trick: a march", ("maker",)),
    "euchre_reason_by_seat.point": Message("the maker (seat {maker}) took the majority of the tricks", ("maker",)),
    "euchre_reason_by_seat.euchred": Message(
        "the maker (seat {maker}) was euchred: he did not take the majority of the tricks", ("maker",)
    ),
    "euchre_reason_by_seat.made": Message("seat {maker} won the bid and took the tricks bid", ("maker",)),
    "euchre_reason_by_seat.set": Message("seat {maker} won the bid and fell short: he is set", ("maker",)),
    "euchre_reason.declared_march": Message("the declarer took every trick: he wins the match and the pool"),
    "euchre_reason.declaration_failed": Message(
        "a declaration failed: the declarer's score is doubled and he pays a stake into the pool"
    ),
    "euchre_reason.unopposed": Message(
        "every other player threw his hand in: the maker, seat {maker}, scores without a card played", ("maker",)
    ),
    "euchre_reason.revoke": Message("a revoke was proven: its penalty replaces the deal's score"),
    "euchre_reason.thrown_in": Message("nobody made trump: the deal is thrown in"),
    "euchre_reason.redeal": Message("a hand was shown for a redeal (ace-no-face): the same dealer deals again"),
    "euchre_reason.blind_loner_short": Message(
        "seat {maker} went alone blind and did not take every trick: the defenders score 1", ("maker",)
    ),
}


INPUTS = {
    "input.euchre_trump": Message("one of {trumps:list} under these rules (no trump only in bid euchre)", ("trumps",)),
    "input.auction_deals_all": Message("bid euchre (bidding auction) deals every card: no upcard, no kitty"),
    "input.kitty_or_stock": Message("give the kitty or the stock, not both"),
    "input.kitty_size": Message("holds the {size} cards left under the upcard, not {count}", ("size", "count")),
    "input.packets_total": Message(
        "packets, dealt round after round, must make up the {dealt} cards each of {players} players is dealt",
        ("dealt", "players"),
    ),
    "input.exchange_kitty": Message(
        "an exchange takes three cards of the kitty, and this deal leaves {kitty} under the upcard", ("kitty",)
    ),
    "input.benny_card_alone": Message("a card stands in for the benny only when benny is true"),
    "input.solo_canadian_loner": Message("no dealer's partner each for himself, everyone already plays alone"),
    "input.solo_assist": Message("each for himself, the dealer has no partner to assist"),
    "input.solo_defend_alone": Message("nobody defends alone each for himself, everyone already plays alone"),
    "input.solo_loner_lead": Message("there is no lone maker each for himself, everyone already plays alone"),
    "input.solo_point_on_partner": Message("each for himself, the dealer has no partner to steal the deal"),
    "input.solo_robson_rules": Message("Robson rules are for partnerships: each for himself, no opponents' team"),
    "input.only_auction": Message("only under bidding auction (bid euchre)"),
    "input.partnerships_count_up": Message("partnerships count up to points_to_win"),
    "input.count_down_required": Message(
        "each for himself (but three-handed euchre) the scores count down to zero: give the start (21 in "
        "individual bid euchre, 5 in set-back)"
    ),
    "input.only_counting_down": Message("only where scores count down (count_down_from)"),
    "input.counting_down_ends_at_zero": Message("scores counting down end at zero (count_down_from)"),
    "input.only_set_back": Message("only in set-back, which makes trump from the upcard"),
    "input.auction_no_upcard": Message("bid euchre (bidding auction) has no upcard, no kitty and no lone hand"),
    "input.auction_players": Message("bid euchre is played by three or four"),
    "input.auction_whole_pack": Message(
        "bid euchre deals the whole pack: {deck} cards do not share among {players}", ("deck", "players")
    ),
}
"""The words of a 400's field messages (``input.<cause>``) that Euchre writes of a deal or rules it reads, with
the facts each names."""

REVOKE = Penalty(
    "A proven revoke replaces the deal's score: the other side scores revoke_points (2 by default), or "
    "revoke_points_loner where it is set and someone is alone; under revoke_scoring: deduct (the three-handed "
    "preset) the offenders lose that many instead. Several revokes by one side count once; the violation's "
    "penalty.points gives each side's change.",
    ("rules.revoke_points", "rules.revoke_points_loner", "rules.revoke_scoring"),
)
"""§9.3, §10.3: the revoke's penalty (service/games/euchre/scoring.py, ``revoke_penalty``)."""

RULES = {
    "card_already_seen": SHARED["card_already_seen"].at("3.2"),
    "dealer_must_call": Rule(
        "Dealer must call", "Under stick_the_dealer the dealer may not pass in round 2 and must call a suit."
    ).at("4.4"),
    "suit_turned_down": Rule("Suit turned down", "The suit of the upcard turned down cannot be called trump.").at(
        "4.3"
    ),
    "must_go_alone": Rule(
        "Must go alone", "Under canadian_loner the dealer's partner orders the upcard up only by going alone."
    ).at("4.5"),
    "blind_call": Rule(
        "Blind call", "When the upcard is the benny there is no bidding: the dealer calls a trump suit."
    ).at("4.6"),
    "no_exchange": Rule(
        "No exchange",
        "Only a hand the rules name (ace_no_face, farmers_hand), shown before the first lead, exchanges three cards "
        "with the kitty's last three; once a deal, and only when the deal gives the kitty.",
    ).at("15.7"),
    "exchange_three": Rule("Exchange three", "An exchange gives exactly three different cards of the hand.").at("15.7"),
    "no_redeal": Rule(
        "No redeal", "Only an ace-no-face hand, under ace_no_face redeal or either, is shown for a redeal."
    ).at("15.7"),
    "cannot_discard_upcard": Rule(
        "Cannot discard the upcard", "The dealer may not discard the upcard just taken up, unless the rules allow it."
    ).at("5.2"),
    "wrong_phase": Rule(
        "Wrong phase", "Each step of a deal takes its own actions: bid, discard, defend alone, then play."
    ).at("5.4"),
    "no_going_alone": Rule(
        "No going alone", "Only a maker may go alone, never three-handed, and the dealer only as the rules allow."
    ).at("6.1"),
    "card_not_in_hand": SHARED["card_not_in_hand"].at("7.2"),
    "must_follow_suit": SHARED["must_follow_suit"].at("7.2", REVOKE),
    "making_trump_rule": Rule(
        "Making-trump rule",
        "Under making_trump_rule a player (or the dealer only) may not make trump holding a jack as the only trump; "
        "a breach accepted scores as a revoke.",
    ).at("15.1", REVOKE),
    "bid_out_of_range": Rule(
        "Bid out of range",
        "Under bidding auction a bid is a number of tricks above the highest bid so far and no more than a hand holds.",
    ).at("16.1"),
    "dealer_must_bid": Rule(
        "Dealer must bid", "Under bidding auction and stick_the_dealer the dealer may not pass when nobody has bid."
    ).at("16.1"),
    "maker_must_play": Rule(
        "Maker must play", "Where players may drop out or throw their hands in, the maker may not: he plays."
    ).at("16.3"),
    "no_declaring": Rule(
        "No declaring", 'A player says "I declare" only in set-back under declare_march, after trump is made.'
    ).at("17.3"),
    "no_trump_not_allowed": Rule(
        "No trump not allowed",
        "The high bidder names no trump high only under no_trump high or high_low, low only under high_low.",
    ).at("16.2"),
    "not_your_turn": SHARED["not_your_turn"].at("0"),
    "deal_over": SHARED["deal_over"].at("8"),
    "game_over": SHARED["game_over"].at("8"),
    "wrong_dealer": MATCH_RULES["wrong_dealer"].at("3.1"),
    "deal_unfinished": MATCH_RULES["deal_unfinished"].at("3.1"),
    "recorded_points_differ": MATCH_RULES["recorded_points_differ"].at("8"),
    "recorded_scores_differ": MATCH_RULES["recorded_scores_differ"].at("8"),
    "recorded_pool_differs": MATCH_RULES["recorded_pool_differs"].at("17.2"),
}
"""Euchre's rule catalogue: each code it raises, with its section of docs/rules/euchre.md."""
