"""Sette e Mezzo, rule by rule from the digest (sette-e-mezzo.md): each test names its section.

Every expected figure is worked out by hand in the comment beside it, from the digest's words.
Banker = seat 0 unless said; play order 1, 2, ...
"""

from __future__ import annotations

from service.games.sette_e_mezzo.engine import ENGINE
from tests.games.sette_e_mezzo.support import bets, deal_of, hits, play, report, rules_of, stand


def result_of(deal, actions, **options):
    return report(deal, actions, rules_of(**options) if options else None)["deal_result"]


# -- 1.3-1.6 the matta with figures, then the bank -------------------------------------------------


def test_1_6_matta_then_a_figure_is_an_emblee_paid_double_and_takes_the_bank():
    # seat 1 [KD] hits JC: "the matta with a figure" = d'emblée, turn over, x2 (6.3): +2*3 = 6.
    # seat 2 [3C] stands at 3; banker [4S] hits 3B = 7, stands: seat 2 lower pays 2*m(banker)=2*1.
    # banker: -(6 - 2) = -4. 7.1: seat 1's d'emblée beat the banker -> next banker 1.
    deal = deal_of(["4S", "KD", "3C"])
    result = report(deal, bets({1: 3, 2: 2}) + hits(1, "JC") + stand(2) + hits(0, "3B") + stand(0))
    assert (result["hands"][1]["status"], result["hands"][1]["special"]) == ("seven_and_half", "emblee")
    assert result["deal_result"]["points"] == [-4, 6, -2]
    assert result["deal_result"]["next_banker"] == 1


def test_1_4_matta_beside_a_half_makes_a_plain_seven_and_half_that_stays_with_the_banker():
    # 1.4 "a half r <= 6 1/2 gives 7 1/2": [2C, QB, KD] = 2 1/2 + matta 5 = plain 7 1/2 (3 cards, x1).
    # banker [6D] stands at 6: seat 1 wins 1*4 = 4 (x1); seat 2 [AB] stands at 1, pays 1.
    # 7.1 on_natural: a plain 7 1/2 does not take the bank -> banker stays 0.
    deal = deal_of(["6D", "2C", "AB"])
    result = report(deal, bets({1: 4, 2: 1}) + hits(1, "QB", "KD") + stand(2) + stand(0))
    seat_1 = result["hands"][1]
    assert (seat_1["value"], seat_1["special"], seat_1["matta_value"]) == (7.5, None, 5)
    assert result["deal_result"]["points"] == [-3, 4, -1]
    assert result["deal_result"]["next_banker"] == 0


# -- 1.7 / 6.3 strength and multipliers ------------------------------------------------------------


def triple_banker_against_emblee(**options):
    # banker [7D] hits 7S: triplé. seat 1 (2) [7C, JS] d'emblée; seat 2 (1) [4C] stands at 4.
    deal = deal_of(["7D", "7C", "4C"])
    return result_of(deal, bets({1: 2, 2: 1}) + hits(1, "JS") + stand(2) + hits(0, "7S"), **options)


def test_1_7_a_banker_triple_ties_an_emblee_and_collects_three_stakes():
    # 1.7 every two-card 7 1/2 ties every other; 6.3 "Equal: the banker wins and the player pays
    # s x m(banker)": 2*3 = 6. Seat 2 lower pays 1*3 = 3. The bank stays (7.1).
    result = triple_banker_against_emblee()
    assert result["points"] == [9, -6, -3]
    assert result["outcomes"] == ["banker", "tie", "lose"]
    assert result["next_banker"] == 0


def test_1_7_triple_beats_emblee_makes_the_emblee_lose_for_the_same_chips():
    result = triple_banker_against_emblee(triple_beats_emblee=True)
    assert result["points"] == [9, -6, -3]
    assert result["outcomes"] == ["banker", "lose", "lose"]


def test_6_3_single_tie_pays_one_stake():
    result = triple_banker_against_emblee(special_tie_pays="single")
    assert result["points"] == [5, -2, -3]
    assert result["outcomes"][1] == "tie"


