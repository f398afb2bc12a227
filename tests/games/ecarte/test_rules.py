"""Ecarté rules beyond the worked examples: §9 edge cases, each option, unknown hands, reported
breaches, aliases and malformed deals.  Seat 0 deals and seat 1 is the elder unless stated."""

from __future__ import annotations

import json

import pytest

from service.engine import InvalidInput, RuleBroken, apply_all, parse_actions
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
    play_first_legal,
    plays,
    refused,
    rules,
    start,
)

LOW_ELDER = ["7S", "8S", "9S", "TS", "AS"]
LOW_DEALER = ["7D", "8D", "9D", "TD", "AD"]


def exchanged(state, elder_discard, dealer_discard):
    """One accepted round with a known stock (the draws come from its top)."""
    act(state, ELDER, "propose")
    act(state, DEALER, "accept")
    act(state, ELDER, "exchange", discard=elder_discard)
    if state.phase == "dealer_exchange":
        act(state, DEALER, "exchange", discard=dealer_discard)


# -- 4. exchange phase --------------------------------------------------------------------------


def test_elder_decides_first_proposing_playing_or_nothing_else():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"))
    assert (ENGINE.report(state)["phase"], state.seat_to_act) == ("exchange", ELDER)
    assert legal_types(state) == ["propose"] + ["play"] * 5


def test_dealer_acting_before_a_proposal_is_not_your_turn():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"))
    assert refused(state, DEALER, "propose") == "not_your_turn"
    assert refused(state, DEALER, "accept") == "not_your_turn"
    assert refused(state, DEALER, "play", card="7D") == "not_your_turn"


def test_elder_acting_while_the_dealer_answers_is_not_your_turn():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"), [action(ELDER, "propose")])
    assert ENGINE.legal_actions(state) == [{"seat": DEALER, "type": "accept"}, {"seat": DEALER, "type": "refuse"}]
    assert refused(state, ELDER, "propose") == "not_your_turn"
    assert refused(state, ELDER, "play", card="7S") == "not_your_turn"


def test_accept_or_refuse_without_a_pending_proposal_is_not_your_decision():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"))
    assert refused(state, ELDER, "accept") == "not_your_decision"
    act(state, ELDER, "propose")
    act(state, DEALER, "accept")
    act(state, ELDER, "exchange", discard=["7S"], draw=["7C"])
    assert refused(state, DEALER, "refuse") == "not_your_decision"


def test_exchange_needs_an_accepted_proposal_and_a_pending_exchange_blocks_other_actions():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"))
    assert refused(state, ELDER, "exchange", discard=["7S"], draw=["7C"]) == "exchange_not_agreed"
    act(state, ELDER, "propose")
    assert refused(state, DEALER, "play", card="7D") == "proposal_pending"
    act(state, DEALER, "accept")
    assert refused(state, ELDER, "play", card="7S") == "exchange_pending"
    assert refused(state, ELDER, "propose") == "exchange_pending"


def test_elder_must_discard_at_least_one_card():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"), [action(ELDER, "propose"), action(DEALER, "accept")])
    assert refused(state, ELDER, "exchange", discard=[], draw=[]) == "must_discard"


def test_discarding_a_card_not_in_hand_is_refused():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"), [action(ELDER, "propose"), action(DEALER, "accept")])
    assert refused(state, ELDER, "exchange", discard=["7C"], draw=["8C"]) == "card_not_in_hand"
    assert refused(state, ELDER, "exchange", discard=["7S", "7S"], draw=["8C", "9C"]) == "duplicate_card"


def test_draws_named_from_an_unknown_stock_must_be_unseen_and_as_many_as_the_discards():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"), [action(ELDER, "propose"), action(DEALER, "accept")])
    assert refused(state, ELDER, "exchange", discard=["7S"], draw=["7D"]) == "card_already_seen"  # dealer's card
    assert refused(state, ELDER, "exchange", discard=["7S"], draw=["7H"]) == "card_already_seen"  # the turn-up
    assert refused(state, ELDER, "exchange", discard=["7S"], draw=["7S"]) == "card_already_seen"  # just discarded
    assert refused(state, ELDER, "exchange", discard=["7S"], draw=["7C", "8C"]) == "wrong_draw_count"
    assert refused(state, ELDER, "exchange", discard=["7S"]) == "wrong_draw_count"  # a known hand names its draw
    act(state, ELDER, "exchange", discard=["7S"], draw=["7C"])
    assert refused(state, DEALER, "exchange", discard=["7D"], draw=["7S"]) == "card_already_seen"  # discarded
    act(state, DEALER, "exchange", discard=["7D"], draw=["8C"])
    assert "8C" in state.known[DEALER] and "7D" not in state.known[DEALER]


