"""The flask-smorest Api, adjusted so the OpenAPI document tells the truth about errors and access.

Every error this service answers is RFC 9457 problem details (``application/problem+json``),
so the default and per-status error responses are documented that way.  The session
operations name the bearer scheme (:data:`BEARER`); every other operation says it needs no
credentials (``security: []``), so that a generator and a linter read the same thing.
"""

from __future__ import annotations

import http
from collections.abc import Mapping
from typing import Any

from apispec import BasePlugin
from flask_smorest import Api
from flask_smorest.utils import prepare_response

from ..messages.language import LANGUAGES
from .problems import PROBLEM_JSON
from .schemas import ProblemSchema
from .unions import NULL, nullable_choices

BEARER = "sessionToken"
"""The security scheme of the session operations: a seat's or the referee's token."""

SEAT_OR_REFEREE: list[dict[str, list[str]]] = [{BEARER: []}]
DIRECTOR_BEARER = "directorToken"
"""The security scheme of a tournament's results: the director's token."""
DIRECTOR: list[dict[str, list[str]]] = [{DIRECTOR_BEARER: []}]
CLUB_DIRECTOR_BEARER = "clubDirectorToken"
"""The security scheme of a club's writes: its director's token."""
CLUB_DIRECTOR: list[dict[str, list[str]]] = [{CLUB_DIRECTOR_BEARER: []}]
NO_CREDENTIALS: list[dict[str, list[str]]] = []

SPEC_KWARGS: dict[str, Any] = {
    "info": {
        # the repository's LICENSE; OpenAPI 3.0 names a licence by name and url (3.1 adds ``identifier``)
        "license": {"name": "Apache-2.0", "url": "https://www.apache.org/licenses/LICENSE-2.0"},
    },
    "servers": [{"url": "/", "description": "the service that serves this document"}],
}


def problem_responses(problems: Mapping[int, str]) -> dict[str, Any]:
    """An operation's problem answers (status -> description), for ``blp.doc(responses=...)``.

    Plain dicts in one decorator rather than an ``alt_response`` each: flask-smorest deep-copies
    the docs gathered so far at every decorator, and every app built pays for it.
    """
    content = {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}}
    return {str(status): {"description": description, "content": content} for status, description in problems.items()}


ACCEPT_LANGUAGE = {
    "in": "header",
    "name": "Accept-Language",
    "required": False,
    "schema": {"type": "string", "default": "en"},
    "example": "it",
    "description": f"the language of the answer's sentences ({', '.join(LANGUAGES)}; q-values honoured, "
    "fr-CA reads as fr; English when none is spoken): problem titles and details, violations' details, "
    "deal results' reason_text, the rule catalogue's words. Codes, field names and cards never change.",
}
IF_NONE_MATCH = {
    "in": "header",
    "name": "If-None-Match",
    "required": False,
    "schema": {"type": "string"},
    "example": '"v3"',
    "description": 'the ETag of the answer the client holds (or several, comma-separated; weak ones, W/"v3", '
    "compared weakly; or *): while one of them is current the answer is 304, with no body",
}
NOT_MODIFIED = {
    "304": {
        "description": "Not modified: If-None-Match names the current ETag, or is * (no body); ETag",
        "headers": {"ETag": {"description": "the current version", "schema": {"type": "string"}}},
    }
}
"""The answer to a conditional GET whose ETag is current, for ``blp.doc(responses=...)``; the GET also takes
``parameters=["IfNoneMatch"]``."""
CONTENT_LANGUAGE = {
    "description": "the language of the answer's sentences, as Accept-Language chose it",
    "schema": {"type": "string", "enum": list(LANGUAGES)},
}


class _Languages(BasePlugin):
    """Every operation takes ``Accept-Language`` and every answer says its ``Content-Language``."""

    def operation_helper(self, path: str | None = None, operations: dict | None = None, **kwargs: Any) -> None:
        for operation in (operations or {}).values():
            operation.setdefault("parameters", []).append("AcceptLanguage")
            for response in operation.get("responses", {}).values():
                if isinstance(response, dict) and "$ref" not in response:
                    response.setdefault("headers", {})["Content-Language"] = CONTENT_LANGUAGE


def _as_generators_read(converter: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
    """A marshmallow field written as generators read it: null or one of its choices as :func:`.unions.nullable`
    writes it, a nullable reference as the ``anyOf`` of it and null alone (without the field's own ``type``,
    which would refuse the null the ``anyOf`` admits), and no ``default: null`` (a field left out is not sent;
    a generator types a field with a default as one every request must give)."""
    if "default" in ret and ret["default"] is None:
        del ret["default"]
    if NULL in ret.get("anyOf", ()):
        ret.pop("type", None)
        ret.pop("additionalProperties", None)
    written = nullable_choices(ret)
    if written is not ret:
        ret.clear()  # the type list and the enum become the anyOf's first member
    elif NULL in ret.get("anyOf", ()) and isinstance(ret.get("type"), str):
        # a nullable reference (apispec writes it anyOf [ref, null]): the field's own type would refuse the null
        del ret["type"]
        ret.pop("additionalProperties", None)
    return written


class ArbitroApi(Api):
    ERROR_SCHEMA = ProblemSchema

    def _init_spec(self, *args: Any, **kwargs: Any) -> None:
        kwargs["extra_plugins"] = [*(kwargs.get("extra_plugins") or ()), _Languages()]
        super()._init_spec(*args, **kwargs)
        self.ma_plugin.converter.add_attribute_function(_as_generators_read)
        self.spec.components.parameter("AcceptLanguage", "header", ACCEPT_LANGUAGE)
        self.spec.components.parameter("IfNoneMatch", "header", IF_NONE_MATCH)
        self.spec.components.security_scheme(
            BEARER,
            {
                "type": "http",
                "scheme": "bearer",
                "description": "a token that POST /v1/sessions answered: one per seat (tokens.seats), and the "
                "referee's (tokens.referee)",
            },
        )
        self.spec.components.security_scheme(
            DIRECTOR_BEARER,
            {
                "type": "http",
                "scheme": "bearer",
                "description": "the director_token that POST /v1/tournaments answered",
            },
        )
        self.spec.components.security_scheme(
            CLUB_DIRECTOR_BEARER,
            {"type": "http", "scheme": "bearer", "description": "the director_token that POST /v1/clubs answered"},
        )

    def _register_pagination_header(self) -> None:
        """Nothing here is paginated: no pagination header, nor its metadata schema."""

    def _register_responses(self) -> None:
        for status in http.HTTPStatus:
            response: dict[str, Any] = {"description": status.phrase, "headers": {"Content-Language": CONTENT_LANGUAGE}}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)
        response = {
            "description": "A problem (RFC 9457)",
            "schema": self.ERROR_SCHEMA,
            "headers": {"Content-Language": CONTENT_LANGUAGE},
        }
        prepare_response(response, self.spec, PROBLEM_JSON)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)
