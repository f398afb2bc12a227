"""Euchre 1844: the assist (digest §1, §4.1; docs/rules/euchre.md "The assist and going alone").

Seed 003: "Il partner del mazziere può dichiarare 'assist', nel qual caso il mazziere prende la
briscola e diventa il maker."  Under `classic-1844` (option `assist_makes_dealer_maker`) an
order_up by the dealer's partner makes the DEALER the maker.  Going alone after an assist
(chosen from Dick's American Card Player, 1866, and the 19th-century laws 93-96): the assister
may go alone with the assist (the dealer sits out, still discards, and stays the maker), or else
the dealer may go alone with the discard; the defenders only as `defend_alone` allows.
"""

from __future__ import annotations

import pytest

from tests.games.euchre.support import ENGINE, act, full_deal, legal, passes, play_out, refused, rules, start

CLASSIC = rules("classic-1844")
NA = rules()
DEALER, ASSISTER, ELDEST, THIRD = 3, 1, 0, 2


def assist(alone: bool = False) -> list[dict]:
    return passes(ELDEST) + [{"seat": ASSISTER, "type": "order_up", "alone": alone}]


def discard(card: str, alone: bool = False) -> dict:
    return {"seat": DEALER, "type": "discard", "card": card, "alone": alone}


# The assister holds the five best hearts; the upcard 9H makes hearts trump.
ASSISTER_MARCH = [
    ["AS", "KS", "QS", "JS", "TS"],
    ["JH", "JD", "AH", "KH", "QH"],
    ["AC", "KC", "QC", "JC", "TC"],
    ["AD", "KD", "QD", "TD", "9D"],
]
# The dealer holds every trump but the three low ones, which the assister (sitting out) holds.
DEALER_MARCH = [
    ["AS", "KS", "QS", "JS", "TS"],
    ["TH", "8H", "7H", "7C", "8C"],
    ["AC", "KC", "QC", "JC", "TC"],
    ["JH", "JD", "AH", "KH", "QH"],
]
# The assister holds the lowest card of every suit it holds and no trump: it cannot take a trick.
ASSISTER_EUCHRED = [
    ["AS", "KS", "QS", "JS", "TS"],
    ["7C", "8C", "7S", "8S", "7D"],
    ["AC", "KC", "QC", "JC", "TC"],
    ["AD", "KD", "QD", "TD", "9D"],
]


@pytest.mark.parametrize("r", [CLASSIC, rules(assist_makes_dealer_maker=True)], ids=["classic-1844", "option"])
def test_s4_1_the_assist_makes_the_dealer_the_maker(r):
    state = start(r, full_deal(r, DEALER, ASSISTER_MARCH, "9H"), assist())
    report = ENGINE.report(state)
    assert (report["maker"], report["makers"], report["trump"]) == (DEALER, 1, "H")
    assert report["alone"] == [] and report["inactive"] == []
    assert report["phase"] == "discard" and report["to_act"] == DEALER
    act(state, DEALER, "discard", card="9D")
    play_out(state)
    result = state.deal_result
    assert result["maker"] == DEALER and result["points"] == [0, 2] and result["reason"] == "march"


@pytest.mark.parametrize("r", [NA, rules("classic-1844", assist_makes_dealer_maker=False)], ids=["na", "off"])
def test_without_the_option_the_dealers_partner_who_orders_up_is_the_maker(r):
    state = start(r, full_deal(r, DEALER, ASSISTER_MARCH, "9H"), assist())
    assert ENGINE.report(state)["maker"] == ASSISTER
    assert all("alone" not in a for a in legal(state))  # nobody goes alone with the discard: not listed
    assert refused(state, discard("9D", alone=True)) == "no_going_alone"


@pytest.mark.parametrize(("loner_lead", "leader"), [("eldest", ELDEST), ("left_of_loner", THIRD)])
def test_the_assister_may_go_alone_and_the_dealer_sits_out_but_stays_the_maker(loner_lead, leader):
    """Dick (1866): "B assists or orders it up ... B or A may [play alone]"; the dealer still takes
    the card up and discards (§5.4); the lead is eldest's, or under left_of_loner the seat left of
    the lone assister.  A lone march scores 4 for the makers."""
    r = rules("classic-1844", loner_lead=loner_lead)
    state = start(r, full_deal(r, DEALER, ASSISTER_MARCH, "9H"), assist(alone=True))
    assert ENGINE.to_act(state) == DEALER and all("alone" not in a for a in legal(state))
    assert refused(state, discard("9D", alone=True)) == "no_going_alone"
    act(state, DEALER, "discard", card="9D")
    report = ENGINE.report(state)
    assert (report["maker"], report["alone"], report["inactive"]) == (DEALER, [ASSISTER], [DEALER])
    assert report["to_act"] == leader
    play_out(state)
    assert all(DEALER not in dict(t.plays) for t in state.tricks)
    assert state.deal_result["points"] == [0, 4] and state.deal_result["reason"] == "march"
    assert state.deal_result["maker"] == DEALER


@pytest.mark.parametrize(("extra", "points"), [({}, [2, 0]), ({"euchred_loner_points": 4}, [4, 0])])
def test_a_lone_assister_euchred_gives_the_defenders_the_lone_hand_euchre(extra, points):
    r = rules("classic-1844", **extra)
    state = start(r, full_deal(r, DEALER, ASSISTER_EUCHRED, "9H"), assist(alone=True) + [discard("9D")])
    play_out(state)
    assert state.deal_result["tricks_won"] == [5, 0]
    assert state.deal_result["points"] == points and state.deal_result["reason"] == "euchred"


