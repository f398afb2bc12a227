"""Messages of Ramino's refusals (service/games/ramino; sections of its digest), and its rule catalogue.

Ramino also raises ``card_not_in_hand``, ``card_already_seen`` (the shared engine's table)
and ``card_not_in_stock`` (Sette e Mezzo's) with the same words.

Three parts of the table are not refusals of an action themselves:

- the rules of melds (§2, §6, §7) a meld, lay-off or joker exchange breaks, under the codes
  the /melds/check helper answers with (``too_few_cards``...), a cause where a run, a group or
  a meld in general is meant; an ``invalid_meld``, ``invalid_lay_off`` or
  ``invalid_joker_swap`` names one as its ``reason``;
- the explanation of a refused meld (``meld_explained``): the rule broken, how the cards
  read place by place (``meld_reading``, a run's only), and the valid melds the same cards
  make in another order (``valid_melds``) - the ``read_as`` and ``valid_arrangements`` the
  answer also publishes as facts;
- the lay-offs the same cards would make onto the same run (``valid_lay_offs``).
"""

from __future__ import annotations

from ...messages.base import Message, Rule
from ...messages.engine import RULES as SHARED
from ...messages.matches import MATCH_RULES

MELD_RULES = {
    "too_few_cards.meld": Message("a meld has at least 3 cards"),
    "too_few_cards.run": Message("a run has at least 3 cards"),
    "too_few_cards.group": Message("a group has at least 3 cards"),
    "no_natural_card.meld": Message("a meld needs at least one card that is not a joker"),
    "no_natural_card.run": Message("a run needs at least one card that is not a joker"),
    "no_natural_card.group": Message("a group needs at least one card that is not a joker"),
    "mixed_meld.neither": Message("the cards are neither of one suit (a run) nor of one rank (a group)"),
    "mixed_meld.run": Message("a run's cards are all of one suit"),
    "mixed_meld.group": Message("a group's cards are all of one rank"),
    "not_in_sequence.too_long": Message("a run holds at most 13 cards; an ace cannot sit at both ends"),
    "not_in_sequence.order": Message(
        "a run's cards follow each other lowest first (ace below the 2 or above the K, never wrapping); "
        "each joker stands for the rank at its place",
    ),
    "too_many_jokers.run": Message("a run holds at most {most} jokers", ("most",)),
    "too_many_jokers.group": Message("a group holds at most {most} joker(s)", ("most",)),
    "group_too_large": Message("a group holds at most 4 cards, one per suit"),
    "suit_twice": Message("a group may not hold a suit twice"),
    "nothing_to_lay": Message("a lay-off lays at least one card"),
    "does_not_fit": Message("the cards do not extend the run at its ends"),
    "joker_end_required.either_end": Message(
        'the joker could stand at either end of the run: say end: "low" (below it) or "high" (above it)',
    ),
    "no_joker_in_meld": Message("that meld holds no joker"),
    "swap_needs_natural": Message("a joker is exchanged for natural cards"),
    "swap_needs_one_card": Message("a run's joker is exchanged for the one card it represents"),
    "not_the_joker_card": Message("no joker of that run stands for {card}", ("card",)),
    "swap_needs_missing_suits": Message("a group's joker is taken by laying every missing suit"),
}

EXPLANATIONS = {
    "meld_explained": Message(
        "{reason}{reading}{arrangements}",
        ("reason", "reading", "arrangements"),
    ),
    "meld_reading": Message(
        "; {cards:cards} reads as {ranks:ranks}{places}",
        ("cards", "ranks", "places"),
    ),
    "meld_reading.places": Message(" ({places:list})", ("places",)),
    "meld_reading.joker_place": Message("the joker at place {place} as {rank}", ("place", "rank")),
    "meld_reading.card_place": Message(
        "{card} at place {place} where a {rank} belongs",
        ("card", "place", "rank"),
    ),
    "valid_melds": Message("; these cards make a valid meld as {ways:or}", ("ways",)),
    "valid_melds.way": Message("{cards:cards} ({name}, {value})", ("cards", "name", "value")),
    "valid_lay_offs": Message("; these cards fit laid off as {ways:or}", ("ways",)),
    "valid_lay_offs.way": Message(
        "{cards:cards}{end} ({name}, {value})",
        ("cards", "end", "name", "value"),
    ),
    "valid_lay_offs.end": Message(" with end {end}", ("end",)),
    "meld_name.run": Message("run {ranks:ranks}", ("ranks",)),
    "meld_name.group": Message("group of {rank}", ("rank",)),
}

