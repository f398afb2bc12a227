"""Euchre's actions in canonical form declared once: one TypedDict per action type, its ``type``
annotated with the type's meaning and aliases and each field with its kind and meaning; :data:`VOCABULARY`,
which parses a client's actions, is read from them, and the moves are typed with them."""

from typing import Annotated, Literal

from typing_extensions import TypedDict

from ...engine.actions import FieldMeaning, Meaning, Vocabulary
from .rules import SUITS

ALONE = FieldMeaning("boolean", "Play without a partner (the partner sits out)", default=False)
CARD = FieldMeaning("card", "The card")
DEALER_ALONE = FieldMeaning(
    "boolean",
    (
        "After the partner's assist that made the dealer the maker (assist_makes_dealer_maker): the "
        "dealer plays alone, the assister sits out"
    ),
    default=False,
)


class Pass(TypedDict):
    seat: int
    type: Annotated[
        Literal["pass"],
        Meaning(
            (
                "Decline to make trump or to bid, to defend alone, to go alone blind (robson_rules) or to "
                "show a hand (ace_no_face, farmers_hand); individual bid euchre: drop out of the deal after "
                "the bidding; set-back: throw the hand in"
            ),
            aliases=("passo", "passa", "rifiuto"),
        ),
    ]


class BlindLoner(TypedDict):
    seat: int
    type: Annotated[
        Literal["blind_loner"],
        Meaning(
            (
                "robson_rules: the dealer who turned up a jack goes alone without looking at his hand; the "
                "jack's suit is trump and he takes it up"
            ),
            aliases=("da solo al buio", "da_solo_al_buio", "blind"),
        ),
    ]


class OrderUp(TypedDict):
    seat: int
    type: Annotated[
        Literal["order_up"],
        Meaning(
            (
                "Round 1: accept the upcard's suit as trump (the dealer picks it up); from the dealer's "
                "partner (the assist) with assist_makes_dealer_maker, the dealer becomes the maker"
            ),
            aliases=("ordino", "order", "accetto", "assist", "assisto", "pick_up", "take_up", "prendo"),
        ),
    ]
    alone: Annotated[bool, ALONE]


class Discard(TypedDict):
    seat: int
    type: Annotated[
        Literal["discard"],
        Meaning("The dealer, holding the upcard, discards one card face down", aliases=("scarto", "scarta")),
    ]
    card: Annotated[str, FieldMeaning("card", "The card discarded, face down", face_down=True)]
    alone: Annotated[bool, DEALER_ALONE]


class Call(TypedDict):
    seat: int
    type: Annotated[
        Literal["call"], Meaning("Round 2 (or the dealer's blind call): name the trump suit", aliases=("chiamo",))
    ]
    suit: Annotated[str, FieldMeaning("suit", "The trump suit: S, H, D or C")]
    alone: Annotated[bool, ALONE]


class DefendAlone(TypedDict):
    seat: int
    type: Annotated[
        Literal["defend_alone"],
        Meaning(
            "A defender plays alone against the makers (when the rules allow)",
            aliases=("difendo da solo", "difendo_da_solo"),
        ),
    ]


class Exchange(TypedDict):
    seat: int
    type: Annotated[
        Literal["exchange"],
        Meaning(
            (
                "ace_no_face or farmers_hand: show the hand before the first lead and give three of its cards "
                "for the kitty's last three"
            ),
            aliases=("scambio", "scambia", "farmer", "farmers_hand", "mano del contadino"),
        ),
    ]
    cards: Annotated[list[str], FieldMeaning("cards", "The three cards given to the kitty, face down", face_down=True)]


class Redeal(TypedDict):
    seat: int
    type: Annotated[
        Literal["redeal"],
        Meaning(
            "ace_no_face: show the hand before the first lead and have the same dealer deal again",
            aliases=("ace_no_face", "asso senza faccia", "ridistribuisci"),
        ),
    ]


class Bid(TypedDict):
    seat: int
    type: Annotated[
        Literal["bid"],
        Meaning(
            (
                "bidding auction (bid euchre): contract to take this many tricks (with the partner) if "
                "allowed to name trump; more than the highest bid so far"
            ),
            aliases=("offerta", "offro"),
        ),
    ]
    tricks: Annotated[int, FieldMeaning("integer", "The tricks bid: from 1 to the cards in a hand")]


class NameTrump(TypedDict):
    seat: int
    type: Annotated[
        Literal["name_trump"],
        Meaning(
            (
                "bidding auction: the high bidder names trump: a suit, or no trump with aces high (high) or "
                "nines high (low), as no_trump allows"
            ),
            aliases=("nomino", "briscola"),
        ),
    ]
    trump: Annotated[
        Literal["S", "H", "D", "C", "high", "low"], FieldMeaning("string", "S, H, D or C, or high or low (no trump)")
    ]


class Stay(TypedDict):
    seat: int
    type: Annotated[
        Literal["stay"],
        Meaning(
            (
                "Individual bid euchre and set-back: stay in the deal after trump is made, to take a trick or "
                "be set back"
            ),
            aliases=("resto", "rimango"),
        ),
    ]


class Declare(TypedDict):
    seat: int
    type: Annotated[
        Literal["declare"],
        Meaning(
            (
                'Set-back with declare_march: after trump is made, say "I declare" - lead, and take every '
                "trick to win the match and the pool at once"
            ),
            aliases=("dichiaro", "i_declare"),
        ),
    ]


class Play(TypedDict):
    seat: int
    type: Annotated[Literal["play"], Meaning("Play a card to the trick", aliases=("gioco", "gioca"))]
    card: Annotated[str, CARD]


class March(TypedDict):
    seat: int
    type: Annotated[
        Literal["march"],
        Meaning(
            ("robson_rules: the makers who took every trick score the march, or take its points off the opponents"),
            aliases=("marcia",),
        ),
    ]
    deduct: Annotated[
        bool,
        FieldMeaning(
            "boolean",
            "Take the march's points off the opponents' score instead of adding them to the makers'",
            default=False,
        ),
    ]


EuchreAction = (
    Pass
    | BlindLoner
    | OrderUp
    | Discard
    | Call
    | DefendAlone
    | Exchange
    | Redeal
    | Bid
    | NameTrump
    | Stay
    | Declare
    | Play
    | March
)

VOCABULARY = Vocabulary.of(EuchreAction, SUITS)
"""The vocabulary parsing a client's actions into these canonical forms, read from their declarations."""
