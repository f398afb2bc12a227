"""openapi.yaml is generated from the code: the committed file must match what the code says."""

from pathlib import Path

import yaml

from service.openapi import openapi_yaml

COMMITTED = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_openapi_matches_the_code():
    generated = openapi_yaml()
    assert COMMITTED.read_text() == generated, (
        "openapi.yaml drifted from the code: run `python -m service.openapi > openapi.yaml`"
    )


def test_the_served_document_is_the_committed_one(client):
    served = client.get("/openapi.json")
    assert served.status_code == 200
    assert served.get_json() == yaml.safe_load(COMMITTED.read_text())


def test_human_docs_are_served(client):
    page = client.get("/docs")
    assert page.status_code == 200 and b"swagger-ui" in page.data.lower()
