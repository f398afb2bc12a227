"""RFC 9457 problem details: every error the service answers, in one shape.

``type`` is a stable URI per kind of problem (``/problems/<code>``), which answers with the
problem type's page (service/api/catalogue.py); 400s carry ``errors``
(field path -> messages), 422s carry ``action_index``, ``rule`` and ``legal_actions``, and the
refusal's own facts where it has some (e.g. Ramino's ``read_as`` and ``valid_arrangements``);
a 413 states the limit (``max_body_bytes``); every 503 carries ``Retry-After``.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Response, request
from flask.ctx import _AppCtxGlobals
from werkzeug.exceptions import (
    HTTPException,
    MethodNotAllowed,
    NotFound,
    RequestEntityTooLarge,
    ServiceUnavailable,
    TooManyRequests,
)

from ..engine import InvalidInput, RuleBroken
from ..fast_paths.flask_app import ArbitroFlask, AskedRequest, GivenAnswer
from ..messages import Phrase, fault
from ..observability import current_request_id
from ..problem_details import invalid_input_body, problem_body
from .jsonio import json_response
from .schema_words import field_faults

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger(__name__)


class ProblemError(Exception):
    """Raise from a view to answer with a problem: status, stable code, its words (a phrase of
    :mod:`service.messages`, rendered in the request's language), extras."""

    def __init__(self, status: int, code: str, detail: Phrase, *, headers: dict | None = None, **extra: Any):
        super().__init__(code)
        self.status = status
        self.code = code
        self.detail = detail
        self.headers = headers
        self.extra = extra


def problem(status: int, code: str, detail: Phrase, headers: dict | None = None, **extra: Any) -> Response:
    """A problem answer: its title from the catalogue, its detail rendered in the request's language."""
    return _answered(problem_body(status, code, detail, **extra), headers)


def _answered(body: dict[str, Any], headers: dict | None = None) -> Response:
    """A problem's body answered, with this request's id."""
    body["request_id"] = current_request_id()
    return json_response(body, body["status"], PROBLEM_JSON, headers)


def invalid_input(errors: dict[str, list[Phrase]]) -> Response:
    return _answered(invalid_input_body(errors))


def rule_broken(exc: RuleBroken) -> Response:
    return problem(
        422,
        exc.rule,
        exc.error.phrase,
        action_index=exc.action_index,
        rule=exc.rule,
        legal_actions=exc.legal_actions,
        **exc.facts,
    )


def http_problem(exc: HTTPException) -> Response:
    """A werkzeug HTTP error (a failed body load, 404, 405, ...) as a problem."""
    status = exc.code or 500
    data = getattr(exc, "data", None) or {}
    messages = data.get("messages")
    if messages is not None:
        # webargs/marshmallow: messages are keyed by location ("json"), then by field
        if isinstance(messages, dict) and "json" in messages:
            messages = messages["json"]
        return invalid_input(field_faults(messages))
    if status == 400:
        return problem(
            400,
            "malformed_request",
            Phrase("malformed_request"),
            errors={"body": [fault("unreadable", reason=exc.description or exc.name)]},
        )
    headers = {k: v for k, v in exc.get_headers() if k in ("Allow", "Retry-After")}
    code, detail = _http_words(exc)
    return problem(status, code, detail, headers=headers or None)


def _http_words(exc: HTTPException) -> tuple[str, Phrase]:
    """The problem code and words of an HTTP error werkzeug raised (routing, the rate limit, ...)."""
    if isinstance(exc, NotFound):
        return "not_found", Phrase("not_found", {"path": request.path})
    if isinstance(exc, MethodNotAllowed):
        return "method_not_allowed", Phrase("method_not_allowed", {"path": request.path, "method": request.method})
    if isinstance(exc, TooManyRequests):
        return "too_many_requests", Phrase("too_many_requests", {"limit": exc.description or ""})
    if isinstance(exc, ServiceUnavailable):
        return "service_unavailable", Phrase("service_unavailable")
    if (exc.code or 500) >= 500:
        return "internal_error", Phrase("internal_error")
    return "request_refused", Phrase("request_refused", {"reason": exc.description or exc.name})


def body_too_large(exc: RequestEntityTooLarge) -> Response:
    """413, stating the limit in bytes (``max_body_bytes``) as well as in words."""
    limit = request.max_content_length
    return problem(
        413,
        "request_entity_too_large",
        Phrase("request_entity_too_large", {"limit": limit}),
        max_body_bytes=limit,
    )


def register_problem_handlers(app: ArbitroFlask, retry_after_seconds: int) -> None:
    """Every error as a problem; every 503 with ``Retry-After`` (its own, else ``retry_after_seconds``)."""
    app.register_error_handler(InvalidInput, lambda exc: invalid_input(exc.errors))
    app.register_error_handler(RuleBroken, rule_broken)
    app.register_error_handler(
        ProblemError,
        lambda exc: problem(exc.status, exc.code, exc.detail, exc.headers, **exc.extra),
    )
    app.register_error_handler(RequestEntityTooLarge, body_too_large)
    app.register_error_handler(HTTPException, http_problem)

    def _retry_after(_request: AskedRequest, _g: _AppCtxGlobals, response: GivenAnswer) -> None:
        if response.status_code == 503 and "Retry-After" not in response.headers:
            response.headers["Retry-After"] = str(retry_after_seconds)

    app.on_response(_retry_after)

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception) -> Response:  # the last line of defence: log, never leak
        log.exception("unhandled error")
        return problem(500, "internal_error", Phrase("internal_error"))
