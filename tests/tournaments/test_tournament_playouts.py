"""Whole tournaments of every game, format, table size and option, their results given by every path, checked
after each result against the test's own tally (:mod:`tests.tournaments.tournament_playout`); and every deal
played under every option value of every game within the points its engine bounds a paper score by.

The fast tier holds each case with the fewest players that seat two tables, for one round; the slow tier
every table size with every option, at random sizes and up to two rounds, on the in-process store, and a sample
on Redis."""

from __future__ import annotations

import random
from typing import Any

import pytest

from service.games.registry import ENGINES
from tests.conftest import shared_app
from tests.sessions.conftest import Table
from tests.sessions.match_playout import BOUNDING, DESCRIBED, RuleCase, rule_cases
from tests.tournaments.support import make_app, play_table, session_record
from tests.tournaments.tournament_playout import EventCase, event_cases, play_event
from tests.volume import one_per_game_in_loop

FAST = event_cases(full=False)
SLOW = event_cases(full=True, seed=1)


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


def _fast(case: EventCase) -> EventCase:
    return EventCase(case.game, case.format, case.table_size, {"rounds": 1, **case.options}, case.rules, case.seed)


@pytest.mark.parametrize("case", one_per_game_in_loop(FAST, lambda case: case.game), ids=lambda case: case.id)
def test_a_small_tournament_is_scored_as_documented_after_every_result(client, case):
    size = case.table_size or (2 if case.format == "round-robin" else 4)
    play_event(_fast(case), client, players=2 * size)


SLOW_ROUNDS = 2
"""The most rounds a slow case holds: two rounds carry every result path, correction, bye, substitute (for the
rounds after the first result) and standing summed over rounds the tally checks; complete schedules are proven
apart (tests/tournaments/test_resolvable.py, test_whist.py)."""


def _on_redis(cases: list[EventCase]) -> list[EventCase]:
    """The slow cases also held on the real Redis: one of each game and format, drawn (seeded) among those at the
    default rules at one deal a round, which every format takes (so each is played, none refused): whole matches
    and longer rounds are the in-process store's cases.
    The scoring is the store's to keep, not to compute; the Redis store's own behaviour is tested apart
    (test_store_isolation, test_tournament_races, test_lost_write)."""
    rng = random.Random(2)
    plain = [case for case in cases if case.options == {"hands_per_round": 1} and "variant" not in case.rules]
    return [
        rng.choice([case for case in plain if (case.game, case.format) == kind])
        for kind in sorted({(case.game, case.format) for case in plain})
    ]


COMBINATIONS = 2
"""Seeded random rule combinations per game the bounds sweep adds to every option value played one at a time."""


@pytest.mark.slow
@pytest.mark.parametrize("case", SLOW, ids=lambda case: case.id)
def test_a_tournament_is_scored_as_documented_after_every_result(client, case):
    play_event(case, client, rounds_at_most=SLOW_ROUNDS)


@pytest.mark.slow
@pytest.mark.parametrize("case", _on_redis(SLOW), ids=lambda case: case.id)
def test_a_tournament_on_redis_is_scored_as_documented(request, case):
    play_event(case, make_app("redis", request).test_client(), rounds_at_most=SLOW_ROUNDS)


SHORTER: dict[str, dict[str, Any]] = {"euchre": {"points_to_win": 5}}
"""Rules the bounds sweep adds (beside ``BOUNDING``) to a case that names neither them nor a variant (a variant
keeps its own target): a Euchre match to 5 ends within a few deals, each deal as bounded as in a match to 10; the
default, 10, is played as a case of its own (:data:`SHORTER_DEFAULTS`)."""

SHORTER_DEFAULTS = [RuleCase("euchre", {"points_to_win": 10}, None, 10)]
"""The option values :data:`SHORTER` sets aside, each played once at its default."""


def _shorter(case: RuleCase) -> RuleCase:
    extra = SHORTER.get(case.game, {})
    if "variant" in case.rules or set(extra) & set(case.rules):
        return case
    return RuleCase(case.game, {**extra, **case.rules}, case.seats, case.seed)


def _bound_cases(full: bool) -> list[RuleCase]:
    """Each variant of each game (fast), or every option value one at a time and seeded combinations (slow)."""
    if full:
        return [
            *SHORTER_DEFAULTS,
            *(
                _shorter(case)
                for game, described in sorted(DESCRIBED.items())
                for case in rule_cases(game, described, COMBINATIONS, 3)
            ),
        ]
    return [
        RuleCase(game, {"variant": variant["name"]}, None, seed)
        for game, described in sorted(DESCRIBED.items())
        for seed, variant in enumerate(described["variants"])
    ]


def _within_bounds(client, case: RuleCase, deals: int | None) -> None:
    """Every deal a session plays under ``case``'s rules gives each side points within ``deal_points``, and a match
    played to its end leaves each side within ``match_scores``: what a paper score is checked against."""
    engine = ENGINES[case.game]
    body: dict[str, Any] = {"game": case.game, "rules": case.rules, "seed": case.seed}
    if case.seats:
        body["seats"] = case.seats
    created = client.post("/v1/sessions", json=body)
    if created.status_code == 400:  # rules the service refuses (min_seats above max_seats...)
        return
    assert created.status_code == 201, created.get_json()
    table = play_table(Table(client, case.game, created=created.get_json()), deals, case.seed)
    record = session_record(table)
    seats = len(record["seats"])
    rules = engine.resolve_rules(case.rules)
    each = engine.deal_points(rules, seats)
    for deal in (deal for deal in record["deals"] if "recorded" in deal):
        for side, points in enumerate(deal["recorded"]["points"]):
            assert each.outside(points or 0) is None, (case.id, side, points, each)
    view = table.referee_view()
    if view["game_over"]:
        whole = engine.match_scores(rules, seats)
        assert all(whole.outside(score) is None for score in view["scores"]), (case.id, view["scores"], whole)


@pytest.mark.parametrize(
    "case", one_per_game_in_loop(_bound_cases(False), lambda case: case.game), ids=lambda case: case.id
)
def test_every_deal_of_every_variant_is_within_its_engines_bounds(client, case):
    _within_bounds(client, case, 2)


@pytest.mark.slow
@pytest.mark.parametrize("case", _bound_cases(True), ids=lambda case: case.id)
def test_every_deal_under_every_option_value_is_within_its_engines_bounds(client, case):
    bounded = {**BOUNDING.get(case.game, {}), **case.rules}
    _within_bounds(client, RuleCase(case.game, bounded, case.seats, case.seed), None)
