"""The engine contract, on every game of ``ENGINES`` under every variant.

Random seeded playouts (hypothesis draws the seed and which hands are hidden) check at every
position:

- ``to_act`` is the seat of every listed action, something is listed while a seat is to act,
  and nothing once the deal is over (docs/API.md §3);
- every listed action is accepted (a template such as a bet or a bounded exchange filled
  within its bounds by :func:`service.engine.concrete_action`);
- every listed template (an entry without a field its type requires: a bet from min to max,
  Ramino's bare ``{"type": "lay_off"}``) has an action within it that is accepted; for an
  unknown hand, at least none of those tried is refused by a rule other than the cards it holds
  (:data:`HELD_CARD_RULES`: the actions are well formed by the game's law, so nothing else may
  refuse them all), and the game's law allows one at all (:func:`check_template`);
- every refused action is not listed: candidates (listed actions, their mutations and random
  actions of every type) that ``apply`` refuses are neither listed nor within a listed template;
- a refused action leaves the report identical (and its JSON);
- ``report`` and every seat's view are JSON values: ``json.loads(json.dumps(x)) == x``, so no
  tuple, set or other non-JSON type - but for the phrases that are a violation's or a result's words,
  written as sentences only at the edge (:mod:`service.wire`);
- a report is a snapshot: later actions do not change a report already made;
- replay is deterministic: replaying the history twice gives the same report, equal to the one
  reached by applying the actions one at a time (at the end and at a random earlier position);
- a deal ends within :func:`deal_bound` actions.

Sessions rely on the same contract: :func:`test_sessions_keep_the_contract_over_http` plays
whole deals of every game and variant through the HTTP API, posting listed actions (each must
be accepted) and refused ones (each must leave the version and every view unchanged).

This replaces the sweeps that lived in tests/games/test_legal_actions_to_act.py and
tests/games/test_legal_actions_agree.py; what they found is in test_found_by_contract.py.

Accepted actions that are not listed exist (Ecarté 5.2: the seat not to act may declare the
trump king), so the playouts sometimes continue from one of those too.
"""

from __future__ import annotations

import json
import random
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.app import create_app
from service.engine import DealState, GameEngine, IllegalAction, Rules, apply_all, parse_actions, replay
from service.games.registry import ENGINES
from service.messages import Phrase
from service.wire import dumps
from tests.contract.contract_playout import (
    HELD_CARD_RULES,
    candidates,
    deal_bound,
    lacks_fields,
    snapshot,
    variant_rules,
    within_template,
)
from tests.playout import (
    CHOOSERS,
    canonical,
    concrete,
    fork,
    instances,
    is_template,
    next_action,
    play,
    shuffled_deal,
)
from tests.sessions.conftest import Table, choose_action, session_state, unchanged
from tests.volume import in_loop, one_per_game_in_loop

