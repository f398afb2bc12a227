"""Every operation of openapi.yaml has a request example, and the service accepts it (2xx).

The examples are sent as a client reading the document would: the body example, the
parameters' examples; only what no document can know in advance is filled in from a live
session or tournament - its id, a token (the referee's, or the seat to act's for an action; the
director's for a tournament's result or a duplicate table's session, of a tournament made duplicate for
the latter) and, where the example's version is stale, nothing: the
action example is posted on a fresh session, whose version is the example's.
"""

from __future__ import annotations

import pytest

from tests.conformance import read_openapi

DOCUMENT = read_openapi()
METHODS = ("get", "post", "put", "patch", "delete")
OPERATIONS = [
    (path, method, operation)
    for path, item in DOCUMENT["paths"].items()
    for method, operation in item.items()
    if method in METHODS
]


def _parameters(path: str, operation: dict) -> list[dict]:
    """An operation's parameters, those given by reference to a component read where they point."""
    listed = [*DOCUMENT["paths"][path].get("parameters", []), *operation.get("parameters", [])]
    return [_resolved(parameter) for parameter in listed]


def _resolved(parameter: dict) -> dict:
    if "$ref" not in parameter:
        return parameter
    *_, kind, name = parameter["$ref"].split("/")
    return DOCUMENT["components"][kind][name]


def _body_example(operation: dict) -> dict | None:
    body = operation.get("requestBody")
    if body is None:
        return None
    return body["content"]["application/json"]["example"]


@pytest.mark.parametrize(("path", "method", "operation"), OPERATIONS, ids=[o["operationId"] for *_, o in OPERATIONS])
def test_every_operation_documents_an_example_for_each_input(path, method, operation):
    if "requestBody" in operation:
        assert _body_example(operation), "no request body example"
    for parameter in _parameters(path, operation):
        assert "example" in parameter, f"parameter {parameter['name']} has no example"


def _session(client) -> tuple[str, dict, str]:
    """A session started from the createSession example: its id, tokens and ETag."""
    (create,) = [o for p, m, o in OPERATIONS if o["operationId"] == "createSession"]
    answer = client.post("/v1/sessions", json=_body_example(create))
    assert answer.status_code == 201, answer.get_json()
    view = answer.get_json()
    return view["session_id"], {"view": view, **view["tokens"]}, answer.headers["ETag"]


def _tournament(client, *, duplicate: bool = False) -> tuple[str, str]:
    """A tournament held from the createTournament example (``duplicate``: made duplicate Euchre, whose tables
    open sessions): its id and the director's token."""
    (create,) = [o for p, m, o in OPERATIONS if o["operationId"] == "createTournament"]
    example = _body_example(create)
    answer = client.post("/v1/tournaments", json={**example, "duplicate": True} if duplicate else example)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()["id"], answer.get_json()["director_token"]


def _club(client) -> dict[str, str]:
    """A club made from the createClub and createSeason examples, with a player: its id, the player's and a
    season's, and the director's token."""
    body = {o["operationId"]: _body_example(o) for p, m, o in OPERATIONS}
    club = client.post("/v1/clubs", json=body["createClub"]).get_json()
    auth = {"Authorization": f"Bearer {club['director_token']}"}
    player = client.post(f"/v1/clubs/{club['id']}/players", json={"name": "Zoe"}, headers=auth).get_json()
    season = client.post(f"/v1/clubs/{club['id']}/seasons", json=body["createSeason"], headers=auth).get_json()
    return {
        "club_id": club["id"],
        "player_id": player["id"],
        "season_id": season["id"],
        "token": club["director_token"],
    }


@pytest.mark.parametrize(("path", "method", "operation"), OPERATIONS, ids=[o["operationId"] for *_, o in OPERATIONS])
def test_the_service_accepts_every_example(client, path, method, operation):
    headers: dict[str, str] = {}
    url = path
    session = None
    tournament = None
    club = _club(client) if "{club_id}" in path else None
    for parameter in _parameters(path, operation):
        if parameter["in"] == "path" and parameter["name"] == "session_id":
            session = _session(client)
            url = url.replace("{session_id}", session[0])
        elif parameter["in"] == "path" and parameter["name"] == "tournament_id":
            tournament = _tournament(client, duplicate=operation["operationId"] == "openTableSession")
            url = url.replace("{tournament_id}", tournament[0])
        elif parameter["in"] == "path" and club is not None and parameter["name"] in club:
            url = url.replace("{" + parameter["name"] + "}", club[parameter["name"]])
        elif parameter["in"] == "path":
            url = url.replace("{" + parameter["name"] + "}", str(parameter["example"]))
        elif parameter["in"] == "header":
            headers[parameter["name"]] = parameter["example"]
    if operation.get("security") == [{"clubDirectorToken": []}]:
        assert club is not None, "a club director's operation outside a club"
        headers["Authorization"] = f"Bearer {club['token']}"
    elif operation.get("security") == [{"directorToken": []}]:
        assert tournament is not None, "a director's operation outside a tournament"
        headers["Authorization"] = f"Bearer {tournament[1]}"
    elif operation.get("security"):
        assert session is not None, "a secured operation outside a session"
        _, tokens, _ = session
        to_act = tokens["view"]["to_act"]
        token = tokens["seats"][to_act] if operation["operationId"] == "postSessionAction" else tokens["referee"]
        headers["Authorization"] = f"Bearer {token}"
    body = _body_example(operation)
    answer = client.open(url, method=method.upper(), headers=headers, json=body)
    assert 200 <= answer.status_code < 300, (answer.status_code, answer.get_data(as_text=True)[:500])
