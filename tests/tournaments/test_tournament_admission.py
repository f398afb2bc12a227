"""Admission: tournament creation is limited per client address as session creation is, on its own budget.

Past ``TOURNAMENT_CREATE_LIMIT`` a client address gets a 429 ``too_many_requests`` problem naming the
setting, with ``Retry-After``; other addresses, and the address's sessions, are not held back.
"""

from __future__ import annotations

import limits

from service.config import Settings
from tests.tournaments.support import NAMES, make_app

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4]}


def _from(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


def test_tournament_creation_has_the_session_creations_default_limit():
    fields = Settings.model_fields
    assert fields["tournament_create_limit"].default == fields["session_create_limit"].default
    assert limits.parse_many(fields["tournament_create_limit"].default)


def test_past_its_limit_an_address_gets_a_429_and_other_addresses_and_sessions_are_not_held_back():
    client = make_app("memory", tournament_create_limit="2/hour").test_client()
    created = [client.post("/v1/tournaments", json=ROUND_ROBIN, **_from("198.51.100.7")) for _ in range(2)]
    assert [answer.status_code for answer in created] == [201, 201]

    refused = client.post("/v1/tournaments", json=ROUND_ROBIN, **_from("198.51.100.7"))
    problem = refused.get_json()
    assert refused.status_code == 429, problem
    assert problem["type"] == "/problems/too-many-requests" and "TOURNAMENT_CREATE_LIMIT" in problem["detail"]
    assert problem["limit"] == "2 per 1 hour"
    assert 1 <= int(refused.headers["Retry-After"]) <= 3600

    assert client.post("/v1/tournaments", json=ROUND_ROBIN, **_from("198.51.100.8")).status_code == 201
    session = client.post("/v1/sessions", json={"game": "ecarte"}, **_from("198.51.100.7"))
    assert session.status_code == 201, session.get_json()  # the sessions' budget is their own


def test_refused_creations_do_not_spend_the_tournament_budget():
    """Only a tournament created spends `TOURNAMENT_CREATE_LIMIT`: a client's refused creations (too few
    players, a name given twice) never lock it out."""
    client = make_app("memory", tournament_create_limit="2/hour").test_client()
    refused = [
        client.post("/v1/tournaments", json={**ROUND_ROBIN, "players": NAMES[:1]}),
        client.post("/v1/tournaments", json={**ROUND_ROBIN, "players": [NAMES[0]] * 4}),
    ] * 10
    assert {answer.status_code for answer in refused} == {400}
    assert [client.post("/v1/tournaments", json=ROUND_ROBIN).status_code for _ in range(2)] == [201, 201]
    assert client.post("/v1/tournaments", json=ROUND_ROBIN).status_code == 429
