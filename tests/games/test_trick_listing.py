"""docs/API.md §3: ``tricks`` lists every trick so far, "the last possibly incomplete"; "no empty
trick is listed between tricks".

Swept over both trick games and every variant: random deals (some hands unknown) played through
the engines' own legal actions, and at every point - before the first lead, between tricks, in
the middle of one, after the deal - the report (what adjudicate answers) and every seat's view
(what a session shows, the referee's included) list tricks that each hold a card, led by their
leader, with only the last one unfinished.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.registry import ENGINES
from tests.playout import play, postable
from tests.volume import examples

TRICK_GAMES = ("ecarte", "euchre")
CASES = [(game, variant.name) for game in TRICK_GAMES for variant in ENGINES[game].rule_book.variants]


def check_trick_listing(tricks: list[dict], where: str) -> None:
    assert all(trick["plays"] for trick in tricks), f"{where}: a trick with no card is listed: {tricks}"
    assert all(trick["plays"][0]["seat"] == trick["leader"] for trick in tricks), where
    assert all(trick["winner"] is not None for trick in tricks[:-1]), f"{where}: an unfinished trick before the last"
    finished = {len(trick["plays"]) for trick in tricks if trick["winner"] is not None}
    assert len(finished) <= 1, f"{where}: finished tricks of different sizes: {tricks}"
    if tricks and tricks[-1]["winner"] is None and finished:
        assert len(tricks[-1]["plays"]) < finished.pop(), where


def check_every_view(engine, state, seats: int) -> None:
    check_trick_listing(engine.report(state)["tricks"], "report")
    for seat in [None, *range(seats)]:
        check_trick_listing(engine.seat_view(state, seat)["tricks"], f"view of seat {seat}")


def play_through(game: str, variant: str, rng: random.Random) -> int:
    """One random deal, checked after every action; the number of tricks it listed."""
    engine = ENGINES[game]
    rules = engine.resolve_rules({"variant": variant})
    seats = engine.seat_count(rules)
    order = engine.deck(rules).full()
    rng.shuffle(order)
    deal = engine.deal_from_order(rules, order, rng.randrange(seats), seats)
    deal["hands"] = [None if rng.random() < 0.3 else hand for hand in deal["hands"]]
    state = engine.start(rules, deal, None)
    check_every_view(engine, state, seats)

    def choose(engine, state, listed, rng):
        # Ecarté: playing without proposing keeps every action postable (an exchange is a choice)
        entries = [e for e in listed if e["type"] != "propose"]
        choices = [a for a in (postable(engine, rules, e) for e in entries) if a]
        assert choices, f"seat {engine.to_act(state)} is to act with nothing listed"  # hidden hands included
        return rng.choice(choices)

    def apply(state, action):
        engine.apply(state, action)
        check_every_view(engine, state, seats)

    play(engine, state, rng, choose=choose, apply=apply)
    return len(engine.report(state)["tricks"])


@pytest.mark.parametrize(("game", "variant"), CASES)
@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_no_empty_trick_and_only_the_last_unfinished(game, variant, seed):
    play_through(game, variant, random.Random(seed))


@pytest.mark.parametrize(("game", "variant"), CASES)
def test_the_sweep_reaches_played_tricks(game, variant):
    """The sweep is not vacuous: random deals of each variant do reach trick play."""
    rng = random.Random(f"{game} {variant}")
    assert max(play_through(game, variant, rng) for _ in range(20)) >= 3
