"""RFC 9457 problem details as values, without a web framework: a problem's ``type`` URI, its title
in the current language and its body.  The HTTP layer answers them (:mod:`service.api.problems`
adds the request's id); the command line (:mod:`service.cli`) prints the same body when it works
in process, so a bad file reads the same there as in a 400.

The ``detail`` of a body is a :class:`~service.messages.Phrase`: it becomes a sentence, in the
current language, when the body is written (:func:`service.wire.dumps`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .messages import PROBLEM_TYPES, RULES, Phrase
from .messages.catalog import problem_words, rule_words


def problem_type(code: str) -> str:
    """The type URI of a problem code: ``must_follow_suit`` -> ``/problems/must-follow-suit``, its page."""
    return f"/problems/{code.replace('_', '-')}"


def problem_title(code: str) -> str:
    """A problem's title in the current language: its problem type's, or its rule's (a rule code's
    title is the same in every game that raises it: tests/api/test_rule_catalogue.py)."""
    if code in PROBLEM_TYPES:
        return problem_words(code).title
    for rules in RULES.values():
        if code in rules:
            return rule_words(rules[code].rule).title
    raise KeyError(f"problem code {code!r} is in no catalogue")


def problem_body(status: int, code: str, detail: Phrase, **extra: Any) -> dict[str, Any]:
    """A problem's body: type, title (from the catalogue), status, detail (a phrase) and ``extra``.

    >>> problem_body(413, "request_entity_too_large", Phrase("request_entity_too_large", {"limit": 9}))["title"]
    'Request body too large'
    """
    return {"type": problem_type(code), "title": problem_title(code), "status": status, "detail": detail, **extra}


def invalid_input_body(errors: Mapping[str, Sequence[Phrase]]) -> dict[str, Any]:
    """The 400 of a body that is not what it should be: ``errors`` names each bad field by its path."""
    return problem_body(400, "invalid_input", Phrase("invalid_input", {"fields": list(errors)}), errors=errors)