CASES = [pytest.param(game, name, id=f"{game}-{name}") for game in sorted(ENGINES) for name, _ in variant_rules(game)]
RULE_MIXES = {
    "euchre": [
        {"making_trump_rule": "all", "point_on_partner": True, "dealer_speaks_first": True, "stick_the_dealer": True},
        {"robson_rules": True, "point_on_partner": True, "defend_alone": "any", "ace_no_face": "either"},
        {"farmers_hand": True, "ace_no_face": "exchange", "deck": 32, "upcard_into_hand": True},
        {"variant": "british", "making_trump_rule": "dealer", "dealer_speaks_first": True},
        {"variant": "three-handed", "making_trump_rule": "all", "dealer_speaks_first": True},
        {"variant": "bid-euchre", "individual": True, "count_down_from": 21, "stick_the_dealer": True},
        {"variant": "bid-euchre", "players": 3, "count_down_from": 21, "auction_rounds": "until_passed"},
        {"variant": "bid-euchre", "no_trump": "high", "deck": 32, "dealer_speaks_first": True},
        {"variant": "set-back", "players": 2, "declare_march": True, "stick_the_dealer": True},
        {"variant": "set-back", "players": 3, "euchre_deducts": 2, "declare_march": True},
    ],
    "ramino": [
        {"layoff_same_turn": False, "max_jokers_group": 2},
        {"players": 3, "layoff_on_opponents": False, "return_discard": True, "discard_pickup": "after_opening"},
    ],
}
"""Options the variants leave at their defaults, played too where they bear on what is listed.
(Not yet ``discard_pickup: must_use`` nor ``joker_discard: false`` with unknown hands: an
unknown hand may take a discard it then cannot lay, or lay all but jokers it may not discard,
and be left with nothing listed.)"""
VARIANT_CASES = [pytest.param(game, {"variant": name}, id=f"{game}-{name}") for game, name in (c.values for c in CASES)]
PLAYOUT_CASES = [
    pytest.param(game, mix, id=f"{game}-" + ",".join(f"{k}={v}" for k, v in mix.items()))
    for game, mixes in RULE_MIXES.items()
    for mix in mixes
]
# deals per case, fast tier (every variant at its defaults: in the loop the same deal every run, in the whole
# suite a new one) and slow tier (the option mixes, a new deal every run); a deal is probed at every position
# (every listed action, its mutations and random ones, replayed twice), so one deal a case, drawn anew each run
# of the whole suite, keeps the sweep of every variant and mix growing run after run
EXAMPLES: dict[str, tuple[int, int]] = {}
DEFAULT_EXAMPLES = (1, 1)


def assert_json(value: Any, where: str) -> None:
    """``value`` is made of JSON types only and survives a JSON round trip unchanged."""

    def walk(item: Any, path: str) -> None:
        if isinstance(item, dict):
            for key, sub in item.items():
                assert isinstance(key, str), f"{where}{path}: key {key!r} is not a string"
                walk(sub, f"{path}.{key}")
        elif isinstance(item, list):
            for i, sub in enumerate(item):
                walk(sub, f"{path}.{i}")
        elif not isinstance(item, Phrase):
            assert item is None or type(item) in (str, int, float, bool), f"{where}{path}: {item!r} is not JSON"

    walk(value, "")
    written = orjson.loads(dumps(value))  # as the edge writes it: each phrase a sentence
    assert json.loads(json.dumps(written)) == written, where


def listed_forms(engine: GameEngine, state: DealState, listed: list[dict]) -> tuple[list[dict], list[dict]]:
    """The listed entries that are whole actions (canonical), and the templates."""
    whole = [a for a in (canonical(engine, state.rules, e) for e in listed if not is_template(e)) if a is not None]
    return whole, [e for e in listed if is_template(e)]


TEMPLATE_TRIES = 12
"""How many actions within a template :func:`check_template` tries (they are ordered best first)."""


def check_template(engine: GameEngine, state: DealState, entry: dict, rng: random.Random) -> None:
    """A listed template names at least one action that is accepted; for an unknown hand, at
    least one action of its kind the game's law allows, refused (if at all) only for the cards
    the hand cannot hold."""
    refused: list[tuple[dict, IllegalAction]] = []
    for action in instances(engine, state, entry, rng):
        try:
            engine.apply(fork(state), action)
        except IllegalAction as exc:
            refused.append((action, exc))
            if len(refused) < TEMPLATE_TRIES:
                continue
            break
        return
    reasons = [(action, exc.rule) for action, exc in refused]
    known = engine.seat_view(state, entry["seat"]).get("hand") is not None
    assert not known, f"listed {entry}, yet no action within it is accepted: {reasons[:4]}"
    assert refused, f"listed {entry} for an unknown hand, yet the game's law allows no action of its kind"
    other = [(action, rule) for action, rule in reasons if rule not in HELD_CARD_RULES]
    assert not other, f"listed {entry} for an unknown hand, yet refused whatever it holds: {other[:4]}"


