"""``arbitro schedule --format progressive --players 12``: a tournament's seating for every round and
how even it is (:mod:`service.tournaments`), made in this process; no server, no file."""

from __future__ import annotations

import argparse
import sys

import orjson

from ...messages import Phrase, render_phrase
from ...messages.language import SOURCE_LANGUAGE
from ...tournaments import (
    FORMATS,
    GAME_FORMATS,
    PARTNERSHIP_FORMATS,
    ScheduleRefusal,
    schedule_for_game,
    schedule_table,
)
from ..command import Command
from ..outcome import VALID, Failure


def _arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", required=True, choices=FORMATS, help="how the players meet")
    parser.add_argument("--players", required=True, type=int, metavar="N", help="how many players")
    parser.add_argument(
        "--game",
        choices=sorted(GAME_FORMATS),
        help="the game played (default: the one game that plays the format; tables: required)",
    )
    parser.add_argument("--rounds", type=int, metavar="R", help="how many rounds (default: the complete schedule)")
    parser.add_argument("--table-size", type=int, metavar="S", help="players at a table (format tables)")
    parser.add_argument("--json", action="store_true", help="print the schedule and its balance as JSON")


def _game(args: argparse.Namespace) -> str:
    """The game named, or the one that plays the format."""
    if args.game:
        return str(args.game)
    playing = [game for game, formats in GAME_FORMATS.items() if args.format in formats]
    if len(playing) > 1:
        raise Failure(f"--game: the format {args.format} is played by {', '.join(playing)}; name one")
    return playing[0]


def _run(args: argparse.Namespace) -> int:
    try:
        answer = schedule_for_game(
            _game(args), args.format, args.players, rounds=args.rounds, table_size=args.table_size
        )
    except ScheduleRefusal as refusal:
        sentence = render_phrase(Phrase(f"schedule.{refusal.code}", refusal.facts), SOURCE_LANGUAGE)
        raise Failure(f"--{refusal.field.replace('_', '-')}: {sentence}") from None
    if args.json:
        sys.stdout.write(orjson.dumps(answer, option=orjson.OPT_INDENT_2).decode() + "\n")
    else:
        partnerships = args.format in PARTNERSHIP_FORMATS
        sys.stdout.write(schedule_table(answer["schedule"], answer["balance"], partnerships=partnerships) + "\n")
    return VALID


COMMAND = Command(
    name="schedule",
    summary="seat a tournament's players for every round, and tell how even the schedule is",
    description=(
        "Make the seating schedule of a tournament as the service does: progressive Euchre (partners change "
        "every round; with 4k or 4k+1 players every two players partner once and oppose twice), pairs (fixed "
        "partnerships, each team meets every other), round-robin (two-player games) or tables (several players "
        "a table, reseated so that two players share a table as rarely as possible). Players are numbered from "
        "0; Euchre's partners sit opposite (seats 0 and 2 of a table against 1 and 3, written 'a & c v b & d'). "
        "Then the balance: the least and most times two players partner, oppose and share a table, and each "
        "player's byes. A request no schedule can meet is refused on stderr, naming the option."
    ),
    arguments=_arguments,
    run=_run,
)
