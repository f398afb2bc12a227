"""The Euchre history the load bench posts: a random legal deal, played out (seeded).

(``bench.bench_euchre`` now replays OpenSpiel's deals and needs pyspiel; the load bench does not.)
"""

from __future__ import annotations

import random

from service.games.euchre.engine import ENGINE

RULES = ENGINE.resolve_rules({"variant": "north-american"})


def euchre_history(rng: random.Random) -> tuple[dict, list[dict]]:
    """A dealt deck and the actions of a played-out deal, each chosen among the legal ones (never thrown in)."""
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
