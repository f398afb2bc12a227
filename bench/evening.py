"""A club's 40-player Euchre evening run from the command line alone, timed.

The director creates a progressive evening for 40 players (``--rounds`` rounds of 10 tables, two deals a
table), reads each round's draw with ``arbitro tournament show --json``, posts every table's paper score,
corrects one, and reads the standings after every round; a player withdraws before round 3, a late arrival
takes the room before round 4 (a schedule seats at most 40) and a substitute takes another's seats from
round 5 on.  Every step is one
``arbitro tournament`` command, as a director types it; the figures are each command's wall time (the
process's start included), the standings' time on the server (``GET .../standings``, JSON and CSV), the
schedule's time in process, and the size of the tournament (the API's answer and the stored record).

    python -m bench.evening                 # serves the app in this process, in-memory store
    python -m bench.evening --url http://127.0.0.1:8080 --rounds 10

``tests/cli/test_forty_player_evening.py`` runs the same :func:`evening` through the command in process and
checks what it did.
"""

from __future__ import annotations

import argparse
import logging
import random
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import httpx
import orjson

from service.tournaments import make_schedule

Run = Callable[..., tuple[int, str, str]]
"""``arbitro ARGV``: its exit status, standard output and standard error."""

WITHDRAWN_BEFORE, LATE, SUBSTITUTE_FROM = 3, 4, 5
"""The rounds before which the withdrawal is taken and the late arrival seated, and the substitute's first."""


@dataclass
class Evening:
    """What the evening did and how long each kind of command took (seconds, in order)."""

    tournament_id: str
    players: list[str]
    late: str
    withdrawn: str
    replaced: str
    substitute: str
    posted: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    """Each table's score as it stands, by (round, table)."""
    corrected: tuple[int, int] = (0, 0)
    final: dict[str, Any] = field(default_factory=dict)
    standings_text: str = ""
    csv: str = ""
    times: dict[str, list[float]] = field(default_factory=dict)

    def timed(self, kind: str, run: Run, *argv: Any) -> str:
        started = time.perf_counter()
        status, out, err = run(*argv)
        self.times.setdefault(kind, []).append(time.perf_counter() - started)
        if status != 0:
            raise RuntimeError(f"arbitro {' '.join(map(str, argv))}: exit {status}: {err.strip()}")
        return out


def paper_score(rng: random.Random, deals: int) -> list[int]:
    """A score two partnerships could make in ``deals`` deals: each deal 1, 2 or 4 points to one side."""
    scores = [0, 0]
    for _ in range(deals):
        scores[rng.randrange(2)] += rng.choice((1, 1, 1, 2, 2, 4))
    return scores


def evening(run: Run, where: list[str], players: int = 40, rounds: int = 8, seed: int = 40) -> Evening:
    """Run the evening through ``run`` (``where``: ``--url URL``, or nothing for the service in process)."""
    rng = random.Random(seed)
    names = [f"Player {n:02d}" for n in range(1, players + 1)]
    night = Evening("", names, "Late Comer", names[7], names[12], "Sub Stitute")
    created = orjson.loads(
        night.timed(
            "create",
            run,
            "tournament",
            "create",
            "--game",
            "euchre",
            "--format",
            "progressive",
            "--players",
            ",".join(names),
            "--rounds",
            rounds,
            "--hands-per-round",
            2,
            "--name",
            "Club night",
            "--lone-hand-bonus",
            "march",
            "--json",
            *where,
        )  # fmt: skip
    )
    night.tournament_id = created["id"]
    director = ["--token", created["director_token"], *where]
    for round in range(1, rounds + 1):
        if round == WITHDRAWN_BEFORE:
            night.timed("withdraw", run, "tournament", "withdraw", night.tournament_id, night.withdrawn, *director)
        if round == LATE:
            night.timed("add-player", run, "tournament", "add-player", night.tournament_id, night.late, *director)
        if round == SUBSTITUTE_FROM:
            night.timed("substitute", run, "tournament", "substitute", night.tournament_id, night.replaced,
                        night.substitute, "--from-round", round, *director)  # fmt: skip
        shown = orjson.loads(night.timed("show", run, "tournament", "show", night.tournament_id, "--json", *where))
        tables = shown["schedule"]["rounds"][round - 1]["tables"]
        for table in tables:
            scores = night.posted[round, table["table"]] = paper_score(rng, 2)
            night.timed("result", run, "tournament", "result", night.tournament_id, round, table["table"],
                        "--scores", ",".join(map(str, scores)), *director)  # fmt: skip
        if round == 2:  # a table's score card read wrong, put right
            night.corrected = (round, tables[0]["table"])
            scores = night.posted[night.corrected] = paper_score(rng, 2)
            night.timed("correct", run, "tournament", "result", night.tournament_id, round, tables[0]["table"],
                        "--scores", ",".join(map(str, scores)), "--correct", *director)  # fmt: skip
        night.standings_text = night.timed("standings", run, "tournament", "standings", night.tournament_id, *where)
    night.csv = night.timed("csv", run, "tournament", "standings", night.tournament_id, "--csv", *where)
    night.final = orjson.loads(night.timed("show", run, "tournament", "show", night.tournament_id, "--json", *where))
    return night


