"""The seed's North American and British rule variations (docs/rules/euchre.md §15)."""

from __future__ import annotations

import pytest

from service.engine import IllegalAction, InvalidInput
from tests.games.euchre.support import (
    ENGINE,
    act,
    effective_suit,
    legal,
    passes,
    play_out,
    refused,
    rules,
    start,
)


def deal_of(r, dealer: int, given: dict[int, list[str]], turn_up: str) -> dict:
    """The hands in ``given``; the other seats dealt the rest of the pack in deck order, then the kitty."""
    used = {card for hand in given.values() for card in hand} | {turn_up}
    rest = iter(card for card in ENGINE.deck(r).full() if card not in used)
    hands = [given.get(seat) or [next(rest) for _ in range(5)] for seat in range(4)]
    return {"dealer": dealer, "hands": hands, "turn_up": turn_up, "kitty": list(rest)}


def order_up(seat, alone=False):
    return {"seat": seat, "type": "order_up", "alone": alone}


def honest(real_hands):
    """A chooser that plays a hidden hand's real cards, following suit when it can (no revoke)."""

    def choose(state, options):
        seat = ENGINE.to_act(state)
        if options[0]["type"] != "play" or state.holdings.hands[seat] is not None:
            return options[0]
        held = [c for c in real_hands[seat] if c in {o["card"] for o in options}]
        trick = state.tricks[-1] if state.tricks and len(state.tricks[-1].plays) < state.players_in_trick else None
        if trick is not None:
            led = effective_suit(trick.plays[0][1], state.trump)
            held = [c for c in held if effective_suit(c, state.trump) == led] or held
        return {"seat": seat, "type": "play", "card": held[0]}

    return choose


# -- §15.1 the making-trump rule --------------------------------------------------------------
LONE_JACK = {1: ["JH", "AS", "KS", "QC", "KC"], 0: ["JS", "JC", "KD", "AD", "9C"]}
"""Seat 1's only heart is the right bower, and JH is its only diamond trump (the left bower)."""


def test_s15_1_off_by_default_a_lone_jack_may_order_up():
    r = rules()
    state = start(r, deal_of(r, 0, LONE_JACK, "9H"))
    assert order_up(1) in legal(state)


def test_s15_1_a_lone_jack_may_not_make_trump_and_is_not_listed():
    r = rules(making_trump_rule="all")
    state = start(r, deal_of(r, 0, LONE_JACK, "9H"))
    assert legal(state) == [{"seat": 1, "type": "pass"}]
    assert refused(state, order_up(1)) == "making_trump_rule"
    state = start(r, deal_of(r, 0, LONE_JACK, "9H"), passes(1, 2, 3, 0))
    calls = {a["suit"] for a in legal(state) if a["type"] == "call"}
    assert calls == {"S", "C"}  # diamonds: JH (the left bower) would be the only trump
    assert refused(state, {"seat": 1, "type": "call", "suit": "D", "alone": False}) == "making_trump_rule"


def test_s15_1_dealer_only_binds_the_dealer_and_counts_the_upcard_he_takes_up():
    r = rules(making_trump_rule="dealer")
    hands = {1: ["9H", "AS", "KS", "QC", "KC"], 0: LONE_JACK[0]}
    state = start(r, deal_of(r, 0, hands, "JH"), passes(1, 2, 3))
    assert legal(state) == [{"seat": 0, "type": "pass"}]  # the upcard JH would be his only trump
    assert refused(state, order_up(0)) == "making_trump_rule"
    state = start(r, deal_of(r, 0, LONE_JACK, "9H"))
    assert order_up(1) in legal(state)  # another seat is free
    state = start(rules(making_trump_rule="dealer"), deal_of(r, 0, {0: ["JS", "JC", "KH", "AD", "9C"]}, "JH"))
    act(state, 1, "pass")
    act(state, 2, "pass")
    act(state, 3, "pass")
    assert order_up(0) in legal(state)  # JH and KH: two trumps


def test_s15_1_a_stuck_dealer_must_call_even_with_lone_jacks():
    r = rules(making_trump_rule="all", stick_the_dealer=True)
    state = start(r, deal_of(r, 0, {0: ["JS", "JH", "QC", "KC", "AC"]}, "9C"), passes(1, 2, 3, 0, 1, 2, 3))
    assert {a["suit"] for a in legal(state)} == {"S", "H", "D"}


