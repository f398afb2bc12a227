"""The meld helpers (check, best-opening, can-close) against every value of every rules option.

Two classes of defect are swept here:
- a discard the rules bar (a joker under ``joker_discard: false``) offered by a helper or a plan;
- a meld answered in an order that ``/melds/check`` reads as another meld (``AS JK JK``, meant
  as a group of aces, checks as the run A-2-3).
"""

from collections import Counter
from itertools import combinations, permutations

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from service.cards import JOKER
from service.games.ramino.continuation import closing_plan
from service.games.ramino.engine import ENGINE
from service.games.ramino.laying import undiscardable
from service.games.ramino.melds import MeldError, check_meld, explain_lay_off, lay_off, read_meld
from service.games.ramino.rules import RULE_BOOK, SUITS, barred_discards
from service.games.ramino.solver import (
    _bits,
    _group_plans,
    _host_plans,
    _run_plans,
    _write,
    _write_host,
    best_opening,
    can_close,
)
from tests.games.ramino.scenarios import act, kinds, position, refused
from tests.volume import examples

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

RANKS = "A23456789TJQK"
# upper bounds for the options the RuleBook leaves open (none of them changes a meld's reading)
OPEN_ENDED = {
    "opening_min": 120,
    "joker_penalty": 50,
    "close_in_hand_multiplier": 4,
    "elimination_at": 300,
    "fixed_hands": 9,
}


def _values(option):
    if option.choices is not None:
        return st.sampled_from(option.choices)
    if option.type == "boolean":
        return st.booleans()
    high = option.maximum if option.maximum is not None else OPEN_ENDED[option.name]
    return st.integers(int(option.minimum), int(high))


# every option of the RuleBook, each over its whole range
RULES = st.fixed_dictionaries({option.name: _values(option) for option in RULE_BOOK.options}).map(ENGINE.resolve_rules)


@st.composite
def hands(draw, min_size=1, max_size=15):
    """A hand over a few ranks (so that melds are common), jokers often, two copies at most."""
    ranks = draw(st.lists(st.sampled_from(RANKS), min_size=1, max_size=5, unique=True))
    pool = [r + s for r in ranks for s in SUITS] * 2 + [JOKER, JOKER]
    hand = draw(st.lists(st.sampled_from(pool), min_size=min_size, max_size=max_size))
    assume(all(n <= 2 for n in Counter(hand).values()))
    return hand


SETTINGS = settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
# the hands that showed each defect
NO_JOKER_DISCARD = ENGINE.resolve_rules({"max_jokers_run": 0, "max_jokers_group": 0, "joker_discard": False})
TWO_JOKER_GROUPS = ENGINE.resolve_rules({"max_jokers_group": 2})
JOKER_HAND = "2S 3S 4S 7H 7D 7C JK".split()
ACE_JOKERS_HAND = "AS JK JK 6H 6D 6C 2C 3C 4C 5S QD JH 3D KC".split()


def test_can_close_never_discards_a_joker_under_joker_discard_false():
    assert can_close(NO_JOKER_DISCARD, JOKER_HAND) == {"can_close": False, "melds": [], "discard": None}
    # the opening likewise keeps a natural card, not the joker, for the discard
    opening = best_opening(NO_JOKER_DISCARD, "4S 5S 6S 7H 7D 7C JK".split())
    assert opening["value"] == 21 and opening["melds"] == [["7H", "7D", "7C"]]
    state = position(NO_JOKER_DISCARD, [JOKER_HAND, ["KD"]])
    assert "close" not in kinds(state)
    close = {"melds": [["2S", "3S", "4S"], ["7H", "7D", "7C"]], "discard": JOKER}
    assert refused(state, 0, "close", **close) == "joker_discard"
    assert {"seat": 0, "type": "discard", "card": JOKER} not in ENGINE.legal_actions(state)
    # with jokers discardable the same hand closes on the joker
    assert can_close(ENGINE.resolve_rules({"max_jokers_run": 0, "max_jokers_group": 0}), JOKER_HAND)["discard"] == JOKER


def test_a_group_of_one_ace_and_two_jokers_is_answered_as_it_checks():
    opening = best_opening(TWO_JOKER_GROUPS, ACE_JOKERS_HAND)
    assert ["JK", "AS", "JK"] in opening["melds"] and opening["value"] == 60
    answer = check_meld(TWO_JOKER_GROUPS, ["JK", "AS", "JK"])
    assert (answer["kind"], answer["value"]) == ("group", 33)
    assert check_meld(TWO_JOKER_GROUPS, ["AS", "JK", "JK"])["kind"] == "run"


@SETTINGS
@given(RULES, hands())
def test_every_meld_the_solver_may_write_checks_as_the_meld_it_counted(rules, hand):
    """The root of the second defect: each run or group the solver weighs is written so that read_meld
    reads it with the kind and the value the solver gave it."""
    once, _, jokers = _bits(hand)
    for plan in (*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)):
        answer = check_meld(rules, _write(plan, ()))
        assert answer["valid"], (plan[4], answer)
        assert (answer["kind"], answer["value"]) == (plan[4][0], plan[2]), plan[4]
    # an opening meld that takes won jokers afterwards (legal actions' templates): its opening part
    for plan in _host_plans(rules, once, jokers):
        meld, _ = _write_host(rules, plan, 0)
        answer = check_meld(rules, meld)
        assert answer["valid"], (plan[4], answer)
        assert (answer["kind"], answer["value"]) == (plan[4][1][0], plan[2]), plan[4]


