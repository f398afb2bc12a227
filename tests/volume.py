"""How much of each sweep a run plays.

The whole suite (``scripts/test``, CI) plays every property test at the volume it declares.  The
loop (``scripts/test -m "not slow"``, run before every commit) is a run that leaves the ``slow``
tier out: there a property test plays at most :data:`LOOP_EXAMPLES` examples, the same ones every
run (Hypothesis derandomized), so the loop stays a quick check of every property while the volume,
and the new examples each run draws, belong to the whole suite.  A test names its volume as
``settings(max_examples=examples(300))``; one with no ``max_examples`` takes the loaded Hypothesis
profile's (:func:`configure`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from hypothesis import settings

LOOP_EXAMPLES = 3
"""The most examples a property test plays in the loop."""

_loop = False


def configure(markexpr: str) -> None:
    """Called once a run's options are read (tests/conftest.py), before any test module is imported:
    a run whose ``-m`` expression leaves out the slow tier is the loop."""
    global _loop
    _loop = "not slow" in markexpr
    # no property test is timed (speed lives in bench/): Hypothesis's per-example deadline failed examples that a
    # loaded machine slowed, not wrong ones
    settings.register_profile("suite", deadline=None)
    settings.register_profile("loop", settings.get_profile("suite"), max_examples=LOOP_EXAMPLES, derandomize=True)
    settings.load_profile("loop" if _loop else "suite")


def in_loop() -> bool:
    return _loop


def examples(full: int) -> int:
    """A property test's number of examples in this run: ``full``, or at most :data:`LOOP_EXAMPLES` in the loop."""
    return min(full, LOOP_EXAMPLES) if _loop else full


_PARAM = type(pytest.param())


def one_per_game_in_loop(cases: Iterable[Any], game_of: Callable[[Any], str]) -> list[Any]:
    """A sweep over a game's variants or option values: the loop plays its first case of each game, the whole
    suite every case (the others are marked ``slow``).  ``cases`` are values or ``pytest.param`` sets;
    ``game_of`` names the game of a value (of a set's values)."""
    seen: set[str] = set()
    kept = []
    for case in cases:
        values = case.values if isinstance(case, _PARAM) else (case,)
        game = game_of(values if isinstance(case, _PARAM) else case)
        if game not in seen:
            seen.add(game)
            kept.append(case)
        elif isinstance(case, _PARAM):
            kept.append(pytest.param(*case.values, id=case.id, marks=(*case.marks, pytest.mark.slow)))
        else:
            kept.append(pytest.param(case, marks=pytest.mark.slow))
    return kept
