"""Whole matches of every game through sessions, checked at every step.

The checks are :mod:`tests.sessions.match_playout`'s. The fast tier plays each variant of each
game and one seeded combination of options per game, to short bounds (:data:`FAST_BOUNDS`), and
the matches once found stopping or dealing a card twice, on the in-memory store; the slow
tier plays every variant and every option value one at a time from the default, then
:data:`COMBINATIONS` seeded combinations per game, on the in-memory store, and each variant
with two combinations on Redis."""

from __future__ import annotations

from typing import Any

import pytest

from service.app import create_app
from tests.conftest import shared_app
from tests.sessions.match_playout import DESCRIBED, RuleCase, play_match, rule_cases
from tests.volume import one_per_game_in_loop

FAST_BOUNDS: dict[str, dict[str, Any]] = {
    "ecarte": {"target_score": 2},
    "euchre": {"points_to_win": 3},
    "sette-e-mezzo": {"max_deals": 3},
    "ramino": {"match": "single_hand"},
}
"""Rules the fast tier adds to every case: a match of a few deals (one Ramino hand)."""

COMBINATIONS = {"ramino": 2}
"""Seeded random combinations of options per game in the slow tier (4 unless named: a Ramino
match is a few hundred actions)."""


def fast_cases() -> list[RuleCase]:
    cases = []
    for game, described in sorted(DESCRIBED.items()):
        variants = [v["name"] for v in described["variants"]]
        cases += [RuleCase(game, {"variant": v}, None, seed) for seed, v in enumerate(variants)]
        *_, combined = rule_cases(game, described, 1, seed=1)
        cases.append(combined)
    bounded = [RuleCase(c.game, {**c.rules, **FAST_BOUNDS[c.game]}, c.seats, c.seed) for c in cases]
    return [
        *bounded,
        RuleCase("sette-e-mezzo", {"deck_policy": "continuous", "max_deals": 6}, 4, 7),
        RuleCase("ramino", {"players": 3, "elimination_at": 30}, None, 8),
        # individual bid euchre counts down (docs/rules/euchre.md §16.4): short matches from 3
        RuleCase("euchre", {"variant": "bid-euchre", "individual": True, "count_down_from": 3}, None, 9),
        RuleCase("euchre", {"variant": "bid-euchre", "players": 3, "count_down_from": 3}, None, 10),
        RuleCase("euchre", {"variant": "bid-euchre", "auction_rounds": "until_passed", "points_to_win": 5}, None, 11),
        # set-back (§17): two and three players, Dick's variations
        RuleCase("euchre", {"variant": "set-back", "players": 2, "declare_march": True}, None, 12),
        RuleCase("euchre", {"variant": "set-back", "players": 3, "euchre_deducts": 2}, None, 13),
    ]


def slow_cases() -> list[RuleCase]:
    return [
        case
        for game, described in sorted(DESCRIBED.items())
        for case in rule_cases(game, described, COMBINATIONS.get(game, 4), 0)
    ]


def redis_cases() -> list[RuleCase]:
    """One mix of options a game on Redis: the store keeps a match the same whatever its rules (the in-memory
    runs play every variant and option value)."""
    return [list(rule_cases(game, described, 1, seed=2))[-1] for game, described in sorted(DESCRIBED.items())]


@pytest.fixture
def memory_client():
    return shared_app().test_client()


@pytest.fixture
def redis_client(redis_url, redis_prefix):
    config = {"allow_test_seeds": True, "redis_url": redis_url, "redis_key_prefix": redis_prefix}
    return create_app(config).test_client()


def played_through(client, case: RuleCase) -> None:
    played = play_match(client, case)
    if played is not None:  # rules the service refuses are a 400 naming them (play_match checks it)
        assert played.deals >= 1 and played.replayed == set(range(1, played.deals + 1))


@pytest.mark.parametrize("case", one_per_game_in_loop(fast_cases(), lambda case: case.game), ids=lambda case: case.id)
def test_whole_matches_play_through_sessions(memory_client, case):
    played_through(memory_client, case)


@pytest.mark.slow
@pytest.mark.parametrize("case", slow_cases(), ids=lambda case: case.id)
def test_every_option_value_plays_whole_matches_through_sessions(memory_client, case):
    played_through(memory_client, case)


@pytest.mark.slow
@pytest.mark.parametrize("case", redis_cases(), ids=lambda case: case.id)
def test_whole_matches_play_through_sessions_on_redis(redis_client, case):
    played_through(redis_client, case)
