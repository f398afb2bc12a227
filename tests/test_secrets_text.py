"""Ids and tokens the service hands out never start with ``-`` (service/secrets_text.py): a command line would
read one as an option, and ``arbitro tournament show <id>`` failed for one tournament in 64."""

from __future__ import annotations

import re
from pathlib import Path

from service.secrets_text import url_token

URL_SAFE = re.compile(r"[A-Za-z0-9_-]+")


def test_a_token_is_url_safe_of_its_length_and_never_starts_with_a_dash():
    drawn = [url_token(16) for _ in range(5000)]  # token_urlsafe alone starts 78 of 5,000 with "-"
    assert all(URL_SAFE.fullmatch(token) and len(token) == 22 and not token.startswith("-") for token in drawn)
    assert len(set(drawn)) == len(drawn)
    assert any("-" in token for token in drawn)  # the alphabet is still the whole URL-safe one


def test_every_id_and_token_of_the_service_is_drawn_by_url_token():
    service = Path(__file__).resolve().parents[1] / "service"
    drawing = [
        f"{path.relative_to(service)}:{number}"
        for path in sorted(service.rglob("*.py"))
        if path.name != "secrets_text.py"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if "token_urlsafe" in line
    ]
    assert drawing == []
