"""Standings of tournaments whose tables seat more than two sides (Ramino at 3-4, Sette e Mezzo at 4+)."""

from __future__ import annotations

import pytest

from tests.tournaments.support import NAMES, create, make_app, post_result, seats_of


@pytest.fixture(scope="module")
def client():
    return make_app("memory").test_client()


@pytest.mark.parametrize(
    ("game", "table_size", "scores"),
    [("ramino", 4, [10, 0, 25, 40]), ("ramino", 3, [0, 7, 30]), ("sette-e-mezzo", 4, [5, -3, 0, -2])],
)
def test_a_table_of_more_than_two_sides_is_ranked_after_its_result(client, game, table_size, scores):
    """A result at a table of 3 or 4 seats leaves the tournament, its standings and their CSV answering 200,
    each seat's player credited with his own seat's score (docs/TOURNAMENTS.md, Standings)."""
    tournament = create(client, game=game, format="tables", table_size=table_size, players=NAMES[:8])
    assert post_result(client, tournament, 1, 1, {"scores": scores}).status_code == 201
    base = f"/v1/tournaments/{tournament['id']}"
    for url in (base, f"{base}/standings", f"{base}/standings?format=csv", f"/tournament/{tournament['id']}"):
        assert client.get(url).status_code == 200, url
    rows = {row["players"][0]: row for row in client.get(f"{base}/standings").get_json()["rows"]}
    for seat, player in enumerate(seats_of(tournament, 1, 1)):
        assert rows[player]["points"] == scores[seat]
        assert rows[player]["played"] == 1 and rows[player]["reported"] == 1
        assert "matchpoints" not in rows[player]
