"""``arbitro``, the command line of the service (installed with it): a match record checked, an EGN
file read, in this process or against a server (``--url``); a tournament's seating schedule made; a tournament
run, from its creation to its standings (``arbitro tournament``).

    arbitro validate MATCH.json [--lang it|fr|en] [--json] [--url URL]
    arbitro import-egn GAME.egn [--url URL]
    arbitro schedule --format progressive --players 12 [--rounds R] [--json]
    arbitro tournament create|show|result|standings|add-player|withdraw|close-round|table-token|delete ... [--url URL]

In process, the work is the match endpoints' own (:mod:`service.matches`), under the service's
limits and with its words; with ``--url`` the file goes to that server's endpoint.  Either way a file
that is no record (or no EGN) is told as the API's problem, naming each bad field's path, and nothing
partial is printed.  Standard output carries the answer only; problems and progress go to standard
error.  The exit statuses are :mod:`service.cli.outcome`'s.

A subcommand is a module of :mod:`service.cli.commands` (:class:`~service.cli.command.Command`).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import textwrap
from collections.abc import Sequence

from .. import __version__
from .commands import commands
from .outcome import EXIT_STATUSES, FAILED, Failure, Refused, tell_problem

PROGRAM = "arbitro"
EXAMPLES = """examples:
  arbitro validate match.json --lang it       a table of the deals and the result, in Italian
  arbitro validate game.egn --json            the verdict as the API's JSON
  arbitro validate - --url http://127.0.0.1:8080 < match.json
  arbitro import-egn game.egn > match.json    the EGN game as a match record
  arbitro schedule --format progressive --players 12   a Euchre evening's seating and its balance
  arbitro tournament create --game euchre --format progressive --players Ann,Bob,Cy,Dee --url http://127.0.0.1:8080
  arbitro tournament standings ID --csv --url http://127.0.0.1:8080 > standings.csv"""


def parser() -> argparse.ArgumentParser:
    """The command line: one subparser per command."""
    top = argparse.ArgumentParser(
        prog=PROGRAM,
        description="Arbitro's referee on the command line: match records validated, EGN files read, in this "
        "process or by a server (--url); tournament schedules made.",
        epilog=f"{EXAMPLES}\n\n{EXIT_STATUSES}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    top.add_argument("--version", action="version", version=f"{PROGRAM} {__version__}")
    subparsers = top.add_subparsers(title="commands", metavar="COMMAND", required=True)
    for command in commands():
        sub = subparsers.add_parser(
            command.name,
            help=command.summary,
            description=textwrap.fill(command.description, width=shutil.get_terminal_size().columns - 2),
            epilog=EXIT_STATUSES,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        command.arguments(sub)
        sub.set_defaults(run=command.run)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` names (default: the process's arguments); its exit status."""
    args = parser().parse_args(argv)
    try:
        status: int = args.run(args)
    except Refused as exc:
        tell_problem(exc.problem, sys.stderr)
        return FAILED
    except Failure as exc:
        sys.stderr.write(f"{PROGRAM}: {exc}\n")
        return FAILED
    return status