REFUSALS = {
    "game_over.match_decided": Message("the match is already over"),
    "must_draw_first": Message("a turn begins by drawing a card"),
    "already_drew": Message("one card is drawn per turn"),
    "discard_pile_empty": Message("there is no discard to take"),
    "not_top_discard": Message("the top discard is {top}", ("top",)),
    "discard_pickup_not_allowed": Message("only a player who has opened may take the discard"),
    "no_card_left_to_discard.taking_discard": Message(
        "taking {top} would leave no card to discard",
        ("top",),
    ),
    "no_card_left_to_discard": Message("a turn ends with a discard: keep a card to discard"),
    "no_card_left_to_discard.hand_unknown": Message("a turn ends with a discard: keep at least one card"),
    "discard_pickup_unusable": Message("the {card} could not be laid this turn", ("card",)),
    "card_required.draw": Message("name the card drawn: the stock's order is unknown"),
    "not_top_of_stock.named_top": Message("the top of the stock is {top}", ("top",)),
    "card_not_in_hand.hand_size": Message(
        "seat {seat} holds only {size} cards",
        ("seat", "size"),
    ),
    "card_not_in_hand.unseen_held": Message(
        "seat {seat} holds only {unseen} cards besides those it is known to hold",
        ("seat", "unseen"),
    ),
    "already_opened": Message("this player has opened: lay further melds with 'meld'"),
    "opening_below_minimum": Message(
        "the opening melds are worth {value}, below the {minimum} needed",
        ("value", "minimum"),
    ),
    "not_opened": Message("a player must open before laying further melds or laying off"),
    "layoff_same_turn": Message("these rules allow no lay-off in the turn of the opening"),
    "invalid_meld": Message("{cards:cards}: {explanation}", ("cards", "explanation")),
    "no_such_meld": Message("there is no table meld {meld}", ("meld",)),
    "not_own_meld": Message("these rules allow laying off onto one's own melds only"),
    "invalid_lay_off": Message(
        "{cards:cards} onto meld {meld}: {reason}{arrangements}",
        ("cards", "meld", "reason", "arrangements"),
    ),
    "joker_end_required": Message(
        "{cards:cards} onto meld {meld}: {reason}",
        ("cards", "meld", "reason"),
    ),
    "invalid_joker_swap": Message("meld {meld}: {reason}", ("meld", "reason")),
    "joker_must_be_reused": Message("the joker won back must be laid again before discarding"),
    "joker_must_be_reused.closing": Message("the joker won back must be laid again, not discarded"),
    "joker_must_be_reused.cannot_lay": Message("the joker won back could not be laid this turn"),
    "joker_not_reusable": Message("the joker won back could not be laid this turn"),
    "discard_pickup_not_used": Message("the {card} taken must be laid this turn", ("card",)),
    "discard_pickup_not_used.cannot_lay": Message("the {card} taken could not be laid this turn", ("card",)),
    "return_discard": Message(
        "the {card} taken from the discards may not go back this turn",
        ("card",),
    ),
    "joker_discard": Message("these rules forbid discarding a joker"),
    "already_laid": Message("closing in hand needs a player who has laid nothing in this hand"),
    "close_incomplete": Message("closing in hand lays every card but the one discarded"),
}

HAND_ENDS = {
    "ramino_reason.went_out": Message("seat {winner} went out", ("winner",)),
    "ramino_reason.closed_in_hand": Message(
        "seat {winner} closed in hand: every card laid in one turn, with nothing laid before", ("winner",)
    ),
    "ramino_reason.void": Message("the stock ran out with nobody out: the hand is void"),
}


INPUTS = {
    "input.two_seats_left": Message("at least two seats must still be in the match"),
    "input.seat_eliminated": Message("seat {given} is out of the match", ("given",)),
}
"""The words of a 400's field messages (``input.<cause>``) that Ramino writes of a deal or rules it reads, with
the facts each names."""

MESSAGES = {**MELD_RULES, **EXPLANATIONS, **REFUSALS, **HAND_ENDS}

