"""Microseconds of one Euchre adjudication through Arbitro's WSGI app, beside the bare echo's, in process.

What a request costs the app without the server: each is a WSGI call with a fresh environ (the
body the load bench posts), answered 200; the two apps alternate, ``--rounds`` times, and each
round prints both means and their ratio.  The load bench (``python -m bench.load.run``) adds the
server; this isolates the app's own plumbing from it, for profiling (``--profile`` prints
cProfile's 40 costliest functions of Arbitro's requests).

    python -m bench.load.in_process [--requests 2000] [--rounds 3] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from bench.load.echo_app import create_app as create_echo
from bench.load.run import scenarios

EUCHRE = "euchre adjudicate (complete deal)"
WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Any]


def environ(path: str, body: bytes) -> dict[str, Any]:
    return {
        "REQUEST_METHOD": "POST", "PATH_INFO": path, "QUERY_STRING": "", "RAW_URI": path,
        "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8080", "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1", "HTTP_HOST": "127.0.0.1:8080",
        "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)),
        "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.version": (1, 0),
    }  # fmt: skip


def answer(app: WsgiApp, path: str, body: bytes) -> None:
    statuses: list[str] = []
    chunks = app(environ(path, body), lambda status, headers, exc_info=None: statuses.append(status))
    b"".join(chunks)
    if not statuses[0].startswith("200"):
        raise RuntimeError(f"{path} answered {statuses[0]}")


def mean_us(app: WsgiApp, path: str, body: bytes, requests: int) -> float:
    started = time.perf_counter()
    for _ in range(requests):
        answer(app, path, body)
    return (time.perf_counter() - started) / requests * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    os.environ.pop("RATE_LIMIT", None)  # as the load bench serves it
    from service.app import create_app

    path, payload = scenarios(random.Random(2026))[EUCHRE]
    body = json.dumps(payload).encode()
    echo, arbitro = create_echo(), create_app({"redis_url": None})
    for app, url in ((echo, "/echo"), (arbitro, path)):
        mean_us(app, url, body, 300)  # warm-up: first-use caches, the catalogues
    print(f"{EUCHRE}, {args.requests} requests a round, in process; load average {os.getloadavg()[0]:.1f}")
    for round_number in range(1, args.rounds + 1):
        echo_us = mean_us(echo, "/echo", body, args.requests)
        arbitro_us = mean_us(arbitro, path, body, args.requests)
        print(
            f"round {round_number}: echo {echo_us:6.0f} us   arbitro {arbitro_us:6.0f} us   "
            f"echo / arbitro {echo_us / arbitro_us:.2f}"
        )
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(mean_us, arbitro, path, body, args.requests)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(40)


if __name__ == "__main__":
    main()
