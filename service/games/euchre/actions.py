"""Euchre's actions in canonical form (:data:`.vocabulary.VOCABULARY` parses them), one TypedDict
per action type; tests/games/test_action_types.py holds them to the vocabulary."""

from typing import Literal

from typing_extensions import TypedDict


class Pass(TypedDict):
    seat: int
    type: Literal["pass"]


class OrderUp(TypedDict):
    seat: int
    type: Literal["order_up"]
    alone: bool


class Discard(TypedDict):
    seat: int
    type: Literal["discard"]
    card: str
    alone: bool


class Call(TypedDict):
    seat: int
    type: Literal["call"]
    suit: str
    alone: bool


class DefendAlone(TypedDict):
    seat: int
    type: Literal["defend_alone"]


class BlindLoner(TypedDict):
    seat: int
    type: Literal["blind_loner"]


class March(TypedDict):
    seat: int
    type: Literal["march"]
    deduct: bool


class Exchange(TypedDict):
    seat: int
    type: Literal["exchange"]
    cards: list[str]


class Redeal(TypedDict):
    seat: int
    type: Literal["redeal"]


class Bid(TypedDict):
    seat: int
    type: Literal["bid"]
    tricks: int


class NameTrump(TypedDict):
    seat: int
    type: Literal["name_trump"]
    trump: Literal["S", "H", "D", "C", "high", "low"]


class Stay(TypedDict):
    seat: int
    type: Literal["stay"]


class Declare(TypedDict):
    seat: int
    type: Literal["declare"]


class Play(TypedDict):
    seat: int
    type: Literal["play"]
    card: str


EuchreAction = (
    Pass
    | OrderUp
    | Discard
    | Call
    | DefendAlone
    | Play
    | BlindLoner
    | March
    | Exchange
    | Redeal
    | Bid
    | NameTrump
    | Stay
    | Declare
)
