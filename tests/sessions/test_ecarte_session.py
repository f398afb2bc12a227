"""Ecarté through sessions: the king of trumps declared by the seat not to act (digest 5.2)."""

from __future__ import annotations

from tests.sessions.conftest import Table

FOUND: list[int] = []
"""The seed found by the first search of this process: a seed deals the same cards on every store, so the other
stores' runs try it first (their session is still checked to hold the king) instead of searching again."""


def table_with_the_king_in_the_dealers_hand(client) -> tuple[Table, dict]:
    """The first seeded session whose dealer holds the trump king (not turned up)."""
    for seed in [*FOUND, *range(1, 400)]:
        table = Table(client, "ecarte", seed=seed)
        referee = table.referee_view()
        dealt = referee["dealt"]
        king = "K" + dealt["turn_up"][1]
        if king in dealt["hands"][dealt["dealer"]]:
            FOUND[:] = [seed]
            return table, referee
    raise AssertionError("no seed in range deals the trump king to the dealer")


def test_the_dealer_declares_while_the_elder_is_to_act(client):
    """5.2: a declaration is not a turn. The dealer's view lists nothing (the elder is to act,
    docs/API.md §3), yet his declaration is taken: one point, and the elder still acts."""
    table, referee = table_with_the_king_in_the_dealers_hand(client)
    dealer, elder = referee["dealer"], referee["to_act"]
    assert elder == 1 - dealer
    assert table.view(table.token_of(dealer))["legal_actions"] == []
    assert all(a["seat"] == elder for a in table.view(table.token_of(elder))["legal_actions"])
    response = table.post(table.token_of(dealer), {"type": "declare_king"})
    assert response.status_code == 200, response.get_json()
    after = table.referee_view()
    assert after["to_act"] == elder and after["deal"]["scores"][dealer] == 1
    assert after["deal"]["king_declared_by"] == dealer and after["deal"]["phase"] == "exchange"
    again = table.post(table.token_of(dealer), {"type": "declare_king"})
    assert again.status_code == 422 and again.get_json()["rule"] == "king_already_declared"
