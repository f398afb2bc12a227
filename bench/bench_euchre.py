"""Microseconds to replay one complete North American Euchre deal in process.

Each timed replay is what a stateless request costs the engine: parse the actions, start the
deal, and for every action ask ``legal_actions`` and then ``apply`` it.  The histories are
random legal games (seeded), all ending with every trick played.

    /work/venv/bin/python -m bench.bench_euchre [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from service.engine import parse_actions
from service.games.euchre import ENGINE

RULES = ENGINE.resolve_rules({"variant": "north-american"})


def random_history(rng: random.Random) -> tuple[dict, list[dict]]:
    """A dealt deck and the actions of a played-out deal, each chosen among the legal ones."""
    while True:
        order = ENGINE.deck(RULES).full()
        rng.shuffle(order)
        deal = ENGINE.deal_from_order(RULES, order, rng.randrange(4), 4)
        state = ENGINE.start(RULES, deal, None)
        actions = []
        while state.phase != "over":
            action = rng.choice(ENGINE.legal_actions(state))
            ENGINE.apply(state, action)
            actions.append(action)
        if state.deal_result["reason"] != "thrown_in":
            return deal, actions


def replay_with_legal_actions(deal: dict, raw_actions: list[dict]) -> None:
    actions = parse_actions(ENGINE, RULES, raw_actions)
    state = ENGINE.start(RULES, deal, None)
    for action in actions:
        ENGINE.legal_actions(state)
        ENGINE.apply(state, action)
    assert state.phase == "over"


def main(deals: int = 3000) -> None:
    rng = random.Random(2024)
    histories = [random_history(rng) for _ in range(deals)]
    for deal, actions in histories[:200]:  # warm up
        replay_with_legal_actions(deal, actions)
    timings = []
    clock = time.perf_counter_ns
    for deal, actions in histories:
        began = clock()
        replay_with_legal_actions(deal, actions)
        timings.append((clock() - began) / 1000)
    timings.sort()
    mean_actions = statistics.mean(len(a) for _, a in histories)
    print(f"euchre north-american: {deals} deals, {mean_actions:.1f} actions per deal on average")
    print(f"median {statistics.median(timings):.1f} µs per deal, p90 {timings[int(0.9 * len(timings))]:.1f} µs")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
