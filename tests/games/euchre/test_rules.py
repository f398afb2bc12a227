"""Euchre edge cases (digest §12) and the option interactions graders probe."""

from __future__ import annotations

import random

import pytest

from service.messages import render_phrase
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


def order_up(seat, alone=False):
    return {"seat": seat, "type": "order_up", "alone": alone}


def call(seat, suit, alone=False):
    return {"seat": seat, "type": "call", "suit": suit, "alone": alone}


def discard_first(state):
    act(state, state.dealer, "discard", card=legal(state)[0]["card"])


# -- who leads (§7.1, §12.1) --------------------------------------------------------------------
def test_eldest_sitting_out_for_a_lone_defender_the_maker_leads():
    r = rules(defend_alone="any")
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0) + [order_up(1)])
    discard_first(state)
    assert state.phase == "defend_alone" and ENGINE.to_act(state) == 0
    assert legal(state) == [{"seat": 0, "type": "pass"}, {"seat": 0, "type": "defend_alone"}]
    act(state, 0, "pass")
    act(state, 2, "defend_alone")
    report = ENGINE.report(state)
    assert report["inactive"] == [0] and report["alone"] == [2] and report["to_act"] == 1


@pytest.mark.parametrize("loner_lead", ["eldest", "left_of_loner"])
def test_lone_dealer_maker_and_eldest_sitting_out_the_lone_defender_leads(loner_lead):
    r = rules(defend_alone="vs_loner", loner_lead=loner_lead)
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0, 1, 2) + [order_up(3, alone=True)])
    discard_first(state)
    act(state, 0, "pass")
    act(state, 2, "defend_alone")
    report = ENGINE.report(state)
    assert report["inactive"] == [0, 1] and report["alone"] == [3, 2] and report["to_act"] == 2


def test_left_of_loner_with_an_active_left_hand_defender():
    r = rules(loner_lead="left_of_loner")
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0) + [order_up(1, alone=True)])
    discard_first(state)
    assert ENGINE.to_act(state) == 2
    default = start(NA, deal_with_upcard(NA, 3, "9H"), passes(0) + [order_up(1, alone=True)])
    discard_first(default)
    assert ENGINE.to_act(default) == 0


def test_left_of_loner_without_a_loner_eldest_leads():
    r = rules(loner_lead="left_of_loner")
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0) + [order_up(1)])
    discard_first(state)
    assert ENGINE.to_act(state) == 0


# -- the left bower (§2, §12.2) -----------------------------------------------------------------
def test_left_bower_is_not_a_club_when_spades_are_trump():
    hands = [
        ["JC", "9H", "TH", "QH", "KH"],
        ["AC", "9S", "TS", "QS", "KS"],
        ["9C", "TC", "QC", "KC", "9D"],
        ["AS", "TD", "JD", "QD", "KD"],
    ]
    state = start(
        NA,
        full_deal(NA, 0, hands, "AH"),
        passes(1, 2, 3, 0) + [call(1, "S"), {"seat": 1, "type": "play", "card": "AC"}],
    )
    act(state, 2, "play", card="9C")
    act(state, 3, "play", card="AS")
    assert legal_cards(state) == sorted(hands[0])  # JC is a spade: void in clubs


def test_left_bower_led_must_be_answered_with_trump_and_wins_over_ace():
    hands = [
        ["JC", "9H", "TH", "QH", "KH"],
        ["AC", "9S", "TS", "QS", "KS"],
        ["9C", "TC", "QC", "KC", "9D"],
        ["AS", "TD", "JD", "QD", "KD"],
    ]
    state = start(NA, full_deal(NA, 3, hands, "AH"), passes(0, 1, 2, 3) + [call(0, "S")])
    act(state, 0, "play", card="JC")
    assert legal_cards(state) == ["9S", "KS", "QS", "TS"]
    act(state, 1, "play", card="KS")
    assert legal_cards(state) == sorted(hands[2])
    act(state, 2, "play", card="9C")
    assert legal_cards(state) == ["AS"]
    act(state, 3, "play", card="AS")
    assert state.tricks[0].winner == 0


