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
    for name in ("WORDS", "FIELDS", "VALUES", "ACTIONS", "OPTIONS", "CHOICES"):
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


def _is_card(engine, choice: object) -> bool:
    """A choice that is a card code of one of the game's decks (Euchre's benny card): the page names it as it
    names the card."""
    return any(choice in deck["cards"] for deck in engine.describe_decks())


def test_every_option_and_text_choice_of_every_game_has_its_words_and_every_word_names_one():
    """The options panel labels each option, and names each text choice, in the page's language (the API's
    names stay in the rules sent); the three languages of each entry are checked above."""
    options, choices = table("OPTIONS"), table("CHOICES")
    labelled, named = set(), set()
    for engine in ENGINES.values():
        for option in engine.rule_book.options:
            labelled.add(option.name)
            texts = [c for c in option.choices or () if isinstance(c, str) and not _is_card(engine, c)]
            named.update(f"{option.name}.{choice}" for choice in texts)
    assert labelled - set(options) == set(), "options without a label"
    assert named - set(choices) == set(), "text choices without a name"
    assert set(options) - labelled == set() and set(choices) - named == set(), "words for no option or choice"


def _seat_fields() -> set[str]:
    """Every field of the answers whose value is a seat (openapi.yaml's "a seat, from 0"), or a list of seats."""
    found: set[str] = set()

    def seat(schema: object) -> bool:
        return isinstance(schema, dict) and str(schema.get("description", "")).startswith("a seat, from 0")

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for name, schema in (node.get("properties") or {}).items():
                if seat(schema) or (isinstance(schema, dict) and seat(schema.get("items"))):
                    found.add(name)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(yaml.safe_load((ROOT / "openapi.yaml").read_text())["components"]["schemas"])
    return found


def test_every_seat_the_answers_give_is_shown_counted_from_one():
    """view.js's COUNTS: the fields whose numbers people count from 1 (docs/API.md §1) hold every seat field."""
    found = re.search(r"export const COUNTS = new Set\(\[(.*?)\]\);", (STATIC_DIR / "view.js").read_text(), re.DOTALL)
    assert found, "view.js has no COUNTS"
    counts = set(re.findall(r'"(\w+)"', found.group(1)))
    assert {"seat", "dealer", "leader", "owner"} <= _seat_fields() <= counts
