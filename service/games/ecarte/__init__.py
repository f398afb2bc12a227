"""Ecarté (game id ``ecarte``): see engine.py; its rules, numbered as the code cites them (§4.2), are
docs/rules/ecarte.md."""

from .engine import ENGINE, EcarteEngine

__all__ = ["ENGINE", "EcarteEngine"]
