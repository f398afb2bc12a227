"""A Euchre deal in progress."""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

from ...cards import rank
from ...engine import Claim, DealState, Holdings, Tricks
from ...engine.scoring import Score
from .reports import EuchreDealResult, ShownHand
from .rules import EuchreRules
from .table import CardOrder, Table

T = TypeVar("T")


class Phase(StrEnum):
    """Where a deal stands; its value is the ``phase`` a report gives."""

    AUCTION = "auction"  # §16.1: each seat bids a number of tricks or passes (bidding auction)
    NAME_TRUMP = "name_trump"  # §16.2: the high bidder names a trump suit or no trump high or low
    STAY_OR_DROP = "stay_or_drop"  # §16.3: individual, each other seat stays in the deal or drops out
    BLIND_LONER = "blind_loner"  # §15.6: the dealer who turned up a jack may go alone blind (robson_rules)
    BIDDING_ROUND_1 = "bidding_round_1"  # §4.1: order the upcard up, or (the benny) the dealer's blind call
    BIDDING_ROUND_2 = "bidding_round_2"  # §4.2: call a suit other than the one turned down
    DISCARD = "discard"  # §5: the dealer discards after picking the upcard up
    DEFEND_ALONE = "defend_alone"  # §6.2: defenders asked whether they defend alone
    SHOW_HAND = "show_hand"  # §15.7: hands that earn an exchange or a redeal may be shown before the first lead
    PLAY = "play"  # §7
    MARCH = "march"  # §15.6: the marching makers score the march or take it off the opponents (robson_rules)
    OVER = "over"


def _fixed(value: T | None, unset: str) -> T:
    """A fact a phase always has by then: ``value``, or an AssertionError saying why it is not set."""
    if value is None:
        raise AssertionError(unset)
    return value


class EuchreState(DealState[EuchreRules]):
    """Everything a deal has shown so far; mutated only by :class:`EuchreEngine.apply`."""

    phase: Phase
    deal_result: EuchreDealResult | None

    def __init__(
        self,
        rules: EuchreRules,
        scores: list[Score],
        table: Table,
        dealer: int,
        holdings: Holdings,
        upcard: str | None,
        kitty: list[str] | None,
        *,
        report_breaches: bool = False,
    ):
        super().__init__(rules, scores, report_breaches=report_breaches)
        seats = table.seats
        self.table = table
        self.dealer = dealer
        self.eldest = (dealer + 1) % seats
        self.holdings = holdings
        self.upcard = upcard
        self.cards_left = [table.hand_size] * seats
        self.blind_call = upcard is not None and upcard == table.benny
        # §4.1, §15.3: each round of bidding runs from first_to_speak round to last_to_speak
        self.first_to_speak = dealer if rules.dealer_speaks_first else self.eldest
        self.last_to_speak = (self.first_to_speak - 1) % seats
        self.phase = Phase.AUCTION if table.auction else Phase.BIDDING_ROUND_1
        self.seat_to_act: int | None = dealer if self.blind_call else self.first_to_speak
        if rules.robson_rules and upcard is not None and rank(upcard) == "J":
            self.phase, self.seat_to_act = Phase.BLIND_LONER, dealer
        # §16: the auction: the highest bid and its seat (the maker to be), the passes since it, who may still speak
        self.contract: int | None = None
        self.high_bidder: int | None = None
        self.passes_in_a_row = 0
        self.to_stay_or_drop: list[int] = []  # §16.3, §17.1: the seats still to say whether they stay in
        self.declarer: int | None = None  # §17.3: the seat that said "I declare" (declare_march)
        self.blind_loner = False  # §15.6: the dealer went alone blind
        self.kitty = kitty  # face down under the upcard, when the deal gives it (§15.7 exchanges its last three)
        self.kitty_exchanged = False
        self.to_show: list[int] = []  # §15.7: the seats still to be asked whether they show their hand
        self.shown: list[ShownHand] = []  # §15.7: the hands shown, public
        self.march_points: list[int] = []  # §15.6: a march's points, while the makers choose how to take them
        self.turned_down = False
        self.trump: str | None = None
        self.trump_suit: str | None = None  # the suit that beats the suit led: the trump, none under no trump (§16.2)
        self.order: CardOrder | None = None
        self.maker: int | None = None
        self.partner_ordered_up = False  # the dealer's partner ordered the upcard up (§4.1, §15.2)
        self.assisted = False  # the dealer's partner's order_up made the dealer the maker (§4.1)
        # the bid the making-trump rule binds (§15.1): its seat, its action, the bidder's cards then (None: unknown)
        self.bidder: int | None = None
        self.bid_index: int | None = None
        self.bid_cards: list[str] | None = None
        self.lone_maker: int | None = None  # the makers' seat playing alone: the maker, or after an assist either
        self.lone_defender: int | None = None
        self.active = [True] * seats
        self.next_active: list[int] = []
        self.players_in_trick = seats
        self.upcard_in_hand = False  # the dealer picked the upcard up and still holds it
        self.discarded: str | None = None  # face down: the dealer's eyes only
        self.defenders_to_ask: list[int] = []
        self.tricks = Tricks()
        self.may_play: list[str] | None = None  # the cards the seat to act may play, once worked out this turn
        self.tricks_won = [0] * seats
        # unknown hands: the suits a seat's plays said it lacked, until a later play proves it held one
        self.claims: list[list[Claim]] = [[] for _ in range(seats)]
        self.revoking_sides: set[int] = set()

    @property
    def trump_order(self) -> CardOrder:
        """The card order under trump: set once the bidding fixes trump, as every later phase has it (checked
        here rather than by :func:`_fixed`: the play asks for it at every card)."""
        if self.order is None:
            raise AssertionError("trump is not fixed yet")
        return self.order

    @property
    def turned_card(self) -> str:
        """The upcard, in the phases of the order-up deal, which always turns one up; an auction deals none (§16.1)."""
        return _fixed(self.upcard, "an auction deal turns no card up")

    @property
    def upcard_suit(self) -> str:
        return self.turned_card[1]

    @property
    def maker_seat(self) -> int:
        """The maker: set once the bidding fixes trump, as every later phase has it."""
        return _fixed(self.maker, "trump is not fixed yet")

    @property
    def maker_alone(self) -> bool:
        """The makers play with one seat (the maker's lone hand, or a lone hand after an assist)."""
        return self.lone_maker is not None

    @property
    def someone_alone(self) -> bool:
        return self.maker_alone or self.lone_defender is not None

    def seats_from_eldest(self) -> list[int]:
        seats = self.table.seats
        return [(self.eldest + k) % seats for k in range(seats)]
