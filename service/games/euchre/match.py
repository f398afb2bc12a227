"""The end of the match (§8, §16.4): who has won once a deal is scored.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.scoring import Score, match_end
from .rules import EuchreRules, losing_score


def match_over(scores: Sequence[Score], rules: EuchreRules) -> tuple[bool, int | None]:
    """§8: a side at or above ``points_to_win`` after a deal wins; equal highest totals play another deal.
    §16.4: after an auction a side at or below the losing score loses, the higher total winning; counting
    down, a side at zero or below wins, the lowest if several; equal lowest play on."""
    if rules.count_down_from is not None:
        return match_end(scores, min(scores) <= 0, lowest=True, tie_plays_on=True)
    floor = losing_score(rules)
    fallen = floor is not None and min(scores) <= floor
    return match_end(scores, max(scores) >= rules.points_to_win or fallen, tie_plays_on=True)
