"""The Python client's README example runs as written, against a live gunicorn."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests

README = Path(__file__).resolve().parents[2] / "clients" / "python" / "README.md"


def test_the_example_plays_a_seat(gunicorn, capsys):
    example = re.search(r"^```python\n(.*?)^```", README.read_text(), re.S | re.M)
    assert example is not None
    exec(example.group(1).replace("http://127.0.0.1:8080", gunicorn.base_url), {})
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("[{'seat': ") and "'type': 'pass'" in printed[0]
    assert printed[1].split()[0] in {"wrong_phase", "card_not_in_hand"}  # a card played while the seats bid
