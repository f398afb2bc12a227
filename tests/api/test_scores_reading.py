"""``scores`` are read once, by service.engine.scoring.read_scores, for every game and every way in.

For random inputs - lists of the right and wrong length, strings, bools, floats, nulls, huge and
negative numbers, things that are no list - a game's engine refuses exactly what the shared
reader refuses, naming the same paths, and the HTTP API (a replay and a new session) answers a
400 naming those paths (the reader held to the request's SCORE_LIMIT), never a 5xx; what the
reader accepts is played (200/201) or refused as a match already over (422), never a 400 on scores.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.app import create_app
from service.engine import IllegalAction, InvalidInput
from service.engine.scoring import MATCH_SCORE_LIMIT, SCORE_LIMIT, ScoreKind, read_scores
from service.games.ecarte.engine import SCORES as ECARTE_SCORES
from service.games.euchre.deal import TEAM_SCORES
from service.games.ramino.deal import PENALTY_TOTALS
from service.games.registry import ENGINES
from service.games.sette_e_mezzo.match import CHIP_BALANCES
from tests.api.support import fresh_deal, seats_of
from tests.conftest import SUITE_CREATE_LIMIT
from tests.volume import examples

GAMES = sorted(ENGINES)
KINDS: dict[str, ScoreKind] = {  # under each game's default rules (Euchre: partnerships)
    "ecarte": ECARTE_SCORES,
    "euchre": TEAM_SCORES,
    "ramino": PENALTY_TOTALS,
    "sette-e-mezzo": CHIP_BALANCES,
}
HUGE = [SCORE_LIMIT, SCORE_LIMIT + 1, -SCORE_LIMIT, -SCORE_LIMIT - 1, MATCH_SCORE_LIMIT + 1, 2**63, -(2**64), 10**30]
ENTRIES = (
    st.integers(-150, 150)
    | st.sampled_from(HUGE)
    | st.booleans()
    | st.none()
    | st.floats(allow_nan=False, allow_infinity=False, width=32)
    | st.sampled_from([0.0, 3.0, "1", "", [], {}, [1]])
)
NOT_A_LIST = st.text(max_size=4) | st.integers(-3, 3) | st.booleans() | st.dictionaries(st.text(max_size=2), st.none())


@st.composite
def score_inputs(draw, count: int):
    """Mostly lists of ``count`` entries (so that the count and the floor are reached), else anything."""
    choice = draw(st.integers(0, 9))
    if choice == 0:
        return None
    if choice == 1:
        return draw(NOT_A_LIST)
    length = count if choice > 3 else draw(st.integers(0, count + 2))
    clean = draw(st.integers(0, 2)) == 0
    return draw(st.lists(st.integers(-150, 150) if clean else ENTRIES, min_size=length, max_size=length))


def faults(value, count: int, kind: ScoreKind, limit: int = MATCH_SCORE_LIMIT) -> set[str]:
    try:
        read_scores(value, count, kind, limit=limit)
    except InvalidInput as exc:
        return set(exc.errors)
    return set()


VALUES = 40
"""Values read per property: the shapes the strategies draw (a number, a list of the wrong length, a string...)
are few, and each is drawn many times in forty."""
check = settings(max_examples=examples(VALUES), deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("game", GAMES)
def test_the_engine_reads_scores_through_the_shared_reader(game):
    engine = ENGINES[game]
    rules, deal = engine.resolve_rules({}), fresh_deal(game)
    count = engine.score_count(rules, seats_of(game))

    @check
    @given(score_inputs(count))
    def reads(value):
        expected = faults(value, count, KINDS[game])
        try:
            engine.start(rules, deal, value)
        except InvalidInput as exc:
            assert set(exc.errors) == expected and expected, (value, exc.errors)
            return
        except IllegalAction as exc:  # scores that already end the match
            assert exc.rule == "game_over", (value, exc.rule)
        assert not expected, value

    reads()


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_answers_scores_as_the_shared_reader_reads_them(client, game):
    engine = ENGINES[game]
    rules, deal = engine.resolve_rules({}), fresh_deal(game)
    count = engine.score_count(rules, seats_of(game))

    @check
    @given(score_inputs(count))
    def answers(value):
        body = json.dumps({"deal": deal, "scores": value})
        answer = client.post(f"/v1/games/{game}/adjudicate", data=body, content_type="application/json")
        expected = faults(value, count, KINDS[game], limit=SCORE_LIMIT)
        if expected:
            assert answer.status_code == 400 and set(answer.get_json()["errors"]) == expected, (value, answer.json)
        else:
            assert answer.status_code in (200, 422), (value, answer.json)

    answers()


@pytest.mark.parametrize("game", GAMES)
def test_a_new_session_answers_scores_as_the_shared_reader_reads_them(game):
    client = create_app({"redis_url": None, "allow_test_seeds": True, **SUITE_CREATE_LIMIT}).test_client()
    engine = ENGINES[game]
    rules = engine.resolve_rules({})
    count = engine.score_count(rules, engine.seat_count(rules))

    @check
    @given(score_inputs(count))
    def answers(value):
        body = json.dumps({"game": game, "seed": 5, "scores": value})
        answer = client.post("/v1/sessions", data=body, content_type="application/json")
        expected = faults(value, count, KINDS[game], limit=SCORE_LIMIT)
        if expected:
            assert answer.status_code == 400 and set(answer.get_json()["errors"]) == expected, (value, answer.json)
        else:
            assert answer.status_code in (201, 422), (value, answer.json)

    answers()
