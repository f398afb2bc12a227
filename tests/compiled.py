"""Which of the engine's modules the build compiles with mypyc (setup.py), and whether the build the
suite is about to import is the one of this source: an extension module shadows its ``.py``, so a
module edited after the build would be tested as it was before the edit."""

from __future__ import annotations

import functools
import importlib.util
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PURE = bool(os.environ.get("ARBITRO_PURE_PYTHON"))
"""Set at install time to skip the compilation (setup.py), and for the suite to expect no extension."""


def compiled_sources() -> list[Path]:
    spec = importlib.util.spec_from_file_location("arbitro_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    return [ROOT / source for source in setup.compiled_modules()]


def extensions(source: Path) -> list[Path]:
    """The extension modules built for ``source`` (``engine.cpython-311-x86_64-linux-gnu.so``...)."""
    return sorted(source.parent.glob(f"{source.stem}.*.so"))


def build_faults() -> list[str]:
    """Why the compiled engines are not this source's, each naming the module and the remedy."""
    faults = []
    for source in compiled_sources():
        built = extensions(source)
        name = source.relative_to(ROOT)
        if PURE and built:
            faults.append(f"{name}: ARBITRO_PURE_PYTHON is set but {built[0].name} shadows it (delete the .so files)")
        elif not PURE and not built:
            faults.append(f"{name} is not compiled: run `.venv/bin/pip install -e .` (setup.py)")
        elif not PURE and any(so.stat().st_mtime < source.stat().st_mtime for so in built):
            faults.append(f"{name} changed after it was compiled: run `.venv/bin/pip install -e .` again")
    return faults


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """A compiled module is imported as its extension, which pytest's ``--doctest-modules`` refuses to
    collect from the ``.py`` (an "import file mismatch"); tests/test_compiled.py runs its doctests."""
    if not PURE and collection_path.suffix == ".py" and collection_path in _compiled_set():
        return True
    return None


@functools.cache
def _compiled_set() -> frozenset[Path]:
    return frozenset(compiled_sources())
