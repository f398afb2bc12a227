"""The console's own words (service/console/static/words.js): every key in English, Italian and
French with the same placeholders, every key used by the page, every key the page uses defined."""

from __future__ import annotations

import re

import yaml

from service.console import STATIC_DIR
from service.games.registry import ENGINES
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
    for name in ("WORDS", "FIELDS", "VALUES", "ACTIONS"):
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


def _enumerations() -> dict[str, set[str]]:
    """Every enumerated string value of openapi.yaml's schemas, by the name of the field that holds it."""
    found: dict[str, set[str]] = {}

    def walk(node: object, name: str) -> None:
        if isinstance(node, dict):
            if "enum" in node:
                found.setdefault(name, set()).update(str(v) for v in node["enum"] if v is not None)
            for key, value in node.items():
                walk(value, name if key in {"properties", "items", "allOf", "oneOf", "anyOf"} else key)
        elif isinstance(node, list):
            for item in node:
                walk(item, name)

    walk(yaml.safe_load((ROOT / "openapi.yaml").read_text())["components"]["schemas"], "")
    return found


# the values the console shows in words: every one the API's answers enumerate in these fields
WORDED = ("phase", "stage", "status", "kind", "source", "end", "variant")
NOT_SHOWN = {"status": {"ok", "ready", "degraded"}}  # the health endpoints' statuses, not a deal's


def test_every_value_the_answers_enumerate_has_its_words_and_every_word_names_one():
    enums = _enumerations()
    values = table("VALUES")
    for name in WORDED:
        missing = {v for v in enums[name] - NOT_SHOWN.get(name, set()) if f"{name}.{v}" not in values}
        assert missing == set(), (name, sorted(missing))
    trumps = {v for v in enums["trump"] if len(v) > 1}  # no trump (high, low); the suits are drawn as suits
    assert {f"trump.{v}" for v in trumps} <= set(values)
    for key in values:
        name, value = key.split(".", 1)
        if name == "bool":
            assert value in {"true", "false"}, key
        elif name in enums:
            assert value in enums[name], key
        else:  # fields the schema leaves open: Sette e Mezzo's outcomes, a hand's role and special
            assert name in {"outcomes", "role", "special"}, key


def test_every_action_type_of_every_game_has_its_words():
    types = {t.name for engine in ENGINES.values() for t in engine.vocabulary.types}
    assert set(table("ACTIONS")) == types
