"""Euchre: where the rules interact (loners, stick, bowers, hidden hands, targets, presets).

Each test plays a concrete deal whose hands and tricks were worked out by hand from the digest
(rules/euchre.md); the section it checks is in its name or docstring.  Every card played goes
through the engine's own checks, so a trick that breaks a rule fails the test at that card.
"""

from __future__ import annotations

import json

import pytest

from tests.games.euchre.support import ENGINE, act, full_deal, legal, legal_cards, passes, refused, rules, start

NA = rules()


def order_up(seat, alone=False):
    return {"seat": seat, "type": "order_up", "alone": alone}


def call(seat, suit, alone=False):
    return {"seat": seat, "type": "call", "suit": suit, "alone": alone}


def play_tricks(state, tricks):
    """Play ``tricks`` (each "leader: cards in play order") and check each winner as written."""
    for leader, cards, winner in tricks:
        assert ENGINE.to_act(state) == leader
        for card in cards.split():
            act(state, ENGINE.to_act(state), "play", card=card)
        assert state.tricks[-1].winner == winner  # a trick is listed from its lead on (docs/API.md §3)


# Dealer 3 (team 1) holds the red bowers and hearts; the upcard 9H makes hearts trump in round 1.
LONE_DEALER = [
    ["AS", "KS", "QS", "JS", "TS"],
    ["AC", "KC", "QC", "JC", "TC"],
    ["AD", "KD", "QD", "TD", "9D"],
    ["JH", "JD", "AH", "KH", "QH"],
]
LONE_DEALER_MARCH = [(0, "AS AD 9H", 3), (3, "JH KS KD", 3), (3, "JD QS QD", 3), (3, "AH JS TD", 3), (3, "KH TS 9D", 3)]


@pytest.mark.parametrize("loner_lead", ["eldest", "left_of_loner"])
def test_s6_dealer_picks_up_in_round_one_goes_alone_and_marches_for_four(loner_lead):
    """§5.1, §6.1, §7.1, §8: the dealer's order_up with alone; partner (seat 1) sits out; eldest
    (= left of the loner) leads; 5 tricks alone = 4 points to team 1."""
    r = rules(loner_lead=loner_lead)
    state = start(r, full_deal(r, 3, LONE_DEALER, "9H"), passes(0, 1, 2) + [order_up(3, alone=True)])
    assert state.phase == "discard" and ENGINE.to_act(state) == 3
    assert refused(state, {"seat": 3, "type": "discard", "card": "9H"}) == "cannot_discard_upcard"
    act(state, 3, "discard", card="QH")
    report = ENGINE.report(state)
    assert report["alone"] == [3] and report["inactive"] == [1] and report["makers"] == 1
    assert report["to_act"] == 0
    play_tricks(state, LONE_DEALER_MARCH)
    assert all(len(t.plays) == 3 and 1 not in dict(t.plays) for t in state.tricks)
    assert state.deal_result["points"] == [0, 4] and state.deal_result["reason"] == "march"
    assert state.scores == [0, 4]


def test_s8_lone_dealer_taking_four_tricks_scores_one():
    """E4 row 1 through a deal: alone, 4 tricks -> 1.  The dealer keeps AC and throws it on the
    first spade instead of trumping, so seat 0's AS takes one trick."""
    hands = [
        ["AS", "KS", "QS", "JS", "TS"],
        ["KC", "QC", "JC", "TC", "9C"],
        ["AD", "KD", "QD", "TD", "9D"],
        ["JH", "JD", "AH", "KH", "AC"],
    ]
    state = start(
        NA,
        full_deal(NA, 3, hands, "9H"),
        passes(0, 1, 2) + [order_up(3, alone=True), {"seat": 3, "type": "discard", "card": "KH"}],
    )
    play_tricks(
        state, [(0, "AS AD AC", 0), (0, "KS KD 9H", 3), (3, "JH QS QD", 3), (3, "JD JS TD", 3), (3, "AH TS 9D", 3)]
    )
    assert state.deal_result["points"] == [0, 1] and state.deal_result["reason"] == "point"
    assert state.deal_result["tricks_won"] == [1, 4]


