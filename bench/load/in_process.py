"""Microseconds of one Euchre adjudication (or session move) through Arbitro's WSGI app, beside the bare echo's.

What a request costs the app without the server: each is a WSGI call with a fresh environ (the
body the load bench posts), answered 200; the two apps alternate, ``--rounds`` times, and each
round prints both means and their ratio.  The load bench (``python -m bench.load.run``) adds the
server; this isolates the app's own plumbing from it, for profiling (``--profile`` prints
cProfile's 40 costliest functions of Arbitro's requests).

``--sessions memory`` or ``--sessions redis`` (the Redis at ``REDIS_URL``, default 127.0.0.1:6379,
under a key prefix of its own, deleted at the end) times the load bench's session moves instead
(Ecarte by default, :mod:`bench.load.sessions`), planned before each round through the app's test client and
then posted through the WSGI app.  One app answers every move, so each finds its version in the
process; ``--switch P`` (Redis only) posts a move to a second app with the same settings (a second
worker) with probability P, as a move that lands on the other worker (41% under the load bench); the two share
their records as a host's workers do when ``SESSION_SHARED_RECORDS_DIR`` is set.  ``--game`` plays another game's
sessions; ``--spread`` posts one move of every planned session in turn, as the load bench's wrk script does, so that
each move finds its session cold (the working set of a server following hundreds of sessions), not in order.

    python -m bench.load.in_process [--requests 2000] [--rounds 3] [--profile] [--sessions memory|redis]
        [--switch 0.41] [--game euchre] [--spread]
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
from bench.load.run import SESSION_GAME, scenarios
from bench.load.sessions import Caller, plan_moves

EUCHRE = "euchre adjudicate (complete deal)"
WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Any]


def environ(path: str, body: bytes, headers: dict[str, str] | None = None) -> dict[str, Any]:
    return {
        **{f"HTTP_{name.upper().replace('-', '_')}": value for name, value in (headers or {}).items()},
        "REQUEST_METHOD": "POST", "PATH_INFO": path, "QUERY_STRING": "", "RAW_URI": path,
        "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8080", "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1", "HTTP_HOST": "127.0.0.1:8080",
        "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)),
        "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body), "wsgi.errors": sys.stderr,
        "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.version": (1, 0),
        "wsgi.input_terminated": True,  # as gunicorn sets it: the server ends the body at its Content-Length
    }  # fmt: skip


def answer(app: WsgiApp, path: str, body: bytes, headers: dict[str, str] | None = None) -> None:
    statuses: list[str] = []
    chunks = app(environ(path, body, headers), lambda status, headers, exc_info=None: statuses.append(status))
    b"".join(chunks)
    if not statuses[0].startswith("200"):
        raise RuntimeError(f"{path} answered {statuses[0]}")


def mean_us(app: WsgiApp, path: str, body: bytes, requests: int) -> float:
    started = time.perf_counter()
    for _ in range(requests):
        answer(app, path, body)
    return (time.perf_counter() - started) / requests * 1e6


def app_caller(app: Any) -> Caller:
    """The planner's requests, through ``app``'s test client."""
    client = app.test_client()

    def ask(method: str, path: str, body: dict | None, token: str | None) -> dict:
        headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
        reply = client.open(path, method=method, json=body, headers=headers)
        if reply.status_code >= 300:
            raise RuntimeError(f"{method} {path} answered {reply.status_code}")
        return reply.get_json()

    return ask


SessionMove = tuple[str, bytes, dict[str, str]]
"""A planned move: its path, body and headers."""


class SessionMoves:
    """The load bench's session moves, in process: planned, then posted through the WSGI app (or apps)."""

    def __init__(
        self, store: str, switch: float = 0.0, seed: int = 2026, fast_paths: Any = None, game: str = SESSION_GAME
    ):
        from service.app import create_app
        from service.fast_paths import ALL

        self.prefix = f"bench-in-process-{os.getpid()}"
        redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0") if store == "redis" else None
        self.redis_url = redis_url
        config = {
            "redis_url": redis_url,
            "redis_key_prefix": self.prefix,
            "allow_test_seeds": True,
            "session_create_limit": "1000000/second",
        }
        paths = ALL if fast_paths is None else fast_paths
        self.apps = [create_app(config, paths)] + ([create_app(config, paths)] if switch else [])
        self.switch, self.game = switch, game
        self.rng = random.Random(seed)
        self.ask = app_caller(self.apps[0])

    def plan(self, moves: int, spread: bool = False) -> list[tuple[WsgiApp, SessionMove]]:
        """``moves`` moves, each with the app it goes to (a session's moves in their order): session after session,
        or with ``spread`` one move of every session in turn, as the load bench's wrk script posts them (each
        session's next move comes after one of every other: its state is cold)."""
        planned = []
        worker = 0
        lines = plan_moves(self.ask, self.game, moves, self.rng)[:moves]
        for line in _one_of_each_in_turn(lines) if spread else lines:
            _, _, path, token, version, body = line.split("\t")
            if self.switch and self.rng.random() < self.switch:
                worker = 1 - worker
            headers = {"Authorization": f"Bearer {token}", "If-Match": version}
            planned.append((self.apps[worker], (path, body.encode(), headers)))
        return planned

    @staticmethod
    def post(planned: list[tuple[WsgiApp, SessionMove]]) -> None:
        for app, (path, body, headers) in planned:
            answer(app, path, body, headers)

    def close(self) -> None:
        if self.redis_url is not None:
            from bench.load.run import delete_keys

            delete_keys(self.redis_url, self.prefix)


