"""Sette e Mezzo's request examples in openapi.yaml, beside the ones service/api/examples.py makes for every
game."""

from __future__ import annotations

from typing import Any

HELPERS: dict[str, dict[str, Any]] = {"hand-value": {"cards": ["7D", "KC"]}}
"""A request per card helper, by its path (``rules`` left to the default variant)."""
