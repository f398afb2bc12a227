"""Random Ramino play, every option that bears on a turn's debts: every action legal_actions lists
is accepted (a bare kind through a concrete action of that kind), and every sampled action
apply accepts is of a listed kind."""

import copy
import random
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from service.cards import JOKER
from service.engine import IllegalAction
from service.games.ramino.continuation import closing_plan, swap_sets, turn_plan
from service.games.ramino.engine import ENGINE
from service.games.ramino.laying import undiscardable
from service.games.ramino.melds import check_meld
from service.games.ramino.play import owed_action
from service.games.ramino.solver import best_melds, closing, find_meld, three_card_melds
from tests.games.ramino.driver import choose, shuffled_deal
from tests.games.ramino.scenarios import position
from tests.playout import play
from tests.volume import examples

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

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
    if owes:
        return owed_action(state, kind)
    if kind == "open":  # not best_melds: its opening may leave only the card taken, barred
        return {"seat": seat, "type": "open", "melds": turn_plan(state, kind)["first"]}
    if kind == "swap_joker":
        return {"seat": seat, "type": "swap_joker", **turn_plan(state, kind)["swaps"][0]}
    if kind == "meld":
        return {"seat": seat, "type": "meld", "melds": [find_meld(state.rules, hand, None, undiscardable(state))]}
    return {"seat": seat, "type": "lay_off", **turn_plan(state, kind)["first"][0]}


def samples(state) -> list[dict]:
    """Concrete actions of every kind worth trying, legal or not."""
    seat, rules = state.turn.seat, state.rules
    if state.phase == "draw":
        return [{"seat": seat, "type": "draw", "source": s} for s in ("stock", "discard")]
    hand = state.hands.cards(seat)
    found = [{"seat": seat, "type": "discard", "card": c} for c in sorted(set(hand))]
    for index, meld in enumerate(state.table):
        found += [{"seat": seat, "type": "lay_off", "meld": index, "cards": [c]} for c in sorted(set(hand))]
        if JOKER in hand and meld.kind == "run":
            found += [{"seat": seat, "type": "lay_off", "meld": index, "cards": [JOKER], "end": "low"}]
    for swaps, _, _ in swap_sets(rules, state.table, range(len(state.table)), state.hands.counter(seat)):
        if len(swaps) == 1:
            found.append({"seat": seat, "type": "swap_joker", **swaps[0]})
    melds = [m for m in (find_meld(rules, hand), find_meld(rules, hand, JOKER)) if m] + best_melds(rules, hand)[1]
    found += [{"seat": seat, "type": "meld", "melds": [m]} for m in melds]
    found += [{"seat": seat, "type": "meld", "melds": [m]} for m in three_card_melds(rules, hand)]
    found.append({"seat": seat, "type": "open", "melds": best_melds(rules, hand)[1]})
    closed = closing(rules, hand, state.table)
    if closed is not None:
        found.append({"seat": seat, "type": "close", **closed})
    return found


def checks_as_written(state, action: dict) -> None:
    """Each new meld of a listed (or planned) action checks as given; once applied, each table
    meld of the report checks with its kind and value."""
    for meld in action.get("melds", ()):
        answer = check_meld(state.rules, meld)
        assert answer["valid"] and answer["cards"] == meld, (action, answer)
    for meld in ENGINE.report(state)["table"]:
        answer = check_meld(state.rules, meld["cards"])
        assert answer["valid"] and (answer["kind"], answer["value"]) == (meld["kind"], meld["value"]), meld


def listed_covers(listed: list[dict], action: dict) -> bool:
    if action["type"] in ("draw", "discard"):
        return any(a["type"] == action["type"] and a.get("source") == action.get("source") for a in listed) and (
            action["type"] == "draw" or action in listed
        )
    return {"seat": action["seat"], "type": action["type"]} in listed


