"""A Ramino hand, turn by turn: worked examples R6-R10, edge cases §13.4-§13.10, options."""

import pytest

from service.engine import IllegalAction
from service.games.ramino.engine import ENGINE
from service.messages import Phrase
from tests.games.ramino.scenarios import act, fresh_deal, kinds, position, refused, rules_with

RULES = rules_with()


def r6_position(rules):
    return position(
        rules,
        [["QH", "KH", "AH", "7C", "7D", "7S", "8S", "2D"], ["9D"] * 1],
        table=[(["5S", "6S", "7S"], 1)],
        opened={1},
    )


def test_r6_and_edge_13_4_lay_off_onto_an_opponent_in_the_opening_turn():
    state = r6_position(RULES)
    act(state, 0, "open", melds=[["QH", "KH", "AH"], ["7C", "7D", "7S"]])
    act(state, 0, "lay_off", meld=0, cards=["8S"])
    assert state.table[0].cards == ("5S", "6S", "7S", "8S")


def test_r6_layoff_same_turn_false_refuses_it():
    state = r6_position(rules_with(layoff_same_turn=False))
    act(state, 0, "open", melds=[["QH", "KH", "AH"], ["7C", "7D", "7S"]])
    assert refused(state, 0, "lay_off", meld=0, cards=["8S"]) == "layoff_same_turn"


def test_opening_below_the_minimum_is_refused_whole():
    state = position(RULES, [["2C", "3C", "4C", "4H", "4S", "4D", "8H", "8S", "JK", "KD"], ["9D"]])
    rule = refused(state, 0, "open", melds=[["2C", "3C", "4C"], ["4H", "4S", "4D"], ["8H", "8S", "JK"]])
    assert rule == "opening_below_minimum"
    assert "open" not in kinds(state) and "close" in kinds(state)


def test_r7_run_exchange_then_the_joker_melded_and_out():
    state = position(
        RULES, [["9H", "4C", "4D", "QS"], ["2S", "KD"]], table=[(["7H", "8H", "JK", "TH"], 1)], opened={0, 1}
    )
    assert "swap_joker" in kinds(state)
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    assert refused(state, 0, "discard", card="QS") == "joker_must_be_reused"
    act(state, 0, "meld", melds=[["4C", "4D", "JK"]])
    act(state, 0, "discard", card="QS")
    assert state.table[0].cards == ("7H", "8H", "9H", "TH")
    assert state.deal_result["reason"] == "went_out" and state.deal_result["winner"] == 0
    assert state.deal_result["points"] == [0, 2 + 10]


def test_r8_group_exchange_needs_both_missing_suits():
    table = [(["6C", "JK", "6H"], 1)]
    alone = position(RULES, [["6S", "9C", "2D"], ["2S"]], table=table, opened={0, 1})
    assert refused(alone, 0, "swap_joker", meld=0, cards=["6S"]) == "invalid_joker_swap"
    act(alone, 0, "lay_off", meld=0, cards=["6S"])
    assert alone.table[0].jokers()[0]["stands_for"] == ["6D"]
    both = position(RULES, [["6S", "6D", "9C", "9H", "2S"], ["2S"]], table=table, opened={0, 1})
    act(both, 0, "swap_joker", meld=0, cards=["6S", "6D"])
    assert sorted(both.table[0].cards) == ["6C", "6D", "6H", "6S"]
    act(both, 0, "meld", melds=[["9C", "9H", "JK"]])
    act(both, 0, "discard", card="2S")
    assert both.deal_result["winner"] == 0


def test_edge_13_6_an_exchange_whose_joker_cannot_be_reused_is_rejected():
    state = position(RULES, [["6S", "6D", "2S", "9C"], ["2S"]], table=[(["6C", "JK", "6H"], 1)], opened={0, 1})
    assert "swap_joker" not in kinds(state)
    assert refused(state, 0, "swap_joker", meld=0, cards=["6S", "6D"]) == "joker_not_reusable"


def test_edge_13_6_a_joker_won_is_no_closing_discard():
    state = position(RULES, [["9H", "4C", "4D"], ["2S"]], table=[(["7H", "8H", "JK", "TH"], 1)], opened={1})
    rule = refused(state, 0, "close", swaps=[{"meld": 0, "cards": ["9H"]}], melds=[], discard="JK")
    assert rule == "joker_must_be_reused"