def _one_of_each_in_turn(lines: list[str]) -> list[str]:
    """Planned moves (session after session) reordered: the first move of each session, then the second, ..."""
    by_session: dict[str, list[str]] = {}
    for line in lines:
        by_session.setdefault(line.split("\t", 2)[1], []).append(line)
    turns = max((len(moves) for moves in by_session.values()), default=0)
    return [moves[turn] for turn in range(turns) for moves in by_session.values() if turn < len(moves)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--sessions", choices=("memory", "redis"))
    parser.add_argument("--switch", type=float, default=0.0)
    parser.add_argument("--game", default=SESSION_GAME, help="the session moves' game")
    parser.add_argument(
        "--spread", action="store_true", help="one move of every session in turn (as wrk posts them), not in order"
    )
    args = parser.parse_args()
    os.environ.pop("RATE_LIMIT", None)  # as the load bench serves it
    if args.sessions:
        session_moves(args)
        return
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


def session_moves(args: argparse.Namespace) -> None:
    moves = SessionMoves(args.sessions, args.switch, game=args.game)
    echo, body = create_echo(), json.dumps(scenarios(random.Random(2026))[EUCHRE][1]).encode()
    mean_us(echo, "/echo", body, 300)
    moves.post(moves.plan(300))  # warm-up
    print(
        f"session move ({args.game}, {args.sessions}, switch {args.switch}{', spread' if args.spread else ''}), "
        f"{args.requests} a round, in process; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    try:
        for round_number in range(1, args.rounds + 1):
            echo_us = mean_us(echo, "/echo", body, args.requests)
            planned = moves.plan(args.requests, args.spread)
            started = time.perf_counter()
            moves.post(planned)
            move_us = (time.perf_counter() - started) / len(planned) * 1e6
            print(
                f"round {round_number}: echo {echo_us:6.0f} us   move {move_us:6.0f} us   "
                f"echo / move {echo_us / move_us:.2f}"
            )
        if args.profile:
            planned = moves.plan(args.requests, args.spread)
            profile = cProfile.Profile()
            profile.runcall(moves.post, planned)
            pstats.Stats(profile).sort_stats("cumulative").print_stats(60)
    finally:
        moves.close()


if __name__ == "__main__":
    main()
