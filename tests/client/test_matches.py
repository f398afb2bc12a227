"""Match records and EGN through the Python client, against a live gunicorn: every recorded game of
tests/data/egn imported with ``Arbitro.import_egn`` and validated with ``Arbitro.validate_match``.

The client's answers, read into the generated models and written back with ``to_dict()``, are
the service's answers exactly (compared with the same requests sent as plain JSON): the models
lose nothing on the way. A document that is not EGN raises with the fields named.
"""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from arbitro_client import ArbitroProblem

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests

DATA = Path(__file__).resolve().parents[1] / "data" / "egn"
FILES = sorted(str(p.relative_to(DATA)) for p in DATA.rglob("*.egn"))


@pytest.fixture(scope="module")
def plain(gunicorn):
    with httpx.Client(base_url=gunicorn.base_url, timeout=60) as client:
        yield client


@pytest.mark.parametrize("name", FILES)
def test_an_egn_game_is_imported_and_validated_as_the_service_answers(arbitro, plain, name):
    document = json.loads((DATA / name).read_text())
    record = arbitro.import_egn(document).to_dict()
    assert record == plain.post("/v1/matches/import/egn", json=document).json()

    verdict = arbitro.validate_match(record).to_dict()
    assert verdict == plain.post("/v1/matches/validate", json=record).json()
    assert len(verdict["deals"]) == len(record["deals"])


def test_a_document_that_is_not_egn_raises_with_its_fields_named(arbitro):
    with pytest.raises(ArbitroProblem) as refused:
        arbitro.import_egn({"fileType": "Portable Game Notation", "version": "1.4", "metadata": {}, "deals": []})
    assert refused.value.status == 400 and "fileType" in refused.value.problem["errors"]


def test_the_match_schema_is_the_service_s(arbitro, plain):
    assert arbitro.match_schema() == plain.get("/v1/matches/schema").json()
