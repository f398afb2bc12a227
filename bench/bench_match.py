"""Milliseconds to validate a 50-deal Euchre match record in process (the target: under 50 ms).

Each timed run is what ``POST /v1/matches/validate`` costs beyond HTTP: read and check the
whole record (``read_record``), then replay every deal in order with the scores carried, the
rotation and the recorded results checked (``validate_match``).  The records are random legal
matches (seeded): every deal played out by the engine's own legal actions, dealt by the seat
the rotation names, with each deal's points and the scores after it recorded as a table would.
``points_to_win`` is set high enough that all 50 deals are played.

    .venv/bin/python -m bench.bench_match [records] [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from service.games.euchre.engine import ENGINE
from service.matches import FORMAT, read_record, validate_match

RULES = {"variant": "north-american", "points_to_win": 100}  # the maximum: no side reaches it in 50 random deals
TARGET_MS = 50.0


def euchre_match(rng: random.Random, deals: int) -> dict[str, Any]:
    """A match record of ``deals`` random legal deals, each recorded with its points and the scores after it."""
    rules = ENGINE.resolve_rules(RULES)
    dealer, scores = rng.randrange(4), [0, 0]
    entries = []
    for _ in range(deals):
        order = ENGINE.deck(rules).full()
        rng.shuffle(order)
        deal = ENGINE.deal_from_order(rules, order, dealer, 4)
        state = ENGINE.start(rules, deal, scores)
        actions = []
        while ENGINE.to_act(state) is not None:
            action = rng.choice(ENGINE.legal_actions(state))
            ENGINE.apply(state, action)
            actions.append(action)
        report = ENGINE.report(state)
        assert report["deal_result"] is not None
        scores = list(report["scores"])
        entries.append(
            {
                "deal": deal,
                "actions": actions,
                "recorded": {"points": report["deal_result"]["points"], "scores": scores},
            }
        )
        dealer = ENGINE.next_dealer(state)
    return {"format": FORMAT, "game": "euchre", "rules": RULES, "seats": [{}, {}, {}, {}], "deals": entries}


def validate(record: dict[str, Any]) -> bool:
    match = read_record(record, max_deals=1000, max_actions=1000)
    return validate_match(match)["valid"]


def main(records: int = 30, deals: int = 50) -> None:
    rng = random.Random(17)
    matches = [euchre_match(rng, deals) for _ in range(records)]
    assert all(validate(record) for record in matches), "a benchmark record must be valid"
    timings = []
    for record in matches:
        began = time.perf_counter_ns()
        validate(record)
        timings.append((time.perf_counter_ns() - began) / 1e6)
    timings.sort()
    median = statistics.median(timings)
    actions = statistics.mean(sum(len(d["actions"]) for d in r["deals"]) for r in matches)
    verdict = "met" if timings[-1] <= TARGET_MS else "MISSED"
    print(f"euchre match record: {deals} deals, {actions:.0f} actions each, read and validated in process")
    print(
        f"  median {median:.1f} ms, max {timings[-1]:.1f} ms, over {len(timings)} records; "
        f"target <= {TARGET_MS} ms each: {verdict} (max / target = {timings[-1] / TARGET_MS:.2f})"
    )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
