"""Meld reading and values: digest §1-§2, worked examples R1-R4, edge cases §13.1-3 and §13.9."""

import pytest

from service.games.ramino.melds import MeldError, check_meld, lay_off, read_meld, swap_joker
from tests.games.ramino.scenarios import rules_with

RULES = rules_with()


def value(cards, rules=RULES):
    answer = check_meld(rules, cards.split())
    assert answer["valid"], answer
    return answer["value"]


def broken(cards, rules=RULES):
    answer = check_meld(rules, cards.split())
    assert not answer["valid"]
    return answer["rule"]


def test_r1_valid_runs_and_their_values():
    assert value("4S 5S 6S") == 15
    assert value("9H TH JH QH KH") == 49
    assert value("QH KH AH") == 31
    assert value("AH 2H 3H") == 16
    assert value("AH 2H 3H", rules_with(ace_low_value=1)) == 6


def test_r1_a_run_never_wraps_nor_holds_the_ace_twice():
    assert broken("KH AH 2H") == "not_in_sequence"
    assert broken("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH") == "not_in_sequence"


def test_r2_jokers_inside_a_run_and_the_limit_of_two():
    answer = check_meld(RULES, "6S JK JK 9S".split())
    assert answer["value"] == 30
    assert [j["stands_for"] for j in answer["jokers"]] == [["7S"], ["8S"]]
    assert broken("6S JK JK JK TS") == "too_many_jokers"


def test_r3_and_edge_13_1_jokers_are_read_by_position():
    assert value("5H JK JK") == 18
    assert value("JK 5H JK") == 15
    assert value("JK JK 5H") == 12
    assert value("JK JK AH") == 31
    assert value("AH JK JK") == 16
    assert broken("JK AH JK") == "not_in_sequence"


def test_r4_groups():
    assert value("8S 8H 8C") == 24
    assert broken("8C 8H 8C") == "suit_twice"
    answer = check_meld(RULES, "6C JK 6H".split())
    assert answer["kind"] == "group" and answer["value"] == 18
    assert answer["jokers"] == [{"position": 1, "stands_for": ["6S", "6D"]}]
    assert value("AH AS AC AD") == 44
    assert broken("7S 7H JK JK") == "too_many_jokers"


def test_edge_13_2_ace_high_or_low_never_both():
    assert value("AH 2H 3H") == 16 and value("QH KH AH") == 31
    assert broken("QH KH AH 2H") == "not_in_sequence"
    with pytest.raises(MeldError):
        lay_off(RULES, read_meld(RULES, "QH KH AH".split()), ["2H"])


def test_edge_13_3_both_copies_of_a_card_in_one_group_is_a_suit_twice():
    assert broken("5H 5H 5S") == "suit_twice"


def test_edge_13_9_end_jokers_extend_outward():
    assert value("JK 2H 3H") == 16
    assert value("QH KH JK") == 31
    assert broken("JK AH 2H") == "not_in_sequence"


def test_a_meld_has_three_cards_and_one_suit_or_rank():
    assert broken("5H 6H") == "too_few_cards"
    assert broken("5H 6S 7H") == "mixed_meld"
    assert broken("JK JK JK") == "no_natural_card"
    assert broken("5H 5S 5C 5D JK") == "group_too_large"


def test_max_jokers_options_bound_runs_and_groups():
    assert broken("5H JK 7H", rules_with(max_jokers_run=0)) == "too_many_jokers"
    assert value("7S 7H JK JK", rules_with(max_jokers_group=2)) == 28


def test_lay_off_at_either_end_of_a_run():
    run = read_meld(RULES, "5S 6S 7S".split())
    assert lay_off(RULES, run, ["3S", "4S", "8S"]).cards == ("3S", "4S", "5S", "6S", "7S", "8S")
    assert lay_off(RULES, run, ["JK"], "high").cards == ("5S", "6S", "7S", "JK")
    assert lay_off(RULES, run, ["JK"], "low").cards == ("JK", "5S", "6S", "7S")
    with pytest.raises(MeldError):
        lay_off(RULES, run, ["TS"])


def test_lay_off_onto_a_group_fills_missing_suits():
    group = read_meld(RULES, "6C JK 6H".split())
    grown = lay_off(RULES, group, ["6S"])
    assert grown.jokers()[0]["stands_for"] == ["6D"]
    with pytest.raises(MeldError):
        lay_off(RULES, group, ["6C"])


def test_swap_a_runs_joker_for_the_card_it_stands_for():
    run = read_meld(RULES, "7H 8H JK TH".split())
    assert swap_joker(RULES, run, ["9H"]).cards == ("7H", "8H", "9H", "TH")
    with pytest.raises(MeldError):
        swap_joker(RULES, run, ["9S"])


def test_swap_a_groups_joker_needs_every_missing_suit():
    group = read_meld(RULES, "6C JK 6H".split())
    with pytest.raises(MeldError):
        swap_joker(RULES, group, ["6S"])
    assert sorted(swap_joker(RULES, group, ["6S", "6D"]).cards) == ["6C", "6D", "6H", "6S"]
    four = read_meld(RULES, "9C 9H JK 9S".split())
    assert "9D" in swap_joker(RULES, four, ["9D"]).cards
