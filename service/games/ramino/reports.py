"""Ramino's answers as TypedDicts: its report, seat view, table melds and deal result (schemas ``Ramino*``)."""

from typing import NotRequired

from typing_extensions import TypedDict

from ...engine.reports import DealResult, LegalAction, Report, SeatView, UnknownHand, Violation


class RaminoDealResult(DealResult):
    """How a hand ended (§9): penalty points per seat (None for a hand left unknown), the winner,
    the seats it put out of the match, and the seats whose hands the history leaves unknown."""

    points: list[int | None]
    winner: int | None
    eliminated: list[int]
    unknown_hands: NotRequired[list[int]]


class MeldJoker(TypedDict):
    """A joker of a meld: its place in the cards, and the card it stands for (a group's: any missing suit)."""

    position: int
    stands_for: list[str]


class MeldShown(TypedDict):
    """A meld as the table shows it."""

    kind: str
    cards: list[str]
    value: int
    jokers: list[MeldJoker]


class RaminoTableMeld(MeldShown):
    index: int
    owner: int


class RaminoPublic(TypedDict):
    """What the report and every seat view say of the hand, besides who acts in which stage."""

    table: list[RaminoTableMeld]
    discard_top: str | None
    discard_count: int
    stock_count: int
    hand_counts: list[int]
    opened: list[int]
    jokers_to_lay: int
    deal_result: RaminoDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    eliminated: list[int]


class RaminoReport(RaminoPublic, Report):
    phase: str
    to_act: int | None
    stage: str | None
    legal_actions: list[LegalAction]
    dealer: int
    starter: int
    hands: list[list[str] | None]
    unknown_hands: list[UnknownHand]
    discards: list[str]
    violations: list[Violation]


class RaminoSeatView(RaminoPublic, SeatView):
    """A seat's view: its own ``hand`` when known, and ``legal_actions`` when it is to act."""

    phase: str
    to_act: int | None
    stage: str | None
    dealer: int
    starter: int
    hand: NotRequired[list[str]]
    legal_actions: NotRequired[list[LegalAction]]
