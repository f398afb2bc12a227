"""Ramino's actions in canonical form (:data:`.vocabulary.VOCABULARY` parses them), one TypedDict
per action type; tests/games/test_action_types.py holds them to the vocabulary."""

from typing import Literal, NotRequired

from typing_extensions import TypedDict


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
    type: Literal["draw"]
    source: Literal["stock", "discard"]
    card: NotRequired[str]


class Open(TypedDict):
    seat: int
    type: Literal["open"]
    melds: list[list[str]]


class NewMelds(TypedDict):
    """A ``meld`` action: new melds, after opening."""

    seat: int
    type: Literal["meld"]
    melds: list[list[str]]


class LayOff(TypedDict):
    """``end`` left out: the jokers' end follows from the cards (§6.3)."""

    seat: int
    type: Literal["lay_off"]
    meld: int
    cards: list[str]
    end: NotRequired[Literal["low", "high"]]


class SwapJoker(TypedDict):
    seat: int
    type: Literal["swap_joker"]
    meld: int
    cards: list[str]


class Discard(TypedDict):
    seat: int
    type: Literal["discard"]
    card: str


class Close(TypedDict):
    seat: int
    type: Literal["close"]
    melds: NotRequired[list[list[str]]]
    lay_offs: NotRequired[list[LayOffItem]]
    swaps: NotRequired[list[SwapItem]]
    discard: str


RaminoAction = Draw | Open | NewMelds | LayOff | SwapJoker | Discard | Close
