"""Microseconds to read one well-formed Euchre deal through the one deal reader, beside the least any reader does.

The deals are North American deals dealt from seeded shuffles (``deal_from_order``: dealer, hands, upcard and
kitty, every code canonical).  Each is read as starting a deal reads it (``read_deal``: service/engine/deals.py's
``DealReader``, which every game reads its deals with), and, in the same run, interleaved deal by deal, checked
by the least a reader must do and cannot skip: the deal's cards gathered into one list and checked, with one set,
to be codes of the deck each given once (``Deck.each_once``).  Each deal's time is the best of a few runs of
:data:`REPEAT` reads (the clock's own cost spread over them).  It prints both medians and their ratio, and the
reader's against the target of 3 µs a read.

    .venv/bin/python -m bench.bench_deal_reader [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from service.games.euchre.deal import read_deal
from service.games.euchre.engine import ENGINE
from service.games.euchre.table import table_for

RULES = ENGINE.resolve_rules({"variant": "north-american"})
TABLE = table_for(RULES)
TARGET_US = 3.0
BEST_OF = 3
REPEAT = 20


def dealt(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        order = ENGINE.deck(RULES).full()
        rng.shuffle(order)
        deals.append(ENGINE.deal_from_order(RULES, order, rng.randrange(4), 4))
    return deals


def least(deal: dict[str, Any]) -> bool:
    """The cards of the deal checked at once: canonical codes of the deck, each given once."""
    cards = [deal["turn_up"]]
    for hand in deal["hands"]:
        cards += hand
    cards += deal["kitty"]
    return TABLE.deck.each_once(cards)


def best_time(run: Any, deal: dict[str, Any]) -> float:
    """Microseconds for one ``run(deal)``: the best of :data:`BEST_OF` runs of :data:`REPEAT`."""
    clock = time.perf_counter_ns
    repeats = range(REPEAT)
    best = float("inf")
    for _ in range(BEST_OF):
        began = clock()
        for _ in repeats:
            run(deal)
        best = min(best, (clock() - began) / 1000 / REPEAT)
    return best


def main(count: int = 3000) -> None:
    deals = dealt(count, 2024)
    read = lambda deal: read_deal(deal, TABLE)  # noqa: E731  (the call timed, as start_deal makes it)
    for deal in deals[:200]:  # warm-up
        read(deal), least(deal)
    reader: list[float] = []
    baseline: list[float] = []
    for k, deal in enumerate(deals):
        for which in (0, 1) if k % 2 else (1, 0):  # taking turns at going first
            (reader if which == 0 else baseline).append(best_time(read if which == 0 else least, deal))
    read_median, least_median = statistics.median(reader), statistics.median(baseline)
    verdict = "met" if read_median <= TARGET_US else "MISSED"
    print(f"{count} well-formed Euchre deals (north-american), each the best of {BEST_OF} runs of {REPEAT} reads")
    print(f"  the one deal reader (read_deal)     median {read_median:.2f} µs; target <= {TARGET_US} µs: {verdict}")
    print(f"  the least check (Deck.each_once)    median {least_median:.2f} µs")
    print(f"  ratio reader / least {read_median / least_median:.2f}x")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
