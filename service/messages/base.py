"""One refusal's words, and the key that finds them in the table."""

from __future__ import annotations

import string
from dataclasses import dataclass


@dataclass(frozen=True)
class Message:
    """One refusal's words: a short ``title`` and a ``detail`` naming the declared ``facts``."""

    title: str
    detail: str
    facts: tuple[str, ...] = ()

    def placeholders(self) -> set[str]:
        """The fact names that ``detail`` fills in."""
        return {name for _, name, _, _ in string.Formatter().parse(self.detail) if name is not None}


def message_key(rule: str, cause: str | None = None) -> str:
    """The table key of a refusal: its rule code, or ``code.cause`` for one of several causes."""
    return rule if cause is None else f"{rule}.{cause}"
