"""The build's one optional step beyond pyproject.toml: the rules engines compiled to C by mypyc.

The engines are pure Python and run as written; that is the default build, which needs no C
compiler.  With ``ARBITRO_COMPILE=1`` at install time, mypyc turns the same type-checked source
into C extensions (an editable install builds them in place, beside their ``.py``); the Docker
image is built so.  Both builds give the same answers: CI compares them position by position
(scripts/differential).

Compiled: the cards and every module of the shared engine and the four games, but for those
mypyc cannot build as native code - the rules objects (``options.py`` and each game's
``rules.py``: a mapping with attributes set at run time), the TypedDicts of actions and reports
(``actions.py``, ``reports.py``: mypyc drops their annotations), and ``base.py`` (frozen generic
dataclasses).  A deal's state and the objects it holds are native classes that copy and pickle
(the suite forks states to try actions on them): they derive from ``service/engine/forks.py``'s
``Forkable``, which mypyc builds without running ``__init__``.  Compiled as ordinary Python
classes (``mypyc_attr(native_class=False)``): the frozen dataclasses a state shares (the deck, a
Ramino meld).
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
MYPYC = "mypy==2.4.1"
"""The mypyc release the compiled build uses (also the test extra's type checker)."""
PARALLEL_COMPILE = "pybind11==3.1.0"
"""What compiles mypyc's C files on every core: setuptools compiles an extension's sources one by
one, and mypyc puts all of them in one extension (``ARBITRO_BUILD_JOBS`` sets how many at once)."""


def compiled_modules() -> list[str]:
    """The source files mypyc compiles, relative to the repository root."""
    sources = [Path("service/cards.py"), *Path("service/engine").glob("*.py"), *Path("service/games").glob("*/*.py")]
    return sorted(str(path) for path in sources if not any(fnmatch(str(path), kept) for kept in INTERPRETED))


def compiling() -> bool:
    return os.environ.get("ARBITRO_COMPILE", "") not in ("", "0")


if __name__ == "__main__":  # as setuptools runs it (tests/compiled.py imports the list)
    if not compiling():
        setup()
    else:
        try:
            from mypyc.build import mypycify
            from pybind11.setup_helpers import ParallelCompile, naive_recompile
        except ImportError:
            # setuptools first asks for the build's requirements (PEP 517 get_requires_for_build_*),
            # which installs them into the isolated build environment before the build itself
            setup(setup_requires=[MYPYC, PARALLEL_COMPILE])
        else:
            # a C file is compiled again when mypyc wrote it after its object (mypyc leaves unchanged files alone)
            ParallelCompile("ARBITRO_BUILD_JOBS", needs_recompile=naive_recompile).install()
            setup(ext_modules=mypycify(compiled_modules(), opt_level="3", multi_file=True))
