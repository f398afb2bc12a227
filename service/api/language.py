"""The language of a request's words: ``Accept-Language`` (with q-values) chooses among
:data:`~service.messages.language.LANGUAGES`, English by default. Every sentence rendered while the
request is answered - a problem's title and detail, a violation's detail, a deal result's
``reason_text``, the rule catalogue's words - is in that language; the answer says which
(``Content-Language``) and that it depends on the header (``Vary: Accept-Language``)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from babel import negotiate_locale
from flask.ctx import _AppCtxGlobals
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from ..fast_paths.flask_app import ArbitroFlask, AskedRequest, GivenAnswer
from ..messages.language import LANGUAGES, SOURCE_LANGUAGE, current_language, restore_language, set_language
from .vary import vary_on

_ACCEPT_LANGUAGE = "HTTP_ACCEPT_LANGUAGE"  # WSGI's name for the header
_VARY_ON = "Accept-Language"


def requested_language(environ: dict[str, Any]) -> str:
    """The language ``Accept-Language`` prefers most among those the service speaks (``fr-CA`` is
    ``fr``; a language at ``q=0`` is refused), English when it names none of them."""
    header = environ.get(_ACCEPT_LANGUAGE)
    return negotiated_language(header) if header else SOURCE_LANGUAGE


@lru_cache(maxsize=512)
def negotiated_language(header: str) -> str:
    """:func:`requested_language` for the header's text, negotiated once per distinct text (clients
    send a handful of them, each on every request)."""
    accepted = parse_accept_header(header, LanguageAccept)
    preferred = [tag.lower() for tag, quality in accepted if quality > 0 and tag != "*"]
    return negotiate_locale(preferred, LANGUAGES, sep="-") or SOURCE_LANGUAGE


def _say_which(_request: AskedRequest, _g: _AppCtxGlobals, response: GivenAnswer) -> None:
    """``Content-Language`` (unless the answer says its own: a replayed answer) and ``Accept-Language`` added
    to ``Vary``."""
    headers = response.headers
    if "Content-Language" not in headers:
        headers.add("Content-Language", current_language())
    vary_on(headers, _VARY_ON)


def _speak(environ: dict[str, Any], ctx_g: _AppCtxGlobals) -> None:
    ctx_g.language_token = set_language(requested_language(environ))


def _stop_speaking(ctx_g: _AppCtxGlobals) -> None:
    token = ctx_g.pop("language_token", None)
    if token is not None:
        restore_language(token)


def init_language(app: ArbitroFlask) -> None:
    app.on_request_start(_speak)
    app.on_response(_say_which)
    app.on_teardown(_stop_speaking)
