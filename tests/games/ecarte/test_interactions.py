"""Ecarté: where the rules interact (kings and their windows, flags and voles, breaches, the
target, partial knowledge).  Every expected value is worked out by hand from rules/ecarte.md;
the section is in each test's name.  Seat 0 deals and seat 1 is the elder; trump is hearts.
"""

from __future__ import annotations

import pytest

from tests.games.ecarte.support import (
    DEALER,
    ELDER,
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

TRUMPS_AND_7C = ["KH", "QH", "JH", "AH", "7C"]
DIAMONDS = ["7D", "8D", "9D", "TD", "AD"]
# The elder leads four trumps (the dealer has none, so any card), then a card the dealer cannot
# follow or trump: five tricks to the elder.
ELDER_VOLE = plays(
    (ELDER, "KH"),
    (DEALER, "7D"),
    (ELDER, "QH"),
    (DEALER, "8D"),
    (ELDER, "JH"),
    (DEALER, "9D"),
    (ELDER, "AH"),
    (DEALER, "TD"),
)


def accepted_round(elder_discard, dealer_discard):
    return [
        action(ELDER, "propose"),
        action(DEALER, "accept"),
        action(ELDER, "exchange", discard=elder_discard),
        action(DEALER, "exchange", discard=dealer_discard),
    ]


@pytest.mark.parametrize("bonus", ["classic", "plus_one", "plus_two"])
def test_s7_2_vole_after_an_accepted_proposal_is_two_whatever_the_refusal_bonus(bonus):
    """7.1-7.2, 4.6: the elder proposed and the dealer accepted: nobody is flagged, so the vole
    scores its plain 2 under every `refusal_bonus` (a refusal would make it 2 / 3 / 4)."""
    rule_set = rules(refusal_bonus=bonus)
    described = deal(TRUMPS_AND_7C, DIAMONDS, "7H", stock=True, rule_set=rule_set)
    assert described["stock"][0] == "7S"  # the elder's draw for his 7C
    state = start(described, accepted_round(["7C"], []) + [action(ELDER, "play", card="KH")], rule_set=rule_set)
    assert state.flagged is None and state.known[ELDER] == ["QH", "JH", "AH", "7S"]
    for step in ELDER_VOLE[1:] + plays((ELDER, "7S"), (DEALER, "AD")):
        act(state, step["seat"], "play", card=step["card"])
    result = state.deal_result
    assert result["reason"] == "vole" and result["refusal_penalty"] is False
    assert result["points"] == [0, 2] and state.scores == [0, 2]


@pytest.mark.parametrize("bonus, points", [("plus_one", 3), ("classic", 2)])
def test_s7_3_a_vole_may_pass_the_target(bonus, points):
    """7.3 (a total may pass the target: 4 + 3 = 7 under plus_one, the default; 4 + 2 = 6 under
    classic, where a vole against a flagged dealer is still 2) and 7.4 (the loser has 0: treble)."""
    rule_set = rules(refusal_bonus=bonus)
    state = start(
        deal(TRUMPS_AND_7C, DIAMONDS, "7H", rule_set=rule_set),
        [action(ELDER, "propose"), action(DEALER, "refuse")] + ELDER_VOLE + plays((ELDER, "7C"), (DEALER, "AD")),
        rule_set=rule_set,
        scores=[0, 4],
    )
    assert state.flagged == DEALER and state.deal_result["reason"] == "vole"
    assert state.deal_result["points"] == [0, points] and state.deal_result["refusal_penalty"] is True
    assert state.scores == [0, 4 + points]
    assert (state.game_over, state.winner, state.stake_multiplier) == (True, ELDER, 3)


def test_s6_4_a_breach_by_the_loser_leaves_the_winners_points_alone():
    """6.4: only the offender's trick points drop.  The dealer, able to overtake 7S with 8S,
    plays 7D (reported); the elder (flagged: he led without proposing) wins all five - a vole,
    scored normally by a flagged winner (7.2): 2."""
    state = start(
        deal(["7S", "KH", "QH", "JH", "AH"], ["8S", "9S", "7D", "8D", "9D"], "7H"),
        plays((ELDER, "7S"), (DEALER, "7D")),
        report=True,
    )
    assert [(v["rule"], v["seat"]) for v in state.violations] == [("must_overtake", DEALER)]
    assert state.tricks[0].winner == ELDER and state.flagged == ELDER
    for step in plays(
        (ELDER, "KH"),
        (DEALER, "8S"),
        (ELDER, "QH"),
        (DEALER, "9S"),
        (ELDER, "JH"),
        (DEALER, "8D"),
        (ELDER, "AH"),
        (DEALER, "9D"),
    ):
        act(state, step["seat"], "play", card=step["card"])
    result = state.deal_result
    assert result["reason"] == "vole" and result["points"] == [0, 2]
    assert result["revoke_penalties"] == [1, 0]


EXAMPLE_9 = deal(["9C", "AS", "TS", "7D", "8D"], ["KH", "7C", "QS", "JD", "9H"], "8H")


def test_s5_3_king_declared_too_late_under_report_is_listed_and_scores_nothing():
    """5.3 with docs/API.md §3 `report`: the late declaration is a listed violation, not applied; the
    point is forfeit and nothing else changes (the deal plays on)."""
    state = start(EXAMPLE_9, plays((ELDER, "9C"), (DEALER, "7C")) + [action(DEALER, "declare_king")], report=True)
    [violation] = state.violations
    assert violation["rule"] == "king_declaration_too_late" and violation["applied"] is False
    assert violation["action_index"] == 2
    assert state.scores == [0, 0] and state.king_declared_by is None
    assert (state.phase, state.seat_to_act) == ("play", ELDER)  # 9C beat 7C: the elder leads trick 2


def test_s5_2_elder_declares_after_the_dealers_refusal_before_his_lead():
    """5.2: once the phase has ended, the elder may still declare before his opening lead;
    4.6: the refusal flagged the dealer, and the declaration does not flag the elder."""
    state = start(
        deal(TRUMPS_AND_7C, DIAMONDS, "7H"),
        [action(ELDER, "propose"), action(DEALER, "refuse"), action(ELDER, "declare_king")],
    )
    assert state.scores == [0, 1] and state.king_declared_by == ELDER
    assert state.flagged == DEALER and (state.phase, state.seat_to_act) == ("play", ELDER)


def test_s5_2_elder_declaring_at_a_later_decision_point_closes_nothing():
    """5.2: a declaration at his decision point (4.1) leaves the elder free to propose again;
    4.6: he did propose once, so his later lead flags nobody."""
    state = start(deal(TRUMPS_AND_7C, DIAMONDS, "7H", stock=True), accepted_round(["7C"], ["7D"]))
    assert (state.phase, state.seat_to_act) == ("decide", ELDER)
    act(state, ELDER, "declare_king")
    assert state.scores == [0, 1] and state.flagged is None
    assert (state.phase, state.seat_to_act) == ("decide", ELDER)
    assert set(legal_types(state)) == {"propose", "play"}
    act(state, ELDER, "propose")
    act(state, DEALER, "refuse")
    assert state.flagged == DEALER and (state.phase, state.seat_to_act) == ("play", ELDER)


def test_s5_2_a_king_the_dealer_draws_is_declared_during_the_exchange_phase_out_of_turn():
    """5.2, §9 (a trump king drawn in an exchange can be declared): the dealer draws KH; his
    declaration is accepted at once although the elder is to decide, and moves no turn."""
    described = deal(["7S", "8S", "9S", "TS", "AS"], DIAMONDS, "7H", stock=True)
    described["stock"].remove("KH")
    described["stock"].insert(1, "KH")  # the elder draws the top card, the dealer the next
    state = start(described, accepted_round(["7S"], ["7D"]))
    assert "KH" in state.known[DEALER] and state.phase == "decide"
    assert "declare_king" not in legal_types(state)  # the elder is to act: only his actions are listed
    act(state, DEALER, "declare_king")
    assert state.scores == [1, 0] and state.king_declared_by == DEALER
    assert (state.phase, state.seat_to_act) == ("decide", ELDER)
    act(state, ELDER, "play", card="AS")
    assert state.flagged is None
    assert refused(state, DEALER, "declare_king") == "king_already_declared"


def test_s3_3_turned_up_king_for_the_dealer_and_the_tricks_for_the_elder():
    """3.3, 7.3, §9 (both can score in one deal): turn-up KH gives the dealer 1 at once; the
    elder leads without proposing (flagged) yet wins all five: a flagged winner's vole, 2."""
    state = start(deal(["QH", "JH", "AH", "TH", "7C"], DIAMONDS, "KH"))
    assert state.scores == [1, 0]
    for step in plays(
        (ELDER, "QH"),
        (DEALER, "7D"),
        (ELDER, "JH"),
        (DEALER, "8D"),
        (ELDER, "AH"),
        (DEALER, "9D"),
        (ELDER, "TH"),
        (DEALER, "TD"),
        (ELDER, "7C"),
        (DEALER, "AD"),
    ):
        act(state, step["seat"], "play", card=step["card"])
    result = state.deal_result
    assert result["king_points"] == [1, 0] and result["trick_points"] == [0, 2]
    assert result["points"] == [1, 2] and state.scores == [1, 2] and state.flagged == ELDER


def test_s6_2_hidden_dealer_who_declared_the_king_is_known_to_hold_a_trump():
    """6.2 with partial knowledge: the hidden dealer's declaration shows KH; on a spade lead he
    must follow or trump, so a club is refused (must_trump) at once, not left to a later proof."""
    described = deal(["9S", "QC", "JC", "AD", "TD"], ["KH", "7C", "8C", "9C", "7D"], "8H", hide=(DEALER,))
    state = start(described, plays((ELDER, "9S")) + [action(DEALER, "declare_king")])
    assert state.scores == [1, 0] and state.known[DEALER] == ["KH"]
    cards = legal_cards(state)
    assert "KH" in cards and {"TS", "JS", "QS", "KS", "AS", "7S", "8S", "7H", "QH"} <= set(cards)
    assert all(card[1] in "SH" for card in cards)
    assert refused(state, DEALER, "play", card="7C") == "must_trump"


# -- 5.2-5.3: a declaration is not a turn ---------------------------------------------------------


def test_s5_2_the_dealer_declares_before_any_proposal_and_the_elder_still_decides():
    """5.2: the dealer holds the king from the deal; his declaration while the elder decides
    scores at once and moves no turn; 4.6: the elder who then leads without proposing is
    flagged as usual."""
    state = start(deal(["9S", "QC", "JC", "AD", "TD"], ["KH", "7C", "8C", "9C", "7D"], "8H"))
    act(state, DEALER, "declare_king")
    assert state.scores == [1, 0] and (state.phase, state.seat_to_act) == ("decide", ELDER) and state.flagged is None
    assert legal_types(state) == ["propose"] + ["play"] * 5
    act(state, ELDER, "play", card="9S")
    assert state.flagged == ELDER
    assert refused(state, DEALER, "declare_king") == "king_already_declared"


def test_s5_2_a_declared_king_discarded_later_keeps_its_point():
    """5.2: the point stands whatever later happens to the card; the king, gone, cannot be
    declared again."""
    state = start(deal(TRUMPS_AND_7C, DIAMONDS, "7H", stock=True), [action(ELDER, "declare_king")])
    for step in accepted_round(["KH"], ["7D"]):
        act(state, step["seat"], step["type"], **{k: v for k, v in step.items() if k not in ("seat", "type")})
    assert "KH" in state.discards[ELDER] and state.scores == [0, 1]
    assert refused(state, ELDER, "declare_king") == "king_already_declared"
    act(state, ELDER, "play", card=state.known[ELDER][0])
    while state.seat_to_act is not None:
        act(state, state.seat_to_act, "play", card=legal_cards(state)[0])
    assert state.deal_result["king_points"] == [0, 1]


def test_s5_2_a_hidden_dealer_declares_out_of_turn_during_the_exchange_and_shows_the_king():
    """5.2 with an unknown hand: the hidden dealer declares while the elder is to exchange; KH
    becomes known in his hand and nobody's turn moves."""
    described = deal(["7S", "8S", "9S", "TS", "AS"], ["KH", "7C", "8C", "9C", "7D"], "8H", hide=(DEALER,))
    state = start(described, [action(ELDER, "propose"), action(DEALER, "accept")])
    act(state, DEALER, "declare_king")
    assert state.known[DEALER] == ["KH"] and state.scores == [1, 0]
    assert (state.phase, state.seat_to_act) == ("elder_exchange", ELDER)


def test_s5_4_a_declaration_during_the_exchanges_that_reaches_the_target_ends_the_game():
    """5.4: the elder declares while the dealer answers his proposal; at 4 points that is the
    game, there and then."""
    state = start(deal(TRUMPS_AND_7C, DIAMONDS, "7H"), [action(ELDER, "propose")], scores=[0, 4])
    act(state, ELDER, "declare_king")
    assert state.deal_result["reason"] == "target_reached" and (state.game_over, state.winner) == (True, ELDER)
    assert refused(state, DEALER, "accept") == "game_over"


def test_s5_3_a_false_declaration_out_of_turn_under_penalty_scores_for_the_opponent():
    """5.3 `false_king: penalty`: the dealer, not to act and without the king, declares during
    the exchange phase: the elder scores 1, the elder still decides."""
    rule_set = rules(false_king="penalty")
    state = start(deal(TRUMPS_AND_7C, DIAMONDS, "7H", rule_set=rule_set), rule_set=rule_set)
    act(state, DEALER, "declare_king")
    assert state.scores == [0, 1] and (state.phase, state.seat_to_act) == ("decide", ELDER)
    assert state.violations[0]["rule"] == "no_king_to_declare"


def test_s5_1_a_turned_up_king_cannot_be_declared_in_any_step():
    """5.1: with the king turned up nobody holds it: a declaration in the exchanges is refused
    and none is ever listed."""
    state = start(
        deal(["7S", "8S", "9S", "TS", "AS"], DIAMONDS, "KH", stock=True),
        [action(ELDER, "propose"), action(DEALER, "accept")],
    )
    assert state.scores == [1, 0] and "declare_king" not in legal_types(state)
    assert refused(state, ELDER, "declare_king") == "no_king_to_declare"
    assert refused(state, DEALER, "declare_king") == "no_king_to_declare"
