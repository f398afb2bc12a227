"""Bid Euchre, the ``bid-euchre`` preset (``bidding: auction``): docs/rules/euchre.md §16."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import IllegalAction, InvalidInput
from service.games.euchre.scoring import auction_points
from service.matches.egn.notation import unsayable
from tests.games.euchre.support import ENGINE, act, legal, play_out, refused, rules, start
from tests.volume import examples

SUITED = [
    ["AS", "KS", "QS", "JS", "TS", "9S"],
    ["AH", "KH", "QH", "JH", "TH", "9H"],
    ["AD", "KD", "QD", "JD", "TD", "9D"],
    ["AC", "KC", "QC", "JC", "TC", "9C"],
]
"""Four-handed: each seat holds one whole suit (the dealer, seat 3, the clubs)."""

THREE = [
    ["AS", "KS", "QS", "JS", "TS", "9S", "9H", "TH"],
    ["AC", "KC", "QC", "JC", "TC", "9C", "JH", "QH"],
    ["AD", "KD", "QD", "JD", "TD", "9D", "KH", "AH"],
]
"""Three-handed: eight cards each, the whole pack."""


def bid(seat, tricks):
    return {"seat": seat, "type": "bid", "tricks": tricks}


def passes(*seats):
    return [{"seat": seat, "type": "pass"} for seat in seats]


def name(seat, trump):
    return {"seat": seat, "type": "name_trump", "trump": trump}


# -- §16.1 the deal and the auction ---------------------------------------------------------------
def test_s16_1_the_preset_deals_every_card_and_turns_none_up():
    r = rules("bid-euchre")
    assert (r.bidding, r.no_trump, r.deal_packets, r.points_to_win) == ("auction", "high_low", (1,), 30)
    deal = ENGINE.deal_from_order(r, list(ENGINE.deck(r).full()), 3, 4)
    assert set(deal) == {"dealer", "hands"} and [len(hand) for hand in deal["hands"]] == [6, 6, 6, 6]
    state = start(r, deal)
    report = ENGINE.report(state)
    assert (report["phase"], report["to_act"], report["upcard"], report["contract"]) == ("auction", 0, None, None)


def test_s16_1_a_deal_with_an_upcard_or_kitty_is_refused():
    r = rules("bid-euchre")
    with pytest.raises(InvalidInput) as caught:
        start(r, {"dealer": 3, "hands": SUITED[:3] + [SUITED[3][:5]], "turn_up": "9C"})
    assert "deal.turn_up" in caught.value.messages()


def test_s16_1_a_bid_must_top_the_highest_and_stay_within_a_hand():
    state = start(rules("bid-euchre"), {"dealer": 3, "hands": SUITED}, [bid(0, 3)])
    assert [a["tricks"] for a in legal(state) if a["type"] == "bid"] == [4, 5, 6]
    assert refused(state, bid(1, 3)) == "bid_out_of_range"
    assert refused(state, bid(1, 7)) == "bid_out_of_range"


def test_s16_1_one_round_ends_with_the_dealer_and_the_high_bidder_names_trump():
    state = start(rules("bid-euchre"), {"dealer": 3, "hands": SUITED}, [bid(0, 3), bid(1, 4), *passes(2, 3)])
    assert (state.phase, state.seat_to_act, state.contract) == ("name_trump", 1, 4)
    assert [a["trump"] for a in legal(state)] == ["S", "H", "D", "C", "high", "low"]


def test_s16_1_nobody_bids_the_deal_is_thrown_in():
    state = start(rules("bid-euchre"), {"dealer": 3, "hands": SUITED}, passes(0, 1, 2, 3))
    result = ENGINE.report(state)["deal_result"]
    assert (result["reason"], result["points"], result["maker"]) == ("thrown_in", [0, 0], None)
    assert ENGINE.next_dealer(state) == 0


def test_s16_1_stick_the_dealer_makes_the_dealer_bid():
    state = start(rules("bid-euchre", stick_the_dealer=True), {"dealer": 3, "hands": SUITED}, passes(0, 1, 2))
    assert {"seat": 3, "type": "pass"} not in legal(state)
    assert refused(state, passes(3)[0]) == "dealer_must_bid"


def test_s16_1_until_passed_the_bidding_goes_round_until_every_other_seat_passes():
    r = rules("bid-euchre", auction_rounds="until_passed")
    state = start(r, {"dealer": 3, "hands": SUITED}, [bid(0, 2), *passes(1, 2), bid(3, 3), bid(0, 4), *passes(1, 2)])
    assert (state.phase, state.seat_to_act) == ("auction", 3)  # the dealer may bid again
    act(state, 3, "pass")
    assert (state.phase, state.seat_to_act, state.contract) == ("name_trump", 0, 4)


# -- §16.2 naming trump, no trump high and low ------------------------------------------------------
def test_s16_2_no_trump_low_the_nine_is_best_and_the_jacks_are_no_bowers():
    r = rules("bid-euchre")
    assert ENGINE.trick_winner(r, "low", [(0, "AS"), (1, "9S"), (2, "TS")]) == 1
    assert ENGINE.trick_winner(r, "high", [(0, "TS"), (1, "AS"), (2, "9S")]) == 1
    # no trump: the jack of the same colour follows its printed suit and beats nothing led in another
    assert ENGINE.trick_winner(r, "high", [(0, "9S"), (1, "JC"), (2, "JS")]) == 2
    assert ENGINE.trick_winner(r, "S", [(0, "AS"), (1, "JC")]) == 1  # a suit: the left bower as ever


def test_s16_2_no_trump_is_named_only_where_the_option_allows():
    state = start(rules("bid-euchre", no_trump="high"), {"dealer": 3, "hands": SUITED}, [bid(0, 3), *passes(1, 2, 3)])
    assert [a["trump"] for a in legal(state)] == ["S", "H", "D", "C", "high"]
    assert refused(state, name(0, "low")) == "no_trump_not_allowed"
    with pytest.raises(InvalidInput):
        ENGINE.trick_winner(rules("bid-euchre", no_trump="off"), "high", [(0, "9S")])


def test_s16_2_the_maker_leads_and_partnerships_that_make_their_bid_score_their_tricks():
    state = start(
        rules("bid-euchre"),
        {"dealer": 3, "hands": SUITED},
        [bid(0, 3), bid(1, 4), *passes(2, 3), name(1, "H")],
    )
    assert (state.phase, state.seat_to_act) == ("play", 1)
    act(state, 1, "play", card="JH")
    assert [a["card"] for a in legal(state)] == ["JD"]  # the left bower is a heart: seat 2 must follow
    play_out(state)
    result = ENGINE.report(state)["deal_result"]
    assert (result["reason"], result["tricks_won"], result["points"]) == ("made", [0, 6], [0, 6])


# -- §16.4 scoring ------------------------------------------------------------------------------------
def test_s16_4_makers_short_of_their_bid_lose_it_and_the_defenders_score_their_tricks():
    state = start(
        rules("bid-euchre"),
        {"dealer": 3, "hands": SUITED},
        [bid(0, 6), *passes(1, 2, 3), name(0, "H")],
        scores=[10, 10],
    )
    for seat, card in ((0, "AS"), (1, "9H"), (2, "9D"), (3, "9C"), (1, "JH"), (2, "JD")):
        act(state, seat, "play", card=card)
    play_out(state)
    report = ENGINE.report(state)
    assert (report["deal_result"]["reason"], report["deal_result"]["points"]) == ("set", [-6, 6])
    assert report["scores"] == [4, 16]


@pytest.mark.parametrize(
    ("options", "scores", "over"), [({}, [-24, 10], True), ({"losing_score": -50}, [-24, 10], False)]
)
def test_s16_4_a_side_at_the_losing_score_loses_the_match(options, scores, over):
    """Minus points_to_win (-30) by default: the set makers at -30 lose, the other side wins."""
    state = start(
        rules("bid-euchre", **options),
        {"dealer": 3, "hands": SUITED},
        [bid(0, 6), *passes(1, 2, 3), name(0, "H")],
        scores=scores,
    )
    play_out(state)
    report = ENGINE.report(state)
    assert report["deal_result"]["reason"] == "set" and report["scores"][0] == scores[0] - 6
    assert (report["game_over"], report["winner"]) == (over, 1 if over else None)


@settings(max_examples=examples(25), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), options=st.sampled_from([{}, {"auction_rounds": "until_passed"}]))
def test_s16_4_every_partnership_match_with_random_legal_bids_ends(seed, options):
    """Scores have no floor of their own: a side that fails its bid loses it. The losing score ends the match."""
    r = rules("bid-euchre", **options)
    rng = random.Random(seed)
    scores, dealer = None, rng.randrange(4)
    for _ in range(300):
        order = ENGINE.deck(r).full()
        rng.shuffle(order)
        state = ENGINE.start(r, ENGINE.deal_from_order(r, order, dealer, 4), scores)
        play_out(state, lambda s, listed: rng.choice(listed))
        if state.game_over:
            assert state.winner is not None and (max(state.scores) >= 30 or min(state.scores) <= -30)
            return
        scores, dealer = state.scores, ENGINE.next_dealer(state)
    raise AssertionError(f"no end after 300 deals: {scores}")


def test_s16_3_individual_each_other_seat_stays_in_or_drops_out():
    r = rules("bid-euchre", players=3, count_down_from=21)
    state = start(r, {"dealer": 2, "hands": THREE}, [bid(0, 3), *passes(1), bid(2, 4), name(2, "high")])
    assert (state.phase, state.seat_to_act) == ("stay_or_drop", 0)
    assert legal(state) == [{"seat": 0, "type": "pass"}, {"seat": 0, "type": "stay"}]
    act(state, 0, "stay")
    act(state, 1, "pass")
    report = ENGINE.report(state)
    assert (report["phase"], report["to_act"], report["inactive"]) == ("play", 2, [1])


def test_s16_4_individual_tricks_count_down_a_stayer_without_a_trick_is_set_back_five():
    """The seed: from 21 down, a point off for each trick; a player who stays in and takes none gets five."""
    r = rules("bid-euchre", players=3, count_down_from=21)
    state = start(r, {"dealer": 2, "hands": THREE}, [bid(0, 3), *passes(1), bid(2, 4), name(2, "high")])
    assert ENGINE.report(state)["scores"] == [21, 21, 21]
    act(state, 0, "stay")
    act(state, 1, "pass")
    play_out(state)
    report = ENGINE.report(state)
    assert report["deal_result"]["tricks_won"] == [0, 0, 8]
    assert report["deal_result"]["points"] == [5, 0, -8]
    assert report["scores"] == [26, 21, 13] and report["game_over"] is False


def test_s16_4_individual_the_first_at_zero_wins():
    r = rules("bid-euchre", players=3, count_down_from=21)
    actions = [bid(0, 3), *passes(1), bid(2, 4), name(2, "high"), {"seat": 0, "type": "stay"}, *passes(1)]
    state = start(r, {"dealer": 2, "hands": THREE}, actions, scores=[21, 21, 5])
    play_out(state)
    report = ENGINE.report(state)
    assert (report["scores"], report["game_over"], report["winner"]) == ([26, 21, -3], True, 2)
    with pytest.raises(IllegalAction) as caught:
        start(r, {"dealer": 2, "hands": THREE}, scores=[26, 21, 0])
    assert caught.value.rule == "game_over"


def test_s16_4_individual_a_maker_short_of_his_bid_is_set_back_five_whatever_his_tricks():
    r = rules("bid-euchre", individual=True, count_down_from=21)
    points, reason = auction_points(1, 4, [1, 3, 2, 0], [True, True, False, True], r)
    assert (points, reason) == ([-1, 5, 0, 5], "set")


def test_s16_4_a_revoke_counting_down_sets_the_offender_back():
    r = rules("bid-euchre", players=3, count_down_from=21)
    state = start(
        r,
        {"dealer": 2, "hands": THREE},
        [bid(0, 3), *passes(1), bid(2, 4), name(2, "high"), {"seat": 0, "type": "stay"}, {"seat": 1, "type": "stay"}],
        report=True,
    )
    act(state, 2, "play", card="KH")
    act(state, 0, "play", card="AS")  # revokes: seat 0 holds 9H and TH
    play_out(state)
    result = ENGINE.report(state)["deal_result"]
    assert (result["reason"], result["points"]) == ("revoke", [2, 0, 0])


# -- what an auction refuses, and what it needs --------------------------------------------------------
@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"benny": True}, "rules.benny"),
        ({"defend_alone": "any"}, "rules.defend_alone"),
        ({"robson_rules": True}, "rules.robson_rules"),
        ({"players": 3}, "rules.count_down_from"),
        ({"individual": True}, "rules.count_down_from"),
        ({"count_down_from": 21}, "rules.count_down_from"),
        ({"deck": 28, "players": 3, "count_down_from": 21}, "rules.deck"),
        ({"individual": True, "count_down_from": 21, "losing_score": -10}, "rules.losing_score"),
    ],
)
def test_s16_option_combinations_an_auction_refuses(options, field):
    with pytest.raises(InvalidInput) as caught:
        rules("bid-euchre", **options)
    assert field in caught.value.messages()


@pytest.mark.parametrize(
    ("option", "field"),
    [
        ({"no_trump": "high"}, "rules.no_trump"),
        ({"auction_rounds": "until_passed"}, "rules.auction_rounds"),
        ({"individual": True}, "rules.count_down_from"),  # individual order-up play is set-back: it counts down
        ({"count_down_from": 5}, "rules.count_down_from"),  # partnerships count up
        ({"losing_score": -10}, "rules.losing_score"),
    ],
)
def test_s16_the_auctions_options_need_an_auction(option, field):
    with pytest.raises(InvalidInput) as caught:
        rules(**option)
    assert field in caught.value.messages()


def test_s16_egn_cannot_say_an_auction():
    assert "rules.bidding" in unsayable(dict(rules("bid-euchre").as_json()))


def test_s16_2_trick_winner_over_http_takes_no_trump_low():
    from service.app import create_app

    client = create_app({"redis_url": None}).test_client()
    plays = [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "9S"}, {"seat": 2, "card": "JS"}]
    body = {"rules": {"variant": "bid-euchre"}, "trump": "low", "plays": plays}
    answer = client.post("/v1/games/euchre/trick-winner", json=body)
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["winner"] == 1
    refused = client.post("/v1/games/euchre/trick-winner", json={**body, "rules": {}})
    assert refused.status_code == 400 and "trump" in refused.get_json()["errors"]
