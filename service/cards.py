"""Cards and decks.

A card is its canonical code, a plain ``str``: rank then suit (``"AS"``, ``"TH"``,
``"7D"``), or ``"JK"`` for a joker.  Strings keep cards hashable, cheap to compare and
ready for JSON; the helpers below give their parts.

A :class:`Deck` knows which codes exist in a game and how many copies of each, and turns
client input (case-insensitive, ``10`` for ``T``) into canonical codes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable
from typing import Any

from .messages import render_phrase
from .messages.base import Phrase, fault

JOKER = "JK"

FRENCH_SUITS = ("S", "H", "D", "C")
ITALIAN_SUITS = ("D", "C", "S", "B")
FRENCH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
ITALIAN_RANKS = ("A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")

SUIT_NAMES = {
    "french": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "italian": {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"},
}


class CardError(ValueError):
    """A code that is not a card of the deck in use; ``phrase`` says why (:func:`service.messages.fault`)."""

    def __init__(self, phrase: Phrase):
        super().__init__(phrase.key)
        self.phrase = phrase

    def __str__(self) -> str:
        return render_phrase(self.phrase)


def rank(card: str) -> str:
    """The rank letter of a card (``"T"`` for ``"TH"``); ``"JK"`` for a joker."""
    return card if card == JOKER else card[0]


def suit(card: str) -> str | None:
    """The suit letter of a card, or None for a joker."""
    return None if card == JOKER else card[1]


def normalise_code(text: object) -> str:
    """Canonical spelling of a card code, without checking that the card exists.

    >>> normalise_code("10h"), normalise_code("jk"), normalise_code(" as ")
    ('TH', 'JK', 'AS')
    """
    if not isinstance(text, str):
        raise CardError(fault("card_not_string", kind=type(text).__name__))
    code = text.strip().upper()
    if code.startswith("10"):
        code = "T" + code[2:]
    return code


class Deck:
    """The cards a game is played with: each code and the number of its copies.

    Never changed once made (games share their decks); a native class when compiled, as every action's
    card is parsed by it.  Copied and pickled by its constructor (:meth:`__reduce__`)."""

    def __init__(
        self,
        name: str,
        cards: tuple[str, ...],
        copies: int = 1,
        jokers: int = 0,
        suit_names: dict[str, str] | None = None,
    ) -> None:
        self.name = name
        self.cards = cards
        self.copies = copies
        self.jokers = jokers
        self.suit_names: dict[str, str] = {} if suit_names is None else suit_names
        self.members: frozenset[str] = frozenset(cards) | ({JOKER} if jokers else frozenset())
        """Every canonical code of the deck (each once, whatever its copies)."""
        copied = dict.fromkeys(cards, copies)
        copied[JOKER] = jokers
        self._copies = copied  # code -> copies, looked up without a method call

    def __reduce__(self) -> tuple[type[Deck], tuple[str, tuple[str, ...], int, int, dict[str, str]]]:
        return Deck, (self.name, self.cards, self.copies, self.jokers, self.suit_names)

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, {len(self.cards)} cards, copies={self.copies}, jokers={self.jokers})"

    @property
    def size(self) -> int:
        return len(self.cards) * self.copies + self.jokers

    def copies_of(self, card: str) -> int:
        """How many copies of ``card`` the deck holds (0 when it is not in the deck)."""
        return self._copies.get(card, 0)

    def __contains__(self, card: object) -> bool:
        return card in self.members

    def full(self) -> list[str]:
        """Every physical card, copies included, in a fixed order."""
        return [c for c in self.cards for _ in range(self.copies)] + [JOKER] * self.jokers

    def parse(self, text: object) -> str:
        """Canonical code of ``text`` if that card is in this deck, else :class:`CardError`."""
        if type(text) is str and text in self.members:  # fast path: already canonical
            return text
        code = normalise_code(text)
        if code in self.members:
            return code
        if len(code) == 2 and (code in _ANY_CARD or code == JOKER):
            raise CardError(fault("card_outside_deck", card=code, deck=self.name))
        shown = code if len(code) <= 12 else code[:12] + "..."
        raise CardError(fault("not_card_code", code=shown))

    def each_once(self, cards: Collection[Any]) -> bool:
        """Every item a canonical code of the deck, none twice: cards :meth:`check_counts` passes
        without counting (False, not TypeError, for an unhashable item)."""
        try:
            distinct = set(cards)
            return bool(self.copies) and len(distinct) == len(cards) and distinct <= self.members
        except TypeError:
            return False

    def check_counts(self, cards: Collection[str]) -> list[Phrase]:
        """Messages for every card that appears more often than the deck holds it."""
        if self.each_once(cards):
            return []  # each a card of the deck, once: the usual case, settled without counting
        copies = self._copies
        return [
            fault("card_too_many", card=card, count=n, deck=self.name, copies=copies.get(card, 0))
            for card, n in Counter(cards).items()
            if n > copies.get(card, 0)
        ]


_ANY_CARD = frozenset(
    r + s for r in set(FRENCH_RANKS) | set(ITALIAN_RANKS) for s in set(FRENCH_SUITS) | set(ITALIAN_SUITS)
)


def french_deck(name: str, ranks: Iterable[str], *, copies: int = 1, jokers: int = 0) -> Deck:
    ranks = tuple(ranks)
    return Deck(name, tuple(r + s for s in FRENCH_SUITS for r in ranks), copies, jokers, SUIT_NAMES["french"])


def italian_deck(name: str, ranks: Iterable[str]) -> Deck:
    ranks = tuple(ranks)
    return Deck(name, tuple(r + s for s in ITALIAN_SUITS for r in ranks), 1, 0, SUIT_NAMES["italian"])


FRENCH_52 = french_deck("French 52-card", FRENCH_RANKS)
FRENCH_32 = french_deck("French 32-card", ("7", "8", "9", "T", "J", "Q", "K", "A"))
FRENCH_28 = french_deck("French 28-card", ("8", "9", "T", "J", "Q", "K", "A"))
FRENCH_24 = french_deck("French 24-card", ("9", "T", "J", "Q", "K", "A"))
FRENCH_25 = french_deck("French 25-card (24 and a joker)", ("9", "T", "J", "Q", "K", "A"), jokers=1)
DOUBLE_FRENCH_WITH_JOKERS = french_deck("double French with two jokers", FRENCH_RANKS, copies=2, jokers=2)
ITALIAN_40 = italian_deck("Italian 40-card", ITALIAN_RANKS)
ITALIAN_32 = italian_deck("Italian 32-card", ("4", "5", "6", "7", "A", "J", "Q", "K"))
