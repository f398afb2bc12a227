"""Sette e Mezzo's answers as TypedDicts: its report, seat view, hands and deal result
(schemas ``SetteEMezzo*``); :mod:`.views` builds them."""

from typing import NotRequired

from typing_extensions import TypedDict

from ...engine.reports import DealResult, LegalAction, Report, SeatView, Violation


class SetteEMezzoDealResult(DealResult):
    """How a deal ended: chips per seat (None while unsettled), each seat's outcome, the seats
    whose settlement is pending, and the next banker (None: not known yet)."""

    points: list[int | None]
    outcomes: list[str]
    pending: list[int]
    next_banker: int | None


class HandValueFields(TypedDict):
    """What a hand is worth: its value (7.5 for 7 1/2), bust, triple or emblee, the matta's value."""

    value: int | float | None
    bust: bool | None
    special: str | None
    matta_value: int | float | None


class SetteEMezzoHand(TypedDict):
    """A hand in the report: every card, its value."""

    seat: int
    role: str
    cards: list[str | None]
    shown: list[str | None]
    face_down: int
    stake: int | None
    status: str
    value: int | float | None
    bust: bool | None
    special: str | None
    matta_value: int | float | None
    points: int | None


class SetteEMezzoHandSeen(TypedDict):
    """A hand as a seat sees it: its own cards and value, another's only while all face up."""

    seat: int
    role: str
    cards: NotRequired[list[str | None]]
    shown: list[str | None]
    face_down: int
    stake: int | None
    status: str
    value: NotRequired[int | float | None]
    bust: NotRequired[bool | None]
    special: NotRequired[str | None]
    matta_value: NotRequired[int | float | None]
    points: int | None


class StockReport(TypedDict):
    """The stock in the report: how many cards are left, whether their order is known, reshuffles so far."""

    cards_left: int
    order_known: bool
    reshuffles: int


class StockSeen(TypedDict):
    """The stock as a seat sees it: cards left and reshuffles so far (not whether its order is known)."""

    cards_left: int
    reshuffles: int


class SetteEMezzoReport(Report):
    phase: str
    to_act: int | None
    legal_actions: list[LegalAction]
    dealer: int
    banker: int
    hands: list[SetteEMezzoHand]
    stock: StockReport
    deal_result: SetteEMezzoDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]


class SetteEMezzoSeatView(SeatView):
    """What a seat (or a spectator) sees; ``legal_actions`` (always given) is empty but for the seat to act."""

    phase: str
    to_act: int | None
    legal_actions: NotRequired[list[LegalAction]]
    dealer: int
    banker: int
    hands: list[SetteEMezzoHandSeen]
    stock: StockSeen
    deal_result: SetteEMezzoDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
