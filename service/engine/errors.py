"""The two ways a request can be wrong.

:class:`InvalidInput` - the request cannot describe a real deal (HTTP 400); it carries a map
of field path -> messages, paths dotted like ``deal.hands.1.3``.

:class:`IllegalAction` - a well-formed action breaks a rule (HTTP 422 in a replay); it carries
a stable snake_case ``rule`` code and a sentence a referee could read aloud, and may carry
``facts``: the same explanation as structured fields (JSON values) that the answer adds beside
``rule`` and ``detail``, so that a client can render it in another language.
"""

from __future__ import annotations

from typing import Any

OUT_OF_TURN_RULES = frozenset({"not_your_turn", "turn_over"})
"""Rule codes for acting out of turn - before one's turn or after it ended: 422 in a replay,
409 in a session (API.md 1; Sette e Mezzo 4.4)."""


class InvalidInput(Exception):
    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("; ".join(f"{k}: {', '.join(v)}" for k, v in errors.items()))
        self.errors = errors

    @classmethod
    def at(cls, path: str, message: str) -> InvalidInput:
        return cls({path: [message]})


class IllegalAction(Exception):
    def __init__(self, rule: str, detail: str, facts: dict[str, Any] | None = None):
        super().__init__(detail)
        self.rule = rule
        self.detail = detail
        self.facts = facts or {}


class RuleBroken(Exception):
    """An action of a replayed history was refused: where, which rule, and what was legal."""

    def __init__(self, action_index: int | None, error: IllegalAction, legal_actions: list[dict]):
        super().__init__(error.detail)
        self.action_index = action_index
        self.rule = error.rule
        self.detail = error.detail
        self.facts = error.facts
        self.legal_actions = legal_actions