def test_a_known_stock_gives_its_top_cards():
    described = deal(LOW_ELDER, LOW_DEALER, "7H", stock=True)
    top = described["stock"][:3]
    state = start(described, [action(ELDER, "propose"), action(DEALER, "accept")])
    assert refused(state, ELDER, "exchange", discard=["7S", "8S"], draw=top[1:3]) == "draw_not_from_stock"
    act(state, ELDER, "exchange", discard=["7S", "8S"], draw=[top[1], top[0]])
    assert state.known[ELDER][-2:] == top[:2]
    act(state, DEALER, "exchange", discard=["7D"])
    assert state.known[DEALER][-1] == top[2] and state.stock_left == 18


def test_dealer_may_keep_his_hand_by_default_and_dealer_min_discard_forces_one():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H", stock=True), [action(ELDER, "propose"), action(DEALER, "accept")])
    act(state, ELDER, "exchange", discard=["7S"])
    assert ENGINE.legal_actions(state)[0] == {"seat": DEALER, "type": "exchange", "min_discard": 0, "max_discard": 5}
    act(state, DEALER, "exchange", discard=[])
    assert (state.phase, state.stock_left) == ("decide", 20)

    strict = rules(dealer_min_discard=1)
    state = start(
        deal(LOW_ELDER, LOW_DEALER, "7H", stock=True, rule_set=strict),
        [action(ELDER, "propose"), action(DEALER, "accept")],
        rule_set=strict,
    )
    act(state, ELDER, "exchange", discard=["7S"])
    assert ENGINE.legal_actions(state)[0]["min_discard"] == 1
    assert refused(state, DEALER, "exchange", discard=[]) == "must_discard"


def test_rounds_go_on_until_the_stock_is_empty_and_each_refusal_ends_the_phase():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H", stock=True))
    exchanged(state, ["7S"], ["7D"])
    exchanged(state, ["8S"], ["8D"])
    assert (state.exchange_rounds, state.phase, state.flagged) == (2, "decide", None)
    act(state, ELDER, "propose")
    act(state, DEALER, "refuse")
    assert (state.phase, state.seat_to_act, state.flagged) == ("play", ELDER, DEALER)
    assert refused(state, ELDER, "propose") == "exchange_closed"
    assert set(legal_types(state, ELDER)) == {"play"}


def test_max_exchange_rounds_caps_the_accepted_proposals():
    capped = rules(max_exchange_rounds=1)
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H", stock=True, rule_set=capped), rule_set=capped)
    exchanged(state, ["7S"], ["7D"])
    assert (state.phase, state.seat_to_act) == ("play", ELDER)
    assert refused(state, ELDER, "propose") == "exchange_limit_reached"
    act(state, ELDER, "play", card="8S")
    assert state.flagged is None  # he proposed


def test_max_exchange_rounds_zero_starts_with_the_lead_and_flags_no_one():
    no_exchange = rules(max_exchange_rounds=0)
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H", rule_set=no_exchange), plays((ELDER, "7S")), rule_set=no_exchange)
    assert state.flagged is None


# -- 4.6 the penalty flag -----------------------------------------------------------------------


def test_elder_leading_without_proposing_is_flagged():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"), plays((ELDER, "7S")))
    assert state.flagged == ELDER


STRONG_ELDER = ["KH", "QH", "JH", "AH", "7C"]


@pytest.mark.parametrize("scope, flagged", [("any_refusal", DEALER), ("first_decision", None)])
def test_penalty_scope_decides_whether_a_later_refusal_flags_the_dealer(scope, flagged):
    rule_set = rules(penalty_scope=scope, refusal_bonus="plus_one")
    state = start(
        deal(STRONG_ELDER, ["8H", "9H", "8C", "9C", "TD"], "7H", stock=True, rule_set=rule_set), rule_set=rule_set
    )
    exchanged(state, ["7C"], [])
    act(state, ELDER, "propose")
    act(state, DEALER, "refuse")
    assert state.flagged == flagged
    play_first_legal(state)
    won = state.tricks_won[ELDER]
    normal = 2 if won == 5 else 1
    assert won >= 4
    assert state.deal_result["points"][ELDER] == normal + (1 if flagged == DEALER else 0)
    assert state.deal_result["refusal_penalty"] is (flagged == DEALER)


