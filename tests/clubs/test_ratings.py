"""The ratings rank players of known strength right (service/clubs/ratings.py): 24 simulated players of a
hidden skill meet at progressive Euchre tables (partners rotating every round), in fixed teams and at
each-for-himself tables; after 30 evenings the ratings' order agrees with the skills' (Spearman's rank
correlation at least 0.8; in fixed teams, of the teams, whose partners no result can tell apart).  A table's
outcome is drawn from the players' skills (a side's strength is its players' summed, plus noise), so the better
players win more often, not always."""

from __future__ import annotations

import random

import pytest

from service.clubs.ratings import MODEL, Played, ordinal, rate

PLAYERS, EVENINGS, ROUNDS = 24, 30, 4


def _ranks(values: list[float]) -> list[float]:
    """Each value's rank (1 = smallest), ties sharing their mean rank."""
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def spearman(a: list[float], b: list[float]) -> float:
    """Spearman's rank correlation: Pearson's over the ranks."""
    ra, rb = _ranks(a), _ranks(b)
    mean = (len(a) + 1) / 2
    cov = sum((x - mean) * (y - mean) for x, y in zip(ra, rb, strict=True))
    var_a = sum((x - mean) ** 2 for x in ra)
    var_b = sum((y - mean) ** 2 for y in rb)
    return cov / (var_a * var_b) ** 0.5


def test_spearman_by_ranks():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1)
    assert spearman([1, 2, 2, 3], [1, 3, 2, 4]) == pytest.approx(0.9486833, abs=1e-6)


def _tables(kind: str, ids: list[str], rng: random.Random) -> list[list[list[str]]]:
    """One round's tables as sides of players: rotating partnerships, fixed teams (ids 2t, 2t+1), or four
    players each for himself."""
    if kind == "fixed":
        teams = [ids[t : t + 2] for t in range(0, len(ids), 2)]
        rng.shuffle(teams)
        return [[teams[t], teams[t + 1]] for t in range(0, len(teams), 2)]
    seated = rng.sample(ids, len(ids))
    fours = [seated[t : t + 4] for t in range(0, len(seated), 4)]
    if kind == "rotating":
        return [[[a, c], [b, d]] for a, b, c, d in fours]
    return [[[p] for p in four] for four in fours]


@pytest.mark.parametrize("kind", ["rotating", "fixed", "each for himself"])
def test_ratings_rank_simulated_players_by_their_skill_after_30_evenings(kind):
    rng = random.Random(kind)
    ids = [f"p{i}" for i in range(PLAYERS)]
    skill = {p: rng.gauss(0, 1) for p in ids}
    ratings: dict = {}
    for _ in range(EVENINGS):
        for _ in range(ROUNDS):
            for sides in _tables(kind, ids, rng):
                strength = [sum(skill[p] for p in side) + rng.gauss(0, 1) for side in sides]
                rate(ratings, Played([list(side) for side in sides], strength), "euchre")
    rated = {p: ordinal(ratings[p].mu, ratings[p].sigma) for p in ids}
    # fixed teams: partners always play together, so no result tells them apart - the teams are what is ranked
    entrants = [ids[t : t + 2] for t in range(0, PLAYERS, 2)] if kind == "fixed" else [[p] for p in ids]
    assert spearman([sum(skill[p] for p in e) for e in entrants], [sum(rated[p] for p in e) for e in entrants]) >= 0.8
    assert all(ratings[p].sigma < MODEL.rating().sigma for p in ids)  # every player's uncertainty fell


def test_penalty_points_rate_the_fewest_first():
    ratings: dict = {}
    rate(ratings, Played([["low"], ["high"]], [3, 40]), "ramino")
    assert ratings["low"].mu > ratings["high"].mu
