"""What every in-process benchmark shares: timing each item, and printing the figures."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from service.engine import GameEngine, Rules, parse_actions


def replay_with_legal_actions(engine: GameEngine, rules: Rules, deal: dict, raw_actions: list[dict]) -> None:
    """What a client asking for the legal actions at every step costs the engine."""
    actions = parse_actions(engine, rules, raw_actions)
    state = engine.start(rules, deal, None)
    for action in actions:
        engine.legal_actions(state)
        engine.apply(state, action)
    assert engine.to_act(state) is None, "a benchmark history must be a complete deal"


def microseconds_each(
    items: Sequence[Any], run: Callable[[Any], object], warm_up: int = 200, best_of: int = 1
) -> list[float]:
    """Sorted timings of ``run(item)`` for every item, in microseconds, after a warm-up; each
    item's the best of ``best_of`` runs (on a shared machine, one run catches the scheduler)."""
    for item in items[:warm_up]:
        run(item)
    clock = time.perf_counter_ns
    timings = []
    for item in items:
        best = float("inf")
        for _ in range(best_of):
            began = clock()
            run(item)
            best = min(best, (clock() - began) / 1000)
        timings.append(best)
    return sorted(timings)


def print_figures(label: str, timings: list[float], target_median_us: float) -> None:
    median = statistics.median(timings)
    p90 = timings[int(0.9 * len(timings))]
    verdict = "met" if median <= target_median_us else "MISSED"
    print(label)
    print(
        f"  median {median:.1f} µs, p90 {p90:.1f} µs, over {len(timings)} runs; "
        f"target median <= {target_median_us} µs: {verdict} (median / target = {median / target_median_us:.2f})"
    )


def time_replays(
    label: str, engine: GameEngine, rules: Rules, histories: list, target_median_us: float, best_of: int = 1
) -> None:
    """Time and print the replay of complete ``(deal, actions)`` histories with legal actions asked."""
    timings = microseconds_each(
        histories, lambda history: replay_with_legal_actions(engine, rules, *history), best_of=best_of
    )
    mean_actions = statistics.mean(len(actions) for _, actions in histories)
    best = f", each the best of {best_of} runs" if best_of > 1 else ""
    print_figures(
        f"{label}: complete deals, {mean_actions:.1f} actions each, legal actions asked at every step{best}",
        timings,
        target_median_us,
    )
