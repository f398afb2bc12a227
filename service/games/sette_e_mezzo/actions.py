"""Sette e Mezzo's actions in canonical form (:data:`.vocabulary.VOCABULARY` parses them), one
TypedDict per action type; tests/games/test_action_types.py holds them to the vocabulary."""

from typing import Literal, NotRequired

from typing_extensions import TypedDict


class Bet(TypedDict):
    """``amount``: any number, judged by the rules (a fraction is ``bet_out_of_range``)."""

    seat: int
    type: Literal["bet"]
    amount: int | float


class Hit(TypedDict):
    """``card`` left out: derived from a stock whose order is known; ``face_up`` left out: the hand's mode."""

    seat: int
    type: Literal["hit"]
    card: NotRequired[str]
    face_up: NotRequired[bool]


class Stand(TypedDict):
    seat: int
    type: Literal["stand"]


SetteEMezzoAction = Bet | Hit | Stand
