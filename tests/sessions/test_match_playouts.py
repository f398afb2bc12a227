"""Whole matches of every game through sessions, checked at every step.

The checks are :mod:`tests.sessions.match_playout`'s. The fast tier plays each variant of each
game and one seeded combination of options per game, to short bounds (:data:`FAST_BOUNDS`), and
the matches once found stopping or dealing a card twice, on the in-memory store; the slow
tier plays every variant and every option value one at a time from the default, then
:data:`COMBINATIONS` seeded combinations per game, on the in-memory store, and one combination
per game on Redis. The slow tier's matches are whole but short (:data:`SLOW_BOUNDS`) but for the
cases that play an option about the match's length (:data:`LENGTH_OPTIONS`): those are played to
the value they name, whole."""

from __future__ import annotations

from typing import Any

import pytest

from service.app import create_app
from tests.conftest import shared_app
from tests.sessions.match_playout import BOUNDING, DESCRIBED, RuleCase, play_match, rule_cases
from tests.volume import one_per_game_in_loop

FAST_BOUNDS: dict[str, dict[str, Any]] = {
    "ecarte": {"target_score": 2},
    "euchre": {"points_to_win": 3},
    "sette-e-mezzo": {"max_deals": 3},
    "ramino": {"match": "single_hand"},
}
"""Rules the fast tier adds to every case: a match of a few deals (one Ramino hand)."""

SLOW_BOUNDS: dict[str, dict[str, Any]] = {
    "ecarte": {"target_score": 3},
    "euchre": {"points_to_win": 3},
    "ramino": {"match": "single_hand"},
}
"""Rules the slow tier adds to a case that plays no option of :data:`LENGTH_OPTIONS`: a whole match of
a few deals (one Ramino hand: a hand is a few hundred actions), so each option value is still played
through deals, from one deal to the next (Ramino's from one hand to the next in the length options' own
cases) and to its match's end, while the default lengths (Euchre to 10 points, Ramino to 61) are played by
the length options' own cases. Sette e Mezzo's matches are short already (``BOUNDING``)."""

LENGTH_OPTIONS: dict[str, set[str]] = {
    "ecarte": {"target_score"},
    "euchre": {"points_to_win", "losing_score", "count_down_from"},
    "sette-e-mezzo": {"max_deals", "starting_chips"},
    "ramino": {"match", "elimination_at", "fixed_hands"},
}
"""The options that decide when a match ends: a case that sets one of them (but for ``BOUNDING``'s)
plays its match to the length it names, never to :data:`SLOW_BOUNDS`."""

TAKING_EFFECT: dict[str, dict[str, dict[str, Any]]] = {"ramino": {"fixed_hands": {"match": "fixed_hands"}}}
"""What a length option needs to decide the length, added to a case that sets it but not them: Ramino's
``fixed_hands`` counts only in a ``fixed_hands`` match (else the case is a match to ``elimination_at``)."""

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


def shortened(case: RuleCase) -> RuleCase:
    """``case`` with :data:`SLOW_BOUNDS` added, unless it plays an option of :data:`LENGTH_OPTIONS` (then
    with what the option needs to take effect, :data:`TAKING_EFFECT`)."""
    bounding = BOUNDING.get(case.game, {})
    named = {name for name, value in case.rules.items() if bounding.get(name, object()) != value}
    if named & LENGTH_OPTIONS[case.game]:
        needed = TAKING_EFFECT.get(case.game, {})
        extra = {k: v for name in named & needed.keys() for k, v in needed[name].items() if k not in case.rules}
        return RuleCase(case.game, {**case.rules, **extra}, case.seats, case.seed)
    return RuleCase(case.game, {**case.rules, **SLOW_BOUNDS.get(case.game, {})}, case.seats, case.seed)


def slow_cases() -> list[RuleCase]:
    return [
        shortened(case)
        for game, described in sorted(DESCRIBED.items())
        for case in rule_cases(game, described, COMBINATIONS.get(game, 4), 0)
    ]


def redis_cases() -> list[RuleCase]:
    """One mix of options a game on Redis: the store keeps a match the same whatever its rules (the in-memory
    runs play every variant and option value)."""
    return [
        shortened(list(rule_cases(game, described, 1, seed=2))[-1]) for game, described in sorted(DESCRIBED.items())
    ]


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
