"""The README's first code block: serve (installing what serving needs), then test (installing the test tools)."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _first_code_block() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = re.search(r"^```[a-z]*\n(.*?)^```", text, re.S | re.M)
    assert block is not None
    return [line for line in block.group(1).splitlines() if line.strip()]


def _pip_installs(command: str) -> list[list[str]]:
    """The arguments of every ``pip install`` in a shell line of ``&&``-joined commands."""
    installs = []
    for part in command.split("&&"):
        words = shlex.split(part)
        if len(words) > 2 and words[0].endswith("pip") and words[1] == "install":
            installs.append([w for w in words[2:] if not w.startswith("-") or w == "-e"])
    return installs


def test_the_first_block_is_two_commands_serve_then_test():
    serve, test = _first_code_block()
    assert "gunicorn -c deploy/gunicorn.conf.py 'service.app:create_app()'" in serve
    assert test.rstrip().endswith("-m pytest")


def test_the_serve_command_installs_the_package_without_the_test_extra():
    serve, _ = _first_code_block()
    (install,) = _pip_installs(serve)
    assert install == ["-e", "."], install


def test_the_test_command_installs_the_test_extra():
    _, test = _first_code_block()
    (install,) = _pip_installs(test)
    assert install == ["-e", ".[test]"], install
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert "pytest" in " ".join(extras["test"])


def test_the_image_installs_the_package_without_extras():
    dockerfile = (ROOT / "Dockerfile").read_text()
    installs = re.findall(r"pip install ([^\\\n&]*)", dockerfile)
    assert installs
    for arguments in installs:
        assert "[" not in arguments and "test" not in arguments, arguments
