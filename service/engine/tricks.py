"""Trick-taking helpers shared by Ecarté and Euchre.

A game supplies ``suit_of`` (the effective suit of a card: Euchre's left bower is a trump)
and ``strength`` (a number ordering cards within a suit, higher wins).

A deal's tricks are a list of :class:`Trick`: a trick is listed from its lead on, so the list
never holds an empty trick, and only its last trick may be open (no winner yet).  Between
tricks the next leader is simply the seat to act.  :func:`open_trick` and
:func:`play_to_trick` are the one way both games read and extend that list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

SuitOf = Callable[[str], str]
Strength = Callable[[str], int]


@dataclass
class Trick:
    leader: int
    plays: list[tuple[int, str]] = field(default_factory=list)
    winner: int | None = None

    @property
    def led_card(self) -> str | None:
        return self.plays[0][1] if self.plays else None

    def as_json(self) -> dict:
        return {
            "leader": self.leader,
            "plays": [{"seat": seat, "card": card} for seat, card in self.plays],
            "winner": self.winner,
        }


def open_trick(tricks: list[Trick]) -> Trick | None:
    """The trick being played (the last one, while it has no winner); None before a lead."""
    return tricks[-1] if tricks and tricks[-1].winner is None else None


def play_to_trick(tricks: list[Trick], seat: int, card: str) -> Trick:
    """Add ``seat``'s card to the open trick, or list a new trick that this card leads."""
    trick = open_trick(tricks)
    if trick is None:
        trick = Trick(seat)
        tricks.append(trick)
    trick.plays.append((seat, card))
    return trick


def winning_play(plays: list[tuple[int, str]], trump: str | None, suit_of: SuitOf, strength: Strength) -> int:
    """The seat whose card wins: the best trump, else the best card of the led suit.

    Only a higher card of the suit now winning, or a first trump over the led suit, takes the
    lead (every trick is judged this way on every replay, so no key tuple is built per card).
    """
    best_seat, best_card = plays[0]
    best_suit = suit_of(best_card)
    best_strength = strength(best_card)
    for seat, card in plays[1:]:
        card_suit = suit_of(card)
        if card_suit == best_suit:
            card_strength = strength(card)
            if card_strength > best_strength:
                best_seat, best_strength = seat, card_strength
        elif card_suit == trump:
            best_seat, best_suit, best_strength = seat, card_suit, strength(card)
    return best_seat


def cards_of_suit(cards: Iterable[str], wanted: str, suit_of: SuitOf) -> list[str]:
    """The cards of ``cards`` whose effective suit is ``wanted``."""
    return [c for c in cards if suit_of(c) == wanted]
