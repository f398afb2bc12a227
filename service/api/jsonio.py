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
    payload: Any, status: int = 200, mimetype: str = "application/json", headers: dict | None = None
) -> Response:
    return Response(dumps(payload), status=status, mimetype=mimetype, headers=headers)
