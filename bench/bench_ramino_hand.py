"""Ramino hands replayed in process: legal actions right after a draw, and a complete hand.

The hands are random 2-player hands (standard rules, seeded) played to their end by the test
suite's player (tests/games/ramino/driver.py), which chooses only among what the engine allows.
Two figures, each over every hand:

- ``legal_actions`` right after a draw: the engine asked for the seat's legal actions at the
  start of its play (open, meld, lay off, exchange, close, discard), timed alone;
- a complete hand replayed as a client asking for the legal actions at every step (parse the
  actions, start the hand, then ``legal_actions`` + ``apply`` for each action), each hand's time
  the best of 3 replays (this machine is shared: a single run catches the scheduler).

    .venv/bin/python -m bench.bench_ramino_hand [hands]     (from the repository root)
"""

from __future__ import annotations

import random
import sys
import time

from bench.timing import print_figures, time_replays
from service.games.ramino.engine import ENGINE
from tests.games.ramino.driver import play_hand, shuffled_deal

RULES = ENGINE.resolve_rules({"players": 2})
TARGET_AFTER_DRAW_US = 40.0
TARGET_HAND_US = 3000.0


def random_hands(count: int, seed: int) -> list[tuple[dict, list[dict]]]:
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        deal = shuffled_deal(rng, RULES, dealer=rng.randrange(2))
        _, actions = play_hand(rng, RULES, deal)
        hands.append((deal, actions))
    return hands


def after_draw_timings(hands: list[tuple[dict, list[dict]]]) -> list[float]:
    """Microseconds of each ``legal_actions`` asked right after a draw, over every hand's draws."""
    clock = time.perf_counter_ns
    timings = []
    for deal, actions in hands:
        state = ENGINE.start(RULES, deal, None)
        for action in actions:
            ENGINE.apply(state, action)
            if action["type"] == "draw" and ENGINE.to_act(state) is not None:
                began = clock()
                ENGINE.legal_actions(state)
                timings.append((clock() - began) / 1000)
    return sorted(timings)


def main(count: int = 200) -> None:
    hands = random_hands(count, 2024)
    draws = after_draw_timings(hands[:20])  # warm-up
    draws = after_draw_timings(hands)
    print_figures(
        f"ramino 2 players: legal_actions right after a draw ({len(draws) / len(hands):.1f} draws a hand)",
        draws,
        TARGET_AFTER_DRAW_US,
    )
    time_replays("ramino 2 players", ENGINE, RULES, hands, TARGET_HAND_US, best_of=3)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
