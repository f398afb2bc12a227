"""The card order a made trump gives and the table a deal plays by, worked out once per rules
object (§2, §7.2, §16.2), so that play only does dictionary look-ups.

:func:`table_for` turns resolved :class:`~.rules.EuchreRules` into a :class:`Table`: the deck, the
seat and hand counts, and for each trump suit (and no-trump declaration) a :class:`CardOrder`, every
card's effective suit and strength.  Native classes when compiled: every card played reads them.
They are never changed once made (deals share them).
"""

from __future__ import annotations

from ...cards import Deck
from ...engine import FollowLaw, Forkable
from ...engine.tricks import play_entries
from .rules import (
    BENNY_STRENGTH,
    LEFT_BOWER_STRENGTH,
    NO_TRUMPS,
    PLAIN_ORDER,
    RIGHT_BOWER_STRENGTH,
    SAME_COLOUR,
    SUITS,
    EuchreRules,
    check_consistency,
    euchre_deck,
    hand_size,
    partnerships,
)


class CardOrder(Forkable):
    """Once trump is fixed: each card's effective suit and its strength within that suit, and the
    duty to follow the effective suit led (§7.2), without Ecarté's duties to overtake or trump.

    ``trump`` is what was made: a suit, or under an auction no trump ``high`` or ``low`` (§16.2), where
    ``trump_suit`` is None: no card beats the suit led."""

    def __init__(
        self, trump: str, trump_suit: str | None, suit_of: dict[str, str], strength: dict[str, int], law: FollowLaw
    ) -> None:
        self.trump = trump
        self.trump_suit = trump_suit
        self.suit_of = suit_of
        self.strength = strength
        self.law = law


def card_order(cards: tuple[str, ...], trump: str, benny: str | None) -> CardOrder:
    """Bowers and the benny join trump; every other card keeps its printed suit (§2)."""
    right_bower, left_bower = "J" + trump, "J" + SAME_COLOUR[trump]
    suit_of, strength = {}, {}
    for card in cards:
        if card == benny:
            suit_of[card], strength[card] = trump, BENNY_STRENGTH
        elif card == right_bower:
            suit_of[card], strength[card] = trump, RIGHT_BOWER_STRENGTH
        elif card == left_bower:
            suit_of[card], strength[card] = trump, LEFT_BOWER_STRENGTH
        else:
            suit_of[card], strength[card] = card[1], PLAIN_ORDER.index(card[0])
    return CardOrder(trump, trump, suit_of, strength, FollowLaw(suit_of, strength))


def no_trump_order(cards: tuple[str, ...], declared: str) -> CardOrder:
    """§16.2: no trump, no bowers: every card keeps its printed suit; ``high`` ranks A K Q J T 9 (the plain
    order), ``low`` turns it over, the nine best."""
    suit_of = {card: card[1] for card in cards}
    plain = {card: PLAIN_ORDER.index(card[0]) for card in cards}
    strength = plain if declared == "high" else {card: -value for card, value in plain.items()}
    return CardOrder(declared, None, suit_of, strength, FollowLaw(suit_of, strength))


class Table(Forkable):
    """What a deal needs to know of its rules, precomputed: ``partnerships``, four players in two teams
    (:func:`~.rules.partnerships`); ``auction``, trump made by an auction for tricks (bid euchre, §16);
    ``sides``, the entries of ``scores`` (two teams, or one per seat); ``plays``, each seat's play of each card
    as the listing of plays gives it (:func:`~service.engine.tricks.play_entries`)."""

    def __init__(
        self,
        rules: EuchreRules,
        seats: int,
        hand_size: int,
        kitty_size: int,
        deck: Deck,
        benny: str | None,
        orders: dict[str, CardOrder],
        partnerships: bool,
        auction: bool,
        sides: int,
    ) -> None:
        self.rules = rules
        self.seats = seats
        self.hand_size = hand_size
        self.hand_sizes = (hand_size,) * seats
        self.kitty_size = kitty_size
        self.deck = deck
        self.benny = benny
        self.orders = orders
        self.partnerships = partnerships
        self.auction = auction
        self.sides = sides
        self.plays = play_entries(deck.full(), seats)

    def side(self, seat: int) -> int:
        """The entry of ``scores`` a seat plays for: its team, or itself three-handed or individual."""
        return seat % 2 if self.partnerships else seat


_TABLES: dict[int, tuple[EuchreRules, Table]] = {}


def table_for(rules: EuchreRules) -> Table:
    """The table for ``rules`` (validated once, then cached per rules object)."""
    cached = _TABLES.get(id(rules))
    if cached is not None and cached[0] is rules:
        return cached[1]
    check_consistency(rules)
    deck = euchre_deck(rules)
    benny = rules.benny_card if rules.benny else None
    seats, dealt = rules.players, hand_size(rules, deck.size)
    cards = tuple(deck.full())
    orders = {trump: card_order(cards, trump, benny) for trump in SUITS}
    orders.update({declared: no_trump_order(cards, declared) for declared in NO_TRUMPS[rules.no_trump]})
    auction, teams = rules.bidding == "auction", partnerships(rules)
    table = Table(
        rules,
        seats,
        dealt,
        deck.size - seats * dealt - (0 if auction else 1),
        deck,
        benny,
        orders,
        teams,
        auction,
        2 if teams else seats,
    )
    if len(_TABLES) >= 256:
        _TABLES.clear()
    _TABLES[id(rules)] = (rules, table)
    return table
