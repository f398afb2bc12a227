"""The headers that keep a browser from misreading an answer or a page from being misused.

On every answer:

- ``X-Content-Type-Options: nosniff``: a browser takes the ``Content-Type`` as said (a JSON answer
  is never run as a script, nor a problem as HTML);
- ``Referrer-Policy: no-referrer``: a page's links and requests send no ``Referer`` (a console share
  link carries the disputed hand in its query).

On every HTML page (``/referee``, ``/tournament/<id>``, ``/docs``, a problem page):

- ``Content-Security-Policy``: :data:`PAGE_POLICY`.  Scripts and stylesheets come only from this
  service, as files: no inline script or ``<style>``, no ``style`` attribute in the markup, no
  ``eval``, on every page, ``/docs`` included (Swagger UI sets its styles through the DOM, which the
  policy allows; the browser tests find no violation there).  A page talks to this service only, and
  ``frame-ancestors 'none'``: no site may frame it (clickjacking);
- ``X-Frame-Options: DENY``: the same refusal for browsers that predate ``frame-ancestors``.
"""

from __future__ import annotations

from flask.ctx import _AppCtxGlobals

from ..fast_paths.flask_app import ArbitroFlask, AskedRequest, GivenAnswer

PAGE_POLICY = "; ".join(
    (
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",  # Swagger UI's icons are data: URIs in its stylesheet
        "connect-src 'self'",
        "font-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)

_EVERY_ANSWER = (("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"))
_PAGE = (("Content-Security-Policy", PAGE_POLICY), ("X-Frame-Options", "DENY"))


def _protect(_request: AskedRequest, _g: _AppCtxGlobals, response: GivenAnswer) -> None:
    headers = response.headers
    for name, value in _EVERY_ANSWER:
        headers.add(name, value)
    if (headers.get("Content-Type") or "").startswith("text/html"):
        for name, value in _PAGE:
            headers.add(name, value)


def init_page_headers(app: ArbitroFlask) -> None:
    app.on_response(_protect)
