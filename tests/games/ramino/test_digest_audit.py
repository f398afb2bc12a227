"""An independent referee's reading of the digest (docs/rules/ramino.md), verdict by verdict:
jokers at a run's ends and the ace, joker exchanges, the opening with jokers, closing, the
penalties left in hand and the end of the match.  Each test cites the section it reads."""

import pytest

from service.games.ramino.melds import check_meld
from tests.games.ramino.scenarios import act, kinds, position, refused, rules_with

RULES = rules_with()
ACE_LOW_1 = rules_with(ace_low_value=1)


# -- §2.2, §13.9, §1: a joker at either end of a run, the ace low or high ----------------------
@pytest.mark.parametrize(
    ("cards", "rules", "worth", "stands_for"),
    [
        ("JK 2H 3H", RULES, 11 + 2 + 3, ["AH"]),  # §13.9: the joker below 2 is a low ace, worth 11
        ("JK 2H 3H", ACE_LOW_1, 1 + 2 + 3, ["AH"]),  # §1 ace_low_value: the low ace it stands for is 1
        ("QH KH JK", ACE_LOW_1, 10 + 10 + 11, ["AH"]),  # §1: a high ace is 11 whatever ace_low_value
        ("JK QH KH AH", RULES, 10 + 10 + 10 + 11, ["JH"]),  # a run ending on the high ace grows downward
        ("AH 2H JK", ACE_LOW_1, 1 + 2 + 3, ["3H"]),
    ],
)
def test_s2_2_s13_9_end_jokers_take_the_rank_of_their_place(cards, rules, worth, stands_for):
    answer = check_meld(rules, cards.split())
    assert answer["valid"] and answer["value"] == worth
    assert [j["stands_for"] for j in answer["jokers"]] == [stands_for]


@pytest.mark.parametrize("cards", ["JK AH 2H", "QH KH AH JK", "KH JK 2H", "JK JK AH 2H"])
def test_s13_9_nothing_goes_below_a_low_ace_nor_above_a_high_one(cards):
    assert check_meld(RULES, cards.split())["rule"] == "not_in_sequence"


def test_s6_3_s13_2_a_joker_laid_off_at_a_closed_end_is_refused():
    """Onto A-2-3 nothing goes below the ace; onto Q-K-A a joker can only go below the queen."""
    table = [(["AH", "2H", "3H"], 1), (["QS", "KS", "AS"], 1)]
    state = position(RULES, [["JK", "9D", "2H"], ["2S"]], table=table, opened={0, 1})
    assert refused(state, 0, "lay_off", meld=0, cards=["JK"], end="low") == "invalid_lay_off"
    assert refused(state, 0, "lay_off", meld=1, cards=["2S"]) == "invalid_lay_off"  # §13.2: 2 onto Q-K-A
    act(state, 0, "lay_off", meld=1, cards=["JK"])
    assert state.table[1].jokers()[0]["stands_for"] == ["JS"]


# -- §6.4, §7: lay-offs onto groups, joker exchanges -------------------------------------------
def test_s6_4_a_joker_onto_a_group_only_if_it_has_none_and_fewer_than_four_cards():
    table = [(["6C", "JK", "6H"], 1), (["8C", "8H", "8S"], 1), (["9C", "9H", "9S", "9D"], 1)]
    state = position(RULES, [["JK", "4D", "5D"], ["2S"]], table=table, opened={0, 1})
    assert refused(state, 0, "lay_off", meld=0, cards=["JK"]) == "invalid_lay_off"
    assert refused(state, 0, "lay_off", meld=2, cards=["JK"]) == "invalid_lay_off"
    act(state, 0, "lay_off", meld=1, cards=["JK"])
    assert state.table[1].jokers()[0]["stands_for"] == ["8D"]


def test_s7_3_a_four_card_group_gives_its_joker_for_the_one_missing_suit():
    table = [(["6C", "JK", "6H", "6S"], 1)]
    state = position(RULES, [["6D", "4C", "4H", "QS"], ["2S"]], table=table, opened={0, 1})
    assert refused(state, 0, "swap_joker", meld=0, cards=["6S"]) == "invalid_joker_swap"
    act(state, 0, "swap_joker", meld=0, cards=["6D"])
    act(state, 0, "meld", melds=[["4C", "4H", "JK"]])
    act(state, 0, "discard", card="QS")
    assert state.deal_result["reason"] == "went_out"


