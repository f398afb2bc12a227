"""The credential a request carries: the token of ``Authorization: Bearer <token>`` (a seat's, the referee's, a
director's), read the same way by every route that takes one."""

from __future__ import annotations

from flask import request


def bearer() -> str | None:
    """The request's bearer token, or None when it sends none (another scheme, or an empty token)."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None
