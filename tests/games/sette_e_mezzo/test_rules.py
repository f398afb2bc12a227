"""Sette e Mezzo rules beyond the worked examples: §9 edge cases, options, bad input, views."""

from __future__ import annotations

import json

import pytest

from service.engine import IllegalAction, InvalidInput, RuleBroken
from service.games.registry import engine_for
from service.games.sette_e_mezzo.engine import ENGINE
from tests.games.sette_e_mezzo.support import ITALIAN, bets, deal_of, hits, play, report, rules_of, stand

THREE = deal_of(["5B", "4C", "6D"])


def refused(deal, actions, rules=None, scores=None):
    with pytest.raises(RuleBroken) as caught:
        play(deal, actions, rules, scores)
    return caught.value


def invalid(deal, scores=None, rules=None):
    with pytest.raises(InvalidInput) as caught:
        ENGINE.start(rules or rules_of(), deal, scores)
    return caught.value.messages()


def test_registry_lists_the_engine():
    assert engine_for("sette-e-mezzo") is ENGINE


# -- §9 edge cases -------------------------------------------------------------------------------


def test_unknown_hidden_card_bust_is_declared_when_the_face_up_cards_prove_it():
    state = play(deal_of(["5B", None, "6D"]), bets({1: 4, 2: 1}) + hits(1, "7C", "6S"))
    seat_1 = ENGINE.report(state)["hands"][1]
    assert (seat_1["status"], seat_1["points"], seat_1["bust"], seat_1["value"]) == ("bust", -4, True, None)
    assert ENGINE.to_act(state) == 2


def test_unknown_hidden_card_that_may_not_bust_keeps_the_turn():
    state = play(deal_of(["5B", None, "6D"]), bets({1: 4, 2: 1}) + hits(1, "6C"))
    assert ENGINE.to_act(state) == 1
    assert {"seat": 1, "type": "hit", "face_up": True} in ENGINE.legal_actions(state)


def test_standing_seat_with_unknown_hidden_card_is_pending_never_guessed():
    result = report(deal_of(["5B", None, "6D"]), bets({1: 4, 2: 1}) + stand(1) + stand(2) + stand(0))
    outcome = result["deal_result"]
    assert outcome["points"] == [None, None, 1]  # seat 2's 6 beats the banker's 5
    assert outcome["pending"] == [0, 1]
    assert outcome["reason"] == "settlement_pending"
    assert outcome["next_banker"] == 0  # one card is never a natural (1.6), and seat 2's 6 is none: 7.1
    assert result["scores"] == [0, 0, 1]
    assert not result["game_over"]


def test_unknown_banker_card_leaves_every_standing_player_pending():
    result = report(deal_of([None, "4C", "6D"]), bets({1: 4, 2: 1}) + stand(1) + stand(2) + stand(0))
    assert result["deal_result"]["points"] == [None, None, None]
    assert result["deal_result"]["pending"] == [0, 1, 2]


def test_unknown_banker_card_proven_bust_pays_the_players():
    result = report(deal_of([None, "4C", "6D"]), bets({1: 4, 2: 1}) + stand(1) + stand(2) + hits(0, "7C", "7S"))
    assert result["deal_result"]["points"] == [-5, 4, 1]


def test_a_seven_drawn_third_simply_adds_and_busts():
    result = report(deal_of(["5B", "3S", "6D"]), bets({1: 2, 2: 1}) + hits(1, "4C", "7B"))
    assert (result["hands"][1]["status"], result["hands"][1]["value"]) == ("bust", 14)


def test_matta_completing_three_cards_is_a_plain_seven_and_half_paid_once():
    result = report(deal_of(["5B", "3S", "6D"]), bets({1: 2, 2: 1}) + hits(1, "4C", "KD") + stand(2) + stand(0))
    seat_1 = result["hands"][1]
    assert (seat_1["status"], seat_1["special"], seat_1["points"]) == ("seven_and_half", None, 2)


