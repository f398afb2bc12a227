"""Euchre's hands shown before the first lead through a session (docs/rules/euchre.md §15.7): the hand
shown is public, the three cards given go face down, the kitty's last three reach the shower only,
and a redeal keeps the dealer."""

from __future__ import annotations

import pytest

from tests.sessions.conftest import Table

SEEDS = range(400)


def ace_no_face(hand: list[str]) -> bool:
    """One ace and nines and tens (the North American variation's «un asso», §15.7)."""
    return all(card[0] in "9TA" for card in hand) and [card[0] for card in hand].count("A") == 1


def table_with_an_ace_no_face(client) -> tuple[Table, int]:
    """A session whose first deal gives a seat other than the dealer an ace-no-face hand."""
    for seed in SEEDS:
        table = Table(client, "euchre", seed=seed, rules={"ace_no_face": "either"})
        dealt = table.referee_view()["dealt"]
        order = [(dealt["dealer"] + k) % 4 for k in range(1, 4)]  # from eldest, the dealer left out
        shower = next((seat for seat in order if ace_no_face(dealt["hands"][seat])), None)
        if shower is not None:
            return table, shower
    pytest.fail(f"no ace-no-face hand in the first deal of {len(SEEDS)} sessions")


def bid_and_discard(table: Table) -> None:
    """The seat to act orders the upcard up, and the dealer discards."""
    referee = table.referee_view()
    seat = referee["to_act"]
    assert table.post(table.token_of(seat), {"type": "order_up", "alone": False}).status_code == 200
    dealer = table.referee_view()["to_act"]
    discard = table.view(table.token_of(dealer))["legal_actions"][0]
    assert table.post(table.token_of(dealer), discard).status_code == 200


def test_an_exchange_shows_the_hand_and_hides_the_cards_given(client):
    table, shower = table_with_an_ace_no_face(client)
    dealt = table.referee_view()["dealt"]
    bid_and_discard(table)
    referee = table.referee_view()
    assert referee["deal"]["phase"] == "show_hand" and referee["to_act"] == shower
    hand = dealt["hands"][shower]
    given = hand[:3]
    answer = table.post(table.token_of(shower), {"type": "exchange", "cards": given})
    assert answer.status_code == 200, answer.get_json()

    own = table.view(table.token_of(shower))["deal"]
    assert sorted(own["hand"]) == sorted([*hand[3:], *dealt["kitty"][-3:]])
    other = (shower + 1) % 4
    seen = table.view(table.token_of(other))["deal"]
    assert seen["shown"] == [{"seat": shower, "cards": hand}]
    logged = table.log(table.token_of(other)).get_json()["deals"][-1]["actions"][-1]
    assert logged["type"] == "exchange" and "cards" not in logged and logged["hidden"] == {"cards": 3}


def test_a_redeal_keeps_the_dealer(client):
    table, shower = table_with_an_ace_no_face(client)
    dealer = table.referee_view()["dealt"]["dealer"]
    bid_and_discard(table)
    assert table.post(table.token_of(shower), {"type": "redeal"}).status_code == 200
    referee = table.referee_view()
    assert referee["deal_number"] == 2 and referee["dealt"]["dealer"] == dealer
    assert referee["scores"] == [0, 0]
