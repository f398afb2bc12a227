"""``arbitro tournament ACTION``: a whole tournament evening driven from the command line, through the tournament
endpoints (:mod:`service.cli.tournament_client`: a server with ``--url``, or the service in this process).

    arbitro tournament create --game euchre --format progressive --players Ann,Bob,... [--name "Club night"]
    arbitro tournament show ID                    the draw: every round's tables and results
    arbitro tournament result ID ROUND TABLE --scores 5,3 | --session SID | --match FILE [--correct]
    arbitro tournament standings ID [--csv]
    arbitro tournament add-player ID NAME         a late arrival
    arbitro tournament withdraw ID NAME           a withdrawal
    arbitro tournament substitute ID NAME SUBSTITUTE --from-round R [--to-round R]
    arbitro tournament close-round ID ROUND
    arbitro tournament table-token ID ROUND TABLE  a token for the table to post its own first result
    arbitro tournament delete ID

The director's token is ``--token`` or ``ARBITRO_DIRECTOR_TOKEN`` (``create`` prints it, once).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import quote

import orjson

from ..command import Command, add_referee_arguments
from ..outcome import VALID, Failure
from ..tournament_client import Http, InApp, TournamentClient
from ..tournament_text import draw, standings

TOKEN_VARIABLE = "ARBITRO_DIRECTOR_TOKEN"
Action = Callable[[TournamentClient, argparse.Namespace], int]


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


def _create(client: TournamentClient, args: argparse.Namespace) -> int:
    body: dict[str, Any] = {"game": args.game, "format": args.format}
    if args.players:
        body["players"] = _names(args.players)
    if args.team:
        body["teams"] = [_names(team) for team in args.team]
    for name in ("name", "rounds", "hands_per_round", "table_size"):
        if getattr(args, name) is not None:
            body[name] = getattr(args, name)
    if args.lone_hand_bonus:
        body["lone_hand_bonus"] = args.lone_hand_bonus
    if args.duplicate:
        body["duplicate"] = True
    if args.rules:
        body["rules"] = _json_argument(args.rules, "--rules")
    created = client.request("POST", "/v1/tournaments", body).json()
    if args.json:
        return _print_json(created)
    sys.stdout.write(f"id: {created['id']}\ndirector_token: {created['director_token']}\n")
    sys.stderr.write(f"the director's token is shown once: keep it (--token, or {TOKEN_VARIABLE})\n")
    sys.stdout.write(draw(created, client.language) + "\n")
    return VALID


def _show(client: TournamentClient, args: argparse.Namespace) -> int:
    tournament = client.request("GET", _path(args)).json()
    return _told(client, args, tournament)


def _result(client: TournamentClient, args: argparse.Namespace) -> int:
    given = [bool(args.scores), bool(args.session), bool(args.match)]
    if sum(given) != 1:
        raise Failure("give exactly one of --scores, --session or --match")
    if args.scores:
        body: dict[str, Any] = {"scores": [_number(s) for s in args.scores.split(",")]}
    elif args.session:
        body = {"session": args.session}
    else:
        body = {"match": _json_argument(_read(args.match), "--match")}
    path = f"{_path(args)}/rounds/{args.round}/tables/{args.table}/result"
    headers = {}
    if args.correct:
        headers["If-Match"] = client.request("GET", path).headers["ETag"]
    answer = client.request("POST", path, body, headers=headers).json()
    if args.json:
        return _print_json(answer)
    result = answer["result"]
    seated = " · ".join(seat["name"] for seat in answer["seats"])
    sys.stdout.write(f"{args.round}.{args.table} {seated}: {' – '.join(str(s) for s in result['scores'])}\n")
    return VALID


def _standings(client: TournamentClient, args: argparse.Namespace) -> int:
    if args.csv:
        answer = client.request("GET", f"{_path(args)}/standings?format=csv", accept="text/csv")
        sys.stdout.write(answer.content.decode("utf-8"))
        return VALID
    table = client.request("GET", f"{_path(args)}/standings").json()
    if args.json:
        return _print_json(table)
    sys.stdout.write(standings(table, client.language) + "\n")
    return VALID


def _add_player(client: TournamentClient, args: argparse.Namespace) -> int:
    tournament = client.request("POST", f"{_path(args)}/players", {"name": args.name}).json()
    return _told(client, args, tournament)


def _withdraw(client: TournamentClient, args: argparse.Namespace) -> int:
    client.request("DELETE", f"{_path(args)}/players/{quote(args.name, safe='')}")
    return _show(client, args)


def _substitute(client: TournamentClient, args: argparse.Namespace) -> int:
    body = {"name": args.substitute, "from_round": args.from_round, "to_round": args.to_round}
    tournament = client.request("POST", f"{_path(args)}/players/{quote(args.name, safe='')}/substitute", body).json()
    return _told(client, args, tournament)


def _close_round(client: TournamentClient, args: argparse.Namespace) -> int:
    tournament = client.request("POST", f"{_path(args)}/rounds/{args.round}/close").json()
    return _told(client, args, tournament)


def _table_token(client: TournamentClient, args: argparse.Namespace) -> int:
    issued = client.request("POST", f"{_path(args)}/rounds/{args.round}/tables/{args.table}/token").json()
    if args.json:
        return _print_json(issued)
    sys.stdout.write(f"{issued['token']}\n")
    return VALID


def _delete(client: TournamentClient, args: argparse.Namespace) -> int:
    client.request("DELETE", _path(args))
    return VALID


def _told(client: TournamentClient, args: argparse.Namespace, tournament: Any) -> int:
    """The tournament an action answered: its JSON (--json), or its draw."""
    if args.json:
        return _print_json(tournament)
    sys.stdout.write(draw(tournament, client.language) + "\n")
    return VALID


def _path(args: argparse.Namespace) -> str:
    return f"/v1/tournaments/{quote(args.id, safe='')}"


def _print_json(document: Any) -> int:
    sys.stdout.write(orjson.dumps(document, option=orjson.OPT_INDENT_2).decode() + "\n")
    return VALID


def _number(text: str) -> float | int:
    try:
        value = float(text)
    except ValueError:
        raise Failure(f"--scores: {text!r} is no number") from None
    return int(value) if value.is_integer() else value


def _read(path: str) -> str:
    try:
        return sys.stdin.read() if path == "-" else Path(path).read_text("utf-8")
    except OSError as exc:
        raise Failure(f"{path}: {exc.strerror}") from None


def _json_argument(text: str, option: str) -> Any:
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError as exc:
        raise Failure(f"{option}: not JSON ({exc})") from None


ACTIONS: dict[str, tuple[str, Action]] = {
    "create": ("hold a tournament: its draw, and the director's token (shown once)", _create),
    "show": ("the draw: every round's tables, names in seat order, results and byes", _show),
    "result": ("post a table's result (a paper score, a session or a match record)", _result),
    "standings": ("the standings, or their CSV (--csv)", _standings),
    "add-player": ("a late arrival, seated from the next unplayed round", _add_player),
    "withdraw": ("a withdrawal: out of the rounds from the next unplayed one", _withdraw),
    "substitute": ("a substitute in a player's seats still to play, from a round on (or up to one)", _substitute),
    "close-round": ("close a round as it stands", _close_round),
    "table-token": ("a token for a table to post its own first result (shown once)", _table_token),
    "delete": ("delete the tournament", _delete),
}


def _arguments(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(title="actions", metavar="ACTION", dest="action", required=True)
    for name, (summary, _) in ACTIONS.items():
        sub = actions.add_parser(name, help=summary, description=summary)
        add_referee_arguments(sub)
        sub.add_argument(
            "--token", default=os.environ.get(TOKEN_VARIABLE), help=f"the director's token (default: ${TOKEN_VARIABLE})"
        )
        sub.add_argument("--json", action="store_true", help="print the API's JSON answer")
        if name == "create":
            sub.add_argument("--game", required=True, help="euchre, ecarte, ramino or sette-e-mezzo")
            sub.add_argument("--format", required=True, help="progressive, pairs, round-robin or tables")
            sub.add_argument("--players", help="the players' names, comma separated")
            sub.add_argument("--team", action="append", help="pairs: a team's two names, comma separated (repeat)")
            sub.add_argument("--name", help="the event's name")
            sub.add_argument("--rounds", type=int)
            sub.add_argument("--hands-per-round", type=int)
            sub.add_argument("--table-size", type=int)
            sub.add_argument(
                "--lone-hand-bonus",
                nargs="?",
                const="made",
                choices=("made", "march"),
                help="progressive: 5 to a lone player and 4 to his partner for any lone hand made (made, the default) "
                "or a lone march only (march)",
            )
            sub.add_argument("--duplicate", action="store_true")
            sub.add_argument("--rules", help='the rules as JSON, e.g. \'{"variant": "..."}\'')
            continue
        sub.add_argument("id", help="the tournament's id")
        if name in ("result", "close-round", "table-token"):
            sub.add_argument("round", type=int)
        if name in ("result", "table-token"):
            sub.add_argument("table", type=int)
        if name == "result":
            sub.add_argument("--scores", help="a paper score: one per side, comma separated")
            sub.add_argument("--session", help="the id of the session played at the table")
            sub.add_argument("--match", help="a match record's file (- for standard input)")
            sub.add_argument("--correct", action="store_true", help="replace the table's result (If-Match)")
        if name in ("add-player", "withdraw", "substitute"):
            sub.add_argument("name", help="the player's name")
        if name == "substitute":
            sub.add_argument("substitute", help="the substitute's name (a new player)")
            sub.add_argument("--from-round", type=int, required=True, help="the first round he plays the seat in")
            sub.add_argument("--to-round", type=int, help="the last round (default: every remaining round)")
        if name == "standings":
            sub.add_argument("--csv", action="store_true", help="the standings as CSV")


def _run(args: argparse.Namespace) -> int:
    transport = Http(args.url, args.timeout) if args.url else InApp()
    client = TournamentClient(transport, args.lang, args.token)
    return ACTIONS[args.action][1](client, args)


COMMAND = Command(
    name="tournament",
    summary="run a tournament: create it, show the draw, post results, standings, CSV, late players, delete",
    description=(
        "Drive a whole tournament evening through the service's tournament endpoints: on a server with --url, or "
        "in this process (its settings from the environment; set REDIS_URL so that the tournament outlives the "
        "command). 'create' prints the id and the director's token (shown once; pass it as --token or "
        f"{TOKEN_VARIABLE}) and the draw; 'show' the draw; 'result' posts a table's result; 'standings' prints "
        "them (--csv: the CSV); 'add-player' seats a late arrival and 'withdraw' takes a player out, the remaining "
        "rounds planned again; 'substitute' seats a new player in a player's seats still to play; 'close-round' "
        "closes a round as it stands; 'delete' deletes the tournament. A "
        "refusal is the API's problem, told on stderr."
    ),
    arguments=_arguments,
    run=_run,
)