def test_s8_target_reached_by_a_loner_march_ends_the_match_only_after_the_deal():
    """§8, §12.10: team 1 at 7; the lone march (+4) takes it to 11 >= 10 once the deal is over."""
    state = start(
        NA,
        full_deal(NA, 3, LONE_DEALER, "9H"),
        passes(0, 1, 2) + [order_up(3, alone=True), {"seat": 3, "type": "discard", "card": "QH"}],
        scores=[0, 7],
    )
    play_tricks(state, LONE_DEALER_MARCH[:3])
    assert state.game_over is False and state.scores == [0, 7]  # three tricks won: nothing decided mid-deal
    play_tricks(state, LONE_DEALER_MARCH[3:])
    assert state.scores == [0, 11] and state.game_over is True and state.winner == 1


def test_s4_4_stuck_dealer_calls_alone_and_marches_for_four():
    """§4.4, §6.1, §8: stick the dealer; the upcard 9C is barred; the dealer calls hearts alone."""
    r = rules(stick_the_dealer=True)
    hands = [
        ["AS", "KS", "QS", "JS", "TS"],
        ["AC", "KC", "QC", "JC", "TC"],
        ["AD", "KD", "QD", "TD", "9D"],
        ["JH", "JD", "AH", "KH", "QH"],
    ]
    state = start(r, full_deal(r, 3, hands, "9C"), passes(0, 1, 2, 3, 0, 1, 2))
    assert refused(state, {"seat": 3, "type": "pass"}) == "dealer_must_call"
    assert refused(state, call(3, "C", alone=True)) == "suit_turned_down"
    act(state, 3, "call", suit="H", alone=True)
    assert ENGINE.report(state)["inactive"] == [1] and ENGINE.to_act(state) == 0
    play_tricks(
        state, [(0, "AS AD QH", 3), (3, "JH KS KD", 3), (3, "JD QS QD", 3), (3, "AH JS TD", 3), (3, "KH TS 9D", 3)]
    )
    assert state.deal_result["points"] == [0, 4] and state.deal_result["reason"] == "march"


# Seat 0 calls diamonds alone holding no diamond; seat 3 holds both red bowers.
EUCHRED_LONER = LONE_DEALER


@pytest.mark.parametrize(("option", "points"), [({}, 2), ({"euchred_loner_points": 4}, 4)])
def test_s8_euchred_lone_maker_scores_euchred_loner_points_and_nothing_extra_for_zero_tricks(option, points):
    """§8: makers 0-2 with the maker alone -> `euchred_loner_points` (2, or 4 by option);
    no extra for 0 tricks.  JH is a diamond (left bower) once diamonds are trump."""
    r = rules(**option)
    state = start(r, full_deal(r, 3, EUCHRED_LONER, "9H"), passes(0, 1, 2, 3) + [call(0, "D", alone=True)])
    assert ENGINE.report(state)["inactive"] == [2] and ENGINE.to_act(state) == 0
    play_tricks(
        state, [(0, "AS AC JD", 3), (3, "JH KS KC", 3), (3, "AH QS QC", 3), (3, "KH JS JC", 3), (3, "QH TS TC", 3)]
    )
    assert state.deal_result["points"] == [0, points] and state.deal_result["reason"] == "euchred"
    assert state.deal_result["tricks_won"] == [0, 5]


def test_s6_s8_lone_defender_euchring_a_partnership_scores_four():
    """§6.2, §8 (E4 row 4 through a deal): seat 0 calls clubs with its partner; asked from eldest,
    seat 1 defends alone (seat 3 sits out); the makers take 2 tricks -> defenders 4."""
    r = rules(defend_alone="any")
    hands = [
        ["9C", "TC", "AH", "KH", "QH"],
        ["JC", "JS", "AC", "AS", "KS"],
        ["9D", "TD", "QD", "KD", "AD"],
        ["KC", "QC", "QS", "TS", "9H"],
    ]
    state = start(r, full_deal(r, 3, hands, "9S"), passes(0, 1, 2, 3) + [call(0, "C")])
    assert state.phase == "defend_alone" and ENGINE.to_act(state) == 1
    act(state, 1, "defend_alone")
    report = ENGINE.report(state)
    assert report["alone"] == [1] and report["inactive"] == [3] and report["to_act"] == 0
    play_tricks(
        state, [(0, "AH AS AD", 0), (0, "KH KS KD", 0), (0, "QH JC QD", 1), (1, "JS TD 9C", 1), (1, "AC 9D TC", 1)]
    )
    assert state.deal_result["tricks_won"] == [2, 3]
    assert state.deal_result["points"] == [0, 4] and state.deal_result["reason"] == "euchred"


