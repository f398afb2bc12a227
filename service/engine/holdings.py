"""Who holds what, when some hands may be unknown.

A seat's hand is a known multiset of cards, or unknown (None).  Every card that has shown
itself - dealt into a known hand, played, discarded, turned up - is *seen*; a card played
from an unknown hand must be one the deck still has an unseen copy of.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..cards import Deck
from .errors import IllegalAction
from .forks import Forkable


class Holdings(Forkable):
    def __init__(self, deck: Deck, hands: list[list[str] | None], also_seen: Iterable[str] = ()):
        self.deck = deck
        self.hands: list[Counter[str] | None] = [None if h is None else _counted(h) for h in hands]
        self._dealt_seen = [card for hand in hands if hand is not None for card in hand]
        self._dealt_seen += also_seen
        self._seen: Counter[str] | None = None

    @property
    def seen(self) -> Counter[str]:
        """The copies of each card seen so far: counted when first asked (a deal whose hands are all
        known never asks)."""
        if self._seen is None:
            self._seen = Counter(self._dealt_seen)
        return self._seen

    def is_known(self, seat: int) -> bool:
        return self.hands[seat] is not None

    def holds(self, seat: int, card: str) -> bool:
        hand = self.hands[seat]
        return hand is not None and hand[card] > 0

    def cards_of(self, seat: int) -> list[str]:
        """The known cards of a seat (empty for an unknown hand), each copy listed."""
        hand = self.hands[seat]
        return [] if hand is None else list(hand.elements())

    def unseen(self) -> list[str]:
        """Every card of the deck with a copy not yet seen, in deck order, once each."""
        return [c for c in dict.fromkeys(self.deck.full()) if self.seen[c] < self.deck.copies_of(c)]

    def unseen_count(self) -> int:
        """How many physical cards are still unseen (every copy counted)."""
        return self.deck.size - sum(self.seen.values())

    def unseen_copies(self) -> Counter[str]:
        """The unseen copies of each card (those with none left out)."""
        seen, deck = self.seen, self.deck
        return Counter({c: deck.copies_of(c) - seen[c] for c in self.unseen()})

    def is_unseen(self, card: str) -> bool:
        return self.seen[card] < self.deck.copies_of(card)

    def see(self, card: str) -> None:
        """A card comes into view from outside any known hand (a draw, a turn-up)."""
        if not self.is_unseen(card):
            raise IllegalAction("card_already_seen", card=card)
        self.seen[card] += 1

    def give(self, seat: int, card: str, *, seen: bool = False) -> None:
        """``card`` joins a seat's hand; ``seen`` when it was already counted (a turn-up)."""
        if not seen:
            self.see(card)
        hand = self.hands[seat]
        if hand is not None:
            hand[card] += 1

    def take(self, seat: int, card: str) -> None:
        """``card`` leaves a seat's hand (played or discarded); checks that it could be there."""
        hand = self.hands[seat]
        if hand is not None:
            held = hand.get(card, 0)  # compiled, a dict's own look-up: Counter's subscript goes through its slot
            if held <= 0:
                raise IllegalAction("card_not_in_hand", seat=seat, card=card)
            if held == 1:
                hand.pop(card)  # dict's own: Counter's __delitem__ is a Python-level wrapper
            else:
                hand[card] = held - 1
        else:
            self.see(card)


def _counted(cards: list[str]) -> Counter[str]:
    """``Counter(cards)``; a hand holding each card once (every deck of one copy) is counted into a
    plain dict, copied in at C level by dict's own update into a Counter made without its
    Python-level ``__init__`` (which would call its Python-level ``update`` and its Mapping check):
    setting a Counter's items one by one would go through the slot its Python-level ``__delitem__``
    puts on every item assignment (a deal counts every hand)."""
    once: dict[str, int] = {}
    for card in cards:
        if card in once:
            return Counter(cards)
        once[card] = 1
    counted: Counter[str] = Counter.__new__(Counter)
    dict.update(counted, once)
    return counted