def lone_jack_breach():
    """Seat 1 orders hearts up holding JH as its only trump, under report: a deal played out."""
    r = rules(making_trump_rule="all")
    state = start(r, deal_of(r, 0, LONE_JACK, "9H"), [order_up(1)], report=True)
    play_out(state)
    return state


def test_s15_1_a_breach_accepted_scores_as_a_revoke():
    state = lone_jack_breach()
    (violation,) = state.violations
    assert violation["rule"] == "making_trump_rule" and violation["action_index"] == 0
    assert violation["seat"] == 1 and violation["card"] == "JH"
    assert violation["penalty"] == {"points": [2, 0]}
    assert state.deal_result["reason"] == "revoke" and state.deal_result["points"] == [2, 0]


def test_s15_1_a_hidden_hand_is_judged_by_the_cards_it_played():
    r = rules(making_trump_rule="all")
    deal = deal_of(r, 0, LONE_JACK, "9H")
    real = [list(h) for h in deal["hands"]]
    deal["hands"][1] = None
    state = start(r, deal, [order_up(1)])
    play_out(state, honest(real))
    assert [v["rule"] for v in state.violations] == ["making_trump_rule"]
    assert state.deal_result["reason"] == "revoke" and state.deal_result["points"] == [2, 0]


def test_s15_1_a_hidden_hand_with_two_trumps_is_no_breach():
    r = rules(making_trump_rule="all")
    deal = deal_of(r, 0, {3: ["AH", "KH", "9D", "TD", "QD"]}, "9H")
    real = [list(h) for h in deal["hands"]]
    deal["hands"][3] = None
    state = start(r, deal, [*passes(1, 2), order_up(3)])
    play_out(state, honest(real))
    assert state.violations == [] and state.deal_result["reason"] != "revoke"


# -- §15.2 point on partner ---------------------------------------------------------------------
STRONG_PARTNER = {2: ["JH", "JD", "AH", "KH", "QH"]}
WEAK_PARTNER = {2: ["9S", "TS", "9D", "TD", "9C"], 1: ["JH", "JD", "AH", "KH", "QH"]}


def points(given, actions, **options):
    r = rules(**options)
    state = start(r, deal_of(r, 0, given, "9H"), actions)
    play_out(state)
    return state.deal_result["points"]


def test_s15_2_the_partner_who_steals_the_deal_and_makes_it_scores_one_more():
    actions = [*passes(1), order_up(2)]
    plain = points(STRONG_PARTNER, actions)
    assert plain[0] >= 1
    assert points(STRONG_PARTNER, actions, point_on_partner=True) == [plain[0] + 1, 0]


def test_s15_2_no_point_when_the_stolen_deal_is_euchred():
    actions = [*passes(1), order_up(2)]
    assert points(WEAK_PARTNER, actions, point_on_partner=True) == points(WEAK_PARTNER, actions) == [0, 2]


@pytest.mark.parametrize(
    "actions",
    [
        [*passes(1, 2, 3), order_up(0)],
        [*passes(1, 2, 3, 0, 1), {"seat": 2, "type": "call", "suit": "S", "alone": False}],
    ],
)
def test_s15_2_only_the_partners_round_one_order_up_steals_the_deal(actions):
    given = {0: ["JH", "JD", "AH", "KH", "QH"], 2: ["JS", "JC", "AS", "KS", "QS"]}
    assert points(given, actions, point_on_partner=True) == points(given, actions)


def test_s15_2_three_handed_has_no_partner():
    with pytest.raises(InvalidInput) as caught:
        rules("three-handed", point_on_partner=True)
    assert "rules.point_on_partner" in caught.value.messages()


# -- §15.3 the dealer speaks first ----------------------------------------------------------------
def test_s15_3_the_dealer_opens_both_rounds_and_his_right_hand_closes_them():
    r = rules(dealer_speaks_first=True)
    state = start(r, deal_of(r, 2, {}, "9H"))
    assert ENGINE.to_act(state) == 2
    assert refused(state, {"seat": 3, "type": "pass"}) == "not_your_turn"
    for seat in (2, 3, 0):
        act(state, seat, "pass")
    assert state.phase == "bidding_round_1"
    act(state, 1, "pass")
    assert state.phase == "bidding_round_2" and ENGINE.to_act(state) == 2
    for seat in (2, 3, 0, 1):
        act(state, seat, "pass")
    assert state.deal_result["reason"] == "thrown_in"


