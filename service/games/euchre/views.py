"""What a report shows of a deal, and what every seat may see of it: no hidden card, no kitty, no face-down
discard.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine.reports import UnknownHand
from ...engine.tricks import lacked
from .play import upcard_held
from .reports import EuchreStanding
from .settlement import tricks_by_side
from .state import EuchreState


def public_facts(state: EuchreState) -> EuchreStanding:
    """Everything every seat may see: no hidden card, no kitty, no face-down discard."""
    maker = state.maker
    return {
        "phase": state.phase.value,
        "to_act": state.seat_to_act,
        "dealer": state.dealer,
        "upcard": state.upcard,
        "upcard_before_dealer": state.upcard_in_hand and not state.rules.upcard_into_hand,
        "blind_call": state.blind_call,
        "turned_down": state.turned_down,
        "trump": state.trump,
        "contract": state.contract,
        "maker": maker,
        "makers": None if maker is None else state.table.side(maker),
        "alone": [s for s in (state.lone_maker, state.lone_defender) if s is not None],
        "inactive": [s for s, active in enumerate(state.active) if not active],
        "tricks": [trick.as_json() for trick in state.tricks],
        "tricks_won": tricks_by_side(state),
        "deal_result": state.deal_result,
        "scores": list(state.scores),
        "game_over": state.game_over,
        "winner": state.winner,
        "violations": list(state.violations),
        "shown": list(state.shown),
    }


def unknown_hands(state: EuchreState) -> list[UnknownHand]:
    """The hands the history leaves unknown: their sizes, the upcard the dealer is known to hold,
    what their plays said they lacked (§9.3)."""
    return [
        {
            "seat": seat,
            "cards": state.cards_left[seat],
            "holds": upcard_held(state, seat),
            "lacks": lacked(state.trump_order.law, state.claims[seat]) if state.claims[seat] else [],  # play only
        }
        for seat, hand in enumerate(state.holdings.hands)
        if hand is None and state.active[seat]
    ]
