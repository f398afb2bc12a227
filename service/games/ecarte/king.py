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


def window_rule(state: EcarteState, seat: int) -> str | None:
    """The rule that keeps ``seat`` from declaring now, or None when its window is open."""
    if state.king_declared_by is not None or state.false_declared[seat]:
        return "king_already_declared"
    if state.has_played[seat]:
        return None if _led_king_pending(state, seat) else "king_declaration_too_late"
    if state.step == PLAY or (seat == state.elder and state.step == DECIDE):
        return None
    return "king_declaration_too_early"


WINDOW_SENTENCES = {
    "king_already_declared": "seat {seat} may not declare: the trump king was already declared (or claimed) this deal",
    "king_declaration_too_late": "seat {seat} has already played a card this deal",
    "king_declaration_too_early": "seat {seat} may not declare now: the elder declares when he decides to propose "
                                  "or play, the dealer once the exchange phase is over",
}


def _led_king_pending(state: EcarteState, seat: int) -> bool:
    """5.2 option: the elder led the trump king and the dealer has not yet played to it."""
    if len(state.tricks) != 1 or seat != state.elder or not state.rules.king_led_late_declaration:
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
    return may_hold_king(state, seat) and window_rule(state, seat) is None


def declare_king(state: EcarteState, seat: int, action: dict) -> None:
    rule = window_rule(state, seat)
    if rule is not None:
        raise IllegalAction(rule, WINDOW_SENTENCES[rule].format(seat=seat))
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
