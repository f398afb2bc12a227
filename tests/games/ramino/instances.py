"""Concrete actions within one of Ramino's listed kinds of laying (``{"seat": 0, "type": "open"}``).

The listing names a kind, not its cards: they are the client's to choose.  :func:`within`
makes actions of that kind for the seat to act:

- a known hand: the ones the solver finds (turn_plan, best_melds, closing_plan...) and every
  single-card lay-off the law of melds allows; the engine's apply checks each;
- an unknown hand: actions the law of melds allows, built first from cards the seat could hold
  (unseen, or shown to be in its hand), then from any card of the deck.  Nothing but the cards
  held can then refuse one (the engine knows the hand's size: they keep a card to discard).

The contract suite tries them for every listed kind; the player of driver.py plays the first
one an unknown hand could hold.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations

from service.cards import DOUBLE_FRENCH_WITH_JOKERS, JOKER
from service.games.ramino.continuation import closing_plan, swap_cards, turn_plan
from service.games.ramino.laying import undiscardable
from service.games.ramino.melds import Meld, MeldError, lay_off, lay_off_item, read_meld, swap_joker
from service.games.ramino.rules import RANKS, SUITS, RaminoRules
from service.games.ramino.solver import best_melds, find_meld, three_card_melds
from service.games.ramino.state import RaminoState

Action = dict
HAND_LIMIT = 15
DECK = Counter(DOUBLE_FRENCH_WITH_JOKERS.full())


def within(state: RaminoState, entry: Action, *, any_card: bool = True) -> Iterator[Action]:
    """Actions of ``entry``'s kind for its seat (the seat to act); ``any_card``: for an unknown
    hand, also those made of cards it cannot hold (after those it could)."""
    seat, kind = entry["seat"], entry["type"]
    if state.hands.is_known(seat):
        for fields in KNOWN[kind](state, seat):
            yield {"seat": seat, "type": kind, **fields}
        return
    supplies = [could_hold(state, seat)]
    if any_card:
        supplies.append(DECK)
    for supply in supplies:
        for fields in UNKNOWN[kind](state, seat, supply):
            yield {"seat": seat, "type": kind, **fields}


def could_hold(state: RaminoState, seat: int) -> Counter:
    """The copies of each card an unknown hand could hold: those unseen, and those it showed."""
    holdings = state.hands.holdings
    unseen = Counter({c: n - holdings.seen[c] for c, n in DECK.items() if n > holdings.seen[c]})
    return unseen + state.hands.shown[seat]


def usable_melds(state: RaminoState, seat: int) -> list[tuple[int, Meld]]:
    """The table melds this seat may lay off onto or take a joker from (§6.2: its own, or any)."""
    return [
        (i, meld) for i, meld in enumerate(state.table) if state.rules.layoff_on_opponents or state.owners[i] == seat
    ]


def single_lay_offs(state: RaminoState, seat: int, cards: list[str]) -> Iterator[dict]:
    """Every lay-off of one of ``cards`` onto a usable meld that the law of melds allows."""
    rules = state.rules
    for card in cards:
        for index, meld in usable_melds(state, seat):
            item = lay_off_item(rules, index, meld, [card])
            try:
                lay_off(rules, meld, item["cards"], item.get("end"))
            except MeldError:
                continue
            yield item


# -- a known hand ------------------------------------------------------------------------------
def _known_open(state: RaminoState, seat: int) -> Iterator[dict]:
    value, melds = best_melds(state.rules, state.hands.cards(seat))
    if melds and value >= state.rules.opening_min:
        yield {"melds": melds}
    plan = turn_plan(state, "open")
    if plan is not None:
        yield {"melds": plan["first"]}


def _known_meld(state: RaminoState, seat: int) -> Iterator[dict]:
    plan = turn_plan(state, "meld")
    if plan is not None and plan["first"]:
        yield {"melds": [plan["first"][0]]}
    hand = state.hands.cards(seat)
    meld = find_meld(state.rules, hand, None, undiscardable(state))
    if meld is not None:
        yield {"melds": [meld]}
    for meld in three_card_melds(state.rules, hand):
        yield {"melds": [meld]}


def _known_lay_off(state: RaminoState, seat: int) -> Iterator[dict]:
    plan = turn_plan(state, "lay_off")
    if plan is not None and plan["first"] and isinstance(plan["first"][0], dict):
        yield plan["first"][0]
    yield from single_lay_offs(state, seat, sorted(set(state.hands.cards(seat))))


def _known_swap(state: RaminoState, seat: int) -> Iterator[dict]:
    plan = turn_plan(state, "swap_joker")
    if plan is not None:
        yield plan["swaps"][0]


def _known_close(state: RaminoState, seat: int) -> Iterator[dict]:
    held = state.hands.counter(seat)
    assert held is not None  # a known hand's
    found = closing_plan(state, seat, held, undiscardable(state), state.turn.must_use)
    if found is not None:
        yield found


KNOWN = {
    "open": _known_open,
    "meld": _known_meld,
    "lay_off": _known_lay_off,
    "swap_joker": _known_swap,
    "close": _known_close,
}


# -- an unknown hand ---------------------------------------------------------------------------
def _three_card_melds(rules: RaminoRules, supply: Counter, must: str | None = None) -> Iterator[list[str]]:
    """Natural three-card melds ``supply`` holds, groups of high ranks first, then runs (with
    ``must`` in each, when given)."""
    for rank in reversed(RANKS):
        for suits in combinations(SUITS, 3):
            cards = [rank + s for s in suits]
            if all(supply[c] for c in cards) and (must is None or must in cards):
                yield cards
    for suit in SUITS:
        for low in range(1, 13):
            cards = [RANKS[(low - 1 + k) % 13] + suit for k in range(3)]
            if all(supply[c] for c in cards) and (must is None or must in cards):
                try:
                    read_meld(rules, cards)
                except MeldError:
                    continue
                yield cards


def _disjoint_melds(rules: RaminoRules, supply: Counter, most: int, must: str | None = None) -> list[list[str]]:
    """Disjoint three-card melds from ``supply`` (the first holding ``must``), at most ``most`` cards, greedily."""
    left = Counter(supply)
    melds: list[list[str]] = []
    if must is not None:
        first = next(_three_card_melds(rules, left, must), None)
        if first is None:
            return []
        melds.append(first)
        left -= Counter(first)
    while 3 * (len(melds) + 1) <= most:
        meld = next(_three_card_melds(rules, left), None)
        if meld is None:
            break
        melds.append(meld)
        left -= Counter(meld)
    return melds


def _unknown_open(state: RaminoState, seat: int, supply: Counter) -> Iterator[dict]:
    rules = state.rules
    if supply.total() <= HAND_LIMIT:  # few enough for the solver: maybe just the hand's own cards
        value, melds = best_melds(rules, list(supply.elements()))
        if melds and value >= rules.opening_min and sum(map(len, melds)) < state.hands.sizes[seat]:
            yield {"melds": melds}
    melds = _disjoint_melds(rules, supply, state.hands.sizes[seat] - 1, state.turn.must_use)
    total = 0
    for k, meld in enumerate(melds):
        total += read_meld(rules, meld).value(rules)
        if total >= max(rules.opening_min, 1):
            yield {"melds": melds[: k + 1]}
            return


def _unknown_meld(state: RaminoState, seat: int, supply: Counter) -> Iterator[dict]:
    for meld in _three_card_melds(state.rules, supply, state.turn.must_use):
        yield {"melds": [meld]}
        return


def _unknown_lay_off(state: RaminoState, seat: int, supply: Counter) -> Iterator[dict]:
    must = state.turn.must_use
    for item in single_lay_offs(state, seat, [*([must] if must is not None else []), *sorted(supply)]):
        yield item
        return


def _unknown_swap(state: RaminoState, seat: int, supply: Counter) -> Iterator[dict]:
    for index, meld in usable_melds(state, seat):
        for cards in swap_cards(meld):
            if all(supply[c] >= n for c, n in Counter(cards).items()):
                try:
                    swap_joker(state.rules, meld, cards)
                except MeldError:
                    continue
                yield {"meld": index, "cards": cards}
                return


def _unknown_close(state: RaminoState, seat: int, supply: Counter) -> Iterator[dict]:
    """Every card melded but the discard: three-card melds, grown by a card where the count needs it."""
    rules = state.rules
    need = state.hands.sizes[seat] - 1
    melds = [read_meld(rules, m) for m in _disjoint_melds(rules, supply, need, state.turn.must_use)]
    left = supply - Counter(card for meld in melds for card in meld.cards)
    for k, meld in enumerate(melds):
        if sum(len(m.cards) for m in melds) == need:
            break
        for card in sorted(+left):
            if card == JOKER:
                continue
            try:
                melds[k] = lay_off(rules, meld, [card])
            except MeldError:
                continue
            left[card] -= 1
            break
    if sum(len(m.cards) for m in melds) != need:
        return
    barred = undiscardable(state) | {JOKER}
    discard = next((c for c in sorted(+left) if c not in barred), None)
    if discard is not None:
        yield {"melds": [list(m.cards) for m in melds], "discard": discard}


UNKNOWN = {
    "open": _unknown_open,
    "meld": _unknown_meld,
    "lay_off": _unknown_lay_off,
    "swap_joker": _unknown_swap,
    "close": _unknown_close,
}