def check_position(
    engine: GameEngine, state: DealState, unasked: DealState, seats: int, rng: random.Random
) -> list[dict]:
    """Every contract check at one position; returns the accepted actions that are not listed.  ``unasked``
    is a fork of the position made before anything asked for its legal actions (a report lists them): the
    state a replay checks its actions on."""
    report = engine.report(state)
    assert_json(report, "report")
    public = engine.seat_view(state, None)
    for seat in [None, *range(seats)]:
        view = engine.seat_view(state, seat)
        assert_json(view, f"seat_view({seat})")
        # built upon the view of no seat (a version's followers), the same view, key for key
        assert dumps(engine.seat_view(state, seat, public)) == dumps(view), f"seat_view({seat}) upon the public one"
    to_act = engine.to_act(state)
    listed = engine.legal_actions(state)
    assert report["to_act"] == to_act and report["legal_actions"] == listed
    if to_act is None:
        assert listed == [], f"nobody is to act, yet {listed} are listed"
        return []
    assert listed, f"seat {to_act} is to act with nothing listed"
    others = [a for a in listed if a["seat"] != to_act]
    assert not others, f"seat {to_act} is to act, yet {others} are listed"

    whole, templates = listed_forms(engine, state, listed)
    for entry in listed:
        if lacks_fields(engine, entry):
            check_template(engine, state, entry, rng)
        action = concrete(engine, state, entry, rng)
        if action is None:  # a kind of action whose cards the client chooses (Ramino's bare "open")
            continue
        try:
            engine.apply(fork(state), action)
        except IllegalAction as exc:
            pytest.fail(f"listed as {entry} but {action} is refused ({exc.rule}: {exc.detail})")
        check_unasked(engine, unasked, action, None)

    unlisted: list[dict] = []
    for action in candidates(engine, state, listed, seats, rng):
        trial = fork(state)
        try:
            engine.apply(trial, action)
        except IllegalAction as exc:
            check_unasked(engine, unasked, action, exc.rule)
            assert action not in whole, f"{action} is listed yet refused ({exc.rule}: {exc.detail})"
            inside = [t for t in templates if within_template(engine, state, action, t)]
            assert not inside, f"{action} is within listed {inside} yet refused ({exc.rule}: {exc.detail})"
            after = engine.report(trial)
            assert after == report, f"refused {action} ({exc.rule}) changed the report"
            assert snapshot(after) == snapshot(report)
            continue
        check_unasked(engine, unasked, action, None, engine.report(trial))
        if action not in whole and not any(within_template(engine, state, action, t) for t in templates):
            unlisted.append(action)
    return unlisted


def check_unasked(
    engine: GameEngine, unasked: DealState, action: dict, refused_by: str | None, after: dict | None = None
) -> None:
    """The same action at the same position, never asked for its legal actions, meets the same verdict:
    refused by the same rule, or accepted (reaching the same report, when ``after`` is given).  What a
    listing works out and keeps for the turn must not change what the check decides."""
    trial = fork(unasked)
    try:
        engine.apply(trial, action)
    except IllegalAction as exc:
        assert refused_by == exc.rule, f"{action}: refused ({exc.rule}) unless the legal actions were asked first"
        return
    assert refused_by is None, f"{action}: accepted unless the legal actions were asked first ({refused_by})"
    if after is not None:
        assert engine.report(trial) == after, f"{action}: another report unless the legal actions were asked first"