def test_s15_3_stick_the_dealer_sticks_the_last_to_speak():
    r = rules(dealer_speaks_first=True, stick_the_dealer=True)
    state = start(r, deal_of(r, 2, {}, "9H"), passes(2, 3, 0, 1, 2, 3, 0))
    assert ENGINE.to_act(state) == 1 and all(a["type"] == "call" for a in legal(state))
    assert refused(state, {"seat": 1, "type": "pass"}) == "dealer_must_call"


def test_s15_3_eldest_still_leads_after_the_dealer_orders_up_first():
    r = rules(dealer_speaks_first=True)
    state = start(r, deal_of(r, 2, {}, "9H"), [order_up(2)])
    act(state, 2, "discard", card=legal(state)[0]["card"])
    assert state.phase == "play" and ENGINE.to_act(state) == 3


def test_s15_3_the_benny_turned_up_is_still_the_dealers_blind_call():
    r = rules("british", dealer_speaks_first=True)
    deal = deal_of(r, 1, {}, "JK")
    state = start(r, deal)
    assert ENGINE.to_act(state) == 1 and {a["type"] for a in legal(state)} == {"call"}


# -- §15.5 the first dealer by the first jack dealt ------------------------------------------------
FIRST_DEALER = "/v1/games/euchre/first-dealer"


def test_s15_5_the_seat_dealt_the_first_jack_deals_and_the_next_jack_may_be_his_partner(client):
    cards = ["9S", "AH", "QD", "TC", "KS", "JD", "9H", "JC", "JS"]
    answer = client.post(FIRST_DEALER, json={"cards": cards})
    assert answer.status_code == 200, answer.get_json()
    body = answer.get_json()
    assert body["dealt_to"] == [0, 1, 2, 3, 0, 1, 2, 3, 0]
    assert body["dealer"] == 1 and body["partner"] == 3  # JD to seat 1, JC to seat 3


def test_s15_5_a_second_jack_to_the_dealer_is_not_a_partner_and_no_jack_means_deal_on(client):
    body = client.post(FIRST_DEALER, json={"cards": ["JH", "9S", "TS", "QS", "JS"]}).get_json()
    assert body["dealer"] == 0 and body["partner"] is None
    body = client.post(FIRST_DEALER, json={"cards": ["9S", "TS"]}).get_json()
    assert body["dealer"] is None and body["partner"] is None


def test_s15_5_the_benny_is_no_jack_and_three_handed_has_no_partner(client):
    body = client.post(FIRST_DEALER, json={"rules": {"variant": "british"}, "cards": ["JK", "9S", "JS"]}).get_json()
    assert body["dealer"] == 2
    body = client.post(
        FIRST_DEALER, json={"rules": {"variant": "three-handed"}, "cards": ["9S", "JS", "JH"]}
    ).get_json()
    assert body["dealt_to"] == [0, 1, 2] and body["dealer"] == 1 and body["partner"] is None


@pytest.mark.parametrize(("cards", "path"), [(["JS", "JS"], "cards"), (["JK"], "cards.0"), ([], "cards")])
def test_s15_5_cards_not_in_the_pack_or_dealt_twice_are_a_400(client, cards, path):
    answer = client.post(FIRST_DEALER, json={"cards": cards})
    assert answer.status_code == 400 and path in answer.get_json()["errors"]


# -- §15.6 Robson rules ------------------------------------------------------------------------------
ROBSON = rules(robson_rules=True)
BLIND_MARCH = {0: ["JD", "AH", "KH", "QH", "TH"]}
"""With the jack of hearts turned up the dealer holds the five best hearts: a sure march."""


def blind_loner_deal(given, **options):
    r = rules(robson_rules=True, **options)
    state = start(r, deal_of(r, 0, given, "JH"))
    assert state.phase == "blind_loner" and ENGINE.to_act(state) == 0
    assert legal(state) == [{"seat": 0, "type": "pass"}, {"seat": 0, "type": "blind_loner"}]
    act(state, 0, "blind_loner")
    assert state.trump == "H" and ENGINE.report(state)["alone"] == [0] and state.phase == "discard"
    return state


