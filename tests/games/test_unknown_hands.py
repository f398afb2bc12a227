"""What a history proves of the hands it leaves unknown (a report's ``unknown_hands``): how many
cards each holds, the cards known to be among them, and what its plays said it lacked - until a
later card contradicts the play and the revoke is proven instead."""

from __future__ import annotations

from service.engine import apply_all, parse_actions
from service.games.ecarte.engine import ENGINE as ECARTE
from service.games.euchre.engine import ENGINE as EUCHRE
from service.games.ramino.engine import ENGINE as RAMINO
from service.games.ramino.hands import Hands
from tests.console.histories import EUCHRE_REVOKE
from tests.games.ecarte.support import deal as ecarte_deal
from tests.games.ecarte.support import start as ecarte_start
from tests.games.ramino.scenarios import DECK, act, position, rules_with


def _euchre(actions: list[dict]) -> dict:
    rules = EUCHRE.resolve_rules(EUCHRE_REVOKE["rules"])
    state = EUCHRE.start(rules, EUCHRE_REVOKE["deal"], None)
    apply_all(EUCHRE, state, parse_actions(EUCHRE, rules, actions))
    return EUCHRE.report(state)


def test_euchre_a_hand_that_showed_out_of_the_suit_led_lacks_it_and_the_dealer_holds_the_upcard():
    actions = EUCHRE_REVOKE["actions"]
    before = _euchre(actions[:-1])  # seat 1 trumped the ace of spades led; nothing contradicts it yet
    hands = {hand["seat"]: hand for hand in before["unknown_hands"]}
    assert sorted(hands) == [0, 1, 2, 3] and {hand["cards"] for hand in hands.values()} == {3}
    assert hands[1]["lacks"] == [{"action_index": 3, "rule": "must_follow_suit", "suit": "S", "above": None}]
    assert hands[3]["holds"] == ["9H"]  # the dealer picked the upcard up and has not played it
    assert all(not hands[seat]["lacks"] for seat in (0, 2, 3)) and not before["violations"]
    after = _euchre(actions)  # then seat 1 leads the king of spades: the revoke is proven
    (seat_1,) = [hand for hand in after["unknown_hands"] if hand["seat"] == 1]
    assert seat_1["lacks"] == [] and seat_1["cards"] == 2
    assert [(v["rule"], v["action_index"]) for v in after["violations"]] == [("must_follow_suit", 3)]


def test_ecarte_a_hidden_follower_under_the_card_led_lacks_every_higher_card_of_its_suit():
    # elder (seat 0) leads 9S; the dealer's hand is unknown and plays 7S under it: it held no higher spade
    described = ecarte_deal(["9S", "8C", "9C", "TC", "JC"], ["7S", "QD", "KD", "AD", "TD"], "7H", dealer=1, hide=(1,))
    state = ecarte_start(
        described, [{"seat": 0, "type": "play", "card": "9S"}, {"seat": 1, "type": "play", "card": "7S"}]
    )
    (dealer,) = ECARTE.report(state)["unknown_hands"]
    assert dealer["seat"] == 1 and dealer["cards"] == 4 and dealer["holds"] == []
    assert dealer["lacks"] == [{"action_index": 1, "rule": "must_overtake", "suit": "S", "above": "9S"}]


def test_ramino_an_unknown_hand_holds_the_discard_it_took():
    rules = rules_with()
    state = position(rules, [["4S", "5S", "9D"], ["KD"]], to_act=1, drew=False, discards=["6S"])
    state.hands = Hands(DECK, [["4S", "5S", "9D"], None], [3, 4])
    act(state, 1, "draw", source="discard", card="6S")
    (hand,) = RAMINO.report(state)["unknown_hands"]
    assert hand == {"seat": 1, "cards": 5, "holds": ["6S"], "lacks": []}
    act(state, 1, "discard", card="8H")  # a card of its own: the 6S is still known to be there
    (hand,) = RAMINO.report(state)["unknown_hands"]
    assert hand == {"seat": 1, "cards": 4, "holds": ["6S"], "lacks": []}
