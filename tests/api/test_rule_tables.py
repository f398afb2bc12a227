"""Every option a game lists has a row in docs/rules/<game>.md, with the default it serves.

The table says, per option, the default, the seed's words (or "seed silent") and the source of
every other value; a new option or a changed default without its row fails here.
"""

import json
import re
from pathlib import Path

import pytest

from service.games.registry import ENGINES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
HEADING = "## Options and their defaults"
HEADER = "| option | default | the seed's words | other values and their sources |"


def option_rows(game: str) -> dict[str, list[str]]:
    """The table's rows by option name: the cells after the name."""
    text = (DOCS / f"{game}.md").read_text(encoding="utf-8")
    assert HEADING in text, f"docs/rules/{game}.md has no section {HEADING!r}"
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    lines = [line.strip() for line in section.splitlines() if line.strip().startswith("|")]
    assert lines and lines[0] == HEADER, f"docs/rules/{game}.md: the table's header must be {HEADER!r}"
    rows = {}
    for line in lines[2:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        name = re.fullmatch(r"`([a-z0-9_]+)`", cells[0])
        assert name, f"docs/rules/{game}.md: {cells[0]!r} is not an option name in backticks"
        assert len(cells) == 4 and all(cells), f"docs/rules/{game}.md: row {name.group(1)} has an empty cell"
        rows[name.group(1)] = cells[1:]
    return rows


def as_written(value) -> str:
    return value if isinstance(value, str) else json.dumps(value)


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_every_listed_option_has_a_row_with_its_served_default(client, game):
    rows = option_rows(game)
    options = client.get(f"/v1/games/{game}").get_json()["options"]
    listed = {option["name"] for option in options}
    assert listed - set(rows) == set(), f"options missing from docs/rules/{game}.md"
    assert set(rows) - listed == set(), f"docs/rules/{game}.md lists options the game does not have"
    for option in options:
        default_cell = rows[option["name"]][0]
        assert f"`{as_written(option['default'])}`" in default_cell, (option["name"], default_cell)
