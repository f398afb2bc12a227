"""In-process adjudication of complete 6-seat Sette e Mezzo deals: µs per deal.

Each timed run is what POST /v1/games/sette-e-mezzo/adjudicate does without HTTP: resolve the
rules, start the deal (parse and check it), parse the actions, apply them all, build the report.

    .venv/bin/python -m bench.bench_sette_e_mezzo [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import statistics
import sys

from bench.timing import microseconds_each, print_figures
from service.engine import apply_all, parse_actions
from service.games.sette_e_mezzo.engine import ENGINE

SEATS = 6
ITALIAN = [r + s for s in "DCSB" for r in "A234567JQK"]
TARGET_MEDIAN_US = 150


def recorded_deal(rng: random.Random) -> dict:
    """A request body: a shuffled deal and a history a table could have played (hits name their card)."""
    order = ITALIAN[:]
    rng.shuffle(order)
    rules = ENGINE.resolve_rules(None)
    deal = ENGINE.deal_from_order(rules, order, rng.randrange(SEATS), SEATS)
    state = ENGINE.start(rules, deal, None)
    actions = []
    while ENGINE.to_act(state) is not None:
        seat = ENGINE.to_act(state)
        legal = ENGINE.legal_actions(state)
        if legal[0]["type"] == "bet":
            action = {"seat": seat, "type": "bet", "amount": rng.randint(1, 20)}
        else:
            value = state.hands[seat].value
            wants_card = value is not None and value.halves < rng.choice((10, 11, 12, 13))
            action = {"seat": seat, "type": "stand"}
            if wants_card and legal[0]["type"] == "hit":
                action = {"seat": seat, "type": "hit", "card": state.stock.order[-1], "face_up": True}
        ENGINE.apply(state, action)
        actions.append(action)
    return {"rules": {"variant": "classic"}, "deal": deal, "actions": actions}


def adjudicate(body: dict) -> dict:
    rules = ENGINE.resolve_rules(body.get("rules"))
    state = ENGINE.start(rules, body["deal"], body.get("scores"))
    apply_all(ENGINE, state, parse_actions(ENGINE, rules, body["actions"]))
    return {"game": ENGINE.game_id, "rules": rules.as_json(), **ENGINE.report(state)}


def main(deals: int = 4000) -> None:
    rng = random.Random(6)
    bodies = [recorded_deal(rng) for _ in range(deals)]
    timings = microseconds_each(bodies, adjudicate)
    mean_actions = statistics.mean(len(b["actions"]) for b in bodies)
    print_figures(
        f"sette-e-mezzo: complete {SEATS}-seat deals adjudicated, {mean_actions:.1f} actions each",
        timings,
        TARGET_MEDIAN_US,
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4000)