@SETTINGS
@given(RULES, hands())
@example(TWO_JOKER_GROUPS, ACE_JOKERS_HAND)
@example(NO_JOKER_DISCARD, "4S 5S 6S 7H 7D 7C JK".split())
def test_best_opening_melds_check_as_returned_and_keep_a_discard_the_rules_allow(rules, hand):
    opening = best_opening(rules, hand)
    left = Counter(hand)
    total = 0
    for meld in opening["melds"]:
        answer = check_meld(rules, meld)
        assert answer["valid"] and answer["cards"] == meld, answer
        total += answer["value"]
        left -= Counter(meld)
    assert sum(Counter(hand).values()) - sum(left.values()) == sum(len(m) for m in opening["melds"])
    assert total == opening["value"]
    if opening["melds"]:
        assert set(left.elements()) - barred_discards(rules), "a card the rules let be discarded stays"
    assert opening["reaches_minimum"] == (bool(opening["melds"]) and total >= rules.opening_min)


def _other_hands(rules, hand):
    """One card each for the other seats, none held twice in all."""
    free = [r + s for r in RANKS for s in SUITS if r + s not in hand]
    return [[free[i]] for i in range(rules.players - 1)]


@SETTINGS
@given(RULES, hands())
@example(NO_JOKER_DISCARD, JOKER_HAND)
@example(TWO_JOKER_GROUPS, "JK AS JK KC KD KH".split())
def test_can_close_answers_a_close_the_engine_accepts_and_lists(rules, hand):
    closed = can_close(rules, hand)
    state = position(rules, [hand, *_other_hands(rules, hand)])
    assert ("close" in kinds(state)) == closed["can_close"]
    if not closed["can_close"]:
        assert closed == {"can_close": False, "melds": [], "discard": None}
        return
    assert closed["discard"] not in barred_discards(rules)
    for meld in closed["melds"]:
        answer = check_meld(rules, meld)
        assert answer["valid"] and answer["cards"] == meld, answer
    laid = Counter(c for meld in closed["melds"] for c in meld) + Counter([closed["discard"]])
    assert laid == Counter(hand)
    act(state, 0, "close", melds=closed["melds"], discard=closed["discard"])
    assert state.phase == "over" and state.deal_result["reason"] == "closed_in_hand"
    _assert_table_rechecks(state)


def _assert_table_rechecks(state):
    for meld in ENGINE.report(state)["table"]:
        answer = check_meld(state.rules, meld["cards"])
        assert answer["valid"] and (answer["kind"], answer["value"]) == (meld["kind"], meld["value"]), meld


TABLE_MELDS = ["7H 8H JK TH", "6C JK 6H", "QS KS AS", "2D 3D 4D", "JK 5C 6C", "9S 9D 9C", "AH 2H JK"]


@SETTINGS
@given(
    RULES.filter(lambda r: r.max_jokers_run >= 1 and r.max_jokers_group >= 1),
    hands(max_size=10),
    st.lists(st.sampled_from(TABLE_MELDS), max_size=3, unique=True),
    st.booleans(),
)
def test_a_listed_close_never_ends_on_a_barred_discard(rules, hand, table, took):
    """With a table (lay-offs, joker exchanges) and perhaps the top discard taken: the close the
    engine plans discards a card the turn may discard, and is accepted; the discards listed
    never include a barred card; every meld on the table afterwards re-checks as itself."""
    melds = [meld.split() for meld in table]
    assume(all(n <= 2 for n in (Counter(hand) + Counter(c for m in melds for c in m)).values()))
    state = position(
        rules,
        [hand, *_other_hands(rules, hand + [c for m in melds for c in m])],
        table=[(m, 1) for m in melds],
        opened=(1,),
    )
    if took:
        state.turn.took_discard = hand[-1]
    barred = undiscardable(state)
    listed = ENGINE.legal_actions(state)
    assert not {a["card"] for a in listed if a["type"] == "discard"} & barred
    if not rules.joker_discard:
        assert JOKER in barred
    plan = closing_plan(state, 0, state.hands.counter(0), barred)
    assert ("close" in {a["type"] for a in listed}) == (plan is not None)
    if plan is None:
        return
    assert plan["discard"] not in barred
    for meld in plan["melds"]:
        answer = check_meld(rules, meld)
        assert answer["valid"] and answer["cards"] == meld, answer
    act(state, 0, "close", **plan)
    assert state.phase == "over"
    _assert_table_rechecks(state)


