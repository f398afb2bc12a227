"""The answer checker of tests/conformance.py catches an answer the document does not describe."""

from __future__ import annotations

import json

import pytest
from werkzeug.wrappers import Response

from tests.api.support import fresh_deal
from tests.conformance import PROBLEM_JSON, check_answer


def _answered(body: dict, mimetype: str = "application/json") -> Response:
    return Response(json.dumps(body), 200, mimetype=mimetype)


@pytest.fixture
def report(client) -> dict:
    answer = client.post("/v1/games/euchre/adjudicate", json={"deal": fresh_deal("euchre")})
    assert answer.status_code == 200
    return answer.get_json()


def test_a_real_report_passes(client, report):
    check_answer("POST", "/v1/games/euchre/adjudicate", _answered(report))


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda r: r.update(surprise=1), id="an undocumented field"),
        pytest.param(lambda r: r.pop("trump"), id="a missing field"),
        pytest.param(lambda r: r.update(upcard=7), id="a field of the wrong type"),
        pytest.param(lambda r: r["rules"].update(benny="yes"), id="a rule of the wrong type"),
        pytest.param(lambda r: r["legal_actions"].append({"seat": 0, "type": "double"}), id="an unknown action type"),
    ],
)
def test_an_answer_unlike_the_document_fails(report, change):
    change(report)
    with pytest.raises(AssertionError, match="does not match openapi.yaml"):
        check_answer("POST", "/v1/games/euchre/adjudicate", _answered(report))


def test_a_malformed_problem_fails_even_on_an_undocumented_path():
    with pytest.raises(AssertionError, match="does not match openapi.yaml"):
        check_answer("GET", "/nowhere", _answered({"status": "four hundred"}, PROBLEM_JSON))


def test_a_problem_whose_type_has_no_page_fails():
    problem = {"type": "/problems/no-such-thing", "title": "T", "status": 404, "detail": "d"}
    with pytest.raises(AssertionError, match="has no page"):
        check_answer("GET", "/nowhere", _answered(problem, PROBLEM_JSON))
    check_answer("GET", "/nowhere", _answered({**problem, "type": "/problems/not-found"}, PROBLEM_JSON))
