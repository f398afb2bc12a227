"""A deal's state forks (service/engine/forks.py): ``copy.copy``, ``copy.deepcopy`` and pickle rebuild
every game's state, compiled or not, into one that answers as the original does, and a deep fork
(a deep copy, a pickle) is independent: an action applied to one leaves the other as it was.

Hypothesis draws the game's variant, the seed of a random playout (hands hidden at random where
the game allows it) and the positions where it forks.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import DealState, GameEngine, IllegalAction
from service.games.registry import ENGINES
from tests.contract.contract_playout import snapshot, variant_rules
from tests.playout import fork, next_action, shuffled_deal
from tests.volume import examples

VARIANTS = [(game, rules) for game in sorted(ENGINES) for _, rules in variant_rules(game)]
MAX_ACTIONS = 400
"""Long enough for every game's deal but Ramino's longest (a playout cut there forks all the same)."""


def deep_copy(state: DealState) -> DealState:
    return copy.deepcopy(state, {id(state.rules): state.rules})  # the frozen rules are shared, never copied


DEEP_FORKS: dict[str, Callable[[DealState], DealState]] = {"deepcopy": deep_copy, "pickle": fork}
"""``fork``: a pickle round trip, the rules pickled by reference."""


def answers(engine: GameEngine, state: DealState, seats: int) -> str:
    """What a state says: its report, every seat's view and the public one, its seat to act and listing."""
    views = [engine.seat_view(state, seat) for seat in [None, *range(seats)]]
    return snapshot([engine.report(state), views, engine.to_act(state), engine.legal_actions(state)])


def step(engine: GameEngine, state: DealState, rng: random.Random) -> dict | None:
    """Apply a random listed action (None when the deal is over or nothing applies)."""
    listed = engine.legal_actions(state)
    if not listed or engine.to_act(state) is None:
        return None
    action = next_action(engine, state, listed, rng)
    if action is None:
        return None
    try:
        engine.apply(state, action)
    except IllegalAction:
        return None
    return action


@settings(max_examples=examples(40), deadline=None)
@given(
    variant=st.sampled_from(range(len(VARIANTS))),
    seed=st.integers(0, 2**32 - 1),
    hidden=st.lists(st.booleans(), min_size=4, max_size=4),
    forks_at=st.sets(st.integers(0, 120), min_size=1, max_size=4),
)
def test_a_fork_answers_as_the_original_and_is_independent(
    variant: int, seed: int, hidden: list[bool], forks_at: set[int]
) -> None:
    game, rules = VARIANTS[variant]
    engine = ENGINES[game]
    rng = random.Random(seed)
    deal = shuffled_deal(engine, rules, rng, hidden)
    seats = engine.seat_count(rules, deal)
    state = engine.start(rules, deal, None)
    for position in range(MAX_ACTIONS):
        if position in forks_at:
            assert answers(engine, copy.copy(state), seats) == answers(engine, state, seats)
            for how, make in DEEP_FORKS.items():
                before = answers(engine, state, seats)
                forked = make(state)
                assert type(forked) is type(state)
                assert answers(engine, forked, seats) == before, how
                replay_rng = random.Random(position)
                action = step(engine, forked, replay_rng)
                if action is None:
                    continue
                assert answers(engine, state, seats) == before, f"{how}: an action on the fork changed the original"
                again = make(state)
                engine.apply(state, action)
                assert answers(engine, again, seats) == before, f"{how}: an action on the original changed its fork"
                assert answers(engine, state, seats) == answers(engine, forked, seats), how
        if step(engine, state, rng) is None:
            break
