"""Card and hand values of Sette e Mezzo, in exact arithmetic.

Values are kept in *halves* (an ace is 2, a figure 1, 7 1/2 is 15) so no float ever decides a
bust; :func:`points` turns halves back into the number a client reads (``7.5``, ``7``).

>>> v = value_hand(["5C", "JB", "KD"], "KD", 14, triple_any=True)
>>> points(v.halves), v.bust, v.special, points(v.matta_halves)
(7.5, False, None, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Forkable
from .reports import HandValueFields

SEVEN_AND_HALF = 15
"""7 1/2 in halves: the target, and the highest value that is not bust."""

CARD_HALVES = {"A": 2, "2": 4, "3": 6, "4": 8, "5": 10, "6": 12, "7": 14, "J": 1, "Q": 1, "K": 1}
"""Face value of a card by rank, in halves: ace 1, 2-7 face value, figures 1/2 (rules 1.2)."""

MATTA_HALVES = (1, 2, 4, 6, 8, 10, 12, 14)
"""What the matta may stand for: 1/2 or any whole number 1-7 (rules 1.3)."""

TRIPLE = "triple"
EMBLEE = "emblee"
MULTIPLIER = {None: 1, EMBLEE: 2, TRIPLE: 3}
"""How many stakes a hand wins or collects (rules 6): plain x1, d'emblée x2, triplé x3."""


class HandValue(Forkable):
    """A valued hand: ``halves``, ``bust``, ``special`` (triple/emblee/None), ``matta_halves``."""

    __slots__ = ("halves", "bust", "special", "matta_halves")

    def __init__(self, halves: int, bust: bool, special: str | None, matta_halves: int | None):
        self.halves = halves
        self.bust = bust
        self.special = special
        self.matta_halves = matta_halves

    @property
    def multiplier(self) -> int:
        return MULTIPLIER[self.special]

    def strength(self, natural_beats_plain: bool, triple_beats_emblee: bool) -> int:
        """Rank for comparison (rules 1.7): bust < 1/2 < ... < 7 < 7 1/2.

        Among the 7 1/2: ``natural_beats_plain`` puts every two-card one (d'emblée and triplé
        alike) above a plain one; ``triple_beats_emblee`` puts a triplé above every other.
        """
        if self.bust:
            return -1
        if self.halves != SEVEN_AND_HALF:
            return self.halves
        natural = natural_beats_plain and self.special is not None
        triple = triple_beats_emblee and self.special == TRIPLE
        return SEVEN_AND_HALF + natural + triple

    def as_json(self) -> HandValueFields:
        return {
            "value": points(self.halves),
            "bust": self.bust,
            "special": self.special,
            "matta_value": None if self.matta_halves is None else points(self.matta_halves),
        }


def points(halves: int | None) -> int | float | None:
    """A value in halves as the number clients read: 15 -> 7.5, 14 -> 7."""
    if halves is None:
        return None
    return halves // 2 if halves % 2 == 0 else halves / 2


def best_matta(rest: int) -> int:
    """The matta at its best beside cards worth ``rest`` halves (rules 1.4).

    The largest of 1/2, 1, ..., 7 that keeps the hand at 7 1/2 or under; 1/2 when even that
    is over (the hand is then bust).
    """
    if rest % 2:  # a half: a whole matta reaches exactly 7 1/2
        return SEVEN_AND_HALF - rest if rest < SEVEN_AND_HALF else 1
    if rest < 14:  # a whole sum up to 6: the matta makes it 7
        return 14 - rest
    return 1  # a whole 7 takes the matta as 1/2; above that the hand is bust


def is_triple(first: str, second: str, matta: str | None, triple_any: bool) -> bool:
    """A triplé (rules 1.6): two sevens, or a seven with the matta (``seven_first``: 7 dealt first)."""
    first_seven = first[0] == "7"
    if first_seven and second[0] == "7":
        return True
    if matta is None:
        return False
    return (first_seven and second == matta) or (triple_any and first == matta and second[0] == "7")


def value_hand(cards: Sequence[str], matta: str | None, lone_matta_halves: int, triple_any: bool) -> HandValue:
    """The value of a hand, the matta taken at its best (rules 1.3-1.6)."""
    rest = 0
    holds_matta = False
    for card in cards:
        if card == matta:
            holds_matta = True
        else:
            rest += CARD_HALVES[card[0]]
    two_cards = len(cards) == 2
    if two_cards and is_triple(cards[0], cards[1], matta, triple_any):
        return HandValue(SEVEN_AND_HALF, False, TRIPLE, 14 if holds_matta else None)
    if not holds_matta:
        matta_halves = None
        halves = rest
    elif len(cards) == 1:
        matta_halves = halves = lone_matta_halves
    else:
        matta_halves = best_matta(rest)
        halves = rest + matta_halves
    special = EMBLEE if two_cards and halves == SEVEN_AND_HALF else None
    return HandValue(halves, halves > SEVEN_AND_HALF, special, matta_halves)
