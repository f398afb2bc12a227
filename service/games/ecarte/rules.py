"""Ecarté's options and presets (§1-§8), its decks, card order and dealing pattern."""

from __future__ import annotations

from typing import Annotated, Literal

from ...cards import FRENCH_32, ITALIAN_32, Deck
from ...engine import Declared, FollowLaw, RuleBook, Rules, Variant

DECKS: dict[str, Deck] = {"french": FRENCH_32, "italian": ITALIAN_32}

# §1.2: K Q J A T 9 8 7 from high to low (Italian: K Q J A 7 6 5 4), written here low to high.
_RANKS_LOW_TO_HIGH = {"french": "789TAJQK", "italian": "4567AJQK"}

STRENGTH: dict[str, dict[str, int]] = {
    name: {card: _RANKS_LOW_TO_HIGH[name].index(card[0]) for card in deck.cards} for name, deck in DECKS.items()
}

# §6.2: follow suit, overtake within it when able, trump when void in it.
FOLLOW_LAW: dict[str, FollowLaw] = {
    name: FollowLaw({card: card[1] for card in deck.cards}, STRENGTH[name], overtake=True, must_trump=True)
    for name, deck in DECKS.items()
}

# §3.1: the deck positions (0 = top) of the elder's and of the dealer's five cards.
PACKETS: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {
    "3-2": ((0, 1, 2, 6, 7), (3, 4, 5, 8, 9)),
    "2-3": ((0, 1, 4, 5, 6), (2, 3, 7, 8, 9)),
}
TURN_UP_INDEX = 10  # §3.2
HAND_SIZE = 5
STOCK_SIZE = 21
TRICKS_PER_DEAL = 5


VARIANTS = (
    Variant(
        "classic",
        "The game of both seeds with the French deck: 3-2 packets (Italian seed), unlimited exchanges, the dealer "
        "flagged by any refusal (both seeds), the king of trumps declared at any moment before one's first card "
        "(French seed), one point more against a flagged loser (the Italian 'punto di rifiuto'; both seeds add a "
        "bonus), first to 5, the stake multiplier (French seed). Where the seeds are silent it follows the "
        "classic rules (pagat, Parlett, BGA). The Club Code's 2 against a flagged loser is 'club-code'.",
    ),
    Variant(
        "italian",
        "The Italian seed: the Italian 32-card deck (4 5 6 7 in place of 7 8 9 10) and the 'punto di rifiuto', "
        "one point more against a flagged loser.",
        {"deck": "italian", "refusal_bonus": "plus_one"},
    ),
    Variant(
        "french",
        "The French seed read literally: 'deux points supplémentaires', two points more against a flagged loser.",
        {"refusal_bonus": "plus_two"},
    ),
    Variant(
        "club-code",
        "The 1878 Club Code (Cavendish): only a refusal of the first proposal flags the dealer, 2 points (a vole "
        "still 2) against a flagged loser, an elder may declare the trump king he leads, and a false declaration "
        "gives the opponent a point.",
        {
            "penalty_scope": "first_decision",
            "refusal_bonus": "classic",
            "king_led_late_declaration": True,
            "false_king": "penalty",
        },
    ),
)


class EcarteRules(Rules):
    """Resolved Ecarté rules, and the one declaration of its options: each a typed attribute with its default,
    meaning and bounds (:class:`~service.engine.Declared`); the rule book reads the options from here."""

    __slots__ = ()
    deck: Annotated[
        Literal["french", "italian"],
        Declared(
            "french",
            (
                "The 32 cards: 'french' (7 8 9 T A J Q K of spades, hearts, diamonds, clubs) or 'italian' (4 5 6 "
                "7 A J Q K of denari D, coppe C, spade S, bastoni B) (1.1)."
            ),
        ),
    ]
    deal_packets: Annotated[
        Literal["3-2", "2-3"],
        Declared(
            "3-2",
            (
                "How the five cards are dealt (3.1): '3-2' (3 to the elder, 3 to the dealer, then 2 and 2) or "
                "'2-3' (2, 2, then 3, 3); it decides which deck positions each hand receives."
            ),
        ),
    ]
    dealer_min_discard: Annotated[
        int,
        Declared(
            0,
            (
                "The fewest cards the dealer must exchange after accepting a proposal (4.3): 0 lets him keep his "
                "hand, 1 is Parlett's and BGA's rule; never more than the stock still holds."
            ),
            minimum=0,
            maximum=5,
        ),
    ]
    max_exchange_rounds: Annotated[
        int | None,
        Declared(
            None,
            (
                "How many accepted proposals a deal allows (4.4): null for no limit (the stock is the limit), 1 "
                "for old English play; once reached the elder must lead. At most 21: each round takes at least "
                "one card of the 21-card stock."
            ),
            minimum=0,
            maximum=STOCK_SIZE,
        ),
    ]
    penalty_scope: Annotated[
        Literal["any_refusal", "first_decision"],
        Declared(
            "any_refusal",
            (
                "Which refusal flags the dealer (4.6): 'any_refusal' every one, 'first_decision' (Club Code) only "
                "a refusal of the first proposal; the elder who leads without ever proposing is flagged either "
                "way."
            ),
        ),
    ]
    king_led_late_declaration: Annotated[
        bool,
        Declared(
            False,
            (
                "Whether an elder who leads the trump king may still declare it until the dealer has played to "
                "that trick (5.2, Club Code); false: the elder declares before his opening lead."
            ),
        ),
    ]
    false_king: Annotated[
        Literal["reject", "penalty"],
        Declared(
            "reject",
            (
                "A declaration of the trump king by a player who does not hold it (5.3): 'reject' refuses it "
                "(no_king_to_declare), 'penalty' (Club Code) gives the opponent 1 point."
            ),
        ),
    ]
    refusal_bonus: Annotated[
        Literal["plus_one", "plus_two", "classic"],
        Declared(
            "plus_one",
            (
                "What the winner scores when the loser carried the penalty flag (7.2): 'plus_one' (the Italian "
                "seed's 'punto di rifiuto') the normal points + 1, so 2, a vole 3; 'plus_two' (the French seed's "
                "'deux points supplémentaires') the normal points + 2; 'classic' (the Club Code, pagat) 2, a vole "
                "still 2."
            ),
        ),
    ]
    target_score: Annotated[
        int,
        Declared(
            5, "The points that win the game (7.3); 7 and 11 are also played. At most 100.", minimum=1, maximum=100
        ),
    ]
    stake_multiplier: Annotated[
        bool,
        Declared(
            True,
            (
                "Whether a finished game reports a stake factor from the loser's score (7.4): 0 treble, 1-2 "
                "double, 3 or more single; false: always 1."
            ),
        ),
    ]


RULE_BOOK = RuleBook.of(EcarteRules, VARIANTS)