def play_and_check(game: str, rules: Rules, seed: int, hidden: list[bool], out_of_turn: float) -> None:
    engine = ENGINES[game]
    rng = random.Random(seed)
    deal = shuffled_deal(engine, rules, rng, hidden)
    seats = len(deal["hands"])
    bound = deal_bound(engine, rules, deal)
    state = engine.start(rules, deal, None)
    history: list[dict] = []
    reports: list[dict] = []
    frozen: list[str] = []  # each report as JSON when it was made
    unlisted: list[dict] = []

    def checked_position(state) -> list[dict] | None:
        """Every position checked, the last included; what is listed while a seat is to act."""
        nonlocal unlisted
        unasked = fork(state)
        reports.append(engine.report(state))
        frozen.append(snapshot(reports[-1]))
        unlisted = check_position(engine, state, unasked, seats, rng)
        if engine.to_act(state) is None:
            return None
        assert len(history) < bound, f"{game}: the deal did not end within {bound} actions"
        return engine.legal_actions(state)

    def choose(engine, state, listed: list[dict], rng: random.Random) -> dict:
        """Now and then (``out_of_turn``) an action the engine does not list, else a listed one."""
        if unlisted and rng.random() < out_of_turn:
            return rng.choice(unlisted)
        action = next_action(engine, state, listed, rng)
        assert action is not None, f"nothing postable among {listed}"
        return action

    def apply(state, action: dict) -> None:
        apply_all(engine, state, [action], len(history))  # as a session applies it (violations carry its index)
        history.append(action)

    play(engine, state, rng, choose=choose, legal=checked_position, apply=apply)

    changed = [i for i, report in enumerate(reports) if snapshot(report) != frozen[i]]
    assert not changed, f"{game}: the reports made after actions {changed} changed as the deal went on"
    parsed = parse_actions(engine, rules, history)
    assert parsed == history
    first, second = replay(engine, rules, deal, parsed), replay(engine, rules, deal, parsed)
    assert engine.report(first) == engine.report(second) == reports[-1]
    assert snapshot(engine.report(first)) == snapshot(reports[-1])
    middle = rng.randrange(len(history) + 1)
    assert engine.report(replay(engine, rules, deal, parsed[:middle])) == reports[middle]


def contract_test(examples: int, derandomize: bool):
    """The playout check as a hypothesis test of ``examples`` deals (``derandomize``: the same ones every run)."""

    @settings(
        max_examples=examples, deadline=None, derandomize=derandomize, suppress_health_check=[HealthCheck.too_slow]
    )
    @given(
        seed=st.integers(0, 2**32 - 1),
        hidden=st.lists(st.booleans(), min_size=4, max_size=4),
        out_of_turn=st.sampled_from([0.0, 0.3]),
    )
    def check(game: str, request: dict, seed: int, hidden: list[bool], out_of_turn: float) -> None:
        play_and_check(game, ENGINES[game].resolve_rules(request), seed, hidden, out_of_turn)

    return check


TESTS = {
    (game, tier): contract_test(EXAMPLES.get(game, DEFAULT_EXAMPLES)[tier], derandomize=tier == 0 and in_loop())
    for game in ENGINES
    for tier in (0, 1)
}
"""Per game and tier, the playout check; the fast tier's deals are the same every run in the loop only."""


@pytest.mark.parametrize(("game", "request_rules"), one_per_game_in_loop(VARIANT_CASES, lambda values: values[0]))
def test_the_contract_holds_through_random_deals(game, request_rules):
    TESTS[game, 0](game, request_rules)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "request_rules"), PLAYOUT_CASES)
def test_the_contract_holds_through_many_random_deals(game, request_rules):
    TESTS[game, 1](game, request_rules)


