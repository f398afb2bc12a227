"""The loop's share of every property test (tests/volume.py): each declares its volume through
``examples()``, so that leaving the slow tier out makes every one of them quick."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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


def test_a_sweep_keeps_one_case_a_game_in_the_loop_and_every_case_in_the_whole_suite():
    cases = [("euchre", 1), pytest.param("euchre", 2, id="e2"), ("ramino", 1), pytest.param("ramino", 2, id="r2")]
    kept = volume.one_per_game_in_loop(cases, lambda case: case[0])
    assert kept[0] == ("euchre", 1) and kept[2] == ("ramino", 1)
    for later, original in ((kept[1], cases[1]), (kept[3], cases[3])):
        assert later.values == original.values and later.id == original.id
        assert [mark.name for mark in later.marks] == ["slow"]
