"""``arbitro validate MATCH.json``: a match record (or an EGN file) replayed deal by deal, as
``POST /v1/matches/validate`` replays it; its verdict as a table, or as the API's JSON (``--json``)."""

from __future__ import annotations

import argparse
import sys

import orjson

from ..command import Command, add_referee_arguments, referee_of
from ..outcome import VALID, VIOLATIONS
from ..progress import Progress
from ..source import read_source
from ..table import verdict_table


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="MATCH", help="a match record (JSON), or an EGN file (.egn); - reads stdin")
    add_referee_arguments(parser)
    parser.add_argument("--json", action="store_true", help="print the verdict as the API's JSON, not a table")
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="tell each deal replayed on stderr (default: when stderr is a terminal)",
    )


def _run(args: argparse.Namespace) -> int:
    source = read_source(args.file)
    referee = referee_of(args)
    body = orjson.dumps(referee.import_egn(source.body)) if source.is_egn else source.body
    shown = sys.stderr.isatty() if args.progress is None else args.progress
    progress = Progress(sys.stderr if shown else None, args.lang)
    try:
        verdict = referee.validate(body, progress)
    finally:
        progress.done()
    if args.json:
        sys.stdout.write(orjson.dumps(verdict, option=orjson.OPT_INDENT_2).decode() + "\n")
    else:
        seats = orjson.loads(body)["seats"]  # the record's: it has a verdict
        sys.stdout.write(verdict_table(verdict, [seat.get("name") for seat in seats], args.lang))
    return VALID if verdict["valid"] else VIOLATIONS


COMMAND = Command(
    name="validate",
    summary="replay a match record (or an EGN file) deal by deal: a table of every deal, the match's result",
    description=(
        "Replay a match record (arbitro-match/1, GET /v1/matches/schema) or an EGN file deal by deal, as "
        "POST /v1/matches/validate does: one row per deal (dealer, valid, points, scores after it, what the "
        "table recorded where it differs), each violation's rule code and sentence under its deal, then the "
        "match's winner and the deal that decided it. A file that is no record (or no EGN) is refused as the "
        "API refuses it, naming the path of each bad field, on stderr."
    ),
    arguments=_arguments,
    run=_run,
)
