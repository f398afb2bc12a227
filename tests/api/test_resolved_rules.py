"""A request's ``rules``, resolved once per distinct object (service/resolved_rules.py), read as sent.

Two ``rules`` objects share a resolution only when their JSON text is the same: an option given as
another type or another value is resolved (and refused, or written into the answer) as given, however
often the same game was asked before; a refused object is refused every time.
"""

from __future__ import annotations

import pytest

from service.engine import InvalidInput
from service.games.registry import ENGINES
from service.resolved_rules import resolved_rules
from tests.playout import random_history


def test_the_same_rules_object_is_resolved_once():
    engine = ENGINES["euchre"]
    first = resolved_rules(engine, {"variant": "british"})
    assert resolved_rules(engine, {"variant": "british"}) is first
    assert first.rules == engine.resolve_rules({"variant": "british"})


@pytest.mark.parametrize("points", [5, 5.0, "5", True, None, 0])
def test_an_option_is_read_as_sent_after_another_type_of_it(points):
    engine = ENGINES["euchre"]
    resolved_rules(engine, {"points_to_win": 5})
    try:
        expected = engine.resolve_rules({"points_to_win": points})
    except InvalidInput as refused:
        with pytest.raises(InvalidInput) as again:
            resolved_rules(engine, {"points_to_win": points})
        assert again.value.errors == refused.errors
        return
    assert resolved_rules(engine, {"points_to_win": points}).rules == expected


def test_a_refused_rules_object_is_refused_every_time():
    engine = ENGINES["ecarte"]
    for _ in range(3):
        with pytest.raises(InvalidInput):
            resolved_rules(engine, {"variant": "no-such-variant"})


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_the_answer_writes_the_rules_it_played_by(client, game):
    engine = ENGINES[game]
    deal, actions = random_history(game, 3)
    for rules in ({}, {"variant": engine.rule_book.default_variant}, {}):
        answer = client.post(
            f"/v1/games/{game}/adjudicate", json={"rules": rules, "deal": deal, "actions": actions}
        ).get_json()
        assert answer["rules"] == engine.resolve_rules(rules).as_json()
