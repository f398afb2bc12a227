"""A plain exhaustive meld search: the oracle the fast solver is measured and tested against.

Every meld the hand can form is listed (each checked by ``read_meld``'s positional rules: a
group only in an order that reads as a group), then every disjoint choice of them is tried -
no memo, no pruning.  The card kept for the discard is one the rules let be discarded.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations

from service.cards import JOKER
from service.games.ramino.melds import MeldError, read_meld, read_run
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
                    cards = [*naturals, *[JOKER] * n]  # several naturals of one rank read as a group
                    for order in sorted(set(permutations(cards))) if size == 1 else (cards,):
                        if _add(melds, rules, list(order), read_meld, "group"):
                            break
    return melds


def _add(melds, rules, cards, read, kind: str | None = None) -> bool:
    try:
        meld = read(rules, cards)
    except MeldError:
        return False
    if kind is not None and meld.kind != kind:
        return False
    melds.append((Counter(cards), meld.value(rules), cards))
    return True


def reference_best_value(rules, hand) -> int:
    """Highest total value of disjoint melds leaving at least one card out."""
    melds = all_melds(rules, hand)

    def go(remaining: Counter, left: bool) -> int:
        naturals = [c for c in remaining if c != JOKER and remaining[c]]
        if not naturals:
            return 0 if left or remaining[JOKER] and rules.joker_discard else NEG
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
            return left == 1 and not remaining[JOKER] or not left and remaining[JOKER] == 1 and rules.joker_discard
        first = min(naturals)
        if not left and go(remaining - Counter({first: 1}), 1):
            return True
        return any(
            counts[first] and all(remaining[c] >= n for c, n in counts.items()) and go(remaining - counts, left)
            for counts, _, _ in melds
        )

    return go(Counter(hand), 0)
