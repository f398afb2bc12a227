"""Pairing things off cheaply: partners among the seated players, partnerships at tables.

``cheapest_pairs`` first looks for a pairing of cost 0 (no partnership or meeting repeated) by
a backtracking that pairs the most constrained item first, within a budget of steps; failing
that, it pairs greedily and improves the pairing by exchanging partners between two pairs
while that lowers the cost.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")

STEP_BUDGET = 400


def cheapest_pairs(items: Sequence[T], cost: Callable[[T, T], int], rng: random.Random) -> list[tuple[T, T]]:
    """A pairing of ``items`` (an even number) of low total ``cost``: of cost 0 whenever the search finds one."""
    order = list(items)
    rng.shuffle(order)
    free = _free_pairing(order, cost)
    if free is not None:
        return free
    return _improved(_greedy(order, cost), cost)


def _free_pairing(items: list[T], cost: Callable[[T, T], int]) -> list[tuple[T, T]] | None:
    allowed = {
        index: {other for other in range(len(items)) if other != index and cost(items[index], items[other]) == 0}
        for index in range(len(items))
    }
    steps = 0

    def pair_off(unpaired: set[int]) -> list[tuple[int, int]] | None:
        nonlocal steps
        if not unpaired:
            return []
        steps += 1
        if steps > STEP_BUDGET:
            return None
        first = min(unpaired, key=lambda index: (len(allowed[index] & unpaired), index))
        options = sorted(allowed[first] & unpaired, key=lambda index: (len(allowed[index] & unpaired), index))
        for other in options:
            rest = pair_off(unpaired - {first, other})
            if rest is not None:
                return [(first, other), *rest]
        return None

    found = pair_off(set(range(len(items))))
    return None if found is None else [(items[a], items[b]) for a, b in found]


def _greedy(items: list[T], cost: Callable[[T, T], int]) -> list[tuple[T, T]]:
    unpaired = list(items)
    pairs = []
    while unpaired:
        first = unpaired.pop(0)
        other = min(unpaired, key=lambda item: cost(first, item))
        unpaired.remove(other)
        pairs.append((first, other))
    return pairs


def _improved(pairs: list[tuple[T, T]], cost: Callable[[T, T], int]) -> list[tuple[T, T]]:
    """Exchange partners between two pairs while some exchange lowers the total cost."""
    improved = True
    while improved:
        improved = False
        for i in range(len(pairs)):
            for j in range(i + 1, len(pairs)):
                (a, b), (c, d) = pairs[i], pairs[j]
                now = cost(a, b) + cost(c, d)
                for first, second in (((a, c), (b, d)), ((a, d), (b, c))):
                    if cost(*first) + cost(*second) < now:
                        pairs[i], pairs[j] = first, second
                        improved = True
                        break
                if improved:
                    break
            if improved:
                break
    return pairs
