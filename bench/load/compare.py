"""CPU microseconds of one Euchre adjudication (or session move) in process, for source trees in alternating rounds.

For changes too small for requests/s on a shared machine: each tree's app runs in a process of its
own (started in that tree, so it imports that tree's code), and the two take turns, ``--rounds``
times, each round ``--requests`` requests; a round is timed in the CPU time of the thread that
answers (``time.thread_time``), which other work on the machine moves much less than the wall
clock.  Prints each tree's lowest, lower-quartile and median round.

``--sessions memory|redis`` (and ``--switch P``): the load bench's session moves instead, as
``bench.load.in_process`` posts them (planned before each round, untimed).

    python -m bench.load.compare BEFORE_TREE AFTER_TREE [--requests 300] [--rounds 15] [--sessions memory|redis]
        [--switch 0.41]

A tree is a checkout or an export (``git archive``) holding this module; ``--serve`` is the
mode those processes run in.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

READY = "ready"


def serve(sessions: str | None, switch: float) -> None:
    """Build this tree's app, then answer each line of stdin (a number of requests) with the CPU us each took."""
    os.environ.pop("RATE_LIMIT", None)  # as the load bench serves it
    if sessions:
        serve_session_moves(sessions, switch)
        return
    from bench.load.in_process import EUCHRE, answer
    from bench.load.run import scenarios
    from service.app import create_app

    path, payload = scenarios(random.Random(2026))[EUCHRE]
    body = json.dumps(payload).encode()
    app = create_app({"redis_url": None})
    for _ in range(300):  # warm-up: first-use caches, the catalogues
        answer(app, path, body)
    print(READY, flush=True)
    for line in sys.stdin:
        requests = int(line)
        started = time.thread_time()
        for _ in range(requests):
            answer(app, path, body)
        print((time.thread_time() - started) / requests * 1e6, flush=True)


def serve_session_moves(store: str, switch: float) -> None:
    from bench.load.in_process import SessionMoves

    moves = SessionMoves(store, switch)
    try:
        moves.post(moves.plan(300))  # warm-up
        print(READY, flush=True)
        for line in sys.stdin:
            planned = moves.plan(int(line))
            started = time.thread_time()
            moves.post(planned)
            print((time.thread_time() - started) / len(planned) * 1e6, flush=True)
    finally:
        moves.close()


def start(tree: str, options: list[str]) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-m", "bench.load.compare", "--serve", *options],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": os.path.abspath(tree)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None
    if process.stdout.readline().strip() != READY:
        raise RuntimeError(f"the app of {tree} did not start")
    return process


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("trees", nargs="*")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--sessions", choices=("memory", "redis"))
    parser.add_argument("--switch", type=float, default=0.0)
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.sessions, args.switch)
        return
    options = ["--sessions", args.sessions, "--switch", str(args.switch)] if args.sessions else []
    processes = {tree: start(tree, options) for tree in args.trees}
    rounds: dict[str, list[float]] = {tree: [] for tree in args.trees}
    for _ in range(args.rounds):
        for tree, process in processes.items():
            assert process.stdin is not None and process.stdout is not None
            process.stdin.write(f"{args.requests}\n")
            process.stdin.flush()
            rounds[tree].append(float(process.stdout.readline()))
    for process in processes.values():
        assert process.stdin is not None
        process.stdin.close()
        process.wait()
    what = f"session move ({args.sessions}, switch {args.switch})" if args.sessions else "euchre adjudicate"
    print(
        f"{what}, in process, CPU us per request; {args.rounds} alternating rounds of {args.requests}; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    for tree, figures in rounds.items():
        ordered = sorted(figures)
        print(
            f"{tree:40} lowest {ordered[0]:6.1f}  lower quartile {ordered[len(ordered) // 4]:6.1f}  "
            f"median {statistics.median(ordered):6.1f}"
        )


if __name__ == "__main__":
    main()