@settings(max_examples=examples(5), deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(OPTION_MIXES))
def test_listed_actions_are_accepted_and_accepted_ones_listed(seed, options):
    rng = random.Random(seed)
    rules = ENGINE.resolve_rules(options)
    state = ENGINE.start(rules, shuffled_deal(rng, rules, dealer=rng.randrange(rules.players)), None)

    def check_then_choose(engine, state, listed, rng):
        """Every listed action accepted, and every sampled action accepted only where listed."""
        assert listed, "a seat to act always has a legal action"
        for entry in listed:
            action = entry if len(entry) > 2 else concrete(state, entry["type"])
            assert accepted(state, action), f"listed but refused: {action}"
            checks_as_written(state, action)
        for action in samples(state):
            assert not accepted(state, action) or listed_covers(listed, action), f"accepted but not listed: {action}"
        return choose(rng, state, listed)

    play(ENGINE, state, rng, choose=check_then_choose, limit=60)


# Random play rarely reaches a turn that owes something while the table holds a joker; these
# positions start there: a joker in a group or run, a full run whose joker frees nothing else,
# and a small hand of cards near those melds.  They caught the lay-off onto a meld that a later
# exchange or a won joker changes again (continuation.turn_plan exchanges first).  Seat 0 may
# not have opened yet (a low minimum lets these hands open), so openings meet exchanges and
# debts too; the own-joker case of test_ramino_turn_obligations is too rare here to rely on.
JOKER_TABLES = [
    (["6C", "JK", "6H"], 1),
    (["7H", "8H", "JK", "TH"], 1),
    (["2H", "3H", "4H", "5H", "6H", "7H", "8H", "JK", "TH", "JH", "QH", "KH", "AH"], 1),
    (["5S", "6S", "7S"], 1),
    (["9C", "9D", "JK"], 1),
]
NEAR_CARDS = ["6S", "6D", "9H", "9S", "6H", "JH", "4S", "8S", "7C", "QS", "JK"]


@settings(max_examples=examples(60), deadline=None)
@given(
    st.lists(st.sampled_from(range(len(JOKER_TABLES))), min_size=1, max_size=3, unique=True),
    st.lists(st.sampled_from(NEAR_CARDS), min_size=2, max_size=6),
    st.sampled_from(NEAR_CARDS[:-1]),
    st.sampled_from([{"discard_pickup": "must_use"}, {}, {"discard_pickup": "must_use", "max_jokers_group": 2}]),
    st.sampled_from([{0, 1}, {1}]),
)
def test_owing_turns_with_jokers_on_the_table_list_exactly_what_is_accepted(tables, hand, top, options, opened):
    rules = ENGINE.resolve_rules({**options, "opening_min": 15})
    table = [JOKER_TABLES[i] for i in tables]
    state = position(rules, [hand, ["2S"]], drew=False, discards=[top], table=table, opened=opened)
    assume(sum(c == JOKER for c in hand) + sum(JOKER in JOKER_TABLES[i][0] for i in tables) <= 2)
    in_play = Counter([*hand, top, "2S", *(card for i in tables for card in JOKER_TABLES[i][0])])
    assume(all(n <= 2 for card, n in in_play.items() if card != JOKER))  # two decks
    for _ in range(6):
        if state.phase == "over" or state.turn.seat != 0:
            break
        listed = ENGINE.legal_actions(state)
        for entry in listed:
            action = entry if len(entry) > 2 else concrete(state, entry["type"])
            assert accepted(state, action), f"listed but refused: {action}"
            checks_as_written(state, action)
        for action in samples(state):
            assert not accepted(state, action) or listed_covers(listed, action), f"accepted but not listed: {action}"
        # owe something as soon as possible (the discard under must_use, a joker exchange), then pay
        order = ("discard", "open", "swap_joker", "lay_off", "meld")
        entry = min(
            listed, key=lambda a: order.index(a.get("source", a["type"])) if a.get("source", a["type"]) in order else 9
        )
        ENGINE.apply(state, entry if len(entry) > 2 else concrete(state, entry["type"]))
