"""The digest's worked examples 2-8 (example 1, the values, is in test_sette_e_mezzo_values)."""

from __future__ import annotations

import pytest

from service.engine import RuleBroken
from service.games.sette_e_mezzo.engine import ENGINE
from tests.games.sette_e_mezzo.support import bets, deal_of, hits, play, report, rules_of, stand


def example_2():
    deal = deal_of(["6C", "7S", "3C", "5D", "2C"])
    actions = (
        bets({1: 10, 2: 5, 3: 20, 4: 4})
        + hits(1, "JD")
        + hits(2, "4B", "2S")
        + hits(3, "AS")
        + stand(3)
        + hits(4, "4D", "QB")
        + stand(4)
        + hits(0, "JS")
        + stand(0)
    )
    return deal, actions


def test_example_2_emblee_bust_lower_and_tie_against_a_plain_banker():
    result = report(*example_2())
    assert result["deal_result"]["points"] == [9, 20, -5, -20, -4]
    assert result["deal_result"]["outcomes"] == ["banker", "win", "bust", "lose", "tie"]
    assert result["deal_result"]["next_banker"] == 1
    assert result["scores"] == [9, 20, -5, -20, -4]


def test_example_2_seat_2_pays_at_once_when_he_busts():
    deal, actions = example_2()
    state = play(deal, actions[:8])  # seat 2 has just drawn 2S
    seat_2 = ENGINE.report(state)["hands"][2]
    assert (seat_2["status"], seat_2["points"], seat_2["value"]) == ("bust", -5, 9)
    assert ENGINE.to_act(state) == 3


def test_example_2_seat_1_turn_ends_on_his_emblee():
    deal, actions = example_2()
    state = play(deal, actions[:5])
    assert ENGINE.report(state)["hands"][1]["status"] == "seven_and_half"
    with pytest.raises(RuleBroken) as caught:
        play(deal, actions[:5] + hits(1, "AB"))
    assert caught.value.rule == "turn_over"


def example_3():
    deal = deal_of(["4S", "7C", "AD", "6S"])
    actions = bets({1: 10, 2: 5, 3: 8}) + hits(1, "7B") + hits(2, "2D") + stand(2) + hits(3, "5C") + hits(0, "2B", "6D")
    return deal, actions


def test_example_3_banker_bust_pays_every_standing_player_with_multipliers():
    result = report(*example_3())
    assert result["deal_result"]["points"] == [-27, 30, 5, -8]
    assert result["deal_result"]["next_banker"] == 1
    assert result["hands"][0]["status"] == "bust"


def example_4(**options):
    # banker [7D, QS] d'emblée; seat 1 (10) [JC, 7S] d'emblée; seat 2 (5) [3B, 4C, QB] plain 7 1/2;
    # seat 3 (2) [KD, 7C] triplé.
    deal = deal_of(["7D", "JC", "3B", "KD"])
    actions = bets({1: 10, 2: 5, 3: 2}) + hits(1, "7S") + hits(2, "4C", "QB") + hits(3, "7C") + hits(0, "QS")
    return report(deal, actions, rules_of(**options))


def test_example_4_every_two_card_seven_and_half_ties_the_bankers_and_pays_his_multiplier():
    # 1.7: a triplé ties a d'emblée; 6.3: a tie pays the banker's multiplier (x2): -20, -4;
    # the plain 7 1/2 loses, -5 x 2 = -10. 7.1: nobody beat the banker, the bank stays.
    result = example_4()
    assert result["hands"][0]["special"] == "emblee" and result["hands"][3]["special"] == "triple"
    assert result["deal_result"]["points"] == [34, -20, -10, -4]
    assert result["deal_result"]["outcomes"] == ["banker", "tie", "lose", "tie"]
    assert result["deal_result"]["next_banker"] == 0


def test_example_4_single_tie_pays_one_stake():
    result = example_4(special_tie_pays="single")
    assert result["deal_result"]["points"] == [22, -10, -10, -2]
    assert result["deal_result"]["next_banker"] == 0


def test_example_4_the_old_reading_triple_beats_emblee_and_single():
    result = example_4(triple_beats_emblee=True, special_tie_pays="single")
    assert result["deal_result"]["points"] == [14, -10, -10, 6]
    assert result["deal_result"]["outcomes"] == ["banker", "tie", "lose", "win"]
    assert result["deal_result"]["next_banker"] == 3


def test_example_4_seven_first_matta_then_seven_is_only_an_emblee_and_ties_the_same():
    result = example_4(triple_order="seven_first")
    assert result["hands"][3]["special"] == "emblee"
    assert result["deal_result"]["points"] == [34, -20, -10, -4]
    assert result["deal_result"]["next_banker"] == 0


