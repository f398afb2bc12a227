"""The digest's worked examples E1-E10 (rules/euchre.md §14), one test each."""

from __future__ import annotations

from itertools import pairwise

from service.games.euchre.scoring import partnership_points, three_handed_points
from tests.games.euchre.support import (
    ENGINE,
    act,
    deal_with_upcard,
    full_deal,
    legal,
    legal_cards,
    passes,
    play_out,
    refused,
    rules,
    start,
)

NA = rules()


def test_e1_left_bower_led_is_trump_led():
    hands = [
        ["JS", "TS", "QH", "QC", "JD"],
        ["JC", "AS", "KS", "9S", "TC"],
        ["AC", "KC", "9H", "TD", "QD"],
        ["QS", "9C", "TH", "9D", "KH"],
    ]
    state = start(
        NA,
        full_deal(NA, 0, hands, "AH"),
        passes(1, 2, 3, 0) + [{"seat": 1, "type": "call", "suit": "S"}, {"seat": 1, "type": "play", "card": "JC"}],
    )
    assert legal_cards(state) == sorted(["AC", "KC", "9H", "TD", "QD"])  # no spade: all five
    act(state, 2, "play", card="9H")
    assert legal_cards(state) == ["QS"]


E2_OTHERS = {0: ["9H", "AC", "KC", "QC", "JS"], 1: ["AD", "KD", "QD", "9S", "TS"], 3: ["JH", "TH", "QH", "KH", "AH"]}


def e2_state(seat_2: list[str]):
    hands = [E2_OTHERS[0], E2_OTHERS[1], seat_2, E2_OTHERS[3]]
    actions = passes(1, 2, 3, 0) + [{"seat": 1, "type": "call", "suit": "H"}, {"seat": 1, "type": "play", "card": "AD"}]
    return start(NA, full_deal(NA, 0, hands, "AS"), actions)


def test_e2a_left_bower_does_not_follow_its_printed_suit():
    state = e2_state(["JD", "9D", "KS", "QS", "9C"])
    assert legal_cards(state) == ["9D"]


def test_e2b_holder_of_only_the_left_bower_is_void_and_right_beats_left():
    state = e2_state(["JD", "TC", "KS", "QS", "9C"])
    assert legal_cards(state) == sorted(["JD", "TC", "KS", "QS", "9C"])
    act(state, 2, "play", card="JD")
    act(state, 3, "play", card="JH")
    act(state, 0, "play", card="9H")
    assert state.tricks[0].winner == 3
    assert ENGINE.trick_winner(NA, "H", [(1, "AD"), (2, "JD"), (3, "JH"), (0, "9H")]) == 3


def test_e3_a_whole_deal_called_in_round_two():
    hands = [
        ["JS", "AS", "KH", "9C", "TD"],
        ["9S", "AH", "QH", "AC", "9D"],
        ["JC", "TS", "KC", "QC", "AD"],
        ["KS", "QS", "JH", "9H", "KD"],
    ]
    tricks = [
        (0, "JS 9S TS QS", 0),
        (0, "AS 9D JC KS", 2),
        (2, "AD KD TD QH", 2),
        (2, "KC 9H 9C AC", 1),
        (1, "AH QC JH KH", 1),
    ]
    actions = passes(0, 1, 2, 3) + [{"seat": 0, "type": "call", "suit": "S", "alone": False}]
    for leader, cards, _ in tricks:
        actions += [{"seat": (leader + k) % 4, "type": "play", "card": c} for k, c in enumerate(cards.split())]
    state = start(NA, {"dealer": 3, "hands": hands, "turn_up": "TH"}, actions)
    assert [(t.leader, t.winner) for t in state.tricks] == [(leader, winner) for leader, _, winner in tricks]
    report = ENGINE.report(state)
    assert report["deal_result"]["points"] == [1, 0]
    assert report["deal_result"]["reason"] == "point"
    assert report["deal_result"]["tricks_won"] == [3, 2]
    assert report["scores"] == [1, 0]


def test_e4_score_table():
    assert partnership_points(0, 4, True, False, NA) == ([1, 0], "point")
    assert partnership_points(0, 5, True, False, NA) == ([4, 0], "march")
    assert partnership_points(1, 0, False, False, NA) == ([2, 0], "euchred")
    assert partnership_points(1, 2, False, True, NA) == ([4, 0], "euchred")


def test_e4_lone_maker_taking_every_trick_scores_four():
    hands = [
        ["JH", "JD", "AH", "KH", "QH"],
        ["9S", "TS", "JS", "QS", "KS"],
        ["9C", "TC", "JC", "QC", "KC"],
        ["9D", "TD", "QD", "KD", "AD"],
    ]
    state = start(
        NA,
        full_deal(NA, 3, hands, "AS"),
        passes(0, 1, 2, 3) + [{"seat": 0, "type": "call", "suit": "H", "alone": True}],
    )
    play_out(state)
    assert state.deal_result["points"] == [4, 0] and state.deal_result["reason"] == "march"


def e5_state(**options):
    r = rules(**options)
    deal = deal_with_upcard(r, 3, "9H")
    return start(
        r,
        deal,
        passes(0, 1)
        + [{"seat": 2, "type": "order_up", "alone": True}, {"seat": 3, "type": "discard", "card": deal["hands"][3][0]}],
    )


def test_e5_lone_maker_eldest_sits_out_next_active_leads():
    state = e5_state()
    report = ENGINE.report(state)
    assert report["inactive"] == [0] and report["alone"] == [2]
    assert report["phase"] == "play" and report["to_act"] == 1


