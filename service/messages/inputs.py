"""Words of a 400's field messages: what is wrong with a field the engines read (an action, a deal, the
rules, the scores, a card code), keyed ``input.<cause>`` with the facts of the case (the value given, a
range, the names allowed).  The engines raise them as :class:`~service.messages.Phrase` values in an
``InvalidInput``; the answer renders them in the request's language, its field paths and the values
given kept as sent (docs/API.md §1)."""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "input.missing": Message("missing"),
    "input.not_integer": Message("must be an integer"),
    "input.not_object": Message("must be an object"),
    "input.unknown_field": Message("unknown field"),
    "input.card_not_string": Message("a card is a string such as 'AS', not {kind}", ("kind",)),
    "input.card_outside_deck": Message("{card} is not a card of the {deck} deck", ("card", "deck")),
    "input.not_card_code": Message("'{code}' is not a card code (rank then suit, e.g. 'AS', '10H')", ("code",)),
    "input.card_too_many": Message(
        "{card} appears {count} times; the {deck} deck holds {copies}", ("card", "count", "deck", "copies")
    ),
    "input.not_action": Message("an action is an object with 'seat' and 'type'"),
    "input.not_action_list": Message("must be a list of actions"),
    "input.unknown_action_type": Message("unknown action type '{kind}'; one of {known:list}", ("kind", "known")),
    "input.unknown_action_field": Message("unknown field for a {kind} action", ("kind",)),
    "input.not_card_list": Message("must be a list of card codes"),
    "input.not_card_lists": Message("must be a list of card lists"),
    "input.not_boolean": Message("must be true or false"),
    "input.not_number": Message("must be a number"),
    "input.not_suit": Message("must be a suit letter: one of {suits:list}", ("suits",)),
    "input.not_choice": Message("must be one of {choices:list}", ("choices",)),
    "input.not_meld_items": Message("must be a list of {shape} objects", ("shape",)),
    "input.meld_item_shape": Message("each {what} is {shape}", ("what", "shape")),
    "input.meld_item_key": Message("unknown key {keys:list} in a {what}: each is {shape}", ("keys", "what", "shape")),
    "input.meld_item_end": Message('a {what}\'s "end" is "low" or "high"', ("what",)),
    "input.what_lay_off": Message("lay-off"),
    "input.what_joker_swap": Message("joker exchange"),
    "input.seat_off_table": Message("must be a seat number from 0 to {last}, not {given}", ("last", "given")),
    "input.not_seat": Message("must be a seat number from 0 to {last}", ("last",)),
    "input.alias_differs": Message("another name for {field}; it differs from {other}", ("field", "other")),
    "input.integer_below": Message("must be an integer of at least {minimum}", ("minimum",)),
    "input.not_hands": Message("must be a list of {seats} hands (a card list, or null when unknown)", ("seats",)),
    "input.hand_size": Message("seat {seat} is dealt {size} cards, not {count}", ("seat", "size", "count")),
    "input.not_rules": Message("must be an object such as {example}", ("example",)),
    "input.unknown_variant": Message("unknown variant; choose one of {variants:list}", ("variants",)),
    "input.unknown_option": Message("unknown option"),
    "input.not_packets": Message("must be a non-empty list of positive packet sizes, e.g. {example}", ("example",)),
    "input.null_option": Message("may not be null"),
    "input.option_type": Message("must be of type {type}", ("type",)),
    "input.below_minimum": Message("must be at least {minimum}", ("minimum",)),
    "input.above_maximum": Message("must be at most {maximum}", ("maximum",)),
    "input.score_range": Message("must be an integer from {low} to {high}", ("low", "high")),
    "input.score_list": Message("must be a list of {count} {noun}, one per {per}", ("count", "noun", "per")),
    "input.noun_score": Message("scores"),
    "input.noun_penalty_total": Message("penalty totals"),
    "input.noun_chip_balance": Message("chip balances"),
    "input.per_seat": Message("seat"),
    "input.per_team": Message("team"),
    "input.seats_exactly": Message(
        "must be {count} under these rules{where}, not {seats}", ("count", "where", "seats")
    ),
    "input.seats_between": Message(
        "must be from {low} to {high} under these rules{where}, not {seats}", ("low", "high", "where", "seats")
    ),
    "input.seats_set_by": Message(" (set by {options:list})", ("options",)),
}
