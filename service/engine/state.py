"""What every game's deal state shares: the rules, the match score, and breaches.

A rule breach is either refused (``IllegalAction``, the default ``on_illegal: "reject"``) or,
under ``on_illegal: "report"`` - or when a hidden hand makes it provable only later - accepted
and listed in ``violations`` with the penalty the rules give it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, cast

from ..messages import Phrase
from .forks import Forkable
from .options import R
from .reports import DealResult, Penalty, Violation
from .scoring import Score


class DealState(Forkable, Generic[R]):
    """Base of each game's mutable deal state; games add their own fields (``R``: the game's rules type)."""

    def __init__(self, rules: R, scores: Sequence[Score], *, report_breaches: bool = False):
        self.rules = rules
        self.scores = list(scores)
        self.report_breaches = report_breaches
        self.violations: list[Violation] = []
        self.action_index: int | None = None
        self.deal_result: DealResult | None = None
        """Set when the deal ends; a game's state narrows it to its own ``<Game>DealResult``."""
        self.game_over = False
        self.winner: int | None = None

    def record_violation(
        self,
        rule: str,
        detail: Phrase,
        penalty: Penalty | None = None,
        *,
        action_index: int | None = None,
        **facts: Any,
    ) -> None:
        """List a breach whatever ``on_illegal`` says (e.g. a revoke proven from the history).

        ``facts``: the rule's facts, the documented ones (:class:`Violation`) and any other.
        """
        index = self.action_index if action_index is None else action_index
        violation = {"action_index": index, "rule": rule, "detail": detail, "penalty": penalty}
        violation.update(facts)
        self.violations.append(cast(Violation, violation))
