"""An Ecarté deal in progress, and what is known of the cards in it.

Knowledge is kept per seat as the cards known to be in the hand plus a count of unknown ones,
rather than "known hand or unknown hand": an unknown hand that draws from a known stock, or
declares the trump king, becomes partly known, and an unknown hand becomes fully known once
every unseen card must be in it.  Ecarté's deck holds each card once, so sets do the work.
"""

from __future__ import annotations

from enum import StrEnum

from ...engine import Claim, DealState, IllegalAction, Trick, Tricks
from .reports import EcarteDealResult
from .rules import DECKS, FOLLOW_LAW, HAND_SIZE, STOCK_SIZE, STRENGTH, EcarteRules


class Phase(StrEnum):
    """Where a deal stands; a report gives the coarser ``phase`` of :data:`REPORTED_PHASE`."""

    DECIDE = "decide"  # §4.1: the elder proposes or leads
    ANSWER = "answer"  # §4.2: the dealer accepts or refuses
    ELDER_EXCHANGE = "elder_exchange"  # §4.3
    DEALER_EXCHANGE = "dealer_exchange"  # §4.3
    PLAY = "play"  # §6
    OVER = "over"


REPORTED_PHASE = {
    Phase.DECIDE: "exchange",
    Phase.ANSWER: "exchange",
    Phase.ELDER_EXCHANGE: "exchange",
    Phase.DEALER_EXCHANGE: "exchange",
    Phase.PLAY: "play",
    Phase.OVER: "over",
}


class EcarteState(DealState[EcarteRules]):
    phase: Phase
    deal_result: EcarteDealResult | None

    def __init__(
        self,
        rules: EcarteRules,
        scores: list[int],
        *,
        report_breaches: bool,
        dealer: int,
        hands: list[list[str] | None],
        turn_up: str,
        stock: list[str] | None,
    ):
        super().__init__(rules, scores, report_breaches=report_breaches)
        self.cards = DECKS[rules.deck].cards  # deck order: the order of unseen-card listings
        self.strength = STRENGTH[rules.deck]
        self.law = FOLLOW_LAW[rules.deck]
        self.dealer = dealer
        self.elder = 1 - dealer
        self.turn_up = turn_up
        self.trump = turn_up[1]
        self.trump_king = "K" + self.trump
        self.known: list[list[str]] = [list(hand) if hand is not None else [] for hand in hands]
        self.hidden = [0 if hand is not None else HAND_SIZE for hand in hands]
        self.seen = {turn_up, *self.known[0], *self.known[1], *(stock or ())}
        self.stock = stock  # known stock, top first; None when unknown
        self.stock_drawn = 0
        self.stock_left = STOCK_SIZE
        self.discards: list[list[str]] = [[], []]
        self.phase = Phase.DECIDE
        self.seat_to_act: int | None = self.elder
        self.proposed = False
        self.proposals = 0
        self.exchange_rounds = 0
        self.flagged: int | None = None
        self.king_declared_by: int | None = None
        self.false_declared = [False, False]
        self.deal_points = [0, 0]
        self.king_points = [0, 0]
        self.tricks = Tricks()
        self.tricks_won = [0, 0]
        self.has_played = [False, False]
        self.claims: list[list[Claim]] = [[], []]
        self.revokes = [0, 0]
        self.stake_multiplier: int | None = None

    def set_phase(self, phase: Phase, seat_to_act: int | None) -> None:
        self.phase = phase
        self.seat_to_act = seat_to_act

    def open_trick(self) -> Trick | None:
        """The trick waiting for its second card, if any."""
        return self.tricks.open

    # -- what each seat may hold -------------------------------------------------------------
    def unseen(self) -> list[str]:
        seen = self.seen
        return [card for card in self.cards if card not in seen]

    def could_hold(self, seat: int) -> list[str]:
        """Every card the seat may hold: its known cards, and any unseen card while some are unknown."""
        if self.hidden[seat]:
            return self.known[seat] + self.unseen()
        return self.known[seat]

    def hand_size(self, seat: int) -> int:
        return len(self.known[seat]) + self.hidden[seat]

    def locate(self, seat: int, cards: list[str] | tuple[str, ...]) -> list[str]:
        """The cards among ``cards`` that must come from the seat's unknown ones.

        IllegalAction when a card cannot be in the hand: ``card_not_in_hand`` for a known hand
        (or one with no unknown card left), ``card_already_seen`` for a card seen elsewhere.
        """
        known = self.known[seat]
        free = self.hidden[seat]
        from_hidden = []
        for card in cards:
            if card in known:
                continue
            if free and card not in self.seen:
                from_hidden.append(card)
                free -= 1
            elif self.hidden[seat] and card in self.seen:
                raise IllegalAction("card_already_seen", card=card)
            else:
                raise IllegalAction("card_not_in_hand", seat=seat, card=card)
        return from_hidden

    def take(self, seat: int, cards: list[str] | tuple[str, ...], from_hidden: list[str]) -> None:
        """``cards`` leave the seat's hand (located first with :meth:`locate`)."""
        known = self.known[seat]
        for card in cards:
            if card in known:
                known.remove(card)
        if from_hidden:
            self.hidden[seat] -= len(from_hidden)
            self.seen.update(from_hidden)

    def reveal(self) -> tuple[int, list[str]] | None:
        """Pin down a partly unknown hand when every unseen card must be in it.

        Unseen cards lie in the hands' unknown parts and in an unknown stock; when only one
        hand has unknown cards and the stock is known or empty, they are all in that hand.
        Returns the seat and the cards now known, or None.
        """
        first, second = self.hidden
        if (first == 0) == (second == 0) or (self.stock is None and self.stock_left):
            return None
        seat = 0 if first else 1
        cards = self.unseen()
        self.known[seat].extend(cards)
        self.seen.update(cards)
        self.hidden[seat] = 0
        return seat, cards
