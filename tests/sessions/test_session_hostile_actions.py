"""Hostile posts to a session's actions: any body, If-Match or Idempotency-Key gets a clear 4xx, never a 5xx.

Between the hostile posts, legal moves carry the match on, so the bodies meet every phase.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.sessions.conftest import GAMES, Table, choose_action
from tests.volume import examples

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

JSON_LEAF = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=6)
JSON = st.recursive(
    JSON_LEAF,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
HEADER_TEXT = st.text(st.characters(min_codepoint=32, max_codepoint=255), max_size=20)


def mostly(draw, good: st.SearchStrategy, bad: st.SearchStrategy = JSON):
    """A value from ``good`` four times in five, else from ``bad``: most posts reach the rules."""
    return draw(good) if draw(st.integers(0, 4)) else draw(bad)


@st.composite
def hostile_posts(draw, table: Table) -> tuple:
    engine = table.engine
    types = engine.vocabulary.types
    cards = list(engine.deck(engine.resolve_rules(table.created["rules"])).cards)
    kind = draw(st.sampled_from(types))
    body: dict = {"type": mostly(draw, st.sampled_from([kind.name, *kind.aliases]), st.text(max_size=6) | JSON)}
    for field in kind.fields:
        if draw(st.integers(0, 3)):
            plausible = st.sampled_from(cards) | st.lists(st.sampled_from(cards), max_size=4) | st.integers(-2, 30)
            body[field.name] = mostly(draw, plausible | st.sampled_from(field.choices or [None]))
    if not draw(st.integers(0, 4)):
        body["seat"] = draw(st.integers(-1, 5) | JSON)
    if not draw(st.integers(0, 9)):
        body[draw(st.text(max_size=5))] = draw(JSON)
    if not draw(st.integers(0, 19)):
        body = draw(JSON)
    if_match = mostly(
        draw, st.just("current"), st.sampled_from([None, '"v0"', "*", '"v999999999999999999999"']) | HEADER_TEXT
    )
    key = draw(st.none() | HEADER_TEXT)
    seat = draw(st.integers(0, len(table.seat_tokens) - 1))
    return seat, body, if_match, key


HOSTILE_POSTS = 50
"""Hostile posts a game and store: each draws its body, If-Match and Idempotency-Key afresh, the legal moves between
them carry the match through its phases; a run of the whole suite draws new ones (Hypothesis not derandomized)."""


@pytest.mark.parametrize("game", GAMES)
def test_hostile_action_posts_get_a_clear_4xx_never_a_5xx(client, game):
    table = Table(client, game, seed=11)
    rng = random.Random(game)

    @settings(max_examples=examples(HOSTILE_POSTS), deadline=None, suppress_health_check=list(HealthCheck))
    @given(hostile_posts(table))
    def check(post):
        seat, body, if_match, key = post
        headers = {"Authorization": f"Bearer {table.token_of(seat)}"}
        if if_match == "current":
            if_match = table.get(table.referee).headers["ETag"]
        if if_match is not None:
            headers["If-Match"] = if_match
        if key is not None:
            headers["Idempotency-Key"] = key
        answer = client.post(
            f"{table.url}/actions", data=json.dumps(body), headers=headers, content_type="application/json"
        )
        assert answer.status_code < 500, (body, answer.get_json())
        if answer.status_code >= 400:
            assert answer.content_type == "application/problem+json" and answer.get_json()["type"]
        if answer.status_code == 400:
            assert answer.get_json()["errors"]
        referee = table.referee_view()
        if not referee["game_over"] and rng.random() < 0.3:  # carry the match on to other phases
            to_act = referee["to_act"]
            move = choose_action(table, table.view(table.token_of(to_act)), rng)
            assert table.post(table.token_of(to_act), move).status_code == 200

    check()