def test_1_7_a_players_triple_against_the_bankers_emblee():
    # banker [7D] hits JB: d'emblée. seat 1 (2) [7C] hits 7S: triplé; seat 2 (1) [QC] hits 7B: d'emblée.
    # Default: both tie and pay x2 (-4, -2), the bank stays. triple_beats_emblee: seat 1 wins x3 (+6)
    # and takes the bank; seat 2 still ties (-2).
    deal = deal_of(["7D", "7C", "QC"])
    actions = bets({1: 2, 2: 1}) + hits(1, "7S") + hits(2, "7B") + hits(0, "JB")
    result = result_of(deal, actions)
    assert (result["points"], result["outcomes"], result["next_banker"]) == ([6, -4, -2], ["banker", "tie", "tie"], 0)
    result = result_of(deal, actions, triple_beats_emblee=True)
    assert (result["points"], result["outcomes"], result["next_banker"]) == ([-4, 6, -2], ["banker", "win", "tie"], 1)
    result = result_of(deal, actions, natural_beats_plain=False, triple_beats_emblee=True)  # the same among naturals
    assert (result["points"], result["next_banker"]) == ([-4, 6, -2], 1)


def test_1_7_natural_beats_plain_false_makes_a_natural_tie_a_plain_seven_and_half():
    # banker [4B] hits 3D, JD: plain 7 1/2. seat 1 (2) [7C, JS] d'emblée: by default it wins x2 (+4) and
    # takes the bank; natural_beats_plain false: a tie, paying the banker's x1 (-2), the bank stays.
    deal = deal_of(["4B", "7C", "QC"])
    actions = bets({1: 2, 2: 1}) + hits(1, "JS") + stand(2) + hits(0, "3D", "JD")
    result = result_of(deal, actions)
    assert (result["points"], result["next_banker"]) == ([-3, 4, -1], 1)
    result = result_of(deal, actions, natural_beats_plain=False)
    assert (result["points"], result["outcomes"], result["next_banker"]) == ([3, -2, -1], ["banker", "tie", "lose"], 0)


def test_1_6_banker_seven_then_matta_is_a_triple():
    # banker [7B] hits KD: "a 7 with the matta" = triplé; seat 1 (5) [6C] stands, pays 5*3 = 15.
    # seat 2 (1) [QC] hits 7S = d'emblée, ties the triplé (1.7), pays 1*3 = 3 (6.3). Banker +18.
    deal = deal_of(["7B", "6C", "QC"])
    result = result_of(deal, bets({1: 5, 2: 1}) + stand(1) + hits(2, "7S") + hits(0, "KD"))
    assert result["points"] == [18, -15, -3]


# -- 6.1 / 6.2 busts ---------------------------------------------------------------------------------


def test_6_2_banker_bust_pays_an_emblee_double_and_it_takes_the_bank():
    # seat 1 (3) [AS] hits 6S = 7, stands; seat 2 (4) [JB] hits 7C: d'emblée.
    # banker [5D] hits 4S = 9: bust. 6.2: seat 1 gets 3*1, seat 2 gets 4*2 = 8; banker -11.
    # 7.1: seat 2's d'emblée beat the (bust) banker; seat 1 stood on a plain 7 -> next banker 2.
    deal = deal_of(["5D", "AS", "JB"])
    result = result_of(deal, bets({1: 3, 2: 4}) + hits(1, "6S") + stand(1) + hits(2, "7C") + hits(0, "4S"))
    assert result["points"] == [-11, 3, 8]
    assert result["next_banker"] == 2


def test_6_1_a_busted_player_pays_even_when_the_banker_busts_later():
    # seat 1 (6) [5B] hits 3C = 8: bust, pays 6 at once (6.1). seat 2 (2) [2S] stands.
    # banker [6C] hits 2D = 8: bust, pays seat 2 its 2 (6.2). Banker: +6 - 2 = +4.
    deal = deal_of(["6C", "5B", "2S"])
    result = result_of(deal, bets({1: 6, 2: 2}) + hits(1, "3C") + stand(2) + hits(0, "2D"))
    assert result["points"] == [4, -6, 2]
    assert result["outcomes"] == ["banker", "bust", "win"]


def test_6_4_a_deal_sums_to_zero_with_every_kind_of_result():
    # seat 1 (1) triplé [7S, 7B] +3; seat 2 (2) [QD, 7D] d'emblée +4; seat 3 (3) bust [4D, 4S] -3;
    # seat 4 (5) [6B] stands 6 vs banker 6 1/2: -5. banker [6S] hits JB = 6 1/2: +1.
    deal = deal_of(["6S", "7S", "QD", "4D", "6B"])
    actions = bets({1: 1, 2: 2, 3: 3, 4: 5}) + hits(1, "7B") + hits(2, "7D") + hits(3, "4S") + stand(4)
    result = result_of(deal, actions + hits(0, "JB") + stand(0))
    assert result["points"] == [1, 3, 4, -3, -5]
    assert sum(result["points"]) == 0
    assert result["next_banker"] == 1  # 7.1: the first in play order


