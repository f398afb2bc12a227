"""A subcommand of ``arbitro``: its name, its help, its arguments and what it does.

Each module of :mod:`service.cli.commands` defines one as ``COMMAND``; the command line finds them
there, so a new subcommand is a new module and nothing else.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass

from ..config import Settings, SettingsError
from ..messages.language import LANGUAGES, SOURCE_LANGUAGE
from .in_process import InProcess
from .outcome import Failure
from .referee import Referee
from .remote import Remote


@dataclass(frozen=True)
class Command:
    """``name``: the word after ``arbitro``; ``summary``: its line in ``arbitro --help``; ``description``:
    the text of ``arbitro <name> --help``; ``arguments`` adds its arguments; ``run`` does the work and
    gives the exit status (:mod:`service.cli.outcome`)."""

    name: str
    summary: str
    description: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def add_referee_arguments(parser: argparse.ArgumentParser) -> None:
    """``--url``, ``--timeout`` and ``--lang``: where the work is done, and the language of its words."""
    parser.add_argument(
        "--url",
        help="an Arbitro server (e.g. http://127.0.0.1:8080) to send the file to; without it the work is done "
        "in this process, under the service's limits (MAX_BODY_BYTES, MAX_MATCH_DEALS, MAX_ACTIONS)",
    )
    parser.add_argument(
        "--timeout", type=_seconds, default=60.0, metavar="SECONDS", help="how long to wait for --url (default 60)"
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=SOURCE_LANGUAGE,
        help=f"the language of the sentences and the table (default {SOURCE_LANGUAGE}; with --url, sent as "
        "Accept-Language)",
    )


def _seconds(text: str) -> float:
    """A number of seconds above 0, or the usage error saying so."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not seconds > 0:
        raise argparse.ArgumentTypeError(f"{text!r} is no number of seconds above 0")
    return seconds


def referee_of(args: argparse.Namespace) -> Referee:
    """The server ``--url`` names, or this process under the service's settings."""
    if args.url:
        return Remote(args.url, args.lang, args.timeout)
    return InProcess(settings(), args.lang)


def settings() -> Settings:
    """The service's settings from the environment, or Failure naming the one refused."""
    try:
        return Settings.load()
    except SettingsError as exc:
        raise Failure(str(exc)) from None
