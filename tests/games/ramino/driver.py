"""A player that finishes random Ramino hands, choosing only among what the engine allows.

It draws (sometimes the top discard), closes in hand when the engine lists ``close``, opens
with the best opening, lays further melds, lays off, exchanges jokers (laying the joker again
at once) and discards a random allowed card.
"""

from __future__ import annotations

import random

from service.cards import DOUBLE_FRENCH_WITH_JOKERS
from service.games.ramino import ENGINE
from service.games.ramino.continuation import closing_plan, turn_plan
from service.games.ramino.laying import undiscardable
from service.games.ramino.melds import MeldError, lay_off, lay_off_item
from service.games.ramino.solver import best_melds, find_meld

MAX_TURNS = 2000


def shuffled_deal(rng: random.Random, rules, dealer: int = 0, eliminated: frozenset = frozenset()) -> dict:
    order = DOUBLE_FRENCH_WITH_JOKERS.full()
    rng.shuffle(order)
    return ENGINE.deal_from_order(rules, order, dealer, rules.players, eliminated)


def play_hand(rng: random.Random, rules, deal: dict, scores=None):
    """Play ``deal`` to its end; returns (state, actions applied)."""
    state = ENGINE.start(rules, deal, scores)
    actions: list[dict] = []
    for _ in range(MAX_TURNS * 10):
        if state.phase == "over":
            return state, actions
        action = choose(rng, state)
        ENGINE.apply(state, action)
        actions.append(action)
    raise AssertionError("the hand did not end")


def choose(rng: random.Random, state) -> dict:
    legal = ENGINE.legal_actions(state)
    assert legal, "a seat to act always has a legal action"
    seat = state.turn.seat
    kinds = {a["type"] for a in legal}
    if "draw" in kinds:
        from_discard = [a for a in legal if a.get("source") == "discard"]
        if from_discard and rng.random() < 0.3:
            return from_discard[0]
        return rng.choice([a for a in legal if a.get("source") == "stock"])
    rules = state.rules
    hand = state.hands.cards(seat)
    if "close" in kinds:
        found = closing_plan(state, seat, state.hands.counter(seat), undiscardable(state), state.turn.must_use)
        return {"seat": seat, "type": "close", **found}
    owes = state.turn.jokers_to_lay or state.turn.must_use is not None
    if "open" in kinds:
        melds = turn_plan(state, "open")["first"] if owes else best_melds(rules, hand)[1]
        return {"seat": seat, "type": "open", "melds": melds}
    if owes:  # a new meld first when there is a way, as a player would
        return next_step(seat, turn_plan(state, "meld") or turn_plan(state))
    if "swap_joker" in kinds and rng.random() < 0.7:
        return next_step(seat, turn_plan(state, "swap_joker"))
    if "meld" in kinds:
        meld = find_meld(rules, hand, None, undiscardable(state))
        return {"seat": seat, "type": "meld", "melds": [meld]}
    if "lay_off" in kinds and rng.random() < 0.9:
        for card in sorted(set(hand)):
            for index, meld in enumerate(state.table):
                item = lay_off_item(rules, index, meld, [card])
                if _fits(state, seat, item):
                    return {"seat": seat, "type": "lay_off", **item}
    return rng.choice([a for a in legal if a["type"] == "discard"])


def next_step(seat: int, plan: dict) -> dict:
    """The first action of a way to end the turn (continuation.finish): exchanges come first."""
    if plan["swaps"]:
        return {"seat": seat, "type": "swap_joker", **plan["swaps"][0]}
    for item in (*plan["first"], *plan["melds"], *plan["lay_offs"]):
        if isinstance(item, dict):
            return {"seat": seat, "type": "lay_off", **item}
        return {"seat": seat, "type": "meld", "melds": [item]}
    raise AssertionError("a turn that owes something has something to lay")


def _fits(state, seat: int, item: dict) -> bool:
    index = item["meld"]
    if not state.rules.layoff_on_opponents and state.owners[index] != seat:
        return False
    try:
        lay_off(state.rules, state.table[index], item["cards"], item.get("end"))
    except MeldError:
        return False
    return True
