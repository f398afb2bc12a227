"""The king of trumps (digest §5): when each seat may declare it, and what a declaration does.

The declaration is judged by its window, not by whose turn it is: the dealer declares after the
elder's lead, the elder of a led king (option) while the dealer is to reply (5.2, example 9).
"""

from __future__ import annotations

from ...engine import IllegalAction
from .exchange import close_exchange
from .play import reveal_hand
from .scoring import score_king_point
from .state import DECIDE, PLAY, EcarteState


def window_error(state: EcarteState, seat: int) -> IllegalAction | None:
    """Why ``seat`` may not declare now (None: its window is open)."""
    if state.king_declared_by is not None or state.false_declared[seat]:
        return IllegalAction("king_already_declared", "the king of trumps has already been declared in this deal")
    if state.has_played[seat]:
        if _led_king_pending(state, seat):
            return None
        return IllegalAction("king_declaration_too_late", f"seat {seat} has already played a card this deal")
    if seat == state.elder and state.step in (DECIDE, PLAY):
        return None
    if seat == state.dealer and state.step == PLAY:
        return None
    who = "the dealer declares once the exchange phase is over" if seat == state.dealer else (
        "the elder declares when he decides to propose or play")
    return IllegalAction("king_declaration_too_early", f"not now: {who}")


def _led_king_pending(state: EcarteState, seat: int) -> bool:
    """5.2 option: the elder led the trump king and the dealer has not yet played to it."""
    if not state.rules.king_led_late_declaration or seat != state.elder or len(state.tricks) != 1:
        return False
    plays = state.tricks[0].plays
    return len(plays) == 1 and plays[0][1] == state.trump_king


def may_hold_king(state: EcarteState, seat: int) -> bool:
    king = state.trump_king
    if king in state.known[seat]:
        return True
    if state.hidden[seat] and king not in state.seen:
        return True
    return _led_king_pending(state, seat)


def may_declare(state: EcarteState, seat: int) -> bool:
    return window_error(state, seat) is None and may_hold_king(state, seat)


def declare_king(state: EcarteState, seat: int, action: dict) -> None:
    error = window_error(state, seat)
    if error is not None:
        raise error
    if not may_hold_king(state, seat):
        _false_declaration(state, seat)
        return
    king = state.trump_king
    state.king_declared_by = seat
    if king not in state.known[seat] and king not in state.seen:  # from the hand's unknown cards
        state.known[seat].append(king)
        state.seen.add(king)
        state.hidden[seat] -= 1
        reveal_hand(state)
    if state.step == DECIDE:
        close_exchange(state)
    score_king_point(state, seat, "target_reached")


def _false_declaration(state: EcarteState, seat: int) -> None:
    """5.3: refused, or (``false_king: penalty``) a point to the opponent."""
    detail = f"seat {seat} does not hold the king of trumps ({state.trump_king})"
    if state.rules.false_king == "reject":
        raise IllegalAction("no_king_to_declare", detail)
    opponent = 1 - seat
    state.false_declared[seat] = True
    state.record_violation("no_king_to_declare", detail, {"seat": opponent, "points": 1}, seat=seat)
    score_king_point(state, opponent, "target_reached")