# -- the left bower and revokes (§2.1, §9, §12.2) -----------------------------------------------------
E2_HANDS = [
    ["9H", "AC", "KC", "QC", "JS"],
    ["AD", "KD", "QD", "9S", "TS"],
    ["JD", "9D", "KS", "QS", "9C"],
    ["JH", "TH", "QH", "KH", "AH"],
]
E2_OPENING = passes(1, 2, 3, 0) + [call(1, "H"), {"seat": 1, "type": "play", "card": "AD"}]


def test_s12_2_left_bower_played_on_its_printed_suit_is_a_revoke_refused_or_scored():
    """§2.1, §9.2-9.3: hearts trump, AD led; seat 2 holds 9D, so JD (a heart) is not a diamond:
    refused by default, and under `report` it is a revoke: team 1 +2 whatever the tricks."""
    deal = full_deal(NA, 0, E2_HANDS, "AS")
    state = start(NA, deal, E2_OPENING)
    assert refused(state, {"seat": 2, "type": "play", "card": "JD"}) == "must_follow_suit"
    state = start(NA, deal, E2_OPENING + [{"seat": 2, "type": "play", "card": "JD"}], report=True)
    [violation] = state.violations
    assert (violation["rule"], violation["seat"], violation["card"]) == ("must_follow_suit", 2, "JD")
    while state.phase != "over":
        act(state, ENGINE.to_act(state), "play", card=legal(state)[0]["card"])
    assert state.deal_result["points"] == [0, 2] and state.deal_result["reason"] == "revoke"


# Hearts trump (seat 1 calls in round 2, dealer 0); seat 2's hand is hidden: JD 9S TS 9C 9D.
HIDDEN_2 = [["AC", "KC", "QC", "JC", "TC"], ["AH", "KH", "QH", "AS", "KS"], None, ["JH", "TH", "9H", "QS", "JS"]]
HIDDEN_2_DEAL = {"dealer": 0, "hands": HIDDEN_2, "turn_up": "AD", "kitty": ["TD", "QD", "KD"]}
HIDDEN_2_OPENING = passes(1, 2, 3, 0) + [call(1, "H")]
HIDDEN_2_TRUE = ["JD", "9S", "TS", "9C", "9D"]


def play_true_hands(state, true_hands):
    """Finish the deal; a hidden seat plays only cards from its true hand."""
    while state.phase != "over":
        options = legal(state)
        seat = options[0]["seat"]
        act(
            state,
            seat,
            "play",
            card=next(o["card"] for o in options if seat not in true_hands or o["card"] in true_hands[seat]),
        )


def plays(*steps):
    return [{"seat": seat, "type": "play", "card": card} for seat, card in steps]


def test_s9_3_hidden_hand_failing_trump_is_proven_by_its_left_bower_later():
    """§9.3, §12.2: trump led, the hidden seat 2 throws 9S; when it later plays JD - the left
    bower, a trump - it is proven to have held trump: revoke, team 1 +2."""
    state = start(NA, HIDDEN_2_DEAL, HIDDEN_2_OPENING + plays((1, "AH"), (2, "9S"), (3, "9H"), (0, "AC")))
    assert state.violations == [] and state.tricks[0].winner == 1
    act(state, 1, "play", card="KH")
    act(state, 2, "play", card="JD")
    [violation] = state.violations
    assert (violation["seat"], violation["trick"], violation["card"], violation["proven_by"]) == (2, 0, "9S", "JD")
    assert state.tricks[1].plays[1] == (2, "JD")
    play_true_hands(state, {2: HIDDEN_2_TRUE})
    assert state.deal_result["points"] == [0, 2] and state.deal_result["reason"] == "revoke"


def test_s9_3_hidden_hand_left_bower_on_its_printed_suit_is_proven_by_a_plain_card_of_that_suit():
    """§9.3, §12.2: hearts trump, AD led; the hidden seat 2 plays JD (a heart, not a diamond),
    then 9D on a later trick: that proves it could have followed diamonds."""
    hands = [["AC", "KC", "QC", "JC", "TC"], ["AD", "KS", "KD", "QD", "9S"], None, ["QS", "JS", "TS", "JH", "AH"]]
    deal = {"dealer": 0, "hands": hands, "turn_up": "TD"}
    state = start(NA, deal, passes(1, 2, 3, 0) + [call(1, "H")] + plays((1, "AD"), (2, "JD"), (3, "JH"), (0, "AC")))
    assert state.violations == [] and state.tricks[0].winner == 3
    act(state, 3, "play", card="QS")
    act(state, 0, "play", card="KC")
    act(state, 1, "play", card="KS")
    act(state, 2, "play", card="9D")
    [violation] = state.violations
    assert (violation["card"], violation["proven_by"]) == ("JD", "9D")


