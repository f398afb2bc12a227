"""The answers' schemas are enforced: every view returns a finished ``Response`` (service/fast_paths, "Not counted
as speed paths"), which no framework filters through its schema, so the suite holds each answer to its schema
instead - tests/conformance.py validates every answer it receives against openapi.yaml - and this test holds
each object an answer may hold to its declared properties (``additionalProperties: false``): an answer with a
key its schema does not name fails the suite.  The only objects left open are named here, with the reason.

And flask-smorest's decorators that would work on what a view returns are refused where they would do nothing.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.api.blueprint import ArbitroBlueprint
from tests.conformance import read_openapi

OPEN = {
    "Violation": "a violation carries the facts of its rule besides the fields every violation has",
    "Penalty": "a penalty is the rule's own",
    "EgnDocument": "an EGN document as the format has it (its metadata, its players), written by service/matches/egn",
}


def _open_objects() -> dict[str, set[str]]:
    """The named schemas holding an object with declared properties that takes others too, reachable from a
    documented 2xx JSON answer; each with the answers it is reachable from."""
    document = read_openapi()
    components = document["components"]["schemas"]
    found: dict[str, set[str]] = {}

    def walk(schema: Any, name: str, answer: str, seen: set[str]) -> None:
        if isinstance(schema, list):
            for item in schema:
                walk(item, name, answer, seen)
            return
        if not isinstance(schema, dict):
            return
        if "$ref" in schema:
            referred = schema["$ref"].rsplit("/", 1)[1]
            if referred not in seen:
                seen.add(referred)
                walk(components[referred], referred, answer, seen)
            return
        if "properties" in schema and schema.get("additionalProperties") is not False:
            found.setdefault(name, set()).add(answer)
        for key, value in schema.items():
            if key == "properties":
                for held in value.values():
                    walk(held, name, answer, seen)
            elif isinstance(value, (dict, list)):
                walk(value, name, answer, seen)

    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            if not isinstance(operation, dict):
                continue
            for status, response in operation.get("responses", {}).items():
                for content_type, content in response.get("content", {}).items():
                    if status.startswith("2") and content_type.endswith("json"):
                        walk(content["schema"], f"{method.upper()} {path}", f"{method.upper()} {path}", set())
    return found


def test_every_object_an_answer_holds_is_closed_but_the_named_ones():
    found = _open_objects()
    assert set(found) == set(OPEN), {name: sorted(answers)[:3] for name, answers in found.items() if name not in OPEN}


@pytest.mark.parametrize("decorator", ["etag", "paginate"])
def test_flask_smorest_decorators_on_the_answer_are_refused(decorator):
    """``@blp.etag`` and ``@blp.paginate`` would see only a finished Response, which they hand on untouched: using
    one is an error when the app is built, not an answer silently left as it was."""
    blp = ArbitroBlueprint("probe", __name__)
    with pytest.raises(TypeError, match=decorator):
        getattr(blp, decorator)()
