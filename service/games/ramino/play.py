"""A turn after its draw: the opening (§5), further melds, lay-offs (§6) and joker exchanges
(§7), the discard that ends the turn (§4.4-§4.5), and closing in hand (§8.2).

Each kind of laying is a move of the engine's table: its entitlements (``TO_LAY_OFF``...)
make both its check and its listing (``Move.requiring``); its ``apply`` works the
laying out on copies (:class:`~.laying.Laying`), which refuses a meld, lay-off or exchange the
law of melds forbids before anything moves, then commits it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterator
from typing import Any

from ...cards import JOKER
from ...engine import IllegalAction
from ...engine.actions import Action, JsonObject, kind_of
from ...engine.reports import LegalAction
from .actions import Close, Discard, LayOff, NewMelds, Open, SwapJoker
from .continuation import closing_plan, finish, swap_cards, turn_plan
from .laying import Laying, discardable, undiscardable
from .match import end_hand
from .melds import MeldError, lay_off, lay_off_end, swap_joker
from .solver import can_meld, can_open, three_card_melds
from .state import Phase, RaminoState, Turn

# -- who may lay what: the entitlements of the moves (Move.requiring) ------------------------------
# each gives the maker of its refusal, made only when the refusal is given (a listing asks often)
Refusal = Callable[[], IllegalAction]


def not_opened(state: RaminoState, seat: int) -> Refusal | None:
    """§5.1: an opening is for a player who has not opened."""
    return (lambda: IllegalAction("already_opened")) if state.opened[seat] else None


def opened(state: RaminoState, seat: int) -> Refusal | None:
    """§5.1, §5.3, §6.1, §7.1: melds outside the opening, lay-offs and joker exchanges are for a
    player who has opened."""
    return None if state.opened[seat] else lambda: IllegalAction("not_opened")


def not_the_opening_turn(state: RaminoState, seat: int) -> Refusal | None:
    """§5.3: under ``layoff_same_turn: false``, no lay-off or exchange in the turn of the opening."""
    if not state.rules.layoff_same_turn and state.turn.opened:
        return lambda: IllegalAction("layoff_same_turn")
    return None


def nothing_laid(state: RaminoState, seat: int) -> Refusal | None:
    """§8.2: closing in hand is for a player who has laid nothing in this hand."""
    if state.laid_before[seat] or state.turn.laid:
        return lambda: IllegalAction("already_laid")
    return None


TO_OPEN = (not_opened,)
TO_MELD = (opened,)
TO_LAY_OFF = (opened, not_the_opening_turn)
TO_CLOSE = (nothing_laid,)


def owes(state: RaminoState) -> bool:
    """Does the turn still owe a joker won back (§7.4) or the discard taken under must_use (§12)?"""
    return bool(state.turn.jokers_to_lay) or state.turn.must_use is not None


def check_discard(state: RaminoState, seat: int, action: Discard) -> None:
    card = action["card"]
    _check_discardable(state, card)
    state.hands.check_remove(seat, Counter({card: 1}))


def _check_discardable(state: RaminoState, card: str, laying: Laying | None = None) -> None:
    """May ``card`` be discarded now (at the end of ``laying`` when closing)?"""
    turn = state.turn
    if turn.jokers_to_lay:
        raise IllegalAction("joker_must_be_reused")
    if turn.must_use is not None and not (laying is not None and laying.out[turn.must_use]):
        raise IllegalAction("discard_pickup_not_used", card=turn.must_use)
    if card not in undiscardable(state):
        return
    if card == JOKER and not state.rules.joker_discard:
        raise IllegalAction("joker_discard")
    raise IllegalAction("return_discard", card=card)


# -- laying and discarding ---------------------------------------------------------------------
def lay_opening(state: RaminoState, seat: int, action: Open) -> None:
    laying = Laying(state, seat)
    for cards in action["melds"]:
        laying.meld(cards)
    minimum = state.rules.opening_min
    if not action["melds"] or laying.value < minimum:
        raise IllegalAction("opening_below_minimum", value=laying.value, minimum=minimum)
    laying.check()
    _check_payable(state, laying, opening=True)
    laying.commit()
    state.opened[seat] = state.turn.opened = True


def lay_melds(state: RaminoState, seat: int, action: NewMelds) -> None:
    laying = Laying(state, seat)
    for cards in action["melds"]:
        laying.meld(cards)
    laying.check()
    _check_payable(state, laying)
    laying.commit()


def lay_off_cards(state: RaminoState, seat: int, action: LayOff) -> None:
    laying = Laying(state, seat)
    laying.lay_off(action["meld"], action["cards"], action.get("end"))
    laying.check()
    _check_payable(state, laying)
    laying.commit()


def exchange_joker(state: RaminoState, seat: int, action: SwapJoker) -> None:
    laying = Laying(state, seat)
    laying.swap(action["meld"], action["cards"])
    laying.check()
    _check_payable(state, laying, joker_kept=True)
    laying.commit()


def discard(state: RaminoState, seat: int, action: Discard) -> None:
    card = action["card"]
    state.hands.remove(seat, Counter({card: 1}))
    _end_turn(state, seat, card)


def close_in_hand(state: RaminoState, seat: int, action: Close) -> None:
    laying = Laying(state, seat)
    for swap in action.get("swaps", ()):
        laying.swap(swap["meld"], swap["cards"])
    for item in action.get("lay_offs", ()):
        laying.lay_off(item["meld"], item["cards"], item.get("end"))
    for cards in action.get("melds", ()):
        laying.meld(cards)
    if laying.jokers_to_lay():
        raise IllegalAction("joker_must_be_reused", cause="closing")
    card = action["discard"]
    _check_discardable(state, card, laying)
    laying.out[card] += 1
    laying.check(keep_one=False)
    if laying.cards_left():
        raise IllegalAction("close_incomplete")
    laying.out[card] -= 1
    laying.commit()
    state.hands.remove(seat, Counter({card: 1}))
    _end_turn(state, seat, card)


def _end_turn(state: RaminoState, seat: int, card: str) -> None:
    state.discards.append(card)
    if not state.hands.sizes[seat]:
        return end_hand(state, seat, "went_out" if state.laid_before[seat] else "closed_in_hand")
    if state.turn.laid:
        state.laid_before[seat] = True
    if state.stock_emptied:
        return end_hand(state, None, "void")
    state.turn = Turn(state.next_seat(seat))
    state.phase = Phase.DRAW


def _check_payable(state: RaminoState, laying: Laying, *, opening: bool = False, joker_kept: bool = False) -> None:
    """Refuse a laying after which the turn could not lay what it owes: the jokers won back, the
    discard taken under must_use (a refusal up front, so that no turn reaches a dead end).
    ``joker_kept``: the laying is the exchange that won the joker (``joker_not_reusable``)."""
    turn, seat = state.turn, laying.seat
    due = laying.jokers_to_lay()
    must = turn.must_use if turn.must_use is not None and not laying.out[turn.must_use] else None
    held = state.hands.counter(seat)
    if not (due or must is not None) or held is None:
        return
    hand = held - laying.out + laying.won
    opened_now = turn.opened or opening
    barred = undiscardable(state)
    plan = finish(
        state, seat, hand, laying.table, laying.owners, opened_now=opened_now, due=due, must=must, barred=barred
    )
    if plan is None:
        if not due:
            raise IllegalAction("discard_pickup_not_used", cause="cannot_lay", card=must)
        if joker_kept:
            raise IllegalAction("joker_not_reusable")
        raise IllegalAction("joker_must_be_reused", cause="cannot_lay")


# -- listing -----------------------------------------------------------------------------------
def list_laying(typed: Any) -> Callable[[RaminoState, int], list[LegalAction]]:
    """The listing of one kind of laying (its TypedDict): ``{"seat", "type"}`` when the seat, entitled to lay
    this kind (its move's entitlements, ``TO_LAY_OFF``...), could lay one now (the hand's cards are the
    client's to choose: the service lists kinds, not melds)."""
    kind = kind_of(typed)
    could_lay = COULD_LAY[kind]

    def listing(state: RaminoState, seat: int) -> list[LegalAction]:
        held = state.hands.counter(seat)
        if held is None:
            may = _could_lay_unknown(state, seat, kind)
        elif owes(state):
            may = owed_action(state, kind) is not None
        else:
            may = could_lay(state, seat, state.hands.cards(seat))
        return [{"seat": seat, "type": kind}] if may else []

    return listing


def _could_lay_unknown(state: RaminoState, seat: int, kind: str) -> bool:
    """An unknown hand, some of its cards unseen: could it lay this kind now, of cards it could
    hold, and keep a card to discard (§4.4)?  Asked of the laying's own checks (:func:`_pays`),
    one action at a time, up to the first accepted: a meld, of the three-card melds the law of
    melds makes of those cards (any longer meld holds one).  An opening is left to its cards (it
    holds 13 or more)."""
    hands = state.hands
    if kind == "open":
        return True
    could_hold = hands.possible(seat)
    tries: Iterator[JsonObject]
    if kind == "meld":  # of every copy it could hold: two jokers may make a run with one natural (§2.4)
        copies = list(hands.could_hold(seat).elements())
        tries = ({"melds": [meld]} for meld in three_card_melds(state.rules, copies))
    elif kind == "lay_off":
        tries = (
            {"meld": index, "cards": [card], **({"end": end} if end else {})}
            for index, card, end in _fitting_table(state, seat, set(could_hold))
        )
    else:
        tries = ({"meld": index, "cards": cards} for index, cards in _freeing_swaps(state, seat, set(could_hold)))
    return any(_pays(state, {"seat": seat, "type": kind, **fields}) for fields in tries)


def _freeing_swaps(state: RaminoState, seat: int, could_hold: set[str]) -> Iterator[tuple[int, list[str]]]:
    """The exchanges (a table meld this seat may use, the natural cards) that free a joker (§7)
    with cards among ``could_hold``, as they are found."""
    for index, meld in enumerate(state.table):
        if not state.rules.layoff_on_opponents and state.owners[index] != seat:
            continue
        for cards in swap_cards(meld):
            if not could_hold.issuperset(cards):
                continue
            try:
                swap_joker(state.rules, meld, cards)
            except MeldError:
                continue
            yield index, cards


def list_close(state: RaminoState, seat: int) -> list[LegalAction]:
    held = state.hands.counter(seat)
    if held is not None and not closing_plan(state, seat, held, undiscardable(state), state.turn.must_use):
        return []
    return [{"seat": seat, "type": "close"}]


def list_discards(state: RaminoState, seat: int) -> list[LegalAction]:
    if owes(state):
        return []
    barred = undiscardable(state)
    return [
        {"seat": seat, "type": "discard", "card": card} for card in state.hands.possible(seat) if card not in barred
    ]


def owed_action(state: RaminoState, kind: str) -> Action | None:
    """With a debt this turn (a joker won back, the discard taken under must_use): an action
    of this kind (``open``, ``meld``, ``lay_off``, ``swap_joker``) the seat to act may take
    now and still pay, or None.

    :func:`turn_plan` makes the exchanges first and keeps their jokers out of the action asked
    about, so it misses a lay-off or meld that the rest of the turn changes again: an exchange
    in that meld (a group's joker freed by one suit once a lay-off made it four cards), or a
    joker won later laid onto it.  Only a joker on the table can be won later; then single
    cards and three-card melds are tried one by one, with apply's own checks.  That is enough:
    a lay-off onto a group is one card, one onto a run starts with a card next to the run, a
    meld holds a three-card meld, and what is left of either is a lay-off laid after it."""
    seat = state.turn.seat
    plan = turn_plan(state, kind)
    if plan is not None:
        if kind == "swap_joker":
            return {"seat": seat, "type": kind, **plan["swaps"][0]}
        if kind == "open":
            return {"seat": seat, "type": kind, "melds": plan["first"]}
        first = plan["first"][0]
        return {"seat": seat, "type": kind, **({"melds": [first]} if kind == "meld" else first)}
    hand = state.hands.counter(seat)
    if hand is None or kind not in ("lay_off", "meld") or not any(JOKER in meld.cards for meld in state.table):
        return None
    tries: Iterator[JsonObject]
    if kind == "lay_off":
        tries = (
            {"seat": seat, "type": kind, "meld": index, "cards": [card], **({"end": end} if end else {})}
            for index, meld in enumerate(state.table)
            for card in sorted(hand)
            for end in (("low", "high") if card == JOKER and meld.kind == "run" else (None,))
        )
    else:
        tries = (
            {"seat": seat, "type": kind, "melds": [meld]}
            for meld in three_card_melds(state.rules, list(hand.elements()))
        )
    return next((action for action in tries if _pays(state, action)), None)


def _pays(state: RaminoState, action: Action) -> bool:
    """Would this lay-off, meld or joker exchange be accepted?  The checks of its move, nothing moved."""
    laying = Laying(state, action["seat"])
    try:
        if action["type"] == "lay_off":
            laying.lay_off(action["meld"], action["cards"], action.get("end"))
        elif action["type"] == "swap_joker":
            laying.swap(action["meld"], action["cards"])
        else:
            laying.meld(action["melds"][0])
        laying.check()
        _check_payable(state, laying)
    except IllegalAction:
        return False
    return True


# With nothing owed this turn: could the seat, holding ``hand``, lay this kind of action now?
def _could_open(state: RaminoState, seat: int, hand: tuple[str, ...]) -> bool:
    return can_open(state.rules, hand, max(state.rules.opening_min, 1), undiscardable(state))


def _could_meld(state: RaminoState, seat: int, hand: tuple[str, ...]) -> bool:
    return can_meld(state.rules, hand, undiscardable(state))


def _could_lay_off(state: RaminoState, seat: int, hand: tuple[str, ...]) -> bool:
    held = state.hands.counter(seat)
    assert held is not None  # a known hand's
    return any(discardable(state, {**held, c: held[c] - 1}) for _, c, _ in _fitting_table(state, seat, held))


def _could_swap(state: RaminoState, seat: int, hand: tuple[str, ...]) -> bool:
    return next(_freeing_swaps(state, seat, set(hand)), None) is not None and turn_plan(state, "swap_joker") is not None


COULD_LAY: dict[str, Callable[[RaminoState, int, tuple[str, ...]], bool]] = {
    "open": _could_open,
    "meld": _could_meld,
    "lay_off": _could_lay_off,
    "swap_joker": _could_swap,
}


def _fitting_table(state: RaminoState, seat: int, cards: Collection[str]) -> Iterator[tuple[int, str, str | None]]:
    """Those of ``cards`` that alone can be laid off onto some table meld this seat may use, as
    they are found, each once with the first such meld and its end: the few that could grow a
    meld (:meth:`~.melds.Meld.next_cards`), each tried by :func:`lay_off`."""
    fitting: set[str] = set()
    rules = state.rules
    for index, meld in enumerate(state.table):
        if not rules.layoff_on_opponents and state.owners[index] != seat:
            continue
        for card in meld.next_cards:
            if card not in cards or card in fitting:
                continue
            end = lay_off_end(rules, meld, [card])
            try:
                lay_off(rules, meld, [card], end)
            except MeldError:
                continue
            fitting.add(card)
            yield index, card, end
