"""What a schedule has done so far: how often each two players partnered, opposed and shared a
table, and how often each sat out.  The searches read it to seat the next round; ``balance``
reads it to summarize a whole schedule."""

from __future__ import annotations

import random
from itertools import combinations

from .seating import SeatedRound


class Tally:
    """Counts per pair of players (``partners[x][y]``...) and per player (``byes[x]``)."""

    def __init__(self, players: int, *, partnerships: bool) -> None:
        self.players = players
        self.partnerships = partnerships
        self.partners = [[0] * players for _ in range(players)]
        self.opponents = [[0] * players for _ in range(players)]
        self.tables_shared = [[0] * players for _ in range(players)]
        self.byes = [0] * players
        self.last_byes: frozenset[int] = frozenset()

    def record(self, seated: SeatedRound) -> None:
        for table in seated.tables:
            for x, y in combinations(table, 2):
                self.tables_shared[x][y] += 1
                self.tables_shared[y][x] += 1
            partners = self.partner_pairs(table)
            for x, y in combinations(table, 2):
                tally = self.partners if (x, y) in partners or (y, x) in partners else self.opponents
                tally[x][y] += 1
                tally[y][x] += 1
        for player in seated.byes:
            self.byes[player] += 1
        self.last_byes = frozenset(seated.byes)

    def partner_pairs(self, table: tuple[int, ...]) -> set[tuple[int, int]]:
        """Who partners whom at ``table``: seats 0 and 2, 1 and 3 at a partnership table of four; nobody elsewhere."""
        if self.partnerships and len(table) == 4:
            return {(table[0], table[2]), (table[1], table[3])}
        return set()

    def least_sat_out(self, count: int, rng: random.Random) -> list[int]:
        """``count`` players among those who have sat out least, among equals those who did not sit out the last
        round first (so nobody sits out two rounds running while ``count`` is at most half the players), ties drawn
        at random."""
        order = list(range(self.players))
        rng.shuffle(order)
        order.sort(key=lambda player: (self.byes[player], player in self.last_byes))
        return order[:count]