def test_s12_2_hidden_hand_failing_a_plain_suit_is_not_proven_by_that_suits_left_bower():
    """§12.2: the left bower never follows its printed suit, so playing JD after failing
    diamonds proves nothing."""
    hands = [["AC", "KC", "QC", "JC", "TC"], ["AD", "KS", "KD", "QD", "9S"], None, ["QS", "JS", "TS", "JH", "AH"]]
    state = start(
        NA,
        {"dealer": 0, "hands": hands, "turn_up": "TD"},
        passes(1, 2, 3, 0)
        + [call(1, "H")]
        + plays((1, "AD"), (2, "9C"), (3, "JH"), (0, "AC"), (3, "AH"), (0, "KC"), (1, "KD"), (2, "JD")),
    )
    assert state.violations == []
    assert state.tricks[1].winner == 2  # AH led (trump), JD follows it as the left bower and beats it


# -- presets (§1, §10) ------------------------------------------------------------------------------------
def test_s1_classic_1844_sevens_and_eights_are_in_play_and_the_game_is_to_five():
    """§1 `classic-1844`: 32 cards (7-A), target 5.  Hearts trump: the 7 of trump beats the
    ace of a plain suit; team 0 marches (+2) from 3 to 5 and wins, where 10 would not."""
    r = rules("classic-1844")
    assert ENGINE.trick_winner(r, "H", [(0, "AS"), (1, "7H")]) == 1
    assert ENGINE.trick_winner(r, "H", [(0, "7H"), (1, "8H")]) == 1
    hands = [
        ["JH", "JD", "AH", "KH", "QH"],
        ["7S", "8S", "9S", "TS", "JS"],
        ["7H", "8C", "9C", "TC", "JC"],
        ["7D", "8D", "9D", "TD", "QD"],
    ]
    tricks = [
        (0, "JH 7S 7H 7D", 0),
        (0, "JD 8S 8C 8D", 0),
        (0, "AH 9S 9C 9D", 0),
        (0, "KH TS TC TD", 0),
        (0, "QH JS JC QD", 0),
    ]
    for target, over in [(None, True), (10, False)]:
        rule_set = r if target is None else rules("classic-1844", points_to_win=target)
        state = start(rule_set, full_deal(rule_set, 3, hands, "7C"), passes(0, 1, 2, 3) + [call(0, "H")], scores=[3, 0])
        assert legal_cards(state) == sorted(hands[0])
        play_tricks(state, tricks)
        assert state.deal_result["points"] == [2, 0] and state.deal_result["reason"] == "march"
        assert state.scores == [5, 0] and state.game_over is over and state.winner == (0 if over else None)


def test_s10_three_handed_euchred_maker_with_tied_defenders_gives_one_each():
    """§10.2, §12.9 (E8 row 2 through a deal): 7 cards each; seat 0 calls clubs and takes 3
    tricks; seats 1 and 2 take 2 each -> 1 point each, per seat."""
    r = rules("three-handed")
    hands = [
        ["JC", "JS", "AC", "9H", "TH", "TD", "9S"],
        ["KC", "QC", "AH", "KH", "QH", "TS", "KD"],
        ["TC", "9C", "AS", "KS", "QS", "9D", "JH"],
    ]
    state = start(r, full_deal(r, 2, hands, "JD"), passes(0, 1, 2) + [call(0, "C")])
    assert legal(state)[0] == {"seat": 0, "type": "play", "card": "JC"} and len(legal(state)) == 7
    play_tricks(
        state,
        [
            (0, "JC QC 9C", 0),
            (0, "JS KC TC", 0),
            (0, "AC TS AS", 0),
            (0, "9S QH QS", 2),
            (2, "KS TD KH", 2),
            (2, "9D 9H KD", 1),
            (1, "AH JH TH", 1),
        ],
    )
    assert state.deal_result["tricks_won"] == [3, 2, 2]
    assert state.deal_result["points"] == [0, 1, 1] and state.deal_result["reason"] == "euchred"
    assert state.scores == [0, 1, 1]


