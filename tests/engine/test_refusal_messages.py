"""Every refusal a converted module raises has a message whose placeholders its facts fill.

Static checks over the message tables (service/messages) and over the source of every raise
site of the converted modules: the shared engine, Sette e Mezzo, Euchre and Ecarté.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from service.engine import IllegalAction
from service.messages import MESSAGES, Message, message_key, render

ROOT = Path(__file__).resolve().parents[2] / "service"
CONVERTED = [ROOT / "engine", ROOT / "games" / "sette_e_mezzo", ROOT / "games" / "euchre", ROOT / "games" / "ecarte"]
FORWARDS_A_LITERAL = {("state.py", "breach")}
"""Raise sites that pass on a sentence an unconverted game gave them (DealState.breach)."""


def raise_sites():
    """(file, function, call) for every ``IllegalAction(...)`` written in a converted module."""
    for folder in CONVERTED:
        for path in sorted(folder.glob("*.py")):
            tree = ast.parse(path.read_text())
            for function in ast.walk(tree):
                if not isinstance(function, ast.FunctionDef):
                    continue
                for node in ast.walk(function):
                    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                        yield path.name, function.name, node


SITES = list(raise_sites())


def test_the_sweep_finds_the_raise_sites():
    found = {filename for filename, _, _ in SITES}
    assert found == {
        "holdings.py",
        "state.py",
        "engine.py",
        "stock.py",
        "exchange.py",
        "king.py",
        "play.py",
        "betting.py",
        "match.py",
        "reshuffle.py",
    }


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_placeholder_is_a_declared_fact(key):
    message = MESSAGES[key]
    assert message.title and message.detail
    assert message.placeholders() <= set(message.facts), key
    rule, _, cause = key.partition(".")
    assert rule.isidentifier() and rule == rule.lower() and (not cause or cause.isidentifier())


@pytest.mark.parametrize("site", SITES, ids=lambda site: f"{site[0]}:{site[2].lineno}")
def test_every_raise_site_names_a_code_with_a_message_and_its_facts(site):
    filename, function, call = site
    if (filename, function) in FORWARDS_A_LITERAL:
        return
    assert len(call.args) == 1 and isinstance(call.args[0], ast.Constant), "a code, then facts by name"
    rule = call.args[0].value
    keywords = {kw.arg: kw.value for kw in call.keywords}
    assert None not in keywords, "facts are named one by one"
    cause = keywords.pop("cause", None)
    cause = None if cause is None else ast.literal_eval(cause)
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
    assert refusal.detail == str(refusal) == "seat 1 may stake 1 to 10 chips, not 2.5"
    assert refusal.case == {"seat": 1, "low": 1, "high": 10, "amount": 2.5} and refusal.facts == {}
    over = IllegalAction("game_over", cause="max_deals", max_deals=3)
    assert over.detail == "the match is over: 3 deals have been played"


def test_the_literal_form_of_unconverted_games_is_kept_as_given():
    refusal = IllegalAction("must_follow_suit", "seat 1 must follow hearts", facts={"led": "H"})
    assert refusal.detail == "seat 1 must follow hearts" and refusal.facts == {"led": "H"} and refusal.case == {}


def test_placeholders_read_the_format_fields():
    assert Message("T", "{a} and {b}, not {a}", ("a", "b")).placeholders() == {"a", "b"}
