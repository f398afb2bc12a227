"""The king of trumps (§5): when each seat may declare it, and what a declaration does.

A seat may declare from the moment it holds the trump king until it plays its first card, in
any phase (§5.2).  A declaration is not a turn: it is judged by that window, not by whose turn
it is, it changes nobody's turn and it closes nothing.  It is listed among the legal actions
only for the seat to act (docs/API.md §3), but the seat not to act may make it too (§9, §10.9):
the dealer while the elder decides, the elder of a led king (option) while the dealer replies.
"""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import DeclareKing
from .play import reveal_hand
from .scoring import score_king_point
from .state import EcarteState


def window_rule(state: EcarteState, seat: int) -> str | None:
    """The rule that keeps ``seat`` from declaring now, or None when its window is open."""
    if state.king_declared_by is not None or state.false_declared[seat]:
        return "king_already_declared"
    if state.has_played[seat] and not _led_king_pending(state, seat):
        return "king_declaration_too_late"
    return None


def _led_king_pending(state: EcarteState, seat: int) -> bool:
    """§5.2 option: the elder led the trump king and the dealer has not yet played to it."""
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
    """The listing's test: the window is open (checked first: once a seat has played it is
    mostly shut) and the seat may hold the king."""
    return window_rule(state, seat) is None and may_hold_king(state, seat)


def list_declaration(state: EcarteState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "declare_king"}] if may_declare(state, seat) else []


def check_declaration(state: EcarteState, seat: int, action: DeclareKing) -> None:
    """§5.2: the seat's window is open; §5.3: a seat without the king is refused (``false_king: reject``)."""
    rule = window_rule(state, seat)
    if rule == "king_already_declared":
        raise IllegalAction("king_already_declared", seat=seat)
    if rule is not None:
        raise IllegalAction("king_declaration_too_late", seat=seat)
    if not may_hold_king(state, seat) and state.rules.false_king == "reject":
        raise _false_declaration_refused(state, seat)


def declare_king(state: EcarteState, seat: int, action: DeclareKing) -> None:
    """§5.2-§5.3: one point at once; the phase and the seat to act stay as they were."""
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
    score_king_point(state, seat, "target_reached")


def _false_declaration_refused(state: EcarteState, seat: int) -> IllegalAction:
    """§5.3: the refusal of a declaration without the king (its sentence is also the penalty's)."""
    return IllegalAction("no_king_to_declare", seat=seat, king=state.trump_king)


def _false_declaration(state: EcarteState, seat: int) -> None:
    """§5.3 ``false_king: penalty``: a point to the opponent."""
    opponent = 1 - seat
    state.false_declared[seat] = True
    refusal = _false_declaration_refused(state, seat)
    state.record_violation(refusal.rule, refusal.phrase, {"seat": opponent, "points": 1}, seat=seat)
    score_king_point(state, opponent, "target_reached")
