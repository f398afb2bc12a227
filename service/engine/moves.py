"""How a game dispatches an action: a table phase -> action type -> :class:`Move`.

A move pairs the ``check`` that refuses an action (raising
:class:`~service.engine.errors.IllegalAction`, nothing changed) with the ``apply`` that then
makes it, and with the ``listing`` of every such action the seat to act may take now.  The
check and the listing call the same rule predicates, so that what is listed and what is
accepted cannot drift apart (pokerkit's ``verify_x``/``can_x``/``x``; python-chess's move
generation sharing its predicates with ``is_legal``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from .actions import Action

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Move(Generic[S]):
    """One action type in one phase: ``check`` then ``apply`` an action; ``listing`` lists them."""

    check: Callable[[S, int, Action], None]
    apply: Callable[[S, int, Action], None]
    listing: Callable[[S, int], list[Action]]


def no_refusal(state: object, seat: int, action: Action) -> None:
    """The check of a move that the phase and the turn already make legal."""


def listing_of(kind: str) -> Callable[[object, int], list[Action]]:
    """The listing of an action with no fields that its phase always allows: the seat may take it."""
    return lambda state, seat: [{"seat": seat, "type": kind}]


def listed(moves: Mapping[str, Move[S]], state: S, seat: int) -> list[Action]:
    """Every action of a phase's ``moves`` that ``seat`` may take, in the table's order."""
    actions: list[Action] = []
    for move in moves.values():
        actions += move.listing(state, seat)
    return actions