# -- what is shown (§3.2, §5.1) ---------------------------------------------------------------------------
def test_s3_2_kitty_and_the_dealers_discard_stay_hidden_from_everyone_else():
    """§3.2: the kitty stays face down; §5.1: the dealer's discard is face down (his eyes only).
    The upcard, once picked up, is the dealer's card; everyone sees it was taken."""
    deal = full_deal(NA, 3, LONE_DEALER, "9H")
    state = start(NA, deal, passes(0, 1) + [order_up(2), {"seat": 3, "type": "discard", "card": "QH"}])
    kitty = deal["kitty"]
    public = json.dumps(ENGINE.report(state))
    assert not any(f'"{card}"' in public for card in [*kitty, "QH"])
    for seat in range(4):
        view = ENGINE.seat_view(state, seat)
        shown = json.dumps(view)
        assert not any(f'"{card}"' in shown for card in kitty)
        assert ('"QH"' in shown) is (seat == 3)
        assert view["upcard"] == "9H" and view["hand_counts"] == [5, 5, 5, 5]
    assert "9H" in ENGINE.seat_view(state, 3)["hand"]


@pytest.mark.parametrize(("extra", "penalty"), [({}, 2), ({"revoke_points_loner": 4}, 4)])
def test_s9_3_loner_hidden_hand_revoke_over_http(client, extra, penalty):
    """§9.3 over the API (docs/API.md §3): seat 1 calls hearts alone; the hidden seat 2 throws 9S on
    AH, then plays JD (the left bower) - proven.  The seed's two points, lone hand or not; 4 only
    when the client sets `revoke_points_loner` (Bicycle campus rules).
    `validate` calls the history invalid; `adjudicate` lists the same violation."""
    hands = [HIDDEN_2[0], HIDDEN_2[1], None, HIDDEN_2[3]]
    actions = (
        HIDDEN_2_OPENING[:-1]
        + [call(1, "H", alone=True)]
        + plays((1, "AH"), (2, "9S"), (0, "AC"), (1, "KH"), (2, "JD"))
    )
    body = {
        "rules": {"variant": "north-american", **extra},
        "deal": {"dealer": 0, "hands": hands, "turn_up": "AD"},
        "actions": actions,
    }
    verdict = client.post("/v1/games/euchre/validate", json=body).get_json()
    answer = client.post("/v1/games/euchre/adjudicate", json=body).get_json()
    assert verdict["valid"] is False
    for result in (verdict, answer):
        [violation] = result["violations"]
        assert (violation["rule"], violation["action_index"], violation["card"]) == ("must_follow_suit", 6, "9S")
        assert violation["penalty"] == {"points": [0, penalty]}
    assert answer["inactive"] == [3] and answer["alone"] == [1] and answer["to_act"] == 0


def test_api_3_adjudicate_between_tricks_lists_no_empty_trick(client):
    """docs/API.md §3: "no empty trick is listed between tricks".  E3's deal just after the first
    trick (won by seat 0, who leads next), and just after trump is made (nothing led yet)."""
    hands = [
        ["JS", "AS", "KH", "9C", "TD"],
        ["9S", "AH", "QH", "AC", "9D"],
        ["JC", "TS", "KC", "QC", "AD"],
        ["KS", "QS", "JH", "9H", "KD"],
    ]
    made = passes(0, 1, 2, 3) + [call(0, "S")]
    body = {"rules": {"variant": "north-american"}, "deal": {"dealer": 3, "hands": hands, "turn_up": "TH"}}
    before_lead = client.post("/v1/games/euchre/adjudicate", json={**body, "actions": made}).get_json()
    assert (before_lead["phase"], before_lead["to_act"], before_lead["tricks"]) == ("play", 0, [])
    first_trick = made + plays((0, "JS"), (1, "9S"), (2, "TS"), (3, "QS"))
    answer = client.post("/v1/games/euchre/adjudicate", json={**body, "actions": first_trick}).get_json()
    assert answer["tricks"] == [
        {
            "leader": 0,
            "winner": 0,
            "plays": [
                {"seat": 0, "card": "JS"},
                {"seat": 1, "card": "9S"},
                {"seat": 2, "card": "TS"},
                {"seat": 3, "card": "QS"},
            ],
        }
    ]
    assert answer["to_act"] == 0 and {a["type"] for a in answer["legal_actions"]} == {"play"}
    listed = client.post("/v1/games/euchre/legal-actions", json={**body, "actions": first_trick}).get_json()
    assert listed["to_act"] == 0 and listed["legal_actions"] == answer["legal_actions"]
