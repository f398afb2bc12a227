"""The console's own words (service/console/static/words.js): every key in English, Italian and
French with the same placeholders, every key used by the page, every key the page uses defined."""

from __future__ import annotations

import re

from service.console import STATIC_DIR
from tests.console.words import WORDS_JS, table

ROOT = STATIC_DIR.parents[2]
LANGUAGES = {"en", "it", "fr"}
# a key in use: say("key"...), sayInto(node, "key"...), onStatus("key"...) or data-say[-attribute]="key"
USE = re.compile(r"""(?:\bsay\(|\bsayInto\([^,]+,\s*|\bonStatus\(|\bdata-say(?:-[a-z-]+)?=)"(\w+)\"""")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def page_sources() -> str:
    return "\n".join(
        p.read_text() for p in sorted(STATIC_DIR.iterdir()) if p != WORDS_JS and p.suffix in {".js", ".html"}
    )


def test_every_phrase_and_field_word_has_each_language_with_the_same_placeholders():
    for name in ("WORDS", "FIELDS"):
        for key, phrases in table(name).items():
            assert set(phrases) == LANGUAGES, (name, key, sorted(phrases))
            assert all(text.strip() for text in phrases.values()), (name, key)
            placeholders = {lang: sorted(PLACEHOLDER.findall(text)) for lang, text in phrases.items()}
            assert len({tuple(p) for p in placeholders.values()}) == 1, (name, key, placeholders)


def test_every_phrase_is_used_by_the_page_and_every_phrase_used_exists():
    used = set(USE.findall(page_sources())) | {"page_title"}  # the document's title, set by speak()
    words = set(table("WORDS"))
    assert words - used == set(), "phrases of words.js the page never says"
    assert used - words == set(), "phrases the page says that words.js lacks"


def test_every_field_word_names_a_field_of_the_api():
    contract = (ROOT / "openapi.yaml").read_text()
    unknown = [name for name in table("FIELDS") if not re.search(rf"^\s+{name}:", contract, re.MULTILINE)]
    assert unknown == [], "words for fields no answer of the API has"
