"""The client's models and operations, generated from openapi.yaml by openapi-python-client.

``arbitro_client/_generated`` is committed; after a change to openapi.yaml, from the repository's root:

    python -m clients.python.regenerate

It generates with ``--fail-on-warning`` (a dropped operation or model is a warning) and the settings
of ``openapi-python-client.yaml`` beside this file, into a temporary directory, then replaces the
committed tree. ``tests/client/test_generated_drift.py`` generates again and fails when the committed
tree differs by a byte.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CLIENT = Path(__file__).resolve().parent
ROOT = CLIENT.parents[1]
DOCUMENT = ROOT / "openapi.yaml"
CONFIG = CLIENT / "openapi-python-client.yaml"
GENERATED = CLIENT / "arbitro_client" / "_generated"


class GenerationFailed(RuntimeError):
    """openapi-python-client failed or warned; the message is its output."""


def generate(destination: Path, document: Path = DOCUMENT) -> None:
    """The generated package for ``document``, written at ``destination`` (which must not exist)."""
    bin_dir = Path(sys.executable).parent  # the generator and the ruff it formats with, pinned by the test extra
    run = subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(document),
            "--config",
            str(CONFIG),
            "--meta",
            "none",
            "--output-path",
            str(destination),
            "--fail-on-warning",
        ],
        capture_output=True,
        text=True,
        env={"PATH": f"{bin_dir}:/usr/bin:/bin"},
        check=False,
    )
    output = run.stdout + run.stderr
    if run.returncode != 0 or "warning" in output.lower():
        raise GenerationFailed(output)


def files(tree: Path) -> dict[str, bytes]:
    """Every file under ``tree`` by its path relative to it, with its bytes (Python's bytecode caches left out)."""
    return {
        path.relative_to(tree).as_posix(): path.read_bytes()
        for path in sorted(tree.rglob("*"))
        if path.is_file() and "__pycache__" not in path.relative_to(tree).parts
    }


def differences(generated: Path, committed: Path = GENERATED) -> list[str]:
    """The paths that differ between two trees: missing from either, or with other bytes."""
    fresh, kept = files(generated), files(committed)
    return sorted(path for path in fresh.keys() | kept.keys() if fresh.get(path) != kept.get(path))


def regenerate() -> None:
    """Replace the committed tree with one generated from openapi.yaml."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / GENERATED.name
        generate(fresh)
        shutil.rmtree(GENERATED, ignore_errors=True)
        shutil.copytree(fresh, GENERATED)


if __name__ == "__main__":
    regenerate()
