"""A message's words parsed once per language say what ``string.Formatter.vformat`` said of them.

:func:`render_phrase` keeps each message's template parsed (service/messages, ``_Sentence``); the
reference here is the way it rendered before, a ``string.Formatter`` over the template on every
call.  Every message in every language, with facts of every kind a sentence holds (numbers, text
with braces, lists written by each joiner, phrases, the empty part), renders the same text or
raises the same error.
"""

from __future__ import annotations

import string
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.messages import JOINERS, MESSAGES, Phrase, render_phrase
from service.messages.base import counted_for_people, message_context
from service.messages.language import LANGUAGES, words
from tests.volume import examples

KEYS = sorted(MESSAGES)
FACTLESS = [key for key in KEYS if not MESSAGES[key].placeholders()]


def _template(key: str, language: str) -> str:
    return words(message_context(key), MESSAGES[key].detail, language)


def _placeholders(key: str, language: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(_template(key, language)) if name is not None]


class _Formatter(string.Formatter):
    """The rendering before the templates were kept parsed."""

    def __init__(self, language: str):
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Phrase):
            return _formatted(value, self.language)
        if isinstance(value, list | tuple) and format_spec in JOINERS:
            joiner = JOINERS[format_spec]
            between = _formatted(joiner, self.language) if isinstance(joiner, Phrase) else joiner
            return between.join(self.format_field(item, "") for item in value)
        return format(value, format_spec)


def _formatted(phrase: Phrase, language: str) -> str:
    return _Formatter(language).vformat(_template(phrase.key, language), (), counted_for_people(phrase.facts))


def _outcome(render: Any, *arguments: Any) -> tuple[str, Any]:
    try:
        return "said", render(*arguments)
    except Exception as exc:  # the same refusal both ways: its class and arguments
        return "raised", (type(exc), exc.args)


_SCALARS = st.one_of(
    st.integers(-1000, 1000),
    st.text(alphabet="aZ7 {}:!.[]éè-", max_size=8),
    st.floats(allow_nan=True, allow_infinity=True),
    st.just(""),
    st.none(),
    st.booleans(),
)
_PHRASES = st.builds(Phrase, st.sampled_from(FACTLESS))
_FACTS = st.one_of(
    _SCALARS,
    _PHRASES,
    st.lists(st.one_of(st.text(alphabet="23456789TJQKAHDCS", max_size=3), _PHRASES), max_size=4),
    st.tuples(st.integers(1, 13), st.integers(1, 13)),
)


@st.composite
def _phrases(draw: st.DrawFn) -> tuple[Phrase, str]:
    key = draw(st.sampled_from(KEYS))
    language = draw(st.sampled_from(LANGUAGES))
    names = _placeholders(key, language)
    facts = {name: draw(_FACTS) for name in names}
    lacks = draw(st.booleans())
    if names and lacks:  # a fact the case lacks
        del facts[draw(st.sampled_from(names))]
    if draw(st.booleans()):  # a fact the sentence does not name
        facts["unnamed"] = draw(_FACTS)
    return Phrase(key, facts), language


PHRASES = 1000
"""Phrases rendered: a key, a language and its facts drawn, a fact lacking or added; the sentences share one parser,
so a thousand draws (about half the 600 keys in each of the 3 languages) find a defect of it, and each run draws
others."""


@settings(max_examples=examples(PHRASES), deadline=None)
@given(_phrases())
def test_every_message_renders_as_the_formatter_did(case: tuple[Phrase, str]) -> None:
    phrase, language = case
    assert _outcome(render_phrase, phrase, language) == _outcome(_formatted, phrase, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_with_every_fact_in_each_kind(language: str) -> None:
    kinds: list[Any] = [
        7,
        "x{y}",
        2.5,
        "",
        Phrase(FACTLESS[0]),
        ["7H", "JK"],
        [Phrase(FACTLESS[1]), Phrase(FACTLESS[2])],
    ]
    for key in KEYS:
        for kind in kinds:
            phrase = Phrase(key, dict.fromkeys(_placeholders(key, language), kind))
            assert _outcome(render_phrase, phrase, language) == _outcome(_formatted, phrase, language), key


def test_a_template_beyond_fact_names_is_left_to_the_formatter() -> None:
    from service.messages import _Sentence, _Words

    facts = {"a": [3, 4], "b": 5, "0": "zero"}
    for template in ("{a[1]}", "{b!r:>4}", "{b:{b}}", "{0}", "{}", "{a.real}"):
        sentence = _Sentence(template, _Words("en"))
        assert sentence.pieces is None
        said = _outcome(sentence.fill, facts)
        assert said == _outcome(_Formatter("en").vformat, template, (), facts), template
    assert all(
        _Sentence(_template(key, language), _Words(language)).pieces is not None
        for key in KEYS
        for language in LANGUAGES
    )
