"""Match scoring shared by the games: reading a request's scores, adding a deal's points, the match's end."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..messages import fault
from .errors import FieldMessage, InvalidInput

Score = int | float
"""A score, or the points added to one: an integer, or a float where a game's stakes are (Sette e
Mezzo's halves).  Never a bare ``float`` in a compiled module (setup.py): mypyc makes a ``float`` a C
double, which would turn every integer score it passes into a float."""

SCORE_LIMIT = 10**9
"""The largest score a request may give, either way: a match grows from it without passing 64 bits,
the range a JSON integer is stored and answered in."""

MATCH_SCORE_LIMIT = 10**18
"""The largest score an engine reads, either way: a session's match, started within SCORE_LIMIT,
carries its scores from deal to deal and never reaches it; it stays within 64 bits."""


@dataclass(frozen=True)
class PointRange:
    """The points one side (one entry of ``scores``) may be given: ``minimum`` to ``maximum``, both included;
    None where the rules set no bound that way (a bound the engines state from the game's rules, not from what
    was played).

    >>> PointRange(0, 4).times(2)
    PointRange(minimum=0, maximum=8)
    >>> PointRange(-2, 4).times(3).outside(-7)
    'minimum'
    >>> PointRange(0, None).outside(10**6) is None
    True
    """

    minimum: int | None
    maximum: int | None

    def times(self, deals: int) -> PointRange:
        """What ``deals`` such deals may give together."""
        return PointRange(
            None if self.minimum is None else self.minimum * deals,
            None if self.maximum is None else self.maximum * deals,
        )

    def outside(self, points: Score) -> str | None:
        """Which bound ``points`` breaks (``"minimum"`` or ``"maximum"``), None when within the range."""
        if self.minimum is not None and points < self.minimum:
            return "minimum"
        if self.maximum is not None and points > self.maximum:
            return "maximum"
        return None

    def describe(self) -> dict[str, int | None]:
        return {"minimum": self.minimum, "maximum": self.maximum}


@dataclass(frozen=True)
class ScoreKind:
    """What one game's ``scores`` entries are: their name in messages, whom each counts, their floor.

    ``minimum`` is None where a score may fall below 0 (chip balances, partial match scores).
    """

    noun: str = "score"
    """Its name in messages, the key of its plural (``input.noun_<noun>``: ``score``, ``penalty_total``...)."""
    per: str = "seat"
    """Whom an entry counts (``input.per_<per>``: ``seat`` or ``team``)."""
    minimum: int | None = None


def read_scores(
    value: Any,
    count: int,
    kind: ScoreKind,
    *,
    limit: int = MATCH_SCORE_LIMIT,
    errors: dict[str, list[FieldMessage]] | None = None,
) -> list[int]:
    """The match score before a deal: ``count`` integers (zeros when ``value`` is None).

    A fault is named where it lies: first every entry that is no integer within ``limit``
    (``scores.N``; a bool is no integer), then a list of the wrong length (``scores``), then
    every entry below ``kind.minimum`` (``scores.N``) - the order in which the HTTP API finds
    them, its schema checking entries against SCORE_LIMIT before the game reads the rest.
    The faults are raised as InvalidInput, or added to ``errors`` (answering zeros) when given,
    to be reported with the deal's own.

    >>> read_scores([3, -2], 2, ScoreKind())
    [3, -2]
    >>> errors = {}
    >>> read_scores([3, -2], 2, ScoreKind(minimum=0), errors=errors), InvalidInput(errors).messages()
    ([0, 0], {'scores.1': ['must be an integer from 0 to 1000000000000000000']})
    """
    if value is None:
        return [0] * count
    faults = _score_faults(value, count, kind, limit)
    if not faults:
        return list(value)
    if errors is None:
        raise InvalidInput(faults)
    errors.update(faults)
    return [0] * count


def _score_faults(value: Any, count: int, kind: ScoreKind, limit: int) -> dict[str, list[FieldMessage]]:
    low = -limit if kind.minimum is None else kind.minimum
    entry = fault("score_range", low=low, high=limit)
    listed = fault("score_list", count=count, noun=fault(f"noun_{kind.noun}"), per=fault(f"per_{kind.per}"))
    if not isinstance(value, list):
        return {"scores": [listed]}
    faults: dict[str, list[FieldMessage]] = {
        f"scores.{i}": [entry] for i, s in enumerate(value) if type(s) is not int or not -limit <= s <= limit
    }
    if faults:
        return faults
    if len(value) != count:
        return {"scores": [listed]}
    below: dict[str, list[FieldMessage]] = {f"scores.{i}": [entry] for i, s in enumerate(value) if s < low}
    return below


def add_points(scores: Sequence[Score], points: Sequence[Score | None]) -> list[Score]:
    """Scores after a deal; a None entry (a pending settlement) adds nothing.  The lengths are checked
    first and the entries read by index, which mypyc compiles to a loop (``zip(strict=True)`` stays a
    call into CPython)."""
    if len(points) != len(scores):
        raise ValueError(f"{len(points)} points for {len(scores)} scores")
    return [scores[i] + (points[i] or 0) for i in range(len(scores))]


def match_end(
    scores: Sequence[Score],
    over: bool,
    *,
    lowest: bool = False,
    among: Iterable[int] | None = None,
    tie_plays_on: bool = False,
) -> tuple[bool, int | None]:
    """``(game_over, winner)`` once a game's own end condition says whether the match is ``over``.

    The winner is the one seat (or side) with the best score among ``among`` (every entry when
    None): the highest, or the ``lowest`` where scores are penalties. A tie for the best gives
    no winner; where ``tie_plays_on``, it is no end either and the match goes on.

    >>> match_end([5, 3], max([5, 3]) >= 5)
    (True, 0)
    >>> match_end([5, 5], True), match_end([5, 5], True, tie_plays_on=True)
    ((True, None), (False, None))
    >>> match_end([40, 7, 7], True, lowest=True), match_end([40, 7, 9], True, lowest=True, among=[0, 2])
    ((True, None), (True, 2))
    """
    if not over:
        return False, None
    seats = range(len(scores)) if among is None else list(among)
    if not seats:
        return True, None
    best = (min if lowest else max)(scores[s] for s in seats)
    leaders = [s for s in seats if scores[s] == best]
    if len(leaders) == 1:
        return True, leaders[0]
    return (False, None) if tie_plays_on else (True, None)
