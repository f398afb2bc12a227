"""openapi.yaml is generated from the code (the committed file must match it), and says what generators need."""

import json
from pathlib import Path

import pytest

from service.api.schemas import schema_name
from service.games.registry import ENGINES
from service.openapi import openapi_yaml
from tests.conformance import read_openapi

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_openapi_matches_the_code():
    generated = openapi_yaml()
    assert COMMITTED.read_text() == generated, (
        "openapi.yaml drifted from the code: run `python -m service.openapi > openapi.yaml`"
    )


def test_the_served_document_is_the_committed_one(client):
    served = client.get("/openapi.json")
    assert served.status_code == 200
    assert served.get_json() == read_openapi()


def test_human_docs_are_served(client):
    page = client.get("/docs")
    assert page.status_code == 200 and b"swagger-ui" in page.data.lower()


DOCUMENT = read_openapi()
OPERATIONS = [
    (path, method, operation)
    for path, item in DOCUMENT["paths"].items()
    for method, operation in item.items()
    if method in ("get", "post", "put", "patch", "delete")
]


def test_every_operation_has_its_own_operation_id():
    ids = [operation["operationId"] for *_, operation in OPERATIONS]
    assert len(ids) == len(set(ids)) == len(OPERATIONS)


def test_session_operations_and_a_tournament_directors_changes_and_only_they_need_a_bearer_token():
    """Also a club's writes, the club director's (creating a club needs none; a tournament of a club's season
    takes the club director's token, which a tournament of no club does without)."""
    for name in ("sessionToken", "directorToken", "clubDirectorToken"):
        scheme = DOCUMENT["components"]["securitySchemes"][name]
        assert scheme == {**scheme, "type": "http", "scheme": "bearer"}
    for path, method, operation in OPERATIONS:
        secured = path.startswith("/v1/sessions/")
        director = method in ("post", "delete") and path.startswith("/v1/tournaments/")
        club = method in ("post", "patch") and path.startswith("/v1/clubs/")
        expected = (
            [{"sessionToken": []}]
            if secured
            else [{"directorToken": []}]
            if director
            else [{"clubDirectorToken": []}]
            if club
            else []
        )
        assert operation["security"] == expected, (method, path)
        assert all(p.get("name") != "Authorization" for p in operation.get("parameters", [])), (method, path)


def test_info_names_the_package_version_and_a_licence():
    from service import __version__

    assert DOCUMENT["info"]["version"] == __version__
    assert DOCUMENT["info"]["license"]["name"]
    assert DOCUMENT["servers"]


@pytest.mark.parametrize("game", list(ENGINES))
def test_no_rules_default_contradicts_a_variant(game):
    """An option a variant sets has no default (a generated client would send it); its
    description gives each variant's value. An option no variant sets keeps its default."""
    engine = ENGINES[game]
    properties = DOCUMENT["components"]["schemas"][schema_name(engine, "Rules")]["properties"]
    for option in engine.rule_book.options:
        values = {json.dumps(v.values.get(option.name, option.default)) for v in engine.rule_book.variants}
        prop = properties[option.name]
        if len(values) > 1:
            assert "default" not in prop, option.name
            assert all(f"{v.name}: " in prop["description"] for v in engine.rule_book.variants), option.name
        elif option.default is not None:
            assert "default" in prop, option.name


def test_every_enum_has_one_type():
    def enums(node):
        if isinstance(node, dict):
            if "enum" in node:
                yield node
            for value in node.values():
                yield from enums(value)
        elif isinstance(node, list):
            for value in node:
                yield from enums(value)

    for node in enums(DOCUMENT):
        kinds = {type(v).__name__ for v in node["enum"] if v is not None}
        assert len(kinds) <= 1, node


def _resolved(schema: dict) -> dict:
    while "$ref" in schema:
        schema = DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _unions(node: object, where: str = "#"):
    if isinstance(node, dict):
        for key in ("oneOf", "anyOf"):
            members = [_resolved(m) for m in node.get(key, [])]
            if sum(m.get("type") == "object" or "oneOf" in m for m in members) >= 2:
                yield where, key, node
        for name, child in node.items():
            yield from _unions(child, f"{where}/{name}")
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from _unions(child, f"{where}/{index}")


def test_every_union_of_objects_is_a_one_of_with_a_discriminator_its_members_hold():
    """docs/API.md §1: a generator is told which member it reads; none is chosen by a query or by trying each."""
    unions = list(_unions(DOCUMENT))
    assert len(unions) >= 10  # views, logs, records and verdicts by game, actions by type
    for where, key, union in unions:
        assert key == "oneOf" and "discriminator" in union, f"{where}: a union without a discriminator"
        name = union["discriminator"]["propertyName"]
        for member in map(_resolved, union["oneOf"]):
            inner = member.get("oneOf", [member])  # a game's member may itself be a union (by role)
            for variant in map(_resolved, inner):
                assert name in variant.get("required", []), f"{where}: a member does not hold {name}"