RULES = {
    "card_already_seen": SHARED["card_already_seen"].at("0"),
    "not_your_turn": SHARED["not_your_turn"].at("0"),
    # the rules of melds (/melds/check answers them; a refused meld, lay-off or exchange names one)
    "too_few_cards": Rule("Too few cards", "A meld has at least three cards.").at("2"),
    "no_natural_card": Rule("No natural card", "A meld holds at least one card that is not a joker.").at("2"),
    "mixed_meld": Rule("Mixed meld", "A meld's cards are all of one suit (a run) or all of one rank (a group).").at(
        "2"
    ),
    "too_many_jokers": Rule(
        "Too many jokers", "A run holds at most max_jokers_run jokers, a group at most max_jokers_group."
    ).at("2"),
    "not_in_sequence": Rule(
        "Not in sequence",
        "A run's cards follow each other lowest first, at most 13 and never wrapping past the K, each joker "
        "standing for the rank at its place.",
    ).at("2.4"),
    "group_too_large": Rule("Group too large", "A group holds at most four cards.").at("2.5"),
    "suit_twice": Rule("Suit twice", "A group holds each suit once.").at("2.5"),
    "invalid_meld": Rule("Invalid meld", "A meld laid must be a valid run or group.").at("2"),
    "card_not_in_hand": SHARED["card_not_in_hand"].at("4.2"),
    "card_not_in_stock": SHARED["card_not_in_stock"].at("4.2"),
    "card_required": SHARED["card_required"].at("4.2"),
    "not_top_of_stock": SHARED["not_top_of_stock"].at("4.2"),
    "must_draw_first": Rule("Must draw first", "Every turn but the starter's first begins with a draw.").at("4.2"),
    "already_drew": Rule("Already drew", "A turn draws one card.").at("4.2"),
    "discard_pile_empty": Rule("Discard pile empty", "The discard is taken only when there is one.").at("4.2"),
    "not_top_discard": Rule("Not the top discard", "Only the top card of the discard pile is taken.").at("4.2"),
    "discard_pickup_not_allowed": Rule(
        "Discard pickup not allowed",
        "Under discard_pickup: after_opening only a player who has opened takes the discard.",
    ).at("4.2"),
    "discard_pickup_unusable": Rule(
        "Discard pickup unusable", "Under discard_pickup: must_use the discard is taken only when it can be laid."
    ).at("4.2"),
    "discard_pickup_not_used": Rule(
        "Discard pickup not used", "Under discard_pickup: must_use the discard taken is laid in the same turn."
    ).at("4.2"),
    "return_discard": Rule(
        "Discard taken back", "The discard taken may not be discarded again in the same turn (return_discard)."
    ).at("4.3"),
    "no_card_left_to_discard": Rule(
        "No card left to discard", "Every turn ends with a discard, so a card is always kept for it."
    ).at("4.4"),
    "joker_discard": Rule("Joker discard", "Under joker_discard: false a joker may not be discarded.").at("4.5"),
    "opening_below_minimum": Rule(
        "Opening below the minimum", "The melds of an opening are worth at least opening_min together."
    ).at("5.1"),
    "not_opened": Rule(
        "Not opened", "Only a player who has opened lays further melds, lays off or exchanges a joker."
    ).at("5.2"),
    "already_opened": Rule("Already opened", "A player opens once; later melds are laid with meld.").at("5.3"),
    "layoff_same_turn": Rule(
        "Lay-off in the opening turn", "Under layoff_same_turn: false nothing is laid off in the opening's turn."
    ).at("5.3"),
    "no_such_meld": Rule("No such meld", "A lay-off or exchange names a meld on the table.").at("6.2"),
    "not_own_meld": Rule(
        "Not one's own meld", "Under layoff_on_opponents: false cards are laid off onto one's own melds only."
    ).at("6.2"),
    "invalid_lay_off": Rule("Invalid lay-off", "A lay-off leaves the meld it grows a valid run or group.").at("6"),
    "nothing_to_lay": Rule("Nothing to lay", "A lay-off lays at least one card.").at("6.3"),
    "does_not_fit": Rule("Does not fit", "Cards laid off onto a run extend it at its ends.").at("6.3"),
    "joker_end_required": Rule(
        "Joker end required", "A joker laid off onto a run open at both ends says which end it goes to."
    ).at("6.3"),
    "invalid_joker_swap": Rule(
        "Invalid joker exchange", "A joker is won back only by laying the natural card(s) it stands for."
    ).at("7"),
    "no_joker_in_meld": Rule("No joker in the meld", "A joker exchange names a meld that holds a joker.").at("7"),
    "swap_needs_natural": Rule("Natural cards needed", "A joker is exchanged for natural cards, not jokers.").at("7.2"),
    "swap_needs_one_card": Rule("One card needed", "A run's joker is exchanged for the one card it stands for.").at(
        "7.2"
    ),
    "not_the_joker_card": Rule(
        "Not the joker's card", "The card laid in a run's place is the card its joker stands for."
    ).at("7.2"),
    "swap_needs_missing_suits": Rule(
        "Missing suits needed", "A group's joker is taken by laying every suit the group lacks."
    ).at("7.3"),
    "joker_must_be_reused": Rule(
        "Joker must be laid again", "A joker won back is laid again in the same turn, never kept or discarded."
    ).at("7.4"),
    "joker_not_reusable": Rule(
        "Joker not reusable", "An exchange whose joker cannot be laid again in the same turn is refused."
    ).at("7.4"),
    "deal_over": SHARED["deal_over"].at("8.1"),
    "already_laid": Rule("Already laid", "Only a player who has laid nothing earlier in the hand closes in hand.").at(
        "8.2"
    ),
    "close_incomplete": Rule(
        "Close incomplete", "Closing in hand lays every card but the one discarded, in one turn."
    ).at("8.2"),
    "game_over": SHARED["game_over"].at("10"),
    "wrong_dealer": MATCH_RULES["wrong_dealer"].at("3.1"),
    "deal_unfinished": MATCH_RULES["deal_unfinished"].at("3.1"),
    "recorded_points_differ": MATCH_RULES["recorded_points_differ"].at("9.1"),
    "recorded_scores_differ": MATCH_RULES["recorded_scores_differ"].at("9.1"),
    "recorded_pool_differs": MATCH_RULES["recorded_pool_differs"].at("9.1"),  # no pool: any recorded one differs
}
"""Ramino's rule catalogue: each code it raises - a refusal, or a rule of melds - with its section of
docs/rules/ramino.md."""