def test_s15_6_no_blind_loner_without_a_jack_turned_up_or_without_the_option():
    assert start(ROBSON, deal_of(ROBSON, 0, {}, "9H")).phase == "bidding_round_1"
    assert start(rules(), deal_of(rules(), 0, {}, "JH")).phase == "bidding_round_1"
    british = rules("british", robson_rules=True)
    assert start(british, deal_of(british, 0, {}, "JK")).blind_call  # the benny is no jack


def test_s15_6_the_dealer_who_declines_the_blind_loner_bids_as_usual():
    state = start(ROBSON, deal_of(ROBSON, 0, {}, "JH"), passes(0))
    assert state.phase == "bidding_round_1" and ENGINE.to_act(state) == 1


@pytest.mark.parametrize(("deduct", "points"), [(False, [5, 0]), (True, [0, -4])])
def test_s15_6_a_blind_lone_march_scores_5_or_takes_4(deduct, points):
    """A lone march, blind or not, takes four off («rispettivamente di due o quattro»); it scores 5."""
    state = blind_loner_deal(BLIND_MARCH)
    play_out(state, lambda s, options: options[0] if s.phase != "march" else options[int(deduct)])
    assert state.deal_result["reason"] == "march" and state.deal_result["points"] == points
    assert state.scores == points


def test_s15_6_the_makers_choose_how_to_take_the_march():
    state = blind_loner_deal(BLIND_MARCH)
    while state.phase != "march":
        ENGINE.apply(state, legal(state)[0])
    assert state.deal_result is None and ENGINE.to_act(state) == 0
    assert legal(state) == [
        {"seat": 0, "type": "march", "deduct": False},
        {"seat": 0, "type": "march", "deduct": True},
    ]
    assert refused(state, {"seat": 0, "type": "play", "card": "AH"}) == "wrong_phase"


def test_s15_6_a_blind_loner_short_of_a_march_gives_the_defenders_1():
    state = blind_loner_deal({0: ["9S", "TS", "9D", "TD", "9C"], 1: ["JD", "AH", "KH", "AS", "AD"]})
    play_out(state)
    assert state.deal_result["reason"] == "blind_loner_short" and state.deal_result["points"] == [0, 1]


@pytest.mark.parametrize(("deduct", "points"), [(False, [3, 0]), (True, [0, -2])])
def test_s15_6_a_stolen_march_scores_3_with_point_on_partner_or_takes_2(deduct, points):
    """The point on partner adds to the makers' score; the deduction stays the seed's two."""
    r = rules(robson_rules=True, point_on_partner=True)
    state = start(r, deal_of(r, 0, STRONG_PARTNER, "9H"), [*passes(1), order_up(2)])
    play_out(state, lambda s, options: options[0] if s.phase != "march" else options[int(deduct)])
    assert state.deal_result["points"] == points


@pytest.mark.parametrize(("deduct", "points"), [(False, [4, 0]), (True, [0, -4])])
def test_s15_6_a_lone_march_may_take_4_off_the_opponents(deduct, points):
    r = rules(robson_rules=True)
    state = start(r, deal_of(r, 0, STRONG_PARTNER, "9H"), [*passes(1), order_up(2, alone=True)])
    play_out(state, lambda s, options: options[0] if s.phase != "march" else options[int(deduct)])
    assert state.deal_result["points"] == points


def test_s15_6_robson_rules_are_for_partnerships():
    with pytest.raises(InvalidInput) as caught:
        rules("three-handed", robson_rules=True)
    assert "rules.robson_rules" in caught.value.messages()


# -- §15.7 ace-no-face and the farmer's hand ----------------------------------------------------------
FARMER = {1: ["9S", "TS", "9D", "TD", "9C"]}
ACE_NO_FACE = {1: ["AS", "9S", "TS", "9D", "TD"]}
TO_PLAY = [*passes(1, 2), order_up(3)]


def shown_hand_deal(given, actions=TO_PLAY, kitty=True, **options):
    """Dealer 0, upcard 9H, seat 3 orders up, the dealer discards: the hands are judged before the lead."""
    r = rules(**options)
    deal = deal_of(r, 0, given, "9H")
    if not kitty:
        del deal["kitty"]
    state = start(r, deal, actions)
    act(state, 0, "discard", card=legal(state)[0]["card"])
    return state, deal


def kinds(state):
    return sorted({a["type"] for a in legal(state)})


