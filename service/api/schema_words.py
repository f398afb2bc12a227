"""marshmallow's own messages read back as phrases, so that a 400 from a request's schema is written in the
request's language like the engines' (docs/API.md §1).

marshmallow writes a field's fault as English text from a template of its own (``"Must be one of: {choices}."``,
a field class's ``default_error_messages``, a validator's message).  Each template the schemas can meet is read
here from marshmallow itself and paired with the key of its words (``input.schema_<name>``,
:mod:`service.messages.inputs`); a message is matched against the templates and becomes that phrase, its facts
(the choices, the bounds) as marshmallow wrote them.  A message no template matches is kept word for word
(``input.as_written``): the schemas' own checks raise phrases (``ValidationError([fault(...)])``), so only a
template marshmallow adds in a later release can land there, and tests/api/test_schema_words.py lists the
messages of every field and validator the schemas use.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from marshmallow import Schema, fields, validate

from ..messages import Phrase, fault


def _text(messages: Mapping[str, object], key: str) -> str:
    """marshmallow's template under ``key`` (a field class's, or a schema's)."""
    template = messages[key]
    assert isinstance(template, str)
    return template


_RANGE = validate.Range
TEMPLATES: dict[str, str] = {
    "required": _text(fields.Field.default_error_messages, "required"),
    "null": _text(fields.Field.default_error_messages, "null"),
    "invalid": _text(fields.Field.default_error_messages, "validator_failed"),
    "not_string": _text(fields.String.default_error_messages, "invalid"),
    "not_utf8": _text(fields.String.default_error_messages, "invalid_utf8"),
    "not_integer": _text(fields.Integer.default_error_messages, "invalid"),
    "not_number": _text(fields.Number.default_error_messages, "invalid"),
    "number_too_large": _text(fields.Number.default_error_messages, "too_large"),
    "not_finite": _text(fields.Float.default_error_messages, "special"),
    "not_boolean": _text(fields.Boolean.default_error_messages, "invalid"),
    "not_list": _text(fields.List.default_error_messages, "invalid"),
    "not_mapping": _text(fields.Dict.default_error_messages, "invalid"),
    "not_object": _text(fields.Nested.default_error_messages, "type"),
    "body_not_object": _text(Schema._default_error_messages, "type"),
    "unknown_field": _text(Schema._default_error_messages, "unknown"),
    "one_of": validate.OneOf.default_message,
    "length_between": validate.Length.message_all,
    "length_equal": validate.Length.message_equal,
    "length_at_most": validate.Length.message_max,
    "length_at_least": validate.Length.message_min,
    "at_least": _RANGE.message_min.format(min_op=_RANGE.message_gte),
    "above": _RANGE.message_min.format(min_op=_RANGE.message_gt),
    "at_most": _RANGE.message_max.format(max_op=_RANGE.message_lte),
    "below": _RANGE.message_max.format(max_op=_RANGE.message_lt),
    "between": _RANGE.message_all.format(min_op=_RANGE.message_gte, max_op=_RANGE.message_lte),
}
"""marshmallow's template of each message, by the name of its words (``input.schema_<name>``)."""


def _pattern(template: str) -> re.Pattern[str]:
    """A regular expression that matches the messages ``template`` writes, a group for each fact."""
    parts = []
    for literal, name, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if name is not None:
            parts.append(f"(?P<{name}>.*?)")
    return re.compile("".join(parts) + r"\Z", re.DOTALL)


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple((name, _pattern(template)) for name, template in TEMPLATES.items())


def phrase_of(message: str) -> Phrase:
    """The phrase of a message marshmallow wrote: its template's words and the facts it filled in.

    >>> phrase_of("Must be one of: reject, report.")
    Phrase(key='input.schema_one_of', facts={'choices': 'reject, report'})
    >>> phrase_of("Unknown field.")
    Phrase(key='input.schema_unknown_field', facts={})
    """
    for name, pattern in _patterns():
        found = pattern.match(message)
        if found:
            return fault(f"schema_{name}", **found.groupdict())
    return fault("as_written", text=message)


def _items(messages: Any, prefix: str) -> Iterator[tuple[str, Phrase]]:
    if isinstance(messages, dict):
        for key, value in messages.items():
            if key == "_schema":  # marshmallow's word for the object itself
                yield from _items(value, prefix or "body")
            else:
                yield from _items(value, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(messages, list):
        for message in messages:
            yield from _items(message, prefix)
    else:
        path = prefix or "body"
        yield path, messages if isinstance(messages, Phrase) else phrase_of(str(messages))


def field_faults(messages: Any) -> dict[str, list[Phrase]]:
    """marshmallow's nested messages (a ``ValidationError``'s) as dotted field paths and their phrases.

    >>> field_faults({"actions": {0: {"seat": ["Missing data for required field."]}}})
    {'actions.0.seat': [Phrase(key='input.schema_required', facts={})]}
    """
    flat: dict[str, list[Phrase]] = {}
    for path, phrase in _items(messages, ""):
        flat.setdefault(path, []).append(phrase)
    return flat