@pytest.mark.parametrize(("loner_lead", "leader"), [("eldest", ELDEST), ("left_of_loner", ELDEST)])
def test_after_a_plain_assist_the_dealer_may_go_alone_with_the_discard(loner_lead, leader):
    """Dick (1866): "if the dealer's partner assists ... the dealer has the privilege of playing
    alone"; law 96: "The dealer must announce his intention to play alone before quitting his
    discard."  The dealer's discard carries `alone`; the assister sits out."""
    r = rules("classic-1844", loner_lead=loner_lead)
    state = start(r, full_deal(r, DEALER, DEALER_MARCH, "9H"), assist())
    choices = legal(state)
    assert {(a["card"], a["alone"]) for a in choices} == {
        (card, alone) for card in ["JH", "JD", "AH", "KH", "QH"] for alone in (False, True)
    }
    act(state, DEALER, "discard", card="QH", alone=True)
    report = ENGINE.report(state)
    assert (report["maker"], report["alone"], report["inactive"]) == (DEALER, [DEALER], [ASSISTER])
    assert report["to_act"] == leader
    play_out(state)
    assert state.deal_result["points"] == [0, 4] and state.deal_result["reason"] == "march"


def test_the_dealer_goes_alone_with_the_discard_only_after_an_assist():
    """When the dealer takes up (the dealer's own order_up carries `alone`) or eldest orders up,
    no lone hand is declared with the discard."""
    deal = full_deal(CLASSIC, DEALER, DEALER_MARCH, "9H")
    for bidding in (passes(0, 1, 2) + [{"seat": DEALER, "type": "order_up"}], [{"seat": ELDEST, "type": "order_up"}]):
        state = start(CLASSIC, deal, bidding)
        assert state.phase == "discard" and all("alone" not in a for a in legal(state))
        assert refused(state, discard("QH", alone=True)) == "no_going_alone"


def test_canadian_loner_with_the_assist_the_assister_goes_alone():
    """`canadian_loner` with the 1844 assist: the assist must be alone (§4.5); the dealer stays
    the maker and sits out, and cannot go alone as well."""
    r = rules("classic-1844", canadian_loner=True)
    state = start(r, full_deal(r, DEALER, ASSISTER_MARCH, "9H"), passes(ELDEST))
    assert [a for a in legal(state) if a["type"] == "order_up"] == [
        {"seat": ASSISTER, "type": "order_up", "alone": True}
    ]
    act(state, ASSISTER, "order_up", alone=True)
    assert all("alone" not in a for a in legal(state))
    act(state, DEALER, "discard", card="9D")
    report = ENGINE.report(state)
    assert (report["maker"], report["alone"], report["inactive"]) == (DEALER, [ASSISTER], [DEALER])


def test_defending_alone_against_a_lone_dealer_after_an_assist():
    """`defend_alone: vs_loner` sees the dealer's lone hand declared with the discard; a lone
    defender against the lone dealer: one against one (§6.3)."""
    r = rules("classic-1844", defend_alone="vs_loner")
    state = start(r, full_deal(r, DEALER, DEALER_MARCH, "9H"), assist() + [discard("QH", alone=True)])
    assert state.phase == "defend_alone" and ENGINE.to_act(state) == ELDEST
    act(state, ELDEST, "defend_alone")
    report = ENGINE.report(state)
    assert report["alone"] == [DEALER, ELDEST] and sorted(report["inactive"]) == [ASSISTER, THIRD]
    play_out(state)
    assert all(len(t.plays) == 2 for t in state.tricks) and state.deal_result["points"] == [0, 4]


def test_the_assist_over_http_names_the_dealer_as_maker(client):
    """docs/API.md §3: the answer's `maker` (and `deal_result.maker`) is the dealer after an assist."""
    hands = ASSISTER_MARCH
    body = {
        "rules": {"variant": "classic-1844"},
        "deal": {"dealer": DEALER, "hands": hands, "turn_up": "9H"},
        "actions": [*assist(alone=True), discard("9D")],
    }
    answer = client.post("/v1/games/euchre/adjudicate", json=body).get_json()
    assert (answer["maker"], answer["makers"], answer["alone"], answer["inactive"]) == (DEALER, 1, [1], [3])
    body["actions"] += [
        {"seat": s, "type": "play", "card": c}
        for s, c in [(0, "AS"), (1, "QH"), (2, "TC")]
        + [(1, "JH"), (2, "JC"), (0, "TS")]
        + [(1, "JD"), (2, "QC"), (0, "JS")]
        + [(1, "AH"), (2, "KC"), (0, "QS")]
        + [(1, "KH"), (2, "AC"), (0, "KS")]
    ]
    answer = client.post("/v1/games/euchre/adjudicate", json=body).get_json()
    assert answer["deal_result"] == {
        "points": [0, 4],
        "reason": "march",
        "reason_text": f"the makers (seat {DEALER + 1}'s side) took every trick: a march",  # counted from 1
        "tricks_won": [0, 5],
        "maker": DEALER,
    }
    assert answer["scores"] == [0, 4]
