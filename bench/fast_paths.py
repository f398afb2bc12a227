"""What each speed path of service/fast_paths saves: the same requests through the app with every path, and
through the app without that one path (and without any), interleaved in one run.

    python -m bench.fast_paths [--rounds 15] [--requests 200] [--redis]

Each round times, in a fresh random order, ``--requests`` requests of each scenario through each app: a complete
Euchre adjudication (the load bench's body), the same with a bad card (a 400 the engine finds), the same with a body
its schema refuses (a 400 that Flask answers: the lean dispatch hands such a body on), a session's creation
(answered by Flask), an Ecarté session move on the in-process store, and with ``--redis`` a session move on the
Redis at ``REDIS_URL`` (127.0.0.1:6379 by default, under a key prefix of its own, deleted at the end). Each is a
WSGI call with a fresh environ as gunicorn gives it (bench/load/in_process.py), timed in CPU time of this process
(``time.process_time``) rather than wall time: the machine is shared and noisy, and a request's cost to a worker is
its CPU. Prints, per scenario and path, the median µs a request with every path, without the one, and the median
over rounds of the paired ratio without / with: ``saves`` is 1 - with / without, the share of the framework path's
cost the speed path saves (kept when at least 3%).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from bench.load.in_process import EUCHRE, SessionMoves, environ
from bench.load.run import scenarios
from service.app import create_app
from service.fast_paths import ALL, NONE, FastPath

KEEP_AT_LEAST = 0.03
"""The least share of a request's cost a speed path must save to be kept."""

Batch = Callable[[Any], None]
"""Posts a scenario's requests through an app."""


CONTROL = "all, again"
"""A second app with every path: how far two identical apps' figures differ in this run (the noise)."""


def _variants() -> dict[str, frozenset[FastPath]]:
    return {"all": ALL, CONTROL: ALL, **{f"without {path.value}": ALL - {path} for path in FastPath}, "none": NONE}


def _stateless(path: str, body: bytes, status: str, requests: int) -> Batch:
    def post(app: Any) -> None:
        statuses: list[str] = []
        for _ in range(requests):
            b"".join(app(environ(path, body), lambda answered, headers, exc_info=None: statuses.append(answered)))
        wrong = [answered for answered in statuses if not answered.startswith(status)]
        if wrong:
            raise RuntimeError(f"{path} answered {wrong[0]}")

    return post


class _Moves:
    """Session moves through each variant's own app, planned before they are timed."""

    def __init__(self, store: str, variants: dict[str, frozenset[FastPath]], requests: int) -> None:
        self.requests = requests
        self.moves = {name: SessionMoves(store, fast_paths=paths) for name, paths in variants.items()}
        self.planned: dict[str, Any] = {}

    def plan(self) -> None:
        self.planned = {name: moves.plan(self.requests) for name, moves in self.moves.items()}

    def batch(self, name: str) -> Batch:
        return lambda _app: SessionMoves.post(self.planned[name])

    def close(self) -> None:
        for moves in self.moves.values():
            moves.close()


def _cpu_us(run: Batch, app: Any, requests: int) -> float:
    started = time.process_time()
    run(app)
    return (time.process_time() - started) / requests * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--redis", action="store_true")
    args = parser.parse_args()
    os.environ.pop("RATE_LIMIT", None)
    variants = _variants()
    config = {"redis_url": None, "session_create_limit": "1000000/second"}
    apps = {name: create_app(config, paths) for name, paths in variants.items()}
    path, payload = scenarios(random.Random(2026))[EUCHRE]
    bad = {**payload, "deal": {**payload["deal"], "turn_up": "ZZ"}}
    stateless = {
        "euchre adjudicate": _stateless(path, json.dumps(payload).encode(), "200", args.requests),
        "euchre adjudicate, 400": _stateless(path, json.dumps(bad).encode(), "400", args.requests),
        "euchre adjudicate, body refused": _stateless(
            path, json.dumps({**payload, "deal": 1}).encode(), "400", args.requests
        ),
        "session created": _stateless("/v1/sessions", b'{"game": "euchre"}', "201", args.requests),
    }
    moves = {"session move (memory)": _Moves("memory", variants, args.requests)}
    if args.redis:
        redis_variants = {name: variants[name] for name in ("all", CONTROL, "without redis_commands", "none")}
        moves["session move (redis)"] = _Moves("redis", redis_variants, args.requests)
    cpu: dict[tuple[str, str], list[float]] = {}
    rng = random.Random(2026)
    try:
        for app in apps.values():  # warm-up: first-use caches, the catalogues
            for run in stateless.values():
                run(app)
        print(
            f"{args.rounds} rounds of {args.requests} requests per scenario and app, in process, CPU time; "
            f"load average {os.getloadavg()[0]:.1f}",
            flush=True,
        )
        for round_number in range(args.rounds):
            for held in moves.values():
                held.plan()
            runs = [(scenario, name, run, apps[name]) for scenario, run in stateless.items() for name in apps]
            for scenario, held in moves.items():
                runs += [(scenario, name, held.batch(name), None) for name in held.moves]
            rng.shuffle(runs)
            for scenario, name, run, app in runs:
                cpu.setdefault((scenario, name), []).append(_cpu_us(run, app, args.requests))
            print(f"round {round_number + 1} done", flush=True)
    finally:
        for held in moves.values():
            held.close()
    _report(cpu, [*stateless, *moves], list(variants))


def _report(cpu: dict[tuple[str, str], list[float]], scenario_names: list[str], variant_names: list[str]) -> None:
    for scenario in scenario_names:
        every = cpu[scenario, "all"]
        print(f"\n{scenario}: every path {statistics.median(every):.0f} µs a request (median)")
        print(f"  {'without':<18} {'µs':>6} {'ratio':>6} {'saves':>6}")
        for name in variant_names[1:]:
            timings = cpu.get((scenario, name))
            if timings is None:
                continue
            ratio = statistics.median(without / with_all for without, with_all in zip(timings, every, strict=True))
            saves = 1 - 1 / ratio
            verdict = "" if name in ("none", CONTROL) else ("keep" if saves >= KEEP_AT_LEAST else "under 3%")
            label = {"none": "(any path)", CONTROL: "(nothing: noise)"}.get(name, name.removeprefix("without "))
            print(f"  {label:<18} {statistics.median(timings):6.0f} {ratio:6.3f} {saves:6.1%} {verdict}")


if __name__ == "__main__":
    main()
