"""The build's one step beyond pyproject.toml: the rules engines compiled to C by mypyc.

The engines stay pure Python (they run as written when not compiled); mypyc turns the same
type-checked source into C extensions, which a checkout's editable install builds in place.
``ARBITRO_PURE_PYTHON=1`` skips the step (no C compiler needed).  Compiled: the cards and every
module of the shared engine and the four games, but for those mypyc cannot build as native
code - the rules objects (``options.py`` and each game's ``rules.py``: a mapping with
attributes set at run time), the TypedDicts of actions and reports (``actions.py``,
``reports.py``: mypyc drops their annotations), and ``base.py`` (frozen generic dataclasses).
A deal's state and the objects it holds are native classes that copy and pickle (the suite forks
states to try actions on them): they derive from ``service/engine/forks.py``'s ``Forkable``, which
mypyc builds without running ``__init__``.
Compiled as ordinary Python classes (``mypyc_attr(native_class=False)``): the frozen dataclasses
a state shares (the deck, a Ramino meld).  Speed never
changes an answer: the whole suite runs on the compiled engines.
"""

import os
from fnmatch import fnmatch
from pathlib import Path

from setuptools import setup

INTERPRETED = (
    "service/engine/options.py",
    "service/engine/reports.py",
    "service/engine/base.py",
    "service/games/*/rules.py",
    "service/games/*/reports.py",
    "service/games/*/actions.py",
)


def compiled_modules() -> list[str]:
    """The source files mypyc compiles, relative to the repository root."""
    sources = [Path("service/cards.py"), *Path("service/engine").glob("*.py"), *Path("service/games").glob("*/*.py")]
    return sorted(str(path) for path in sources if not any(fnmatch(str(path), kept) for kept in INTERPRETED))


if __name__ == "__main__":  # as setuptools runs it (tests/test_compiled.py imports the list)
    if os.environ.get("ARBITRO_PURE_PYTHON"):
        setup()
    else:
        from mypyc.build import mypycify

        setup(ext_modules=mypycify(compiled_modules(), opt_level="3", multi_file=True))