@pytest.mark.parametrize("players", [3, 4])
def test_the_deal_bound_holds_through_the_longest_auction(players):
    """§16.1 ``until_passed``: every seat but one passes before each bid and after the last, and the bids
    climb one trick at a time to a whole hand - the longest auction there is; the deal still ends within
    :func:`deal_bound` (random playouts reach such auctions too rarely to be relied on)."""
    engine = ENGINES["euchre"]
    counting_down = {"count_down_from": 21} if players == 3 else {}  # three-handed, each for himself (§16.4)
    rules = engine.resolve_rules(
        {"variant": "bid-euchre", "players": players, "auction_rounds": "until_passed", **counting_down}
    )
    deal = shuffled_deal(engine, rules, random.Random(players), [False] * 4)
    state = engine.start(rules, deal, None)
    hand = len(deal["hands"][0])
    actions = 0

    def act(type_: str, **fields: int) -> None:
        nonlocal actions
        seat = engine.to_act(state)
        apply_all(engine, state, [{"seat": seat, "type": type_, **fields}], actions)
        actions += 1

    for tricks in range(1, hand + 1):
        for _ in range(players - 1 if tricks == 1 else players - 2):
            act("pass")
        high_bidder = engine.to_act(state)
        act("bid", tricks=tricks)
    for _ in range(players - 1):
        act("pass")
    naming = engine.legal_actions(state)
    assert {(a["seat"], a["type"]) for a in naming} == {(high_bidder, "name_trump")}, "the auction should be over"

    def apply_within_bound(state, action: dict) -> None:
        nonlocal actions
        assert actions < deal_bound(engine, rules, deal), f"the deal did not end within {actions} actions"
        apply_all(engine, state, [action], actions)
        actions += 1

    play(engine, state, random.Random(0), apply=apply_within_bound)
    assert engine.to_act(state) is None, "nothing postable listed"


REFUSED_PER_STEP = 1
"""Refused actions posted at each step of a session's deal: one a step is a refusal at every position of the
deal (each drawn among the step's refused candidates), and each is checked against every view."""

ON_REDIS = {case.values for case in one_per_game_in_loop(CASES, lambda values: values[0]) if not case.marks}
"""The cases also played on the real Redis: each game's first variant (the contract is the engines'; the store
only keeps the session, and the Redis store's own behaviour is tests/sessions' and tests/store's)."""


def session_client(request, store: str):
    """A test client on the in-memory store, or on the real Redis."""
    config: dict[str, Any] = {"allow_test_seeds": True, "redis_url": None}
    if store == "redis":
        config["redis_url"] = request.getfixturevalue("redis_url")
        config["redis_key_prefix"] = request.getfixturevalue("redis_prefix")
    return create_app(config).test_client()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("store", "game", "variant"),
    [
        pytest.param(store, *case.values, id=f"{store}-{case.id}")
        for case in CASES
        for store in ("memory", "redis")
        if store == "memory" or case.values in ON_REDIS
    ],
)
def test_sessions_keep_the_contract_over_http(request, store, game, variant):
    """A whole deal of each game and variant through the session API: the seat to act sees the
    engine's listing; a listed action (chosen at random, every kind as likely) is accepted; an
    action the engine refuses is refused with a 4xx that leaves the version and every view as they were."""
    rng = random.Random(f"contract:{game}:{variant}")
    table = Table(session_client(request, store), game, seed=rng.randrange(2**31), rules={"variant": variant})
    engine = table.engine
    referee = table.referee_view()
    bound = deal_bound(engine, engine.resolve_rules(referee["rules"]), referee["dealt"])
    posted = 0
    while not referee["game_over"] and referee["deal_number"] == 1:
        assert posted < bound, f"{game}: the deal did not end within {bound} actions"
        seat = referee["to_act"]
        view = table.view(table.token_of(seat))
        state = session_state(table, referee)
        listed = engine.legal_actions(state)
        assert view["legal_actions"] == listed and referee["legal_actions"] == listed
        refused = []
        for action in candidates(engine, state, listed, referee["seats"], rng):
            try:
                engine.apply(fork(state), action)
            except IllegalAction:
                refused.append(action)
        for action in rng.sample(refused, min(len(refused), REFUSED_PER_STEP)):
            before = unchanged(table)
            answer = table.post(table.token_of(action["seat"]), {k: v for k, v in action.items() if k != "seat"})
            assert 400 <= answer.status_code < 500, (action, answer.get_json())
            assert unchanged(table) == before, f"refused {action} changed the session"
        if game in CHOOSERS:
            move = {k: v for k, v in next_action(engine, state, listed, rng).items() if k != "seat"}
        else:
            move = choose_action(table, view, rng)
        answer = table.post(table.token_of(seat), move)
        assert answer.status_code == 200, (move, answer.get_json())
        posted += 1
        referee = table.referee_view()
