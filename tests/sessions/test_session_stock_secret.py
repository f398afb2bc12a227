"""A session keeps its stock secret: a move may not name the card it would take from the stock.

Whether a guess is the top card or not, the answer is the same 400 naming the field, and the
session does not move: a seat cannot probe the stock before choosing to draw.
"""

from __future__ import annotations

import pytest

from tests.sessions.conftest import Table


def _ecarte_exchange(table: Table) -> tuple[int, dict, list[str]]:
    """The elder proposes, the dealer accepts: the elder's exchange would draw from the stock."""
    referee = table.referee_view()
    elder = referee["to_act"]
    assert table.post(table.token_of(elder), {"type": "propose"}).status_code == 200
    assert table.post(table.token_of(1 - elder), {"type": "accept"}).status_code == 200
    referee = table.referee_view()
    hand = referee["dealt"]["hands"][elder]
    return elder, {"type": "exchange", "discard": hand[:1]}, referee["dealt"]["stock"]


def _sette_hit(table: Table) -> tuple[int, dict, list[str]]:
    """Every player bets: the first to act could hit the stock's top card."""
    for seat in (1, 2):
        assert table.post(table.token_of(seat), {"type": "bet", "amount": 1}).status_code == 200
    referee = table.referee_view()
    return referee["to_act"], {"type": "hit"}, referee["dealt"]["stock"]


def _ramino_draw(table: Table) -> tuple[int, dict, list[str]]:
    """The starter discards: the next seat's draw would take the stock's top card."""
    referee = table.referee_view()
    starter = referee["to_act"]
    discard = next(a for a in referee["legal_actions"] if a["type"] == "discard")
    assert table.post(table.token_of(starter), {"type": "discard", "card": discard["card"]}).status_code == 200
    referee = table.referee_view()
    return referee["to_act"], {"type": "draw", "source": "stock"}, referee["dealt"]["stock"]


STOCK_MOVES = {
    "ecarte": (_ecarte_exchange, "draw", 1),
    "sette-e-mezzo": (_sette_hit, "card", None),
    "ramino": (_ramino_draw, "card", None),
}


@pytest.mark.parametrize("game", sorted(STOCK_MOVES))
def test_naming_the_stock_card_is_refused_alike_for_the_top_card_and_any_other(client, game):
    reach, field, count = STOCK_MOVES[game]
    seats = {"seats": 3} if game == "sette-e-mezzo" else {}
    table = Table(client, game, seed=21, dealer=0, **seats)
    seat, move, stock = reach(table)
    version = table.referee_view()["version"]
    answers = []
    for guess in (stock[0], stock[-1]):  # the true top card, and one that is not on top
        named = {field: [guess] if count else guess}
        response = table.post(table.token_of(seat), {**move, **named})
        body = response.get_json()
        assert response.status_code == 400, body
        assert list(body["errors"]) == [field]
        assert guess not in str(body)
        answers.append((body["errors"], body["detail"]))
    assert answers[0] == answers[1]
    assert table.referee_view()["version"] == version
    assert table.post(table.token_of(seat), move).status_code == 200  # the same move, card left out


def test_a_ramino_draw_may_still_name_the_public_top_discard(client):
    table = Table(client, "ramino", seed=21, dealer=0)
    referee = table.referee_view()
    discard = next(a for a in referee["legal_actions"] if a["type"] == "discard")["card"]
    assert table.post(table.token_of(referee["to_act"]), {"type": "discard", "card": discard}).status_code == 200
    seat = table.referee_view()["to_act"]
    taken = table.post(table.token_of(seat), {"type": "draw", "source": "discard", "card": discard})
    assert taken.status_code == 200, taken.get_json()
