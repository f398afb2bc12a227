"""Ecarté's answers as TypedDicts: its report, seat view and deal result (schemas ``Ecarte*``)."""

from typing import NotRequired

from typing_extensions import TypedDict

from ...engine.reports import DealResult, LegalAction, Report, SeatView, TrickJson, UnknownHand, Violation


class EcarteDealResult(DealResult):
    """How a deal ended: ``king_points`` are the turn-up's, a declaration's or a false
    declaration's penalty point; ``refusal_penalty``: §7.2 applied; ``revoke_penalties``: §6.4
    breaches per seat."""

    points: list[int]
    tricks_won: list[int]
    trick_points: list[int]
    king_points: list[int]
    refusal_penalty: bool
    flagged: int | None
    revoke_penalties: list[int]


class EcarteStanding(TypedDict):
    """Where the deal stands: what the report and every seat view say, legal actions aside."""

    phase: str
    to_act: int | None
    deal_result: EcarteDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
    trump: str
    turn_up: str
    tricks: list[TrickJson]
    stake_multiplier: int | None
    dealer: int
    elder: int
    flagged: int | None
    stock_remaining: int
    exchange_rounds: int
    king_declared_by: int | None
    tricks_won: list[int]


class EcarteReport(EcarteStanding, Report):
    unknown_hands: list[UnknownHand]
    legal_actions: list[LegalAction]


class EcarteSeatView(EcarteStanding, SeatView):
    """A seat's view; a spectator's lacks ``seat``, ``hand``, ``discards`` and ``legal_actions``."""

    hand_sizes: list[int]
    discard_counts: list[int]
    seat: NotRequired[int]
    hand: NotRequired[list[str]]
    discards: NotRequired[list[str]]
    legal_actions: NotRequired[list[LegalAction]]