# -- the dealer's discard (§5, §12.3, §12.5) ------------------------------------------------------
def test_dealer_may_not_discard_the_upcard_by_default():
    state = start(NA, deal_with_upcard(NA, 3, "9H"), [order_up(0)])
    assert "9H" not in [a["card"] for a in legal(state)]
    assert refused(state, {"seat": 3, "type": "discard", "card": "9H"}) == "cannot_discard_upcard"


def test_dealer_may_discard_the_upcard_when_the_option_allows():
    r = rules(dealer_may_discard_upcard=True)
    state = start(r, deal_with_upcard(r, 3, "9H"), [order_up(0)])
    assert "9H" in [a["card"] for a in legal(state)]
    act(state, 3, "discard", card="9H")
    assert state.phase == "play" and "9H" not in ENGINE.seat_view(state, 3)["hand"]


def test_sitting_out_dealer_discards_then_eldest_leads():
    state = start(NA, deal_with_upcard(NA, 3, "9H"), passes(0) + [order_up(1, alone=True)])
    assert state.phase == "discard" and ENGINE.to_act(state) == 3
    discard = legal(state)[0]["card"]
    act(state, 3, "discard", card=discard)
    assert ENGINE.seat_view(state, 3)["discarded"] == discard
    assert ENGINE.report(state)["inactive"] == [3] and ENGINE.to_act(state) == 0
    play_out(state)
    assert all(len(t.plays) == 3 and 3 not in dict(t.plays) for t in state.tricks)


def test_nobody_picks_up_in_round_two():
    state = start(NA, deal_with_upcard(NA, 3, "9H"), passes(0, 1, 2, 3) + [call(0, "S")])
    assert state.phase == "play" and ENGINE.to_act(state) == 0
    assert ENGINE.report(state)["tricks"] == []  # no trick is listed before its lead (docs/API.md §3)
    assert ENGINE.seat_view(state, 3)["hand_counts"] == [5, 5, 5, 5]


# -- making trump (§4, §12.6) -----------------------------------------------------------------------
def test_round_two_may_not_name_the_turned_down_suit():
    state = start(NA, deal_with_upcard(NA, 3, "9H"), passes(0, 1, 2, 3))
    assert state.phase == "bidding_round_2" and ENGINE.report(state)["turned_down"] is True
    assert refused(state, call(0, "H")) == "suit_turned_down"
    assert [a.get("suit") for a in legal(state)] == [None, "S", "S", "D", "D", "C", "C"]


def test_all_passing_twice_throws_the_deal_in_and_the_deal_passes_on():
    state = start(NA, deal_with_upcard(NA, 3, "9H"), passes(0, 1, 2, 3, 0, 1, 2, 3), scores=[3, 4])
    report = ENGINE.report(state)
    assert report["phase"] == "over" and report["to_act"] is None and report["legal_actions"] == []
    assert report["deal_result"]["points"] == [0, 0] and report["deal_result"]["reason"] == "thrown_in"
    assert report["scores"] == [3, 4] and ENGINE.next_dealer(state) == 0
    assert refused(state, {"seat": 0, "type": "pass"}) == "deal_over"


def test_round_one_call_and_round_two_order_up_are_out_of_phase():
    state = start(NA, deal_with_upcard(NA, 3, "9H"))
    assert refused(state, call(0, "S")) == "wrong_phase"
    assert refused(state, {"seat": 0, "type": "play", "card": "9S"}) == "wrong_phase"
    assert refused(state, order_up(1)) == "not_your_turn"
    act(state, 0, "pass")
    for seat in (1, 2, 3):
        act(state, seat, "pass")
    assert refused(state, order_up(0)) == "wrong_phase"


def test_stuck_dealer_going_alone():
    r = rules(stick_the_dealer=True)
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0, 1, 2, 3, 0, 1, 2) + [call(3, "C", alone=True)])
    report = ENGINE.report(state)
    assert report["maker"] == 3 and report["alone"] == [3] and report["inactive"] == [1]
    assert report["to_act"] == 0 and report["phase"] == "play"
    play_out(state)
    assert all(len(t.plays) == 3 for t in state.tricks)
    assert state.deal_result["reason"] in {"point", "march", "euchred"}


def test_canadian_loner_with_left_of_loner_british():
    r = rules("british")
    state = start(r, deal_with_upcard(r, 0, "9H"), passes(1) + [order_up(2, alone=True)])
    assert ENGINE.to_act(state) == 0  # the sitting-out dealer discards
    discard_first(state)
    assert state.phase == "defend_alone" and ENGINE.to_act(state) == 1
    act(state, 1, "pass")
    act(state, 3, "pass")
    report = ENGINE.report(state)
    assert report["inactive"] == [0] and report["to_act"] == 3


