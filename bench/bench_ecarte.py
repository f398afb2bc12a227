"""Microseconds to replay one complete Ecarté deal in process.

Each timed replay is what a stateless request costs the engine: parse the actions, start the
deal, and for every action ask ``legal_actions`` and then ``apply`` it.  The histories are
random legal deals (seeded) with a known stock, every trick played; about half the decisions
propose, so exchanges and declarations of the king appear as they do in play.

    .venv/bin/python -m bench.bench_ecarte [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import sys

from bench.timing import time_replays
from service.games.ecarte.engine import ENGINE

RULES = ENGINE.resolve_rules(None)


def choose(rng: random.Random, state) -> dict:
    legal = ENGINE.legal_actions(state)
    kinds = {action["type"]: action for action in legal}
    for kind in ("declare_king", "propose"):
        if kind in kinds and rng.random() < 0.5:
            return kinds[kind]
    if "exchange" in kinds:
        bounds = kinds["exchange"]
        count = rng.randint(bounds["min_discard"], bounds["max_discard"])
        return {"seat": bounds["seat"], "type": "exchange", "discard": rng.sample(state.known[bounds["seat"]], count)}
    return rng.choice(legal)


def random_history(rng: random.Random) -> tuple[dict, list[dict]]:
    """A dealt deck and the actions of a played-out deal, each chosen among the legal ones."""
    order = list(ENGINE.deck(RULES).cards)
    rng.shuffle(order)
    deal = ENGINE.deal_from_order(RULES, order, rng.randrange(2), 2)
    state = ENGINE.start(RULES, deal, None)
    actions = []
    while state.phase != "over":
        action = choose(rng, state)
        ENGINE.apply(state, action)
        actions.append(action)
    return deal, actions


def main(deals: int = 3000) -> None:
    rng = random.Random(2024)
    histories = [random_history(rng) for _ in range(deals)]
    time_replays("ecarte classic", ENGINE, RULES, histories, 150)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
