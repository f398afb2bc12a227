"""Ecarté's actions in canonical form (:data:`.vocabulary.VOCABULARY` parses them), one TypedDict
per action type; tests/games/test_action_types.py holds them to the vocabulary."""

from typing import Literal, NotRequired

from typing_extensions import TypedDict


class Propose(TypedDict):
    seat: int
    type: Literal["propose"]


class Accept(TypedDict):
    seat: int
    type: Literal["accept"]


class Refuse(TypedDict):
    seat: int
    type: Literal["refuse"]


class Exchange(TypedDict):
    """``draw`` left out: the stock's top cards, or unknown cards to an unknown hand (4.3)."""

    seat: int
    type: Literal["exchange"]
    discard: list[str]
    draw: NotRequired[list[str]]


class DeclareKing(TypedDict):
    seat: int
    type: Literal["declare_king"]


class Play(TypedDict):
    seat: int
    type: Literal["play"]
    card: str


EcarteAction = Propose | Accept | Refuse | Exchange | DeclareKing | Play
