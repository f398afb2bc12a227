"""Fixtures of the command-line tests: ``arbitro`` run in process, the app to compare its answers with."""

from __future__ import annotations

import io
import sys
from collections.abc import Callable
from typing import Any

import pytest

from service.app import create_app
from tests.cli.support import Ran, installed_entry_point


@pytest.fixture
def arbitro(capsys, monkeypatch) -> Callable[..., Ran]:
    """``arbitro ARGV`` through the installed entry point, in this process; ``stdin``: the bytes ``-`` reads."""
    main = installed_entry_point()

    def run(*argv: Any, stdin: bytes = b"") -> Ran:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        capsys.readouterr()
        status = main([str(arg) for arg in argv])
        captured = capsys.readouterr()
        return Ran(status, captured.out, captured.err)

    return run


@pytest.fixture(scope="module")
def api():
    """The service's test client, for what the API answers to the same bodies."""
    return create_app({"redis_url": None}).test_client()
