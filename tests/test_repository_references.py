"""The repository cites only what a reader of it can open: its own documents, never files beside it
(a folder beside the checkout) nor the numbers of an issue tracker the reader cannot see.

The contract is docs/API.md, the layout docs/ARCHITECTURE.md, each game's rules docs/rules/<game>.md;
a sentence that once gave an issue's number and item says what the thing is instead ("duplicate Euchre").
The examples below are written with placeholders, so that the file itself cites nothing.
Inside docs/ a bare ``API.md`` is that folder's own page (a relative link); everywhere else the path
is written from the repository root.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("service", "tests", "docs", "deploy", "bench", "clients", ".ci")
FILES = ("README.md", "CONTRIBUTING.md", "openapi.yaml", "pyproject.toml", "Dockerfile", "setup.py", ".dockerignore")
LEFT_OUT = {"__pycache__", ".venv", "build", ".hypothesis", ".pytest_cache", "node_modules"}
THIS_FILE = Path(__file__).resolve()

ISSUE_NUMBER = re.compile(
    r"(?<![A-Za-z])[Ii]ssues?[ _]+#?\d+"  # an issue's number, with or without #, test_issue_13_2
    r"|\(#\d+"  # (#18 item 4)
    r"|#\d+[ ,]+items?\b"  # #21, item 2
    r"|\bitems? \d+\b"  # item 5 (of an issue)
)
OUTSIDE_FILE = re.compile(
    r"\.\./shared\b"
    r"|\bshared/(?:rules|seeds|data|hooks)\b"
    r"|\bCONVENTIONS\.md\b"
    r"|\b\d{3}_[0-9a-f]{16}\.txt\b"  # a seed text of the rules, by its file name
)
BARE_DOCUMENT = re.compile(r"(?<![\w/.-])(?:API|ARCHITECTURE)\.md\b")
"""``API.md`` without ``docs/``: outside docs/ it can only mean a file beside the repository."""


def repository_files() -> list[Path]:
    found = [ROOT / name for name in FILES if (ROOT / name).exists()]
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and not LEFT_OUT & set(path.relative_to(ROOT).parts) and not path.match("*.egg-info/*"):
                found.append(path)
    return [path for path in found if path.resolve() != THIS_FILE]


def text_of(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None  # a picture, a compiled module


def references(path: Path, text: str) -> list[str]:
    """``file:line: the reference`` for every forbidden reference in ``text``."""
    in_docs = path.relative_to(ROOT).parts[0] == "docs"
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        matches = [*ISSUE_NUMBER.finditer(line), *OUTSIDE_FILE.finditer(line)]
        if not in_docs:
            matches += BARE_DOCUMENT.finditer(line)
        found += [f"{path.relative_to(ROOT)}:{number}: {match.group(0)}" for match in matches]
    return found


NUMBER, BESIDE = 21, "../"
"""What the examples of :func:`test_the_sweep_reads_every_form` put in: an issue's number, the folder beside."""


def test_the_sweep_reads_every_form():
    forms = {
        "Duplicate Euchre over HTTP (issue #21 item 5)": True,
        f"the tournament endpoints (issue {NUMBER}, items 1, 3, 4)": True,
        "a cheaper deal start (#18 item 4)": True,
        "def test_issue_13_2_can_close(): ...": True,
        f"Issue {NUMBER} asks for a faster engine": True,
        "what item 6 needs": True,
        f"the digest {BESIDE}shared/rules/euchre.md": True,
        "(shared/rules/ramino.md §2.4)": True,
        "the seed `003_87d92ebfa6be8a7d.txt`": True,
        "where the issues or CONVENTIONS.md say otherwise": True,
        "docs/API.md §3 and docs/ARCHITECTURE.md": False,
        "color: #222; background: #fff8e1": False,
        "French: «un jeu de 32 cartes issues d'un jeu de 52»": False,
        "if #q > 0 and issued - last_sent[sid] > spacing": False,
        "Apache License: issue tracking systems": False,
    }
    for line, forbidden in forms.items():
        assert bool(references(ROOT / "service" / "x.py", line)) is forbidden, line
    assert references(ROOT / "service" / "x.py", "see API.md §3")
    assert not references(ROOT / "docs" / "x.md", "the contract is [API.md](API.md)")


def test_the_sweep_reads_the_repository():
    paths = {path.relative_to(ROOT).as_posix() for path in repository_files()}
    assert {"README.md", "docs/API.md", "service/app.py", "tests/conftest.py", "openapi.yaml"} <= paths


@pytest.mark.parametrize("folder", [*FOLDERS, "."])
def test_no_reference_to_files_outside_the_repository_or_to_issue_numbers(folder):
    found = []
    for path in repository_files():
        relative = path.relative_to(ROOT)
        if (relative.parts[0] if len(relative.parts) > 1 else ".") != folder:
            continue
        text = text_of(path)
        if text is not None:
            found += references(path, text)
    assert found == [], "cite docs/API.md, docs/ARCHITECTURE.md or docs/rules/<game>.md, and say what the thing is"