def r9_end(closed_in_hand: bool):
    hands = [["4S", "5S", "6S", "9D"] if closed_in_hand else ["9D"], ["AS", "KD", "7C", "JK"], ["2H", "3H"]]
    state = position(rules_with(players=3), hands, opened=() if closed_in_hand else {0})
    state.scores = [0, 60, 90]
    if closed_in_hand:
        act(state, 0, "close", melds=[["4S", "5S", "6S"]], discard="9D")
    else:
        act(state, 0, "discard", card="9D")
    return state


def test_r9_penalties_and_elimination_at_101():
    state = r9_end(closed_in_hand=False)
    assert state.deal_result["points"] == [0, 48, 5] and state.deal_result["reason"] == "went_out"
    assert state.scores == [0, 108, 95]
    assert state.deal_result["eliminated"] == [1] and not state.game_over


def test_r9_closing_in_hand_doubles_the_penalties():
    state = r9_end(closed_in_hand=True)
    assert state.deal_result["points"] == [0, 96, 10] and state.deal_result["reason"] == "closed_in_hand"
    assert state.scores == [0, 156, 100] and state.eliminated == {1}


def test_close_in_hand_multiplier_1():
    state = position(rules_with(close_in_hand_multiplier=1), [["4S", "5S", "6S", "9D"], ["KD"]])
    act(state, 0, "close", melds=[["4S", "5S", "6S"]], discard="9D")
    assert state.deal_result["points"] == [0, 10]


def test_r10_and_edge_13_8_a_card_must_stay_for_the_discard():
    state = position(RULES, [["4S", "5S", "6S"], ["KD"]], opened={0})
    assert refused(state, 0, "meld", melds=[["4S", "5S", "6S"]]) == "no_card_left_to_discard"
    assert "meld" not in kinds(state)


def test_edge_13_7_no_lay_off_nor_exchange_before_opening():
    state = position(
        RULES, [["8S", "9H", "2D"], ["KD"]], table=[(["5S", "6S", "7S"], 1), (["7H", "8H", "JK"], 1)], opened={1}
    )
    assert refused(state, 0, "lay_off", meld=0, cards=["8S"]) == "not_opened"
    assert refused(state, 0, "swap_joker", meld=1, cards=["9H"]) == "not_opened"
    assert refused(state, 0, "meld", melds=[["8S", "9S", "TS"]]) == "not_opened"


def test_edge_13_10_close_in_hand_after_taking_a_discard_but_not_after_laying():
    state = position(RULES, [["4S", "5S", "9D"], ["KD"]], drew=False, discards=["6S"])
    act(state, 0, "draw", source="discard", card="6S")
    act(state, 0, "close", melds=[["4S", "5S", "6S"]], discard="9D")
    assert state.deal_result["reason"] == "closed_in_hand"
    laid = position(RULES, [["4S", "5S", "6S", "9D"], ["KD"]], opened={0})
    assert refused(laid, 0, "close", melds=[["4S", "5S", "6S"]], discard="9D") == "already_laid"


def test_close_must_lay_every_card():
    state = position(RULES, [["4S", "5S", "6S", "9D", "KC"], ["KD"]])
    assert refused(state, 0, "close", melds=[["4S", "5S", "6S"]], discard="9D") == "close_incomplete"


def test_close_may_lay_off_onto_the_table():
    state = position(RULES, [["4S", "5S", "6S", "8H", "9D"], ["KD"]], table=[(["5H", "6H", "7H"], 1)], opened={1})
    assert "close" in kinds(state)
    act(state, 0, "close", melds=[["4S", "5S", "6S"]], lay_offs=[{"meld": 0, "cards": ["8H"]}], discard="9D")
    assert state.deal_result["winner"] == 0


def test_the_starter_plays_without_drawing_and_may_close_on_turn_one():
    deal = fresh_deal(RULES, seed=3)
    state = ENGINE.start(RULES, deal, None)
    assert state.turn.seat == 1 and len(deal["hands"][1]) == 15 and len(deal["hands"][0]) == 14
    assert refused(state, 1, "draw", source="stock") == "already_drew"
    assert refused(state, 0, "discard", card=deal["hands"][0][0]) == "not_your_turn"
    run, fives, kings = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], ["5H", "5D", "5C"], ["KH", "KD", "KC"]
    closing = position(RULES, [["9D"] * 14, [*run, *fives, *kings, "QD"]], to_act=1)
    assert "close" in kinds(closing)
    act(closing, 1, "close", melds=[run, fives, kings], discard="QD")
    assert closing.deal_result["reason"] == "closed_in_hand" and closing.deal_result["points"] == [2 * 14 * 9, 0]


def test_must_draw_first_and_one_draw_only():
    state = position(RULES, [["4S", "5S"], ["KD"]], drew=False, stock=["9C", "2D"])
    assert refused(state, 0, "discard", card="4S") == "must_draw_first"
    act(state, 0, "draw", source="stock")
    assert state.hands.cards(0).count("9C") == 1
    assert refused(state, 0, "draw", source="stock") == "already_drew"


def test_the_top_discard_may_not_go_back_the_same_turn():
    state = position(RULES, [["4S", "5S"], ["KD"]], drew=False, discards=["9C"])
    act(state, 0, "draw", source="discard")
    assert refused(state, 0, "discard", card="9C") == "return_discard"
    allowed = position(rules_with(return_discard=True), [["4S", "5S"], ["KD"]], drew=False, discards=["9C"])
    act(allowed, 0, "draw", source="discard")
    act(allowed, 0, "discard", card="9C")


def test_joker_discard_option():
    state = position(rules_with(joker_discard=False), [["JK", "5S"], ["KD"]])
    assert refused(state, 0, "discard", card="JK") == "joker_discard"
    act(position(RULES, [["JK", "5S"], ["KD"]]), 0, "discard", card="JK")


def test_discard_pickup_after_opening():
    rules = rules_with(discard_pickup="after_opening")
    state = position(rules, [["4S", "5S"], ["KD"]], drew=False, discards=["9C"], stock=["2D"])
    assert {a.get("source") for a in ENGINE.legal_actions(state)} == {"stock"}
    assert refused(state, 0, "draw", source="discard") == "discard_pickup_not_allowed"


def test_discard_pickup_must_use():
    rules = rules_with(discard_pickup="must_use")
    state = position(rules, [["4S", "5S", "KC"], ["KD"]], drew=False, discards=["6S"], opened={0})
    act(state, 0, "draw", source="discard")
    assert refused(state, 0, "discard", card="KC") == "discard_pickup_not_used"
    act(state, 0, "meld", melds=[["4S", "5S", "6S"]])
    act(state, 0, "discard", card="KC")


def test_layoff_on_opponents_false():
    state = position(
        rules_with(layoff_on_opponents=False), [["8S", "2D"], ["KD"]], table=[(["5S", "6S", "7S"], 1)], opened={0, 1}
    )
    assert refused(state, 0, "lay_off", meld=0, cards=["8S"]) == "not_own_meld"


def test_stock_draws_need_the_card_when_the_stock_is_unknown():
    state = position(RULES, [["4S", "4S", "5S"], ["KD"]], drew=False)
    assert refused(state, 0, "draw", source="stock") == "card_required"
    assert refused(state, 0, "draw", source="stock", card="4S") == "card_already_seen"
    assert {"seat": 0, "type": "draw", "source": "stock", "card": "QC"} in ENGINE.legal_actions(state)
    act(state, 0, "draw", source="stock", card="QC")
    assert state.stock_count == 39


def test_edge_13_5_an_empty_stock_is_rebuilt_from_the_discards_but_the_top():
    state = position(RULES, [["4S", "5S"], ["KD", "QD"]], drew=False, discards=["2C", "3C", "9H"], stock=[])
    act(state, 0, "draw", source="stock")
    assert state.hands.cards(0).count("2C") == 1  # the oldest discard is the new top
    assert state.discards == ["9H"] and state.stock == ["3C"]


def test_an_empty_stock_with_no_discard_to_spare_voids_the_hand():
    state = position(RULES, [["4S", "5S"], ["KD", "QD"]], drew=False, discards=["9H"], stock=[])
    act(state, 0, "draw", source="stock")
    assert state.deal_result == {
        "points": [0, 0],
        "reason": "void",
        "reason_text": Phrase("ramino_reason.void", {"winner": None}),
        "winner": None,
        "eliminated": [],
    }


def test_stock_exhausted_void_hand_ends_after_the_turn_that_emptied_it():
    state = position(rules_with(stock_exhausted="void_hand"), [["4S", "5S"], ["KD", "QD"]], drew=False, stock=["9C"])
    act(state, 0, "draw", source="stock")
    act(state, 0, "discard", card="4S")
    assert state.deal_result["reason"] == "void"


def test_unknown_field_and_bad_counts_are_400():
    from service.engine import InvalidInput

    deal = fresh_deal(RULES)
    bad = dict(deal, hands=[deal["hands"][0][:13], deal["hands"][1]])
    with pytest.raises(InvalidInput) as exc:
        ENGINE.start(RULES, bad, None)
    assert "deal.hands.0" in exc.value.messages()
    third = dict(deal, hands=[["AS"] * 3 + deal["hands"][0][3:], deal["hands"][1]], stock=None)
    with pytest.raises(InvalidInput) as exc:
        ENGINE.start(RULES, third, None)
    assert any("AS appears" in m for m in exc.value.messages()["deal"])
    for field, value in (("dealer", 5), ("stock", ["AS"]), ("eliminated", [7]), ("colour", 1)):
        with pytest.raises(InvalidInput) as exc:
            ENGINE.start(RULES, dict(deal, **{field: value}), None)
        assert f"deal.{field}" in exc.value.messages()
    with pytest.raises(InvalidInput):
        ENGINE.start(RULES, deal, [1, 2, 3])


def test_a_match_already_over_cannot_start_a_hand():
    with pytest.raises(IllegalAction) as exc:
        ENGINE.start(RULES, fresh_deal(RULES), [120, 30])
    assert exc.value.rule == "game_over"


@pytest.mark.parametrize(
    ("match", "scores", "over", "winner"),
    [
        ("elimination", [0, 95, 90], False, None),
        ("first_to_limit_loses", [0, 95, 90], True, 0),
        ("single_hand", [0, 0, 0], True, 0),
        ("fixed_hands", [0, 0, 0], False, None),
    ],
)
def test_match_end_options(match, scores, over, winner):
    state = position(rules_with(players=3, match=match), [["9D"], ["KD"], ["QD"]], opened={0})
    state.scores = list(scores)
    act(state, 0, "discard", card="9D")
    assert (state.game_over, state.winner) == (over, winner)


def test_elimination_leaves_the_last_seat_the_winner():
    state = position(rules_with(players=2), [["9D"], ["KD", "QD"]], opened={0})
    state.scores = [50, 90]
    act(state, 0, "discard", card="9D")
    assert state.scores == [50, 110] and state.game_over and state.winner == 0


def test_eliminated_seats_are_skipped():
    rules = rules_with(players=3)
    deal = ENGINE.deal_from_order(rules, _order(), 0, 3, frozenset({1}))
    state = ENGINE.start(rules, deal, [10, 120, 40])
    assert state.starter == 2 and state.hands.sizes == [14, 0, 15]
    assert ENGINE.next_dealer(state) == 2


def _order():
    import random

    from service.cards import DOUBLE_FRENCH_WITH_JOKERS

    order = DOUBLE_FRENCH_WITH_JOKERS.full()
    random.Random(1).shuffle(order)
    return order


def test_aliases_in_italian():
    from service.engine import parse_actions

    parsed = parse_actions(
        ENGINE,
        RULES,
        [
            {"seat": 0, "type": "pesca"},
            {"seat": 0, "type": "scarta", "card": "5s"},
            {"seat": 0, "type": "apro", "melds": []},
            {"seat": 0, "type": "attacca", "meld": 0, "cards": ["jk"]},
            {"seat": 0, "type": "chiudo", "discard": "2h"},
        ],
    )
    assert [a["type"] for a in parsed] == ["draw", "discard", "open", "lay_off", "close"]
    assert parsed[0]["source"] == "stock" and parsed[1]["card"] == "5S"
