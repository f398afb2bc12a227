"""How a game dispatches an action: a table phase -> action type -> :class:`Move`.

A move pairs the ``check`` that refuses an action (raising
:class:`~service.engine.errors.IllegalAction`, nothing changed) with the ``apply`` that then
makes it, and with the ``listing`` of every such action the seat to act may take now.  The
check and the listing call the same rule predicates, so that what is listed and what is
accepted cannot drift apart (pokerkit's ``verify_x``/``can_x``/``x``; python-chess's move
generation sharing its predicates with ``is_legal``).

A rule that allows or bars a whole kind of action whatever its fields (has the seat opened,
has it laid this turn) is an entitlement; :meth:`Move.requiring` builds both the check and
the listing from the one tuple of them, so that no listing can skip one (Ramino once listed
lay-offs for an unknown hand that its check then refused: the listing had written the
entitlement out again, after its shortcut for unknown hands).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .actions import Action
from .errors import IllegalAction

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Move(Generic[S]):
    """One action type in one phase: ``check`` then ``apply`` an action; ``listing`` lists them."""

    check: Callable[[S, int, Action], None]
    apply: Callable[[S, int, Action], None]
    listing: Callable[[S, int], list[Action]]

    @classmethod
    def requiring(
        cls,
        entitlements: Sequence[Callable[[S, int], None]],
        check: Callable[[S, int, Action], None],
        apply: Callable[[S, int, Action], None],
        listing: Callable[[S, int], list[Action]],
    ) -> Move[S]:
        """A move that the seat may take only while it has every one of ``entitlements``: rules on
        whether it may take this kind of action now, whatever the action's fields (has it opened,
        has it laid this turn), each raising its refusal when not.  The check runs them, then
        ``check`` (:func:`no_refusal`: nothing more); the listing is empty unless none refuses,
        then ``listing``'s."""
        rules = tuple(entitlements)

        def checked(state: S, seat: int, action: Action) -> None:
            for rule in rules:
                rule(state, seat)
            check(state, seat, action)

        def listed_if_entitled(state: S, seat: int) -> list[Action]:
            try:
                for rule in rules:
                    rule(state, seat)
            except IllegalAction:
                return []
            return listing(state, seat)

        return cls(checked, apply, listed_if_entitled)


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
