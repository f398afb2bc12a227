"""Microseconds to replay one complete Euchre deal in process, beside OpenSpiel's C++ engine.

The deals are OpenSpiel's: random games of its ``euchre`` (seeded; its default parameters,
``stick_the_dealer`` on and no lone defender), each translated into Arbitro's north-american
game with ``stick_the_dealer`` on - the deal (dealer, hands, upcard, kitty) and the actions in
request form, by bench/openspiel_euchre.py (the translation that
tests/games/euchre/test_openspiel_oracle.py uses too).  Arbitro must score each deal as
OpenSpiel does, or the bench stops.

Both engines then replay the same deals, interleaved deal by deal (alternating which goes first;
each deal's time is the best of two runs),
as a client asking for the legal actions at every decision would:

- OpenSpiel (``pyspiel``): a new state, the chance outcomes that deal the cards, then
  ``legal_actions()`` and ``apply_action`` for every decision;
- Arbitro: parse the actions, start the deal, then ``legal_actions`` and ``apply`` for each.

It prints both medians and their ratio (target: Arbitro within 3x).  ``open_spiel`` is in the
``test`` and ``bench`` extras: ``pip install -e '.[bench]'``.

    .venv/bin/python -m bench.bench_euchre [deals]     (from the repository root)
"""

from __future__ import annotations

import statistics
import sys
import time
from importlib.metadata import version

import pyspiel

from bench.openspiel_euchre import arbitro_actions, arbitro_deal, arbitro_rules, dealt, openspiel_game
from bench.timing import replay_with_legal_actions
from service.games.euchre.engine import ENGINE

GAME = pyspiel.load_game("euchre")
RULES = arbitro_rules(GAME)
TARGET_RATIO = 3.0


def openspiel_replay(chances: list[int], decisions: list[int]) -> None:
    state = dealt(GAME, chances)
    for action in decisions:
        state.legal_actions()
        state.apply_action(action)
    assert state.is_terminal()


def same_deals(count: int, seed: int) -> list[tuple[tuple[list[int], list[int]], tuple[dict, list[dict]]]]:
    """``count`` OpenSpiel games, each with its Arbitro deal and actions; Arbitro scores each as OpenSpiel does."""
    deals = []
    for k in range(count):
        chances, decisions, final = openspiel_game(GAME, seed + k)
        deal, actions = arbitro_deal(GAME, chances), arbitro_actions(GAME, chances, decisions)
        state = ENGINE.start(RULES, deal, None)
        for action in actions:
            ENGINE.apply(state, action)
        points = state.deal_result["points"]
        returns = final.returns()
        assert [points[0] - points[1], points[1] - points[0]] == [returns[0], returns[1]], (deal, actions)
        deals.append(((chances, decisions), (deal, actions)))
    return deals


def main(count: int = 3000) -> None:
    deals = same_deals(count, 2024)
    clock = time.perf_counter_ns
    openspiel_times: list[float] = []
    arbitro_times: list[float] = []
    for k, ((chances, decisions), (deal, actions)) in enumerate([*deals[:200], *deals]):  # the first 200: warm-up
        timed = [0.0, 0.0]
        for engine in (0, 1) if k % 2 else (1, 0):  # each deal twice by each engine, taking turns
            for _ in range(2):
                began = clock()
                if engine == 0:
                    openspiel_replay(chances, decisions)
                else:
                    replay_with_legal_actions(ENGINE, RULES, deal, actions)
                elapsed = (clock() - began) / 1000
                timed[engine] = min(timed[engine], elapsed) if timed[engine] else elapsed
        if k >= 200:
            openspiel_times.append(timed[0])
            arbitro_times.append(timed[1])
    decisions_each = statistics.mean(len(actions) for _, (_, actions) in deals)
    spiel_median, ours_median = statistics.median(openspiel_times), statistics.median(arbitro_times)
    ratio = ours_median / spiel_median
    print(f"{len(deals)} OpenSpiel euchre deals ({decisions_each:.1f} decisions each), legal actions at every decision")
    print(f"  OpenSpiel {version('open_spiel')} (pyspiel, C++) median {spiel_median:.1f} µs")
    print(f"  Arbitro north-american median {ours_median:.1f} µs")
    verdict = "met" if ratio <= TARGET_RATIO else "MISSED"
    print(f"  ratio Arbitro / OpenSpiel {ratio:.2f}x; target <= {TARGET_RATIO}x: {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