@SETTINGS
@given(RULES, hands(min_size=1, max_size=6))
def test_a_refused_meld_lists_exactly_the_orders_of_its_cards_that_are_melds(rules, cards):
    """/melds/check: a valid list checks as given; a refused one names every valid order of the
    same cards (one per reading: runs by the rank at each place, a group once), each of which
    checks as listed, and a run refusal ``not_in_sequence`` says what each place was read as."""
    answer = check_meld(rules, cards)
    if answer["valid"]:
        assert answer["cards"] == cards
        return
    readings = set()
    for order in set(permutations(cards)):
        found = check_meld(rules, list(order))
        if found["valid"]:
            readings.add((found["kind"], found["value"]) + ((order,) if found["kind"] == "run" else ()))
    listed = set()
    for arrangement in answer["valid_arrangements"]:
        assert Counter(arrangement["cards"]) == Counter(cards) and arrangement["cards"] != cards
        found = check_meld(rules, arrangement["cards"])
        assert found["valid"] and (found["kind"], found["value"]) == (arrangement["kind"], arrangement["value"])
        assert len(arrangement["ranks"]) == len(cards)
        listed.add((found["kind"], found["value"]) + ((tuple(arrangement["cards"]),) if found["kind"] == "run" else ()))
    assert listed == readings
    read_as = answer["read_as"]
    if read_as is not None:
        assert answer["rule"] == "not_in_sequence" and read_as["cards"] == cards
        assert [j["position"] for j in read_as["jokers"]] == [i for i, c in enumerate(cards) if c == JOKER]
        assert all(read_as["ranks"][j["position"]] == j["rank"] for j in read_as["jokers"])


# -- brute force on small hands, under every joker and discard option ---------------------------
SMALL_DECK = [r + s for r in "A23TQK" for s in "SH"] * 2 + [JOKER, JOKER]


def _brute(rules, hand):
    """Best opening value and can-close by trying every subset in every order with check_meld;
    the card kept out must be one the rules let be discarded."""
    melds = {}
    for size in range(3, len(hand) + 1):
        for subset in _subsets(len(hand), size):
            values = [
                a["value"]
                for o in set(permutations(hand[i] for i in subset))
                if (a := check_meld(rules, list(o)))["valid"]
            ]
            if values:
                melds[subset] = max(values)
    barred = barred_discards(rules)

    def best(free: frozenset, left: tuple):
        """(best value or None, can close) within ``free``, the cards in ``left`` kept out."""
        if not free:
            ok = any(hand[i] not in barred for i in left)
            return (0 if ok else None), len(left) == 1 and ok
        first = min(free)
        value, closes = best(free - {first}, (*left, first))
        for subset, worth in melds.items():
            if first in subset and subset <= free:
                sub_value, sub_closes = best(free - subset, left)
                if sub_value is not None and (value is None or worth + sub_value > value):
                    value = worth + sub_value
                closes = closes or sub_closes
        return value, closes

    value, closes = best(frozenset(range(len(hand))), ())
    return value or 0, closes


def _subsets(n, size):
    return [frozenset(c) for c in combinations(range(n), size)]


@settings(max_examples=examples(80), deadline=None)
@given(
    st.lists(st.sampled_from(SMALL_DECK), min_size=1, max_size=6),
    st.fixed_dictionaries(
        {
            "ace_low_value": st.sampled_from([11, 1]),
            "max_jokers_run": st.integers(0, 2),
            "max_jokers_group": st.integers(0, 2),
            "joker_discard": st.booleans(),
        }
    ),
)
def test_helpers_match_brute_force_under_every_joker_option(hand, options):
    assume(all(n <= 2 for n in Counter(hand).values()))
    rules = ENGINE.resolve_rules(options)
    value, closes = _brute(rules, hand)
    assert best_opening(rules, hand)["value"] == value
    assert can_close(rules, hand)["can_close"] == closes


RUNS = ["5H 6H 7H", "JK 6H 7H", "QS KS AS", "2D 3D JK 5D", "AC 2C 3C", "9S TS JS QS"]


@SETTINGS
@given(RULES.filter(lambda r: r.max_jokers_run >= 1), st.sampled_from(RUNS), hands(max_size=4))
def test_a_refused_lay_off_onto_a_run_lists_exactly_the_lay_offs_of_its_cards_that_fit(rules, run, cards):
    """A lay-off that fits no end names each run the same cards make with the table run, and the
    lay-off (order, end) that makes it; each is accepted, and every order that fits is named."""
    table = read_meld(rules, run.split())
    assume(all(n <= 2 for n in (Counter(cards) + Counter(table.cards)).values()))
    try:
        lay_off(rules, table, cards)
        return
    except MeldError as exc:
        if exc.rule != "does_not_fit":
            return
        _, facts = explain_lay_off(rules, table, cards, exc)
    listed = set()
    for arrangement in facts["valid_arrangements"]:
        writing = arrangement["lay_off"]
        assert Counter(writing["cards"]) == Counter(cards)
        grown = lay_off(rules, table, writing["cards"], writing.get("end"))
        assert list(grown.cards) == arrangement["cards"] and grown.value(rules) == arrangement["value"]
        listed.add(grown.cards)
    fitting = set()
    for order in set(permutations(cards)):
        for end in (None, "low", "high"):
            try:
                fitting.add(lay_off(rules, table, list(order), end).cards)
            except MeldError:
                continue
    assert listed == fitting