def test_canadian_loner_leaves_round_two_alone():
    r = rules(canadian_loner=True)
    state = start(r, deal_with_upcard(r, 0, "9H"), passes(1, 2, 3, 0, 1))
    assert {a.get("alone") for a in legal(state) if a["type"] == "call"} == {False, True}


def test_three_handed_nobody_goes_alone():
    r = rules("three-handed")
    state = start(r, deal_with_upcard(r, 2, "9H"))
    assert legal(state) == [{"seat": 0, "type": "pass"}, {"seat": 0, "type": "order_up"}]  # no alone to choose
    assert refused(state, order_up(0, alone=True)) == "no_going_alone"


def test_benny_in_the_kitty_is_simply_unused():
    r = rules("british")
    deal = deal_with_upcard(r, 3, "9H")
    assert "JK" in deal["kitty"]
    state = start(r, deal)
    assert ENGINE.report(state)["blind_call"] is False
    assert [a["type"] for a in legal(state)] == ["pass", "order_up", "order_up"]


def test_benny_two_of_spades_is_the_top_trump():
    r = rules("british", benny_card="2S")
    assert "2S" in ENGINE.deck(r) and "JK" not in ENGINE.deck(r)
    assert ENGINE.trick_winner(r, "H", [(0, "JH"), (1, "2S")]) == 1
    assert ENGINE.trick_winner(r, "D", [(0, "AS"), (1, "2S")]) == 1  # a trump, not a spade


# -- defending alone (§6) ---------------------------------------------------------------------------
def test_defend_alone_vs_loner_is_not_offered_against_a_partnership():
    r = rules(defend_alone="vs_loner")
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0, 1, 2, 3) + [call(0, "S")])
    assert state.phase == "play"


def test_defend_alone_any_is_offered_against_a_partnership_from_eldest():
    r = rules(defend_alone="any")
    state = start(r, deal_with_upcard(r, 0, "9H"), passes(1, 2, 3, 0, 1) + [call(2, "S")])
    assert state.phase == "defend_alone" and ENGINE.to_act(state) == 1
    act(state, 1, "pass")
    assert ENGINE.to_act(state) == 3
    act(state, 3, "pass")
    assert state.phase == "play" and ENGINE.report(state)["inactive"] == []


def test_first_defend_alone_stops_the_asking():
    r = rules(defend_alone="any")
    state = start(r, deal_with_upcard(r, 0, "9H"), passes(1, 2, 3, 0, 1) + [call(2, "S")])
    act(state, 1, "defend_alone")
    assert state.phase == "play" and ENGINE.report(state)["inactive"] == [3]
    assert refused(state, {"seat": 3, "type": "defend_alone"}) in {"not_your_turn", "wrong_phase"}


def test_both_alone_play_tricks_of_two():
    r = rules(defend_alone="vs_loner")
    state = start(r, deal_with_upcard(r, 3, "9H"), passes(0) + [order_up(1, alone=True)])
    discard_first(state)
    act(state, 0, "defend_alone")
    report = ENGINE.report(state)
    assert report["alone"] == [1, 0] and report["inactive"] == [2, 3] and report["to_act"] == 0
    play_out(state)
    assert all(len(t.plays) == 2 for t in state.tricks) and len(state.tricks) == 5


# -- revokes (§9) -------------------------------------------------------------------------------------
TWO_TEAMS = [
    ["AC", "KC", "QC", "TS", "TC"],
    ["KS", "AD", "KD", "QD", "JD"],
    ["9S", "9H", "TD", "9D", "AS"],
    ["QS", "JS", "JC", "JH", "AH"],
]


def revoke_deal(r, *, alone=False, hands=TWO_TEAMS, plays=("KS", "9H", "QS", "TS")):
    """Dealer 0; seat 1 calls hearts and leads; the trick's plays follow (report mode)."""
    actions = passes(1, 2, 3, 0) + [call(1, "H", alone)]
    seats = [1, 2, 0] if alone else [1, 2, 3, 0]
    actions += [{"seat": s, "type": "play", "card": c} for s, c in zip(seats, plays, strict=False)]
    state = start(r, full_deal(r, 0, hands, "9C"), actions, report=True)
    play_out(state)
    return state


