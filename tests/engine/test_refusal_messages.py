"""Every refusal an engine raises has a message whose placeholders its facts fill.

Static checks over the message tables (service/messages) and over the source of every raise
site: the shared engine and the four games, and Ramino's rules of melds (``MeldError``).
"""

from __future__ import annotations

import ast

import pytest

from service.engine import IllegalAction
from service.messages import MESSAGES, Message, Phrase, message_key, render, render_phrase
from tests.engine.raise_sites import SITES


def test_the_sweep_finds_the_raise_sites():
    found = {site.filename for site in SITES}
    assert found == {
        "engine/holdings.py",
        "engine/base.py",
        "engine/opening.py",
        "matches/replay.py",
        "sette_e_mezzo/engine.py",
        "sette_e_mezzo/stock.py",
        "sette_e_mezzo/betting.py",
        "sette_e_mezzo/match.py",
        "sette_e_mezzo/play.py",
        "sette_e_mezzo/reshuffle.py",
        "euchre/auction.py",
        "euchre/bidding.py",
        "euchre/deal.py",
        "euchre/discard.py",
        "euchre/engine.py",
        "euchre/exchange.py",
        "euchre/making_trump.py",
        "euchre/play.py",
        "euchre/staying.py",
        "euchre/trump.py",
        "ecarte/state.py",
        "ecarte/engine.py",
        "ecarte/exchange.py",
        "ecarte/king.py",
        "ecarte/play.py",
        "ramino/deal.py",
        "ramino/draw.py",
        "ramino/engine.py",
        "ramino/hands.py",
        "ramino/laying.py",
        "ramino/melds.py",
        "ramino/play.py",
    }


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_placeholder_is_a_declared_fact(key):
    message = MESSAGES[key]
    assert message.detail
    assert message.placeholders() <= set(message.facts), key
    rule, _, cause = key.partition(".")
    assert rule.isidentifier() and rule == rule.lower() and (not cause or cause.isidentifier())


@pytest.mark.parametrize("site", SITES, ids=lambda site: f"{site.filename}:{site.call.lineno}")
def test_every_raise_site_names_a_code_with_a_message_and_its_facts(site):
    filename, call = site.filename, site.call
    assert 1 <= len(call.args) <= 2, "a code (and a cause), then facts by name"
    assert all(isinstance(arg, ast.Constant) for arg in call.args), "a literal code and cause"
    rule, *causes = (ast.literal_eval(arg) for arg in call.args)
    keywords = {kw.arg: kw.value for kw in call.keywords}
    assert None not in keywords, "facts are named one by one"
    keywords.pop("facts", None)  # the structured fields an answer publishes, not the message's
    cause = keywords.pop("cause", None)
    cause = causes[0] if causes else None if cause is None else ast.literal_eval(cause)
    key = message_key(rule, cause)
    assert key in MESSAGES, f"{filename}:{call.lineno}: no message for {key}"
    assert set(keywords) == set(MESSAGES[key].facts), f"{filename}:{call.lineno}: facts of {key}"


def test_a_missing_fact_or_message_fails_loudly():
    with pytest.raises(KeyError):
        IllegalAction("bet_out_of_range", seat=1).detail  # noqa: B018 - the property renders
    with pytest.raises(KeyError):
        render("no_such_rule", {})


def test_a_refusal_renders_its_facts_and_keeps_them():
    refusal = IllegalAction("bet_out_of_range", seat=1, low=1, high=10, amount=2.5)
    assert refusal.detail == str(refusal) == "seat 2 may stake 1 to 10 chips, not 2.5"  # seat 1 counted from 1
    assert refusal.case == {"seat": 1, "low": 1, "high": 10, "amount": 2.5} and refusal.facts == {}
    over = IllegalAction("game_over", cause="max_deals", max_deals=3)
    assert over.detail == "the match is over: 3 deals have been played"


def test_published_facts_are_kept_apart_from_the_facts_of_the_message():
    refusal = IllegalAction("no_such_meld", facts={"read_as": None}, meld=4)
    assert refusal.detail == "there is no table meld 5" and refusal.facts == {"read_as": None}
    assert refusal.case == {"meld": 4}


def test_a_phrase_renders_in_place_and_a_list_as_its_spec_says():
    reason = Phrase("too_many_jokers.run", {"most": 2})
    assert render("invalid_joker_swap", {"meld": 0, "reason": reason}) == "meld 1: a run holds at most 2 jokers"
    way = Phrase(
        "valid_melds.way",
        {"cards": ["AS", "2S", "JK"], "name": Phrase("meld_name.run", {"ranks": ["A", "2", "3"]}), "value": 16},
    )
    assert render_phrase(way) == "AS 2S JK (run A-2-3, 16)"
    ways = Phrase("valid_melds", {"ways": [way, way]})
    assert (
        render_phrase(ways) == "; these cards make a valid meld as AS 2S JK (run A-2-3, 16) or AS 2S JK (run A-2-3, 16)"
    )


def test_placeholders_read_the_format_fields():
    assert Message("{a} and {b}, not {a}", ("a", "b")).placeholders() == {"a", "b"}
