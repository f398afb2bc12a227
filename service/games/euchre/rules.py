"""Euchre's options, presets and the card order they give (§1, §2, §10).

:func:`table_for` turns resolved :class:`Rules` into a :class:`Table`: the deck, the seat and
hand counts, and for each trump suit a :class:`CardOrder` (every card's effective suit and
strength), computed once per rules object so that play only does dictionary look-ups.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ...cards import FRENCH_24, FRENCH_28, FRENCH_32, JOKER, SUIT_NAMES, Deck
from ...engine import FollowLaw, InvalidInput, Option, RuleBook, Rules, Variant

SUITS = ("S", "H", "D", "C")
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
PLAIN_ORDER = ("7", "8", "9", "T", "J", "Q", "K", "A")  # low to high; a plain suit and trump below the bowers
HAND_SIZE = {4: 5, 3: 7}
DECKS = {24: FRENCH_24, 28: FRENCH_28, 32: FRENCH_32}

BENNY_STRENGTH, RIGHT_BOWER_STRENGTH, LEFT_BOWER_STRENGTH = 12, 11, 10


def _packets(value: Any) -> Any:
    if not value or any(type(p) is not int or p < 1 for p in value):
        raise ValueError("must be a non-empty list of positive packet sizes, e.g. [3, 2]")
    return value


OPTIONS = (
    Option(
        "players",
        "integer",
        4,
        "Seats at the table: 4 (two teams of partners) or 3 (three-handed, each alone)",
        choices=(3, 4),
    ),
    Option(
        "deck",
        "integer",
        24,
        "Cards in the pack before any benny: 24 (9-A), 28 (8-A) or 32 (7-A)",
        choices=(24, 28, 32),
    ),
    Option(
        "benny", "boolean", False, "A benny (best bower) is the highest trump; as the upcard it forces a blind call"
    ),
    Option(
        "benny_card",
        "string",
        JOKER,
        "The card that is the benny: the joker JK, or 2S standing in for it",
        choices=(JOKER, "2S"),
    ),
    Option(
        "points_to_win",
        "integer",
        10,
        "Points that win the match, checked after each complete deal (at most 100)",
        minimum=1,
        maximum=100,
    ),
    Option(
        "stick_the_dealer",
        "boolean",
        False,
        "After two rounds of passes the dealer must call a trump instead of throwing the deal in",
    ),
    Option(
        "assist_makes_dealer_maker",
        "boolean",
        False,
        "Round 1: an order_up by the dealer's partner (the assist) makes the dealer the maker (1844 rules); "
        "the assister may go alone with it, or else the dealer with the discard",
    ),
    Option("canadian_loner", "boolean", False, "The dealer's partner may order up in round 1 only by going alone"),
    Option(
        "defend_alone",
        "string",
        "off",
        "Who may defend alone: nobody (off), a defender against a lone maker (vs_loner), any defender (any)",
        choices=("off", "vs_loner", "any"),
    ),
    Option(
        "loner_lead",
        "string",
        "eldest",
        "First lead when the maker is alone: eldest (or next active seat), or the seat left of the loner",
        choices=("eldest", "left_of_loner"),
    ),
    Option("dealer_may_discard_upcard", "boolean", False, "The dealer may discard the upcard just picked up"),
    Option(
        "euchred_loner_points",
        "integer",
        2,
        "Defenders' points for euchring a lone maker (at most 10)",
        minimum=1,
        maximum=10,
    ),
    Option(
        "deal_packets",
        "array",
        (3, 2),
        "Packet sizes dealt round by round from eldest (three-handed: 4, 3)",
        check=_packets,
    ),
    Option(
        "revoke_points",
        "integer",
        2,
        "Penalty for a proven revoke, lone hands included (the seed: two points; at most 10)",
        minimum=0,
        maximum=10,
    ),
    Option(
        "revoke_points_loner",
        "integer",
        None,
        "Another penalty for a proven revoke in a deal where someone is alone (e.g. 4 under Bicycle campus "
        "rules); null: revoke_points, as in any other deal; at most 10",
        nullable=True,
        minimum=0,
        maximum=10,
    ),
    Option(
        "revoke_scoring",
        "string",
        "award",
        "A revoke's penalty is awarded to the other side(s) (award) or deducted from the offenders (deduct)",
        choices=("award", "deduct"),
    ),
)

VARIANTS = (
    Variant("north-american", "Four players in partnerships, 24 cards, 10 points; the modern standard"),
    Variant(
        "british",
        "Modern British rules: the joker as benny with a blind call, Canadian loner, "
        "defending alone, the defender left of a lone maker leads, 11 points",
        {
            "benny": True,
            "canadian_loner": True,
            "defend_alone": "any",
            "loner_lead": "left_of_loner",
            "points_to_win": 11,
        },
    ),
    Variant(
        "three-handed",
        "Three players each for themselves, 7 cards each, maker against the other two",
        {"players": 3, "deal_packets": (4, 3), "revoke_scoring": "deduct"},
    ),
    Variant(
        "classic-1844",
        "The earliest rules: a 32-card pack (7-A), game at 5 points, the dealer's partner's assist makes the "
        "dealer the maker",
        {"deck": 32, "points_to_win": 5, "assist_makes_dealer_maker": True},
    ),
)


class EuchreRules(Rules):
    """Resolved Euchre rules: one attribute per option of :data:`OPTIONS` (the rule book checks the two agree)."""

    __slots__ = ()
    players: Literal[3, 4]
    deck: Literal[24, 28, 32]
    benny: bool
    benny_card: Literal["JK", "2S"]
    points_to_win: int
    stick_the_dealer: bool
    assist_makes_dealer_maker: bool
    canadian_loner: bool
    defend_alone: Literal["off", "vs_loner", "any"]
    loner_lead: Literal["eldest", "left_of_loner"]
    dealer_may_discard_upcard: bool
    euchred_loner_points: int
    deal_packets: tuple[int, ...]
    revoke_points: int
    revoke_points_loner: int | None
    revoke_scoring: Literal["award", "deduct"]


RULE_BOOK = RuleBook(OPTIONS, VARIANTS, EuchreRules)


@dataclass(frozen=True)
class CardOrder:
    """Once trump is fixed: each card's effective suit and its strength within that suit, and the
    duty to follow the effective suit led (§7.2), without Ecarté's duties to overtake or trump."""

    trump: str
    suit_of: dict[str, str]
    strength: dict[str, int]
    law: FollowLaw


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
    return CardOrder(trump, suit_of, strength, FollowLaw(suit_of, strength))


