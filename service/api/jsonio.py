"""JSON in and out with orjson: Flask's provider, and fast responses that skip it."""

from __future__ import annotations

from typing import Any

import orjson
from flask import Response
from flask.json.provider import JSONProvider


def dumps(obj: Any) -> bytes:
    """JSON bytes of ``obj``; dict keys that are not strings are written as strings.

    orjson's OPT_NON_STR_KEYS makes every dump about twice as slow, and answers almost never
    have such keys, so the option is used only for an object that the plain dump refuses.
    """
    try:
        return orjson.dumps(obj)
    except orjson.JSONEncodeError:
        return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS)


class OrjsonProvider(JSONProvider):
    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return dumps(obj).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return orjson.loads(s)


def json_response(
    payload: Any, status: int = 200, mimetype: str = "application/json", headers: dict | None = None
) -> Response:
    return Response(dumps(payload), status=status, mimetype=mimetype, headers=headers)
