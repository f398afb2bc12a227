"""The languages the service speaks, and the gettext catalogs that hold their words.

English is the source: every sentence is written in English in the message modules; Italian and
French are gettext catalogs (``locale/<lang>/LC_MESSAGES/arbitro.po``), read with Babel and
compiled in memory when first needed. An entry is found by its context (``message:<key>``,
``rule:<scope>:title``, ...: :mod:`service.messages.catalog` lists them) and its English text;
an entry missing from a catalog (tests/api/test_languages.py forbids it) falls back to English.

The language of the words rendered now is a context variable, set by the HTTP layer for each
request from ``Accept-Language`` (:func:`speaking`); everything else renders English.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from functools import cache
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import Translations

LANGUAGES = ("en", "it", "fr")
"""What ``Accept-Language`` may choose, the first being the default."""

SOURCE_LANGUAGE = LANGUAGES[0]
DOMAIN = "arbitro"
LOCALE = Path(__file__).resolve().parent / "locale"

_CURRENT: ContextVar[str] = ContextVar("arbitro_language", default=SOURCE_LANGUAGE)


def catalog_path(language: str) -> Path:
    """Where a language's catalog is kept."""
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def translations(language: str) -> gettext.NullTranslations:
    """A language's catalog, compiled in memory (fuzzy entries left out); English has none."""
    if language == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    with catalog_path(language).open("rb") as po:
        catalog = read_po(po, locale=language, domain=DOMAIN)
    compiled = BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return Translations(compiled, domain=DOMAIN)


def current_language() -> str:
    return _CURRENT.get()


def words(context: str, english: str, language: str | None = None) -> str:
    """``english`` in ``language`` (default: the current one), found by its context."""
    return translations(language or _CURRENT.get()).pgettext(context, english)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Render in ``language`` within the block."""
    token = _CURRENT.set(language)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def set_language(language: str) -> Token[str]:
    """Render in ``language`` until :func:`restore_language` is given the token (a request's span)."""
    return _CURRENT.set(language)


def restore_language(token: Token[str]) -> None:
    _CURRENT.reset(token)