def process_runner(timeout: float = 60) -> Run:
    """``arbitro`` as a process of its own, as a director runs it."""

    def run(*argv: Any) -> tuple[int, str, str]:
        done = subprocess.run(
            [sys.executable, "-m", "service.cli", *map(str, argv)], capture_output=True, text=True, timeout=timeout
        )
        return done.returncode, done.stdout, done.stderr

    return run


@contextmanager
def served_in_process() -> Iterator[tuple[str, Any]]:
    """The app, with the deployment's default settings and the in-memory store, on a free loopback port."""
    from werkzeug.serving import make_server

    from service.app import create_app

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # no line per request

    app = create_app({"redis_url": None})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", app
    finally:
        server.shutdown()
        thread.join()


def server_times(base_url: str, path: str, repeats: int = 21) -> tuple[float, int]:
    """The median time of ``GET path`` over ``repeats`` requests on one connection, and the answer's bytes."""
    with httpx.Client(base_url=base_url) as client:
        answers = []
        times = []
        for _ in range(repeats):
            started = time.perf_counter()
            answers.append(client.get(path))
            times.append(time.perf_counter() - started)
    answer = answers[-1]
    answer.raise_for_status()
    return statistics.median(times), len(answer.content)


def schedule_time(players: int, rounds: int, repeats: int = 7) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        make_schedule("progressive", players, rounds=rounds)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def report(night: Evening, base_url: str, stored_bytes: int | None, players: int, rounds: int) -> str:
    ms = 1000
    lines = [f"A {players}-player progressive Euchre evening, {rounds} rounds, {len(night.posted)} results posted"]
    lines.append("command             runs   median ms   total s")
    for kind, times in night.times.items():
        lines.append(f"{kind:<18} {len(times):5d} {statistics.median(times) * ms:11.0f} {sum(times):9.1f}")
    total = sum(sum(times) for times in night.times.values())
    lines.append(f"every command      {sum(map(len, night.times.values())):5d} {'':>11} {total:9.1f}")
    standings, standings_size = server_times(base_url, f"/v1/tournaments/{night.tournament_id}/standings")
    as_csv, csv_size = server_times(base_url, f"/v1/tournaments/{night.tournament_id}/standings?format=csv")
    whole, whole_size = server_times(base_url, f"/v1/tournaments/{night.tournament_id}")
    lines.append(f"GET standings (server, median of 21): {standings * ms:.1f} ms, {standings_size:,} B")
    lines.append(f"GET standings CSV: {as_csv * ms:.1f} ms, {csv_size:,} B; GET tournament: {whole * ms:.1f} ms, "
                 f"{whole_size:,} B")  # fmt: skip
    lines.append(f"schedule of {players} players, {rounds} rounds, in process (median of 7): "
                 f"{schedule_time(players, rounds) * ms:.1f} ms")  # fmt: skip
    if stored_bytes is not None:
        lines.append(f"stored record: {stored_bytes:,} B")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running service (default: served in this process, in-memory store)")
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=8)
    args = parser.parse_args(argv)
    run = process_runner()
    if args.url:
        night = evening(run, ["--url", args.url], args.players, args.rounds)
        print(report(night, args.url, None, args.players, args.rounds))
        return 0
    with served_in_process() as (base_url, app):
        night = evening(run, ["--url", base_url], args.players, args.rounds)
        stored = app.extensions["arbitro.tournaments"].store.load(night.tournament_id)
        print(report(night, base_url, len(stored.data) if stored else None, args.players, args.rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