def test_first_decision_still_flags_a_refusal_of_the_first_proposal():
    rule_set = rules(penalty_scope="first_decision")
    state = start(
        deal(LOW_ELDER, LOW_DEALER, "7H", rule_set=rule_set),
        [action(ELDER, "propose"), action(DEALER, "refuse")],
        rule_set=rule_set,
    )
    assert state.flagged == DEALER


# -- 5. the king of trumps ----------------------------------------------------------------------


def test_declaring_the_king_scores_at_once_and_closes_nothing():
    """5.2: the elder who declares at once keeps his right to propose; the second declaration
    is rejected."""
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H"))
    assert legal_types(state) == ["propose", "declare_king"] + ["play"] * 5
    act(state, ELDER, "declare_king")
    assert state.scores == [0, 1] and state.king_declared_by == ELDER
    assert (ENGINE.report(state)["phase"], state.phase, state.seat_to_act) == ("exchange", "decide", ELDER)
    assert legal_types(state) == ["propose"] + ["play"] * 5
    assert refused(state, ELDER, "declare_king") == "king_already_declared"
    act(state, ELDER, "propose")
    assert (state.phase, state.seat_to_act) == ("answer", DEALER)


def test_the_holder_to_act_is_offered_the_declaration_in_every_exchange_step():
    """5.2: the window is open in any phase; the seat to act sees it among its actions."""
    dealer_king = deal(LOW_ELDER, ["KH", "8D", "9D", "TD", "AD"], "7H", stock=True)
    state = start(dealer_king, [action(ELDER, "propose")])
    assert ENGINE.legal_actions(state) == [
        {"seat": DEALER, "type": "accept"},
        {"seat": DEALER, "type": "refuse"},
        {"seat": DEALER, "type": "declare_king"},
    ]
    state = start(
        dealer_king, [action(ELDER, "propose"), action(DEALER, "accept"), action(ELDER, "exchange", discard=["7S"])]
    )
    assert legal_types(state) == ["exchange", "declare_king"] and state.seat_to_act == DEALER
    act(state, DEALER, "declare_king")
    assert state.scores == [1, 0] and (state.phase, state.seat_to_act) == ("dealer_exchange", DEALER)
    state = start(
        deal(STRONG_ELDER, LOW_DEALER, "7H", stock=True), [action(ELDER, "propose"), action(DEALER, "accept")]
    )
    assert legal_types(state) == ["exchange", "declare_king"] and state.seat_to_act == ELDER


def test_a_holder_not_to_act_is_not_listed_but_may_declare():
    """docs/API.md §3 lists only the seat to act; 5.2 and §9: a declaration is not a turn, so the
    seat not to act may still make it, and the turn does not move."""
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H"), [action(ELDER, "propose")])
    assert ENGINE.legal_actions(state) == [{"seat": DEALER, "type": "accept"}, {"seat": DEALER, "type": "refuse"}]
    act(state, ELDER, "declare_king")
    assert state.scores == [0, 1] and (state.phase, state.seat_to_act) == ("answer", DEALER)
    act(state, DEALER, "accept")
    assert (state.phase, state.seat_to_act) == ("elder_exchange", ELDER)


def test_after_a_refusal_the_dealers_declaration_is_not_listed_for_the_elder_to_act():
    """The dealer holds the king, the elder is to lead; legal_actions holds
    only the elder's actions, and the dealer's declaration is still accepted out of turn."""
    state = start(
        deal(LOW_ELDER, ["KH", "8D", "9D", "TD", "AD"], "7H"), [action(ELDER, "propose"), action(DEALER, "refuse")]
    )
    assert state.seat_to_act == ELDER
    assert {a["seat"] for a in ENGINE.legal_actions(state)} == {ELDER}
    assert ENGINE.seat_view(state, DEALER)["legal_actions"] == []
    act(state, DEALER, "declare_king")
    assert state.scores == [1, 0] and state.seat_to_act == ELDER


def test_elder_cannot_declare_after_his_opening_lead():
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H"), plays((ELDER, "QH")))
    assert refused(state, ELDER, "declare_king") == "king_declaration_too_late"