def test_s15_7_a_farmers_hand_exchanges_three_cards_for_the_kittys_last_three():
    state, deal = shown_hand_deal(FARMER, farmers_hand=True)
    assert state.phase == "show_hand" and ENGINE.to_act(state) == 1
    assert kinds(state) == ["exchange", "pass"] and len(legal(state)) == 1 + 10  # 3 cards of 5
    act(state, 1, "exchange", cards=["9S", "TS", "9D"])
    assert ENGINE.report(state)["shown"] == [{"seat": 1, "cards": FARMER[1]}]
    assert sorted(ENGINE.seat_view(state, 1)["hand"]) == sorted(["TD", "9C", *deal["kitty"][-3:]])
    assert state.kitty == ["9S", "TS", "9D"] and state.phase == "play" and ENGINE.to_act(state) == 1
    assert ENGINE.seat_view(state, 1)["hand_counts"] == [5, 5, 5, 5]


def test_s15_7_off_by_default_no_hand_is_asked():
    state, _ = shown_hand_deal(FARMER)
    assert state.phase == "play"
    state, _ = shown_hand_deal(ACE_NO_FACE, farmers_hand=True)  # an ace is no farmer's hand
    assert state.phase == "play"


@pytest.mark.parametrize(
    ("value", "expected"),
    [("redeal", ["pass", "redeal"]), ("exchange", ["exchange", "pass"]), ("either", ["exchange", "pass", "redeal"])],
)
def test_s15_7_ace_no_face_earns_what_the_option_says(value, expected):
    state, _ = shown_hand_deal(ACE_NO_FACE, ace_no_face=value)
    assert ENGINE.to_act(state) == 1 and kinds(state) == expected
    if "redeal" not in expected:
        assert refused(state, {"seat": 1, "type": "redeal"}) == "no_redeal"


def test_s15_7_a_redeal_voids_the_deal_and_the_same_dealer_deals_again():
    state, _ = shown_hand_deal(ACE_NO_FACE, ace_no_face="redeal")
    act(state, 1, "redeal")
    result = state.deal_result
    assert result["reason"] == "redeal" and result["points"] == [0, 0] and state.scores == [0, 0]
    assert ENGINE.next_dealer(state) == 0
    assert ENGINE.report(state)["shown"] == [{"seat": 1, "cards": ACE_NO_FACE[1]}]


def test_s15_7_keeping_the_hand_goes_on_to_play():
    state, _ = shown_hand_deal(ACE_NO_FACE, ace_no_face="either")
    act(state, 1, "pass")
    assert state.phase == "play" and ENGINE.report(state)["shown"] == []


def test_s15_7_an_exchange_gives_three_different_cards_held():
    state, _ = shown_hand_deal(FARMER, farmers_hand=True)
    assert refused(state, {"seat": 1, "type": "exchange", "cards": ["9S", "TS"]}) == "exchange_three"
    assert refused(state, {"seat": 1, "type": "exchange", "cards": ["9S", "9S", "TS"]}) == "exchange_three"
    assert refused(state, {"seat": 1, "type": "exchange", "cards": ["9S", "TS", "AH"]}) == "card_not_in_hand"


def test_s15_7_without_the_kitty_no_exchange_but_a_redeal():
    state, _ = shown_hand_deal(FARMER, kitty=False, farmers_hand=True)
    assert state.phase == "play"
    state, _ = shown_hand_deal(ACE_NO_FACE, kitty=False, ace_no_face="either")
    assert kinds(state) == ["pass", "redeal"]
    with pytest.raises(IllegalAction) as caught:
        act(state, 1, "exchange", cards=["9S", "TS", "9D"])
    assert (caught.value.rule, caught.value.cause) == ("no_exchange", "kitty_unknown")


def test_s15_7_a_hidden_hand_or_a_seat_sitting_out_is_not_asked():
    r = rules(farmers_hand=True)
    deal = deal_of(r, 0, FARMER, "9H")
    deal["hands"][1] = None
    state = start(r, deal, TO_PLAY)
    act(state, 0, "discard", card=legal(state)[0]["card"])
    assert state.phase == "play"
    state, _ = shown_hand_deal(FARMER, [*passes(1, 2), order_up(3, alone=True)], farmers_hand=True)
    assert state.phase == "play" and ENGINE.report(state)["inactive"] == [1]


