"""Messages of Ramino's refusals (service/games/ramino; sections of its digest).

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

from .base import Message

MELD_RULES = {
    "too_few_cards.meld": Message("Too few cards", "a meld has at least 3 cards"),
    "too_few_cards.run": Message("Too few cards", "a run has at least 3 cards"),
    "too_few_cards.group": Message("Too few cards", "a group has at least 3 cards"),
    "no_natural_card.meld": Message("No natural card", "a meld needs at least one card that is not a joker"),
    "no_natural_card.run": Message("No natural card", "a run needs at least one card that is not a joker"),
    "no_natural_card.group": Message("No natural card", "a group needs at least one card that is not a joker"),
    "mixed_meld.neither": Message("Mixed meld", "the cards are neither of one suit (a run) nor of one rank (a group)"),
    "mixed_meld.run": Message("Mixed meld", "a run's cards are all of one suit"),
    "mixed_meld.group": Message("Mixed meld", "a group's cards are all of one rank"),
    "not_in_sequence.too_long": Message(
        "Not in sequence", "a run holds at most 13 cards; an ace cannot sit at both ends"
    ),
    "not_in_sequence.order": Message(
        "Not in sequence",
        "a run's cards follow each other lowest first (ace below the 2 or above the K, never wrapping); "
        "each joker stands for the rank at its place",
    ),
    "too_many_jokers.run": Message("Too many jokers", "a run holds at most {most} jokers", ("most",)),
    "too_many_jokers.group": Message("Too many jokers", "a group holds at most {most} joker(s)", ("most",)),
    "group_too_large": Message("Group too large", "a group holds at most 4 cards, one per suit"),
    "suit_twice": Message("Suit twice", "a group may not hold a suit twice"),
    "nothing_to_lay": Message("Nothing to lay", "a lay-off lays at least one card"),
    "does_not_fit": Message("Does not fit", "the cards do not extend the run at its ends"),
    "joker_end_required.either_end": Message(
        "Joker end required",
        'the joker could stand at either end of the run: say end: "low" (below it) or "high" (above it)',
    ),
    "no_joker_in_meld": Message("No joker in the meld", "that meld holds no joker"),
    "swap_needs_natural": Message("Natural cards needed", "a joker is exchanged for natural cards"),
    "swap_needs_one_card": Message("One card needed", "a run's joker is exchanged for the one card it represents"),
    "not_the_joker_card": Message("Not the joker's card", "no joker of that run stands for {card}", ("card",)),
    "swap_needs_missing_suits": Message(
        "Missing suits needed", "a group's joker is taken by laying every missing suit"
    ),
}

EXPLANATIONS = {
    "meld_explained": Message(
        "Meld explained",
        "{reason}{reading}{arrangements}",
        ("reason", "reading", "arrangements"),
    ),
    "meld_reading": Message(
        "Meld reading",
        "; {cards:cards} reads as {ranks:ranks}{places}",
        ("cards", "ranks", "places"),
    ),
    "meld_reading.places": Message("Meld reading", " ({places:list})", ("places",)),
    "meld_reading.joker_place": Message("Meld reading", "the joker at place {place} as {rank}", ("place", "rank")),
    "meld_reading.card_place": Message(
        "Meld reading",
        "{card} at place {place} where a {rank} belongs",
        ("card", "place", "rank"),
    ),
    "valid_melds": Message("Valid melds", "; these cards make a valid meld as {ways:or}", ("ways",)),
    "valid_melds.way": Message("Valid melds", "{cards:cards} ({name}, {value})", ("cards", "name", "value")),
    "valid_lay_offs": Message("Valid lay-offs", "; these cards fit laid off as {ways:or}", ("ways",)),
    "valid_lay_offs.way": Message(
        "Valid lay-offs",
        "{cards:cards}{end} ({name}, {value})",
        ("cards", "end", "name", "value"),
    ),
    "valid_lay_offs.end": Message("Valid lay-offs", " with end {end}", ("end",)),
    "meld_name.run": Message("Run", "run {ranks:ranks}", ("ranks",)),
    "meld_name.group": Message("Group", "group of {rank}", ("rank",)),
}

REFUSALS = {
    "game_over.match_decided": Message("Match over", "the match is already over"),
    "game_over.hand_ended": Message("Match over", "this hand is over"),
    "hand_over": Message("Hand over", "this hand is over"),
    "not_your_turn.seats_turn": Message("Not your turn", "it is seat {to_act}'s turn", ("seat", "to_act")),
    "must_draw_first": Message("Must draw first", "a turn begins by drawing a card"),
    "already_drew": Message("Already drew", "one card is drawn per turn"),
    "discard_pile_empty": Message("Discard pile empty", "there is no discard to take"),
    "not_top_discard": Message("Not the top discard", "the top discard is {top}", ("top",)),
    "discard_pickup_not_allowed": Message(
        "Discard pickup not allowed", "only a player who has opened may take the discard"
    ),
    "no_card_left_to_discard.taking_discard": Message(
        "No card left to discard",
        "taking {top} would leave no card to discard",
        ("top",),
    ),
    "no_card_left_to_discard": Message("No card left to discard", "a turn ends with a discard: keep a card to discard"),
    "no_card_left_to_discard.hand_unknown": Message(
        "No card left to discard", "a turn ends with a discard: keep at least one card"
    ),
    "discard_pickup_unusable": Message("Discard pickup unusable", "the {card} could not be laid this turn", ("card",)),
    "card_required.draw": Message("Card required", "name the card drawn: the stock's order is unknown"),
    "not_top_of_stock.named_top": Message("Not the top of the stock", "the top of the stock is {top}", ("top",)),
    "card_not_in_hand.hand_size": Message(
        "Card not in hand",
        "seat {seat} holds only {size} cards",
        ("seat", "size"),
    ),
    "already_opened": Message("Already opened", "this player has opened: lay further melds with 'meld'"),
    "opening_below_minimum": Message(
        "Opening below the minimum",
        "the opening melds are worth {value}, below the {minimum} needed",
        ("value", "minimum"),
    ),
    "not_opened": Message("Not opened", "a player must open before laying further melds or laying off"),
    "layoff_same_turn": Message(
        "Lay-off in the opening turn", "these rules allow no lay-off in the turn of the opening"
    ),
    "invalid_meld": Message("Invalid meld", "{cards:cards}: {explanation}", ("cards", "explanation")),
    "no_such_meld": Message("No such meld", "there is no table meld {meld}", ("meld",)),
    "not_own_meld": Message("Not one's own meld", "these rules allow laying off onto one's own melds only"),
    "invalid_lay_off": Message(
        "Invalid lay-off",
        "{cards:cards} onto meld {meld}: {reason}{arrangements}",
        ("cards", "meld", "reason", "arrangements"),
    ),
    "joker_end_required": Message(
        "Joker end required",
        "{cards:cards} onto meld {meld}: {reason}",
        ("cards", "meld", "reason"),
    ),
    "invalid_joker_swap": Message("Invalid joker exchange", "meld {meld}: {reason}", ("meld", "reason")),
    "joker_must_be_reused": Message(
        "Joker must be laid again", "the joker won back must be laid again before discarding"
    ),
    "joker_must_be_reused.closing": Message(
        "Joker must be laid again", "the joker won back must be laid again, not discarded"
    ),
    "joker_must_be_reused.cannot_lay": Message(
        "Joker must be laid again", "the joker won back could not be laid this turn"
    ),
    "joker_not_reusable": Message("Joker not reusable", "the joker won back could not be laid this turn"),
    "discard_pickup_not_used": Message("Discard pickup not used", "the {card} taken must be laid this turn", ("card",)),
    "discard_pickup_not_used.cannot_lay": Message(
        "Discard pickup not used", "the {card} taken could not be laid this turn", ("card",)
    ),
    "return_discard": Message(
        "Discard taken back",
        "the {card} taken from the discards may not go back this turn",
        ("card",),
    ),
    "joker_discard": Message("Joker discard", "these rules forbid discarding a joker"),
    "already_laid": Message("Already laid", "closing in hand needs a player who has laid nothing in this hand"),
    "close_incomplete": Message("Close incomplete", "closing in hand lays every card but the one discarded"),
}

MESSAGES = {**MELD_RULES, **EXPLANATIONS, **REFUSALS}
