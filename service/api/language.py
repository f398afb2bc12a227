"""The language of a request's words: ``Accept-Language`` (with q-values) chooses among
:data:`~service.messages.language.LANGUAGES`, English by default. Every sentence rendered while the
request is answered - a problem's title and detail, a violation's detail, a deal result's
``reason_text``, the rule catalogue's words - is in that language; the answer says which
(``Content-Language``) and that it depends on the header (``Vary: Accept-Language``)."""

from __future__ import annotations

from babel import negotiate_locale
from flask import Flask, Response, g, request

from ..messages.language import LANGUAGES, SOURCE_LANGUAGE, current_language, restore_language, set_language


def requested_language() -> str:
    """The language ``Accept-Language`` prefers most among those the service speaks (``fr-CA`` is
    ``fr``; a language at ``q=0`` is refused), English when it names none of them."""
    preferred = [tag.lower() for tag, quality in request.accept_languages if quality > 0 and tag != "*"]
    return negotiate_locale(preferred, LANGUAGES, sep="-") or SOURCE_LANGUAGE


def init_language(app: Flask) -> None:
    @app.before_request
    def _speak() -> None:
        g.language_token = set_language(requested_language())

    @app.after_request
    def _say_which(response: Response) -> Response:
        response.headers.setdefault("Content-Language", current_language())  # a replayed answer says its own
        response.vary.add("Accept-Language")
        return response

    @app.teardown_request
    def _stop_speaking(_exc: BaseException | None) -> None:
        token = g.pop("language_token", None)
        if token is not None:
            restore_language(token)
