"""The subcommands of ``arbitro``: one module each, defining ``COMMAND`` (:class:`~service.cli.command.Command`)."""

from __future__ import annotations

import pkgutil
from importlib import import_module

from ..command import Command


def commands() -> list[Command]:
    """Every subcommand, by name: the ``COMMAND`` of each module of this package."""
    found = [import_module(f"{__name__}.{module.name}").COMMAND for module in pkgutil.iter_modules(__path__)]
    return sorted(found, key=lambda command: command.name)
