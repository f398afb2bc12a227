"""Microseconds to replay one complete North American Euchre deal in process.

Each timed replay is what a stateless request costs the engine: parse the actions, start the
deal, and for every action ask ``legal_actions`` and then ``apply`` it.  The histories are
random legal games (seeded), all ending with every trick played.

    .venv/bin/python -m bench.bench_euchre [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import sys

from bench.timing import time_replays
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


def main(deals: int = 3000) -> None:
    rng = random.Random(2024)
    histories = [random_history(rng) for _ in range(deals)]
    time_replays("euchre north-american", ENGINE, RULES, histories, 200)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
