"""The opening checks of every action, the same in every game (docs/API.md §1, "The opening checks").

Before a game's own rules see an action, :meth:`GameEngine.apply <service.engine.base.GameEngine.apply>`
asks, in this order:

1. is the action's ``type`` one of the game's, and its ``seat`` a seat of the table? If not, the
   action cannot be part of a real deal: :class:`InvalidInput` (400) naming the field, the seats'
   range given;
2. is the deal still going on? If not: ``game_over`` when the match is over, else ``deal_over`` (422);
3. is the seat the one to act? If not: ``not_your_turn`` (422, a session's 409), or the game's own
   refusal of acting out of turn (:meth:`GameEngine.out_of_turn`), unless the type is no turn
   (:attr:`GameEngine.untimed_actions`).

Only then does the game's :meth:`GameEngine.move` find the move for the phase and the type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..messages import Phrase, fault
from .actions import Action
from .errors import FieldMessage, IllegalAction, InvalidInput
from .state import DealState

if TYPE_CHECKING:
    from .base import GameEngine


def field_path(state: DealState[Any], name: str) -> str:
    """The path of an action's field in the request: under ``actions.<i>`` while a history is replayed."""
    return name if state.action_index is None else f"actions.{state.action_index}.{name}"


def seat_fault(seat: object, seats: int) -> Phrase | None:
    """What is wrong with an action's ``seat`` at a table of ``seats``, or None."""
    if type(seat) is not int:
        return fault("missing" if seat is None else "not_integer")
    if not 0 <= seat < seats:
        return fault("seat_off_table", last=seats - 1, given=seat)
    return None


def opening_checks(engine: GameEngine[Any, Any], state: DealState[Any], action: Action) -> int:
    """The acting seat once ``action`` passes the opening checks; InvalidInput or IllegalAction otherwise."""
    seat = action.get("seat")
    kind = action.get("type")
    problems: dict[str, list[FieldMessage]] = {}
    if not engine.vocabulary.knows(kind):
        problems[field_path(state, "type")] = [engine.vocabulary.unknown_type(kind)]
    fault = seat_fault(seat, engine.seats_at(state))
    if fault is not None:
        problems[field_path(state, "seat")] = [fault]
    if problems:
        raise InvalidInput(problems)
    assert type(seat) is int  # seat_fault found none
    to_act = engine.to_act(state)
    if to_act is None:
        raise IllegalAction("game_over") if state.game_over else IllegalAction("deal_over")
    if seat != to_act and kind not in engine.untimed_actions:
        raise engine.out_of_turn(state, seat, to_act)
    return seat
