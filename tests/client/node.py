"""Node and the TypeScript client's npm packages, for the tests that run TypeScript against a live service.

The packages are clients/typescript's, pinned by its committed package-lock.json and installed with
``npm ci --no-audit --no-fund --prefer-offline`` when node_modules is missing or was installed from
another lock file (npm keeps a copy of the lock it installed at node_modules/.package-lock.json; one
install at a time, under a file lock, whatever the number of pytest workers). Without node or npm
the tests are unavailable (tests/unavailable.py: a failure under CI).
"""

from __future__ import annotations

import fcntl
import json
import shutil
import subprocess
from pathlib import Path

from tests.unavailable import unavailable

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "clients" / "typescript"
BIN = PACKAGE / "node_modules" / ".bin"


def _installed() -> bool:
    """Whether node_modules holds what package-lock.json pins (npm's own record of the install says so)."""
    record = PACKAGE / "node_modules" / ".package-lock.json"
    if not record.exists():
        return False
    wanted = json.loads((PACKAGE / "package-lock.json").read_text())["packages"]
    had = json.loads(record.read_text())["packages"]
    return {path: entry.get("version") for path, entry in wanted.items() if path} == {
        path: entry.get("version") for path, entry in had.items()
    }


def node_packages() -> Path:
    """The directory of the installed packages' programs (tsc, openapi-typescript), installing them if needed."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        unavailable("node and npm are needed (Debian: apt-get install -y nodejs npm)")
    with open(PACKAGE / "package-lock.json") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not _installed():
            subprocess.run(
                ["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"],
                cwd=PACKAGE,
                check=True,
                capture_output=True,
            )
    return BIN


def run(command: list[str], *, cwd: Path, env: dict[str, str] | None = None) -> str:
    """``command``'s output; a failure shows it whole."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr
