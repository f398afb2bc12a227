"""Staying in or dropping out where scores count down (§16.3, §17.1), and the maker's "I declare" (§17.3).

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Declare, Pass, Stay
from .exchange import before_play
from .scoring import MAKERS_TRICKS, unopposed_points
from .settlement import finish
from .state import EuchreState, Phase


def ask_who_stays(state: EuchreState) -> None:
    """Counting down, each other seat from the maker's left says whether it stays in; then the maker, where
    he may declare."""
    seats, maker = state.table.seats, state.maker_seat
    state.to_stay_or_drop = [(maker + k) % seats for k in range(1, seats)]
    if state.rules.declare_march:
        state.to_stay_or_drop.append(maker)
    state.phase, state.seat_to_act = Phase.STAY_OR_DROP, state.to_stay_or_drop.pop(0)


def stay(state: EuchreState, seat: int, action: Stay) -> None:
    _ask_next_to_stay(state)


def check_drop_out(state: EuchreState, seat: int, action: Pass) -> None:
    if seat == state.maker:
        raise IllegalAction("maker_must_play", seat=seat)


def drop_out(state: EuchreState, seat: int, action: Pass) -> None:
    """The seat drops out (§16.3) or throws its hand in (§17.1): it plays no card this deal and scores nothing.
    The last other seat to do so leaves the maker unopposed: the deal ends unplayed (``unopposed_maker``)."""
    state.active[seat] = False
    maker = state.maker_seat
    if any(state.active[s] for s in range(state.table.seats) if s != maker):
        _ask_next_to_stay(state)
        return
    table, undertaken = state.table, MAKERS_TRICKS if state.contract is None else state.contract
    finish(state, unopposed_points(maker, undertaken, table.hand_size, table.sides, state.rules), "unopposed")


def list_drop_out(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if seat == state.maker else [{"seat": seat, "type": "pass"}]


def check_declare(state: EuchreState, seat: int, action: Declare) -> None:
    if not state.rules.declare_march:
        raise IllegalAction("no_declaring")


def declare(state: EuchreState, seat: int, action: Declare) -> None:
    """§17.3: the declarer will lead; nobody else is asked, every seat still in plays."""
    state.declarer = seat
    state.to_stay_or_drop = []
    _ask_next_to_stay(state)


def list_declare(state: EuchreState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "declare"}] if state.rules.declare_march else []


def _ask_next_to_stay(state: EuchreState) -> None:
    if state.to_stay_or_drop:
        state.seat_to_act = state.to_stay_or_drop.pop(0)
    else:
        before_play(state)
