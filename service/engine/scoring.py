"""Match scoring shared by the games: adding a deal's points, reaching a target."""

from __future__ import annotations

from collections.abc import Sequence

SCORE_LIMIT = 10**9
"""The largest score a request may give, either way: a match grows from it without passing 64 bits,
the range a JSON integer is stored and answered in."""


def add_points(scores: Sequence[float], points: Sequence[float | None]) -> list:
    """Scores after a deal; a None entry (a pending settlement) adds nothing."""
    return [s + (p or 0) for s, p in zip(scores, points, strict=True)]


def leader_at_target(scores: Sequence[float], target: float) -> tuple[bool, int | None]:
    """``(game_over, winner)`` for a race to ``target``: over when any side reaches it.

    The highest total wins; a tie at the top means play goes on (not over, no winner).
    """
    best = max(scores)
    if best < target:
        return False, None
    leaders = [i for i, s in enumerate(scores) if s == best]
    if len(leaders) > 1:
        return False, None
    return True, leaders[0]
