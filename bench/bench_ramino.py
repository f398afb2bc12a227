"""Ramino meld solver benchmark: best_opening and can_close on random 15-card hands.

    python bench/bench_ramino.py [--hands 10000] [--seed 2024]

Each hand is drawn from the double deck with 0, 1 or 2 jokers (a third each).  The fast
solver and the plain exhaustive reference (bench/ramino_reference.py) answer the same hands;
their answers must agree, and the timings of both are printed with the ratio.  A solver time
is the best of --repeat runs of the same hand (the machine is shared; single runs catch the
scheduler); the reference, 50-100x slower, runs once.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.ramino_reference import reference_best_value, reference_can_close  # noqa: E402
from service.cards import DOUBLE_FRENCH_WITH_JOKERS, JOKER  # noqa: E402
from service.games.ramino import can_close  # noqa: E402
from service.games.ramino.engine import ENGINE
from service.games.ramino.solver import best_opening


def random_hands(count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    naturals = [c for c in DOUBLE_FRENCH_WITH_JOKERS.full() if c != JOKER]
    hands = []
    for _ in range(count):
        jokers = rng.randrange(3)
        hands.append(rng.sample(naturals, 15 - jokers) + [JOKER] * jokers)
    return hands


def timed(function, rules, hands, repeat: int) -> tuple[list[float], list]:
    """Each hand's time: the best of ``repeat`` runs (as timeit does), against scheduler noise."""
    times, answers = [], []
    for hand in hands:
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            answer = function(rules, hand)
            best = min(best, time.perf_counter() - start)
        answers.append(answer)
        times.append(best)
    return times, answers


def summary(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[int(len(ordered) * 0.99) - 1]
    return (
        f"{name:34s} median {statistics.median(ordered) * 1e3:7.3f} ms   p99 {p99 * 1e3:7.3f} ms   "
        f"max {ordered[-1] * 1e3:8.3f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=3, help="runs per hand for the solver (best kept)")
    args = parser.parse_args()
    rules = ENGINE.resolve_rules({})
    hands = random_hands(args.hands, args.seed)
    print(f"{len(hands)} random 15-card hands (0-2 jokers), seed {args.seed}")
    rows = [
        ("best_opening", best_opening, reference_best_value, lambda a: a["value"]),
        ("can_close", can_close, reference_can_close, lambda a: a["can_close"]),
    ]
    for name, fast, reference, answer_of in rows:
        fast_times, fast_answers = timed(fast, rules, hands, args.repeat)
        ref_times, ref_answers = timed(reference, rules, hands, 1)
        disagreements = sum(answer_of(a) != r for a, r in zip(fast_answers, ref_answers, strict=True))
        print(summary(f"{name} (solver)", fast_times))
        print(summary(f"{name} (plain exhaustive reference)", ref_times))
        ratio = statistics.median(ref_times) / statistics.median(fast_times)
        print(
            f"{'':34s} median ratio {ratio:.1f}x, worst-case ratio {max(ref_times) / max(fast_times):.1f}x, "
            f"disagreements {disagreements}"
        )


if __name__ == "__main__":
    main()
