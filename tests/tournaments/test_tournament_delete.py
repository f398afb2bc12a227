"""The director deletes a tournament: ``DELETE /v1/tournaments/{id}`` with the director's token is a 204, then the
tournament is a 404, and the proofs its results held are free for another table (docs/TOURNAMENTS.md)."""

from __future__ import annotations

import pytest

from tests.sessions.conftest import bearer
from tests.tournaments.support import NAMES, create, make_app, play_session, post_result

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 1}


@pytest.fixture(params=["memory", "redis"])
def client(request):
    return make_app(request.param, request).test_client()


def _delete(client, tournament: dict, token: str | None = "director"):
    token = tournament["director_token"] if token == "director" else token
    return client.delete(f"/v1/tournaments/{tournament['id']}", headers=bearer(token) if token else {})


def test_the_director_deletes_a_tournament_then_it_is_a_404(client):
    tournament = create(client, **ROUND_ROBIN)
    assert post_result(client, tournament, 1, 1, {"scores": [5, 3]}).status_code == 201
    deleted = _delete(client, tournament)
    assert deleted.status_code == 204 and deleted.data == b""
    for path in ("", "/standings", "/rounds/1/tables/1/result"):
        gone = client.get(f"/v1/tournaments/{tournament['id']}{path}")
        assert gone.status_code == 404 and gone.get_json()["type"] == "/problems/tournament-not-found"
    assert _delete(client, tournament).status_code == 404


def test_only_the_director_deletes_and_a_refusal_keeps_everything(client):
    tournament = create(client, **ROUND_ROBIN)
    assert post_result(client, tournament, 1, 1, {"scores": [5, 3]}).status_code == 201
    before = client.get(f"/v1/tournaments/{tournament['id']}").get_json()
    assert _delete(client, tournament, token=None).status_code == 401
    other = create(client, **ROUND_ROBIN)
    refused = _delete(client, tournament, token=other["director_token"])
    assert refused.status_code == 403 and refused.get_json()["type"] == "/problems/director-only"
    assert client.get(f"/v1/tournaments/{tournament['id']}").get_json() == before


def test_a_deleted_tournament_frees_the_proofs_of_its_results(client):
    tournament, other = create(client, **ROUND_ROBIN), create(client, **ROUND_ROBIN)
    session = play_session(client, "ecarte", 1, seed=31).id
    assert post_result(client, tournament, 1, 1, {"session": session}).status_code == 201
    assert post_result(client, other, 1, 1, {"session": session}).status_code == 409
    assert _delete(client, tournament).status_code == 204
    app = client.application
    proofs = app.extensions["arbitro.tournaments"].proofs
    assert proofs.load(f"proof:session:{session}") is None  # taken out of the index, not only outlived
    assert post_result(client, other, 1, 1, {"session": session}).status_code == 201
