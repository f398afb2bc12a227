"""The README is for the people who use Arbitro: its first code block is the two commands that serve and
test, it stays short, and every document it links to is in the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def _first_code_block() -> list[str]:
    block = re.search(r"^```[a-z]*\n(.*?)^```", README, re.S | re.M)
    assert block is not None
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_the_first_block_is_two_commands_serve_then_test():
    assert _first_code_block() == ["scripts/serve", "scripts/test"]


def test_the_readme_is_at_most_1500_words():
    assert len(README.split()) <= 1500


def test_every_link_of_the_readme_is_in_the_repository():
    links = re.findall(r"\]\(([^)#\s]+)\)", README)
    assert links
    missing = [link for link in links if "://" not in link and not (ROOT / link).exists()]
    assert missing == []


def test_the_image_installs_the_package_without_extras():
    dockerfile = (ROOT / "Dockerfile").read_text()
    installs = re.findall(r"pip install ([^\\\n&]*)", dockerfile)
    assert installs
    for arguments in installs:
        assert "[" not in arguments and "test" not in arguments, arguments
