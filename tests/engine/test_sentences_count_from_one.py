"""Sentences count seats, tricks, table melds, a card's place and actions from 1, as people do, while
the facts an engine gives and the JSON fields keep the API's numbers from 0 (docs/API.md §1).

The counting is one rule of the rendering (``INDEX_FACTS`` and ``counted_for_people`` in
service/messages/base.py), not each sentence's: every message of the table that names such a fact is
swept, in every language, against the template filled by ``str.format`` with the number plus one.
"""

from __future__ import annotations

import re
import string
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import IllegalAction
from service.messages import JOINERS, MESSAGES, Phrase, render_phrase
from service.messages.base import INDEX_FACTS, message_context
from service.messages.language import LANGUAGES, words
from tests.volume import examples

# "seat {to_act}", "seat {maker}'s side", "trick {trick}", "meld {meld}", "place {place}", "action {action_index}"
NAMED_INDEX = re.compile(r"\b(?:seat|trick|meld|place|action) \{(\w+)[}:]")
COUNTED = sorted(key for key, message in MESSAGES.items() if message.placeholders() & INDEX_FACTS)


def _fields(template: str) -> list[tuple[str, str]]:
    return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(template) if name is not None]


def _filler(spec: str) -> Any:
    """A fact that is no index, holding no digit: a list where the placeholder joins one."""
    return ["x"] if spec in JOINERS else "x"


QUOTED = "given"
"""A 400's value as sent, which its field message quotes in the JSON's own numbers (docs/API.md §1): a seat
given as ``deal.dealer`` is "seat {given}" as the request wrote it."""

SEAT_THE_VERB = {("input.seats_fixed", "seats")}
""""these rules seat {seats} players": a count after the verb, no seat named."""


def test_every_number_the_english_names_as_a_seat_trick_meld_place_or_action_is_counted():
    named = {(key, name) for key, message in MESSAGES.items() for name in NAMED_INDEX.findall(message.detail)}
    assert {(key, name) for key, name in named if name not in INDEX_FACTS | {QUOTED}} == SEAT_THE_VERB
    assert {key for key, name in named if name == QUOTED} <= {key for key in MESSAGES if key.startswith("input.")}
    assert {"not_your_turn", "must_follow_suit", "wrong_dealer", "euchre_reason.march", "no_such_meld"} <= set(COUNTED)


@pytest.mark.parametrize("key", COUNTED)
def test_each_language_names_every_counted_fact_of_the_english(key):
    counted = MESSAGES[key].placeholders() & INDEX_FACTS
    for language in LANGUAGES:
        template = words(message_context(key), MESSAGES[key].detail, language)
        assert counted <= {name for name, _ in _fields(template)}, (key, language)


@settings(max_examples=examples(400), deadline=None)
@given(key=st.sampled_from(COUNTED), language=st.sampled_from(LANGUAGES), data=st.data())
def test_every_message_naming_a_seat_renders_it_counted_from_one(key, language, data):
    template = words(message_context(key), MESSAGES[key].detail, language)
    fields = dict(_fields(template))
    # even numbers as the API gives them, so that no number given is also a number written
    given_numbers = {name: 2 * data.draw(st.integers(0, 60), label=name) for name in fields if name in INDEX_FACTS}
    facts = {name: given_numbers.get(name, _filler(spec)) for name, spec in fields.items()}
    said = render_phrase(Phrase(key, facts), language)
    written = (
        literal + ("" if name is None else str(given_numbers[name] + 1) if name in given_numbers else "x")
        for literal, name, _, _ in string.Formatter().parse(template)
    )
    assert said == "".join(written)
    for number in given_numbers.values():
        assert re.search(rf"(?<!\d){number + 1}(?!\d)", said) and not re.search(rf"(?<!\d){number}(?!\d)", said)


def test_the_facts_of_a_refusal_and_its_json_keep_the_api_numbers():
    refusal = IllegalAction("not_your_turn", seat=0, to_act=3)
    assert refusal.case == {"seat": 0, "to_act": 3}
    assert render_phrase(refusal.phrase, "en") == "it is seat 4's turn, not seat 1's"
    assert render_phrase(refusal.phrase, "it").count("4") == 1 and "1" in render_phrase(refusal.phrase, "it")


def test_a_seat_quoted_as_sent_is_left_as_it_is():
    assert render_phrase(Phrase("input.seat_eliminated", {"given": 0}), "en") == "seat 0 is out of the match"


def test_a_seat_given_as_words_or_a_truth_value_is_left_as_it_is():
    assert render_phrase(Phrase("cli.pool_taken", {"amount": 4, "winner": "3 Ada"}), "en") == "Pool: 4, taken by 3 Ada."
    assert render_phrase(Phrase("page.seat", {"seat": True}), "en") == "seat True"
