"""Arbitro: a REST referee for Ecarté, Euchre, Sette e Mezzo and Ramino."""

__version__ = "0.1.0"
"""The package's version (pyproject.toml reads it from here); the OpenAPI document's ``info.version``."""
