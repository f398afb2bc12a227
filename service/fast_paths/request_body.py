"""A request's JSON body: what ``request.is_json`` and ``request.get_data()`` answer, never more than
``max_content_length`` bytes of it however it is sent; and with two speed paths, at less cost.

werkzeug's read of a chunked body (which has no length) stops at the limit and hands on the truncated body as
if it were whole, which then failed as bad JSON: here a body longer than the limit is a 413 on every path.

werkzeug reads the body through a ``LimitedStream`` (Python-level ``readinto`` calls) even where the server
itself ends the body.  The speed path (:mod:`service.fast_paths`):

- ``BODY_READ``: where the server says it ends the body itself (``wsgi.input_terminated``, as gunicorn and
  werkzeug's server do), the body is read straight from the server's stream, at most one byte past the app's
  ``max_content_length``: a ``Content-Length`` over the limit, or a body that turns out longer than it
  (a chunked body, or a server sending more than its length), is a 413.  Any other request (a malformed
  length, a server that does not end the body, a body something already read) is read by werkzeug.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, Any

from flask import Request, request
from werkzeug.exceptions import RequestEntityTooLarge

from ..engine import InvalidInput
from ..messages import fault
from ..wire import loads
from . import FastPath, taken

JsonBody = Callable[[], Any]
"""The request's JSON body, or InvalidInput saying why there is none."""


def json_body_reader() -> JsonBody:
    """How the app being built reads a request's JSON body: with the speed paths it takes."""
    read = body_bytes if taken(FastPath.BODY_READ) else whole_data

    def json_body() -> Any:
        req = request._get_current_object()  # type: ignore[attr-defined]  # one look-up of the proxy, not two
        if not req.is_json:
            raise InvalidInput.at("body", fault("json_content_type"))
        return loads(read(req))

    return json_body


def whole_data(req: Request) -> bytes:
    """``req.get_data(cache=True)``, or RequestEntityTooLarge where it stopped at the limit of a body longer than
    it (werkzeug's own way: its stream, ``req.stream``, held to the limit)."""
    data = req.get_data(cache=True)
    limit = req.max_content_length
    if limit is not None and len(data) >= limit and "wsgi.input_terminated" in req.environ:
        if req.environ["wsgi.input"].read(1):
            raise RequestEntityTooLarge()
    return data


def body_bytes(req: Request) -> bytes:
    """What :func:`whole_data` answers, read straight from the server's stream where it ends the body (see the
    module docstring)."""
    environ = req.environ
    length: str = environ.get("CONTENT_LENGTH") or ""
    sized = bool(length) and "HTTP_TRANSFER_ENCODING" not in environ
    if not (
        "wsgi.input_terminated" in environ
        and (not sized or (length.isascii() and length.isdigit()))
        and "stream" not in req.__dict__  # nothing read it yet
        and getattr(req, "_cached_data", None) is None
    ):
        return whole_data(req)
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