@pytest.mark.parametrize("late, expected", [(True, None), (False, "king_declaration_too_late")])
def test_king_led_late_declaration_lets_the_elder_declare_the_king_he_led(late, expected):
    rule_set = rules(king_led_late_declaration=late)
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H", rule_set=rule_set), plays((ELDER, "KH")), rule_set=rule_set)
    assert state.seat_to_act == DEALER and legal_types(state, ELDER) == []  # the elder is not to act: never listed
    if expected:
        assert refused(state, ELDER, "declare_king") == expected
        return
    act(state, ELDER, "declare_king")
    assert state.scores == [0, 1]
    act(state, DEALER, "play", card="7D")
    assert refused(state, ELDER, "declare_king") == "king_already_declared"


def test_late_declaration_window_closes_when_the_dealer_has_played():
    rule_set = rules(king_led_late_declaration=True)
    state = start(
        deal(STRONG_ELDER, LOW_DEALER, "7H", rule_set=rule_set), plays((ELDER, "KH"), (DEALER, "7D")), rule_set=rule_set
    )
    assert refused(state, ELDER, "declare_king") == "king_declaration_too_late"


def test_false_king_reject_refuses_a_declaration_without_the_king():
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H"), [action(ELDER, "propose"), action(DEALER, "refuse")])
    assert "declare_king" not in legal_types(state, DEALER)
    assert refused(state, DEALER, "declare_king") == "no_king_to_declare"


def test_false_king_penalty_gives_the_opponent_a_point_and_ends_the_seats_right_to_declare():
    rule_set = rules(false_king="penalty")
    state = start(
        deal(STRONG_ELDER, LOW_DEALER, "7H", rule_set=rule_set),
        [action(ELDER, "propose"), action(DEALER, "refuse"), action(DEALER, "declare_king")],
        rule_set=rule_set,
    )
    assert state.scores == [0, 1]
    assert state.violations[0]["rule"] == "no_king_to_declare"
    assert state.violations[0]["penalty"] == {"seat": ELDER, "points": 1}
    assert refused(state, DEALER, "declare_king") == "king_already_declared"
    act(state, ELDER, "declare_king")  # the real holder still may
    assert state.scores == [0, 2]


def test_a_turned_up_king_scores_for_the_dealer_and_cannot_be_declared():
    state = start(deal(LOW_ELDER, ["8H", "8D", "9D", "TD", "AD"], "KH"))
    assert state.scores == [1, 0] and state.deal_result is None
    assert "declare_king" not in legal_types(state)
    assert refused(state, ELDER, "declare_king") == "no_king_to_declare"


def test_a_discarded_trump_king_can_no_longer_be_declared():
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H", stock=True))
    exchanged(state, ["KH"], [])
    assert "declare_king" not in legal_types(state)
    assert refused(state, ELDER, "declare_king") == "no_king_to_declare"


def test_a_trump_king_drawn_in_an_exchange_can_be_declared():
    described = deal(LOW_ELDER, LOW_DEALER, "7H", stock=True)
    described["stock"].remove("KH")
    described["stock"].insert(0, "KH")
    state = start(described)
    exchanged(state, ["7S"], [])
    assert {"seat": ELDER, "type": "declare_king"} in ENGINE.legal_actions(state)
    act(state, ELDER, "declare_king")
    assert state.scores == [0, 1]


def test_a_king_point_that_reaches_the_target_ends_the_game_at_once():
    state = start(deal(STRONG_ELDER, LOW_DEALER, "7H"), [action(ELDER, "declare_king")], scores=[3, 4])
    assert (state.game_over, state.winner, state.stake_multiplier) == (True, ELDER, 1)
    assert state.deal_result["reason"] == "target_reached" and state.deal_result["points"] == [0, 1]
    assert refused(state, ELDER, "play", card="QH") == "game_over"


def test_target_score_option_moves_the_end_of_the_game():
    seven = rules(target_score=7)
    state = start(
        deal(STRONG_ELDER, LOW_DEALER, "7H", rule_set=seven),
        [action(ELDER, "declare_king")],
        scores=[3, 4],
        rule_set=seven,
    )
    assert state.scores == [3, 5] and not state.game_over and state.seat_to_act == ELDER


def test_scores_already_at_the_target_are_game_over():
    with pytest.raises(RuleBroken) as caught:
        from service.engine import replay

        replay(ENGINE, CLASSIC, deal(LOW_ELDER, LOW_DEALER, "7H"), [], scores=[5, 2])
    assert caught.value.rule == "game_over" and caught.value.action_index is None


# -- 7. scoring -------------------------------------------------------------------------------

ALL_TRUMPS = ["KH", "QH", "JH", "AH", "TH"]


