"""A game's edge modules: what the web layer shows of a game, kept in its own package
(``service/games/<game>/edge/``) and found from its engine, so that no module of the web layer names a game."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from ..engine import GameEngine


def edge_module(engine: GameEngine, name: str) -> ModuleType:
    """The module ``name`` of the edge subpackage of ``engine``'s package (``answers``, ``examples``)."""
    package = type(engine).__module__.rpartition(".")[0]
    return import_module(f"{package}.edge.{name}")
