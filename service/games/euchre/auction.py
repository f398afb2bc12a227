"""Bid euchre's auction (§16.1-§16.2): bids for tricks, passes, and the high bidder naming trump (or no trump).

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Bid, NameTrump, Pass
from .rules import NO_TRUMPS, SUITS
from .settlement import finish
from .state import EuchreState, Phase
from .trump import after_trump_fixed, make_trump


def _lowest_bid(state: EuchreState) -> int:
    """§16.1: one trick more than the highest bid so far; one trick when nobody has bid."""
    return 1 if state.contract is None else state.contract + 1


def check_bid(state: EuchreState, seat: int, action: Bid) -> None:
    tricks, lowest, highest = action["tricks"], _lowest_bid(state), state.table.hand_size
    if not lowest <= tricks <= highest:
        raise IllegalAction("bid_out_of_range", tricks=tricks, lowest=lowest, highest=highest)


def bid(state: EuchreState, seat: int, action: Bid) -> None:
    state.contract, state.high_bidder, state.passes_in_a_row = action["tricks"], seat, 0
    _next_bidder(state, seat)


def list_bids(state: EuchreState, seat: int) -> list[LegalAction]:
    return [
        {"seat": seat, "type": "bid", "tricks": tricks}
        for tricks in range(_lowest_bid(state), state.table.hand_size + 1)
    ]


def _dealer_stuck_with_bid(state: EuchreState, seat: int) -> bool:
    """§16.1 ``stick_the_dealer``: the last to speak may not pass when nobody has bid."""
    return state.rules.stick_the_dealer and state.contract is None and seat == state.last_to_speak


def check_pass(state: EuchreState, seat: int, action: Pass) -> None:
    if _dealer_stuck_with_bid(state, seat):
        raise IllegalAction("dealer_must_bid")


def pass_bid(state: EuchreState, seat: int, action: Pass) -> None:
    state.passes_in_a_row += 1
    _next_bidder(state, seat)


def list_pass(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if _dealer_stuck_with_bid(state, seat) else [{"seat": seat, "type": "pass"}]


def _next_bidder(state: EuchreState, seat: int) -> None:
    """§16.1: the auction ends after the last to speak (``auction_rounds: one``), or once every other seat
    passed the highest bid, or every seat passed with no bid (``until_passed``); with no bid the deal is
    thrown in, else the high bidder names trump."""
    seats = state.table.seats
    if state.rules.auction_rounds == "one":
        over = seat == state.last_to_speak
    else:
        over = state.passes_in_a_row == (seats if state.contract is None else seats - 1)
    if not over:
        state.seat_to_act = (seat + 1) % seats
    elif state.high_bidder is None:
        finish(state, [0] * state.table.sides, "thrown_in")
    else:
        state.phase, state.seat_to_act = Phase.NAME_TRUMP, state.high_bidder


def check_name_trump(state: EuchreState, seat: int, action: NameTrump) -> None:
    trump = action["trump"]
    if trump not in SUITS and trump not in NO_TRUMPS[state.rules.no_trump]:
        raise IllegalAction("no_trump_not_allowed", trump=trump)


def name_trump(state: EuchreState, seat: int, action: NameTrump) -> None:
    """The high bidder is the maker (§16.2)."""
    make_trump(state, seat, action["trump"], None)
    after_trump_fixed(state)


def list_trumps(state: EuchreState, seat: int) -> list[LegalAction]:
    return [
        {"seat": seat, "type": "name_trump", "trump": trump} for trump in (*SUITS, *NO_TRUMPS[state.rules.no_trump])
    ]
