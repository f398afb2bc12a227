"""A turn's draw (§4.2, its first part): the top of the stock or the top discard (who may take it: §12), and
the stock remade from the discards when it runs out (§11)."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Draw
from .continuation import pickup_usable
from .match import end_hand
from .rules import barred_discards
from .state import Phase, RaminoState


def check_draw(state: RaminoState, seat: int, action: Draw) -> None:
    card = action.get("card")
    if action["source"] == "discard":
        if not state.discards:
            raise IllegalAction("discard_pile_empty")
        top = state.discards[-1]
        if card is not None and card != top:
            raise IllegalAction("not_top_discard", top=top)
        if not may_take_discard(state, seat):
            raise IllegalAction("discard_pickup_not_allowed")
        if not could_discard_after_taking(state, seat, top):
            raise IllegalAction("no_card_left_to_discard", cause="taking_discard", top=top)
        if not pickup_fits(state, seat, top):
            raise IllegalAction("discard_pickup_unusable", card=top)
    elif state.stock_count:
        _check_stock_card(state, state.stock, card)
    elif can_reshuffle(state):
        _check_stock_card(state, state.discards[:-1], card)
    # else: no stock and none to remake, the hand ends void whatever the card named


def _check_stock_card(state: RaminoState, stock: list[str] | None, card: str | None) -> None:
    """May ``card`` (None: not named) be drawn from ``stock`` (None: its order unknown)?"""
    if stock is None:
        if card is None:
            raise IllegalAction("card_required", cause="draw")
        if not state.hands.holdings.is_unseen(card):
            raise IllegalAction("card_already_seen", card=card)
    elif card is None:
        return
    elif state.stock_named:
        if card not in stock:
            raise IllegalAction("card_not_in_stock", card=card)
    elif card != stock[0]:
        raise IllegalAction("not_top_of_stock", cause="named_top", top=stock[0])


def draw(state: RaminoState, seat: int, action: Draw) -> None:
    turn, rules = state.turn, state.rules
    if action["source"] == "discard":
        top = state.discards.pop()
        state.hands.add(seat, top, seen=True)
        turn.took_discard = top
        if rules.discard_pickup == "must_use":
            turn.must_use = top
    else:
        if state.stock_count == 0:
            if not can_reshuffle(state):
                return end_hand(state, None, "void")
            _reshuffle(state)
        if state.stock is None:
            card = action["card"]  # named: check_draw refused a draw that names none
        else:
            card = action.get("card") or state.stock[0]
            state.stock.remove(card)
        state.stock_count -= 1
        state.hands.add(seat, card, seen=state.stock is not None)
        if state.stock_count == 0 and rules.stock_exhausted == "void_hand":
            state.stock_emptied = True
    state.phase = Phase.PLAY


def list_draws(state: RaminoState, seat: int) -> list[LegalAction]:
    draws: list[LegalAction]
    if state.stock is None and state.stock_count:
        draws = [{"seat": seat, "type": "draw", "source": "stock", "card": c} for c in state.hands.holdings.unseen()]
    else:
        draws = [{"seat": seat, "type": "draw", "source": "stock"}]
    if state.discards and may_take_discard(state, seat):
        top = state.discards[-1]
        if pickup_fits(state, seat, top) and could_discard_after_taking(state, seat, top):
            draws.append({"seat": seat, "type": "draw", "source": "discard", "card": top})
    return draws


def may_take_discard(state: RaminoState, seat: int) -> bool:
    """§12: under ``discard_pickup: after_opening`` only a player who has opened takes the discard."""
    return state.rules.discard_pickup != "after_opening" or state.opened[seat]


def pickup_fits(state: RaminoState, seat: int, top: str) -> bool:
    """Under ``discard_pickup: must_use``, could the top discard be laid this turn?"""
    return state.rules.discard_pickup != "must_use" or pickup_usable(state, seat, top)


def could_discard_after_taking(state: RaminoState, seat: int, top: str) -> bool:
    """Would a hand that takes the top discard still hold a card it may discard?  An unknown hand:
    could it (one of the cards it could hold not barred)?"""
    hand = state.hands.counter(seat)
    barred = barred_discards(state.rules, top)
    return any(card not in barred for card in (hand if hand is not None else state.hands.possible(seat)))


def can_reshuffle(state: RaminoState) -> bool:
    """§11: an empty stock is remade from the discards, unless the rules void the hand or only the top one is left."""
    return state.rules.stock_exhausted != "void_hand" and len(state.discards) >= 2


def _reshuffle(state: RaminoState) -> None:
    """§11: the discards but the top one become the stock, oldest on top."""
    state.stock, state.discards = state.discards[:-1], state.discards[-1:]
    state.stock_count = len(state.stock)
