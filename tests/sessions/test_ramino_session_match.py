"""Ramino matches through sessions (digest §10): the hands after an elimination, and a match of
``fixed_hands`` hands (both once stopped or never ended).

A session's next hand is built by ``RaminoEngine.deal_of_match`` from the match so far: the seats
its scores put out are dealt nothing, and the hand says which hand of the match it is.
"""

from __future__ import annotations

import pytest

from service.cards import DOUBLE_FRENCH_WITH_JOKERS
from tests.sessions.conftest import SINGLE_REDIS, Table
from tests.sessions.match_playout import RuleCase, play_match


@pytest.fixture(params=SINGLE_REDIS)
def store_kind(request):
    """The in-memory store and one Redis (tests/sessions/conftest.py, SINGLE_REDIS): the rules of a match's next
    hand are the engine's, the store only keeps the match; a Redis Cluster keeps it as one Redis does."""
    return request.param


def logged_deals(client, case: RuleCase) -> list[dict]:
    """The log of ``case``'s whole match, played and checked by :func:`play_match`."""
    played = play_match(client, case, probe_rate=0)
    assert played is not None
    table = Table(client, "ramino", created=played.created)
    return table.log(table.referee).get_json()["deals"]


@pytest.mark.parametrize(("players", "seed"), [(3, 8), (4, 9)])
def test_rule_10_the_hands_after_an_elimination_deal_nothing_to_the_seats_out(client, players, seed):
    # §10: "a seat reaching elimination_at is out, the last one left wins"; §3: the dealer's next
    # seat still in the match starts with 15 cards. Seed 8 puts a seat out in hand 1, seed 9 one
    # in each of hands 1 and 2 (4 seats: hand 3 is played by two).
    deals = logged_deals(client, RuleCase("ramino", {"players": players, "elimination_at": 40}, None, seed))
    assert deals[0]["deal_result"]["eliminated"], "the seed must put a seat out in hand 1"
    out: list[int] = []
    for number, entry in enumerate(deals, start=1):
        deal = entry["deal"]
        assert deal.get("eliminated", []) == sorted(out) and deal["hand_number"] == number
        assert all(deal["hands"][seat] == [] for seat in out)
        in_play = players - len(out)
        assert sorted(len(hand) for hand in deal["hands"] if hand) == [14] * (in_play - 1) + [15]
        assert len(deal["stock"]) + 14 * in_play + 1 == DOUBLE_FRENCH_WITH_JOKERS.size
        assert not {a["seat"] for a in entry["actions"]} & set(out)
        out += entry["deal_result"]["eliminated"]
    assert len(out) == players - 1 and len(deals) > 2 - (players == 3)


@pytest.mark.parametrize("hands", [1, 3])
def test_rule_10_a_fixed_hands_match_ends_after_that_many_hands(client, hands):
    # §10: "fixed_hands (after fixed_hands hands, lowest total wins)".
    deals = logged_deals(client, RuleCase("ramino", {"match": "fixed_hands", "fixed_hands": hands}, None, 5))
    assert [d["deal_number"] for d in deals] == list(range(1, hands + 1))
    assert [d["deal"].get("hand_number") for d in deals] == list(range(1, hands + 1))
    totals = [sum(points) for points in zip(*(d["deal_result"]["points"] for d in deals), strict=True)]
    assert all(d["finished"] for d in deals) and deals[-1]["scores_after"] == totals


def test_rule_10_a_session_whose_scores_put_a_seat_out_draws_its_dealer_among_the_seats_still_in(client):
    # §10: a seat out of the match is dealt nothing and deals no more. The service drew the
    # dealer among every seat, and answered a 400 on 'dealer' (not sent) when it drew seat 0.
    dealers = set()
    for seed in range(6):
        table = Table(client, "ramino", seed=seed, rules={"players": 3}, scores=[120, 0, 0])
        dealt = table.referee_view()["dealt"]
        assert dealt["eliminated"] == [0] and dealt["hands"][0] == []
        dealers.add(dealt["dealer"])
    assert dealers == {1, 2}
    named = client.post(
        "/v1/sessions", json={"game": "ramino", "rules": {"players": 3}, "scores": [120, 0, 0], "dealer": 0}
    )
    assert named.status_code == 400 and named.get_json()["errors"] == {"dealer": ["seat 0 is out of the match"]}
