"""Who holds what in a Ramino hand, when some hands are unknown.

Wraps the shared :class:`Holdings` with what Ramino adds: hand sizes change all the time, and
an unknown hand may hold cards known to be there (a named draw, the top discard, a joker won
back from the table).  Laying or discarding those does not "see" a card a second time.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ...cards import Deck
from ...engine import Forkable, Holdings, IllegalAction


class Hands(Forkable):
    def __init__(self, deck: Deck, hands: list[list[str] | None], sizes: list[int], stock: Iterable[str] = ()):
        self.holdings = Holdings(deck, hands, also_seen=stock)
        self.sizes = list(sizes)
        self.shown: list[Counter[str]] = [Counter() for _ in hands]
        self.held: list[tuple[str, ...] | None] = [None for _ in hands]  # :meth:`cards`, until the hand changes

    def is_known(self, seat: int) -> bool:
        return self.holdings.is_known(seat)

    def cards(self, seat: int) -> tuple[str, ...]:
        """The cards of a hand :meth:`counter` knows (each copy listed), kept until the hand
        changes: the listings of a turn's actions each read them."""
        held = self.held[seat]
        if held is None:
            hand = self.counter(seat)
            assert hand is not None  # a known hand's
            held = self.held[seat] = tuple(hand.elements())
        return held

    def counter(self, seat: int) -> Counter[str] | None:
        """The hand's cards counted, when they are known (None when not): a hand dealt known, or
        an unknown one whose cards are known all the same - each one it showed, or the unseen
        ones all its own (no other unknown hand holds one, nor a stock of unknown order)."""
        hand = self.holdings.hands[seat]
        if hand is not None:
            return hand
        unseen = self.unseen_held(seat)
        if not unseen:
            return +self.shown[seat]
        if self.holdings.unseen_count() != unseen:
            return None
        return self.shown[seat] + self.holdings.unseen_copies()

    def unseen_held(self, seat: int) -> int:
        """How many of an unknown hand's cards are unseen: those it did not show.  The unseen cards
        are shared by the unknown hands (and a stock whose order is unknown): this many of them
        are its own, the rest are the others'."""
        return self.sizes[seat] - sum(self.shown[seat].values())

    def known_after(self, seat: int, cards: Counter[str]) -> tuple[Counter[str], int]:
        """An unknown hand once it gives up ``cards``: the cards it is still known to hold (those it
        showed go first), and how many unseen ones it keeps (below 0: more than it holds)."""
        shown = self.shown[seat]
        return shown - cards, self.unseen_held(seat) - sum(max(0, n - shown[card]) for card, n in cards.items())

    def could_hold(self, seat: int) -> Counter[str]:
        """The copies of each card the seat could hold: its cards, or those it showed and, while it
        holds unseen cards, the unseen copies."""
        hand = self.holdings.hands[seat]
        if hand is not None:
            return +hand
        return self.shown[seat] + self.holdings.unseen_copies() if self.unseen_held(seat) else +self.shown[seat]

    def possible(self, seat: int) -> list[str]:
        """Every card the seat could hold, once each: its cards, or those it showed and, while it
        holds unseen cards, the unseen ones."""
        hand = self.holdings.hands[seat]
        if hand is not None:
            return sorted(card for card, n in hand.items() if n > 0)
        unseen = self.holdings.unseen() if self.unseen_held(seat) else ()
        return sorted(set(unseen) | {c for c, n in self.shown[seat].items() if n})

    def check_remove(self, seat: int, cards: Counter[str]) -> None:
        """Raise IllegalAction unless the seat could give up all of ``cards`` at once: an unknown
        hand gives up the cards it showed, and unseen ones no more than :meth:`unseen_held`."""
        if sum(cards.values()) > self.sizes[seat]:
            raise IllegalAction("card_not_in_hand", cause="hand_size", seat=seat, size=self.sizes[seat])
        hand = self.holdings.hands[seat]
        if hand is None and self.known_after(seat, cards)[1] < 0:
            raise IllegalAction("card_not_in_hand", cause="unseen_held", seat=seat, unseen=self.unseen_held(seat))
        for card, n in cards.items():
            if hand is not None:
                if hand[card] < n:
                    raise IllegalAction("card_not_in_hand", seat=seat, card=card)
                continue
            hidden = n - self.shown[seat][card]
            if hidden > 0 and self.holdings.seen[card] + hidden > self.holdings.deck.copies_of(card):
                raise IllegalAction("card_already_seen", card=card)

    def remove(self, seat: int, cards: Counter[str]) -> None:
        """Take ``cards`` out of the hand (checked first with :meth:`check_remove`)."""
        self.held[seat] = None
        shown = self.shown[seat]
        for card, n in cards.items():
            for _ in range(n):
                if shown.get(card):
                    shown[card] -= 1
                else:
                    self.holdings.take(seat, card)
        self.sizes[seat] -= sum(cards.values())

    def add(self, seat: int, card: str, *, seen: bool) -> None:
        """``card`` joins the hand; ``seen`` when it was already counted as seen (a discard, a joker)."""
        self.held[seat] = None
        self.holdings.give(seat, card, seen=seen)
        if not self.is_known(seat):
            self.shown[seat][card] += 1
        self.sizes[seat] += 1
