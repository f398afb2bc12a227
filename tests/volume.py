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

from hypothesis import settings

LOOP_EXAMPLES = 5
"""The most examples a property test plays in the loop."""

_loop = False


def configure(markexpr: str) -> None:
    """Called once a run's options are read (tests/conftest.py), before any test module is imported:
    a run whose ``-m`` expression leaves out the slow tier is the loop."""
    global _loop
    _loop = "not slow" in markexpr
    settings.register_profile("loop", max_examples=LOOP_EXAMPLES, derandomize=True)
    if _loop:
        settings.load_profile("loop")


def in_loop() -> bool:
    return _loop


def examples(full: int) -> int:
    """A property test's number of examples in this run: ``full``, or at most :data:`LOOP_EXAMPLES` in the loop."""
    return min(full, LOOP_EXAMPLES) if _loop else full