def twenty_seats(stock=None):
    """20 seats, no matta: sevens to threes dealt, the aces, twos and figures left in the stock."""
    firsts = [r + s for r in "76543" for s in "DCSB"]
    return deal_of(firsts, stock=stock)


TWENTY = rules_of(max_seats=20, matta=None)
TWENTY_BETS = bets({seat: 1 for seat in range(1, 20)})


def test_empty_stock_without_busted_hands_refuses_the_hit():
    deal = twenty_seats()
    actions = TWENTY_BETS
    drawn = 0
    plan = {
        1: ["JD"],
        2: ["JC"],
        3: ["JS"],
        4: ["JB", "QD", "QC"],
        5: ["QS", "QB", "KD"],
        6: ["KC", "KS", "KB"],
        7: ["AD"],
        8: ["AC"],
        9: ["AS"],
        10: ["AB"],
        11: ["2D"],
        12: ["2C"],
        13: ["2S"],
        14: ["2B"],
    }
    for seat, cards in plan.items():
        actions = actions + hits(seat, *cards)
        drawn += len(cards)
        state = play(deal, actions, TWENTY)
        if ENGINE.to_act(state) == seat:
            actions = actions + stand(seat)
    assert drawn == 20
    state = play(deal, actions, TWENTY)
    assert ENGINE.to_act(state) == 15
    assert ENGINE.legal_actions(state) == [{"seat": 15, "type": "stand"}]
    assert refused(deal, actions + hits(15, "AD"), TWENTY).rule == "stock_exhausted"


def exhausted_twenty():
    """A 20-seat deal played until its stock is empty, seat 12 to act: ``(deal, actions)``.

    Seats 3 (7B + AD) and 11 (5B + 2B + AS) have busted; the others stood or made 7 1/2.
    """
    stock = [
        "JD",
        "JC",
        "AD",
        "JS",
        "JB",
        "QD",
        "QC",
        "QS",
        "QB",
        "KD",
        "KC",
        "KS",
        "KB",
        "AC",
        "2D",
        "2C",
        "2S",
        "2B",
        "AS",
        "AB",
    ]
    deal = twenty_seats(stock)
    draws = {1: 1, 2: 1, 3: 1, 4: 3, 5: 3, 6: 3, 7: 2, 8: 1, 9: 1, 10: 1, 11: 2, 12: 1}
    # 7C+JD, 7S+JC: d'emblée; 7B+AD: bust; 6x + three figures: 7 1/2; 6B+KB+AC: 7 1/2;
    # 5x + a two: 7, stands; 5B+2B+AS: bust; 4D+AB: 5, and the stock is empty
    actions = list(TWENTY_BETS)
    for seat, count in draws.items():
        actions += [{"seat": seat, "type": "hit"}] * count
        if seat in (8, 9, 10):
            actions += stand(seat)
    return deal, actions


def test_empty_stock_is_remade_from_busted_hands():
    deal, actions = exhausted_twenty()
    state = play(deal, actions, TWENTY)
    hands = ENGINE.report(state)["hands"]
    assert [hands[s]["status"] for s in (1, 3, 7, 8, 11)] == [
        "seven_and_half",
        "bust",
        "seven_and_half",
        "stood",
        "bust",
    ]
    assert ENGINE.report(state)["stock"] == {"cards_left": 0, "order_known": True, "reshuffles": 0}
    assert ENGINE.to_act(state) == 12
    assert refused(deal, actions + [{"seat": 12, "type": "hit"}], TWENTY).rule == "card_required"
    assert refused(deal, actions + hits(12, "7D"), TWENTY).rule == "card_already_seen"
    state = play(deal, actions + hits(12, "AD"), TWENTY)  # from seat 3's busted hand
    assert ENGINE.report(state)["stock"] == {"cards_left": 4, "order_known": False, "reshuffles": 1}
    assert ENGINE.report(state)["hands"][12]["value"] == 6


