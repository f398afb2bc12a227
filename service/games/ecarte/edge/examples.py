"""Ecarté's request examples in openapi.yaml, beside the ones service/api/examples.py makes for every game."""

from __future__ import annotations

from typing import Any

TRICK: dict[str, Any] = {"trump": "H", "plays": [{"seat": 1, "card": "KS"}, {"seat": 0, "card": "7H"}]}
"""A trick worth asking about: the trump seven beats the king led (§6.3)."""
