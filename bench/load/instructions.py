"""Instructions a request costs in process, counted by valgrind (callgrind): the echo, the one-trip limit, a
session move and the Euchre adjudication, for one or more source trees.

Requests/s and CPU time on this shared 2-core machine move with whatever else runs (the same command reads up
to 2.5x apart); the instructions a request executes do not.  Each figure is one process run under
``valgrind --tool=callgrind --instr-atstart=no`` that builds its app, plans and warms up uninstrumented, then
switches counting on (``callgrind_control -i on``) for ``--requests`` requests through the WSGI app (as
:mod:`bench.load.in_process` posts them) and off again.  What is counted is the process's own user-space
instructions: not the kernel's work in its system calls (the socket writes and reads of a Redis round trip),
not Redis's.

- ``echo``: the bare Flask echo (bench/load/echo_app.py) posted the Euchre adjudication's body;
- ``limit``: the one-trip limit (bench/load/limit_app.py: the echo plus one compare-and-set of a session record);
- ``move``: Euchre session moves on Redis, ``--switch`` of them sent to a second app of the same settings (as
  to the other worker of a host, its records shared through ``SESSION_SHARED_RECORDS_DIR``);
- ``adjudicate``: the stateless Euchre adjudication.

    python -m bench.load.instructions [TREE ...] [--requests 400] [--switch 0.5] [--game euchre]
        [--kinds echo,limit,move,adjudicate]

With no tree, this checkout.  Redis at ``REDIS_URL`` (default 127.0.0.1:6379), under key prefixes of the run's
own, deleted at the end.  Needs ``valgrind``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from typing import Any

KINDS = ("echo", "limit", "move", "adjudicate")
EUCHRE = "euchre adjudicate (complete deal)"


def _counting(on: bool) -> None:
    """Switch callgrind's counting on or off for this process."""
    switch = ["callgrind_control", "-i", "on" if on else "off", str(os.getpid())]
    subprocess.run(switch, check=True, capture_output=True)


def serve(kind: str, requests: int, switch: float, game: str) -> None:
    """In the process valgrind runs: build, warm up, then count ``requests`` requests of ``kind``."""
    os.environ.pop("RATE_LIMIT", None)  # as the load bench serves it
    os.environ.setdefault("REDIS_URL", "redis://127.0.0.1:6379/0")
    from bench.load.in_process import SessionMoves, answer
    from bench.load.run import delete_keys, scenarios

    path, payload = scenarios(random.Random(2026))[EUCHRE]
    body = json.dumps(payload).encode()
    cleanup: Callable[[], None] = lambda: None  # noqa: E731
    post: Callable[[], Any]
    if kind == "move":
        moves = SessionMoves("redis", switch, game=game)
        cleanup = moves.close
        moves.post(moves.plan(200))  # warm-up
        planned = moves.plan(requests)

        def post() -> None:
            moves.post(planned)

    else:
        if kind == "echo":
            from bench.load.echo_app import create_app as create_echo

            app, url = create_echo(), "/echo"
        elif kind == "limit":
            from bench.load.limit_app import create_app as create_limit

            os.environ["REDIS_KEY_PREFIX"] = prefix = f"bench-instructions-{os.getpid()}"
            app, url = create_limit(), "/limit"
            cleanup = lambda: delete_keys(os.environ["REDIS_URL"], prefix)  # noqa: E731
        else:
            from service.app import create_app

            app, url = create_app({"redis_url": None}), path

        def post() -> None:
            for _ in range(requests):
                answer(app, url, body)

        for _ in range(200):  # warm-up: first-use caches, the catalogues, the limit's own key
            answer(app, url, body)
    try:
        _counting(True)
        post()
        _counting(False)
    finally:
        cleanup()


def count(tree: str, kind: str, requests: int, switch: float, game: str) -> float:
    """Instructions a request of ``kind`` costs in ``tree``'s code, from one run under callgrind."""
    with tempfile.TemporaryDirectory(prefix="arbitro-callgrind-") as workdir:
        out = os.path.join(workdir, "callgrind.out")
        shared = os.path.join("/dev/shm" if os.path.isdir("/dev/shm") else workdir, f"arbitro-cg-{os.getpid()}")
        os.makedirs(shared, exist_ok=True)
        try:
            subprocess.run(
                ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}", sys.executable,
                 "-m", "bench.load.instructions", "--serve", kind, "--requests", str(requests), "--switch",
                 str(switch), "--game", game],
                cwd=tree,
                env={**os.environ, "PYTHONPATH": os.path.abspath(tree), "SESSION_SHARED_RECORDS_DIR": shared},
                check=True,
                capture_output=True,
            )  # fmt: skip
        finally:
            shutil.rmtree(shared, ignore_errors=True)
        with open(out) as written:
            totals = re.search(r"^totals: (\d+)", written.read(), re.MULTILINE)
        if totals is None:
            raise RuntimeError(f"callgrind wrote no totals for {kind} in {tree}")
        return int(totals.group(1)) / requests


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("trees", nargs="*")
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--switch", type=float, default=0.5)
    parser.add_argument("--game", default="euchre")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--serve", choices=KINDS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.requests, args.switch, args.game)
        return
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed: apt-get install -y valgrind")
    kinds = args.kinds.split(",")
    trees = args.trees or ["."]
    print(
        f"instructions a request, in process under callgrind, {args.requests} requests; moves: {args.game}, switch "
        f"{args.switch}; load average {os.getloadavg()[0]:.1f}"
    )
    for tree in trees:
        figures = {kind: count(tree, kind, args.requests, args.switch, args.game) for kind in kinds}
        shown = "  ".join(f"{kind} {figure / 1000:,.0f}k" for kind, figure in figures.items())
        ratios = "  ".join(
            f"{top}/{bottom} {figures[top] / figures[bottom]:.2f}"
            for top, bottom in (("move", "limit"), ("move", "echo"), ("limit", "echo"), ("adjudicate", "echo"))
            if top in figures and bottom in figures
        )
        print(f"{tree:30} {shown}  {ratios}")


if __name__ == "__main__":
    main()
