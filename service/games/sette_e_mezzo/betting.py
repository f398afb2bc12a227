"""The betting phase (digest §3.2): each player stakes in play order, before he looks at his card."""

from __future__ import annotations

from typing import cast

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Bet
from .state import Phase, SetteState


def bet_bounds(state: SetteState, seat: int) -> tuple[int, int]:
    """Stake bounds (3.2); a bankroll below min_bet may still stake all it has."""
    min_bet, max_bet = state.bet_limits
    high = state.bankroll(seat)
    if max_bet is not None and max_bet < high:
        high = max_bet
    return min(min_bet, high), high


def check_bet(state: SetteState, seat: int, action: Bet) -> None:
    low, high = bet_bounds(state, seat)
    amount = action["amount"]
    if type(amount) is not int or not low <= amount <= high:
        raise IllegalAction("bet_out_of_range", seat=seat, low=low, high=high, amount=amount)


def bet(state: SetteState, seat: int, action: Bet) -> None:
    state.hands[seat].stake = cast(int, action["amount"])  # check_bet lets a whole number only through
    following = (seat + 1) % state.seats
    if following != state.banker:
        state.seat_to_act = following
    else:  # every player has staked: play begins at the banker's left (4)
        state.phase = Phase.PLAYING
        state.seat_to_act = state.players[0]


def list_bets(state: SetteState, seat: int) -> list[LegalAction]:
    low, high = bet_bounds(state, seat)
    return [{"seat": seat, "type": "bet", "min": low, "max": high}]
