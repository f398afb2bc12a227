"""``arbitro import-egn GAME.egn``: an EGN file (Euchre Game Notation) as a match record, as
``POST /v1/matches/import/egn`` reads it, printed as JSON."""

from __future__ import annotations

import argparse
import sys

import orjson

from ..command import Command, add_referee_arguments, referee_of
from ..outcome import VALID
from ..source import read_source


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="EGN", help="an EGN document (Euchre Game Notation 1.x); - reads stdin")
    add_referee_arguments(parser)


def _run(args: argparse.Namespace) -> int:
    record = referee_of(args).import_egn(read_source(args.file).body)
    sys.stdout.write(orjson.dumps(record, option=orjson.OPT_INDENT_2).decode() + "\n")
    return VALID


COMMAND = Command(
    name="import-egn",
    summary="read an EGN file (Euchre Game Notation) as a match record, printed as JSON",
    description=(
        "Read an EGN document as POST /v1/matches/import/egn does - the ruleset as Euchre's options, each "
        "card with the seat that played it - and print its match record (JSON), ready for arbitro validate. "
        "A file that is no EGN (or asks for a rule Arbitro does not play) is refused, naming the path of each "
        "bad field, on stderr; nothing is printed."
    ),
    arguments=_arguments,
    run=_run,
)