@pytest.mark.parametrize("bonus, points", [("classic", 2), ("plus_one", 3), ("plus_two", 4)])
def test_vole_against_a_flagged_dealer_per_refusal_bonus(bonus, points):
    rule_set = rules(refusal_bonus=bonus)
    state = start(
        deal(ALL_TRUMPS, LOW_DEALER, "7H", rule_set=rule_set),
        [action(ELDER, "propose"), action(DEALER, "refuse")],
        rule_set=rule_set,
    )
    play_first_legal(state)
    assert state.deal_result["reason"] == "vole"
    assert state.deal_result["points"] == [0, points]


def test_a_flagged_player_who_wins_scores_normally():
    state = start(
        deal(ALL_TRUMPS, LOW_DEALER, "7H", rule_set=rules(refusal_bonus="plus_two")),
        plays((ELDER, "KH")),
        rule_set=rules(refusal_bonus="plus_two"),
    )
    play_first_legal(state)
    assert state.flagged == ELDER
    assert state.deal_result["points"] == [0, 2] and state.deal_result["refusal_penalty"] is False


def test_stake_multiplier_false_always_reports_one():
    no_stakes = rules(stake_multiplier=False)
    state = start(deal(ALL_TRUMPS, LOW_DEALER, "7H", rule_set=no_stakes), scores=[0, 3], rule_set=no_stakes)
    play_first_legal(state)
    assert (state.game_over, state.winner, state.stake_multiplier) == (True, ELDER, 1)


# -- 6.4 breaches under on_illegal: report ----------------------------------------------------

REVOKE_ELDER = ["9S", "7C", "8C", "7D", "8D"]
REVOKE_DEALER = ["KS", "8S", "KH", "QH", "JH"]


def test_report_mode_records_a_failure_to_overtake_and_takes_one_point():
    actions = [action(ELDER, "propose"), action(DEALER, "refuse")] + plays((ELDER, "9S"), (DEALER, "8S"))
    with pytest.raises(RuleBroken) as caught:
        start(deal(REVOKE_ELDER, REVOKE_DEALER, "7H"), actions)
    assert (caught.value.rule, caught.value.action_index) == ("must_overtake", 3)
    state = start(deal(REVOKE_ELDER, REVOKE_DEALER, "7H"), actions, report=True)
    assert state.violations == [
        {
            "action_index": 3,
            "rule": "must_overtake",
            "penalty": {"seat": DEALER, "trick_points": -1},
            "detail": state.violations[0]["detail"],
            "seat": DEALER,
        }
    ]
    play_first_legal(state)
    assert state.tricks_won == [4, 1]
    assert state.deal_result["points"] == [0, 0]  # a point, lost to the breach (1 -> 0)


@pytest.mark.parametrize(
    "propose, bonus, points", [(False, "plus_one", 2), (False, "classic", 1), (True, "plus_one", 1)]
)
def test_report_mode_breach_takes_one_from_a_vole_or_a_flagged_opponents_vole(propose, bonus, points):
    """6.4: one point off the offender's trick points: a vole 2 -> 1; a vole against the flagged
    elder 3 -> 2 (plus_one, the default), 2 -> 1 (classic)."""
    rule_set = rules(refusal_bonus=bonus)
    opening = (
        [
            action(ELDER, "propose"),
            action(DEALER, "accept"),
            action(ELDER, "exchange", discard=["7D"], draw=["9D"]),
            action(DEALER, "exchange", discard=[]),
        ]
        if propose
        else []
    )
    state = start(
        deal(REVOKE_ELDER, REVOKE_DEALER, "7H", rule_set=rule_set),
        opening + plays((ELDER, "9S"), (DEALER, "KH")),
        rule_set=rule_set,
        report=True,
    )
    assert state.violations[0]["rule"] == "must_overtake"
    play_first_legal(state)
    assert state.deal_result["reason"] == "vole"
    assert state.flagged == (None if propose else ELDER)
    assert state.deal_result["points"][DEALER] == points
    assert state.deal_result["revoke_penalties"] == [1, 0]


def test_report_mode_lists_an_action_that_cannot_be_applied_and_goes_on():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"), [action(DEALER, "propose"), action(ELDER, "propose")], report=True)
    assert state.violations[0]["rule"] == "not_your_turn" and state.violations[0]["applied"] is False
    assert state.phase == "answer"


# -- unknown hands: revokes proven later ------------------------------------------------------

HIDDEN_DEALER = (DEALER,)


