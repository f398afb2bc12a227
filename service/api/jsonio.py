"""JSON in and out with orjson: Flask's provider, and fast responses that skip it.

Phrases become sentences in :mod:`service.wire`."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response
from flask.json.provider import JSONProvider

from ..wire import dumps


class OrjsonProvider(JSONProvider):
    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return dumps(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return orjson.loads(s)


def json_response(
    payload: Any, status: int = 200, content_type: str = "application/json", headers: dict | None = None
) -> Response:
    """``payload`` as JSON.  ``content_type`` is written as given: a JSON type takes no charset parameter, so
    werkzeug's ``get_content_type`` (which a ``mimetype`` goes through) would return it unchanged."""
    return Response(dumps(payload), status=status, content_type=content_type, headers=headers)
