"""Hostile histories against every game: random prefixes, shuffled and corrupted actions.

Whatever the history, the answer is a clear 200, 400 or 422 with a JSON body - never an
exception, never a 5xx.
"""

import functools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.registry import ENGINES
from tests.playout import random_history
from tests.volume import examples

GAMES = sorted(ENGINES)


@functools.cache
def histories(game: str) -> list[tuple[dict, list[dict]]]:
    """Five played histories of ``game`` (seeds 0-4), played when a test first draws one, not as the suite is
    collected."""
    return [random_history(game, seed) for seed in range(5)]


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 60),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.sampled_from(["AS", "JK", "10h", "KD", "7B", "pass", "play", "hit", "draw"]),
    st.lists(st.text(max_size=3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(-9, 9), max_size=2),
)


@st.composite
def corrupted(draw, game: str) -> dict:
    deal, actions = draw(st.sampled_from(histories(game)))
    actions = [dict(a) for a in actions[: draw(st.integers(0, len(actions)))]]
    if actions and draw(st.booleans()):
        draw(st.randoms()).shuffle(actions)
    for _ in range(draw(st.integers(0, 3))):
        if not actions:
            break
        target = actions[draw(st.integers(0, len(actions) - 1))]
        key = draw(st.sampled_from(sorted(target) + ["extra"]))
        if draw(st.booleans()):
            target[key] = draw(JUNK)
        else:
            target.pop(key, None)
    body = {"deal": deal, "actions": actions}
    if draw(st.booleans()):
        body["on_illegal"] = "report"
    return body


BODIES = 20
"""Corrupted histories per game and endpoint (twelve pairs): 240 bodies a run, each a played history cut, shuffled
and spoilt anew."""


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("endpoint", ["adjudicate", "validate", "legal-actions"])
def test_hostile_histories_get_a_clear_answer(client, game, endpoint):
    @settings(max_examples=examples(BODIES), deadline=None, suppress_health_check=list(HealthCheck))
    @given(corrupted(game))
    def check(body):
        answer = client.post(f"/v1/games/{game}/{endpoint}", json=body)
        assert answer.status_code in (200, 400, 422), answer.get_json()
        payload = answer.get_json()
        assert isinstance(payload, dict)
        if answer.status_code == 400:
            assert payload["errors"]
        if answer.status_code == 422:
            assert payload["rule"] and "action_index" in payload
        if endpoint == "validate" and answer.status_code == 200:
            assert payload["valid"] == (payload["violations"] == [])

    check()
