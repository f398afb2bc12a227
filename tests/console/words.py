"""The console's own words, as words.js holds them (two JSON objects), for the tests."""

from __future__ import annotations

import json
import re
from typing import Any

from service.console import STATIC_DIR

WORDS_JS = STATIC_DIR / "words.js"


def table(name: str) -> dict[str, dict[str, str]]:
    """``WORDS`` or ``FIELDS`` of words.js: key -> {language: phrase}."""
    found = re.search(rf"^export const {name} = (\{{.*?^\}});$", WORDS_JS.read_text(), re.MULTILINE | re.DOTALL)
    assert found, f"words.js has no JSON object {name}"
    return json.loads(found.group(1))


def word(key: str, lang: str, **facts: Any) -> str:
    """The phrase ``key`` of WORDS in ``lang``, each {name} filled as words.js's say() does: a {seat} given by
    the API's number, from 0, written as people count, from 1."""

    def filled(name: str) -> str:
        given = facts[name]
        return str(given + 1 if name == "seat" and isinstance(given, int) else given)

    return re.sub(r"\{(\w+)\}", lambda m: filled(m.group(1)), table("WORDS")[key][lang])


def field(name: str, lang: str) -> str:
    """A field's name as the console labels it in ``lang``: its word in FIELDS, else the name with spaces."""
    words = table("FIELDS")
    return words[name][lang] if name in words else name.replace("_", " ")


def value(name: str, given: Any, lang: str) -> str:
    """A value the API wrote in field ``name`` as the console says it in ``lang`` (VALUES of words.js)."""
    key = f"bool.{str(given).lower()}" if isinstance(given, bool) else f"{name}.{given}"
    words = table("VALUES")
    return words[key][lang] if key in words else str(given)


def option(name: str, lang: str) -> str:
    """A rule option's label in ``lang`` (OPTIONS of words.js)."""
    return table("OPTIONS")[name][lang]


def choice(name: str, given: Any, lang: str) -> str:
    """A text choice of option ``name`` as the options panel names it in ``lang`` (CHOICES of words.js)."""
    return table("CHOICES")[f"{name}.{given}"][lang]