def test_a_reshuffle_order_given_in_the_deal_is_drawn_from_the_top_without_naming_cards():
    deal, actions = exhausted_twenty()
    state = play(deal, actions, TWENTY)
    gathered = ENGINE.stock_to_shuffle(state)
    # the busted hands of seats 3 and 11, and nothing else (9)
    assert sorted(gathered) == ["2B", "5B", "7B", "AD", "AS"]
    order = ["AD", *sorted(set(gathered) - {"AD"})]
    given = ENGINE.with_shuffled_stock(deal, order)
    assert given["reshuffles"] == [order] and "reshuffles" not in deal
    state = play(given, actions + [{"seat": 12, "type": "hit"}], TWENTY)  # 4D + AB + AD: 6
    assert ENGINE.report(state)["hands"][12]["cards"] == ["4D", "AB", "AD"]
    assert ENGINE.report(state)["stock"] == {"cards_left": 4, "order_known": True, "reshuffles": 1}
    assert ENGINE.stock_to_shuffle(state) is None
    # a named card must be the top, as for the stock dealt (the named card never chooses the draw)
    wrong = next(card for card in order[2:])
    assert refused(given, actions + hits(12, "AD", wrong), TWENTY).rule == "not_top_of_stock"
    state = play(given, actions + hits(12, "AD", order[1]), TWENTY)
    assert ENGINE.report(state)["hands"][12]["cards"][-1] == order[1]


def test_a_busted_hands_cards_leave_it_for_the_new_stock():
    # 9: the busted hands' cards are shuffled into the new stock: from the hit that draws from it,
    # seats 3 and 11 hold none, and AD (seat 3's) is in seat 12's hand alone
    deal, actions = exhausted_twenty()
    order = ["AD", "2B", "5B", "7B", "AS"]
    state = play(ENGINE.with_shuffled_stock(deal, order), actions + [{"seat": 12, "type": "hit"}], TWENTY)
    hands = ENGINE.report(state)["hands"]
    assert [(hands[s]["cards"], hands[s]["shown"], hands[s]["status"]) for s in (3, 11)] == [([], [], "bust")] * 2
    assert hands[3]["value"] == 8 and hands[3]["points"] == -1
    held = [card for hand in hands for card in hand["cards"]]
    assert held.count("AD") == 1 and len(held) == len(set(held)) == 40 - 4
    assert ENGINE.stock_to_shuffle(state) is None


@pytest.mark.parametrize(
    "spoil",
    [
        lambda cards: cards[1:],  # one card too few
        lambda cards: [cards[0], *cards[:-1]],  # a card twice, another missing
        lambda cards: ["AB", *cards[1:]],  # AB is in seat 12's live hand, not a busted one
    ],
)
def test_a_reshuffle_order_must_hold_exactly_the_cards_gathered(spoil):
    deal, actions = exhausted_twenty()
    gathered = ENGINE.stock_to_shuffle(play(deal, actions, TWENTY))
    with pytest.raises(InvalidInput) as caught:
        play({**deal, "reshuffles": [spoil(gathered)]}, actions + [{"seat": 12, "type": "hit"}], TWENTY)
    assert list(caught.value.messages()) == ["deal.reshuffles.0"]


def test_continuous_reshuffle_gathers_the_unseen_cards_and_the_stock_left_goes_on():
    rules = rules_of(deck_policy="continuous")
    deal = deal_of(["5B", "AB", "6D"], stock=["AD", "2D"])
    state = play(deal, bets({1: 1, 2: 1}), rules)
    assert ENGINE.stock_left(state) == ["AD", "2D"]
    assert ENGINE.stock_to_shuffle(state) is None  # the stock still holds cards
    state = play(deal, bets({1: 1, 2: 1}) + [{"seat": 1, "type": "hit"}] * 2, rules)
    assert sorted(ENGINE.stock_to_shuffle(state)) == sorted(set(ITALIAN) - {"5B", "AB", "6D", "AD", "2D"})
    assert ENGINE.stock_left(state) == []
    assert ENGINE.stock_left(play(THREE, [], rules_of())) is None  # fresh: each deal a new deck


