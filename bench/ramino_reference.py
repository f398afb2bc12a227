"""A plain exhaustive meld search: the oracle the fast solver is measured and tested against.

Every meld the hand can form is listed (each checked by ``read_meld``'s positional rules),
then every disjoint choice of them is tried - no memo, no pruning.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from service.cards import JOKER
from service.games.ramino.melds import MeldError, read_group, read_run
from service.games.ramino.rules import ACE_HIGH, SUITS, rank_at

NEG = -(10**9)


def all_melds(rules, hand) -> list[tuple[Counter, int, list[str]]]:
    """Every meld (as a card multiset, its value, its written cards) the hand can lay."""
    held = Counter(hand)
    jokers = held[JOKER]
    melds = []
    for suit in SUITS:
        for low in range(1, 13):
            for high in range(low + 2, min(low + 12, ACE_HIGH) + 1):
                positions = range(low, high + 1)
                for n in range(0, min(jokers, rules.max_jokers_run) + 1):
                    for joker_at in combinations(positions, n):
                        cards = [JOKER if p in joker_at else rank_at(p) + suit for p in positions]
                        if any(c != JOKER and not held[c] for c in cards):
                            continue
                        _add(melds, rules, cards, read_run)
    for rank in "A23456789TJQK":
        present = [rank + s for s in SUITS if held[rank + s]]
        for size in range(1, len(present) + 1):
            for naturals in combinations(present, size):
                for n in range(0, jokers + 1):
                    _add(melds, rules, [*naturals, *[JOKER] * n], read_group)
    return melds


def _add(melds, rules, cards, read) -> None:
    try:
        meld = read(rules, cards)
    except MeldError:
        return
    melds.append((Counter(cards), meld.value(rules), cards))


def reference_best_value(rules, hand) -> int:
    """Highest total value of disjoint melds leaving at least one card out."""
    melds = all_melds(rules, hand)

    def go(remaining: Counter, left: bool) -> int:
        naturals = [c for c in remaining if c != JOKER and remaining[c]]
        if not naturals:
            return 0 if left or remaining[JOKER] else NEG
        first = min(naturals)
        best = go(remaining - Counter({first: remaining[first]}), True)
        for counts, value, _ in melds:
            if counts[first] and all(remaining[c] >= n for c, n in counts.items()):
                best = max(best, value + go(remaining - counts, left))
        return best

    return max(go(Counter(hand), False), 0)


def reference_can_close(rules, hand) -> bool:
    """Can every card but one be laid in new melds?"""
    melds = all_melds(rules, hand)

    def go(remaining: Counter, left: int) -> bool:
        naturals = [c for c in remaining if c != JOKER and remaining[c]]
        if not naturals:
            return remaining[JOKER] + left == 1
        first = min(naturals)
        if not left and go(remaining - Counter({first: 1}), 1):
            return True
        return any(
            counts[first] and all(remaining[c] >= n for c, n in counts.items()) and go(remaining - counts, left)
            for counts, _, _ in melds
        )

    return go(Counter(hand), 0)
