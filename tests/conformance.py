"""Every answer the suite receives from the app is checked against openapi.yaml.

tests/conftest.py makes :class:`ConformingClient` every Flask app's test client: each answer
to a documented operation must have a documented status (or fall under ``default``), a
documented content type, and a body that validates against the documented schema; every
problem+json answer, documented path or not, must be a Problem whose ``type`` is one the
document lists (the codes of ``GET /problems/{code}``: each has a page).  A failure names the
request and the first errors.

The document's schemas are JSON Schema 2020-12 (OpenAPI 3.1), validated as they are written; a
``discriminator`` only says which member a generator should read, and the ``oneOf`` holds the answer to it.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import jsonschema_rs
import orjson
import yaml
from flask.testing import FlaskClient
from werkzeug.test import TestResponse
from werkzeug.wrappers import Response

DOCUMENT_PATH = Path(__file__).resolve().parents[1] / "openapi.yaml"
PROBLEM_JSON = "application/problem+json"


def read_openapi() -> dict[str, Any]:
    """openapi.yaml as a new dict: read by libyaml (PyYAML's C loader: a tenth of the pure one's time) once a
    process, each later copy made from its JSON (a twentieth of libyaml's time)."""
    return orjson.loads(_document_json())


@functools.cache
def _document_json() -> bytes:
    return orjson.dumps(yaml.load(DOCUMENT_PATH.read_text(), Loader=yaml.CSafeLoader))


@functools.cache
def _document() -> dict[str, Any]:
    return read_openapi()


@functools.cache
def schema_components() -> dict[str, Any]:
    return _document()["components"]


@functools.cache
def _routes() -> list[tuple[re.Pattern[str], str]]:
    routes = []
    for template in _document()["paths"]:
        pattern = re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template))
        routes.append((re.compile(f"^{pattern}$"), template))
    return routes


@functools.cache
def _validator(schema_key: str) -> jsonschema_rs.Validator:
    """A validator for one documented schema, named by its JSON pointer into the document."""
    schema = _document()
    for part in schema_key.split("/"):
        schema = schema[part.replace("~1", "/")]
    return jsonschema_rs.Draft202012Validator({**schema, "components": schema_components()}, validate_formats=False)


def _escape(part: str) -> str:
    return part.replace("~", "~0").replace("/", "~1")


def documented_answer(method: str, path: str, status: int) -> tuple[str, dict[str, Any]] | None:
    """The pointer to, and the documented response of, ``method path`` answering ``status`` (None: not documented)."""
    for pattern, template in _routes():
        if pattern.match(path):
            operation = _document()["paths"][template].get(method.lower())
            if operation is None:
                return None
            key = str(status) if str(status) in operation["responses"] else "default"
            response = operation["responses"].get(key)
            assert response is not None, f"{method} {path}: {status} is not documented (and there is no default)"
            if "$ref" in response:
                name = response["$ref"].rsplit("/", 1)[1]
                return f"components/responses/{name}", _document()["components"]["responses"][name]
            return f"paths/{_escape(template)}/{method.lower()}/responses/{key}", response
    return None


@functools.cache
def problem_types() -> frozenset[str]:
    """Every problem type URI the document lists: the codes ``GET /problems/{code}`` answers for."""
    (code,) = _document()["paths"]["/problems/{code}"]["parameters"]
    return frozenset(f"/problems/{name}" for name in code["schema"]["enum"])


def check_answer(method: str, path: str, response: Response) -> None:
    """Fail unless ``response`` is what the document says ``method path`` answers, and a problem's
    type is one that has a page."""
    _check_documented(method, path, response)
    if response.mimetype == PROBLEM_JSON:
        kind = orjson.loads(response.get_data()).get("type")
        assert kind in problem_types(), f"{method} {path} -> {response.status_code}: {kind} has no page (/problems)"


def _check_documented(method: str, path: str, response: Response) -> None:
    documented = documented_answer(method, path, response.status_code)
    mimetype = response.mimetype
    if mimetype == "text/event-stream":  # a session's or tournament's events: read by its test, never whole here
        assert documented is not None and mimetype in documented[1].get("content", {}), f"{method} {path}: no stream"
        return
    body = response.get_data()
    if documented is None:
        if mimetype == PROBLEM_JSON:
            _validate("components/schemas/Problem", response, method, path)
        return
    pointer, answer = documented
    if not body or response.status_code in (204, 304):
        return
    content = answer.get("content", {})
    assert mimetype in content, f"{method} {path} -> {response.status_code}: {mimetype} is not documented"
    if not mimetype.endswith("json"):  # a page (text/html): documented as a string
        assert content[mimetype]["schema"].get("type") == "string", f"{method} {path}: {mimetype} is no string"
        return
    _validate(f"{pointer}/content/{_escape(mimetype)}/schema", response, method, path)


def _validate(pointer: str, response: Response, method: str, path: str) -> None:
    validator = _validator(pointer)
    answer = orjson.loads(response.get_data())
    if validator.is_valid(answer):
        return
    errors = list(validator.iter_errors(answer))
    if errors:
        shown = "; ".join(f"{'/'.join(map(str, e.instance_path))}: {_shortened(e.message)}" for e in _deepest(errors))
        raise AssertionError(f"{method} {path} -> {response.status_code} does not match openapi.yaml: {shown}")


def _deepest(errors: list[jsonschema_rs.ValidationError]) -> list[jsonschema_rs.ValidationError]:
    """The errors furthest into the answer, an ``anyOf``'s branches' included: where it went wrong, rather than
    "not valid under any of the schemas" at its top."""
    found, stack = [], list(errors)
    while stack:
        error = stack.pop()
        found.append(error)
        for branch in getattr(error.kind, "context", None) or []:
            stack.extend(branch)
    depth = max(len(e.instance_path) for e in found)
    return [e for e in found if len(e.instance_path) == depth][:5]


def _shortened(message: str) -> str:
    """A message whose quoted instance may run to kilobytes: its start and its end, where the reason is."""
    return message if len(message) <= 300 else f"{message[:100]} ... {message[-200:]}"


class ConformingClient(FlaskClient):
    """A test client that checks every answer against openapi.yaml."""

    def open(self, *args: Any, **kwargs: Any) -> TestResponse:
        response = super().open(*args, **kwargs)
        if response.request is not None:
            check_answer(response.request.method, response.request.path, response)
        return response
