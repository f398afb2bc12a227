"""Where the engines refuse: every ``IllegalAction(...)`` and ``MeldError(...)`` written in the
shared engine, the four games and a match record's replay, read from their source (shared by the
message and catalogue tests).

A game raises the codes written in its own package, those of the shared engine's code it
imports (``from ...engine import Holdings``: the codes ``Holdings`` raises), and those of the
match record's replay (service/matches), which replays every game's matches alike, and those of the
opening checks, which every game's actions go through (:data:`OPENING`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from service.engine.base import GameEngine
from service.games.registry import ENGINES
from service.messages import message_key

SERVICE = Path(__file__).resolve().parents[2] / "service"
SHARED = SERVICE / "engine"
MATCHES = SERVICE / "matches"
OPENING = ("GameEngine", "opening_checks")
"""Where the opening checks of every game's actions raise (service/engine/opening.py, ``GameEngine.out_of_turn``):
every game raises their codes, as every game's ``apply`` is :class:`GameEngine`'s."""
REFUSALS = ("IllegalAction", "MeldError")
"""A refusal of an action, and a rule of Ramino's melds broken (its ``reason``): both ``(code, cause, **facts)``."""


def package(engine: GameEngine) -> Path:
    return SERVICE / "games" / engine.game_id.replace("-", "_")


FOLDERS = [SHARED, MATCHES, *(package(engine) for engine in ENGINES.values())]


@dataclass(frozen=True)
class RaiseSite:
    """One refusal written in the source: its file, the top-level function or class it is in, the call."""

    path: Path
    owner: str
    call: ast.Call

    @property
    def filename(self) -> str:
        return f"{self.path.parent.name}/{self.path.name}"

    @property
    def rule(self) -> str:
        return ast.literal_eval(self.call.args[0])

    @property
    def key(self) -> str:
        """The message key: the code, and the cause given second or as ``cause=``."""
        causes = [ast.literal_eval(arg) for arg in self.call.args[1:]]
        named = [ast.literal_eval(kw.value) for kw in self.call.keywords if kw.arg == "cause"]
        cause = (causes or named or [None])[0]
        return message_key(self.rule, cause)


def raise_sites() -> Iterator[RaiseSite]:
    """Every ``IllegalAction(...)`` or ``MeldError(...)`` written in a function of an engine's module."""
    for folder in FOLDERS:
        for path in sorted(folder.glob("*.py")):
            source = path.read_text()
            if not any(name in source for name in REFUSALS):
                continue  # no call of either can be written in it: not parsed (this runs as the suite is collected)
            for top in ast.parse(source).body:
                if not isinstance(top, ast.FunctionDef | ast.ClassDef):
                    continue
                for node in ast.walk(top):
                    if isinstance(node, ast.Call) and getattr(node.func, "id", None) in REFUSALS:
                        yield RaiseSite(path, top.name, node)


SITES = list(raise_sites())


def shared_names_imported(folder: Path) -> set[str]:
    """The names a game's modules import from the shared engine (``from ...engine import X``)."""
    names = set()
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level == 3 and (node.module or "").startswith("engine"):
                names.update(alias.name for alias in node.names)
    return names


def codes_raised(engine: GameEngine) -> set[str]:
    """Every rule code ``engine``'s game raises, read from the source."""
    folder = package(engine)
    imported = shared_names_imported(folder)
    return {
        site.rule
        for site in SITES
        if site.path.parent in (folder, MATCHES)
        or (site.path.parent == SHARED and (site.owner in imported or site.owner in OPENING))
    }
