"""Fuzzing from the committed openapi.yaml: every operation, generated inputs, checked answers.

schemathesis builds requests from the spec (valid and invalid), sends them to the app in
process, and checks each answer: no 5xx, a documented status code, content type and body.
One check is left out: "schema-valid data is accepted".  A JSON schema cannot say which card
codes exist or which deals are possible (a hand of five distinct cards, a turn-up not in a
hand), so a schema-valid body can still be a deal that cannot be real - a 400 by docs/API.md §1.
Invalid data may also be rejected as too large (413): a generated body over MAX_BODY_BYTES.
"""

import functools
from pathlib import Path

import hypothesis
import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.checks import positive_data_acceptance

from service.app import create_app
from tests.conftest import SUITE_CREATE_LIMIT
from tests.volume import examples

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"


@functools.cache
def fuzzed_app():
    """The app the requests go to, built once a process when the first of them is sent (not as the suite is
    collected): the stateful runs create sessions by the hundred, and the creation limit would stop their
    exploration."""
    return create_app({"redis_url": None, **SUITE_CREATE_LIMIT})


# what a request with invalid parts may be answered: refused, or sent on unread (``GET
# /v1/sessions/{id}/record?format=egn`` answers 308 to ``/record/egn`` whatever else it carries; that one checks it)
REJECTIONS = [308, 400, 401, 403, 404, 405, 406, 409, 413, 415, 422, 428, 429]
# schemathesis's coverage phase (its boundary values of every schema, built while the suite is collected, in every
# worker) is left out: it tripled this module's time and cost every run ten seconds of collection a worker; the
# fuzzing phase draws valid and invalid inputs of every operation, new ones each run, and the examples phase
# sends the documented examples
CONFIG = SchemathesisConfig.from_dict(
    {
        "phases": {"coverage": {"enabled": False}},
        "checks": {"negative_data_rejection": {"expected-statuses": REJECTIONS}},
    }
)
schema = schemathesis.openapi.from_path(SPEC, config=CONFIG)
EXAMPLES_PER_OPERATION = 15
"""Generated requests per operation: schemathesis draws its examples (valid and invalid bodies, parameters and
headers) across each operation's schema, and the whole suite draws new ones each run."""


@schema.parametrize()
@hypothesis.settings(
    max_examples=examples(EXAMPLES_PER_OPERATION), deadline=None, suppress_health_check=list(hypothesis.HealthCheck)
)
def test_every_operation_answers_as_documented(case):
    case.call_and_validate(app=fuzzed_app(), excluded_checks=[positive_data_acceptance])