def test_unknown_hand_may_play_any_unseen_card_and_a_later_card_proves_its_revoke():
    described = deal(["9S", "QC", "JC", "AD", "TD"], ["KH", "QH", "JH", "KS", "7S"], "8H", hide=HIDDEN_DEALER)
    actions = plays((ELDER, "9S"))
    state = start(described, actions)
    assert len(legal_cards(state)) == 26  # every card not seen: 32 - 5 - the turn-up
    actions += plays((DEALER, "QH"), (DEALER, "KH"), (ELDER, "TD"), (DEALER, "JH"), (ELDER, "AD"))
    state = start(described, actions)
    assert state.violations == []
    actions += plays((DEALER, "7S"))
    state = start(described, actions)
    assert [(v["rule"], v["action_index"], v["proven_at"]) for v in state.violations] == [("must_follow_suit", 1, 6)]
    assert state.violations[0]["penalty"] == {"seat": DEALER, "trick_points": -1}
    actions += plays((ELDER, "JC"), (DEALER, "KS"), (ELDER, "QC"))
    state = start(described, actions)
    # a vole against the elder, flagged for leading without proposing: 2 + 1 (plus_one), less the revoke
    assert state.deal_result["reason"] == "vole" and state.deal_result["points"] == [2, 0]
    assert len(state.violations) == 1  # one breach, proven once


def test_unknown_hand_failing_to_overtake_is_proven_by_its_higher_card():
    described = deal(["9S", "QC", "JC", "AD", "TD"], ["KS", "7S", "8C", "9C", "7D"], "8H", hide=HIDDEN_DEALER)
    state = start(
        described,
        plays(
            (ELDER, "9S"),
            (DEALER, "7S"),
            (ELDER, "QC"),
            (DEALER, "8C"),
            (ELDER, "JC"),
            (DEALER, "9C"),
            (ELDER, "AD"),
            (DEALER, "KS"),
        ),
    )
    assert [(v["rule"], v["action_index"]) for v in state.violations] == [("must_overtake", 1)]


def test_unknown_hand_failing_to_trump_is_proven_by_a_later_trump():
    described = deal(["9S", "QC", "JC", "AD", "TD"], ["7C", "KH", "8C", "9C", "7D"], "8H", hide=HIDDEN_DEALER)
    state = start(
        described, plays((ELDER, "9S"), (DEALER, "7C"), (ELDER, "AD"), (DEALER, "7D"), (ELDER, "TD"), (DEALER, "KH"))
    )
    assert [(v["rule"], v["action_index"]) for v in state.violations] == [("must_trump", 1)]


def test_a_hand_determined_by_the_rest_of_the_deal_is_judged_at_once():
    described = deal(
        ["9S", "QC", "JC", "AD", "TD"], ["KS", "7S", "8C", "9C", "7D"], "8H", stock=True, hide=HIDDEN_DEALER
    )
    state = start(described, plays((ELDER, "9S")))
    assert state.hidden == [0, 0] and legal_cards(state) == ["KS"]
    assert refused(state, DEALER, "play", card="7S") == "must_overtake"
    assert refused(state, DEALER, "play", card="KH") == "card_not_in_hand"


def test_an_unknown_hand_is_pinned_down_once_the_stock_is_drawn():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H", hide=HIDDEN_DEALER))
    unseen = [card for card in ENGINE.deck(CLASSIC).cards if card not in set(LOW_ELDER) | {"7H"}]
    for elder_count, dealer_count in ((5, 5), (5, 5), (1, 0)):
        act(state, ELDER, "propose")
        act(state, DEALER, "accept")
        drawn, unseen = unseen[:elder_count], unseen[elder_count:]
        act(state, ELDER, "exchange", discard=state.known[ELDER][:elder_count], draw=drawn)
        if dealer_count:
            act(state, DEALER, "exchange", discard=unseen[:dealer_count])
            unseen = unseen[dealer_count:]
    assert state.stock_left == 0 and state.hidden == [0, 0]
    assert sorted(state.known[DEALER]) == sorted(unseen)
    act(state, ELDER, "play", card=state.known[ELDER][0])
    assert set(legal_cards(state)) <= set(unseen)


