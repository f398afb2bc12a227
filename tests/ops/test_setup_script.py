"""scripts/setup, which the README's two commands run first: it installs only when what the install
reads changed, says which build it makes, and never needs a C compiler.

Each test runs the script in a copy of the files it reads, with a stand-in ``.venv/bin/python``
that logs each install call, pip's or uv's (its arguments and the ``ARBITRO_COMPILE`` it was given),
instead of installing, and for a compiled build leaves one stand-in extension module where mypyc
would: what is checked is the script's own logic, not pip or uv.  Installing uv itself (``pip install
uv``, once a .venv) is not logged as an install; ``-m uv`` answers once it is "installed", or never
with ``NO_UV`` set (a machine where uv cannot be had).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.unavailable import unavailable

ROOT = Path(__file__).resolve().parents[2]

STAND_IN = """#!/bin/sh
if [ "$1" = "-V" ]; then echo "Python 3.11.7"; exit 0; fi
venv="$(dirname "$0")/.."
for last; do :; done
if [ "$1" = "-m" ] && [ "$2" = "pip" ] && [ "$last" = "uv" ]; then
  if [ -n "$NO_UV" ]; then exit 1; fi
  touch "$venv/uv-installed"; exit 0
fi
if [ "$1" = "-m" ] && [ "$2" = "uv" ] && [ "$3" = "--version" ]; then
  if [ -f "$venv/uv-installed" ]; then exit 0; fi
  exit 3
fi
if [ "$1" = "-m" ] && { [ "$2" = "pip" ] || [ "$2" = "uv" ]; }; then
  shift 1
  echo "ARBITRO_COMPILE=$ARBITRO_COMPILE $*" >> "$(dirname "$0")/../pip.log"
  if [ "$ARBITRO_COMPILE" = 1 ]; then
    echo "compiled $(cat service/engine/deals.py)" > service/engine/deals.cpython-311-x86_64-linux-gnu.so
    echo "library" > 0a1b__mypyc.cpython-311-x86_64-linux-gnu.so
  fi
  echo "Successfully installed arbitro-0.1.0"
  exit 0
