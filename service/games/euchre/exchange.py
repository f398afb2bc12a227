"""Hands shown before the first lead (§15.7): an exchange with the kitty (farmer's hand, ace-no-face) or a
redeal, each seat whose hand earns one asked in turn from eldest.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from itertools import combinations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Exchange, Pass, Redeal
from .play import cards_held, check_holds, own_cards, remove, start_play
from .rules import KITTY_EXCHANGED
from .settlement import finish
from .showing import any_hand_earns, earned
from .state import EuchreState, Phase


def _show_choices(state: EuchreState, seat: int) -> tuple[str, ...]:
    """What the seat's known hand earns if shown now: an exchange (while the kitty is known and not yet
    exchanged) and/or a redeal; an unknown hand is not asked (the referee judges a hand it sees)."""
    hand = state.holdings.hands[seat]
    if hand is None:
        return ()
    exchange_open = state.kitty is not None and not state.kitty_exchanged
    return tuple(c for c in earned(state.rules, hand.elements()) if c != "exchange" or exchange_open)


def before_play(state: EuchreState) -> None:
    """Each active seat from eldest whose hand earns something is asked, then play begins."""
    if any_hand_earns(state.rules):
        state.to_show = [s for s in state.seats_from_eldest() if state.active[s]]
    _ask_next_shower(state)


def _ask_next_shower(state: EuchreState) -> None:
    while state.to_show:
        seat = state.to_show.pop(0)
        if _show_choices(state, seat):
            state.phase = Phase.SHOW_HAND
            state.seat_to_act = seat
            return
    start_play(state)


def keep_hand(state: EuchreState, seat: int, action: Pass) -> None:
    _ask_next_shower(state)


def _show(state: EuchreState, seat: int) -> None:
    state.shown.append({"seat": seat, "cards": own_cards(state, seat)})


def check_exchange(state: EuchreState, seat: int, action: Exchange) -> None:
    if "exchange" not in _show_choices(state, seat):
        if state.kitty is None:
            raise IllegalAction("no_exchange", cause="kitty_unknown")
        if state.kitty_exchanged:
            raise IllegalAction("no_exchange", cause="kitty_taken")
        raise IllegalAction("no_exchange", seat=seat)
    cards = action["cards"]
    if len(cards) != KITTY_EXCHANGED or len(set(cards)) != KITTY_EXCHANGED:
        raise IllegalAction("exchange_three", count=len(set(cards)))
    for card in cards:
        check_holds(state, seat, card)


def exchange(state: EuchreState, seat: int, action: Exchange) -> None:
    """The hand is shown; three of its cards go face down under the kitty, its last three join the hand."""
    assert state.kitty is not None  # the check refused an exchange without the kitty
    _show(state, seat)
    given, taken = action["cards"], state.kitty[-KITTY_EXCHANGED:]
    for card in given:
        remove(state, seat, card)
    for card in taken:
        state.holdings.give(seat, card, seen=True)
        state.cards_left[seat] += 1
    state.kitty = state.kitty[:-KITTY_EXCHANGED] + given
    state.kitty_exchanged = True
    _ask_next_shower(state)


def list_exchanges(state: EuchreState, seat: int) -> list[LegalAction]:
    if "exchange" not in _show_choices(state, seat):
        return []
    return [
        {"seat": seat, "type": "exchange", "cards": list(cards)}
        for cards in combinations(cards_held(state, seat), KITTY_EXCHANGED)
    ]


def check_redeal(state: EuchreState, seat: int, action: Redeal) -> None:
    if "redeal" not in _show_choices(state, seat):
        raise IllegalAction("no_redeal", seat=seat)


def redeal(state: EuchreState, seat: int, action: Redeal) -> None:
    """Ace-no-face shown: the deal is void and the same dealer deals again (``next_dealer``)."""
    _show(state, seat)
    finish(state, [0] * state.table.sides, "redeal")


def list_redeal(state: EuchreState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "redeal"}] if "redeal" in _show_choices(state, seat) else []
