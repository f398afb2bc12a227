"""RFC 9457 problem details: every error the service answers, in one shape.

``type`` is a stable URI per kind of problem (``/problems/<code>``); 400s carry ``errors``
(field path -> messages), 422s carry ``action_index``, ``rule`` and ``legal_actions``, and the
refusal's own facts where it has some (e.g. Ramino's ``read_as`` and ``valid_arrangements``).
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response
from werkzeug.exceptions import HTTPException

from ..engine import InvalidInput, RuleBroken
from ..observability import current_request_id
from .jsonio import json_response

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger(__name__)


class ProblemError(Exception):
    """Raise from a view to answer with a problem: status, stable code, sentence, extras."""

    def __init__(self, status: int, code: str, detail: str, *, headers: dict | None = None, **extra: Any):
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.headers = headers
        self.extra = extra


def problem(status: int, code: str, title: str, detail: str, headers: dict | None = None, **extra: Any) -> Response:
    body = {"type": f"/problems/{code.replace('_', '-')}", "title": title, "status": status, "detail": detail}
    body.update(extra)
    body["request_id"] = current_request_id()
    return json_response(body, status, PROBLEM_JSON, headers)


def flatten_messages(messages: Any, prefix: str = "") -> dict[str, list[str]]:
    """marshmallow's nested error dict as dotted field paths -> messages."""
    if isinstance(messages, dict):
        flat: dict[str, list[str]] = {}
        for key, value in messages.items():
            if key == "_schema":  # marshmallow's word for the object itself
                path = prefix or "body"
                value = ["must be a JSON object" if m == "Invalid input type." else m for m in value]
            else:
                path = f"{prefix}.{key}" if prefix else str(key)
            flat.update(flatten_messages(value, path))
        return flat
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        return {prefix or "body": messages}
    return {prefix or "body": [str(messages)]}


def invalid_input(errors: dict[str, list[str]]) -> Response:
    fields = ", ".join(errors)
    return problem(400, "invalid_input", "Invalid input", f"The request is malformed at: {fields}.", errors=errors)


def rule_broken(exc: RuleBroken) -> Response:
    return problem(
        422,
        exc.rule,
        "Illegal action",
        exc.detail,
        action_index=exc.action_index,
        rule=exc.rule,
        legal_actions=exc.legal_actions,
        **exc.facts,
    )


def _http_error(exc: HTTPException) -> Response:
    status = exc.code or 500
    data = getattr(exc, "data", None) or {}
    messages = data.get("messages")
    if messages is not None:
        # webargs/marshmallow: messages are keyed by location ("json"), then by field
        if isinstance(messages, dict) and "json" in messages:
            messages = messages["json"]
        return invalid_input(flatten_messages(messages))
    code = (exc.name or "error").lower().replace(" ", "_")
    if status == 400:
        return problem(
            400,
            "malformed_request",
            "Malformed request",
            exc.description or "The body is not valid JSON.",
            errors={"body": [exc.description or "not valid JSON"]},
        )
    headers = {k: v for k, v in exc.get_headers() if k in ("Allow", "Retry-After")}
    return problem(status, code, exc.name or "Error", exc.description or "", headers=headers or None)


def register_problem_handlers(app: Flask) -> None:
    app.register_error_handler(InvalidInput, lambda exc: invalid_input(exc.errors))
    app.register_error_handler(RuleBroken, rule_broken)
    app.register_error_handler(
        ProblemError,
        lambda exc: problem(
            exc.status, exc.code, exc.code.replace("_", " ").capitalize(), exc.detail, exc.headers, **exc.extra
        ),
    )
    app.register_error_handler(HTTPException, _http_error)

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:  # the last line of defence: log, never leak
        log.exception("unhandled error")
        return problem(500, "internal_error", "Internal error", "The service failed to answer; the error was logged.")
