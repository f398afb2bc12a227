"""Progressive Euchre for a number of players without a whist design (n = 2 or 3 mod 4, or the rounds asked).

Each round, in order:

1. byes: those who have sat out least sit out (so nobody sits out twice before everyone has
   sat out once); among equals, a few seeded draws are tried and the first that lets the rest
   be partnered without repeating a partnership is kept;
2. partners: a pairing of the seated players with no partnership repeated whenever the search
   finds one (``matching.cheapest_pairs``), else with as few repeats as it finds;
3. tables: the partnerships paired two to a table, opposing as rarely as possible those who
   have already opposed each other.

The draws come from a generator seeded with the number of players, and a round depends only on
the rounds before it: asking for fewer rounds gives the first rounds of a longer schedule.
"""

from __future__ import annotations

import random

from .matching import cheapest_pairs
from .seating import SeatedRound
from .tally import Tally

BYE_DRAWS = 8
REPEAT_WEIGHT = 6
"""Opposing someone opposed c times before costs REPEAT_WEIGHT**c - 1, as meetings at ``tables`` do."""


def progressive_rounds(players: int, rounds: int) -> list[SeatedRound]:
    """``rounds`` rounds of progressive Euchre for ``players`` (at least 4)."""
    rng = random.Random(players)
    tally = Tally(players, partnerships=True)
    schedule = []
    for _ in range(rounds):
        seated = _next_round(tally, rng)
        tally.record(seated)
        schedule.append(seated)
    return schedule


def _next_round(tally: Tally, rng: random.Random) -> SeatedRound:
    sitting_out = tally.players % 4

    def partner_cost(x: int, y: int) -> int:
        return tally.partners[x][y]

    def opposing_cost(first: tuple[int, int], second: tuple[int, int]) -> int:
        return sum(REPEAT_WEIGHT ** tally.opponents[x][y] - 1 for x in first for y in second)

    best: tuple[int, list[int], list[tuple[int, int]]] | None = None
    for _ in range(BYE_DRAWS):
        byes = tally.least_sat_out(sitting_out, rng)
        seated = [player for player in range(tally.players) if player not in byes]
        partnerships = cheapest_pairs(seated, partner_cost, rng)
        repeats = sum(partner_cost(x, y) for x, y in partnerships)
        if best is None or repeats < best[0]:
            best = (repeats, byes, partnerships)
        if repeats == 0 or sitting_out == 0:
            break
    assert best is not None
    _, byes, partnerships = best
    tables = cheapest_pairs(partnerships, opposing_cost, rng)
    return SeatedRound([(a, b, c, d) for (a, c), (b, d) in tables], sorted(byes))
