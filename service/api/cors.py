"""Cross-origin calls from browsers (CORS, by flask-cors): off unless ``CORS_ORIGINS`` names origins.

Sessions authenticate with ``Authorization: Bearer`` headers, never cookies, so no credentials
mode is offered; the preflight allows the request headers the API reads, and the answer exposes
the response headers a client needs (versions, locations, retries, request ids).
"""

from __future__ import annotations

from flask.ctx import _AppCtxGlobals
from flask_cors import CORS

from ..fast_paths.flask_app import ArbitroFlask, AskedRequest, GivenAnswer
from .vary import vary_on

ALLOWED_HEADERS = ["Authorization", "Content-Type", "If-Match", "If-None-Match", "Idempotency-Key", "X-Request-ID"]
EXPOSED_HEADERS = [
    "ETag",
    "Location",
    "Retry-After",
    "X-Request-ID",
    "Idempotent-Replayed",
    "WWW-Authenticate",
]
METHODS = ["GET", "POST", "DELETE", "OPTIONS"]


def init_cors(app: ArbitroFlask, origins: tuple[str, ...]) -> None:
    if not origins:
        return
    anyone = origins == ("*",)
    CORS(
        app,
        origins="*" if anyone else list(origins),
        send_wildcard=anyone,
        allow_headers=ALLOWED_HEADERS,
        expose_headers=EXPOSED_HEADERS,
        methods=METHODS,
        supports_credentials=False,
        max_age=600,
        vary_header=True,
    )
    if not anyone:
        app.on_response(_varies_by_origin)


def _varies_by_origin(_request: AskedRequest, _g: _AppCtxGlobals, response: GivenAnswer) -> None:
    """``Vary: Origin`` on every answer where origins are listed: whether the answer allows the caller's origin
    depends on it, with or without an ``Origin`` in the request (flask-cors says so only of an answer to a
    listed origin, and only when more than one is listed), so a cache must not hand one origin's answer to
    another's request.  With ``*`` every answer is the same for every origin."""
    vary_on(response.headers, "Origin")
