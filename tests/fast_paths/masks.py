"""What two apps' answers to the same requests may differ in: the values a session draws at random or takes from
the clock."""

from __future__ import annotations

from typing import Any

import orjson

DRAWN = frozenset({"deck_commitment", "reshuffle_commitments", "salt"})
"""Keys whose values a session draws at random: its deck's commitments and their salts (a text or a list)."""
TIMED = frozenset({"lifetime_ends_at"})
"""Keys whose values follow the clock when the session was made (the two apps' sessions may straddle a second)."""


def drawn(document: Any) -> list[str]:
    """The texts of ``document`` a session drew at random or took from the clock, as written in its JSON."""
    if isinstance(document, list):
        return [found for item in document for found in drawn(item)]
    if not isinstance(document, dict):
        return []
    found = []
    for key, value in document.items():
        if key in DRAWN:
            found += [value] if isinstance(value, str) else [item for item in value if isinstance(item, str)]
        elif key in TIMED:
            found.append(f'"{key}":{orjson.dumps(value).decode()}')
        else:
            found += drawn(value)
    return found
