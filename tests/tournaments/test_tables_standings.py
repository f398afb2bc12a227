"""Standings of tournaments whose tables seat more than two sides (Ramino at 3-4, Sette e Mezzo at 4+)."""

from __future__ import annotations

import pytest

from tests.conftest import shared_app
from tests.tournaments.support import NAMES, create, play_session, post_result, seats_of


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


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


def test_ramino_tables_of_3_and_4_are_proven_by_sessions_of_their_own_seats(client):
    """Ramino's rules name its number of seats (players): a table of n plays the tournament's rules with players n,
    so a session of 4 proves a table of 4 and one of 3 a table of 3 (docs/TOURNAMENTS.md, Formats)."""
    tournament = create(
        client, game="ramino", format="tables", table_size=4, players=NAMES[:10], hands_per_round=1,
        rules={"opening_min": 40},
    )  # fmt: skip
    sizes = [len(table["seats"]) for table in tournament["schedule"]["rounds"][0]["tables"]]
    assert sorted(sizes) == [3, 3, 4]
    for number, size in enumerate(sizes[:2], 1):
        table = play_session(client, "ramino", 1, seed=30 + number, rules={"opening_min": 40, "players": size})
        posted = post_result(client, tournament, 1, number, {"session": table.id})
        assert posted.status_code == 201, posted.get_json()
    other = play_session(client, "ramino", 1, seed=33, rules={"opening_min": 40, "players": 4})
    refused = post_result(client, tournament, 1, 3, {"session": other.id})  # 4 seats at a table of 3
    assert refused.status_code == 422 and refused.get_json()["mismatch"]["field"] == "rules", refused.get_json()


def test_a_table_the_rules_cannot_seat_is_refused_at_creation(client):
    """Sette e Mezzo's default rules seat 3 to 10 (min_seats, max_seats): tables of 2 are a 400 naming table_size;
    with min_seats 2 they are held."""
    body = {"game": "sette-e-mezzo", "format": "tables", "table_size": 2, "players": NAMES[:6]}
    refused = client.post("/v1/tournaments", json=body)
    assert refused.status_code == 400
    assert refused.get_json()["errors"] == {"table_size": ["the game seats 3 to 10 players at a table"]}
    assert client.post("/v1/tournaments", json={**body, "rules": {"min_seats": 2}}).status_code == 201
    progressive = {
        "game": "euchre",
        "format": "progressive",
        "players": NAMES[:8],
        "rules": {"variant": "three-handed"},
    }
    three = client.post("/v1/tournaments", json=progressive)
    assert three.status_code == 400 and list(three.get_json()["errors"]) == ["rules"], three.get_json()


def test_a_match_over_before_the_rounds_deals_counts_what_it_played(client):
    """hands_per_round 2 and a Ramino match of a single hand: the session is over after one deal and can play no
    more, so its one deal is the table's result (it was a 409 session_unfinished for ever)."""
    rules = {"match": "single_hand", "opening_min": 40}
    tournament = create(client, game="ramino", format="tables", table_size=2, players=NAMES[:4], hands_per_round=2,
                        rules=rules)  # fmt: skip
    table = play_session(client, "ramino", None, seed=5, rules={**rules, "players": 2})
    posted = post_result(client, tournament, 1, 1, {"session": table.id})
    assert posted.status_code == 201, posted.get_json()
    result = posted.get_json()["result"]
    assert len(result["deals"]) == 1 and result["scores"] == result["deals"][0]["points"]


@pytest.mark.parametrize("format", ["progressive", "pairs"])
def test_a_partnership_format_refuses_rules_that_score_each_player_for_himself(client, format):
    """Set-back Euchre scores four players each for himself (docs/rules/euchre.md §17): a partnership format
    cannot rank it (pairs credited a team twice a table), so it is a 400 naming rules."""
    body = {"game": "euchre", "format": format, "rules": {"variant": "set-back"}}
    body |= {"teams": [NAMES[i : i + 2] for i in range(0, 8, 2)]} if format == "pairs" else {"players": NAMES[:8]}
    refused = client.post("/v1/tournaments", json=body)
    assert refused.status_code == 400, refused.get_json()
    assert refused.get_json()["errors"] == {
        "rules": ["this format seats partnerships, but these rules score 4 players each for himself"]
    }
