"""Duplicate Euchre over HTTP: boards dealt and committed by the service, played in the
sessions the tournament opens, revealed when the round is over, ranked by matchpoints."""

from __future__ import annotations

import copy
import csv
import io

import pytest

from service.sessions.shuffles import deck_commitment
from service.tournaments.matchpoints import matchpoints, nets
from tests.conftest import shared_app
from tests.sessions.conftest import Table, bearer
from tests.tournaments.support import NAMES, create, play_table, post_result, session_record

BOARDS = 3


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


def duplicate(client, **body):
    request = {"game": "euchre", "format": "progressive", "players": NAMES[:12], "rounds": 2,
               "hands_per_round": BOARDS, "duplicate": True, **body}  # fmt: skip
    return create(client, **request)


def session_url(tournament: dict, round: int, table: int) -> str:
    return f"/v1/tournaments/{tournament['id']}/rounds/{round}/tables/{table}/session"


def open_table(client, tournament: dict, round: int, table: int) -> Table:
    opened = client.post(session_url(tournament, round, table), headers=bearer(tournament["director_token"]))
    assert opened.status_code == 201, opened.get_json()
    answer = opened.get_json()
    assert (answer["round"], answer["table"]) == (round, table)
    seats = tournament["schedule"]["rounds"][round - 1]["tables"][table - 1]["seats"]
    assert [seat["player"] for seat in answer["players"]] == seats
    assert opened.headers["Location"] == f"/v1/sessions/{answer['session']['session_id']}"
    return Table(client, "euchre", created=answer["session"])


@pytest.fixture(scope="module")
def played(client):
    """A 12-player duplicate evening's first round, its three tables played to the end of their boards in the
    sessions the tournament opened, and posted."""
    tournament = duplicate(client)
    tables = [open_table(client, tournament, 1, number) for number in (1, 2, 3)]
    before = client.get(f"/v1/tournaments/{tournament['id']}").get_json()
    for number, table in enumerate(tables, 1):
        play_table(table, None, seed=40 + number)
        if number < 3:
            posted = post_result(client, tournament, 1, number, {"session": table.id})
            assert posted.status_code == 201, posted.get_json()
    while_playing = client.get(f"/v1/tournaments/{tournament['id']}").get_json()
    posted = post_result(client, tournament, 1, 3, {"session": tables[2].id})
    assert posted.status_code == 201, posted.get_json()
    after = client.get(f"/v1/tournaments/{tournament['id']}").get_json()
    return {"tournament": tournament, "tables": tables, "before": before, "while": while_playing, "after": after}


def test_a_duplicate_tournament_commits_every_rounds_boards(client):
    tournament = duplicate(client)
    assert tournament["duplicate"] is True
    assert tournament["rules"]["points_to_win"] == 100  # a table plays its boards, not a match to 10
    assert [one["round"] for one in tournament["boards"]] == [1, 2]
    for one in tournament["boards"]:
        assert one["revealed"] is False
        assert [(b["board"], b["dealer"]) for b in one["boards"]] == [(1, 0), (2, 1), (3, 2)]
        assert all(set(b) == {"board", "dealer", "commitment"} and len(b["commitment"]) == 64 for b in one["boards"])
    assert tournament["standings"]["tie_breaks"][0] == {"figure": "percentage", "order": "descending"}


def test_a_tables_session_deals_the_rounds_boards_and_stops_after_them(played):
    commitments = [board["commitment"] for board in played["before"]["boards"][0]["boards"]]
    for table in played["tables"]:
        view = table.referee_view()
        assert view["deal_number"] == BOARDS and view["limits"]["stopped"] == "boards"
        assert view["to_act"] is None
        log = table.log(table.seat_tokens[0]).get_json()
        assert [deal["deck_commitment"] for deal in log["deals"]] == commitments
        assert [deal["dealer"] for deal in log["deals"]] == [0, 1, 2]
        assert all("order" not in deal and "salt" not in deal for deal in log["deals"])  # the tournament reveals
        refused = table.post(table.seat_tokens[0], {"type": "pass"})
        assert refused.status_code == 409 and refused.get_json()["limit"] == "boards"
        assert refused.get_json()["maximum"] == BOARDS


def test_boards_stay_hidden_until_every_table_of_the_round_has_a_result(played):
    for view in (played["before"], played["while"]):
        assert view["boards"][0]["revealed"] is False
        assert all("order" not in board for board in view["boards"][0]["boards"])
    boards = played["after"]["boards"]
    assert boards[0]["revealed"] is True and boards[1]["revealed"] is False
    for board in boards[0]["boards"]:
        assert deck_commitment(board["order"], board["salt"]) == board["commitment"]
        assert len(set(board["order"])) == 24  # the whole deck
    assert [b["commitment"] for b in boards[0]["boards"]] == [
        b["commitment"] for b in played["before"]["boards"][0]["boards"]
    ]


def test_the_tables_played_the_same_cards(played):
    records = [session_record(table) for table in played["tables"]]
    for number in range(BOARDS):
        dealt = [record["deals"][number]["deal"] for record in records]
        assert all(deal == dealt[0] for deal in dealt)


