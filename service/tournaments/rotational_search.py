"""The backtracking that found the 1-rotational base rounds in ``resolvable_bases.json`` (33 players at tables of 3,
40 at tables of 4), where the annealing of ``resolvable_search.py`` ran out.

``resolvable.py`` says what such a base round is: over Z_m (m = n - 1) with h = ``shifts``, the
table of infinity and the multiples of h, and for a few tables B the tables B + j * h
(j = 0 ... size - 2), the differences of the B's hitting every element of Z_m but the multiples
of h exactly once.  The tables B + j * h seat every player but infinity's table once exactly
when the B's hold every nonzero residue mod h once.  The backtracking fills the B's one at a
time: each starts at the smallest residue r not yet seated, at r itself (moving a B by a
multiple of h changes neither its differences nor the tables it gives), and takes residues in
increasing order, each at one of its size - 1 elements r, r + h, ..., keeping the differences
unused so far.  It is exhaustive and deterministic: it finds the first such base round in that
order, or says there is none.  Sources: the 1-rotational difference families and resolvable
1-rotational designs of M. Buratti and F. Zuanni, "G-invariantly resolvable Steiner 2-designs
which are 1-rotational over G" (Bull. Belg. Math. Soc. 5, 1998).

    python -m service.tournaments.resolvable_search > service/tournaments/resolvable_bases.json
"""

from __future__ import annotations

from .resolvable import BaseRound, Development


def rotational_base_round(plan: Development) -> BaseRound | None:
    """The first 1-rotational base round of ``plan`` (one level and infinity) in the backtracking's order, or None."""
    m, h, size = plan.cycle, plan.shifts, plan.table_size
    multiples = [j * h for j in range(size - 1)]
    used = set(multiples)
    seated = {0}
    tables: list[list[int]] = []

    def next_table() -> bool:
        free = [r for r in range(1, h) if r not in seated]
        if not free:
            return True
        seated.add(free[0])
        if fill([free[0]]):
            return True
        seated.discard(free[0])
        return False

    def fill(table: list[int]) -> bool:
        if len(table) == size:
            tables.append(table)
            if next_table():
                return True
            tables.pop()
            return False
        for r in range(table[-1] % h + 1, h):
            if r in seated:
                continue
            for x in range(r, m, h):
                differences = {(x - y) % m for y in table} | {(y - x) % m for y in table}
                if len(differences) < 2 * len(table) or differences & used:
                    continue
                used.update(differences)
                seated.add(r)
                if fill([*table, x]):
                    return True
                used.difference_update(differences)
                seated.discard(r)
        return False

    if not next_table():
        return None
    infinity = (*multiples, plan.players - 1)
    return [infinity] + [tuple((x + shift) % m for x in table) for table in tables for shift in multiples]
