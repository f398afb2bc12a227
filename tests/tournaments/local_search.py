"""An independent seeded local search for seating schedules, to hold the service's schedules against
(docs/TOURNAMENTS.md, "Against a local search"); it shares no code with ``service/tournaments``.

Every round is seated at random (the byes turning through the players in order), then two
players of one round change seats - at different tables, or, at a partnership table, within it -
whenever that does not raise the cost, until the time given runs out.  A pair's count costs the
square of how far it is outside the even share [floor(total / pairs), ceil(total / pairs)],
partnerships (weighed ``PARTNER_WEIGHT``) before oppositions; at ``tables`` every two at a table
meet.
"""

from __future__ import annotations

import random
import time
from itertools import combinations

PARTNER_WEIGHT = 10
PARTNER, OPPONENT = 0, 1


def kinds_at(size: int, partnerships: bool) -> dict[tuple[int, int], int]:
    """The kind of each two seats of a table: partners (seats 0-2, 1-3 of a partnership table of 4) or opponents."""
    partners = {(0, 2), (1, 3)} if partnerships and size == 4 else set()
    return {pair: PARTNER if pair in partners else OPPONENT for pair in combinations(range(size), 2)}


class LocalSearch:
    """Rounds of ``players`` at tables of ``sizes`` (the same every round), the others sitting out."""

    def __init__(self, players: int, rounds: int, sizes: list[int], *, partnerships: bool, seed: int) -> None:
        self.players = players
        self.partnerships = partnerships
        self.rng = random.Random(seed)
        self.kinds = {size: kinds_at(size, partnerships) for size in set(sizes)}
        self.counts = [[[0] * players for _ in range(players)] for _ in (PARTNER, OPPONENT)]
        totals = [0, 0]
        for size in sizes:
            for kind in self.kinds[size].values():
                totals[kind] += rounds
        pairs = players * (players - 1) // 2
        self.band = [(total // pairs, -(-total // pairs)) for total in totals]
        self.weight = [PARTNER_WEIGHT, 1]
        sitting_out = players - sum(sizes)
        self.rounds: list[list[list[int]]] = []
        self.byes: list[list[int]] = []
        for number in range(rounds):
            byes = [(number * sitting_out + i) % players for i in range(sitting_out)]
            order = [player for player in range(players) if player not in byes]
            self.rng.shuffle(order)
            tables, start = [], 0
            for size in sizes:
                tables.append(order[start : start + size])
                start += size
            self.rounds.append(tables)
            self.byes.append(byes)
            for table in tables:
                self._count(table, 1)

    def _cost(self, kind: int, count: int) -> int:
        low, high = self.band[kind]
        return self.weight[kind] * (max(0, count - high) ** 2 + max(0, low - count) ** 2)

    def _count(self, table: list[int], by: int) -> int:
        """Add ``by`` to the counts of every two at ``table``; the change of the cost."""
        change = 0
        for (i, j), kind in self.kinds[len(table)].items():
            row = self.counts[kind]
            x, y = table[i], table[j]
            before = row[x][y]
            row[x][y] = row[y][x] = before + by
            change += self._cost(kind, before + by) - self._cost(kind, before)
        return change

    def run(self, seconds: float) -> int:
        """Exchange seats until ``seconds`` of this process's CPU time have passed; the number of exchanges tried."""
        deadline = time.process_time() + seconds
        tried = 0
        while time.process_time() < deadline:
            tried += 1
            tables = self.rounds[self.rng.randrange(len(self.rounds))]
            a, b = self.rng.randrange(len(tables)), self.rng.randrange(len(tables))
            if a == b and not self.partnerships:
                continue
            first, second = tables[a], tables[b]
            i, j = self.rng.randrange(len(first)), self.rng.randrange(len(second))
            if a == b and i == j:
                continue
            involved = [first] if a == b else [first, second]
            change = sum(self._count(table, -1) for table in involved)
            first[i], second[j] = second[j], first[i]
            change += sum(self._count(table, 1) for table in involved)
            if change > 0:
                for table in involved:
                    self._count(table, -1)
                first[i], second[j] = second[j], first[i]
                for table in involved:
                    self._count(table, 1)
        return tried

    def schedule(self) -> dict[str, list[dict[str, object]]]:
        """The rounds in the service's ``schedule`` shape."""
        return {
            "rounds": [
                {
                    "round": number,
                    "tables": [{"table": t, "seats": list(table)} for t, table in enumerate(tables, 1)],
                    "byes": sorted(byes),
                }
                for number, (tables, byes) in enumerate(zip(self.rounds, self.byes, strict=True), 1)
            ]
        }
