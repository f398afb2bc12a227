"""What the suite does when a test's outside requirement (Chromium, pyspiel) is missing: under CI
(``CI`` set) the test fails, since CI installs everything; elsewhere it is skipped, saying why."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest


def unavailable(reason: str) -> NoReturn:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason + "; outside CI this test is skipped")