def test_s7_1_s13_7_no_exchange_before_opening_even_to_reach_51():
    """The joker won would make JK QH KH AH + 7C 7D 7S = 41 + 21: still no exchange before opening."""
    table = [(["7H", "8H", "JK", "TH"], 1)]
    state = position(RULES, [["9H", "QH", "KH", "AH", "7C", "7D", "7S", "2C"], ["2S"]], table=table, opened={1})
    assert refused(state, 0, "swap_joker", meld=0, cards=["9H"]) == "not_opened"
    assert "swap_joker" not in kinds(state)


# -- §5.1-§5.2, R5: the opening counts jokers at the card they stand for -----------------------
def test_r5_s5_1_an_opening_with_jokers_counts_what_they_stand_for():
    """JK JK AH = Q-K-A = 31 (R3) and 7C 7D 7S = 21: 52 opens."""
    hand = ["JK", "JK", "AH", "7C", "7D", "7S", "9D"]
    state = position(RULES, [hand, ["2S"]])
    act(state, 0, "open", melds=[["JK", "JK", "AH"], ["7C", "7D", "7S"]])
    assert state.opened[0] and [m.value(RULES) for m in state.table] == [31, 21]


def test_r5_s5_1_the_same_opening_read_low_is_below_51():
    """AH JK JK = A-2-3 = 16 (R3) + 21 = 37 < 51: refused whole, nothing moves (§5.1)."""
    state = position(RULES, [["JK", "JK", "AH", "7C", "7D", "7S", "9D"], ["2S"]])
    rule = refused(state, 0, "open", melds=[["AH", "JK", "JK"], ["7C", "7D", "7S"]])
    assert rule == "opening_below_minimum"


# -- §8, §9: going out, closing in hand, penalties ---------------------------------------------
def test_s8_2_s9_2_opening_and_laying_everything_in_one_turn_is_closing_in_hand():
    """§8.2: a player who laid nothing earlier and lays all cards in one turn closes in hand,
    so the others' penalties double (§9.2): KD 2C = 12 -> 24."""
    hand = ["QH", "KH", "AH", "7C", "7D", "7S", "9D"]
    state = position(RULES, [hand, ["KD", "2C"]])
    act(state, 0, "open", melds=[["QH", "KH", "AH"], ["7C", "7D", "7S"]])
    act(state, 0, "discard", card="9D")
    assert state.deal_result["reason"] == "closed_in_hand" and state.deal_result["points"] == [0, 24]


def test_s8_1_going_out_after_laying_in_an_earlier_turn_scores_single():
    state = position(RULES, [["4S", "5S", "6S", "9D"], ["KD", "2C"]], opened={0})
    act(state, 0, "meld", melds=[["4S", "5S", "6S"]])
    act(state, 0, "discard", card="9D")
    assert state.deal_result["reason"] == "went_out" and state.deal_result["points"] == [0, 12]


def test_s9_1_s1_penalties_ace_11_and_joker_whatever_the_meld_options():
    """§1: left in hand an ace is 11 even with ace_low_value 1; a joker is joker_penalty."""
    rules = rules_with(ace_low_value=1, joker_penalty=25, players=3)
    state = position(rules, [["9D"], ["AS", "AH", "JK"], ["KD", "TC", "5H"]], opened={0})
    act(state, 0, "discard", card="9D")
    assert state.deal_result["points"] == [0, 11 + 11 + 25, 10 + 10 + 5]


# -- §10: the end of the match ---------------------------------------------------------------
def test_s10_elimination_is_at_101_reached_exactly():
    state = position(rules_with(players=3), [["9D"], ["AS"], ["2C"]], opened={0})
    state.scores = [0, 90, 40]
    act(state, 0, "discard", card="9D")
    assert state.scores == [0, 101, 42] and state.deal_result["eliminated"] == [1] and not state.game_over


def test_s10_elimination_at_201_option():
    state = position(rules_with(elimination_at=201), [["9D"], ["AS"]], opened={0})
    state.scores = [0, 180]
    act(state, 0, "discard", card="9D")
    assert state.scores == [0, 191] and not state.game_over


@pytest.mark.parametrize(
    ("match", "scores", "winner"),
    [("first_to_limit_loses", [42, 95, 40], None), ("single_hand", [20, 0, 9], None), ("fixed_hands", [0, 5, 20], 0)],
)
def test_s10_the_lowest_total_wins_and_a_tie_for_it_gives_no_winner(match, scores, winner):
    """Seat 0 goes out; seat 1 scores 11 (AS), seat 2 scores 2 (2C)."""
    rules = rules_with(players=3, match=match, fixed_hands=1)
    state = position(rules, [["9D"], ["AS"], ["2C"]], opened={0})
    state.scores = list(scores)
    act(state, 0, "discard", card="9D")
    assert state.game_over and state.winner == winner