def test_standings_rank_by_matchpoints_computed_from_the_sessions(client, played):
    tournament, after = played["tournament"], played["after"]
    results = {row["table"]: row["result"] for row in after["results"]}
    assert all(result["proven"] and result["kind"] == "session" for result in results.values())
    compared = matchpoints({table: nets(result["deals"]) for table, result in results.items()})
    expected = {}
    for one in tournament["schedule"]["rounds"][:1]:
        for table in one["tables"]:
            for seat, player in enumerate(table["seats"]):
                expected[NAMES[player]] = sum(board[seat % 2] for board in compared[table["table"]])
    rows = after["standings"]["rows"]
    assert {row["name"]: row["matchpoints"] for row in rows} == expected
    assert sum(expected.values()) == 4 * BOARDS * 3 * 2  # per board and direction n(n-1) = 6, two players each
    available = 2 * 2 * BOARDS  # each board compared with the round's two other tables
    assert all(row["percentage"] == 100 * row["matchpoints"] / available for row in rows)
    key = [(-row["percentage"], -row["matchpoints"], -row["points"]) for row in rows]
    assert key == sorted(key)
    assert all(row["proven"] == 1 and row["reported"] == 0 for row in rows)
    exported = client.get(f"/v1/tournaments/{tournament['id']}/standings?format=csv")
    lines = list(csv.DictReader(io.StringIO(exported.get_data(as_text=True))))
    assert [int(line["matchpoints"]) for line in lines] == [row["matchpoints"] for row in rows]
    assert [float(line["percentage"]) for line in lines] == [round(row["percentage"], 2) for row in rows]


def test_a_table_opens_one_session(client, played):
    again = client.post(session_url(played["tournament"], 1, 1), headers=bearer(played["tournament"]["director_token"]))
    assert again.status_code == 409
    assert again.get_json()["session"] == played["tables"][0].id
    table = client.get(f"/v1/tournaments/{played['tournament']['id']}/rounds/1/tables/1/result").get_json()
    assert table["session"] == played["tables"][0].id


def test_opening_a_session_is_the_directors(client, played):
    url = session_url(played["tournament"], 2, 1)
    assert client.post(url).status_code == 401
    assert client.post(url, headers=bearer("not-the-director")).get_json()["type"].endswith("director-only")
    assert (
        client.post(
            session_url(played["tournament"], 3, 1), headers=bearer(played["tournament"]["director_token"])
        ).status_code
        == 404
    )


def test_a_tournament_not_duplicate_opens_no_session(client):
    plain = create(client, game="euchre", format="progressive", players=NAMES[:8], hands_per_round=2)
    opened = client.post(session_url(plain, 1, 1), headers=bearer(plain["director_token"]))
    assert opened.status_code == 409 and opened.get_json()["type"].endswith("not-duplicate")
    assert "boards" not in plain and plain["duplicate"] is False
    assert all("matchpoints" not in row for row in plain["standings"]["rows"])


def test_a_match_record_of_other_deals_is_refused_naming_the_board(client, played):
    tournament = duplicate(client, players=NAMES[:8])
    record = session_record(played["tables"][0])  # round 1's boards of another tournament
    record["seats"] = [{} for _ in range(4)]
    refused = post_result(client, tournament, 1, 1, {"match": record})
    assert refused.status_code == 422
    assert refused.get_json()["type"].endswith("board-differs") and refused.get_json()["board"] == 1


def test_a_match_record_of_the_boards_counts_and_one_differing_board_is_named(client, played):
    tournament = played["tournament"]
    table = open_table(client, tournament, 2, 1)
    play_table(table, None, seed=7)
    record = session_record(table)
    wrong = copy.deepcopy(record)
    hands = wrong["deals"][1]["deal"]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    refused = post_result(client, tournament, 2, 1, {"match": wrong})
    assert refused.status_code == 422
    problem = refused.get_json()
    assert problem["type"].endswith("board-differs") and (problem["board"], problem["field"]) == (2, "hands")
    assert "board 2 of round 2" in problem["detail"]
    accepted = post_result(client, tournament, 2, 1, {"match": record})
    assert accepted.status_code == 201 and accepted.get_json()["result"]["kind"] == "match"


def test_a_paper_score_is_refused_for_a_duplicate_table(client, played):
    refused = post_result(client, played["tournament"], 2, 2, {"scores": [5, 3]})
    assert refused.status_code == 422 and refused.get_json()["type"].endswith("duplicate-unproven")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 2}, "duplicate"),
        ({"game": "euchre", "format": "progressive", "players": NAMES[:8]}, "hands_per_round"),
        ({"game": "euchre", "format": "progressive", "players": NAMES[:8], "hands_per_round": 2,
          "rules": {"ace_no_face": "redeal"}}, "rules"),
        ({"game": "euchre", "format": "progressive", "players": NAMES[:8], "hands_per_round": 2,
          "rules": {"points_to_win": 10}}, "rules.points_to_win"),
    ],
)  # fmt: skip
def test_duplicate_refusals_name_the_field(client, body, field):
    refused = client.post("/v1/tournaments", json={**body, "duplicate": True})
    assert refused.status_code == 400, refused.get_json()
    assert field in refused.get_json()["errors"]


def test_duplicate_refusals_speak_the_requests_language(client):
    body = {"game": "euchre", "format": "progressive", "players": NAMES[:8], "duplicate": True}
    refused = client.post("/v1/tournaments", json=body, headers={"Accept-Language": "it"})
    assert refused.get_json()["errors"]["hands_per_round"] == [
        "l'Euchre duplicato richiede il numero di smazzate preparate di un turno"
    ]


def test_a_session_is_the_result_of_the_table_it_was_opened_for_only(client, played):
    tournament, first = played["tournament"], played["tables"][0]
    refused = post_result(client, tournament, 2, 3, {"session": first.id})
    assert refused.status_code == 422 and refused.get_json()["type"].endswith("result-mismatch")
    assert refused.get_json()["mismatch"] == {"field": "session", "expected": None, "given": first.id}
