"""A request's JSON body: what ``request.is_json`` and ``request.get_data()`` answer, at less cost, and
never more than ``max_content_length`` bytes of it however it is sent.

werkzeug parses the ``Content-Type`` header anew for every request, and reads the body through a
``LimitedStream`` (Python-level ``readinto`` calls) even where the server itself ends the body.  Here:

- whether the body is JSON is asked of werkzeug's own ``Request.is_json`` once per distinct
  ``Content-Type`` text (clients send a handful, each on every request);
- where the server says it ends the body itself (``wsgi.input_terminated``, as gunicorn and werkzeug's
  server do), the body is read straight from the server's stream, at most one byte past the app's
  ``max_content_length``: a ``Content-Length`` over the limit, or a body that turns out longer than it
  (a chunked body, which has no length, or a server sending more than its length), is a 413.  werkzeug's
  own read of a chunked body stops at the limit and hands on the truncated body as if it were whole,
  which then failed as bad JSON.  Any other request (a malformed length, a server that does not end the
  body, a body something already read) is read by werkzeug as before.
"""

from __future__ import annotations

from functools import lru_cache
from typing import IO, Any

from flask import Request, request
from werkzeug.exceptions import RequestEntityTooLarge

from ..engine import InvalidInput
from ..messages import fault
from ..wire import loads


def json_body() -> Any:
    """The request's JSON body, or InvalidInput saying why there is none."""
    req = request._get_current_object()  # type: ignore[attr-defined]  # one look-up of the proxy, not two
    if not names_json(req.environ.get("CONTENT_TYPE", "")):
        raise InvalidInput.at("body", fault("json_content_type"))
    return loads(body_bytes(req))


@lru_cache(maxsize=64)
def names_json(content_type: str) -> bool:
    """``Request.is_json`` for a request with this ``Content-Type`` text ("" when it has none)."""
    return Request({"CONTENT_TYPE": content_type} if content_type else {}, populate_request=False).is_json


def body_bytes(req: Request) -> bytes:
    """``req.get_data(cache=True)``, or RequestEntityTooLarge for a body over the limit (see the module
    docstring)."""
    environ = req.environ
    length: str = environ.get("CONTENT_LENGTH") or ""
    sized = bool(length) and "HTTP_TRANSFER_ENCODING" not in environ
    if not (
        "wsgi.input_terminated" in environ
        and (not sized or (length.isascii() and length.isdigit()))
        and "stream" not in req.__dict__  # nothing read it yet
        and getattr(req, "_cached_data", None) is None
    ):
        return req.get_data(cache=True)
    limit = req.max_content_length
    if limit is not None and sized and int(length) > limit:
        raise RequestEntityTooLarge()
    stream = environ["wsgi.input"]
    data: bytes = stream.read() if sized else read_at_most(stream, limit)
    if limit is not None and len(data) > limit:  # a server that sent more than its Content-Length
        raise RequestEntityTooLarge()
    req._cached_data = data  # where get_data keeps what it read
    return data


def read_at_most(stream: IO[bytes], limit: int | None) -> bytes:
    """All of ``stream``, or RequestEntityTooLarge once it holds more than ``limit`` bytes.

    A read may return fewer bytes than asked before the end (a chunked body arrives a chunk at a
    time), so it reads until the stream ends or has passed the limit.

    >>> import io
    >>> read_at_most(io.BytesIO(b"12345"), 5)
    b'12345'
    >>> read_at_most(io.BytesIO(b"123456"), 5)
    Traceback (most recent call last):
    werkzeug.exceptions.RequestEntityTooLarge: 413 Request Entity Too Large: ...
    """
    if limit is None:
        return stream.read()
    chunks = []
    held = 0
    while held <= limit:
        chunk = stream.read(limit + 1 - held)
        if not chunk:
            break
        chunks.append(chunk)
        held += len(chunk)
    if held > limit:
        raise RequestEntityTooLarge()
    return b"".join(chunks)
