"""The state of one Ramino hand (a "deal"), turn by turn."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ...engine import DealState, Forkable
from ...engine.scoring import Score
from .hands import Hands
from .melds import Meld
from .reports import RaminoDealResult
from .rules import RaminoRules


class Phase(StrEnum):
    """Where a hand stands: a turn draws, then lays and discards (§4.2, §8); the starter's first
    turn begins at its play (§4.1)."""

    DRAW = "draw"
    PLAY = "play"
    OVER = "over"


REPORTED_PHASE = {Phase.DRAW: "play", Phase.PLAY: "play", Phase.OVER: "over"}
"""The ``phase`` a report gives: ``play`` until the hand is over (the ``stage`` tells draw from play)."""


class Turn(Forkable):
    """What the seat to act has done in its current turn."""

    __slots__ = ("seat", "opened", "laid", "took_discard", "must_use", "jokers_to_lay")

    def __init__(self, seat: int):
        self.seat = seat
        self.opened = False  # opened in this turn (layoff_same_turn)
        self.laid = False  # laid anything in this turn
        self.took_discard: str | None = None  # the top discard taken this turn
        self.must_use: str | None = None  # discard_pickup=must_use: the taken card still to lay
        self.jokers_to_lay = 0  # jokers won back this turn and not laid again yet


class RaminoState(DealState[RaminoRules]):
    phase: Phase
    deal_result: RaminoDealResult | None

    def __init__(self, rules: RaminoRules, scores: Sequence[Score], *, report_breaches: bool = False):
        super().__init__(rules, scores, report_breaches=report_breaches)
        self.seats = 0
        self.dealer = 0
        self.starter = 0
        self.hand_number = 1
        self.eliminated: set[int] = set()
        self.hands: Hands
        self.stock: list[str] | None = None  # top first, when its order is known
        self.stock_count = 0
        self.stock_named = False  # the client names the cards drawn from the stock
        self.discards: list[str] = []  # bottom first; the last is the top
        self.table: list[Meld] = []
        self.owners: list[int] = []
        self.opened: list[bool] = []
        self.laid_before: list[bool] = []  # laid something in an earlier turn of this hand
        self.turn: Turn
        self.stock_emptied = False  # stock_exhausted=void_hand: the stock ran out this turn

    @property
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is; None once the hand is over."""
        return None if self.phase is Phase.OVER else self.turn.seat

    def next_seat(self, seat: int) -> int:
        """The following seat still in the match."""
        for step in range(1, self.seats + 1):
            candidate = (seat + step) % self.seats
            if candidate not in self.eliminated:
                return candidate
        return seat

    @property
    def active(self) -> list[int]:
        return [s for s in range(self.seats) if s not in self.eliminated]