@dataclass(frozen=True)
class Table:
    """What a deal needs to know of its rules, precomputed."""

    rules: EuchreRules
    seats: int
    hand_size: int
    kitty_size: int
    deck: Deck
    benny: str | None
    orders: dict[str, CardOrder]

    @property
    def partnerships(self) -> bool:
        return self.seats == 4

    def side(self, seat: int) -> int:
        """The entry of ``scores`` a seat plays for: its team, or itself three-handed."""
        return seat % 2 if self.seats == 4 else seat

    @property
    def sides(self) -> int:
        return 2 if self.seats == 4 else self.seats


def euchre_deck(rules: EuchreRules) -> Deck:
    base = DECKS[rules.deck]
    if not rules.benny:
        return base
    if rules.benny_card == JOKER:
        return Deck(f"{base.name} and a joker", base.cards, jokers=1, suit_names=SUIT_NAMES["french"])
    return Deck(f"{base.name} and 2S as benny", base.cards + ("2S",), suit_names=SUIT_NAMES["french"])


def check_consistency(rules: EuchreRules) -> None:
    """InvalidInput on ``rules.<field>`` for option combinations no table plays."""
    errors: dict[str, list[str]] = {}
    hand_size = HAND_SIZE[rules.players]
    if sum(rules.deal_packets) != hand_size:
        errors["rules.deal_packets"] = [
            f"packets must add up to the {hand_size} cards each of {rules.players} players is dealt"
        ]
    if rules.benny_card != JOKER and not rules.benny:
        errors["rules.benny_card"] = ["a card stands in for the benny only when benny is true"]
    if rules.players == 3:
        nobody_alone = "three-handed, everyone already plays alone"
        if rules.canadian_loner:
            errors["rules.canadian_loner"] = [f"no dealer's partner {nobody_alone}"]
        if rules.assist_makes_dealer_maker:
            errors["rules.assist_makes_dealer_maker"] = ["three-handed, the dealer has no partner to assist"]
        if rules.defend_alone != "off":
            errors["rules.defend_alone"] = [f"nobody defends alone {nobody_alone}"]
        if rules.loner_lead != "eldest":
            errors["rules.loner_lead"] = [f"there is no lone maker {nobody_alone}"]
    if errors:
        raise InvalidInput(errors)


_TABLES: dict[int, tuple[EuchreRules, Table]] = {}


def table_for(rules: EuchreRules) -> Table:
    """The table for ``rules`` (validated once, then cached per rules object)."""
    cached = _TABLES.get(id(rules))
    if cached is not None and cached[0] is rules:
        return cached[1]
    check_consistency(rules)
    deck = euchre_deck(rules)
    benny = rules.benny_card if rules.benny else None
    seats, hand_size = rules.players, HAND_SIZE[rules.players]
    cards = tuple(deck.full())
    table = Table(
        rules,
        seats,
        hand_size,
        deck.size - seats * hand_size - 1,
        deck,
        benny,
        {trump: card_order(cards, trump, benny) for trump in SUITS},
    )
    if len(_TABLES) >= 256:
        _TABLES.clear()
    _TABLES[id(rules)] = (rules, table)
    return table
