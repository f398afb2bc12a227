"""What a report shows of a deal, and what one seat may see of it (built up, never deleted from)."""

from __future__ import annotations

from ...engine.reports import LegalAction
from .reports import HandValueFields, SetteEMezzoHand, SetteEMezzoHandSeen, SetteEMezzoReport, SetteEMezzoSeatView
from .state import Hand, SetteState, Status


def report(state: SetteState, legal_actions: list[LegalAction]) -> SetteEMezzoReport:
    """Where the deal stands, every card included (docs/API.md §3)."""
    return {
        "phase": state.phase.value,
        "to_act": state.seat_to_act,
        "legal_actions": legal_actions,
        "dealer": state.banker,
        "banker": state.banker,  # the game's own word for the dealer, kept for existing clients
        "hands": [_hand_report(state, hand) for hand in state.hands],
        "stock": {
            "cards_left": state.stock.size(),
            "order_known": state.stock.order_known,
            "reshuffles": state.reshuffles,
        },
        "deal_result": state.deal_result,
        "scores": state.scores,
        "game_over": state.game_over,
        "winner": state.winner,
        "violations": list(state.violations),
    }


def seat_view(
    state: SetteState, seat: int | None, legal_actions: list[LegalAction], public: SetteEMezzoSeatView | None = None
) -> SetteEMezzoSeatView:
    """What ``seat`` may see (None: a spectator): public facts, and its own cards and their value; built upon
    ``public``, the view of no seat, when given (its own hand shown in place of the public one)."""
    if public is not None:
        view: SetteEMezzoSeatView = {**public, "legal_actions": legal_actions}
        shown = zip(state.hands, public["hands"], strict=True)
        view["hands"] = [_hand_view(state, hand, True) if hand.seat == seat else seen for hand, seen in shown]
        return view
    return {
        "phase": state.phase.value,
        "to_act": state.seat_to_act,
        "legal_actions": legal_actions,
        "dealer": state.banker,
        "banker": state.banker,
        "hands": [_hand_view(state, hand, hand.seat == seat) for hand in state.hands],
        "stock": {"cards_left": state.stock.size(), "reshuffles": state.reshuffles},
        "deal_result": state.deal_result,
        "scores": list(state.scores),
        "game_over": state.game_over,
        "winner": state.winner,
        "violations": list(state.violations),
    }


def _value_fields(hand: Hand) -> HandValueFields:
    value = hand.value
    if value is None:
        return {
            "value": None,
            "bust": True if hand.status is Status.BUST else None,
            "special": None,
            "matta_value": None,
        }
    return value.as_json()


def _hand_report(state: SetteState, hand: Hand) -> SetteEMezzoHand:
    return {
        "seat": hand.seat,
        "role": "banker" if hand.seat == state.banker else "player",
        "cards": list(hand.cards),
        "shown": hand.shown(),
        "face_down": 0 if hand.face_down is None else 1,
        "stake": hand.stake,
        "status": hand.status.value,
        **_value_fields(hand),
        "points": hand.points,
    }


def _hand_view(state: SetteState, hand: Hand, own: bool) -> SetteEMezzoHandSeen:
    """What a seat sees of a hand: built up from public facts, its own cards added (never deleted)."""
    view: SetteEMezzoHandSeen = {
        "seat": hand.seat,
        "role": "banker" if hand.seat == state.banker else "player",
        "shown": hand.shown(),
        "face_down": 0 if hand.face_down is None else 1,
        "stake": hand.stake,
        "status": hand.status.value,
        "points": hand.points,
    }
    if own:
        view["cards"] = list(hand.cards)
    if own or hand.face_down is None:
        worth = _value_fields(hand)
        view["value"], view["bust"] = worth["value"], worth["bust"]
        view["special"], view["matta_value"] = worth["special"], worth["matta_value"]
    return view
