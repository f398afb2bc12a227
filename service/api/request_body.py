"""A request's JSON body: what ``request.is_json`` and ``request.get_data()`` answer, at less cost.

werkzeug parses the ``Content-Type`` header anew for every request, and reads the body through a
``LimitedStream`` (Python-level ``readinto`` calls) even where the server itself ends the body.  Here:

- whether the body is JSON is asked of werkzeug's own ``Request.is_json`` once per distinct
  ``Content-Type`` text (clients send a handful, each on every request);
- where the server says it ends the body itself (``wsgi.input_terminated``, as gunicorn does), the
  body has a plain ``Content-Length`` within the app's ``max_content_length`` and no
  ``Transfer-Encoding``, the body is read straight from the server's stream: werkzeug would read the
  same stream to its end, the length already checked.  Any other request (a chunked body, a length
  over the limit: 413, a server that does not end the body) is read by werkzeug as before.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask import Request, request
from werkzeug.exceptions import RequestEntityTooLarge

from ..engine import InvalidInput
from ..wire import loads


def json_body() -> Any:
    """The request's JSON body, or InvalidInput saying why there is none."""
    req = request._get_current_object()  # type: ignore[attr-defined]  # one look-up of the proxy, not two
    if not names_json(req.environ.get("CONTENT_TYPE", "")):
        raise InvalidInput.at("body", "must be JSON, sent with Content-Type: application/json")
    return loads(body_bytes(req))


@lru_cache(maxsize=64)
def names_json(content_type: str) -> bool:
    """``Request.is_json`` for a request with this ``Content-Type`` text ("" when it has none)."""
    return Request({"CONTENT_TYPE": content_type} if content_type else {}, populate_request=False).is_json


def body_bytes(req: Request) -> bytes:
    """``req.get_data(cache=True)`` (see the module docstring)."""
    environ = req.environ
    length = environ.get("CONTENT_LENGTH")
    limit = req.max_content_length
    if not (
        "wsgi.input_terminated" in environ
        and "HTTP_TRANSFER_ENCODING" not in environ
        and length
        and length.isascii()
        and length.isdigit()
        and (limit is None or int(length) <= limit)
        and "stream" not in req.__dict__  # nothing read it yet
        and getattr(req, "_cached_data", None) is None
    ):
        return req.get_data(cache=True)
    data: bytes = environ["wsgi.input"].read()
    if limit is not None and len(data) > limit:  # a server that sent more than its Content-Length
        raise RequestEntityTooLarge()
    req._cached_data = data  # where get_data keeps what it read
    return data