def test_continuous_deck_reshuffles_every_card_not_in_a_live_hand():
    rules = rules_of(deck_policy="continuous")
    deal = deal_of(["5B", "AB", "6D"], stock=["AD", "2D"])
    actions = bets({1: 1, 2: 1}) + [{"seat": 1, "type": "hit"}] * 2
    state = play(deal, actions, rules)
    assert ENGINE.report(state)["stock"]["cards_left"] == 0
    assert refused(deal, actions + hits(1, "2D"), rules).rule == "card_already_seen"
    state = play(deal, actions + hits(1, "3D"), rules)
    assert ENGINE.report(state)["hands"][1]["value"] == 7
    assert ENGINE.report(state)["stock"] == {"cards_left": 34, "order_known": False, "reshuffles": 1}


def test_fresh_deck_needs_the_whole_stock():
    errors = invalid(deal_of(["5B", "AB", "6D"], stock=["AD", "2D"]))
    assert "deal.stock" in errors


@pytest.mark.parametrize("amount", [0, -3, 2.5, 101])
def test_bad_bets_are_out_of_range(amount):
    assert refused(THREE, bets({1: amount})).rule == "bet_out_of_range"


def test_bet_over_max_bet_is_out_of_range_and_bounds_are_listed():
    rules = rules_of(max_bet=50)
    assert refused(THREE, bets({1: 51}), rules).rule == "bet_out_of_range"
    state = play(THREE, [], rules)
    assert ENGINE.legal_actions(state) == [{"seat": 1, "type": "bet", "min": 1, "max": 50}]


def test_a_bankroll_below_min_bet_may_stake_all_it_has():
    state = play(THREE, [], rules_of(min_bet=10), scores=[0, -95, 0])
    assert ENGINE.legal_actions(state) == [{"seat": 1, "type": "bet", "min": 5, "max": 5}]


# -- turns and bad actions ---------------------------------------------------------------------------


def test_acting_before_ones_turn_is_not_your_turn():
    assert refused(THREE, bets({2: 1})).rule == "not_your_turn"
    assert refused(THREE, bets({1: 1, 2: 1}) + hits(0, "AD")).rule == "not_your_turn"
    assert refused(THREE, bets({1: 1, 2: 1}) + hits(2, "AD")).rule == "not_your_turn"


def test_acting_after_ones_turn_is_turn_over():
    assert refused(THREE, bets({1: 1, 2: 1}) + stand(1) + hits(1, "AD")).rule == "turn_over"
    assert refused(THREE, bets({1: 1, 2: 1}) + stand(1) + stand(2) + stand(1)).rule == "turn_over"
    assert refused(THREE, bets({1: 1, 2: 1}) + stand(1) + stand(2) + stand(2)).rule == "turn_over"


def test_hitting_before_betting_and_betting_during_play_are_refused():
    assert refused(THREE, hits(1, "AD")).rule == "bet_required"
    assert refused(THREE, bets({1: 1, 2: 1}) + bets({1: 1})).rule == "betting_closed"


def test_the_banker_hits_face_up():
    assert refused(THREE, bets({1: 1, 2: 1}) + stand(1) + stand(2) + hits(0, "AD", face_up=False)).rule == (
        "banker_hits_face_up"
    )
    state = play(THREE, bets({1: 1, 2: 1}) + stand(1) + stand(2))
    assert ENGINE.legal_actions(state) == [{"seat": 0, "type": "hit", "face_up": True}, {"seat": 0, "type": "stand"}]


def test_a_card_already_seen_cannot_be_drawn():
    assert refused(THREE, bets({1: 1, 2: 1}) + hits(1, "6D")).rule == "card_already_seen"
    assert refused(THREE, bets({1: 1, 2: 1}) + hits(1, "AD") + hits(1, "AD")).rule == "card_already_seen"


