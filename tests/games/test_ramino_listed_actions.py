"""Random Ramino play, every option that bears on a turn's debts: every action legal_actions lists
is accepted (a bare kind through a concrete action of that kind), and every sampled action
apply accepts is of a listed kind."""

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from service.cards import JOKER
from service.engine import IllegalAction
from service.games.ramino import ENGINE
from service.games.ramino.continuation import closing_plan, swap_sets, turn_plan
from service.games.ramino.laying import undiscardable
from service.games.ramino.solver import best_melds, closing, find_meld
from tests.games.ramino_driver import choose, shuffled_deal

OPTION_MIXES = [
    {"discard_pickup": "must_use"},
    {"discard_pickup": "must_use", "return_discard": True, "opening_min": 30},
    {"discard_pickup": "must_use", "layoff_same_turn": False, "joker_discard": False},
    {"layoff_on_opponents": False, "max_jokers_group": 2},
    {"players": 3, "opening_min": 20},
]


def accepted(state, action: dict) -> bool:
    trial = copy.deepcopy(state, {id(state.rules): state.rules})  # the rules are shared, never copied
    try:
        ENGINE.apply(trial, action)
    except IllegalAction:
        return False
    return True


def concrete(state, kind: str) -> dict:
    """An action of a listed bare kind, built from the engine's own search."""
    seat, turn = state.turn.seat, state.turn
    owes = turn.jokers_to_lay or turn.must_use is not None
    hand = state.hands.cards(seat)
    if kind == "close":
        plan = closing_plan(state, seat, state.hands.counter(seat), undiscardable(state), turn.must_use)
        return {"seat": seat, "type": "close", **plan}
    if kind == "open":
        melds = turn_plan(state, "open")["first"] if owes else best_melds(state.rules, hand)[1]
        return {"seat": seat, "type": "open", "melds": melds}
    if kind == "swap_joker":
        return {"seat": seat, "type": "swap_joker", **turn_plan(state, kind)["swaps"][0]}
    if kind == "meld" and not owes:
        return {"seat": seat, "type": "meld", "melds": [find_meld(state.rules, hand, None, undiscardable(state))]}
    first = turn_plan(state, kind)["first"][0]
    if kind == "meld":
        return {"seat": seat, "type": "meld", "melds": [first]}
    return {"seat": seat, "type": "lay_off", **first}


def samples(state) -> list[dict]:
    """Concrete actions of every kind worth trying, legal or not."""
    seat, rules = state.turn.seat, state.rules
    if not state.turn.drew:
        return [{"seat": seat, "type": "draw", "source": s} for s in ("stock", "discard")]
    hand = state.hands.cards(seat)
    found = [{"seat": seat, "type": "discard", "card": c} for c in sorted(set(hand))]
    for index in range(len(state.table)):
        found += [{"seat": seat, "type": "lay_off", "meld": index, "cards": [c]} for c in sorted(set(hand))]
    for swaps, _, _ in swap_sets(rules, state.table, range(len(state.table)), state.hands.counter(seat)):
        if len(swaps) == 1:
            found.append({"seat": seat, "type": "swap_joker", **swaps[0]})
    melds = [m for m in (find_meld(rules, hand), find_meld(rules, hand, JOKER)) if m] + best_melds(rules, hand)[1]
    found += [{"seat": seat, "type": "meld", "melds": [m]} for m in melds]
    found.append({"seat": seat, "type": "open", "melds": best_melds(rules, hand)[1]})
    closed = closing(rules, hand, state.table)
    if closed is not None:
        found.append({"seat": seat, "type": "close", **closed})
    return found


def listed_covers(listed: list[dict], action: dict) -> bool:
    if action["type"] in ("draw", "discard"):
        return any(a["type"] == action["type"] and a.get("source") == action.get("source") for a in listed) and (
            action["type"] == "draw" or action in listed
        )
    return {"seat": action["seat"], "type": action["type"]} in listed


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(OPTION_MIXES))
def test_listed_actions_are_accepted_and_accepted_ones_listed(seed, options):
    rng = random.Random(seed)
    rules = ENGINE.resolve_rules(options)
    state = ENGINE.start(rules, shuffled_deal(rng, rules, dealer=rng.randrange(rules.players)), None)
    for _ in range(60):
        if state.phase == "over":
            break
        listed = ENGINE.legal_actions(state)
        assert listed, "a seat to act always has a legal action"
        for entry in listed:
            action = entry if len(entry) > 2 else concrete(state, entry["type"])
            assert accepted(state, action), f"listed but refused: {action}"
        for action in samples(state):
            assert not accepted(state, action) or listed_covers(listed, action), f"accepted but not listed: {action}"
        ENGINE.apply(state, choose(rng, state))
