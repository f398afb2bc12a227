"""Euchre's answers as TypedDicts: its report, seat view and deal result (schemas ``Euchre*``)."""

from typing import NotRequired

from typing_extensions import TypedDict

from ...engine.reports import DealResult, LegalAction, Report, SeatView, TrickJson, UnknownHand, Violation


class EuchreDealResult(DealResult):
    """How a deal ended (§7): points per side, ``tricks_won`` per side, the maker's seat; in set-back the stakes
    each seat paid into the pool (§17.2)."""

    points: list[int]
    tricks_won: list[int]
    maker: int | None
    stakes: NotRequired[list[int]]


class ShownHand(TypedDict):
    """A hand shown before the first lead for an exchange or a redeal (§15.7), as it was shown."""

    seat: int
    cards: list[str]


class EuchreStanding(TypedDict):
    """Everything every seat may see, legal actions aside: no hidden card, no kitty, no face-down discard."""

    phase: str
    to_act: int | None
    dealer: int
    upcard: str | None
    upcard_before_dealer: bool
    blind_call: bool
    turned_down: bool
    trump: str | None
    contract: int | None
    maker: int | None
    makers: int | None
    alone: list[int]
    inactive: list[int]
    tricks: list[TrickJson]
    tricks_won: list[int]
    deal_result: EuchreDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
    shown: list[ShownHand]


class EuchreReport(EuchreStanding, Report):
    unknown_hands: list[UnknownHand]
    legal_actions: list[LegalAction]


class EuchreSeatView(EuchreStanding, SeatView):
    """A seat's view; a spectator's lacks ``seat`` and ``hand``, and ``discarded`` is the dealer's own."""

    hand_counts: list[int]
    legal_actions: NotRequired[list[LegalAction]]
    seat: NotRequired[int]
    hand: NotRequired[list[str]]
    discarded: NotRequired[str]
