"""The hands a session deals as a match goes on (§3.1, §10): the seats out are dealt nothing, and
each hand says which hand of the match it is."""

from __future__ import annotations

import random

from service.cards import DOUBLE_FRENCH_WITH_JOKERS
from service.games.ramino.engine import ENGINE

ELIMINATION = ENGINE.resolve_rules({"players": 3, "match": "elimination", "elimination_at": 101})


def _order() -> list[str]:
    order = DOUBLE_FRENCH_WITH_JOKERS.full()
    random.Random(4).shuffle(order)
    return order


def test_a_seat_past_the_elimination_total_is_dealt_nothing_and_the_hand_starts():
    deal = ENGINE.deal_of_match(ELIMINATION, _order(), 1, 3, 4, [120, 10, 5])
    assert deal["eliminated"] == [0] and deal["hands"][0] == [] and deal["hand_number"] == 4
    assert [len(hand) for hand in deal["hands"]] == [0, 14, 15]  # seat 2 starts: the next seat still in
    state = ENGINE.start(ELIMINATION, deal, [120, 10, 5])
    assert state.eliminated == {0} and ENGINE.to_act(state) == 2


def test_fixed_hands_count_the_hands_so_the_match_ends_at_the_last():
    rules = ENGINE.resolve_rules({"players": 2, "match": "fixed_hands", "fixed_hands": 3})
    deal = ENGINE.deal_of_match(rules, _order(), 0, 2, 3, [40, 60])
    assert deal["hand_number"] == 3 and "eliminated" not in deal
    state = ENGINE.start(rules, deal, [40, 60])
    assert ENGINE.match_progress(state) == {"hand_number": 4}


def test_scores_that_leave_one_seat_in_deal_to_every_seat_for_the_start_to_refuse():
    deal = ENGINE.deal_of_match(ELIMINATION, _order(), 0, 3, 5, [120, 130, 5])
    assert "eliminated" not in deal and all(deal["hands"])
