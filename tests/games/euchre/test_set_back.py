"""Set-Back Euchre, the ``set-back`` preset: docs/rules/euchre.md §17."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import InvalidInput
from service.games.euchre.scoring import count_down_points
from service.matches.egn.notation import unsayable
from tests.games.euchre.support import ENGINE, act, legal, play_out, refused, rules, start
from tests.volume import examples

HANDS = [
    ["9S", "TS", "9D", "TD", "QD"],
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "QC", "KC", "AC"],
    ["AS", "KS", "QS", "JS", "KD"],
]
"""Seat 1 holds every top heart and both red jacks: hearts made, it takes every trick it leads."""


def deal(dealer: int = 0, hands=HANDS, turn_up: str = "9H") -> dict:
    return {"dealer": dealer, "hands": hands, "turn_up": turn_up}


def stay(seat):
    return {"seat": seat, "type": "stay"}


def throw_in(seat):
    return {"seat": seat, "type": "pass"}


def order_up(seat):
    return {"seat": seat, "type": "order_up", "alone": False}


# -- §17.1 the deal and the throw-in -------------------------------------------------------------
def test_s17_1_the_preset_two_to_four_each_for_himself_five_cards_each_from_five():
    r = rules("set-back")
    assert (r.individual, r.count_down_from, r.no_trick_set_back, r.maker_set_back) == (True, 5, 1, 2)
    for players in (2, 3, 4):
        seated = rules("set-back", players=players)
        dealt = ENGINE.deal_from_order(seated, list(ENGINE.deck(seated).full()), 0, players)
        assert [len(hand) for hand in dealt["hands"]] == [5] * players
        assert ENGINE.report(start(seated, dealt))["scores"] == [5] * players


def test_s17_1_the_maker_plays_alone_and_the_others_may_throw_their_hands_in():
    state = start(rules("set-back"), deal(), [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}])
    assert (state.phase, state.seat_to_act) == ("stay_or_drop", 2)  # from the maker's left
    assert legal(state) == [throw_in(2), stay(2)]
    act(state, 2, "pass")
    act(state, 3, "stay")
    act(state, 0, "stay")
    report = ENGINE.report(state)
    assert (report["phase"], report["inactive"], report["alone"], report["to_act"]) == ("play", [2], [], 1)


def test_s17_1_nobody_goes_alone_each_for_himself():
    state = start(rules("set-back"), deal())
    assert {"seat": 1, "type": "order_up", "alone": True} not in legal(state)
    assert refused(state, {"seat": 1, "type": "order_up", "alone": True}) == "no_going_alone"


# -- §17.2 scoring -----------------------------------------------------------------------------------
def _played(r, choices, scores=None):
    state = start(r, deal(), [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}, *choices], scores=scores)
    play_out(state)
    return ENGINE.report(state)


def test_s17_2_each_trick_comes_off_the_score_no_trick_sets_back_one():
    report = _played(rules("set-back"), [throw_in(2), stay(3), stay(0)])
    result = report["deal_result"]
    assert sum(result["tricks_won"]) == 5 and result["tricks_won"][2] == 0
    expected = [-won if won else 1 for won in result["tricks_won"]]
    expected[2] = 0  # threw the hand in
    assert result["points"] == expected and result["stakes"] == [0, 0, 0, 0]
    assert report["scores"] == [5 + p for p in expected]


def test_s17_2_a_euchred_maker_is_set_back_two_and_pays_a_stake():
    r = rules("set-back")
    assert count_down_points(1, False, [2, 2, 0, 1], [True] * 4, r) == [-2, 2, 1, -1]
    passing = [throw_in(1), throw_in(2)]
    state = start(r, deal(turn_up="JC"), [*passing, order_up(3), {"seat": 0, "type": "discard", "card": "9D"}])
    for seat in (0, 1, 2):
        act(state, seat, "stay")
    play_out(state)
    result = ENGINE.report(state)["deal_result"]
    assert result["tricks_won"][3] < 3 and result["reason"] == "euchred"
    assert result["points"][3] == 2 and result["stakes"] == [0, 0, 0, 1]


def test_s17_2_the_first_at_zero_wins_the_match():
    report = _played(rules("set-back"), [stay(2), stay(3), stay(0)], scores=[5, 4, 5, 5])
    assert report["deal_result"]["reason"] == "march" and report["deal_result"]["points"] == [1, -5, 1, 1]
    assert (report["scores"], report["game_over"], report["winner"]) == ([6, -1, 6, 6], True, 1)


# -- §17.1 everyone else throws in: the maker unopposed ----------------------------------------------
def _unopposed(r, players=4, scores=None):
    """Dealer 0; seat 1 (eldest) makes hearts; every other seat throws its hand in."""
    dealt = {"dealer": 0, "hands": HANDS[:players], "turn_up": "9H"}
    others = [(1 + k) % players for k in range(1, players)]
    actions = [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}, *(throw_in(seat) for seat in others)]
    return ENGINE.report(start(r, dealt, actions, scores=scores))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_s17_1_everyone_else_throwing_in_ends_the_deal_unplayed_the_maker_credited_three(players):
    report = _unopposed(rules("set-back", players=players), players)
    result = report["deal_result"]
    assert (report["phase"], report["tricks"], result["reason"]) == ("over", [], "unopposed")
    assert result["points"] == [0, -3, 0, 0][:players] and result["stakes"] == [0] * players
    assert (report["scores"], report["game_over"]) == ([5, 2, 5, 5][:players], False)


@pytest.mark.parametrize(("value", "points"), [("march", [0, -5]), ("void", [0, 0])])
def test_s17_1_unopposed_maker_march_or_void(value, points):
    report = _unopposed(rules("set-back", players=2, unopposed_maker=value), 2)
    assert report["deal_result"]["points"] == points and report["deal_result"]["reason"] == "unopposed"
    assert report["game_over"] is (value == "march")


def test_s17_3_the_unopposed_maker_is_not_asked_to_declare():
    report = _unopposed(rules("set-back", declare_march=True))
    assert report["deal_result"]["reason"] == "unopposed" and report["scores"] == [5, 2, 5, 5]


def test_s16_3_individual_bid_euchre_everyone_dropping_out_credits_the_maker_his_bid():
    r = rules("bid-euchre", individual=True, count_down_from=21)
    suited = [["AS", "KS", "QS", "JS", "TS", "9S"], ["AH", "KH", "QH", "JH", "TH", "9H"]]
    suited += [["AD", "KD", "QD", "JD", "TD", "9D"], ["AC", "KC", "QC", "JC", "TC", "9C"]]
    bids = [{"seat": 0, "type": "bid", "tricks": 4}, *(throw_in(seat) for seat in (1, 2, 3))]
    state = start(r, {"dealer": 3, "hands": suited}, [*bids, {"seat": 0, "type": "name_trump", "trump": "S"}])
    for seat in (1, 2, 3):
        act(state, seat, "pass")
    result = ENGINE.report(state)["deal_result"]
    assert (result["reason"], result["points"], state.scores) == ("unopposed", [-4, 0, 0, 0], [17, 21, 21, 21])


@settings(max_examples=examples(80), deadline=None)
@given(
    config=st.sampled_from(
        [
            {"variant": "set-back"},
            {"variant": "set-back", "players": 2, "declare_march": True},
            {"variant": "set-back", "players": 3, "euchre_deducts": 2},
            {"variant": "bid-euchre", "individual": True, "count_down_from": 21},
            {"variant": "bid-euchre", "players": 3, "count_down_from": 21},
        ]
    ),
    seed=st.integers(0, 2**32 - 1),
)
def test_no_trick_is_played_against_nobody(config, seed):
    """Whatever the throw-ins, a deal that is played has the maker and at least one other seat in it."""
    options = dict(config)
    r = rules(options.pop("variant"), **options)
    rng = random.Random(seed)
    order = ENGINE.deck(r).full()
    rng.shuffle(order)
    state = ENGINE.start(r, ENGINE.deal_from_order(r, order, rng.randrange(r.players), r.players), None)
    while state.phase != "over":
        if state.phase == "play":
            assert state.active.count(True) >= 2
        ENGINE.apply(state, rng.choice(ENGINE.legal_actions(state)))


def test_s17_2_a_maker_may_not_throw_his_hand_in():
    state = start(
        rules("set-back", declare_march=True),
        deal(),
        [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}, stay(2), stay(3), stay(0)],
    )
    assert state.seat_to_act == 1 and throw_in(1) not in legal(state)
    assert refused(state, throw_in(1)) == "maker_must_play"


# -- §17.3 Dick's variations ------------------------------------------------------------------------
def test_s17_3_a_euchre_also_takes_two_off_each_defender_still_in():
    r = rules("set-back", euchre_deducts=2)
    assert count_down_points(1, False, [2, 2, 0, 1], [True, True, True, False], r) == [-4, 2, -1, 0]


def test_s17_3_i_declare_the_declarer_leads_and_a_march_wins_the_match():
    r = rules("set-back", declare_march=True)
    state = start(r, deal(), [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}, stay(2)])
    assert {"seat": 3, "type": "declare"} in legal(state)
    act(state, 3, "stay")
    act(state, 0, "stay")
    act(state, 1, "declare")
    assert (state.phase, state.seat_to_act) == ("play", 1)  # the declarer leads
    play_out(state)
    report = ENGINE.report(state)
    assert report["deal_result"]["reason"] == "declared_march"
    assert (report["scores"], report["game_over"], report["winner"]) == ([5, 0, 5, 5], True, 1)


def test_s17_3_a_failed_declaration_doubles_the_score_and_pays_a_stake():
    r = rules("set-back", declare_march=True)
    state = start(r, deal(), [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}], scores=[5, 4, 3, 5])
    act(state, 2, "declare")  # seat 2 holds no trump: it cannot take every trick
    assert (state.phase, state.seat_to_act) == ("play", 2)
    play_out(state)
    report = ENGINE.report(state)
    assert report["deal_result"]["reason"] == "declaration_failed"
    assert report["deal_result"]["points"] == [0, 0, 3, 0] and report["deal_result"]["stakes"] == [0, 0, 1, 0]
    assert report["scores"] == [5, 4, 6, 5]


def test_s17_3_declaring_needs_the_option():
    state = start(rules("set-back"), deal(), [order_up(1), {"seat": 0, "type": "discard", "card": "QD"}])
    assert all(action["type"] != "declare" for action in legal(state))
    assert refused(state, {"seat": 2, "type": "declare"}) == "no_declaring"


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"variant": "north-american", "players": 2}, "rules.count_down_from"),
        ({"variant": "north-american", "declare_march": True}, "rules.declare_march"),
        (
            {"variant": "bid-euchre", "individual": True, "count_down_from": 21, "declare_march": True},
            "rules.declare_march",
        ),
        ({"variant": "set-back", "defend_alone": "vs_loner"}, "rules.defend_alone"),
    ],
)
def test_s17_option_combinations_refused(options, field):
    with pytest.raises(InvalidInput) as caught:
        ENGINE.resolve_rules(options)
    assert field in caught.value.messages()


def test_s17_egn_cannot_say_set_back():
    assert {"rules.individual", "rules.count_down_from"} <= set(unsayable(dict(rules("set-back").as_json())))
