"""Ramino's request examples in openapi.yaml, beside the ones service/api/examples.py makes for every game."""

from __future__ import annotations

from typing import Any

HELPERS: dict[str, dict[str, Any]] = {
    "melds/check": {"cards": ["5H", "6H", "JK", "8H"]},
    "melds/best-opening": {"hand": ["5H", "6H", "7H", "8H", "KS", "KD", "KC", "2C", "9D", "3S", "4S", "QD", "AD"]},
    "melds/can-close": {"hand": ["5H", "6H", "7H", "KS", "KD", "KC", "2C"]},
}
"""A request per card helper, by its path (``rules`` left to the default variant)."""
