"""Conditional GETs (RFC 9110 §13.1.2): ``If-None-Match`` against a resource's current ETag.

The header may list several entity tags, weak (``W/"v3"``) or strong (``"v3"``), or be ``*``; a GET
is answered 304 when any of them matches the current ETag by the weak comparison (a weak and a strong
tag of the same value match), or it is ``*`` (the resource exists).  werkzeug parses the header (and
reads a tag sent without its quotes, ``v3``, as the tag it names).
"""

from __future__ import annotations

from collections.abc import Mapping

from flask import Request, Response
from werkzeug.http import unquote_etag


def holds_current(req: Request, current: str) -> bool:
    """Whether ``req``'s ``If-None-Match`` names ``current`` (an ETag as sent, quoted), or is ``*``.

    >>> from werkzeug.test import EnvironBuilder
    >>> def asks(header):
    ...     return holds_current(Request(EnvironBuilder(headers={"If-None-Match": header}).get_environ()), '"v3"')
    >>> [asks(h) for h in ('"v3"', 'W/"v3"', '"v1", W/"v3"', "*", '"v2"', 'W/"v2", "v4"', "")]
    [True, True, True, True, False, False, False]
    """
    if "HTTP_IF_NONE_MATCH" not in req.environ:
        return False
    tag, _weak = unquote_etag(current)
    return req.if_none_match.contains_weak(tag)


def not_modified(req: Request, current: str, headers: Mapping[str, str]) -> Response | None:
    """The 304 of a GET whose ``If-None-Match`` names ``current``, with the headers the 200 would carry
    (its ``ETag``, ``Cache-Control`` and ``Vary``), else None."""
    if not holds_current(req, current):
        return None
    return Response(status=304, headers={**headers, "ETag": current})
