"""Which of the engine's modules a compiled build holds (setup.py, ``ARBITRO_COMPILE=1``), and whether
the build the suite is about to import is the one of this source: an extension module shadows its
``.py``, so a module edited after the build would be tested as it was before the edit.  The suite
runs on whichever build the tree holds: no extension at all is the pure-Python build."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def compiled_sources() -> list[Path]:
    spec = importlib.util.spec_from_file_location("arbitro_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    return [ROOT / source for source in setup.compiled_modules()]


def extensions(source: Path) -> list[Path]:
    """The extension modules built for ``source`` (``engine.cpython-311-x86_64-linux-gnu.so``...)."""
    return sorted(source.parent.glob(f"{source.stem}.*.so"))


def is_compiled() -> bool:
    """Whether the tree holds a compiled build (any engine module built), else the pure-Python one."""
    return any(extensions(source) for source in compiled_sources())


def build_faults() -> list[str]:
    """Why a compiled build is not this source's, each naming the module and the remedy; none for the
    pure-Python build."""
    if not is_compiled():
        return []
    rebuild = "run `ARBITRO_COMPILE=1 scripts/setup test` again, or `scripts/setup test` for the pure-Python build"
    faults = []
    for source in compiled_sources():
        built = extensions(source)
        name = source.relative_to(ROOT)
        if not built:
            faults.append(f"{name} is not compiled while other engine modules are: {rebuild}")
        elif any(so.stat().st_mtime < source.stat().st_mtime for so in built):
            faults.append(f"{name} changed after it was compiled: {rebuild}")
    return faults


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """A compiled module is imported as its extension, which pytest's ``--doctest-modules`` refuses to
    collect from the ``.py`` (an "import file mismatch"); tests/test_compiled.py runs its doctests."""
    if collection_path.suffix == ".py" and collection_path in _compiled_set() and extensions(collection_path):
        return True
    return None


@functools.cache
def _compiled_set() -> frozenset[Path]:
    return frozenset(compiled_sources())
