"""The dealer's discard after taking the upcard up (§5), and the dealer going alone with it after an assist.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Discard
from .play import cards_held, check_holds, remove
from .state import EuchreState
from .trump import after_trump_fixed, go_alone, with_alone


def _may_discard(state: EuchreState, card: str) -> bool:
    """§5.2: any card but the upcard just picked up, unless ``dealer_may_discard_upcard``."""
    return card != state.upcard or state.rules.dealer_may_discard_upcard


def _discard_alone_choices(state: EuchreState) -> tuple[bool, ...]:
    """After an assist the dealer is the maker and may still go alone, saying so with the discard
    (docs/rules/euchre.md: Dick 1866; laws 93 and 96) - unless the assister already went alone."""
    return (False, True) if state.assisted and state.lone_maker is None else (False,)


def check_discard(state: EuchreState, seat: int, action: Discard) -> None:
    card = action["card"]
    if not _may_discard(state, card):
        raise IllegalAction("cannot_discard_upcard")
    if action.get("alone", False) not in _discard_alone_choices(state):
        raise IllegalAction("no_going_alone", cause="discard_without_assist")
    check_holds(state, seat, card)


def discard(state: EuchreState, seat: int, action: Discard) -> None:
    card = action["card"]
    remove(state, seat, card)
    state.discarded = card
    if action.get("alone", False):
        go_alone(state, seat)
    after_trump_fixed(state)


def list_discards(state: EuchreState, seat: int) -> list[LegalAction]:
    choices = _discard_alone_choices(state)
    return [
        entry
        for card in cards_held(state, seat)
        if _may_discard(state, card)
        for entry in with_alone({"seat": seat, "type": "discard", "card": card}, choices)
    ]
