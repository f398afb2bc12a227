"""The digest's worked examples 1-12 (rules/ecarte.md §10), one test each.

Seat 0 deals and seat 1 is the elder unless a test says otherwise; trump is hearts unless stated.
"""

from __future__ import annotations

import pytest

from tests.games.ecarte.support import (
    CLASSIC,
    DEALER,
    ELDER,
    ENGINE,
    act,
    action,
    deal,
    legal_cards,
    legal_types,
    plays,
    refused,
    rules,
    start,
)


def follower_after_lead(elder_hand, dealer_hand, led, turn_up="8H", rule_set=CLASSIC):
    """The elder leads ``led`` at once; the dealer is to follow."""
    return start(deal(elder_hand, dealer_hand, turn_up, rule_set=rule_set), plays((ELDER, led)), rule_set=rule_set)


def test_example_1_must_overtake_with_a_higher_card_of_the_led_suit():
    state = follower_after_lead(["9S", "QC", "JC", "AD", "TD"], ["KS", "7S", "TH", "8C", "9C"], "9S")
    assert legal_cards(state) == ["KS"]
    assert refused(state, DEALER, "play", card="7S") == "must_overtake"
    assert refused(state, DEALER, "play", card="TH") == "must_overtake"


def test_example_2a_cannot_beat_must_still_follow_no_trumping():
    state = follower_after_lead(["KS", "QC", "JC", "AD", "TD"], ["7S", "TH", "QD", "8C", "9C"], "KS")
    assert legal_cards(state) == ["7S"]
    assert refused(state, DEALER, "play", card="TH") == "must_follow_suit"


@pytest.mark.parametrize("trump_card", ["8H", "TH"])
def test_example_2b_void_in_the_led_suit_must_trump_and_either_trump_wins(trump_card):
    state = follower_after_lead(["AC", "QC", "JC", "AD", "TD"], ["8H", "TH", "QD", "9D", "7S"], "AC", "9H")
    assert legal_cards(state) == ["8H", "TH"]
    assert refused(state, DEALER, "play", card="QD") == "must_trump"
    act(state, DEALER, "play", card=trump_card)
    assert state.tricks[0].winner == DEALER


def test_example_3_jack_outranks_ace_ten_does_not():
    state = follower_after_lead(["AS", "QC", "JC", "AD", "TD"], ["JS", "TS", "7H", "8C", "9D"], "AS")
    assert legal_cards(state) == ["JS"]


def test_example_4a_trump_led_must_overtake_in_trumps():
    state = follower_after_lead(["QH", "QC", "JC", "AD", "TD"], ["KH", "9H", "AS", "7C", "8D"], "QH", "7H")
    assert legal_cards(state) == ["KH"]


def test_example_4b_trump_led_cannot_beat_follows_in_trumps_and_leader_wins():
    state = follower_after_lead(["QH", "QC", "JC", "AD", "TD"], ["9H", "8H", "AS", "7C", "8D"], "QH", "7H")
    assert legal_cards(state) == ["8H", "9H"]
    act(state, DEALER, "play", card="9H")
    assert state.tricks[0].winner == ELDER


def test_example_5_italian_deck_ace_above_seven():
    italian = rules(variant="italian")
    state = follower_after_lead(["7S", "QD", "JD", "AD", "7D"], ["AS", "4S", "KB", "5D", "6D"], "7S", "4C", italian)
    assert state.trump == "C"
    assert legal_cards(state) == ["AS"]
    act(state, DEALER, "play", card="AS")
    assert state.tricks[0].winner == DEALER
    assert ENGINE.trick_winner(italian, "C", [(ELDER, "7S"), (DEALER, "AS")]) == DEALER