def test_known_stock_derives_hits_and_refuses_another_card():
    stock = [c for c in ITALIAN if c not in {"5B", "4C", "6D"}]
    deal = deal_of(["5B", "4C", "6D"], stock=stock)
    state = play(deal, bets({1: 1, 2: 1}) + [{"seat": 1, "type": "hit"}])
    assert ENGINE.report(state)["hands"][1]["cards"] == ["4C", stock[0]]
    assert refused(deal, bets({1: 1, 2: 1}) + hits(1, stock[1])).rule == "not_top_of_stock"
    assert play(deal, bets({1: 1, 2: 1}) + hits(1, stock[0])).hands[1].cards == ["4C", stock[0]]


def test_actions_after_the_deal_and_after_the_match_are_refused():
    done = bets({1: 1, 2: 1}) + stand(1) + stand(2) + stand(0)
    assert refused(THREE, done + stand(1)).rule == "deal_over"
    over = refused(THREE, done + stand(1), scores=[0, -99, 0])  # seat 1's 4 loses his last chip
    assert over.rule == "game_over"


def test_a_seat_out_of_range_is_bad_input():
    with pytest.raises(InvalidInput) as caught:
        play(THREE, bets({7: 1}))
    assert "actions.0.seat" in caught.value.messages()


def test_reported_breaches_are_listed_and_the_replay_goes_on():
    state = play(THREE, bets({1: 500}) + bets({1: 1, 2: 1}) + stand(1), report_breaches=True)
    assert [(v["rule"], v["action_index"], v["applied"]) for v in state.violations] == [("bet_out_of_range", 0, False)]
    assert ENGINE.to_act(state) == 2


def test_italian_aliases_are_accepted():
    actions = [
        {"seat": 1, "type": "puntata", "amount": 2},
        {"seat": 2, "type": "punto", "amount": 1},
        {"seat": 1, "type": "dammi carta", "card": "AD"},
        {"seat": 1, "type": "mi fermo"},
        {"seat": 2, "type": "chiedo", "card": "AC"},
        {"seat": 2, "type": "stò"},
        {"seat": 0, "type": "sto"},
    ]
    assert report(THREE, actions)["phase"] == "over"


# -- the deal's input ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "deal, path",
    [
        (deal_of(["5B", "4C"]), "deal.hands"),
        (deal_of(ITALIAN[:11]), "deal.hands"),
        ({"hands": [["5B"], ["4C", "3C"], ["6D"]]}, "deal.hands.1"),
        ({"hands": [["5B"], ["9H"], ["6D"]]}, "deal.hands.1.0"),
        (deal_of(["5B", "5B", "6D"]), "deal"),
        (deal_of(["5B", "4C", "6D"], banker=3), "deal.dealer"),
        (deal_of(["5B", "4C", "6D"], deals_played=-1), "deal.deals_played"),
        ({"hands": [["5B"], ["4C"], ["6D"]], "dealer": 0, "banker": 1}, "deal.banker"),
        ({"hands": [["5B"], ["4C"], ["6D"]], "banker": 3}, "deal.banker"),
        ({"hands": [["5B"], ["4C"], ["6D"]], "croupier": 0}, "deal.croupier"),
        ({"banker": 0}, "deal.hands"),
        ({"hands": "5B"}, "deal.hands"),
    ],
)
def test_deals_that_cannot_be_real_are_rejected_with_paths(deal, path):
    assert path in invalid(deal)


@pytest.mark.parametrize(
    "named",
    [
        {"dealer": 2},
        {"banker": 2},
        {"dealer": 2, "banker": 2},
        {"dealer": 2, "banker": None},
        {"dealer": None, "banker": 2},
    ],
    ids=["dealer", "banker alias", "both agreeing", "null banker", "null dealer"],
)
def test_the_deals_dealer_is_the_banker_under_either_name(named):
    # docs/API.md 3: deal.dealer in every game; Sette e Mezzo's banker, also accepted as deal.banker.
    state = play({"hands": [["5B"], ["4C"], ["6D"]], **named}, bets({0: 1, 1: 1}))
    result = ENGINE.report(state)
    assert (state.banker, result["dealer"], result["banker"], ENGINE.to_act(state)) == (2, 2, 2, 0)
    assert ENGINE.seat_view(state, 0)["dealer"] == 2