def test_e5_left_of_loner_the_dealer_leads():
    assert ENGINE.report(e5_state(loner_lead="left_of_loner"))["to_act"] == 3


def test_e6_stick_the_dealer_must_call_another_suit():
    r = rules(stick_the_dealer=True)
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0, 1, 2, 3, 0, 1, 2))
    assert legal(state) == [
        {"seat": 3, "type": "call", "suit": suit, "alone": alone} for suit in "SDC" for alone in (False, True)
    ]
    assert refused(state, {"seat": 3, "type": "pass"}) == "dealer_must_call"
    assert refused(state, {"seat": 3, "type": "call", "suit": "H", "alone": False}) == "suit_turned_down"


def test_e7_canadian_loner_dealer_partner_must_go_alone():
    r = rules(canadian_loner=True)
    state = start(r, deal_with_upcard(r, 0, "9H"), passes(1))
    assert legal(state) == [{"seat": 2, "type": "pass"}, {"seat": 2, "type": "order_up", "alone": True}]
    assert refused(state, {"seat": 2, "type": "order_up", "alone": False}) == "must_go_alone"
    act(state, 2, "order_up", alone=True)
    assert ENGINE.report(state)["inactive"] == [0]
    assert ENGINE.to_act(state) == 0 and state.phase == "discard"  # the sitting-out dealer still discards


def test_e7_default_dealer_partner_may_order_up_with_or_without_going_alone():
    state = start(NA, deal_with_upcard(NA, 0, "9H"), passes(1))
    assert legal(state) == [
        {"seat": 2, "type": "pass"},
        {"seat": 2, "type": "order_up", "alone": False},
        {"seat": 2, "type": "order_up", "alone": True},
    ]


def test_e8_three_handed_scores():
    assert three_handed_points(0, [5, 1, 1]) == ([1, 0, 0], "point")
    assert three_handed_points(0, [3, 2, 2]) == ([0, 1, 1], "euchred")
    assert three_handed_points(1, [3, 2, 2]) == ([2, 0, 0], "euchred")
    assert three_handed_points(2, [4, 3, 0]) == ([2, 0, 0], "euchred")


def test_e9_british_blind_call_on_the_benny():
    r = rules("british")
    deal = deal_with_upcard(r, 1, "JK")
    state = start(r, deal)
    assert ENGINE.report(state)["blind_call"] is True
    assert legal(state) == [{"seat": 1, "type": "call", "suit": s, "alone": a} for s in "SHDC" for a in (False, True)]
    assert refused(state, {"seat": 1, "type": "pass"}) == "blind_call"
    act(state, 1, "call", suit="C")
    assert state.phase == "discard" and ENGINE.report(state)["makers"] == 1
    discards = [a["card"] for a in legal(state)]
    assert "JK" not in discards and sorted(discards) == sorted(deal["hands"][1])
    order = ["JK", "JC", "JS", "AC", "KC", "QC", "TC", "9C"]
    for higher, lower in pairwise(order):
        assert ENGINE.trick_winner(r, "C", [(0, lower), (1, higher)]) == 1
        assert ENGINE.trick_winner(r, "C", [(0, higher), (1, lower)]) == 0


E10_HANDS = [
    ["AC", "KC", "QC", "JC", "TC"],
    ["KS", "AD", "KD", "QD", "JD"],
    ["9S", "9H", "TD", "9D", "AS"],
    ["QS", "JS", "TS", "JH", "AH"],
]
E10_OPENING = passes(1, 2, 3, 0) + [
    {"seat": 1, "type": "call", "suit": "H"},
    {"seat": 1, "type": "play", "card": "KS"},
    {"seat": 2, "type": "play", "card": "9H"},
]


def play_true_hands(state):
    """Finish the deal, a hidden seat playing only cards it really holds."""
    play_out(state, lambda st, options: next(o for o in options if o["card"] in E10_HANDS[o["seat"]]))


def test_e10_reported_revoke_with_a_known_hand():
    state = start(NA, full_deal(NA, 0, E10_HANDS, "9C"), E10_OPENING, report=True)
    [violation] = state.violations
    assert violation["rule"] == "must_follow_suit" and violation["action_index"] == 6
    assert (violation["seat"], violation["trick"], violation["card"]) == (2, 0, "9H")
    play_true_hands(state)
    assert state.deal_result["points"] == [0, 2] and state.deal_result["reason"] == "revoke"


def test_e10_known_hand_revoke_is_refused_by_default():
    state = start(NA, full_deal(NA, 0, E10_HANDS, "9C"), E10_OPENING[:-1])
    assert refused(state, {"seat": 2, "type": "play", "card": "9H"}) == "must_follow_suit"


def test_e10_hidden_hand_revoke_proven_when_the_suit_is_played_later():
    hands = [E10_HANDS[0], E10_HANDS[1], None, E10_HANDS[3]]
    state = start(NA, {"dealer": 0, "hands": hands, "turn_up": "9C"}, E10_OPENING)
    assert state.violations == []
    act(state, 3, "play", card="QS")
    act(state, 0, "play", card="AC")
    assert state.tricks[0].winner == 2 and state.violations == []
    act(state, 2, "play", card="9S")
    [violation] = state.violations
    assert (violation["seat"], violation["trick"], violation["card"], violation["action_index"]) == (2, 0, "9H", 6)
    play_true_hands(state)
    assert state.deal_result["points"] == [0, 2] and state.deal_result["reason"] == "revoke"
