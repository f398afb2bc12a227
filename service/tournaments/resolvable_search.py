"""The search that found the base rounds of the resolvable designs in ``resolvable_bases.json``
(but the two 1-rotational ones: ``rotational_search.py``, which ``main`` runs for them).

``resolvable.py`` says how base rounds develop into a design: the base rounds' tables must hit
every orbit of pairs exactly once.  The search is a seeded local search over the base rounds:
start from each base round's players dealt at random into tables, then repeatedly exchange two
players at different tables of a base round, keeping an exchange that does not raise the
*excess* (the hits of every orbit beyond the first; zero exactly when every orbit is hit once,
as the hits add up to the number of orbits) and, now and then, one that raises it by one, until
the excess is zero or a budget of steps is spent; then the next seed.  The committed JSON
records, for each design, the seed that found it (the 1-rotational ones:
``"found_by": "rotational_search"``).

    python -m service.tournaments.resolvable_search > service/tournaments/resolvable_bases.json
"""

from __future__ import annotations

import json
import math
import random
import sys
from itertools import combinations

from .resolvable import BaseRound, Development, development, planned_sizes
from .rotational_search import rotational_base_round

STEP_BUDGET = 2_000_000
SEEDS = 12
HOT, COLD = 0.6, 0.05
"""The annealing's temperature, from HOT at the first step to COLD at the last: an exchange raising the excess
by c is kept with the chance exp(-c / temperature)."""


def search(plan: Development, seed: int) -> list[BaseRound] | None:
    """Base rounds of ``plan`` found from ``seed``, None when the budget runs out first."""
    rng = random.Random(seed)
    orbits: dict[tuple[int, int, int], int] = {}
    hits: list[int] = []

    def orbit_of(x: int, y: int) -> int:
        key = plan.orbit(x, y)
        if key not in orbits:
            orbits[key] = len(hits)
            hits.append(0)
        return orbits[key]

    rounds: list[list[list[int]]] = []
    for _ in range(plan.base_rounds):
        players = list(range(plan.players))
        rng.shuffle(players)
        tables = [players[i : i + plan.table_size] for i in range(0, plan.players, plan.table_size)]
        for table in tables:
            for x, y in combinations(table, 2):
                hits[orbit_of(x, y)] += 1
        rounds.append(tables)
    excess = sum(count - 1 for count in hits if count > 1)
    pair_orbit = [[orbit_of(x, y) if x != y else -1 for y in range(plan.players)] for x in range(plan.players)]
    for step in range(STEP_BUDGET):
        temperature = HOT * (COLD / HOT) ** (step / STEP_BUDGET)
        if excess == 0:
            return [[tuple(table) for table in tables] for tables in rounds]
        tables = rounds[rng.randrange(len(rounds))]
        first, second = rng.sample(range(len(tables)), 2)
        a, b = rng.randrange(plan.table_size), rng.randrange(plan.table_size)
        x, y = tables[first][a], tables[second][b]
        leaving = [pair_orbit[x][p] for p in tables[first] if p != x] + [
            pair_orbit[y][p] for p in tables[second] if p != y
        ]
        coming = [pair_orbit[y][p] for p in tables[first] if p != x] + [
            pair_orbit[x][p] for p in tables[second] if p != y
        ]
        change = 0
        for orbit in leaving:
            hits[orbit] -= 1
            change -= hits[orbit] >= 1
        for orbit in coming:
            change += hits[orbit] >= 1
            hits[orbit] += 1
        if change <= 0 or rng.random() < math.exp(-change / temperature):
            tables[first][a], tables[second][b] = y, x
            excess += change
        else:
            for orbit in coming:
                hits[orbit] -= 1
            for orbit in leaving:
                hits[orbit] += 1
    return None


def found(plan: Development) -> dict[str, object] | None:
    """The first seed's base rounds, None when SEEDS seeds ran out (the design is then not committed)."""
    for seed in range(SEEDS):
        base = search(plan, seed)
        if base is not None:
            return {"seed": seed, "base_rounds": [[list(table) for table in tables] for tables in base]}
        print(f"{plan.players} at tables of {plan.table_size}: seed {seed} ran out", file=sys.stderr)
    return None


def rotational(plan: Development) -> dict[str, object] | None:
    """The 1-rotational base round of ``plan`` (``rotational_search.py``), None when there is none."""
    base = rotational_base_round(plan)
    if base is None:
        print(f"{plan.players} at tables of {plan.table_size}: no 1-rotational base round", file=sys.stderr)
        return None
    return {"found_by": "rotational_search", "base_rounds": [[list(table) for table in base]]}


def main() -> None:
    designs: dict[str, dict[str, dict[str, object]]] = {}
    for table_size, players in planned_sizes().items():
        entries = {}
        for n in players:
            plan = development(n, table_size)
            assert plan is not None
            entry = found(plan) if plan.shifts == plan.cycle else rotational(plan)
            if entry is not None:
                entries[str(n)] = entry
        designs[str(table_size)] = entries
    lines = []
    for size, entries in designs.items():
        rows = [f'    "{n}": {json.dumps(entry, separators=(", ", ": "))}' for n, entry in entries.items()]
        lines.append(f'  "{size}": {{\n' + ",\n".join(rows) + "\n  }")
    print("{\n" + ",\n".join(lines) + "\n}")


if __name__ == "__main__":
    main()
