"""Trick-taking helpers shared by Ecarté and Euchre.

A game supplies ``suit_of`` (the effective suit of a card: Euchre's left bower is a trump)
and ``strength`` (a number ordering cards within a suit, higher wins).

A deal's tricks are a :class:`Tricks`, a sequence of :class:`Trick`: a trick is listed from its lead
on, so it never holds an empty trick, and only its last trick may be open (no winner yet),
which the list keeps as ``open``.  Between tricks the next leader is simply the seat to act.
:meth:`Tricks.play` and :meth:`Tricks.close` are the one way both games extend that list.

The follower's duty is one function for both games (:func:`follow_duty`, :func:`playable`): a
game's :class:`FollowLaw` says which duties it has.  A hand with unknown cards is judged by its
known cards (a lower bound); what its card implied it lacked is kept as a :class:`Claim`, which
a later card of that hand can prove false (:func:`prove_claims`): a revoke proven from a hidden
hand.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Final

from .forks import Forkable
from .reports import Lack, LegalAction, TrickJson

SuitOf = Callable[[str], str | None]


class Trick(Forkable):
    """One trick: its leader, its plays in order (seat, card), and its winner once closed.  Its own
    ``__init__`` (not a dataclass's, which mypyc leaves to run as Python): every trick of every deal
    builds one."""

    def __init__(self, leader: int) -> None:
        self.leader = leader
        self.plays: list[tuple[int, str]] = []
        self.winner: int | None = None

    @property
    def led_card(self) -> str | None:
        return self.plays[0][1] if self.plays else None

    def as_json(self) -> TrickJson:
        return {
            "leader": self.leader,
            "plays": [{"seat": seat, "card": card} for seat, card in self.plays],
            "winner": self.winner,
        }


class Tricks(Forkable):
    """A deal's tricks in the order led, read as a sequence (``len``, an index, iteration); ``open`` is the
    trick being played (the last one, until it is closed with its winner), None before a lead - kept, not
    searched for, as every card asks.  It holds its list rather than being one, so that it compiles as a
    native class."""

    def __init__(self) -> None:
        self.listed: list[Trick] = []
        self.open: Trick | None = None

    def __len__(self) -> int:
        return len(self.listed)

    def __getitem__(self, index: int) -> Trick:
        return self.listed[index]

    def __iter__(self) -> Iterator[Trick]:
        return iter(self.listed)

    def play(self, seat: int, card: str) -> Trick:
        """Add ``seat``'s card to the open trick, or list a new trick that this card leads."""
        trick = self.open
        if trick is None:
            trick = self.open = Trick(seat)
            self.listed.append(trick)
        trick.plays.append((seat, card))
        return trick

    def close(self, winner: int) -> None:
        """The open trick is won by ``winner``; the next card leads a new one."""
        trick = self.open
        assert trick is not None, "no trick is being played"
        trick.winner = winner
        self.open = None


def play_entries(cards: Iterable[str], seats: int) -> list[dict[str, LegalAction]]:
    """Each seat's play of each card as a listing of plays gives it, by seat then card: made once per deck
    and table, so that every listing hands out these same entries (read-only, :data:`LegalAction`) rather
    than building a dict per card at every turn."""
    cards = list(cards)
    return [{card: {"seat": seat, "type": "play", "card": card} for card in cards} for seat in range(seats)]


def winning_play(plays: list[tuple[int, str]], trump: str | None, suit_of: SuitOf, strength: dict[str, int]) -> int:
    """The seat whose card wins: the best trump, else the best card of the led suit.

    Only a higher card of the suit now winning, or a first trump over the led suit, takes the
    lead (every trick is judged this way on every replay, so no key tuple is built per card).
    ``strength`` is the game's table itself, read by compiled dict look-ups rather than through
    a bound ``__getitem__`` called per card.
    """
    best_seat, best_card = plays[0]
    best_suit = suit_of(best_card)
    best_strength = strength[best_card]
    for seat, card in plays[1:]:
        card_suit = suit_of(card)
        if card_suit == best_suit:
            card_strength = strength[card]
            if card_strength > best_strength:
                best_seat, best_strength = seat, card_strength
        elif card_suit == trump:
            best_seat, best_suit, best_strength = seat, card_suit, strength[card]
    return best_seat


# The duties a follower can owe, weakest first (``Final``: compiled, constants rather than look-ups
# in the module's namespace at every card).
FREE: Final = 0
TRUMP: Final = 1
FOLLOW: Final = 2
OVERTAKE: Final = 3


class FollowLaw(Forkable):
    """What a follower owes the led card: a card of its suit when he holds one; with ``overtake``
    (Ecarté) a higher one of it when he holds one; with ``must_trump`` (Ecarté), void in it, a
    trump when he holds one.  ``suit_of`` and ``strength`` map every card of the deck.

    Worked out once per law: the cards of each suit (``suit_cards``) and the cards above each card in
    its suit (``cards_above``), so that a duty is a set intersection, not a loop over the hand.  Never
    changed once made (a table or a deck shares one); a native class, as the follow duty reads it at
    every card."""

    def __init__(
        self, suit_of: Mapping[str, str], strength: Mapping[str, int], overtake: bool = False, must_trump: bool = False
    ) -> None:
        self.suit_of = suit_of
        self.strength = strength
        self.overtake = overtake
        self.must_trump = must_trump
        by_suit: dict[str, set[str]] = {}
        for card, card_suit in suit_of.items():
            by_suit.setdefault(card_suit, set()).add(card)
        self.suit_cards: dict[str, frozenset[str]] = {s: frozenset(cards) for s, cards in by_suit.items()}
        self.cards_above: dict[str, frozenset[str]] = {
            card: frozenset(other for other in by_suit[card_suit] if strength[other] > strength[card])
            for card, card_suit in suit_of.items()
        }


def follow_duty(law: FollowLaw, cards: Collection[str], led: str, trump: str | None) -> int:
    """The strongest duty ``cards`` (the follower's known cards) put on the follower of ``led``."""
    if law.overtake and _holds_any(cards, law.cards_above[led]):
        return OVERTAKE
    if _holds_any(cards, law.suit_cards[law.suit_of[led]]):
        return FOLLOW
    if law.must_trump and trump is not None and _holds_any(cards, law.suit_cards.get(trump, frozenset())):
        return TRUMP
    return FREE


def _holds_any(cards: Collection[str], among: frozenset[str]) -> bool:
    """Whether any of ``cards`` is one of ``among`` (``not among.isdisjoint(cards)``, as a loop: compiled,
    a set method is a call by name, dearer than the follower's few cards looked up)."""
    for card in cards:
        if card in among:
            return True
    return False


def playable(law: FollowLaw, cards: list[str], known: Collection[str], led: str, trump: str | None) -> list[str]:
    """The cards among ``cards`` that a follower whose known cards are ``known`` may play to ``led``:
    those meeting the strongest duty ``known`` put on him, or any stronger one his unknown cards
    could add (a card of the led suit meets a duty to trump).  The listing of plays gives it every
    card the seat may hold; the check of a play, its one card."""
    level = follow_duty(law, known, led, trump)
    if level == FREE:
        return cards
    if level == OVERTAKE:
        meeting = law.cards_above[led]
    else:
        meeting = law.suit_cards[law.suit_of[led]]
        if level == TRUMP and trump is not None:  # a duty to trump has a trump
            meeting = meeting | law.suit_cards[trump]
    return [card for card in cards if card in meeting]


class Claim(Forkable):
    """What a follower with unknown cards implied by his card: that he held no card of ``suit``
    stronger than ``above``, one test (rule, suit, above) per duty he might have broken; ``facts``
    are the game's own (the card, the trick).

    No card joins a hand during trick play, so any later card of his that fails a test was
    already in his hand: the revoke is proven.
    """

    __slots__ = ("action_index", "tests", "facts", "proven")

    def __init__(self, action_index: int | None, tests: list[tuple[str, str, int]], **facts: object):
        self.action_index = action_index
        self.tests = tests
        self.facts = facts
        self.proven = False


def implied_tests(law: FollowLaw, card: str, led: str, trump: str | None) -> list[tuple[str, str, int]]:
    """What following ``led`` with ``card`` says the follower lacked: (rule, suit, above strength)."""
    suit_of = law.suit_of
    led_suit = suit_of[led]
    card_suit = suit_of[card]
    if card_suit != led_suit:
        tests = [("must_follow_suit", led_suit, -1)]
        if law.must_trump and trump is not None and card_suit != trump and led_suit != trump:
            tests.append(("must_trump", trump, -1))
        return tests
    if law.overtake and law.strength[card] < law.strength[led]:
        return [("must_overtake", led_suit, law.strength[led])]
    return []


def lacked(law: FollowLaw, claims: Iterable[Claim]) -> list[Lack]:
    """What a hidden hand's plays say it lacked, as a report shows it: each test of each claim no
    card has proven false, the strength it held nothing above named by the card that has it."""
    card_at = {(law.suit_of[card], strength): card for card, strength in law.strength.items()}
    return [
        {"action_index": claim.action_index, "rule": rule, "suit": suit, "above": card_at.get((suit, above))}
        for claim in claims
        if not claim.proven
        for rule, suit, above in claim.tests
    ]


def prove_claims(law: FollowLaw, claims: list[Claim], cards: Iterable[str]) -> list[tuple[Claim, str, str]]:
    """The claims that ``cards`` (held all along) prove false, each once and marked proven:
    (claim, the rule broken, the card that proves it), in the order the claims were made."""
    cards = list(cards)
    suit_of, strength = law.suit_of, law.strength
    found = []
    for claim in claims:
        if claim.proven:
            continue
        for rule, lacked_suit, above in claim.tests:
            proof = next((c for c in cards if suit_of[c] == lacked_suit and strength[c] > above), None)
            if proof is not None:
                claim.proven = True
                found.append((claim, rule, proof))
                break
    return found