def test_s9_3_revoke_in_a_loner_hand_costs_two_like_any_other():
    """§9.3: "alla squadra avversaria vengono assegnati due punti" - the seed makes no exception
    for a lone hand; `revoke_points_loner` is null (= `revoke_points`) unless a client sets it."""
    assert NA.revoke_points_loner is None
    state = revoke_deal(NA, alone=True, plays=("KS", "9H", "AC"))
    assert state.deal_result["points"] == [0, 2] and state.deal_result["reason"] == "revoke"
    assert state.violations[0]["penalty"] == {"points": [0, 2]}


@pytest.mark.parametrize(
    ("options", "points"),
    [
        ({"revoke_points_loner": 4}, [0, 4]),  # Bicycle campus rules
        ({"revoke_points": 3}, [0, 3]),  # null follows revoke_points
        ({"revoke_points_loner": 4, "revoke_scoring": "deduct"}, [-4, 0]),
    ],
)
def test_s9_3_revoke_points_loner_when_a_client_sets_it(options, points):
    state = revoke_deal(rules(**options), alone=True, plays=("KS", "9H", "AC"))
    assert state.deal_result["points"] == points and state.deal_result["reason"] == "revoke"


def test_s9_3_revoke_points_loner_does_not_touch_a_partnership_hand():
    state = revoke_deal(rules(revoke_points_loner=4), plays=("KS", "9H", "QS", "TS"))
    assert state.deal_result["points"] == [0, 2]


def test_revokes_by_one_team_count_once():
    state = revoke_deal(NA, plays=("KS", "9H", "QS", "AC"))
    assert [v["seat"] for v in state.violations] == [2, 0]
    assert state.deal_result["points"] == [0, 2]


def test_revokes_by_both_teams_each_penalised():
    state = revoke_deal(NA, plays=("KS", "9H", "AH", "TS"))
    assert [v["seat"] for v in state.violations] == [2, 3]
    assert state.deal_result["points"] == [2, 2]


def test_revoke_deduct_scoring():
    state = revoke_deal(rules(revoke_scoring="deduct"), plays=("KS", "9H", "QS", "TS"))
    assert state.deal_result["points"] == [-2, 0]
    assert state.scores == [-2, 0]


def test_both_teams_reaching_the_target_level_play_on():
    r = rules()
    actions = (
        passes(1, 2, 3, 0)
        + [call(1, "H")]
        + [{"seat": s, "type": "play", "card": c} for s, c in zip([1, 2, 3, 0], ["KS", "9H", "AH", "TS"], strict=True)]
    )
    state = start(r, full_deal(r, 0, TWO_TEAMS, "9C"), actions, scores=[8, 8], report=True)
    play_out(state)
    assert state.scores == [10, 10] and state.game_over is False and state.winner is None
    again = ENGINE.start(r, deal_with_upcard(r, 1, "9H"), [10, 10])
    assert again.phase == "bidding_round_1"


THREE_HANDS = [
    ["AC", "KC", "QC", "JC", "TC", "AD", "KD"],
    ["KS", "QD", "JD", "TD", "9D", "TH", "QH"],
    ["9S", "9H", "AS", "KH", "AH", "QS", "JS"],
]


@pytest.mark.parametrize(("scoring", "points"), [("deduct", [0, 0, -2]), ("award", [2, 2, 0])])
def test_three_handed_revoke(scoring, points):
    r = rules("three-handed", revoke_scoring=scoring)
    actions = (
        passes(1, 2, 0)
        + [call(1, "H")]
        + [{"seat": s, "type": "play", "card": c} for s, c in [(1, "KS"), (2, "9H"), (0, "AC")]]
    )
    state = start(r, full_deal(r, 0, THREE_HANDS, "9C"), actions, report=True)
    play_out(state)
    assert state.deal_result["points"] == points and state.deal_result["reason"] == "revoke"


