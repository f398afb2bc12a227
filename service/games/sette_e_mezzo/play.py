"""A seat's turn (digest §4, §5): hit or stand, a bust or a 7 1/2 declared at once, then the next seat."""

from __future__ import annotations

from typing import cast

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Hit, Stand
from .reshuffle import can_draw, stock_for_hit, take_stock
from .settlement import settle
from .state import Hand, Phase, SetteState, Status
from .values import SEVEN_AND_HALF


def face_up_modes(state: SetteState, seat: int) -> tuple[bool, ...]:
    """The ``face_up`` a hit may take (4.2): a hand's first hit chooses, its later hits follow it;
    the banker always hits face up."""
    if seat == state.banker:
        return (True,)
    mode = state.hands[seat].mode
    return (True, False) if mode is None else (mode,)


def check_hit(state: SetteState, seat: int, action: Hit) -> None:
    face_up = action.get("face_up")
    if face_up is not None and face_up not in face_up_modes(state, seat):
        if seat == state.banker:
            raise IllegalAction("banker_hits_face_up")
        raise IllegalAction("face_down_mode_fixed")
    stock, _ = stock_for_hit(state)
    stock.check_draw(action.get("card"), state.seen)


def hit(state: SetteState, seat: int, action: Hit) -> None:
    hand = state.hands[seat]
    stock, returned = stock_for_hit(state)
    card = stock.check_draw(action.get("card"), state.seen)  # the card named, or the top (checked)
    if stock is not state.stock:
        take_stock(state, stock, returned)
    stock.draw(card)
    state.seen.add(card)
    hand.cards.append(card)
    if seat != state.banker:
        face_up = action.get("face_up")
        if face_up is None:
            face_up = face_up_modes(state, seat)[0]  # omitted: the hand's mode, face up for a first hit
        hand.mode = face_up
        if not face_up:  # the hidden card is turned up, the new one comes face down (4.2)
            hand.face_down = len(hand.cards) - 1
    _value_after_hit(state, hand)


def list_hits(state: SetteState, seat: int) -> list[LegalAction]:
    if not can_draw(state):
        return []
    return [{"seat": seat, "type": "hit", "face_up": face_up} for face_up in face_up_modes(state, seat)]


def stand(state: SetteState, seat: int, action: Stand) -> None:
    end_turn(state, seat, Status.STOOD)


def _value_after_hit(state: SetteState, hand: Hand) -> None:
    """Declare a bust or a 7 1/2 at once when the cards prove it (4.3)."""
    if hand.unknown_cards:
        outcomes = [state.value(hand.cards_with(guess)) for guess in state.unseen()]
        bust = all(v.bust for v in outcomes)
        seven_and_half = not bust and all(v.halves == SEVEN_AND_HALF and not v.bust for v in outcomes)
    else:
        hand.value = value = state.value(cast("list[str]", hand.cards))  # no unknown card left
        bust = value.bust
        seven_and_half = value.halves == SEVEN_AND_HALF
    if bust:
        if hand.seat != state.banker:
            hand.points = -hand.staked  # paid to the banker at once (6.1)
        end_turn(state, hand.seat, Status.BUST)
    elif seven_and_half:
        end_turn(state, hand.seat, Status.SEVEN_AND_HALF)


def end_turn(state: SetteState, seat: int, status: Status) -> None:
    """The seat's turn ends: the next player's begins, then the banker's (5), then settlement (6)."""
    hand = state.hands[seat]
    hand.status = status
    if status is not Status.STOOD:
        hand.face_down = None  # a bust or a 7 1/2 is declared and shown
    if seat == state.banker:
        settle(state)
        return
    following = (seat + 1) % state.seats
    if following != state.banker:
        state.seat_to_act = following
    elif all(state.hands[p].status is Status.BUST for p in state.players):
        state.hands[state.banker].status = Status.NOT_PLAYED
        settle(state)
    else:
        state.phase = Phase.BANKER
        state.seat_to_act = state.banker
        state.hands[state.banker].face_down = None  # the banker shows his card (5.2)
