"""The director's evening as it goes (docs/TOURNAMENTS.md, "The director's evening"): a late arrival seated from
the next unplayed round, a withdrawal taken out of the later rounds (the remaining rounds planned again, what was
played kept), a round closed as it stands, a duplicate table's session opened again once the first is gone.  Every
refusal names what it refuses and leaves the tournament as it was."""

from __future__ import annotations

import pytest

from tests.conftest import shared_app
from tests.sessions.conftest import bearer
from tests.tournaments.support import NAMES, create, play_table, post_result
from tests.tournaments.test_duplicate_api import duplicate, open_table, session_url

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:5], "hands_per_round": 1}


@pytest.fixture
def client():
    return shared_app().test_client()


def director(tournament: dict, token: str | None = "director") -> dict[str, str]:
    token = tournament["director_token"] if token == "director" else token
    return bearer(token) if token else {}


def players_url(tournament: dict, name: str | None = None) -> str:
    return f"/v1/tournaments/{tournament['id']}/players" + (f"/{name}" if name else "")


def fetched(client, tournament: dict):
    return client.get(f"/v1/tournaments/{tournament['id']}")


def seated(one: dict) -> list[int]:
    return sorted([p for table in one["tables"] for p in table["seats"]] + one["byes"])


def test_a_late_arrival_is_seated_from_the_next_unplayed_round_and_what_was_played_is_kept(client):
    tournament = create(client, **ROUND_ROBIN)
    assert post_result(client, tournament, 1, 1, {"scores": [2, 0]}).status_code == 201
    before = fetched(client, tournament).get_json()
    added = client.post(players_url(tournament), json={"name": "Zoe"}, headers=director(tournament))
    assert added.status_code == 201, added.get_json()
    after = added.get_json()
    assert after["players"] == [*NAMES[:5], "Zoe"]
    assert after["schedule"]["rounds"][0] == before["schedule"]["rounds"][0]  # played: kept as it was
    assert after["results"] == before["results"]
    assert after["rounds"] == len(after["schedule"]["rounds"]) == before["rounds"]
    for one in after["schedule"]["rounds"][1:]:
        assert seated(one) == list(range(6)), one  # everyone seated or resting, once
        assert all(len(table["seats"]) == 2 for table in one["tables"])
    assert added.headers["ETag"] == fetched(client, tournament).headers["ETag"] != f'"v{2}"'
    assert "Zoe" in [row["name"] for row in after["standings"]["rows"]]


def test_a_withdrawal_leaves_the_later_rounds_and_keeps_the_players_results(client):
    tournament = create(client, **ROUND_ROBIN)
    round_one = tournament["schedule"]["rounds"][0]
    bob = tournament["players"].index("Bob")
    table = next(t for t in round_one["tables"] if bob in t["seats"])
    assert post_result(client, tournament, 1, table["table"], {"scores": [1, 2]}).status_code == 201
    gone = client.delete(players_url(tournament, "bob"), headers=director(tournament))
    assert gone.status_code == 204 and gone.data == b""
    after = fetched(client, tournament).get_json()
    assert after["withdrawn"] == [bob]
    assert after["schedule"]["rounds"][0] == round_one
    for one in after["schedule"]["rounds"][1:]:
        assert bob not in seated(one) and seated(one) == [p for p in range(5) if p != bob]
    row = next(row for row in after["standings"]["rows"] if row["name"] == "Bob")
    assert row["played"] == 1
    page = client.get(f"/tournament/{tournament['id']}").get_data(as_text=True)
    assert 'data-player="Bob"><td role="cell" data-label="Player">Bob</td><td role="cell" colspan="3">withdrawn' in page


def test_refusals_name_what_they_refuse_and_change_nothing(client):
    tournament = create(client, **ROUND_ROBIN)
    etag = fetched(client, tournament).headers["ETag"]
    other = create(client, **ROUND_ROBIN)
    cases = [
        (client.post(players_url(tournament), json={"name": "ann"}, headers=director(tournament)), 400, "name"),
        (client.post(players_url(tournament), json={"name": ""}, headers=director(tournament)), 400, "name"),
        (client.post(players_url(tournament), json={}, headers=director(tournament)), 400, "name"),
        (client.post(players_url(tournament), json={"name": "Zoe"}, headers=director(tournament, None)), 401, None),
        (client.post(players_url(tournament), json={"name": "Zoe"}, headers=director(other)), 403, None),
        (client.delete(players_url(tournament, "Nobody"), headers=director(tournament)), 404, None),
        (client.delete(players_url(tournament, "Ann"), headers=director(other)), 403, None),
        (client.post(f"/v1/tournaments/{tournament['id']}/rounds/9/close", headers=director(tournament)), 404, None),
    ]
    for answer, status, field in cases:
        assert answer.status_code == status, answer.get_json()
        if field:
            assert field in answer.get_json()["errors"], answer.get_json()
    assert client.delete(players_url(tournament, "Nobody"), headers=director(tournament)).get_json()["type"] == (
        "/problems/player-not-found"
    )
    assert fetched(client, tournament).headers["ETag"] == etag