# -- 7.1 the bank --------------------------------------------------------------------------------------


def test_7_1_every_hand_passes_the_bank_from_a_non_zero_banker():
    # banker seat 3 of 4: play order 0, 1, 2; "every_hand": to (3 + 1) % 4 = 0.
    deal = deal_of(["AB", "2B", "3B", "4B"], banker=3)
    result = result_of(
        deal, bets({0: 1, 1: 1, 2: 1}) + stand(0) + stand(1) + stand(2) + stand(3), bank_passes="every_hand"
    )
    assert result["points"] == [-1, -1, -1, 3]  # 1, 2, 3 all lower than the banker's 4
    assert result["next_banker"] == 0


# -- 9 partial knowledge --------------------------------------------------------------------------------


def test_9_a_one_card_pending_seat_cannot_hold_a_natural_so_the_bank_still_passes():
    # seat 1's card is unknown and he stands on it: pending (9). One card is never a d'emblée or
    # triplé (1.6), so 7.1's "first player whose d'emblée or triplé beat the banker" is seat 2,
    # whose [7C, JS] beat the banker's 5: +2*2 = 4.
    deal = deal_of(["5B", None, "7C"])
    result = result_of(deal, bets({1: 1, 2: 2}) + stand(1) + hits(2, "JS") + stand(0))
    assert result["points"] == [None, None, 4]
    assert result["pending"] == [0, 1]
    assert result["next_banker"] == 2


def test_9_a_two_card_pending_seat_that_may_hold_a_natural_leaves_the_bank_unknown():
    # seat 1 [?, QD] stands: the hidden card may be a 7 (d'emblée) -> next banker unknown.
    deal = deal_of(["5B", None, "7C"])
    result = result_of(deal, bets({1: 1, 2: 2}) + hits(1, "QD") + stand(1) + hits(2, "JS") + stand(0))
    assert result["points"] == [None, None, 4]
    assert result["next_banker"] is None


def test_9_an_unknown_banker_card_does_not_hold_up_a_result_it_cannot_change():
    # banker [?] hits AD, AS: three cards, so at best a plain 7 1/2, or bust. Seat 1's d'emblée
    # [7C, JS] beats any plain hand and is paid x2 by a bust banker too: +2*2 = 4, and takes the
    # bank. Seat 2's 4 against ? + 2 depends on the card: pending, and so is the banker.
    deal = deal_of([None, "7C", "4C"])
    result = result_of(deal, bets({1: 2, 2: 1}) + hits(1, "JS") + stand(2) + hits(0, "AD", "AS") + stand(0))
    assert result["points"] == [None, 4, None]
    assert result["outcomes"][1] == "win"
    assert result["pending"] == [0, 2]
    assert result["next_banker"] == 1


def test_9_an_unknown_banker_card_holds_up_a_natural_it_could_tie():
    # banker [?] stands on one card: never a natural, but it may be the matta (7) or lower: seat 1's
    # d'emblée wins +4 whatever it is (a lone card is at most 7). Seat 2's 4: pending.
    deal = deal_of([None, "7C", "4C"])
    result = result_of(deal, bets({1: 2, 2: 1}) + hits(1, "JS") + stand(2) + stand(0))
    assert result["points"] == [None, 4, None]
    # banker [?] hits JB: ? may be a 7 -> a d'emblée that ties seat 1: pending.
    result = result_of(deal, bets({1: 2, 2: 1}) + hits(1, "JS") + stand(2) + hits(0, "JB") + stand(0))
    assert result["points"] == [None, None, None]
    assert result["next_banker"] is None


# -- 5.2 what the banker sees ---------------------------------------------------------------------


def test_5_2_the_banker_sees_the_face_up_cards_and_never_a_hidden_one():
    # seat 1 [4C] hits face up: 4C stays hidden, AD shown. seat 2 [2S] hits face down: 2S is turned
    # up and 3D comes hidden (4.2). At his turn the banker sees AD and 2S, not 4C nor 3D.
    state = play(
        deal_of(["5B", "4C", "2S"]),
        bets({1: 1, 2: 1}) + hits(1, "AD", face_up=True) + stand(1) + hits(2, "3D", face_up=False) + stand(2),
    )
    view = ENGINE.seat_view(state, 0)
    assert view["to_act"] == 0
    assert [h["shown"] for h in view["hands"]] == [["5B"], ["AD"], ["2S"]]
    assert "4C" not in str(view) and "3D" not in str(view)
    assert "value" not in view["hands"][1] and "value" not in view["hands"][2]
