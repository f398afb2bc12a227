"""The exceptions of an answer that is a problem (RFC 9457): what Arbitro refused, and why."""

from __future__ import annotations

from typing import Any

from ._generated.models.problem import Problem


class ArbitroProblem(Exception):
    """Any problem answer: its ``status``, ``type`` (``/problems/<code>``), ``title``, ``detail``, and the
    whole body as ``problem`` (``errors`` of a 400 names each bad field)."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        self.status = status
        self.problem = problem
        self.type: str = problem.get("type", "about:blank")
        self.title: str = problem.get("title", "")
        self.detail: str = problem.get("detail", "")
        super().__init__(f"{status} {self.type}: {self.detail or self.title}")


class IllegalMove(ArbitroProblem):
    """A rule refused the action (422, or 409 out of turn or after the match): ``rule`` is its code
    (``GET /problems/{code}`` explains it), ``legal_actions`` what the seat to act may do instead
    (empty when the refused seat is not the one to act)."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        super().__init__(status, problem)
        self.rule: str = problem["rule"]
        self.legal_actions: list[dict[str, Any]] = problem.get("legal_actions") or []


class VersionConflict(ArbitroProblem):
    """412: the session moved on since the version the action named (``Table.play`` refreshes and retries)."""


def problem_error(status: int, parsed: Problem | None) -> ArbitroProblem:
    """The exception for a problem answer with ``status``; ``parsed`` is None when the body was none."""
    problem = parsed.to_dict() if parsed is not None else {}
    if status == 412:
        return VersionConflict(status, problem)
    if problem.get("rule") is not None:
        return IllegalMove(status, problem)
    return ArbitroProblem(status, problem)
