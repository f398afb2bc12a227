"""The search that found the base rounds of the whist designs in ``whist_bases.json``.

A whist design Wh(n) seats n players at tables of four for the rounds of a progressive Euchre
evening so that every two players are partners exactly once and opponents exactly twice.
The designs here are developed from one base round over an abelian group G (``whist.py``
develops them):

- n = 4k + 1, G of order n (G-cyclic): the base round seats the elements of G other than 0 at
  k tables; round g is the base round plus g, so player g sits out round g.
- n = 4k, G of order n - 1 (1-rotational): the base round seats the elements of G and the fixed
  player "infinity" (numbered n - 1); round g adds g to every element, infinity stays.

A table (a, b, c, d) pairs a with c and b with d.  The base round is a design exactly when the
differences of its partner pairs, a - c, c - a, b - d, d - b, cover every nonzero element once
(the partner pairs are a *starter*), and the differences of its opponent pairs (every pair
across the table: a-b, a-d, c-b, c-d, both ways) cover every nonzero element twice, pairs with
infinity left out.  Infinity then partners everyone once and opposes everyone twice, as it sits
at the base round's table once, across one partner and two opponents.

The search works in two steps.  First a starter: the patterned one, {x, -x} for every x, then
starters drawn at random (seeded; a draw that reaches a dead end is dropped); when n = 4k, infinity partners the one
element the starter leaves out, 0.  Then the tables: a backtracking that matches the starter's
pairs two by two (for n = 4k, one pair first to infinity and 0) so that no opponent difference
is used more than twice, abandoned after a budget of steps.  The first starter whose tables are
found is committed, with the group and the try that found it.

    python -m service.tournaments.whist_search > service/tournaments/whist_bases.json
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence

from .groups import AbelianGroup
from .whist import GROUP_MODULI, BaseTable, complete_players

Pair = tuple[int, int]
STEP_BUDGET = 20_000


def patterned_starter(group: AbelianGroup) -> list[Pair]:
    """The pairs {x, -x} of nonzero elements: their differences +-2x cover every nonzero element once."""
    pairs = []
    for x in range(1, group.order):
        if x < group.negative(x):
            pairs.append((x, group.negative(x)))
    return pairs


def random_starter(group: AbelianGroup, rng: random.Random) -> list[Pair] | None:
    """A starter on the nonzero elements, the partner of each element drawn at random; None on a dead end."""
    unpaired = set(range(1, group.order))
    used = [False] * group.order
    pairs = []
    while unpaired:
        x = min(unpaired)
        choices = [y for y in unpaired - {x} if not used[group.subtract(x, y)]]
        if not choices:
            return None
        y = rng.choice(choices)
        used[group.subtract(x, y)] = used[group.subtract(y, x)] = True
        unpaired -= {x, y}
        pairs.append((x, y))
    return pairs


class _Tables:
    """The backtracking that seats a starter's pairs two to a table, opponent differences at most twice each."""

    def __init__(self, group: AbelianGroup, starter: list[Pair]) -> None:
        self.group = group
        self.starter = starter
        self.opponent_uses = [0] * group.order
        self.steps = 0

    def _across(self, first: Sequence[int], second: Sequence[int]) -> list[int]:
        return [self.group.subtract(x, y) for x in first for y in second] + [
            self.group.subtract(y, x) for x in first for y in second
        ]

    def _take(self, differences: list[int]) -> bool:
        """Use ``differences`` once more each when none goes past twice; say whether they were."""
        for difference in differences:
            self.opponent_uses[difference] += 1
        if all(self.opponent_uses[difference] <= 2 for difference in differences):
            return True
        self._give_back(differences)
        return False

    def _give_back(self, differences: list[int]) -> None:
        for difference in differences:
            self.opponent_uses[difference] -= 1

    def match(self, unmatched: list[Pair]) -> list[tuple[Pair, Pair]] | None:
        self.steps += 1
        if not unmatched:
            return []
        if self.steps > STEP_BUDGET:
            return None
        first = unmatched[0]
        for second in unmatched[1:]:
            differences = self._across(first, second)
            if not self._take(differences):
                continue
            rest = self.match([pair for pair in unmatched if pair not in (first, second)])
            if rest is not None:
                return [(first, second), *rest]
            self._give_back(differences)
        return None

    def round_of(self, with_infinity: bool) -> list[BaseTable] | None:
        """The base round seating this starter, or None when none is found within the budget."""
        if not with_infinity:
            matched = self.match(list(self.starter))
            return None if matched is None else [(a, b, c, d) for (a, c), (b, d) in matched]
        infinity = self.group.order
        for b, d in self.starter:
            differences = self._across((0,), [b, d])
            if not self._take(differences):
                continue
            matched = self.match([pair for pair in self.starter if pair != (b, d)])
            if matched is not None:
                return [(infinity, b, 0, d), *((a, b2, c, d2) for (a, c), (b2, d2) in matched)]
            self._give_back(differences)
        return None


def search_base_round(players: int) -> tuple[int, list[BaseTable]]:
    """The base round of Wh(players) and the try that found it: 0 the patterned starter, t > 0 the seed t - 1."""
    group = AbelianGroup(GROUP_MODULI[players])
    attempt = 0
    while True:
        starter = patterned_starter(group) if attempt == 0 else random_starter(group, random.Random(attempt - 1))
        if starter is not None:
            found = _Tables(group, starter).round_of(with_infinity=players % 4 == 0)
            if found is not None:
                return attempt, found
        attempt += 1


def main() -> None:
    designs = {}
    for players in complete_players():
        attempt, tables = search_base_round(players)
        print(f"Wh({players}) over Z{GROUP_MODULI[players]}: try {attempt}", file=sys.stderr)
        designs[str(players)] = {
            "group": list(GROUP_MODULI[players]),
            "try": attempt,
            "base_round": [list(table) for table in tables],
        }
    sys.stdout.write(designs_json(designs))


def designs_json(designs: dict[str, dict[str, object]]) -> str:
    """The designs as JSON, one number of players a line."""
    lines = [f"  {json.dumps(players)}: {json.dumps(design)}" for players, design in designs.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


if __name__ == "__main__":
    main()
