"""How a command ends: its exit status, and what stops it told on stderr.

Exit statuses:

- ``0``: done; for ``validate``, the match record has no violation;
- ``1``: ``validate`` found violations;
- ``2``: bad input (the file is no match record, or no EGN: the API's 400 problem, or its 413),
  a usage error, a file that cannot be read, a server that cannot be reached or fails.
"""

from __future__ import annotations

from typing import Any, TextIO

VALID = 0
VIOLATIONS = 1
FAILED = 2

EXIT_STATUSES = f"""exit status:
  {VALID}  done; validate: the match record has no violation
  {VIOLATIONS}  validate: violations found
  {FAILED}  bad input (the API's problem, told on stderr), a usage error, a file that cannot be read,
     a server that cannot be reached or that fails"""
"""The exit statuses, at the end of ``--help``."""


class Refused(Exception):
    """The problem (RFC 9457) the work was refused with, as the API writes it: from the server, or made in
    process with the same words."""

    def __init__(self, problem: dict[str, Any]):
        super().__init__(problem.get("title"))
        self.problem = problem


class Failure(Exception):
    """What stopped the command before any answer: a file that cannot be read, a server that cannot be asked."""


def tell_problem(problem: dict[str, Any], stream: TextIO) -> None:
    """A problem on ``stream``: its title, status and detail, then each bad field's path and messages."""
    stream.write(f"{problem.get('title')} ({problem.get('status')}): {problem.get('detail')}\n")
    errors = problem.get("errors")
    if isinstance(errors, dict):
        for path, messages in errors.items():
            said = "; ".join(messages) if isinstance(messages, list) else str(messages)
            stream.write(f"  {path}: {said}\n")
