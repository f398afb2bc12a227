"""The engines' answers at a fixed sample of positions of every game and variant, one JSON line a
position: what ``scripts/differential`` compares, byte for byte, between the pure-Python build and
the one compiled by mypyc (setup.py).  Both builds are the same source, so any difference is a
defect of one of them (an annotation that changes a value's type, an order that depends on hashing).

At each position of a seeded playout (:mod:`tests.contract.contract_playout`: a shuffled deal, some
hands hidden where the game allows it, random listed actions) a line holds the seat to act, the
listed actions, and the verdict on each of the candidate actions (listed ones made concrete,
mutations of them, random ones): accepted, or the rule refused with its cause and facts.  A last
line per deal holds the report and every seat's view.

Run as ``python -m tests.differential [deals per variant]``; the lines go to standard output.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from typing import Any

from service.engine import DealState, GameEngine, IllegalAction
from service.games.registry import ENGINES
from tests.contract.contract_playout import candidates, deal_bound, snapshot, variant_rules
from tests.playout import fork, next_action, shuffled_deal

DEALS_PER_VARIANT = 3


def verdict(engine: GameEngine, state: DealState, action: dict) -> list[Any]:
    """``["accepted"]`` or the refusal: its rule, cause, case and published facts."""
    trial = fork(state)
    try:
        engine.apply(trial, action)
    except IllegalAction as refusal:
        return [refusal.rule, refusal.cause, refusal.case, refusal.facts]
    return ["accepted"]


def deal_lines(game: str, variant: str, rules: Any, seed: int) -> Iterator[str]:
    engine = ENGINES[game]
    rng = random.Random(f"{game}:{variant}:{seed}")
    deal = shuffled_deal(engine, rules, rng, [rng.random() < 0.3 for _ in range(4)])
    state = engine.start(rules, deal, None)
    seats = len(deal["hands"])
    where = {"game": game, "variant": variant, "seed": seed}
    for step in range(deal_bound(engine, rules, deal)):
        listed = engine.legal_actions(state)
        tried = [[action, verdict(engine, state, action)] for action in candidates(engine, state, listed, seats, rng)]
        yield snapshot({**where, "step": step, "to_act": engine.to_act(state), "listed": listed, "tried": tried})
        if engine.to_act(state) is None:
            break
        action = next_action(engine, state, listed, rng)
        if action is None:
            break
        engine.apply(state, action)
    views = [engine.seat_view(state, seat) for seat in [None, *range(seats)]]
    yield snapshot({**where, "report": engine.report(state), "views": views})


def lines(deals_per_variant: int = DEALS_PER_VARIANT) -> Iterator[str]:
    for game in sorted(ENGINES):
        for variant, rules in variant_rules(game):
            for seed in range(deals_per_variant):
                yield from deal_lines(game, variant, rules, seed)


def main(argv: list[str]) -> None:
    for line in lines(int(argv[0]) if argv else DEALS_PER_VARIANT):
        sys.stdout.write(line + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
