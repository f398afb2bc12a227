"""What one version of a session costs the process that serves its followers: every audience's view built once.

Euchre sessions (the in-process store, seeded) are played from their first move to their match's third deal; after
each move the events server's work for that version is done in process - ``SessionService.followed_view`` for a
follower of each audience (the referee and every seat, in one language), as :mod:`service.sessions.following` asks
it - and timed in the CPU time of the thread (``time.thread_time``), the move itself not.  Prints the CPU
microseconds of a version's views (lowest, median and upper quartile of ``--rounds`` rounds' means).

``--instructions``: run it under ``valgrind --tool=callgrind --instr-atstart=no`` instead, counting only the
views, and print the instructions a version's views take (what the machine's load does not move).

``--seats``: the seats' followers alone (as bench/bench_events.py follows them), no referee's.

    python -m bench.bench_followed_views [--sessions 20] [--rounds 5] [--instructions] [--seats]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

from service.app import create_app
from service.messages.language import speaking
from service.sessions import SessionService
from service.sessions.service import Viewer
from service.store.events import Notice
from tests.sessions.conftest import Table, choose_action

DEALS = 3


def played_versions(service: SessionService, sessions: int, seed: int) -> list[tuple[str, list[Notice]]]:
    """``sessions`` Euchre sessions played to their third deal: each one's id and every version it wrote."""
    played = []
    rng = random.Random(seed)
    for number in range(sessions):
        table = Table(_APP.test_client(), "euchre", seed=seed + number)
        notices = []
        while True:
            referee = table.referee_view()
            if referee["to_act"] is None or referee["deal_number"] > DEALS:
                break
            token = table.token_of(referee["to_act"])
            action = choose_action(table, table.view(token), rng)
            answer = table.post(token, action, if_match=f'"v{referee["version"]}"')
            assert answer.status_code == 200, answer.get_json()
            loaded = service.store.load(table.id)
            assert loaded is not None
            notices.append(Notice(loaded.version, loaded.data))
        played.append((table.id, notices))
    return played


_APP = create_app({"allow_test_seeds": True, "session_create_limit": "1000000/second"})


def audiences(seats: int, referee: bool) -> list[Viewer]:
    return [*([Viewer(None)] if referee else []), *(Viewer(seat) for seat in range(seats))]


def views_of(service: SessionService, played: list[tuple[str, list[Notice]]], referee: bool) -> Callable[[], int]:
    """What the events server does for every version played, for a follower of each audience; the versions."""

    def build() -> int:
        versions = 0
        with speaking("en"):
            for session_id, notices in played:
                viewers = audiences(4, referee)
                for notice in notices:
                    for viewer in viewers:
                        service.followed_view(session_id, notice, viewer)
                    versions += 1
        return versions

    return build


def _fresh_service() -> SessionService:
    """A service as the events server's: nothing of the sessions held yet (its own recent versions)."""
    service: SessionService = _APP.extensions["arbitro.sessions"]
    return SessionService(service.store, service.settings)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--seats", action="store_true", help="the seats' followers alone")
    parser.add_argument("--counted", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.instructions:
        count_instructions(args.sessions, args.seats)
        return
    who = "4 seats" if args.seats else "the referee and 4 seats"
    played = played_versions(_APP.extensions["arbitro.sessions"], args.sessions, 2026)
    views_of(_fresh_service(), played[:2], not args.seats)()  # warm-up
    means = []
    for _ in range(args.rounds):
        build = views_of(_fresh_service(), played, not args.seats)
        started = time.thread_time()
        versions = build()
        means.append((time.thread_time() - started) / versions * 1e6)
    means.sort()
    print(
        f"followed views ({who}) of {versions} Euchre versions, {args.rounds} rounds, CPU us a "
        f"version: lowest {means[0]:.1f}  median {statistics.median(means):.1f}  upper quartile "
        f"{means[len(means) * 3 // 4]:.1f}; load average {os.getloadavg()[0]:.1f}"
    )
    if args.counted:
        from bench.load.instructions import _counting

        build = views_of(_fresh_service(), played, not args.seats)
        _counting(True)
        versions = build()
        _counting(False)
        print(f"COUNTED {versions}", flush=True)


def count_instructions(sessions: int, seats: bool) -> None:
    with tempfile.TemporaryDirectory(prefix="arbitro-callgrind-") as workdir:
        out = os.path.join(workdir, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}", sys.executable,
             "-m", "bench.bench_followed_views", "--sessions", str(sessions), "--rounds", "1", "--counted",
             *(["--seats"] if seats else [])],
            check=True, capture_output=True, text=True,
        )  # fmt: skip
        versions = int(re.search(r"^COUNTED (\d+)", run.stdout, re.MULTILINE).group(1))  # type: ignore[union-attr]
        with open(out) as written:
            totals = int(re.search(r"^totals: (\d+)", written.read(), re.MULTILINE).group(1))  # type: ignore[union-attr]
    who = "4 seats" if seats else "the referee and 4 seats"
    print(f"followed views ({who}) of {versions} Euchre versions: {totals / versions / 1000:,.0f}k "
          "instructions a version")  # fmt: skip


if __name__ == "__main__":
    main()
