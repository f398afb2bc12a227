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
    "input.not_event_id": Message("must be the id of an event of this stream: a version number"),
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
    # the engines' deals, shared
    "input.stock_size": Message("the stock holds {size} cards, not {count}", ("size", "count")),
    "input.seat_list": Message("must be a list of seat numbers from 0 to {last}", ("last",)),
    "input.seats_fixed": Message("these rules seat {seats} players", ("seats",)),
    "input.whole_deck": Message("must be the whole {deck} deck, each card once", ("deck",)),
    "input.trick_empty": Message("a trick has at least one card"),
    "input.above_option": Message("must not exceed {option} ({value})", ("option", "value")),
    "input.below_option": Message("must be at least {option} ({value})", ("option", "value")),
    "input.not_string": Message("must be a string"),
    "input.not_a_boolean": Message("must be a boolean"),
    "input.not_json_object": Message("must be a JSON object"),
    "input.string_at_most": Message("must be a string of at most {maximum} characters", ("maximum",)),
    "input.must_be": Message("must be '{value}'", ("value",)),
    # the web layer: the body, the query, the stateless helpers
    "input.body_empty": Message("is empty"),
    "input.not_json": Message("is not valid JSON ({reason})", ("reason",)),
    "input.unreadable": Message("could not be read: {reason}", ("reason",)),
    "input.key_twice": Message("is given more than once in its object"),
    "input.json_content_type": Message("must be JSON, sent with Content-Type: application/json"),
    "input.not_format": Message("one of {formats:list}, not {given}", ("formats", "given")),
    "input.seat_plays_twice": Message("a seat plays at most once to a trick"),
    "input.card_twice": Message("a card appears twice"),
    "input.not_trump": Message(
        "{given} is not a suit of the {deck} deck (trumps here: {trumps:list})", ("given", "deck", "trumps")
    ),
    "input.too_many_actions": Message("holds {count} actions; at most {limit} are accepted", ("count", "limit")),
    # sessions
    "input.unknown_game": Message("unknown game; one of {games:list}", ("games",)),
    "input.game_missing": Message("missing; one of {games:list}", ("games",)),
    "input.test_seeds_off": Message("test seeds are not enabled on this deployment; leave seed out"),
    "input.idempotency_key": Message("must be 1 to 255 visible ASCII characters"),
    "input.action_object": Message("an action is an object such as {example}", ("example",)),
    "input.session_stock": Message("the session deals from its own secret stock: leave the card(s) out"),
    # tournaments
    "input.one_result_source": Message("give exactly one of session, match or scores"),
    "input.side_scores": Message("one score per side at this table: {sides}, not {count}", ("sides", "count")),
    # marshmallow's own messages, word for word in English (service/api/schema_words.py)
    "input.schema_required": Message("Missing data for required field."),
    "input.schema_null": Message("Field may not be null."),
    "input.schema_invalid": Message("Invalid value."),
    "input.schema_not_string": Message("Not a valid string."),
    "input.schema_not_utf8": Message("Not a valid utf-8 string."),
    "input.schema_not_integer": Message("Not a valid integer."),
    "input.schema_not_number": Message("Not a valid number."),
    "input.schema_number_too_large": Message("Number too large."),
    "input.schema_not_finite": Message("Special numeric values (nan or infinity) are not permitted."),
    "input.schema_not_boolean": Message("Not a valid boolean."),
    "input.schema_not_list": Message("Not a valid list."),
    "input.schema_not_mapping": Message("Not a valid mapping type."),
    "input.schema_not_object": Message("Invalid type."),
    "input.schema_body_not_object": Message("must be a JSON object"),
    "input.schema_unknown_field": Message("Unknown field."),
    "input.schema_one_of": Message("Must be one of: {choices}.", ("choices",)),
    "input.schema_length_between": Message("Length must be between {min} and {max}.", ("min", "max")),
    "input.schema_length_equal": Message("Length must be {equal}.", ("equal",)),
    "input.schema_length_at_most": Message("Longer than maximum length {max}.", ("max",)),
    "input.schema_length_at_least": Message("Shorter than minimum length {min}.", ("min",)),
    "input.schema_at_least": Message("Must be greater than or equal to {min}.", ("min",)),
    "input.schema_above": Message("Must be greater than {min}.", ("min",)),
    "input.schema_at_most": Message("Must be less than or equal to {max}.", ("max",)),
    "input.schema_below": Message("Must be less than {max}.", ("max",)),
    "input.schema_between": Message(
        "Must be greater than or equal to {min} and less than or equal to {max}.", ("min", "max")
    ),
    "input.as_written": Message("{text}", ("text",)),
}
