"""Ramino through sessions: a refused meld's reading and valid orders reach the poster;
they name only the cards the poster sent, so nothing hidden leaves with them."""

from __future__ import annotations

from tests.sessions.conftest import Table


def test_an_invalid_meld_refused_in_a_session_carries_its_reading_and_valid_orders(client):
    table = Table(client, "ramino", seats=2, seed=3)
    seat = table.referee_view()["to_act"]
    refused = table.post(table.token_of(seat), {"type": "open", "melds": [["JK", "AH", "JK"]]})
    body = refused.get_json()
    assert refused.status_code == 422, body
    assert body["rule"] == "invalid_meld" and body["meld"] == ["JK", "AH", "JK"]
    assert body["read_as"]["ranks"] == ["K", "A", "2"]
    assert [a["cards"] for a in body["valid_arrangements"]] == [["AH", "JK", "JK"], ["JK", "JK", "AH"]]
    assert "reads as K-A-2" in body["detail"]