fi
exit 3
"""


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    for name in ("pyproject.toml", "setup.py", "constraints.txt"):
        shutil.copy(ROOT / name, tmp_path / name)
    shutil.copytree(ROOT / "scripts", tmp_path / "scripts")
    (tmp_path / "service" / "engine").mkdir(parents=True)
    (tmp_path / "service" / "engine" / "deals.py").write_text("X = 1\n")
    python = tmp_path / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    (tmp_path / ".venv" / "lib" / "python3.11" / "site-packages").mkdir(parents=True)
    python.write_text(STAND_IN)
    python.chmod(0o755)
    return tmp_path


def setup(checkout: Path, *args: str, **env: str) -> tuple[str, list[str]]:
    """Run scripts/setup; what it said and the pip calls it made."""
    log = checkout / ".venv" / "pip.log"
    log.unlink(missing_ok=True)
    environment = {k: v for k, v in os.environ.items() if k not in ("ARBITRO_COMPILE", "CC")}
    environment |= {"ARBITRO_ENGINE_CACHE": str(checkout.with_name(checkout.name + "-engines"))} | env
    result = subprocess.run(
        ["bash", str(checkout / "scripts" / "setup"), *args],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stderr, log.read_text().splitlines() if log.exists() else []


def test_the_first_run_installs_and_the_next_one_only_says_it_is_up_to_date(checkout):
    said, calls = setup(checkout)
    assert "installing the service into .venv" in said and "engines as pure Python" in said
    assert (
        len(calls) == 1 and calls[0].startswith("ARBITRO_COMPILE=0 ") and calls[0].endswith("-c constraints.txt -e .")
    )
    said, calls = setup(checkout)
    assert "install up to date" in said and calls == []


def test_a_changed_pyproject_or_extra_installs_again(checkout):
    setup(checkout)
    with (checkout / "pyproject.toml").open("a") as pyproject:
        pyproject.write("\n# changed\n")
    assert len(setup(checkout)[1]) == 1
    said, calls = setup(checkout, "test")
    assert "with the test extra" in said and calls[0].endswith("-c constraints.txt -e .[test]")


def test_every_install_takes_the_pinned_versions_and_a_changed_pin_installs_again(checkout):
    """constraints.txt pins every package; a refreshed pin must reach every .venv at its next run."""
    assert "-c constraints.txt" in setup(checkout, "test")[1][0]
    assert setup(checkout, "test")[1] == []
    with (checkout / "constraints.txt").open("a") as constraints:
        constraints.write("example-package==1.0\n")
    said, calls = setup(checkout, "test")
    assert "installing the service with the test extra" in said and len(calls) == 1
    assert "-c constraints.txt" in calls[0]


def test_without_a_c_compiler_a_compiled_build_asked_for_is_pure_python_after_one_line(checkout):
    said, calls = setup(checkout, ARBITRO_COMPILE="1", CC="no-such-compiler")
    assert [line for line in said.splitlines() if "no C compiler" in line] == [
        "arbitro: no C compiler (no-such-compiler) found: the engines run as pure Python (ARBITRO_COMPILE ignored)"
    ]
    assert calls[0].startswith("ARBITRO_COMPILE=0 ")


def test_a_compiled_build_is_rebuilt_when_an_engine_source_changes(checkout):
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        unavailable("no C compiler (cc, gcc) on this machine")
    said, calls = setup(checkout, ARBITRO_COMPILE="1", CC=compiler)
    assert "compiling the engines with mypyc" in said and calls[0].startswith("ARBITRO_COMPILE=1 ")
    assert setup(checkout, ARBITRO_COMPILE="1", CC=compiler)[1] == []
    (checkout / "service" / "engine" / "deals.py").write_text("X = 2\n")
    assert len(setup(checkout, ARBITRO_COMPILE="1", CC=compiler)[1]) == 1


def test_the_pure_build_removes_the_extensions_a_compiled_build_left(checkout):
    built = checkout / "service" / "engine" / "deals.cpython-311-x86_64-linux-gnu.so"
    built.write_bytes(b"")
    said, _ = setup(checkout)
    assert "removing 1 compiled engine modules" in said and not built.exists()


def test_engines_compiled_once_are_taken_from_the_cache_by_another_checkout_of_the_same_sources(checkout):
    """A clean clone (CI) of sources compiled before on this machine installs pure and lays the
    kept extension modules back, dated now; changed sources compile again."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        unavailable("no C compiler (cc, gcc) on this machine")
    built = Path("service/engine/deals.cpython-311-x86_64-linux-gnu.so")
    cache = str(checkout.with_name(checkout.name + "-engines"))
    said, calls = setup(checkout, ARBITRO_COMPILE="1", CC=compiler, ARBITRO_ENGINE_CACHE=cache)
    assert "compiling the engines with mypyc" in said and calls[0].startswith("ARBITRO_COMPILE=1 ")

    clone = checkout.with_name(checkout.name + "-clone")
    shutil.copytree(checkout, clone, ignore=shutil.ignore_patterns("*.so", ".arbitro-installed", "pip.log"))
    said, calls = setup(clone, ARBITRO_COMPILE="1", CC=compiler, ARBITRO_ENGINE_CACHE=cache)
    assert "compiled from these sources before" in said
    assert len(calls) == 1 and calls[0].startswith("ARBITRO_COMPILE=0 ")
    assert (clone / built).read_text() == "compiled X = 1\n"
    assert (clone / built).stat().st_mtime >= (clone / "service/engine/deals.py").stat().st_mtime
    # the shared library mypyc builds beside them stays at the top of the checkout, found by a .pth
    pth = clone / ".venv/lib/python3.11/site-packages/arbitro-engines.pth"
    assert pth.read_text().strip() == str(clone)
    assert (clone / "0a1b__mypyc.cpython-311-x86_64-linux-gnu.so").read_text() == "library\n"

    (clone / "service/engine/deals.py").write_text("X = 2\n")
    said, calls = setup(clone, ARBITRO_COMPILE="1", CC=compiler, ARBITRO_ENGINE_CACHE=cache)
    assert "compiling the engines with mypyc" in said and calls[0].startswith("ARBITRO_COMPILE=1 ")
    assert (clone / built).read_text() == "compiled X = 2\n" and not pth.exists()


def test_a_pure_install_goes_through_uv_and_through_pip_where_uv_cannot_be_had(checkout):
    _, calls = setup(checkout, "test")
    assert len(calls) == 1 and calls[0].startswith("ARBITRO_COMPILE=0 uv pip install --python .venv/bin/python -c")

    fallback = checkout.with_name(checkout.name + "-no-uv")
    shutil.copytree(checkout, fallback, ignore=shutil.ignore_patterns(".arbitro-installed", "pip.log", "uv-installed"))
    said, calls = setup(fallback, "test", NO_UV="1")
    assert "installed" in said
    assert len(calls) == 1 and calls[0].startswith("ARBITRO_COMPILE=0 pip install --disable-pip-version-check -c")


def test_a_compiled_build_goes_through_uv_and_through_pip_where_uv_cannot_be_had(checkout):
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        unavailable("no C compiler (cc, gcc) on this machine")
    _, calls = setup(checkout, ARBITRO_COMPILE="1", CC=compiler)
    assert len(calls) == 1 and calls[0].startswith("ARBITRO_COMPILE=1 uv pip install --python .venv/bin/python -c")

    fallback = checkout.with_name(checkout.name + "-no-uv")
    shutil.copytree(
        checkout, fallback, ignore=shutil.ignore_patterns("*.so", ".arbitro-installed", "pip.log", "uv-installed")
    )
    _, calls = setup(fallback, ARBITRO_COMPILE="1", CC=compiler, NO_UV="1")
    assert len(calls) == 1 and calls[0].startswith("ARBITRO_COMPILE=1 pip install --disable-pip-version-check -c")
