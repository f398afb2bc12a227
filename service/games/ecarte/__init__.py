"""Ecarté (game id ``ecarte``): see engine.py; the law is the digest rules/ecarte.md."""

from .engine import ENGINE, EcarteEngine

__all__ = ["ENGINE", "EcarteEngine"]
