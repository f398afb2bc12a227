"""Running ``arbitro`` for the command-line tests: in process through the entry point pyproject.toml
installs, or as a real process; and what the API answers for the same body, to compare with."""

from __future__ import annotations

import importlib
import io
import os
import subprocess
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.cli.outcome import tell_problem

REPO = Path(__file__).resolve().parents[2]
EGN = REPO / "tests" / "data" / "egn"
EGN_FILES = sorted(str(path.relative_to(EGN)) for path in EGN.rglob("*.egn"))


@dataclass(frozen=True)
class Ran:
    """A command's exit status and what it wrote on standard output and standard error."""

    status: int
    out: str
    err: str


def installed_entry_point() -> Callable[[list[str]], int]:
    """The function the ``arbitro`` script calls, as ``[project.scripts]`` of pyproject.toml names it."""
    target = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]["arbitro"]
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def in_subprocess(*argv: Any, stdin: bytes = b"") -> Ran:
    """``python -m service.cli ARGV`` in a process of its own, from the repository."""
    done = subprocess.run(
        [sys.executable, "-m", "service.cli", *map(str, argv)],
        input=stdin,
        capture_output=True,
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        timeout=120,
        check=False,
    )
    return Ran(done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8"))


def told(problem: dict[str, Any]) -> str:
    """A problem as the command line tells it on standard error."""
    stream = io.StringIO()
    tell_problem(problem, stream)
    return stream.getvalue()
