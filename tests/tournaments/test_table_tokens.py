"""A table's own token (docs/TOURNAMENTS.md, "The director's evening"): the director issues it, the table posts
its first result with it; a correction, another table or a replaced token is refused (403), changing nothing."""

from __future__ import annotations

import pytest

from tests.conftest import shared_app
from tests.sessions.conftest import bearer
from tests.tournaments.support import NAMES, create, post_result

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 1}


@pytest.fixture
def client():
    return shared_app().test_client()


def _issue(client, tournament: dict, round: int, table: int, token: str | None = None):
    url = f"/v1/tournaments/{tournament['id']}/rounds/{round}/tables/{table}/token"
    return client.post(url, headers=bearer(token or tournament["director_token"]))


def test_a_table_posts_its_first_result_with_its_own_token_and_no_more(client):
    tournament = create(client, **ROUND_ROBIN)
    issued = _issue(client, tournament, 1, 1)
    assert issued.status_code == 201 and issued.headers["Cache-Control"] == "no-store"
    token = issued.get_json()["token"]
    assert issued.get_json()["round"] == 1 and token not in client.get(f"/v1/tournaments/{tournament['id']}").text
    elsewhere = post_result(client, tournament, 1, 2, {"scores": [2, 0]}, token=token)
    assert elsewhere.status_code == 403 and elsewhere.get_json()["type"] == "/problems/director-only"
    assert post_result(client, tournament, 1, 1, {"scores": [2, 0]}, token=token).status_code == 201
    correction = post_result(client, tournament, 1, 1, {"scores": [0, 2]}, token=token, **{"If-Match": '"v1"'})
    assert correction.status_code == 403 and "director" in correction.get_json()["detail"]
    assert post_result(client, tournament, 1, 1, {"scores": [0, 2]}, token=token).status_code == 409
    assert client.get(f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/result").get_json()["result"][
        "scores"
    ] == [2, 0]
    assert post_result(client, tournament, 1, 1, {"scores": [0, 2]}, **{"If-Match": '"v1"'}).status_code == 200


def test_a_token_issued_again_replaces_the_one_before_and_only_the_director_issues(client):
    tournament = create(client, **ROUND_ROBIN)
    first = _issue(client, tournament, 1, 2).get_json()["token"]
    second = _issue(client, tournament, 1, 2).get_json()["token"]
    assert post_result(client, tournament, 1, 2, {"scores": [2, 0]}, token=first).status_code == 403
    assert post_result(client, tournament, 1, 2, {"scores": [2, 0]}, token=second).status_code == 201
    assert _issue(client, tournament, 1, 1, token=second).status_code == 403  # a table's token issues none
    assert _issue(client, tournament, 9, 1).status_code == 404
