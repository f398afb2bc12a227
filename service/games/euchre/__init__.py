"""Euchre: the rules engine (see rules/euchre.md)."""

from .engine import ENGINE, EuchreEngine

__all__ = ["ENGINE", "EuchreEngine"]