def test_a_dealer_and_banker_that_differ_are_refused_naming_the_alias():
    errors = invalid({"hands": [["5B"], ["4C"], ["6D"]], "banker": 1, "dealer": 2})
    assert errors == {"deal.banker": ["another name for deal.dealer; it differs from deal.dealer"]}


def test_two_seats_need_the_min_seats_option():
    assert "deal.hands" in invalid(deal_of(["5B", "4C"]))
    state = play(deal_of(["5B", "4C"]), bets({1: 1}) + stand(1) + stand(0), rules_of(min_seats=2))
    assert state.deal_result["points"] == [1, -1]


@pytest.mark.parametrize("scores, path", [([0, 0], "scores"), ([0, 0, 1.5], "scores.2"), ("x", "scores")])
def test_bad_scores_are_rejected(scores, path):
    assert path in invalid(THREE, scores)


def test_a_match_already_over_cannot_deal():
    with pytest.raises(IllegalAction) as caught:
        ENGINE.start(rules_of(), THREE, [0, 0, -100])
    assert caught.value.rule == "game_over"
    with pytest.raises(IllegalAction):
        ENGINE.start(rules_of(max_deals=3), {**THREE, "deals_played": 3}, None)


# -- options -----------------------------------------------------------------------------------------


def emblee_against_plain_banker(**options):
    # seat 1: 7C + JS d'emblée; seat 2: 3S + 4C + QB plain 7 1/2; banker 5B + 2B + QS plain 7 1/2
    return report(
        deal_of(["5B", "7C", "3S"]),
        bets({1: 2, 2: 1}) + hits(1, "JS") + hits(2, "4C", "QB") + hits(0, "2B", "QS"),
        rules_of(**options),
    )["deal_result"]


def test_natural_beats_plain_by_default_and_takes_the_bank():
    result = emblee_against_plain_banker()
    assert result["points"] == [-3, 4, -1]
    assert result["next_banker"] == 1


def test_natural_beats_plain_false_makes_every_seven_and_half_equal():
    result = emblee_against_plain_banker(natural_beats_plain=False)
    assert result["points"] == [3, -2, -1]
    assert result["next_banker"] == 0


def test_bank_passes_on_winning_seven_and_half():
    result = report(
        deal_of(["5B", "3S", "6D"]),
        bets({1: 2, 2: 1}) + hits(1, "4C", "QB") + stand(2) + stand(0),
        rules_of(bank_passes="on_winning_seven_and_half"),
    )["deal_result"]
    assert result["points"] == [-3, 2, 1]
    assert result["next_banker"] == 1


def test_bank_passes_every_hand_to_the_next_seat():
    deal = deal_of(["5B", "3S", "6D"], banker=2)
    result = report(deal, bets({0: 1, 1: 1}) + stand(0) + stand(1) + stand(2), rules_of(bank_passes="every_hand"))
    assert result["deal_result"]["next_banker"] == 0
    assert result["deal_result"]["points"] == [-1, -1, 2]


def test_banker_whose_natural_ties_keeps_the_bank():
    # banker [7D, QD] d'emblée; seat 1 (2) [7C, JS] d'emblée ties and seat 2 (1) stands on 3: both pay
    # their stake x2, the banker's multiplier (6.3); the bank stays (7.1).
    deal, actions = deal_of(["7D", "7C", "3S"]), bets({1: 2, 2: 1}) + hits(1, "JS") + stand(2) + hits(0, "QD")
    result = report(deal, actions)
    assert result["deal_result"]["points"] == [6, -4, -2]
    assert result["deal_result"]["outcomes"] == ["banker", "tie", "lose"]
    assert result["deal_result"]["next_banker"] == 0
    result = report(deal, actions, rules_of(special_tie_pays="single"))  # a tie pays one stake
    assert result["deal_result"]["points"] == [4, -2, -2]
    assert result["deal_result"]["next_banker"] == 0


