"""How a game dispatches an action: a table phase -> action type -> :class:`Move`.

A move pairs the ``check`` that refuses an action (raising
:class:`~service.engine.errors.IllegalAction`, nothing changed) with the ``apply`` that then
makes it, and with the ``listing`` of every such action the seat to act may take now.  The
check and the listing call the same rule predicates, so that what is listed and what is
accepted cannot drift apart (pokerkit's ``verify_x``/``can_x``/``x``; python-chess's move
generation sharing its predicates with ``is_legal``).

A move is generic over its action type ``A``: the TypedDict of its kind in the game's
``actions.py`` (Euchre's ``Play``...), so that mypy checks its check and apply read the fields
that kind has.  A table holds moves of different kinds (``Move[S, Any]``), written keyed by those
TypedDicts (:func:`by_kind` reads each kind from its declaration); the engine finds the move by the
action's ``type``, and tests/games/test_action_types.py checks each move of every
table takes its kind's TypedDict.  A listing gives legal-action entries (request form, or
templates with bounds), not canonical actions.

A rule that allows or bars a whole kind of action whatever its fields (has the seat opened,
has it laid this turn) is an entitlement; :meth:`Move.requiring` builds both the check and
the listing from the one tuple of them, so that no listing can skip one (Ramino once listed
lay-offs for an unknown hand that its check then refused: the listing had written the
entitlement out again, after its shortcut for unknown hands).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, Generic, TypeVar

from .actions import kind_of
from .errors import IllegalAction
from .reports import LegalAction

S = TypeVar("S")
A = TypeVar("A")


class Move(Generic[S, A]):
    """One action type in one phase: ``check`` then ``apply`` an action; ``listing`` lists them.

    A table writes each move with its action type, ``Move[EuchreState, Play](check, apply,
    listing)``, so that mypy holds both functions to it (left to inference, two functions of
    different kinds would meet in ``Never`` and pass).  Never changed once made (``Final``: the
    tables share them); a native class when compiled, as every action and every listing reads
    its functions (calling the subscripted class then cannot set ``__orig_class__``, which
    ``typing`` allows).
    """

    def __init__(
        self,
        check: Callable[[S, int, A], None],
        apply: Callable[[S, int, A], None],
        listing: Callable[[S, int], list[LegalAction]],
    ) -> None:
        self.check: Final = check
        self.apply: Final = apply
        self.listing: Final = listing

    @classmethod
    def requiring(
        cls,
        entitlements: Sequence[Callable[[S, int], Callable[[], IllegalAction] | None]],
        apply: Callable[[S, int, A], None],
        listing: Callable[[S, int], list[LegalAction]],
    ) -> Move[S, A]:
        """A move that the seat may take only while it has every one of ``entitlements``: rules on
        whether it may take this kind of action now, whatever the action's fields (has it opened,
        has it laid this turn), each giving the maker of its refusal when not (None when it does).
        The check raises the first refusal; the listing is empty when any refuses, else
        ``listing``'s (a refusal the listing meets is never made: listing a kind a seat may not
        take is common)."""
        rules = tuple(entitlements)
        return cls(
            functools.partial(_refuse_unentitled, rules), apply, functools.partial(_listed_if_entitled, rules, listing)
        )


def _refuse_unentitled(
    entitlements: tuple[Callable[[S, int], Callable[[], IllegalAction] | None], ...],
    state: S,
    seat: int,
    action: object,
) -> None:
    """:meth:`Move.requiring`'s check: the first refusal of ``entitlements``, raised.  A function of the
    module with its rules bound (not a closure), so that it keeps its name when compiled."""
    for rule in entitlements:
        refusal = rule(state, seat)
        if refusal is not None:
            raise refusal()


def _listed_if_entitled(
    entitlements: tuple[Callable[[S, int], Callable[[], IllegalAction] | None], ...],
    listing: Callable[[S, int], list[LegalAction]],
    state: S,
    seat: int,
) -> list[LegalAction]:
    """:meth:`Move.requiring`'s listing: nothing when any of ``entitlements`` refuses, else ``listing``'s."""
    for rule in entitlements:
        if rule(state, seat) is not None:
            return []
    return listing(state, seat)


def no_refusal(state: object, seat: int, action: object) -> None:
    """The check of a move that the phase and the turn already make legal."""


def listing_of(typed: Any) -> Callable[[object, int], list[LegalAction]]:
    """The listing of an action with no fields that its phase always allows (its TypedDict): the seat may take it."""
    kind = kind_of(typed)
    return lambda state, seat: [{"seat": seat, "type": kind}]


def by_kind(moves: Mapping[Any, Move[S, Any]]) -> dict[str, Move[S, Any]]:
    """A phase's moves, written keyed by their action types' TypedDicts, keyed by the kinds those declare: the
    table names no action type a second time."""
    return {kind_of(typed): move for typed, move in moves.items()}


def listed(moves: Mapping[str, Move[S, Any]], state: S, seat: int) -> list[LegalAction]:
    """Every action of a phase's ``moves`` that ``seat`` may take, in the table's order."""
    actions: list[LegalAction] = []
    for move in moves.values():
        actions += move.listing(state, seat)
    return actions


def phase_listing(moves: Mapping[str, Move[S, Any]]) -> Callable[[S, int], list[LegalAction]]:
    """:func:`listed` for one phase's ``moves``, worked out once: a phase of one move (a trick's play)
    lists with that move's own listing."""
    if len(moves) == 1:
        (move,) = moves.values()
        return move.listing
    return functools.partial(listed, moves)
