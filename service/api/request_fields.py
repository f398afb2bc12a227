"""Request fields the session and tournament schemas share."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from ..engine.scoring import SCORE_LIMIT


def optional_integer(description: str, **options: Any) -> fields.Integer:
    """A whole number (a JSON integer, not a string or a float) the request may leave out or send as
    null, both read as None; ``options`` add marshmallow's (e.g. ``validate``)."""
    return fields.Integer(
        strict=True, load_default=None, allow_none=True, metadata={"description": description}, **options
    )


def match_score() -> fields.Integer:
    """One side's match score: a JSON integer within the scores the service keeps."""
    return fields.Integer(strict=True, validate=validate.Range(min=-SCORE_LIMIT, max=SCORE_LIMIT))
