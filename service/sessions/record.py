"""The stored session record (see :mod:`.service`): its keys and their types.

Stored as compact JSON; records written before continuous decks and reshuffles lack
``deck_start`` and ``reshuffles`` (the loader fills them in, a finished deal reads them with
``.get``).
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from ..engine.actions import Action, JsonObject
from ..engine.reports import DealResult


class Shuffle(TypedDict):
    """A committed deck order: the order (top first), its salt and its SHA-256 commitment."""

    order: list[str]
    salt: str
    commitment: str


class FinishedDeal(TypedDict):
    """A deal filed in ``history``: how it was dealt and played, and its result."""

    deal_number: int
    dealer: int
    deck_commitment: str
    order: list[str]
    salt: str
    deck_start: NotRequired[int]
    reshuffles: NotRequired[list[Shuffle]]
    actions: list[Action]
    deal_result: DealResult | None
    scores_before: list[float] | None
    scores_after: list[float] | None


class SessionRecord(TypedDict):
    """A whole match: who plays it under which rules, the match so far, and the current deal.

    The current deal's keys (from ``dealer`` on) are set by the first deal, before the record
    is first stored.
    """

    game: str
    rules: JsonObject
    seats: int
    tokens: list[str]  # SHA-256 hashes of the seats' tokens, never the tokens
    referee: str  # the referee token's hash
    seed: Any  # the test seed the session was created with (None: the cryptographic RNG)
    created: int
    scores: list[float] | None  # the match score before the current deal
    deal_number: int
    history: list[FinishedDeal]
    game_over: bool
    winner: int | None
    stopped: NotRequired[str | None]  # the limit the session stopped at: max_actions, max_deals (None: none)
    dealer: NotRequired[int]
    order: NotRequired[list[str]]
    salt: NotRequired[str]
    deck_commitment: NotRequired[str]
    deck_start: NotRequired[int]
    reshuffles: NotRequired[list[Shuffle]]
    deal: NotRequired[JsonObject]
    actions: NotRequired[list[Action]]
