"""Sette e Mezzo through sessions: the digest's rules a whole match depends on (4.4, 7.1, 7.3)."""

from __future__ import annotations

from .conftest import Table


def play_deal_standing(table: Table) -> None:
    """Every player bets 1 and stands, then the banker stands: one deal, whatever the cards."""
    number = table.referee_view()["deal_number"]
    while True:
        referee = table.referee_view()
        if referee["game_over"] or referee["deal_number"] != number:
            return
        action = {"type": "bet", "amount": 1} if referee["deal"]["phase"] == "betting" else {"type": "stand"}
        response = table.post(table.token_of(referee["to_act"]), action)
        assert response.status_code == 200, response.get_json()


def test_rule_7_3_max_deals_ends_a_session_after_that_many_deals(client):
    # 7.3: "The match is over ... after max_deals deals (null = no limit; sessions count them)."
    table = Table(client, "sette-e-mezzo", seats=3, seed=11, rules={"variant": "classic", "max_deals": 2})
    play_deal_standing(table)
    after_one = table.referee_view()
    assert (after_one["deal_number"], after_one["game_over"]) == (2, False)
    play_deal_standing(table)
    after_two = table.referee_view()
    assert after_two["game_over"] is True
    assert after_two["deal_number"] == 2
    log = table.log(table.referee).get_json()
    assert len(log["deals"]) == 2 and all(d["finished"] for d in log["deals"])
    refused = table.post(table.token_of(1), {"type": "bet", "amount": 1})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "game_over"


def test_rule_4_4_acting_after_ones_turn_is_turn_over_409_in_a_session(client):
    # 4.4: "Acting after one's turn ended: turn_over ... Both are acting out of turn: 422 in a
    # replay, 409 in a session."
    table = Table(client, "sette-e-mezzo", seats=3, seed=12, dealer=0)
    for seat in (1, 2):
        assert table.post(table.token_of(seat), {"type": "bet", "amount": 1}).status_code == 200
    assert table.post(table.token_of(1), {"type": "stand"}).status_code == 200
    again = table.post(table.token_of(1), {"type": "stand"})
    body = again.get_json()
    assert again.status_code == 409, body
    assert (body["rule"], body["type"], body["to_act"]) == ("turn_over", "/problems/turn-over", 2)
    early = table.post(table.token_of(0), {"type": "stand"})
    assert early.status_code == 409 and early.get_json()["rule"] == "not_your_turn"
