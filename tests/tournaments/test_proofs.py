"""One result proves one table: a session, or a match record of the same deals, is the result of one table of
one tournament; a second use is a 409 ``proof_in_use`` naming the table it proves (docs/TOURNAMENTS.md, Results).
On the in-process store and on Redis."""

from __future__ import annotations

import pytest

from tests.tournaments.support import NAMES, create, make_app, play_session, post_result, result_url, session_record

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 1}


@pytest.fixture(params=["memory", "redis"])
def client(request):
    return make_app(request.param, request).test_client()


def _in_use(response, tournament: dict, round: int, table: int, proof: str) -> None:
    assert response.status_code == 409, response.get_json()
    problem = response.get_json()
    assert problem["type"] == "/problems/proof-in-use"
    assert (problem["tournament_id"], problem["round"], problem["table"]) == (tournament["id"], round, table)
    assert problem["proof"] == proof
    assert f"round {round}, table {table} of tournament {tournament['id']}" in problem["detail"]


def test_a_session_proves_one_table_of_one_tournament(client):
    tournament, other = create(client, **ROUND_ROBIN), create(client, **ROUND_ROBIN)
    session = play_session(client, "ecarte", 1, seed=21).id
    assert post_result(client, tournament, 1, 1, {"session": session}).status_code == 201
    for where, round, table in ((tournament, 1, 2), (tournament, 2, 1), (other, 1, 1)):
        _in_use(post_result(client, where, round, table, {"session": session}), tournament, 1, 1, "session")
    # nothing was kept by the refusals: the standings count the one table, and each other table is free
    rows = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]
    assert sum(row["played"] for row in rows) == 2
    assert client.get(f"/v1/tournaments/{other['id']}").get_json()["results"] == []
    assert client.get(result_url(tournament, 1, 2)).headers["ETag"] == '"v0"'


def test_a_match_record_without_names_proves_one_table(client):
    """The same deals are the same proof, whatever the record's names or tags, and whether they come as the
    session or as its record."""
    tournament = create(client, **ROUND_ROBIN)
    played = play_session(client, "ecarte", 1, seed=22)
    record = {**session_record(played), "tags": {"event": "club night"}}
    assert post_result(client, tournament, 1, 1, {"match": record}).status_code == 201
    _in_use(post_result(client, tournament, 1, 2, {"match": record}), tournament, 1, 1, "match")
    _in_use(post_result(client, tournament, 2, 2, {"match": {**record, "tags": {}}}), tournament, 1, 1, "match")
    _in_use(post_result(client, tournament, 3, 1, {"session": played.id}), tournament, 1, 1, "match")
    rows = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]
    assert sum(row["proven"] for row in rows) == 2  # one table, two players: counted once


def test_a_correction_by_the_same_proof_is_no_second_use_and_a_replaced_result_frees_it(client):
    tournament, other = create(client, **ROUND_ROBIN), create(client, **ROUND_ROBIN)
    session = play_session(client, "ecarte", 1, seed=23).id
    assert post_result(client, tournament, 1, 1, {"session": session}).status_code == 201
    again = post_result(client, tournament, 1, 1, {"session": session}, **{"If-Match": '"v1"'})
    assert again.status_code == 200, again.get_json()  # the same table corrected by the same proof
    assert post_result(client, tournament, 1, 1, {"session": session}).status_code == 409  # result_exists
    _in_use(post_result(client, other, 1, 1, {"session": session}), tournament, 1, 1, "session")
    replaced = post_result(client, tournament, 1, 1, {"scores": [1, 0]}, **{"If-Match": '"v2"'})
    assert replaced.status_code == 200, replaced.get_json()
    moved = post_result(client, other, 1, 1, {"session": session})  # the replaced result's proof is free
    assert moved.status_code == 201, moved.get_json()
    _in_use(post_result(client, tournament, 1, 1, {"session": session}, **{"If-Match": '"v3"'}), other, 1, 1, "session")


def test_a_proof_whose_tournament_is_gone_is_free(client):
    """The index names a table of a tournament that expired (or was deleted): the proof may prove another."""
    gone, other = create(client, **ROUND_ROBIN), create(client, **ROUND_ROBIN)
    session = play_session(client, "ecarte", 1, seed=24).id
    assert post_result(client, gone, 1, 1, {"session": session}).status_code == 201
    assert client.application.extensions["arbitro.tournaments"].store.delete(gone["id"])
    assert client.get(f"/v1/tournaments/{gone['id']}").status_code == 404
    assert post_result(client, other, 1, 1, {"session": session}).status_code == 201
    _in_use(post_result(client, other, 1, 2, {"session": session}), other, 1, 1, "session")