def test_s15_7_the_kitty_is_exchanged_once_a_deal():
    given = {1: ["7S", "8S", "9S", "TS", "7D"], 2: ["8D", "9D", "TD", "7C", "8C"]}
    state, _ = shown_hand_deal(given, farmers_hand=True, deck=32)
    assert ENGINE.to_act(state) == 1
    act(state, 1, "pass")
    assert ENGINE.to_act(state) == 2 and state.phase == "show_hand"  # passing leaves it to the next
    act(state, 2, "exchange", cards=["8D", "9D", "TD"])
    assert state.phase == "play"
    state, _ = shown_hand_deal(given, farmers_hand=True, deck=32)
    act(state, 1, "exchange", cards=["7S", "8S", "9S"])
    assert state.phase == "play"  # seat 2's farmer's hand finds the kitty taken


def test_s15_7_the_north_american_ace_no_face_is_one_ace():
    """NA: «un asso e tutti i 9 e 10» - a hand with two aces and no face earns nothing."""
    state, _ = shown_hand_deal({1: ["AS", "AH", "9D", "TD", "9C"]}, ace_no_face="either")
    assert state.phase == "play"


def test_s15_7_three_handed_ace_no_face_is_any_number_of_aces():
    """3H: «un numero qualsiasi di assi ma nessuna figura» - the misdeal, two aces or one."""
    r = rules("three-handed", ace_no_face="redeal")
    given = ["AS", "AH", "9D", "TD", "9C", "TC", "9S"]
    rest = [card for card in ENGINE.deck(r).full() if card not in given and card != "9H"]
    deal = {"dealer": 0, "hands": [rest[:7], given, rest[7:14]], "turn_up": "9H", "kitty": rest[14:]}
    state = start(r, deal, [*passes(1, 2), {"seat": 0, "type": "order_up", "alone": False}])
    act(state, 0, "discard", card=legal(state)[0]["card"])
    assert ENGINE.to_act(state) == 1 and kinds(state) == ["pass", "redeal"]


def test_s15_7_three_handed_leaves_too_few_cards_to_exchange():
    with pytest.raises(InvalidInput) as caught:
        rules("three-handed", farmers_hand=True)
    assert "rules.farmers_hand" in caught.value.messages()
    assert rules("three-handed", ace_no_face="redeal").ace_no_face == "redeal"


def test_s15_7_after_the_exchange_an_ace_no_face_may_still_have_the_redeal():
    given = {1: ["7S", "8S", "9S", "TS", "7D"], 2: ["AD", "9D", "TD", "7C", "8C"]}
    state, _ = shown_hand_deal(given, farmers_hand=True, ace_no_face="either", deck=32)
    act(state, 1, "exchange", cards=["7S", "8S", "9S"])
    assert ENGINE.to_act(state) == 2 and kinds(state) == ["pass", "redeal"]
    with pytest.raises(IllegalAction) as caught:
        act(state, 2, "exchange", cards=["9D", "TD", "7C"])
    assert (caught.value.rule, caught.value.cause) == ("no_exchange", "kitty_taken")


# -- §15.8 the upcard picked up at once ---------------------------------------------------------------
def upcard_shown(state, seat=1):
    return ENGINE.seat_view(state, seat)["upcard_before_dealer"]


def test_s15_8_the_upcard_lies_before_the_dealer_until_he_plays_it():
    r = rules()
    state = start(r, deal_of(r, 0, {0: ["AH", "KS", "QS", "9D", "TD"]}, "9H"), [order_up(1)])
    assert upcard_shown(state) and upcard_shown(state, 0)
    act(state, 0, "discard", card="KS")
    assert upcard_shown(state)
    while state.phase == "play" and "9H" not in [c for t in state.tricks for _, c in t.plays]:
        ENGINE.apply(state, next((a for a in legal(state) if a.get("card") == "9H"), legal(state)[0]))
    assert not upcard_shown(state)


def test_s15_8_taken_into_the_hand_the_seats_no_longer_see_it():
    r = rules(upcard_into_hand=True)
    state = start(r, deal_of(r, 0, {}, "9H"), [order_up(1)])
    assert not upcard_shown(state) and not upcard_shown(state, 0)
    assert ENGINE.seat_view(state, 0)["hand"].count("9H") == 1  # his own hand holds it


def test_s15_8_an_upcard_discarded_leaves_the_table_at_once():
    r = rules(dealer_may_discard_upcard=True)
    state = start(r, deal_of(r, 0, {}, "9H"), [order_up(1)])
    act(state, 0, "discard", card="9H")
    assert not upcard_shown(state)
