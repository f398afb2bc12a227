"""The credential a request carries: the token of ``Authorization: Bearer <token>`` (a seat's, the referee's, a
director's), read the same way by every route that takes one."""

from __future__ import annotations

from flask import request


def bearer() -> str | None:
    """The request's bearer token, or None when it sends none (another scheme, or an empty token)."""
    return bearer_in(request.headers.get("Authorization"))


def bearer_in(authorization: str | None) -> str | None:
    """The bearer token of an ``Authorization`` header's text, or None (no header, another scheme, no token).

    >>> [bearer_in(text) for text in ("Bearer  abc ", "bearer abc", "Basic abc", "Bearer ", None)]
    ['abc', 'abc', None, None, None]
    """
    scheme, _, token = (authorization or "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None