def test_example_6_stock_accounting_and_the_dealers_skipped_exchange():
    state = start(deal(["7S", "8S", "9S", "TS", "AS"], ["7D", "8D", "9D", "TD", "AD"], "7H", stock=True))

    def exchange_round(elder_count, dealer_count, stock_after_elder, stock_after_dealer):
        act(state, ELDER, "propose")
        act(state, DEALER, "accept")
        act(state, ELDER, "exchange", discard=state.known[ELDER][:elder_count])
        assert state.stock_left == stock_after_elder
        act(state, DEALER, "exchange", discard=state.known[DEALER][:dealer_count])
        assert state.stock_left == stock_after_dealer

    exchange_round(5, 3, 16, 13)
    exchange_round(5, 5, 8, 3)
    act(state, ELDER, "propose")
    act(state, DEALER, "accept")
    assert ENGINE.legal_actions(state)[0] == {"seat": ELDER, "type": "exchange", "min_discard": 1, "max_discard": 3}
    assert legal_types(state)[1:] == (["declare_king"] if "KH" in state.known[ELDER] else [])
    assert refused(state, ELDER, "exchange", discard=state.known[ELDER][:4]) == "discard_exceeds_stock"
    act(state, ELDER, "exchange", discard=state.known[ELDER][:3])
    assert state.stock_left == 0
    assert (state.phase, state.seat_to_act) == ("play", ELDER)  # the dealer's exchange is skipped
    assert set(legal_types(state)) == {"play"}
    assert refused(state, ELDER, "propose") == "stock_empty"
    assert state.flagged is None
    assert [len(state.known[s]) for s in (0, 1)] == [5, 5]
    assert len(state.discards[ELDER]) == 13 and len(state.discards[DEALER]) == 8


EXAMPLE_7_ACTIONS = [action(ELDER, "declare_king")] + plays(
    (ELDER, "AH"),
    (DEALER, "KH"),
    (DEALER, "KC"),
    (ELDER, "7C"),
    (DEALER, "TD"),
    (ELDER, "9D"),
    (DEALER, "QS"),
    (ELDER, "KS"),
    (ELDER, "8S"),
    (DEALER, "JS"),
)
EXAMPLE_7_DEAL = deal(["KS", "8S", "AH", "7C", "9D"], ["QS", "JS", "KH", "KC", "TD"], "7S")


def test_example_7_full_deal_elder_declares_plays_without_proposing_and_loses():
    state = start(EXAMPLE_7_DEAL, EXAMPLE_7_ACTIONS[:2])
    assert state.scores == [0, 1] and state.flagged == ELDER
    assert legal_cards(state) == ["KH"]
    state = start(EXAMPLE_7_DEAL, EXAMPLE_7_ACTIONS[:8])
    assert legal_cards(state) == ["KS"]
    state = start(EXAMPLE_7_DEAL, EXAMPLE_7_ACTIONS[:10])
    assert legal_cards(state) == ["JS"]
    state = start(EXAMPLE_7_DEAL, EXAMPLE_7_ACTIONS)
    assert [t.winner for t in state.tricks] == [DEALER, DEALER, DEALER, ELDER, DEALER]
    result = state.deal_result
    assert result["points"] == [2, 1] and result["reason"] == "point" and result["refusal_penalty"] is True
    assert result["tricks_won"] == [4, 1] and result["king_points"] == [0, 1]
    assert state.scores == [2, 1]


@pytest.mark.parametrize("bonus, dealer_points", [("classic", 2), ("plus_one", 2), ("plus_two", 3)])
def test_example_7_refusal_bonus_options(bonus, dealer_points):
    rule_set = rules(refusal_bonus=bonus)
    state = start(EXAMPLE_7_DEAL, EXAMPLE_7_ACTIONS, rule_set=rule_set)
    assert state.deal_result["points"] == [dealer_points, 1]