def test_unknown_hand_exchanges_without_naming_its_draw_and_may_declare_an_unseen_king():
    described = deal(LOW_ELDER, LOW_DEALER, "7H", hide=HIDDEN_DEALER)
    state = start(
        described,
        [action(ELDER, "propose"), action(DEALER, "accept"), action(ELDER, "exchange", discard=["7S"], draw=["7C"])],
    )
    assert refused(state, DEALER, "exchange", discard=["7S"]) == "card_already_seen"
    act(state, DEALER, "exchange", discard=["8C"])
    assert state.hidden[DEALER] == 5 and state.stock_left == 19
    act(state, ELDER, "propose")
    act(state, DEALER, "refuse")
    act(state, ELDER, "play", card="8S")
    assert {"seat": DEALER, "type": "declare_king"} in ENGINE.legal_actions(state)
    act(state, DEALER, "declare_king")
    assert state.known[DEALER] == ["KH"] and state.hidden[DEALER] == 4 and state.scores == [1, 0]


def test_unknown_hand_cannot_declare_a_king_seen_elsewhere():
    state = start(
        deal(STRONG_ELDER, LOW_DEALER, "7H", hide=HIDDEN_DEALER), [action(ELDER, "propose"), action(DEALER, "refuse")]
    )
    assert refused(state, DEALER, "declare_king") == "no_king_to_declare"


def test_unknown_hand_cannot_play_a_seen_card():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H", hide=HIDDEN_DEALER), plays((ELDER, "7S")))
    assert refused(state, DEALER, "play", card="8S") == "card_already_seen"
    assert refused(state, DEALER, "play", card="7H") == "card_already_seen"


# -- actions and deals as input -----------------------------------------------------------------


@pytest.mark.parametrize(
    "word, kind",
    [
        ("Propongo", "propose"),
        ("je propose", "propose"),
        ("accetto", "accept"),
        ("quante?", "accept"),
        ("J'accepte", "accept"),
        ("rifiuto", "refuse"),
        ("gioca", "refuse"),
        ("je refuse", "refuse"),
        ("ho il re", "declare_king"),
        ("le roi", "declare_king"),
        ("j'ai le roi", "declare_king"),
        ("DICHIARO_RE", "declare_king"),
    ],
)
def test_aliases_from_the_seeds_parse_to_canonical_actions(word, kind):
    assert parse_actions(ENGINE, CLASSIC, [{"seat": 1, "type": word}]) == [{"seat": 1, "type": kind}]


@pytest.mark.parametrize("word", ["gioco", "je joue", "Joue"])
def test_play_aliases(word):
    assert parse_actions(ENGINE, CLASSIC, [{"seat": 1, "type": word, "card": "10s"}]) == [
        {"seat": 1, "type": "play", "card": "TS"}
    ]


@pytest.mark.parametrize("word", ["scarto", "scambio", "échange", "Écart"])
def test_exchange_aliases(word):
    parsed = parse_actions(ENGINE, CLASSIC, [{"seat": 1, "type": word, "discard": ["as"]}])
    assert parsed == [{"seat": 1, "type": "exchange", "discard": ["AS"]}]


def invalid(described, scores=None, rule_set=CLASSIC):
    with pytest.raises(InvalidInput) as caught:
        ENGINE.start(rule_set, described, scores)
    return caught.value.messages()


def test_bad_deals_name_the_field():
    good = deal(LOW_ELDER, LOW_DEALER, "7H", stock=True)
    assert "deal" in invalid({**good, "turn_up": "7S"})  # the turn-up is also in a hand
    assert "deal" in invalid({**good, "hands": [LOW_DEALER, LOW_DEALER]})
    assert "deal.hands.1" in invalid({**good, "hands": [LOW_DEALER, LOW_ELDER[:4]]})
    assert "deal.hands" in invalid({**good, "hands": [LOW_DEALER]})
    assert "deal.stock" in invalid({**good, "stock": good["stock"][:20]})
    assert "deal.hands.0.2" in invalid({**good, "hands": [["7D", "8D", "2D", "TD", "AD"], LOW_ELDER]})
    assert "deal.dealer" in invalid({**good, "dealer": 2})
    assert "deal.dealer" in invalid({key: value for key, value in good.items() if key != "dealer"})
    assert "deal.turn_up" in invalid({key: value for key, value in good.items() if key != "turn_up"})
    assert "deal.fold" in invalid({**good, "fold": True})
    assert "scores" in invalid(good, scores=[1, 2, 3])
    assert "scores.1" in invalid(good, scores=[1, -1])
    assert "scores.0" in invalid(good, scores=[True, 0])


