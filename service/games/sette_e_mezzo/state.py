"""A Sette e Mezzo deal in progress: its phases, each seat's hand, and the cards seen so far."""

from __future__ import annotations

from enum import StrEnum

from ...cards import ITALIAN_40
from ...engine import DealState, Forkable
from .reports import SetteEMezzoDealResult
from .rules import SetteEMezzoRules
from .stock import Stock
from .values import HandValue, value_hand


class Phase(StrEnum):
    """Where a deal stands; its value is the ``phase`` a report gives."""

    BETTING = "betting"  # 3.2: each player stakes, in play order
    PLAYING = "playing"  # 4: each player hits or stands, in play order
    BANKER = "banker"  # 5: the banker plays last
    OVER = "over"  # 6: settled (a seat's settlement may wait for an unknown card, 9)


class Status(StrEnum):
    """Where a hand stands; its value is the hand's ``status`` in a report."""

    WAITING = "waiting"  # its turn has not ended
    STOOD = "stood"
    BUST = "bust"  # 4.3: declared at once, paid at once (6.1)
    SEVEN_AND_HALF = "seven_and_half"  # 4.3: declared at once, the turn ends
    NOT_PLAYED = "not_played"  # the banker's, when every player went bust (5.1)


class Hand(Forkable):
    """One seat's cards in the order received; ``None`` stands for a card nobody told us.

    A busted hand's cards leave it when a new stock gathers them (9): it then holds none, and keeps
    its status, value and points.
    """

    __slots__ = ("seat", "cards", "face_down", "mode", "stake", "status", "value", "points")

    def __init__(self, seat: int, first: str | None):
        self.seat = seat
        self.cards: list[str | None] = [first]
        self.face_down: int | None = 0  # index of the face-down card; None once all are shown
        self.mode: bool | None = None  # face_up of the hand's hits, fixed by the first (4.2)
        self.stake: int | None = None
        self.status = Status.WAITING
        self.value: HandValue | None = None  # None while a card is unknown
        self.points: int | None = None  # chips won (+) or paid (-) once settled

    @property
    def unknown_cards(self) -> int:
        return self.cards.count(None)

    @property
    def staked(self) -> int:
        """A player's stake: placed in the betting phase, so every later phase has it."""
        if self.stake is None:
            raise AssertionError(f"seat {self.seat} has placed no stake")
        return self.stake

    @property
    def known_value(self) -> HandValue:
        """The value of a hand with no unknown card: set when its last card became known."""
        if self.value is None:
            raise AssertionError(f"seat {self.seat}'s hand holds an unknown card")
        return self.value

    def cards_with(self, unknown: str) -> list[str]:
        """The cards, an unknown one read as ``unknown``: one of the cards it could be."""
        return [unknown if card is None else card for card in self.cards]

    def shown(self) -> list[str | None]:
        return [c for i, c in enumerate(self.cards) if i != self.face_down]


class SetteState(DealState[SetteEMezzoRules]):
    """A deal in progress; ``players`` are the seats in play order, the banker (who acts last) excluded."""

    phase: Phase
    deal_result: SetteEMezzoDealResult | None

    def __init__(
        self,
        rules: SetteEMezzoRules,
        scores: list[int],
        *,
        report_breaches: bool,
        banker: int,
        hands: list[Hand],
        stock: Stock,
        seen: set[str],
        deals_played: int,
    ):
        super().__init__(rules, scores, report_breaches=report_breaches)
        self.seats = len(hands)
        self.banker = banker
        self.players = [(banker + i) % self.seats for i in range(1, self.seats)]
        self.hands = hands
        self.stock = stock
        self.seen = seen  # every card known in this deal: known hands, a known stock, draws
        self.deals_played = deals_played
        self.reshuffles = 0
        self.new_stocks: list[list[str]] = []  # deal.reshuffles: the order of each stock remade (9)
        self.phase = Phase.BETTING
        self.seat_to_act: int | None = self.players[0]
        # the options read on every action, as plain attributes
        self.matta = rules.matta
        self.lone_matta_halves = int(rules.lone_matta_value * 2)
        self.triple_any = rules.triple_order == "any"
        self.ranking = (rules.natural_beats_plain, rules.triple_beats_emblee)  # HandValue.strength's (1.7)
        self.starting_chips = rules.starting_chips
        self.bet_limits = (rules.min_bet, rules.max_bet)

    def value(self, cards: list[str]) -> HandValue:
        return value_hand(cards, self.matta, self.lone_matta_halves, self.triple_any)

    def bankroll(self, seat: int) -> int:
        return self.starting_chips + int(self.scores[seat])  # chip balances are whole numbers (7.2)

    def play_position(self, seat: int) -> int:
        """The seat's place in play order: 0 for the banker's left, the banker last."""
        return (seat - self.banker - 1) % self.seats

    def unseen(self) -> list[str]:
        """Every card not seen in this deal, in deck order: what an unknown card may be."""
        seen = self.seen
        return [card for card in ITALIAN_40.cards if card not in seen]
