"""The exchange phase (§4): propose, accept or refuse, exchange, and the penalty flag."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import Accept, Exchange, Propose, Refuse
from .rules import HAND_SIZE
from .state import EcarteState, Phase


def busy(state: EcarteState) -> IllegalAction:
    """Why the seat to act cannot do something else now: an answer or an exchange is due."""
    if state.phase is Phase.ANSWER:
        return IllegalAction("proposal_pending", dealer=state.dealer)
    return IllegalAction("exchange_pending", to_act=state.seat_to_act)


def exchange_closed(state: EcarteState) -> IllegalAction:
    if state.stock_left == 0:
        return IllegalAction("stock_empty")
    if state.exchange_rounds == state.rules.max_exchange_rounds:
        return IllegalAction("exchange_limit_reached", rounds=state.exchange_rounds)
    return IllegalAction("exchange_closed")


def out_of_phase(state: EcarteState, kind: str) -> IllegalAction:
    """Why the seat to act may not take an action of type ``kind`` in this phase."""
    phase = state.phase
    if kind in ("accept", "refuse"):
        return IllegalAction("not_your_decision")
    if kind == "exchange" and phase is Phase.DECIDE:
        return IllegalAction("exchange_not_agreed")
    if kind in ("propose", "exchange") and phase is Phase.PLAY:
        return exchange_closed(state)
    return busy(state)


def can_propose(state: EcarteState) -> bool:
    """§4.4: the stock holds cards and the round limit is not reached."""
    cap = state.rules.max_exchange_rounds
    return state.stock_left > 0 and (cap is None or state.exchange_rounds < cap)


def close_exchange(state: EcarteState) -> None:
    """The elder ends the exchange phase by leading at §4.1 (a declaration ends nothing, §5.2);
    §4.6 flags him if he never proposed."""
    if not state.proposed:
        state.flagged = state.elder
    state.set_phase(Phase.PLAY, state.elder)


def propose(state: EcarteState, seat: int, action: Propose) -> None:
    state.proposed = True
    state.proposals += 1
    state.set_phase(Phase.ANSWER, state.dealer)


def accept(state: EcarteState, seat: int, action: Accept) -> None:
    state.exchange_rounds += 1
    state.set_phase(Phase.ELDER_EXCHANGE, state.elder)


def refuse(state: EcarteState, seat: int, action: Refuse) -> None:
    if state.rules.penalty_scope == "any_refusal" or state.proposals == 1:
        state.flagged = state.dealer
    state.set_phase(Phase.PLAY, state.elder)


def discard_bounds(state: EcarteState) -> tuple[int, int]:
    """§4.3: the elder discards 1 to 5, the dealer dealer_min_discard to 5, never more than the stock."""
    left = state.stock_left
    least = 1 if state.phase is Phase.ELDER_EXCHANGE else state.rules.dealer_min_discard
    return min(least, left), min(HAND_SIZE, left)


def list_exchange(state: EcarteState, seat: int) -> list[LegalAction]:
    """An exchange is listed as a template: how many cards may go (the cards are the seat's choice)."""
    least, most = discard_bounds(state)
    return [{"seat": seat, "type": "exchange", "min_discard": least, "max_discard": most}]


def check_exchange(state: EcarteState, seat: int, action: Exchange) -> None:
    discard = action["discard"]
    count = len(discard)
    _check_count(state, count)
    if len(set(discard)) != count:
        raise IllegalAction("duplicate_card")
    from_hidden = state.locate(seat, discard)
    _drawn_cards(state, seat, discard, from_hidden, action.get("draw"))


def exchange(state: EcarteState, seat: int, action: Exchange) -> None:
    discard = action["discard"]
    count = len(discard)
    from_hidden = state.locate(seat, discard)
    drawn, hidden_drawn = _drawn_cards(state, seat, discard, from_hidden, action.get("draw"))
    state.take(seat, discard, from_hidden)
    state.discards[seat].extend(discard)
    state.seen.update(drawn)
    state.known[seat].extend(drawn)
    state.hidden[seat] += hidden_drawn
    state.stock_left -= count
    if state.stock is not None:
        state.stock_drawn += count
    state.reveal()  # an emptied stock can pin down the other hand (no claims exist before play)
    _next_exchange_phase(state)


def _check_count(state: EcarteState, count: int) -> None:
    least = discard_bounds(state)[0]
    if count < least:
        raise IllegalAction("must_discard", seat=state.seat_to_act, least=least)
    if count > state.stock_left:
        raise IllegalAction("discard_exceeds_stock", stock_left=state.stock_left)
    if count > HAND_SIZE:
        raise IllegalAction("too_many_discards", hand_size=HAND_SIZE)


def _drawn_cards(
    state: EcarteState, seat: int, discard: list[str], from_hidden: list[str], named: list[str] | None
) -> tuple[list[str], int]:
    """The cards drawn, and how many of them stay unknown.

    A known stock gives its top cards (``draw``, if named, must be those). An unknown stock
    needs them named - each unseen, not one just discarded - unless the hand has unknown
    cards: then unnamed draws join its unknown cards.
    """
    count = len(discard)
    if state.stock is not None:
        top = state.stock[state.stock_drawn : state.stock_drawn + count]
        if named is not None and sorted(named) != sorted(top):
            raise IllegalAction("draw_not_from_stock", count=count)
        return top, 0
    if named is None:
        if state.hidden[seat] == 0 and count:
            raise IllegalAction("wrong_draw_count", cause="stock_unknown", count=count)
        return [], count
    if len(named) != count:
        raise IllegalAction("wrong_draw_count", cause="named", count=count, named=len(named))
    gone = set(discard)
    for card in named:
        if card in state.seen or card in gone:
            raise IllegalAction("card_already_seen", card=card)
        gone.add(card)
    return list(named), 0


def _next_exchange_phase(state: EcarteState) -> None:
    """After the elder's exchange the dealer's (skipped on an empty stock); after the dealer's,
    back to the elder's decision unless the stock or the round limit says play (§4.3-§4.4)."""
    if state.phase is Phase.ELDER_EXCHANGE and state.stock_left:
        state.set_phase(Phase.DEALER_EXCHANGE, state.dealer)
    elif can_propose(state):
        state.set_phase(Phase.DECIDE, state.elder)
    else:
        state.set_phase(Phase.PLAY, state.elder)