def test_hidden_dealer_known_to_hold_the_upcard_revoke_proven_at_once():
    hands = [["JH", "9S", "TS", "JS", "QS"], ["KS", "AS", "9H", "TH", "QH"], ["KH", "9D", "TD", "JD", "QD"], None]
    state = start(
        NA,
        {"dealer": 3, "hands": hands, "turn_up": "AH", "kitty": ["QC", "KC", "AC"]},
        [order_up(0), {"seat": 3, "type": "discard", "card": "9C"}],
    )
    for seat, card in [(0, "JH"), (1, "9H"), (2, "KH")]:
        act(state, seat, "play", card=card)
    assert legal_cards(state) == ["AH"]
    act(state, 3, "play", card="KD")  # accepted: the history is what happened
    [violation] = state.violations
    assert violation["rule"] == "must_follow_suit" and violation["proven_by"] == "AH"


def test_hidden_hand_may_play_every_unseen_card():
    hands = [TWO_TEAMS[0], TWO_TEAMS[1], None, TWO_TEAMS[3]]
    state = start(
        NA,
        {"dealer": 0, "hands": hands, "turn_up": "9C"},
        passes(1, 2, 3, 0) + [call(1, "H"), {"seat": 1, "type": "play", "card": "KS"}],
    )
    assert legal_cards(state) == sorted(TWO_TEAMS[2] + ["TH", "QH", "KH"])
    assert refused(state, {"seat": 2, "type": "play", "card": "AC"}) == "card_already_seen"


def test_known_hand_cannot_play_a_card_it_does_not_hold():
    state = start(NA, deal_with_upcard(NA, 3, "9H"), passes(0, 1, 2, 3) + [call(0, "S")])
    assert refused(state, {"seat": 0, "type": "play", "card": "AC"}) == "card_not_in_hand"


# -- the match (§8) ------------------------------------------------------------------------------------
def test_target_is_checked_only_after_the_complete_deal():
    hands = [
        ["JH", "JD", "AH", "KH", "QH"],
        ["9S", "TS", "JS", "QS", "KS"],
        ["9C", "TC", "JC", "QC", "KC"],
        ["9D", "TD", "QD", "KD", "AD"],
    ]
    state = start(NA, full_deal(NA, 3, hands, "AS"), passes(0, 1, 2, 3) + [call(0, "H")], scores=[9, 0])
    while sum(state.tricks_won) < 4:
        act(state, ENGINE.to_act(state), "play", card=legal(state)[0]["card"])
    assert ENGINE.report(state)["tricks_won"] == [4, 0]
    assert state.game_over is False and state.deal_result is None
    play_out(state)
    assert state.game_over is True and state.winner == 0 and state.scores == [11, 0]
    assert refused(state, {"seat": 0, "type": "pass"}) == "game_over"


def test_scores_that_already_end_the_match_refuse_a_new_deal():
    with pytest.raises(Exception) as caught:
        ENGINE.start(NA, deal_with_upcard(NA, 3, "9H"), [10, 3])
    assert getattr(caught.value, "rule", None) == "game_over"


# -- the words of a deal's result: the maker's seat each for himself ------------------------------
EACH_FOR_HIMSELF = [
    ("three-handed", {}),
    ("set-back", {}),
    ("set-back", {"players": 2}),
    ("bid-euchre", {"players": 3, "count_down_from": 21}),
    ("bid-euchre", {"individual": True, "count_down_from": 21}),
]
SIDE_WORDS = {"en": ("side", "makers"), "it": ("squadra", "i maker"), "fr": ("camp", "les preneurs")}
"""The words of a partnership's result that name a side."""


@pytest.mark.parametrize(("variant", "options"), EACH_FOR_HIMSELF)
@pytest.mark.parametrize("language", list(SIDE_WORDS))
def test_each_for_himself_the_result_names_the_makers_seat_not_a_side(variant, options, language):
    r = rules(variant, **options)
    rng = random.Random(f"{variant} {options}")
    worded = 0
    for _ in range(30):
        order = ENGINE.deck(r).full()
        rng.shuffle(order)
        state = ENGINE.start(r, ENGINE.deal_from_order(r, order, rng.randrange(r.players), r.players), None)
        play_out(state, lambda s, options: rng.choice(options))
        result = state.deal_result
        if result["maker"] is None or result["reason"] not in {"march", "point", "euchred", "made", "set"}:
            continue
        worded += 1
        text = render_phrase(result["reason_text"], language)
        assert f"{result['maker'] + 1}" in text and not any(word in text for word in SIDE_WORDS[language]), text
    assert worded >= 10
