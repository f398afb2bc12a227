"""The loop's share of every property test (tests/volume.py): each declares its volume through
``examples()``, so that leaving the slow tier out makes every one of them quick."""

from __future__ import annotations

import re
from pathlib import Path

from tests import volume

TESTS = Path(__file__).resolve().parent


def test_every_property_test_declares_its_volume_through_examples():
    literal = re.compile(r"max_examples\s*=\s*\d")
    found = [f"{path.relative_to(TESTS)}" for path in TESTS.rglob("*.py") if literal.search(path.read_text())]
    assert found == [], "write max_examples=examples(N) (tests/volume.py)"


def test_the_loop_caps_each_volume_and_the_whole_suite_keeps_it(monkeypatch):
    monkeypatch.setattr(volume, "_loop", True)
    assert volume.examples(300) == volume.LOOP_EXAMPLES and volume.examples(2) == 2
    monkeypatch.setattr(volume, "_loop", False)
    assert volume.examples(300) == 300
