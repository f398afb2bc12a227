"""Cross-origin calls from browsers (CORS, by flask-cors): off unless ``CORS_ORIGINS`` names origins.

Sessions authenticate with ``Authorization: Bearer`` headers, never cookies, so no credentials
mode is offered; the preflight allows the request headers the API reads, and the answer exposes
the response headers a client needs (versions, locations, retries, request ids).
"""

from __future__ import annotations

from flask import Flask
from flask_cors import CORS

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


def init_cors(app: Flask, origins: tuple[str, ...]) -> None:
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