def test_cards_outside_the_deck_are_named():
    italian = rules(deck="italian")
    errors = invalid(deal(["TH", "4S", "5S", "6S", "7S"], ["4D", "5D", "6D", "7D", "AD"], "4C"), rule_set=italian)
    assert "TH" in errors["deal.hands.1.0"][0]
    errors = invalid(deal(["4S", "8S", "9S", "TS", "AS"], LOW_DEALER, "7H"))
    assert "4S" in errors["deal.hands.1.0"][0]
    assert "deal.turn_up" in invalid(deal(LOW_ELDER, LOW_DEALER, "KB"))


# -- sessions' helpers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "packets, elder_at, dealer_at",
    [
        ("3-2", [0, 1, 2, 6, 7], [3, 4, 5, 8, 9]),
        ("2-3", [0, 1, 4, 5, 6], [2, 3, 7, 8, 9]),
    ],
)
def test_deal_from_order_follows_the_packets(packets, elder_at, dealer_at):
    rule_set = rules(deal_packets=packets)
    order = list(ENGINE.deck(rule_set).cards)
    for dealer in (0, 1):
        described = ENGINE.deal_from_order(rule_set, order, dealer, 2)
        assert described["hands"][1 - dealer] == [order[i] for i in elder_at]
        assert described["hands"][dealer] == [order[i] for i in dealer_at]
        assert described["turn_up"] == order[10] and described["stock"] == order[11:]


def test_next_dealer_alternates():
    for dealer in (0, 1):
        assert ENGINE.next_dealer(start(deal(LOW_ELDER, LOW_DEALER, "7H", dealer=dealer))) == 1 - dealer


def test_seat_view_shows_own_cards_and_discards_only():
    described = deal(LOW_ELDER, LOW_DEALER, "7H", stock=True)
    state = start(described)
    exchanged(state, ["7S", "8S"], ["7D"])
    act(state, ELDER, "play", card="9S")
    for seat in (0, 1, None):
        view = ENGINE.seat_view(state, seat)
        text = json.dumps(view)
        mine = set(state.known[seat]) | set(state.discards[seat]) if seat is not None else set()
        public = {"9S", "7H"}
        secret = (
            (
                set(state.known[0])
                | set(state.known[1])
                | set(state.discards[0])
                | set(state.discards[1])
                | set(described["stock"])
            )
            - mine
            - public
        )
        assert not [card for card in secret if f'"{card}"' in text]
        assert view["hand_sizes"] == [5, 4] and view["stock_remaining"] == 18
        if seat is not None:
            assert view["hand"] == state.known[seat] and view["discards"] == state.discards[seat]
            assert all(a["seat"] == seat for a in view["legal_actions"])


def test_trick_winner_endpoint_helper():
    assert ENGINE.trick_winner(CLASSIC, "H", [(1, "AS"), (0, "JS")]) == 0
    assert ENGINE.trick_winner(CLASSIC, "H", [(1, "AS"), (0, "7H")]) == 0
    assert ENGINE.trick_winner(CLASSIC, "H", [(1, "AS"), (0, "KD")]) == 1
    with pytest.raises(InvalidInput):
        ENGINE.trick_winner(CLASSIC, "H", [(1, "AS"), (0, "KD"), (2, "KC")])


def test_report_lists_the_documented_fields():
    state = start(deal(LOW_ELDER, LOW_DEALER, "7H"))
    apply_all(ENGINE, state, [])
    report = ENGINE.report(state)
    assert {
        "phase",
        "to_act",
        "legal_actions",
        "trump",
        "turn_up",
        "tricks",
        "deal_result",
        "scores",
        "game_over",
        "winner",
        "stake_multiplier",
        "violations",
        "dealer",
        "elder",
        "flagged",
        "stock_remaining",
        "exchange_rounds",
        "king_declared_by",
        "tricks_won",
        "unknown_hands",
    } == set(report)


def test_no_exchanges_allowed_the_dealer_still_declares_before_the_elders_lead():
    """5.2 with `max_exchange_rounds: 0` (a value once refused, now allowed): play starts at
    once, the elder is to lead, and the dealer's declaration is accepted though not listed."""
    rule_set = rules(max_exchange_rounds=0)
    state = start(deal(LOW_ELDER, ["KH", "8D", "9D", "TD", "AD"], "7H", rule_set=rule_set), rule_set=rule_set)
    assert (state.phase, state.seat_to_act) == ("play", ELDER)
    assert legal_types(state) == ["play"] * 5
    act(state, DEALER, "declare_king")
    assert state.scores == [1, 0] and state.seat_to_act == ELDER
