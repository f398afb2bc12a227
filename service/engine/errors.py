"""The two ways a request can be wrong.

:class:`InvalidInput` - the request cannot describe a real deal (HTTP 400); it carries a map
of field path -> messages, paths dotted like ``deal.hands.1.3``.  A message the engines write is a
:class:`~service.messages.Phrase` (``input.<cause>`` and its facts, :mod:`service.messages.inputs`),
rendered in the request's language when the answer is written; never text (the web layer reads
marshmallow's own messages as phrases too: service/api/schema_words.py).

:class:`IllegalAction` - a well-formed action breaks a rule (HTTP 422 in a replay); it is a
value: a stable snake_case ``rule`` code and the facts of the case (``case``), whose sentence
``detail`` is rendered from the message table of :mod:`service.messages`, never built by the
engine. It may also carry ``facts``: structured fields (JSON values) that the answer publishes
beside ``rule`` and ``detail``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..messages import Phrase, message_key, render_phrase
from .reports import LegalAction

OUT_OF_TURN_RULES = frozenset({"not_your_turn", "turn_over"})
"""Rule codes for acting out of turn - before one's turn or after it ended: 422 in a replay,
409 in a session (docs/API.md §1; Sette e Mezzo §4.4)."""


FieldMessage = Phrase
"""What is wrong with one field: ``input.<cause>`` and its facts (:func:`service.messages.fault`)."""


def field_words(message: FieldMessage, language: str | None = None) -> str:
    """A field message as a sentence in ``language`` (default: the current one)."""
    return render_phrase(message, language)


class WrongValue(ValueError):
    """A value that is not of its field's kind (an action's field, an option); ``phrase`` says why
    (:func:`service.messages.fault`), under the path its reader knows."""

    def __init__(self, phrase: Phrase):
        super().__init__(phrase.key)
        self.phrase = phrase

    def __str__(self) -> str:
        return render_phrase(self.phrase)


class InvalidInput(Exception):
    """What is wrong with a request: field paths and, for each, its faults as phrases (never text: TypeError)."""

    def __init__(self, errors: Mapping[str, Sequence[FieldMessage]]):
        super().__init__()
        self.errors: dict[str, list[FieldMessage]] = {path: list(messages) for path, messages in errors.items()}
        for path, messages in self.errors.items():
            for message in messages:
                if not isinstance(message, Phrase):
                    raise TypeError(f"{path}: a field's message is a Phrase (service.messages.fault), not {message!r}")

    @classmethod
    def at(cls, path: str, message: FieldMessage) -> InvalidInput:
        return cls({path: [message]})

    def messages(self, language: str | None = None) -> dict[str, list[str]]:
        """The field paths and their messages as sentences in ``language`` (default: the current one)."""
        return {path: [field_words(m, language) for m in messages] for path, messages in self.errors.items()}

    def __str__(self) -> str:
        return "; ".join(f"{k}: {', '.join(v)}" for k, v in self.messages().items())


class IllegalAction(Exception):
    """A refusal: ``IllegalAction(rule, cause=None, **case)``.

    ``case`` holds the facts the rule's message names (``seat=1, card="7D"``); ``cause`` picks
    the message when one code is refused for several reasons (``game_over`` with
    ``cause="max_deals"``). ``facts`` (keyword only) are the structured fields the answer
    publishes (Ramino's ``read_as`` and ``valid_arrangements`` of a refused meld).
    """

    def __init__(
        self,
        rule: str,
        cause: str | None = None,
        *,
        facts: dict[str, Any] | None = None,
        **case: Any,
    ):
        super().__init__(rule)
        self.rule = rule
        self.cause = cause
        self.case = case
        self.facts = facts or {}

    @property
    def phrase(self) -> Phrase:
        """The refusal's words as a value: its message key and the facts of the case, rendered at the edge."""
        return Phrase(message_key(self.rule, self.cause), self.case)

    @property
    def detail(self) -> str:
        """The sentence a referee could read aloud, in the current language (:mod:`service.messages.language`)."""
        return render_phrase(self.phrase)

    def __str__(self) -> str:
        return self.detail


class RuleBroken(Exception):
    """An action of a replayed history was refused: where, which rule, and what was legal."""

    def __init__(self, action_index: int | None, error: IllegalAction, legal_actions: list[LegalAction]):
        super().__init__(error.rule)
        self.action_index = action_index
        self.error = error
        self.rule = error.rule
        self.facts = error.facts
        self.legal_actions = legal_actions

    @property
    def detail(self) -> str:
        """The refusal's sentence, rendered when the answer is built."""
        return self.error.detail

    def __str__(self) -> str:
        return self.detail
