"""The bidding (§4): round 1 orders the upcard up or passes, round 2 calls another suit; the blind call when the
benny is turned up (§4.6) and the dealer's blind loner (§15.6).

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from ...messages import suit_name
from .actions import BlindLoner, Call, OrderUp, Pass
from .making_trump import check_making_trump, dealer_stuck, note_bid, refused_lone_jack
from .rules import SUITS
from .settlement import finish
from .state import EuchreState, Phase
from .trump import after_trump_fixed, alone_choices, check_alone, make_trump, pick_up, with_alone


def _may_call(state: EuchreState, suit: str) -> bool:
    """§4.3: a call names any suit but the one turned down (a blind call, §4.6, any suit)."""
    return not state.turned_down or suit != state.upcard_suit


def refuse_blind_call(state: EuchreState, seat: int, action: Pass | OrderUp) -> None:
    """§4.6: with the benny turned up nobody passes or orders up: the dealer calls."""
    if state.blind_call:
        raise IllegalAction("blind_call")


def pass_round_1(state: EuchreState, seat: int, action: Pass) -> None:
    if seat == state.last_to_speak:
        state.turned_down = True
        state.phase = Phase.BIDDING_ROUND_2
        state.seat_to_act = state.first_to_speak
    else:
        state.seat_to_act = (seat + 1) % state.table.seats


def list_pass_round_1(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if state.blind_call else [{"seat": seat, "type": "pass"}]


def check_order_up(state: EuchreState, seat: int, action: OrderUp) -> None:
    refuse_blind_call(state, seat, action)
    check_alone(state, seat, action.get("alone", False), ordering_up=True)
    check_making_trump(state, seat, state.upcard_suit)


def order_up(state: EuchreState, seat: int, action: OrderUp) -> None:
    alone = action.get("alone", False)
    note_bid(state, seat)
    state.partner_ordered_up = state.table.partnerships and seat == (state.dealer + 2) % 4
    state.assisted = state.rules.assist_makes_dealer_maker and state.partner_ordered_up
    make_trump(state, state.dealer if state.assisted else seat, state.upcard_suit, seat if alone else None)
    pick_up(state)


def list_order_up(state: EuchreState, seat: int) -> list[LegalAction]:
    if state.blind_call or refused_lone_jack(state, seat, state.upcard_suit):
        return []
    return with_alone({"seat": seat, "type": "order_up"}, alone_choices(state, seat, True))


def check_blind_call(state: EuchreState, seat: int, action: Call) -> None:
    if not state.blind_call:
        raise IllegalAction("wrong_phase", cause="round_1_call")
    check_alone(state, seat, action.get("alone", False), ordering_up=False)


def blind_call(state: EuchreState, seat: int, action: Call) -> None:
    alone = action.get("alone", False)
    make_trump(state, seat, action["suit"], seat if alone else None)
    pick_up(state)


def list_blind_calls(state: EuchreState, seat: int) -> list[LegalAction]:
    return list_calls(state, seat) if state.blind_call else []


def check_pass_round_2(state: EuchreState, seat: int, action: Pass) -> None:
    if dealer_stuck(state, seat):
        raise IllegalAction("dealer_must_call")


def pass_round_2(state: EuchreState, seat: int, action: Pass) -> None:
    if seat != state.last_to_speak:
        state.seat_to_act = (seat + 1) % state.table.seats
    else:
        finish(state, [0] * state.table.sides, "thrown_in")


def list_pass_round_2(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if dealer_stuck(state, seat) else [{"seat": seat, "type": "pass"}]


def check_call_round_2(state: EuchreState, seat: int, action: Call) -> None:
    suit = action["suit"]
    if not _may_call(state, suit):
        raise IllegalAction("suit_turned_down", suit=suit_name(suit))
    check_alone(state, seat, action.get("alone", False), ordering_up=False)
    check_making_trump(state, seat, suit)


def call_round_2(state: EuchreState, seat: int, action: Call) -> None:
    alone = action.get("alone", False)
    note_bid(state, seat)
    make_trump(state, seat, action["suit"], seat if alone else None)
    after_trump_fixed(state)


def list_calls(state: EuchreState, seat: int) -> list[LegalAction]:
    choices = alone_choices(state, seat, False)
    return [
        entry
        for suit in SUITS
        if _may_call(state, suit) and not refused_lone_jack(state, seat, suit)
        for entry in with_alone({"seat": seat, "type": "call", "suit": suit}, choices)
    ]


def decline_blind_loner(state: EuchreState, seat: int, action: Pass) -> None:
    state.phase = Phase.BIDDING_ROUND_1
    state.seat_to_act = state.first_to_speak


def go_alone_blind(state: EuchreState, seat: int, action: BlindLoner) -> None:
    """The dealer makes the jack's suit trump and plays alone, then takes the jack up and discards."""
    state.blind_loner = True
    make_trump(state, seat, state.upcard_suit, seat)
    pick_up(state)