EXAMPLE_8_DEAL = deal(["QD", "JD", "AC", "AS", "9H"], ["KD", "7D", "KC", "7S", "8H"], "8D")
EXAMPLE_8_ACTIONS = [
    action(ELDER, "propose"),
    action(DEALER, "refuse"),
    *plays((ELDER, "AC")),
    action(DEALER, "declare_king"),
] + plays(
    (DEALER, "KC"),
    (DEALER, "7S"),
    (ELDER, "AS"),
    (ELDER, "JD"),
    (DEALER, "KD"),
    (DEALER, "8H"),
    (ELDER, "9H"),
    (ELDER, "QD"),
    (DEALER, "7D"),
)


@pytest.mark.parametrize("bonus, elder_points", [("classic", 2), ("plus_one", 2), ("plus_two", 3)])
def test_example_8_dealer_refuses_declares_after_the_lead_and_loses(bonus, elder_points):
    rule_set = rules(refusal_bonus=bonus)
    state = start(EXAMPLE_8_DEAL, EXAMPLE_8_ACTIONS[:3], rule_set=rule_set)
    assert state.flagged == DEALER
    assert {"seat": DEALER, "type": "declare_king"} in ENGINE.legal_actions(state)
    assert legal_cards(state) == ["KC"]
    state = start(EXAMPLE_8_DEAL, EXAMPLE_8_ACTIONS, rule_set=rule_set)
    assert [t.winner for t in state.tricks] == [DEALER, ELDER, DEALER, ELDER, ELDER]
    result = state.deal_result
    assert result["tricks_won"] == [2, 3] and result["refusal_penalty"] is True and result["reason"] == "point"
    assert result["points"] == [1, elder_points]  # both players score in one deal
    assert state.scores == [1, elder_points]


def test_example_9_dealer_who_played_without_declaring_has_lost_the_king_point():
    state = start(deal(["9C", "AS", "TS", "7D", "8D"], ["KH", "7C", "QS", "JD", "9H"], "8H"), plays((ELDER, "9C")))
    assert {"seat": DEALER, "type": "declare_king"} in ENGINE.legal_actions(state)
    assert legal_cards(state) == ["7C"]
    act(state, DEALER, "play", card="7C")
    assert "declare_king" not in legal_types(state)
    while state.seat_to_act is not None:
        assert refused(state, DEALER, "declare_king") == "king_declaration_too_late"
        ENGINE.apply(state, next(a for a in ENGINE.legal_actions(state) if a["type"] == "play"))
    assert state.deal_result["king_points"] == [0, 0]


@pytest.mark.parametrize("loser_score, multiplier", [(2, 2), (0, 3), (1, 2), (3, 1)])
def test_example_10_game_end_and_stake_multiplier(loser_score, multiplier):
    described = deal(["QH", "JH", "AH", "7S", "7C"], ["KS", "KC", "8D", "9D", "TD"], "TH", dealer=1)
    steps = plays(
        (0, "QH"), (1, "8D"), (0, "JH"), (1, "9D"), (0, "AH"), (1, "TD"), (0, "7S"), (1, "KS"), (1, "KC"), (0, "7C")
    )
    state = start(described, steps, scores=[4, loser_score])
    assert state.scores == [5, loser_score] and state.deal_result["reason"] == "point"
    assert (state.game_over, state.winner, state.stake_multiplier) == (True, 0, multiplier)
    assert ENGINE.report(state)["stake_multiplier"] == multiplier


def test_example_10_turned_up_king_ends_the_game_before_any_proposal():
    state = start(deal(["7S", "8S", "9S", "TS", "AS"], ["7D", "8D", "9D", "TD", "AD"], "KC"), scores=[4, 0])
    assert state.scores == [5, 0]
    assert (state.game_over, state.winner, state.stake_multiplier) == (True, DEALER, 3)
    assert state.deal_result["reason"] == "king_turn_up" and state.deal_result["points"] == [1, 0]
    report = ENGINE.report(state)
    assert report["phase"] == "over" and report["to_act"] is None and report["legal_actions"] == []
    assert refused(state, ELDER, "propose") == "game_over"
    assert refused(state, ELDER, "play", card="7S") == "game_over"


