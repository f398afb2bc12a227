"""Euchre's request examples in openapi.yaml, beside the ones service/api/examples.py makes for every game."""

from __future__ import annotations

from typing import Any

TRICK: dict[str, Any] = {
    "trump": "S",
    "plays": [
        {"seat": 1, "card": "AS"},
        {"seat": 2, "card": "JC"},
        {"seat": 3, "card": "9S"},
        {"seat": 0, "card": "JS"},
    ],
}
"""A trick worth asking about: the right bower beats the left, which beats the ace of trumps (§2)."""

HELPERS: dict[str, dict[str, Any]] = {"first-dealer": {"cards": ["9S", "AH", "QD", "TC", "KS", "JD", "9H", "JS"]}}
"""A request per card helper, by its path (``rules`` left to the default variant)."""
