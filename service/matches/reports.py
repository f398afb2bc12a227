"""The verdict on a match record (``POST /v1/matches/validate``), as TypedDicts.

Held to the ``MatchVerdict`` schema of openapi.yaml by the suite, which validates every answer
it receives against the document.
"""

from typing_extensions import TypedDict

from ..engine.actions import JsonObject
from ..engine.pool import Pool
from ..engine.reports import DealResult, Violation


class DealVerdict(TypedDict):
    """One deal of the record: its breaches, its result, the match score and the pool's amount after it
    (None: the game has no pool).

    ``dealer``: the seat that dealt it as replayed (None: the deal was not replayed, being after
    the match's end or unable to begin).  ``finished``: the deal reached its end.
    """

    deal_number: int
    dealer: int | None
    valid: bool
    finished: bool
    violations: list[Violation]
    deal_result: DealResult | None
    scores: list[float]
    pool: int | None


class MatchResult(TypedDict):
    """How the match stands after the record: over or not, its winner, the deal that decided it, the pool
    (None: the game has no pool)."""

    game_over: bool
    winner: int | None
    decided_at: int | None
    deals_played: int
    scores: list[float]
    pool: Pool | None


class MatchVerdict(TypedDict):
    """The record's format, game and resolved rules, every deal's verdict in order, and the match's result;
    ``valid``: no deal has a violation."""

    format: str
    game: str
    rules: JsonObject
    valid: bool
    deals: list[DealVerdict]
    result: MatchResult