EXAMPLE_11_ELDER = ["KS", "8D", "9D", "TD", "7D"]


def test_example_11_declaring_closes_nothing_the_elder_proposes_and_the_exchanges_go_on():
    """E (seat 0, dealer seat 1) declares KS at once (E 1), then proposes: legal; D accepts and
    the exchanges go on as usual."""
    described = deal(EXAMPLE_11_ELDER, ["7C", "8C", "9C", "TC", "AC"], "7S", dealer=1, stock=True)
    elder, dealer = 0, 1
    state = start(described, [action(elder, "declare_king")])
    assert state.scores == [1, 0] and state.king_declared_by == elder
    assert (ENGINE.report(state)["phase"], state.seat_to_act) == ("exchange", elder) and state.flagged is None
    act(state, elder, "propose")
    act(state, dealer, "accept")
    act(state, elder, "exchange", discard=["8D", "9D"])
    act(state, dealer, "exchange", discard=["7C"])
    assert (state.phase, state.seat_to_act) == ("decide", elder) and state.stock_left == 18
    assert state.scores == [1, 0] and state.flagged is None


def test_example_11_a_king_drawn_by_the_elder_is_declared_before_the_dealers_exchange():
    """The elder draws the trump king in an exchange and declares it while D is still to
    exchange: legal, 1 point, D's exchange comes next as before."""
    described = deal(["8D", "9D", "TD", "7D", "AD"], ["7C", "8C", "9C", "TC", "AC"], "7S", dealer=1, stock=True)
    described["stock"].remove("KS")
    described["stock"].insert(0, "KS")
    elder, dealer = 0, 1
    state = start(
        described, [action(elder, "propose"), action(dealer, "accept"), action(elder, "exchange", discard=["8D"])]
    )
    assert "KS" in state.known[elder] and (state.phase, state.seat_to_act) == ("dealer_exchange", dealer)
    assert legal_types(state) == ["exchange"]  # the dealer is to act: the elder is not listed
    act(state, elder, "declare_king")
    assert state.scores == [1, 0] and (state.phase, state.seat_to_act) == ("dealer_exchange", dealer)
    act(state, dealer, "exchange", discard=["7C"])
    assert (state.phase, state.seat_to_act) == ("decide", elder)


EXAMPLE_12_DEAL = deal(["KH", "QH", "JH", "AH", "TH"], ["9S", "8S", "7S", "9C", "8C"], "7H")
EXAMPLE_12_ACTIONS = [action(ELDER, "propose"), action(DEALER, "refuse")] + plays(
    (ELDER, "KH"),
    (DEALER, "9S"),
    (ELDER, "QH"),
    (DEALER, "8S"),
    (ELDER, "JH"),
    (DEALER, "7S"),
    (ELDER, "AH"),
    (DEALER, "9C"),
    (ELDER, "TH"),
    (DEALER, "8C"),
)


@pytest.mark.parametrize("bonus, elder_points", [(None, 3), ("plus_one", 3), ("plus_two", 4), ("classic", 2)])
def test_example_12_vole_after_a_refusal(bonus, elder_points):
    """D refuses (flagged), E takes all five: 3 by default (plus_one), 4 with plus_two, 2 with
    classic; the reason stays vole and refusal_penalty says 7.2 applied."""
    rule_set = CLASSIC if bonus is None else rules(refusal_bonus=bonus)
    state = start(EXAMPLE_12_DEAL, EXAMPLE_12_ACTIONS[:2], rule_set=rule_set)
    assert state.flagged == DEALER
    state = start(EXAMPLE_12_DEAL, EXAMPLE_12_ACTIONS, rule_set=rule_set)
    result = state.deal_result
    assert result["tricks_won"] == [0, 5] and result["reason"] == "vole" and result["refusal_penalty"] is True
    assert result["points"] == [0, elder_points] and state.scores == [0, elder_points]