def test_lone_matta_half_stands_as_half():
    result = report(
        deal_of(["AB", "KD", "6D"]), bets({1: 2, 2: 1}) + stand(1) + stand(2) + stand(0), rules_of(lone_matta_value=0.5)
    )
    assert result["hands"][1]["value"] == 0.5
    assert result["deal_result"]["points"] == [1, -2, 1]


def test_max_deals_ends_the_match_and_a_tie_at_the_top_has_no_winner():
    deal = {**THREE, "deals_played": 2}
    result = report(deal, bets({1: 1, 2: 1}) + stand(1) + stand(2) + stand(0), rules_of(max_deals=3), scores=[0, 2, 0])
    # banker 5, seat 1 4 loses, seat 2 6 wins: [0, 1, 1]
    assert result["scores"] == [0, 1, 1]
    assert result["game_over"] and result["winner"] is None


def test_starting_chips_sets_the_bankroll():
    state = play(THREE, [], rules_of(starting_chips=20), scores=[0, 5, 0])
    assert ENGINE.legal_actions(state)[0]["max"] == 25


# -- legal actions, views, sessions ---------------------------------------------------------------------


def test_first_hit_offers_both_modes_then_only_the_hands_mode():
    state = play(THREE, bets({1: 1, 2: 1}))
    assert ENGINE.legal_actions(state) == [
        {"seat": 1, "type": "hit", "face_up": True},
        {"seat": 1, "type": "hit", "face_up": False},
        {"seat": 1, "type": "stand"},
    ]
    state = play(THREE, bets({1: 1, 2: 1}) + hits(1, "AD", face_up=True))
    assert ENGINE.legal_actions(state) == [{"seat": 1, "type": "hit", "face_up": True}, {"seat": 1, "type": "stand"}]


def test_seat_view_shows_own_hidden_card_and_nothing_else_hidden():
    stock = [c for c in ITALIAN if c not in {"5B", "4C", "6D"}]
    state = play(deal_of(["5B", "4C", "6D"], stock=stock), bets({1: 3, 2: 1}) + [{"seat": 1, "type": "hit"}])
    own = ENGINE.seat_view(state, 1)
    assert own["hands"][1]["cards"] == ["4C", stock[0]]
    assert own["hands"][1]["value"] == ENGINE.report(state)["hands"][1]["value"]
    other = json.dumps(ENGINE.seat_view(state, 2))
    assert "4C" not in other and "5B" not in other and stock[1] not in other
    assert "6D" in other and stock[0] in other
    spectator = json.dumps(ENGINE.seat_view(state, None))
    assert "6D" not in spectator and "4C" not in spectator and stock[0] in spectator


def test_all_cards_are_shown_after_settlement():
    state = play(THREE, bets({1: 1, 2: 1}) + stand(1) + stand(2) + stand(0))
    spectator = ENGINE.seat_view(state, None)
    assert [h["shown"] for h in spectator["hands"]] == [["5B"], ["4C"], ["6D"]]


def test_deal_from_order_deals_from_the_bankers_right_and_next_dealer_follows_the_bank():
    order = ITALIAN[:]
    deal = ENGINE.deal_from_order(rules_of(), order, 1, 4)
    assert deal == {"dealer": 1, "hands": [["3D"], ["4D"], ["AD"], ["2D"]], "stock": order[4:]}
    state = play(deal, bets({2: 5, 3: 5, 0: 5}) + [{"seat": 2, "type": "hit"}])  # AD + 5D
    assert ENGINE.next_dealer(state) == 1
    first = ["7C", "JC", "4D", "7S"]
    state = play(
        ENGINE.deal_from_order(rules_of(), first + [c for c in ITALIAN if c not in first], 0, 3),
        bets({1: 1, 2: 1}) + [{"seat": 1, "type": "hit"}] + stand(2) + stand(0),
    )
    assert ENGINE.report(state)["deal_result"]["next_banker"] == 1
    assert ENGINE.next_dealer(state) == 1
