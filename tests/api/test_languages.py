"""Every sentence in every language: the catalogs against the English of the message modules."""

from __future__ import annotations

import string

import pytest
from babel.messages.pofile import read_po

from service.messages.catalog import entries, template
from service.messages.language import LANGUAGES, SOURCE_LANGUAGE, catalog_path

TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]


def _catalog(language):
    with catalog_path(language).open("rb") as po:
        return {(m.context, m.id): m for m in read_po(po, locale=language) if m.id}


def _fields(text: str) -> list[tuple[str, str]]:
    """The placeholders of a sentence with their specs, in no order."""
    return sorted((name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None)


def _edges(text: str) -> tuple[str, str]:
    """What a fragment begins and ends with that joins it to its sentence: spaces, '; ', ' ('."""
    stripped = text.strip(" ;(")
    head = text[: len(text) - len(text.lstrip(" ;("))] if stripped else text
    return head, text[len(text.rstrip(" )")) :]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_sentence_has_a_translation(language):
    catalog = _catalog(language)
    missing = [e.context for e in entries() if (e.context, e.english) not in catalog]
    assert not missing, f"{language}: {len(missing)} entries missing, e.g. {missing[:5]}"
    empty = [e.context for e in entries() if not catalog[(e.context, e.english)].string]
    assert not empty, f"{language}: {len(empty)} entries untranslated, e.g. {empty[:5]}"
    fuzzy = [e.context for e in entries() if catalog[(e.context, e.english)].fuzzy]
    assert not fuzzy, f"{language}: {len(fuzzy)} entries marked fuzzy (English changed), e.g. {fuzzy[:5]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_every_placeholder_and_its_joins(language):
    catalog = _catalog(language)
    for entry in entries():
        message = catalog.get((entry.context, entry.english))
        if message is None or not message.string:
            continue  # the test above names it
        assert _fields(message.string) == _fields(entry.english), (language, entry.context, message.string)
        assert _edges(message.string) == _edges(entry.english), (language, entry.context, message.string)


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_catalog_holds_nothing_else(language):
    """No entry left behind by a message removed or reworded (the update drops them)."""
    wanted = {(e.context, e.english) for e in entries()}
    assert set(_catalog(language)) <= wanted


def test_the_template_is_current():
    from service.messages.language import LOCALE

    with (LOCALE / "arbitro.pot").open("rb") as pot:
        written = [(m.context, m.id) for m in read_po(pot) if m.id]
    assert written == [(m.context, m.id) for m in template() if m.id], "run: python -m service.messages.catalog"
