"""Messages of the breaches a match record's replay finds between deals (service/matches), and the
catalogue's words for their rule codes: every game cites them at its own sections (Euchre's
``RULES["wrong_dealer"]`` is ``MATCH_RULES["wrong_dealer"].at("3.1")``)."""

from __future__ import annotations

from .base import Message, Rule

MESSAGES = {
    "wrong_dealer": Message(
        "seat {dealer} dealt this deal; after the deal before it the deal was seat {expected_dealer}'s",
        ("dealer", "expected_dealer"),
    ),
    "deal_unfinished": Message("the deal stops with seat {to_act} to act, yet another deal follows it", ("to_act",)),
    "recorded_points_differ": Message(
        "the table recorded the points {recorded}; the deal's actions give {computed}",
        ("recorded", "computed"),
    ),
    "recorded_scores_differ": Message(
        "the table recorded the scores {recorded} after this deal; the match gives {computed}",
        ("recorded", "computed"),
    ),
    "recorded_pool_differs": Message(
        "the table recorded {recorded} in the pool after this deal; the match gives {computed}",
        ("recorded", "computed"),
    ),
    "game_over.ended_at_deal": Message("the match ended at deal {ended_at}: no deal follows it", ("ended_at",)),
}


INPUTS = {
    "input.record_not_object": Message("a match record is a JSON object (see GET /v1/matches/schema)"),
    "input.format_missing": Message("missing: a record says '{value}'", ("value",)),
    "input.seats_refused": Message("{seats} seats: {why}", ("seats", "why")),
    "input.seats_list": Message("must be a list with one object per seat, e.g. {example}", ("example",)),
    "input.seat_object": Message("must be an object (with an optional name)"),
    "input.starting_scores_list": Message("must be a list of integers, one per team or seat"),
    "input.tags_object": Message("must be an object of at most {maximum} string values", ("maximum",)),
    "input.deals_list": Message("must be a list of 1 to {maximum} deals, in the order they were played", ("maximum",)),
    "input.deal_entry_object": Message("must be an object with deal and actions"),
    "input.deal_seats": Message("deals {dealt} seats; the record has {seats}", ("dealt", "seats")),
    "input.actions_at_most": Message("must be a list of at most {maximum} actions", ("maximum",)),
    "input.recorded_object": Message("must be an object with points, scores and/or pool"),
    "input.recorded_points": Message("must be a list of numbers (or null), one per team or seat"),
    "input.recorded_scores": Message("must be a list of numbers, one per team or seat"),
    "input.carried_value": Message("the deals before make it {value}, not {given}", ("value", "given")),
    # Euchre Game Notation read and written (service/matches/egn)
    "input.egn_euchre_only": Message("EGN records Euchre games only, not {game}", ("game",)),
    "input.egn_blind_call": Message("the benny turned up makes the dealer's blind call, which EGN does not record"),
    "input.egn_field": Message("not a field of EGN here; one of {fields:list}", ("fields",)),
    "input.egn_file_type": Message("must be '{value}': the document does not say it is EGN", ("value",)),
    "input.egn_version": Message("EGN 1.x is read (1.0.0 to 1.4), not {given}", ("given",)),
    "input.egn_metadata_missing": Message("missing: players, initialScore and the ruleset"),
    "input.egn_deals_list": Message("must be a list of 1 to {maximum} deals", ("maximum",)),
    "input.egn_players": Message("must list the {seats} players, seat 0 first, clockwise", ("seats",)),
    "input.egn_player": Message("must be a name, or an object with a name"),
    "input.egn_team_scores": Message(
        "must be the two teams' scores, [seats 0 and 2, seats 1 and 3], integers within {limit}", ("limit",)
    ),
    "input.egn_ruleset": Message("must be an object of EGN ruleset fields"),
    "input.egn_ruleset_field": Message("no EGN 1.4 ruleset field; one of {fields:list}", ("fields",)),
    "input.egn_not_played": Message("{value} is not played: {why}", ("value", "why")),
    "input.egn_min_rank": Message("must be 9 (24 cards), 8 (28) or 7 (32)"),
    "input.points_from_1": Message("must be 1 to {maximum} points", ("maximum",)),
    "input.egn_unsayable": Message("{value}: {why}", ("value", "why")),
    "input.egn_packed_deal": Message("a packed (binary) deal: expand the file to JSON EGN first"),
    "input.egn_kitty": Message("must be the kitty's cards, or empty strings when unknown"),
    "input.egn_phases": Message("must hold the bidding phase, then the trick play (if trump was made)"),
    "input.egn_joker_turned": Message("the joker turned up is a blind call, which EGN does not record"),
    "input.egn_card": Message("{code} is no card of the {deck} deck a replay can use", ("code", "deck")),
    "input.egn_hands": Message("must hold the {seats} hands as dealt (an empty list when unknown)", ("seats",)),
    "input.egn_bidding_phase": Message("the first phase is the bidding: EUCHRE_BIDDING"),
    "input.egn_calls": Message("must list 1 to {maximum} calls, from the dealer's left", ("maximum",)),
    "input.egn_card_exchanges": Message("card exchanges (farmers, partner's best, going under) are not played"),
    "input.egn_call_after_trump": Message("a call after trump was made"),
    "input.egn_alone_no_maker": Message("nobody made trump to go alone with"),
    "input.egn_call_unplayed": Message("{call}: no trump and unknown calls cannot be replayed", ("call",)),
    "input.egn_call_round": Message("round 1 (the first 4 calls) orders the upcard up; round 2 names a suit"),
    "input.egn_call_unknown": Message("{call} is no EGN call: Pass, Order or a suit (s, h, d, c)", ("call",)),
    "input.egn_lone_defender": Message("must be the seat defending alone, or -1"),
    "input.egn_defend_alone": Message(
        "a defender goes alone only against a lone maker, with the ruleset's defend_alone"
    ),
    "input.egn_maker_defends": Message("seat {given} is one of the makers, not a defender", ("given",)),
    "input.egn_play_phase": Message("the second phase is the play: TRICK_PLAY"),
    "input.egn_play_no_trump": Message("a play with no trump made"),
    "input.egn_tricks": Message("must list at most 5 tricks, each the cards in the order they were played"),
    "input.egn_trick_size": Message(
        "holds {count} cards; {seats} seats play to each trick of this deal", ("count", "seats")
    ),
    "input.egn_unplayed_num_deals": Message(
        "a fixed number of deals: Arbitro's Euchre ends at a target score (winning_score)"
    ),
    "input.egn_unplayed_loner_march_score": Message("a lone march scores 4 in Arbitro's Euchre"),
    "input.egn_unplayed_num_players": Message("Arbitro reads EGN games of 4 players in two partnerships"),
    "input.egn_unplayed_farmers": Message("Arbitro's Euchre has no farmer's hand"),
    "input.egn_unplayed_partners_best": Message("Arbitro's Euchre has no partner's best (call for best)"),
    "input.egn_unplayed_go_under": Message("Arbitro's Euchre has no going under"),
    "input.egn_unplayed_allow_no_trump": Message("Arbitro's Euchre always has a trump suit"),
    "input.egn_unplayed_fast_break": Message("Arbitro's Euchre has no fast break"),
    "input.egn_unplayed_four_trick_tokens": Message("Arbitro's Euchre has no four-trick tokens"),
    "input.egn_unsayable_partnerships": Message("EGN is written for four players in partnerships"),
    "input.egn_unsayable_assist_makes_dealer_maker": Message("EGN has no assist that makes the dealer the maker"),
    "input.egn_unsayable_benny_card": Message("EGN's benny is the joker (B)"),
    "input.egn_unsayable_dealer_may_discard_upcard": Message("EGN readers refuse a discarded upcard"),
    "input.egn_unsayable_revoke": Message("EGN records no revoke penalty"),
    "input.egn_unsayable_ace_no_face": Message("EGN records no hand shown for an exchange or a redeal"),
    "input.egn_unsayable_farmers_hand": Message("EGN records no hand shown for an exchange"),
    "input.egn_unsayable_making_trump_rule": Message("EGN records no making-trump rule"),
    "input.egn_unsayable_point_on_partner": Message("EGN's scores have no point on partner"),
    "input.egn_unsayable_robson_rules": Message("EGN records no blind loner nor a march taken off the opponents"),
    "input.egn_unsayable_dealer_speaks_first": Message("EGN's bidding opens with the seat left of the dealer"),
    "input.egn_unsayable_upcard_into_hand": Message("EGN has no field for the upcard taken into the hand"),
    "input.egn_unsayable_bidding": Message(
        "EGN records an upcard and its bidding, not an auction for tricks (bid euchre)"
    ),
    "input.egn_unsayable_count_down_from": Message("EGN's scores count up to the winning score"),
    "input.egn_unsayable_defend_alone": Message("EGN lets a defender go alone only against a lone maker"),
}
"""The words of a 400's field messages (``input.<cause>``) that a match record's reader, its replay and EGN's
reader and writer write, with the facts each names."""

MATCH_RULES = {
    "wrong_dealer": Rule(
        "Wrong dealer", "After the first deal of a match, each deal is dealt by the seat the rotation names."
    ),
    "deal_unfinished": Rule("Deal unfinished", "A deal of a match is played to its end before the next deal begins."),
    "recorded_points_differ": Rule(
        "Recorded points differ", "The points a table records for a deal are those its actions give."
    ),
    "recorded_scores_differ": Rule(
        "Recorded scores differ", "The match score a table records after a deal is the one the deals so far give."
    ),
    "recorded_pool_differs": Rule(
        "Recorded pool differs",
        "The pool a table records after a deal is the antes and every stake the deals so far paid into it.",
    ),
}
"""The catalogue's words for the rule codes of a match record's replay (``game_over`` is the shared engine's)."""
