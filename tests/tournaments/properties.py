"""What every schedule must be, whatever its format: checks shared by the format tests."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from service.tournaments import Schedule


def assert_everyone_placed_once(schedule: Schedule, players: int) -> None:
    """Each round seats or byes every player exactly once; rounds and tables are numbered from 1."""
    for number, one in enumerate(schedule["rounds"], 1):
        assert one["round"] == number
        assert [table["table"] for table in one["tables"]] == list(range(1, len(one["tables"]) + 1))
        placed = [player for table in one["tables"] for player in table["seats"]] + one["byes"]
        assert sorted(placed) == list(range(players)), one


def partner_counts(schedule: Schedule) -> Counter[frozenset[int]]:
    """How often each two players partner: seats 0 and 2, 1 and 3 of a table of four."""
    counts: Counter[frozenset[int]] = Counter()
    for one in schedule["rounds"]:
        for table in one["tables"]:
            a, b, c, d = table["seats"]
            counts.update([frozenset((a, c)), frozenset((b, d))])
    return counts


def opponent_counts(schedule: Schedule) -> Counter[frozenset[int]]:
    """How often each two players oppose: across a partnership table, or at the same table of two."""
    counts: Counter[frozenset[int]] = Counter()
    for one in schedule["rounds"]:
        for table in one["tables"]:
            seats = table["seats"]
            sides = (seats[0::2], seats[1::2])
            counts.update(frozenset((x, y)) for x in sides[0] for y in sides[1])
    return counts


def meeting_counts(schedule: Schedule) -> Counter[frozenset[int]]:
    """How often each two players share a table."""
    counts: Counter[frozenset[int]] = Counter()
    for one in schedule["rounds"]:
        for table in one["tables"]:
            counts.update(frozenset(pair) for pair in combinations(table["seats"], 2))
    return counts


def bye_counts(schedule: Schedule, players: int) -> list[int]:
    counts = Counter(player for one in schedule["rounds"] for player in one["byes"])
    return [counts[player] for player in range(players)]


def assert_byes_spread(schedule: Schedule, players: int) -> None:
    """Nobody sits out a second time before everyone has sat out once: after every round, byes differ by one at most."""
    counts = [0] * players
    for one in schedule["rounds"]:
        for player in one["byes"]:
            counts[player] += 1
        assert max(counts) - min(counts) <= 1, one


def all_pairs(players: int) -> set[frozenset[int]]:
    return {frozenset(pair) for pair in combinations(range(players), 2)}


def assert_no_bye_twice_running(schedule: Schedule) -> None:
    """Nobody sits out two rounds in a row (possible whenever a round's byes are at most half the players)."""
    for before, after in zip(schedule["rounds"], schedule["rounds"][1:], strict=False):
        assert not set(before["byes"]) & set(after["byes"]), (before, after)
