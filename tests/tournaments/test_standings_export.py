"""The standings' CSV download: safe to open in a spreadsheet (OWASP's advice on CSV injection), named after the
event, and with every figure the rows carry; the event's name (docs/TOURNAMENTS.md, Standings)."""

from __future__ import annotations

import csv
import io

import pytest

from service.tournaments.export import columns, content_disposition, neutralised, standings_csv
from tests.conftest import shared_app
from tests.tournaments.support import create, post_result, seats_of

HOSTILE = ['=HYPERLINK("http://x")', "+1+2", "-3", "@SUM(A1)", "Plain"]


@pytest.fixture
def client():
    return shared_app().test_client()


def _csv(client, tournament: dict):
    return client.get(f"/v1/tournaments/{tournament['id']}/standings?format=csv")


def test_a_cell_a_spreadsheet_would_read_as_a_formula_starts_with_a_quote(client):
    tournament = create(client, game="ecarte", format="round-robin", players=HOSTILE)
    answer = _csv(client, tournament)
    names = [row[1] for row in csv.reader(io.StringIO(answer.get_data(as_text=True)))][1:]
    assert sorted(names) == sorted(["'" + n for n in HOSTILE[:4]] + ["Plain"])
    # the JSON and the names of the tournament are untouched: only the export is neutralised
    assert client.get(f"/v1/tournaments/{tournament['id']}").get_json()["players"] == HOSTILE


def test_a_tab_or_carriage_return_first_is_neutralised_too_and_a_number_is_left_alone():
    assert [neutralised(v) for v in ("\tx", "\rx", "x=1", -3, 2.5)] == ["'\tx", "'\rx", "x=1", -3, 2.5]


def test_the_download_is_named_after_the_event_or_its_id(client):
    named = create(client, name="Club night / March", game="ecarte", format="round-robin", players=["A", "B"])
    assert named["name"] == "Club night / March"
    answer = _csv(client, named)
    assert answer.headers["Content-Disposition"] == 'attachment; filename="Club night _ March-standings.csv"'
    unnamed = create(client, game="ecarte", format="round-robin", players=["A", "B"])
    assert unnamed["name"] is None
    assert _csv(client, unnamed).headers["Content-Disposition"] == (
        f'attachment; filename="{unnamed["id"]}-standings.csv"'
    )
    by_accept = client.get(f"/v1/tournaments/{named['id']}/standings", headers={"Accept": "text/csv"})
    assert by_accept.headers["Content-Disposition"].startswith("attachment;")


def test_a_name_beyond_ascii_has_an_ascii_fallback_and_its_utf8_spelling():
    header = content_disposition("Torneo d'Ecarté", "id")
    fallback, spelled = "Torneo d_Ecart_-standings.csv", "Torneo%20d_Ecart%C3%A9-standings.csv"
    assert header == f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{spelled}"


def test_a_blank_or_too_long_event_name_is_a_400_naming_name(client):
    for name in ("   ", "x" * 81, ""):
        problem = create(client, 400, name=name, game="ecarte", format="round-robin", players=["A", "B"])
        assert "name" in problem["errors"], problem


def test_every_figure_the_rows_carry_is_a_column_the_known_ones_first():
    rows = [
        {"rank": 1, "name": "Ann", "players": [0], "points": 7.0, "won": 1, "average": 7 / 3, "victory_points": 50.0}
    ]
    assert columns(rows) == ["rank", "name", "average", "points", "won", "victory_points"]
    text = standings_csv({"tie_breaks": [], "rows": rows})
    assert text == "rank,name,average,points,won,victory_points\r\n1,Ann,2.33,7,1,50\r\n"


def test_the_csv_of_a_played_table_keeps_its_figures(client):
    tournament = create(client, game="ecarte", format="round-robin", players=["Ann", "Bob"], hands_per_round=1)
    assert post_result(client, tournament, 1, 1, {"scores": [2, 0]}).status_code == 201
    winner, loser = (tournament["players"][p] for p in seats_of(tournament, 1, 1))
    lines = _csv(client, tournament).get_data(as_text=True).splitlines()
    assert lines == [
        "rank,name,percentage,average,points,won,played,byes,proven,reported,disputed",
        f"1,{winner},100,2,2,1,1,0,0,1,0",
        f"2,{loser},0,0,0,0,1,0,0,1,0",
    ]