def example_4b(**options):
    # banker [7B, 7C] triplé; seat 1 (5) [7S, KB] d'emblée; seat 2 (5) [3B, 4C, QB] plain 7 1/2.
    deal = deal_of(["7B", "7S", "3B"])
    actions = bets({1: 5, 2: 5}) + hits(1, "KB") + hits(2, "4C", "QB") + hits(0, "7C")
    return report(deal, actions, rules_of(**options))


def test_example_4b_a_bankers_triple_ties_an_emblee_and_collects_three_stakes_from_each():
    result = example_4b()
    assert (result["hands"][0]["special"], result["hands"][1]["special"]) == ("triple", "emblee")
    assert result["deal_result"]["points"] == [30, -15, -15]
    assert result["deal_result"]["outcomes"] == ["banker", "tie", "lose"]
    assert result["deal_result"]["next_banker"] == 0


def test_example_4b_with_triple_beats_emblee_the_emblee_loses_for_the_same_chips():
    result = example_4b(triple_beats_emblee=True)
    assert result["deal_result"]["points"] == [30, -15, -15]
    assert result["deal_result"]["outcomes"] == ["banker", "lose", "lose"]


def example_5_seat_1(hit_actions):
    deal = deal_of(["4B", "5S", "6D"])
    return play(deal, bets({1: 3, 2: 1}) + hit_actions)


def test_example_5_face_up_hits_keep_the_first_card_hidden():
    state = example_5_seat_1(hits(1, "JC", "AD", face_up=True) + stand(1))
    seat_1 = ENGINE.report(state)["hands"][1]
    assert (seat_1["shown"], seat_1["face_down"], seat_1["value"], seat_1["status"]) == (["JC", "AD"], 1, 6.5, "stood")
    view = ENGINE.seat_view(state, 2)["hands"][1]
    assert "5S" not in str(view) and view["shown"] == ["JC", "AD"]


def test_example_5_face_down_hits_turn_the_hidden_card_up_first():
    state = example_5_seat_1(hits(1, "2C", face_up=False))
    seat_1 = ENGINE.report(state)["hands"][1]
    assert (seat_1["shown"], seat_1["face_down"], seat_1["value"]) == (["5S"], 1, 7)
    state = example_5_seat_1(hits(1, "2C", face_up=False) + hits(1, "3D"))  # omitted face_up keeps the mode
    seat_1 = ENGINE.report(state)["hands"][1]
    assert (seat_1["status"], seat_1["value"], seat_1["points"], seat_1["face_down"]) == ("bust", 10, -3, 0)
    assert seat_1["shown"] == ["5S", "2C", "3D"]


def test_example_5_switching_modes_is_refused():
    with pytest.raises(RuleBroken) as caught:
        example_5_seat_1(hits(1, "2C", face_up=False) + hits(1, "JC", face_up=True))
    assert caught.value.rule == "face_down_mode_fixed"
    assert caught.value.legal_actions == [{"seat": 1, "type": "hit", "face_up": False}, {"seat": 1, "type": "stand"}]


def test_example_6_all_players_bust_and_the_banker_never_plays():
    state = play(deal_of(["2D", "6B", "5S"]), bets({1: 4, 2: 6}) + hits(1, "3S") + hits(2, "4B"))
    result = ENGINE.report(state)
    assert result["deal_result"]["points"] == [10, -4, -6]
    assert result["deal_result"]["reason"] == "all_players_bust"
    assert result["deal_result"]["next_banker"] == 0
    assert (result["hands"][0]["status"], result["hands"][0]["face_down"]) == ("not_played", 1)
    assert ENGINE.seat_view(state, 1)["hands"][0]["shown"] == []


def test_example_7_two_naturals_both_paid_the_bank_goes_to_the_first():
    result = report(
        deal_of(["5B", "7C", "QC"]),
        bets({1: 3, 2: 2}) + hits(1, "JS") + hits(2, "7D") + stand(0),
    )
    assert result["deal_result"]["points"] == [-10, 6, 4]
    assert result["deal_result"]["next_banker"] == 1


def example_8_deal():
    return deal_of(["7D", "3C", "4C"])


def test_example_8_a_bet_over_the_bankroll_is_out_of_range():
    with pytest.raises(RuleBroken) as caught:
        play(example_8_deal(), bets({1: 10, 2: 10}), scores=[0, 0, -95])
    assert caught.value.rule == "bet_out_of_range"
    assert caught.value.action_index == 1
    assert caught.value.legal_actions == [{"seat": 2, "type": "bet", "min": 1, "max": 5}]


def test_example_8_losing_the_last_chips_ends_the_match():
    result = report(
        example_8_deal(),
        bets({1: 10, 2: 5}) + hits(1, "3S") + stand(1) + stand(2) + hits(0, "JD"),
        scores=[0, 0, -95],
    )
    assert result["deal_result"]["points"] == [30, -20, -10]
    assert result["scores"] == [30, -20, -105]
    assert result["game_over"] and result["winner"] == 0
