"""The stored session record (see :mod:`.service`): its keys and their types.

A session is stored as two things (:mod:`service.store`): its record, compact JSON that every
move reads and rewrites, holding what the next move needs - the current deal, the match score,
and of the deals before only the last one's summary and how many actions they took - and its
log, to which each finished deal is appended, once, as it ends (:class:`FinishedDeal`, compact
JSON).  So a move costs the same late in a long match as early.

Records written before the log kept every finished deal in ``history`` (the loader moves them
to the log with the next write); records written before continuous decks and reshuffles lack
``deck_start`` and ``reshuffles`` (the loader fills them in, a finished deal reads them with
``.get``); records written before pools lack ``pool`` (the loader makes it None: not known).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict, get_args

from ..engine.actions import Action, JsonObject
from ..engine.reports import DealResult

StopCause = Literal["max_actions", "max_deal_actions", "max_deals", "boards"]
"""The limit a session stopped at (its view's ``limits.stopped``): its actions (``SESSION_MAX_ACTIONS``), its
deal's (``MAX_ACTIONS``), its deals (``SESSION_MAX_DEALS``), or a duplicate table's boards, all played."""
STOP_CAUSES: tuple[StopCause, ...] = get_args(StopCause)


class Shuffle(TypedDict):
    """A committed deck order: the order (top first), its salt and its SHA-256 commitment."""

    order: list[str]
    salt: str
    commitment: str


class Board(Shuffle):
    """A deck order committed before the session (a duplicate tournament's board): the session deals its
    ``n``-th deal from the ``n``-th board, with the board's dealer, instead of shuffling."""

    dealer: int


class FinishedDeal(TypedDict):
    """A deal filed in the session's log: how it was dealt and played, and its result."""

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


class LastDeal(TypedDict):
    """The last finished deal as the record keeps it: what a view shows of it, and the score its
    replay starts from (the current deal's, once the match is over)."""

    deal_number: int
    dealer: int
    deal_result: DealResult | None
    scores_before: list[float] | None
    scores_after: list[float] | None


class SessionRecord(TypedDict):
    """A match: who plays it under which rules, where the match stands, and the current deal.

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
    pool: int | None  # the pool's amount before the current deal (service/engine/pool.py); None: no pool
    deal_number: int
    filed_actions: int  # the actions of the deals filed in the log
    last_deal: LastDeal | None
    history: NotRequired[list[FinishedDeal]]  # records written before the log: every finished deal
    game_over: bool
    winner: int | None
    stopped: NotRequired[StopCause | None]  # None: it plays on
    dealer: NotRequired[int]
    order: NotRequired[list[str]]
    salt: NotRequired[str]
    deck_commitment: NotRequired[str]
    deck_start: NotRequired[int]
    reshuffles: NotRequired[list[Shuffle]]
    deal: NotRequired[JsonObject]
    actions: NotRequired[list[Action]]
    boards: NotRequired[list[Board]]  # the committed orders it deals, one a deal; it stops when they are played


def current_deal_filed(record: SessionRecord) -> bool:
    """Whether the current deal is over and filed in the log: the match ended, or stopped at a deal's end."""
    last = record["last_deal"]
    return last is not None and last["deal_number"] == record["deal_number"]
