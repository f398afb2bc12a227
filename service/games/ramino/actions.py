"""Ramino's actions in canonical form declared once: one TypedDict per action type, its ``type``
annotated with the type's meaning and aliases and each field with its kind and meaning; :data:`VOCABULARY`,
which parses a client's actions, is read from them, and the moves are typed with them."""

from typing import Annotated, Literal, NotRequired

from typing_extensions import TypedDict

from ...engine.actions import FieldMeaning, Meaning, Vocabulary
from .rules import SUITS

LAYOFF_END = FieldMeaning(
    "string",
    (
        "Where jokers go when they could stand at either end of a run: low (below it) or high (above "
        "it); required then, since the service never guesses a joker's card (rules §2.4, §6.3)."
    ),
)
MELDS = FieldMeaning("card_lists", "New melds, each a card list (a run lowest card first, jokers by position).")
TABLE_MELD = FieldMeaning("integer", "A table meld, numbered from 0 in the order melds were laid.")


class SwapItem(TypedDict):
    """A ``swaps`` item (field kind ``swaps``): the natural cards laid in a table meld's joker's place."""

    meld: int
    cards: list[str]


class LayOffItem(SwapItem):
    """A ``lay_offs`` item (field kind ``layoffs``): cards added to a table meld, ``end`` where its jokers go."""

    end: NotRequired[Literal["low", "high"]]


class Draw(TypedDict):
    """``card`` left out: the top of a stock whose order is known."""

    seat: int
    type: Annotated[
        Literal["draw"],
        Meaning(
            "Draw one card: the top of the stock or the top discard.", aliases=("pesca", "pescare", "pesco", "prendo")
        ),
    ]
    source: Annotated[Literal["stock", "discard"], FieldMeaning("string", "stock or discard", default="stock")]
    card: NotRequired[
        Annotated[
            str,
            FieldMeaning(
                "card",
                ("The card drawn: required from a stock whose order is unknown; checked against the top discard."),
            ),
        ]
    ]


class Open(TypedDict):
    seat: int
    type: Annotated[
        Literal["open"],
        Meaning(
            "The opening: new melds worth at least opening_min together.",
            aliases=("apro", "apri", "apertura", "aprire"),
        ),
    ]
    melds: Annotated[list[list[str]], MELDS]


class NewMelds(TypedDict):
    """A ``meld`` action: new melds, after opening."""

    seat: int
    type: Annotated[Literal["meld"], Meaning("New melds, after opening.", aliases=("cala", "calo", "calare"))]
    melds: Annotated[list[list[str]], MELDS]


class LayOff(TypedDict):
    """``end`` left out: the jokers' end follows from the cards (§6.3)."""

    seat: int
    type: Annotated[
        Literal["lay_off"],
        Meaning(
            "Add cards to a table meld (lowest first; those below a run go in front of it).",
            aliases=("attacca", "attacco", "attaccare", "inserisci", "inserimento"),
        ),
    ]
    meld: Annotated[int, TABLE_MELD]
    cards: Annotated[list[str], FieldMeaning("cards", "The cards laid off.")]
    end: NotRequired[Annotated[Literal["low", "high"], LAYOFF_END]]


class SwapJoker(TypedDict):
    seat: int
    type: Annotated[
        Literal["swap_joker"],
        Meaning(
            (
                "Take a joker from a table meld by laying the natural card(s) it stands for; it must be laid "
                "again in the same turn."
            ),
            aliases=("scambia", "scambio", "prendi_jolly", "scambio_jolly"),
        ),
    ]
    meld: Annotated[int, TABLE_MELD]
    cards: Annotated[list[str], FieldMeaning("cards", "The natural card(s) put in the joker's place.")]


class Discard(TypedDict):
    seat: int
    type: Annotated[
        Literal["discard"],
        Meaning("Discard one card face up; ends the turn.", aliases=("scarta", "scarto", "scartare")),
    ]
    card: Annotated[str, FieldMeaning("card", "The card.")]


class Close(TypedDict):
    seat: int
    type: Annotated[
        Literal["close"],
        Meaning(
            (
                "Close in hand: by a player who has laid nothing in this hand, every card laid in one turn "
                "(joker exchanges, then lay-offs, then new melds; no minimum) and the last one discarded."
            ),
            aliases=("chiudo", "chiudi", "chiusura", "chiudere", "chiusura_in_mano"),
        ),
    ]
    melds: NotRequired[Annotated[list[list[str]], FieldMeaning("card_lists", "New melds.")]]
    lay_offs: NotRequired[
        Annotated[list[LayOffItem], FieldMeaning("layoffs", "Lay-offs: [{meld, cards, end}], end as for lay_off.")]
    ]
    swaps: NotRequired[Annotated[list[SwapItem], FieldMeaning("swaps", "Joker exchanges: [{meld, cards}].")]]
    discard: Annotated[str, FieldMeaning("card", "The last card, discarded.")]


RaminoAction = Draw | Open | NewMelds | LayOff | SwapJoker | Discard | Close

VOCABULARY = Vocabulary.of(RaminoAction, tuple(SUITS))
"""The vocabulary parsing a client's actions into these canonical forms, read from their declarations."""
