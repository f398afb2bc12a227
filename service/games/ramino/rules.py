"""Ramino's options, its preset, and the values of its cards (digest §1, §10-§12)."""

from __future__ import annotations

from typing import Annotated, Literal

from ...cards import JOKER
from ...engine import Declared, RuleBook, Rules, Variant

VARIANTS = (Variant("ramino-51", "Italian rummy with a 51 opening, 15/14 cards, two decks and two jokers."),)


class RaminoRules(Rules):
    """Resolved Ramino rules, and the one declaration of its options: each a typed attribute with its default,
    meaning and bounds (:class:`~service.engine.Declared`); the rule book reads the options from here."""

    __slots__ = ()
    players: Annotated[int, Declared(2, "Number of seats (2-4).", minimum=2, maximum=4)]
    opening_min: Annotated[
        int,
        Declared(51, "Minimum total value of the new melds of an opening (§5); at most 150.", minimum=0, maximum=150),
    ]
    ace_low_value: Annotated[
        Literal[1, 11], Declared(11, "Value of an ace laid below the 2 (A-2-3) in a meld; elsewhere 11.")
    ]
    joker_penalty: Annotated[
        int, Declared(20, "Penalty of a joker left in hand (§9); at most 100.", minimum=0, maximum=100)
    ]
    max_jokers_run: Annotated[int, Declared(2, "Most jokers in one run.", minimum=0, maximum=2)]
    max_jokers_group: Annotated[int, Declared(1, "Most jokers in one group.", minimum=0, maximum=2)]
    discard_pickup: Annotated[
        Literal["free", "after_opening", "must_use"],
        Declared(
            "free",
            (
                "Who may take the top discard: free (anyone), after_opening (only a player who has opened), "
                "must_use (anyone, but the card taken must be laid in the same turn)."
            ),
        ),
    ]
    return_discard: Annotated[
        bool,
        Declared(False, "May a player who took the top discard discard the same card (rank and suit) in that turn?"),
    ]
    joker_discard: Annotated[bool, Declared(True, "May a joker be discarded?")]
    layoff_same_turn: Annotated[
        bool, Declared(True, "May a player lay off and exchange jokers in the turn of the opening?")
    ]
    layoff_on_opponents: Annotated[bool, Declared(True, "May a player lay off onto another player's melds?")]
    close_in_hand_multiplier: Annotated[
        int,
        Declared(
            2,
            "Factor on the others' penalties when the winner closed in hand (§8.2, §9.2); at most 10.",
            minimum=1,
            maximum=10,
        ),
    ]
    match: Annotated[
        Literal["elimination", "first_to_limit_loses", "fixed_hands", "single_hand"],
        Declared(
            "elimination",
            (
                "How the match ends: elimination (a seat reaching elimination_at is out, the last one left wins), "
                "first_to_limit_loses (the match stops when a seat reaches elimination_at, lowest total wins), "
                "fixed_hands (after fixed_hands hands, lowest total wins), single_hand (one hand)."
            ),
        ),
    ]
    elimination_at: Annotated[
        int,
        Declared(101, "The penalty total that eliminates (or ends the match); at most 1000.", minimum=1, maximum=1000),
    ]
    fixed_hands: Annotated[
        int, Declared(5, "Hands in a match when match is fixed_hands; at most 100.", minimum=1, maximum=100)
    ]
    stock_exhausted: Annotated[
        Literal["reshuffle", "void_hand"],
        Declared(
            "reshuffle",
            (
                "Empty stock: reshuffle (the discards but the top one become the new stock; none -> void hand) or "
                "void_hand (the hand ends without scores at the end of the turn that emptied the stock)."
            ),
        ),
    ]


RULE_BOOK = RuleBook.of(RaminoRules, VARIANTS)

RANKS = "A23456789TJQK"
SUITS = "SHDC"
RANK_INDEX = {r: i + 1 for i, r in enumerate(RANKS)}  # A=1 .. K=13; a high ace sits at 14
ACE_HIGH = 14


def rank_at(position: int) -> str:
    """The rank letter at a run position (1 = low ace .. 13 = K, 14 = high ace)."""
    return "A" if position == ACE_HIGH else RANKS[position - 1]


def position_value(rules: RaminoRules, position: int) -> int:
    """Meld value of the card at a run position, or of a group's rank index (§1)."""
    if position == 1:
        return rules.ace_low_value
    if position == ACE_HIGH:
        return 11
    return min(position, 10)


def group_value(rank_index: int) -> int:
    """Meld value of one card of a group: an ace counts 11 there."""
    return 11 if rank_index == 1 else min(rank_index, 10)


def barred_discards(rules: RaminoRules, took_discard: str | None = None) -> frozenset[str]:
    """The cards no discard may be, in a turn that took ``took_discard`` from the discards (None:
    drew from the stock, or no turn at all): a joker under ``joker_discard: false`` (§4.5), the
    card taken under ``return_discard: false`` (§4.3).  The one notion of "may be discarded"
    that the engine's checks and every search of the solver share."""
    barred = set()
    if not rules.joker_discard:
        barred.add(JOKER)
    if took_discard is not None and not rules.return_discard:
        barred.add(took_discard)
    return frozenset(barred)


def penalty(rules: RaminoRules, card: str) -> int:
    """Value of a card left in hand at the end of a hand (§9)."""
    if card == JOKER:
        return rules.joker_penalty
    return group_value(RANK_INDEX[card[0]])
