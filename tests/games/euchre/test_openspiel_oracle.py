"""OpenSpiel's Euchre (``pyspiel``, its C++ ``euchre.cc``) as the differential oracle of the
north-american game (docs/rules/euchre.md §13).

Seeded random games of OpenSpiel, under each of its parameter settings (``stick_the_dealer`` on
or off, ``allow_lone_defender`` off or on), replayed by Arbitro's engine beside OpenSpiel's, with
the rules bench/openspiel_euchre.py maps them to.  At every decision both must agree on the seat
to act and on the legal actions (OpenSpiel's translated into Arbitro's vocabulary); after every
card both must list the same finished tricks (leader, cards, winner); at the end Arbitro's points
for each partnership must give OpenSpiel's returns for each seat.  The one rule timed
differently - OpenSpiel asks the maker whether he goes alone after the discard, Arbitro with his
bid - is folded into the translation (bench/openspiel_euchre.py).  No revoke is possible: OpenSpiel
only lets a player follow suit, and Arbitro knows every hand.

Without ``pyspiel`` (PyPI ``open_spiel``, in the ``test`` extra) these tests fail under CI and are
skipped elsewhere (tests/unavailable.py).
"""

from __future__ import annotations

import functools
import json
from types import ModuleType
from typing import Any

import pytest

from service.games.euchre.engine import ENGINE
from tests.unavailable import unavailable

PARAMETERS = {
    "stick": {},  # OpenSpiel's defaults: stick_the_dealer on, no lone defender
    "thrown_in": {"stick_the_dealer": False},
    "lone_defender": {"allow_lone_defender": True},
    "lone_defender_thrown_in": {"allow_lone_defender": True, "stick_the_dealer": False},
}
FAST_GAMES = 300  # per parameter setting
SLOW_GAMES = 800  # per parameter setting in all: five hundred more games each, one batch, beside the fast tier's
SLOW_BATCH = 500
PASSING_GAMES = 20  # per parameter setting, where the bidders pass while they may


@pytest.fixture(scope="module")
def oracle() -> ModuleType:
    try:
        from bench import openspiel_euchre
    except ModuleNotFoundError as exc:
        if exc.name != "pyspiel":
            raise
        unavailable("pyspiel is not installed (PyPI package `open_spiel`, in the test extra)")
    return openspiel_euchre


@functools.cache
def openspiel(setting: str) -> Any:
    import pyspiel

    return pyspiel.load_game("euchre", PARAMETERS[setting])


def listed(actions: list[dict]) -> list[str]:
    """Legal actions in a comparable order, each written canonically (a duplicate would show)."""
    return sorted(json.dumps(action, sort_keys=True) for action in actions)


def arbitro_tricks(state: Any) -> list[tuple[int, list[str], int]]:
    """Arbitro's finished tricks: leader, cards in order, winner."""
    tricks = ENGINE.report(state)["tricks"]
    return [(t["leader"], [p["card"] for p in t["plays"]], t["winner"]) for t in tricks if t["winner"] is not None]


def openspiel_tricks(oracle: ModuleType, state: Any) -> list[tuple[int, list[str], int]]:
    """OpenSpiel's finished tricks: those with a card from every seat that plays."""
    playing = 4 - (state.declarer_go_alone() is True) - (state.lone_defender() >= 0)
    return [
        (trick.leader(), [oracle.card_code(card) for card in trick.cards()], trick.winner())
        for trick in state.tricks()
        if len(trick.cards()) == playing
    ]


def replay_beside(oracle: ModuleType, setting: str, seed: int, bidders_pass: bool = False) -> None:
    """OpenSpiel's random game ``seed`` replayed by both engines, compared step by step."""
    game = openspiel(setting)
    chances, decisions, _ = oracle.openspiel_game(game, seed, bidders_pass)
    theirs = oracle.dealt(game, chances)
    ours = ENGINE.start(oracle.arbitro_rules(game), oracle.arbitro_deal(game, chances), None)
    actions = iter(oracle.arbitro_actions(game, chances, decisions))
    for step, decision in enumerate(decisions):
        if oracle.makers_question(theirs):  # answered with Arbitro's bid
            theirs.apply_action(decision)
            continue
        case = f"OpenSpiel {game}, seed {seed}, bidders_pass={bidders_pass}, decision {step}"
        assert ENGINE.to_act(ours) == theirs.current_player(), case
        assert listed(ENGINE.legal_actions(ours)) == listed(oracle.arbitro_options(theirs)), case
        action = next(actions)
        ENGINE.apply(ours, action)
        theirs.apply_action(decision)
        if action["type"] == "play":
            assert arbitro_tricks(ours) == openspiel_tricks(oracle, theirs), case
    case = f"OpenSpiel {game}, seed {seed}, bidders_pass={bidders_pass}, the end"
    assert next(actions, None) is None, case
    assert theirs.is_terminal() and ENGINE.to_act(ours) is None, case
    assert len(arbitro_tricks(ours)) in (0, 5), case  # thrown in, or played out
    points = ours.deal_result["points"]
    assert [points[seat % 2] - points[1 - seat % 2] for seat in range(4)] == theirs.returns(), case


@pytest.mark.parametrize("setting", PARAMETERS)
@pytest.mark.parametrize("seed", range(FAST_GAMES))
def test_openspiel_game_replays_alike(oracle: ModuleType, setting: str, seed: int) -> None:
    replay_beside(oracle, setting, seed)


@pytest.mark.parametrize("setting", PARAMETERS)
@pytest.mark.parametrize("seed", range(PASSING_GAMES))
def test_openspiel_game_where_bidders_pass_replays_alike(oracle: ModuleType, setting: str, seed: int) -> None:
    """Every bidder passes while he may: thrown in without ``stick_the_dealer``, else the dealer
    must call one of the other three suits."""
    replay_beside(oracle, setting, seed, bidders_pass=True)


@pytest.mark.slow
@pytest.mark.parametrize("setting", PARAMETERS)
@pytest.mark.parametrize("first", range(FAST_GAMES, SLOW_GAMES, SLOW_BATCH))
def test_more_openspiel_games_replay_alike(oracle: ModuleType, setting: str, first: int) -> None:
    for seed in range(first, min(first + SLOW_BATCH, SLOW_GAMES)):
        replay_beside(oracle, setting, seed)


def test_the_random_games_reach_every_rule(oracle: ModuleType) -> None:
    """The fast tier's games include lone makers, lone defenders, and every score: thrown in (0),
    a point, a march or a euchre (2), a lone march or a euchre by a lone defender (4)."""
    finals = [
        oracle.openspiel_game(openspiel(setting), seed, bidders_pass)[2]
        for setting in PARAMETERS
        for seed, bidders_pass in [
            *((seed, False) for seed in range(FAST_GAMES)),
            *((seed, True) for seed in range(PASSING_GAMES)),
        ]
    ]
    assert any(final.declarer_go_alone() is True for final in finals)
    assert any(final.lone_defender() >= 0 for final in finals)
    assert {abs(final.returns()[0]) for final in finals} == {0, 1, 2, 4}