def test_a_withdrawal_twice_too_few_players_and_fixed_teams_are_409s(client):
    tournament = create(client, **ROUND_ROBIN)
    assert client.delete(players_url(tournament, "Ann"), headers=director(tournament)).status_code == 204
    twice = client.delete(players_url(tournament, "ANN"), headers=director(tournament))
    assert twice.status_code == 409 and twice.get_json()["type"] == "/problems/player-withdrawn"
    two = create(client, game="ecarte", format="round-robin", players=["Ann", "Bob"])
    alone = client.delete(players_url(two, "Bob"), headers=director(two))
    assert alone.status_code == 409 and alone.get_json()["reason"] == "too_few_players"
    assert "at least 2 players" in alone.get_json()["detail"]
    teams = create(client, game="euchre", format="pairs", teams=[["A", "B"], ["C", "D"]])
    fixed = client.post(players_url(teams), json={"name": "E"}, headers=director(teams))
    assert fixed.status_code == 409 and fixed.get_json()["type"] == "/problems/teams-fixed"


def test_once_every_round_has_started_nobody_can_be_seated(client):
    tournament = create(client, **{**ROUND_ROBIN, "rounds": 1})
    assert post_result(client, tournament, 1, 1, {"scores": [2, 0]}).status_code == 201
    late = client.post(players_url(tournament), json={"name": "Zoe"}, headers=director(tournament))
    assert late.status_code == 409 and late.get_json()["type"] == "/problems/rounds-over"


def test_a_closed_round_takes_no_result_and_the_next_players_are_seated_after_it(client):
    tournament = create(client, **ROUND_ROBIN)
    closed = client.post(f"/v1/tournaments/{tournament['id']}/rounds/1/close", headers=director(tournament))
    assert closed.status_code == 200 and closed.get_json()["closed_rounds"] == [1]
    refused = post_result(client, tournament, 1, 1, {"scores": [2, 0]})
    assert refused.status_code == 409 and refused.get_json()["type"] == "/problems/round-closed"
    added = client.post(players_url(tournament), json={"name": "Zoe"}, headers=director(tournament)).get_json()
    assert added["schedule"]["rounds"][0] == tournament["schedule"]["rounds"][0]
    assert 5 in seated(added["schedule"]["rounds"][1])
    again = client.post(f"/v1/tournaments/{tournament['id']}/rounds/1/close", headers=director(tournament))
    assert again.status_code == 200 and again.get_json()["closed_rounds"] == [1]


def test_a_duplicate_table_whose_session_is_gone_opens_another_for_the_same_boards(client):
    tournament = duplicate(client)
    first = open_table(client, tournament, 1, 1)
    url = session_url(tournament, 1, 1)
    assert client.post(url, headers=director(tournament)).status_code == 409  # still held: the first stands
    assert client.delete(f"/v1/sessions/{first.id}", headers=bearer(first.referee)).status_code == 204
    second = open_table(client, tournament, 1, 1)
    assert second.id != first.id
    assert second.created["deck_commitment"] == first.created["deck_commitment"]  # the same first board
    play_table(second, None, seed=7)
    assert post_result(client, tournament, 1, 1, {"session": second.id}).status_code == 201
    result = client.get(f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/result").get_json()
    assert result["session"] == second.id


def test_closing_a_duplicate_round_reveals_its_boards(client):
    tournament = duplicate(client)
    assert fetched(client, tournament).get_json()["boards"][0]["revealed"] is False
    client.post(f"/v1/tournaments/{tournament['id']}/rounds/1/close", headers=director(tournament))
    boards = fetched(client, tournament).get_json()["boards"]
    assert boards[0]["revealed"] is True and "order" in boards[0]["boards"][0]
    assert boards[1]["revealed"] is False
