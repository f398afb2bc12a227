"""A session move beside its physical limit: the echo, the one-trip limit built apart, and the move, in one run.

    python -m bench.load.move_limit [--rounds 7] [--duration 5] [--connections 32,64] [--game euchre]
        [--adjudicate] [--threads 1,2,4] [--gc-young 700,50000]

Three gunicorns under ``deploy/gunicorn.conf.py`` (the same settings, the same worker count): the bare Flask
echo (bench/load/echo_app.py), the one-trip limit (bench/load/limit_app.py: the echo plus one compare-and-set
of a real session record through the project's Redis store, i.e. one ``EVALSHA``), and Arbitro.  wrk posts,
for each connection count and ``--rounds`` times interleaved: the echo, the limit (both the Euchre
adjudication's body), the limit answering as a move does (a move's body posted, a move's answer given: its
bytes and headers), the limit with shared records (a record among many, recalled from and written back to the
host's shared map as a move's is), the session moves (``--game``, planned before each run as ``bench.load.run`` plans
them; each must answer 200) and with ``--adjudicate`` the stateless Euchre adjudication.

Redis is one of the bench's own (``redis-server`` on a free port, no persistence; ``--redis-url`` uses
another), so that its ``INFO commandstats`` counts this bench's commands alone: the Redis calls a move makes
(``EVALSHA`` + ``HMGET``, the reads among them apart) and the Redis CPU of its compare-and-set.

Prints each row's median requests/s, p50, p99 and worker CPU a request (and the system's part of it), then the
ratios, each the median of the rounds' paired ratios (a round's rows run back to back): move / echo, limit / echo,
move / limit.

``--threads 1,2,4``: Arbitro once for each ``GUNICORN_THREADS`` (the echo and the limit at the environment's), its
moves a row of each round for each, so that the thread counts are compared in the same rounds (in an order that
turns from round to round). ``--gc-young 700,50000`` likewise for each ``GC_YOUNG_THRESHOLD`` (the collector's).
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis

from bench.load.limit_app import move_answer
from bench.load.run import (
    SessionMoves,
    check_answer,
    delete_keys,
    free_port,
    scenarios,
    start_gunicorn,
    wrk_post,
)

ECHO, LIMIT, MOVE, ADJUDICATE = "flask echo", "one-trip limit", "session move", "euchre adjudicate"
ANSWERED = "limit, a move's answer"
SHARED = "limit, shared records"
EUCHRE = "euchre adjudicate (complete deal)"
COUNTED = ("evalsha", "hmget", "hget")


def own_redis() -> tuple[subprocess.Popen, str]:
    """A redis-server of the bench's own on a free port, without persistence."""
    port = free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    client = redis.Redis(port=port)
    deadline = time.monotonic() + 10
    while True:
        try:
            client.ping()
            return process, f"redis://127.0.0.1:{port}/0"
        except redis.ConnectionError:
            if time.monotonic() > deadline:
                process.kill()
                raise
            time.sleep(0.05)  # polling a starting server


def command_stats(client: redis.Redis) -> dict[str, tuple[int, int]]:
    """``name -> (calls, usec)`` of the commands counted (a script's own commands are counted apart by Redis)."""
    stats = client.info("commandstats")
    return {name: (stats.get(f"cmdstat_{name}", {}).get("calls", 0), stats.get(f"cmdstat_{name}", {}).get("usec", 0))
            for name in COUNTED}  # fmt: skip


def redis_per_move(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]], requests: int) -> dict:
    """The Redis calls of a move: its compare-and-set (``EVALSHA``) and its reads (``HMGET`` sent by the client,
    counted as Redis counts every ``HMGET`` and ``HGET`` less the one each compare-and-set makes inside its script),
    and the Redis CPU of its compare-and-set (the script's own commands within it)."""
    calls = {name: after[name][0] - before[name][0] for name in COUNTED}
    usec = after["evalsha"][1] - before["evalsha"][1]
    moves = max(requests, 1)
    reads = calls["hmget"] + calls["hget"] - calls["evalsha"]
    return {"calls": (calls["evalsha"] + reads) / moves, "reads": reads / moves, "redis_us": usec / moves}


class CountedMoves(SessionMoves):
    """The session moves, each measured run with the Redis calls it made a move (not the planning's)."""

    def __init__(self, counter: redis.Redis, *args) -> None:
        super().__init__(*args)
        self.counter = counter

    def _wrk(self, connections: int, duration: int, planned: int) -> dict:
        before = command_stats(self.counter)
        result = super()._wrk(connections, duration, planned)
        result.update(redis_per_move(before, command_stats(self.counter), result["requests"]))
        return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds; medians are shown")
    parser.add_argument("--connections", default="32,64")
    parser.add_argument("--workers", default="2")
    parser.add_argument("--game", default="euchre")
    parser.add_argument("--adjudicate", action="store_true", help="also the stateless Euchre adjudication")
    parser.add_argument("--redis-url", default="", help="a Redis to use instead of one of the bench's own")
    parser.add_argument("--threads", default="", help="GUNICORN_THREADS of Arbitro, one server each: 1,2,4")
    parser.add_argument("--gc-young", default="", help="GC_YOUNG_THRESHOLD of Arbitro, one server each: 700,50000")
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install -y wrk")
    connection_counts = [int(c) for c in args.connections.split(",")]
    path, body = scenarios(random.Random(2026))[EUCHRE]

    redis_server = None
    if args.redis_url:
        redis_url = args.redis_url
    else:
        redis_server, redis_url = own_redis()
    counter = redis.Redis.from_url(redis_url)
    prefix = f"arbitro-bench-{secrets.token_hex(4)}"
    env = {k: v for k, v in os.environ.items() if k != "RATE_LIMIT"}
    redis_env = {**env, "REDIS_URL": redis_url, "REDIS_KEY_PREFIX": prefix}
    arbitro_env = {**redis_env, "ALLOW_TEST_SEEDS": "1", "SESSION_CREATE_LIMIT": "100000/second"}
    variants = {  # a move row's name -> its Arbitro's own settings
        f"{MOVE}, {count} thread{'s' if count != '1' else ''}": {"GUNICORN_THREADS": count}
        for count in args.threads.split(",")
        if count
    }
    variants.update(
        {f"{MOVE}, gc young {young}": {"GC_YOUNG_THRESHOLD": young} for young in args.gc_young.split(",") if young}
    )
    move_rows = list(variants) or [MOVE]
    ports = {name: free_port() for name in (ECHO, LIMIT, *move_rows)}
    load_before = os.getloadavg()[0]
    servers = {
        ECHO: start_gunicorn("bench.load.echo_app:create_app()", ports[ECHO], args.workers, env),
        LIMIT: start_gunicorn("bench.load.limit_app:create_app()", ports[LIMIT], args.workers, redis_env),
    }
    for row in move_rows:
        own = {**arbitro_env, **variants.get(row, {})}
        servers[row] = start_gunicorn("service.app:create_app()", ports[row], args.workers, own)
    urls = {
        ECHO: f"http://127.0.0.1:{ports[ECHO]}/echo",
        LIMIT: f"http://127.0.0.1:{ports[LIMIT]}/limit",
        ANSWERED: f"http://127.0.0.1:{ports[LIMIT]}/limit/answered",
        SHARED: f"http://127.0.0.1:{ports[LIMIT]}/limit/shared",
        ADJUDICATE: f"http://127.0.0.1:{ports[move_rows[0]]}{path}",
    }
    runs: dict[tuple[str, int], list[dict]] = {}
    try:
        action, _answer = move_answer(args.game)
        bodies = {name: action if name == ANSWERED else body for name in urls}
        for name, url in urls.items():
            check_answer(url, bodies[name])
        with tempfile.TemporaryDirectory(prefix="arbitro-bench-") as workdir:
            moves = {}
            for row in move_rows:
                (Path(workdir) / row).mkdir()
                moves[row] = CountedMoves(
                    counter,
                    f"http://127.0.0.1:{ports[row]}",
                    servers[row].pid,
                    Path(workdir) / row,
                    random.Random(2024),
                    args.game,
                )
            for connections in connection_counts:
                for round_number in range(args.rounds):
                    for name in (ECHO, LIMIT, ANSWERED, SHARED, *((ADJUDICATE,) if args.adjudicate else ())):
                        server = servers[{ADJUDICATE: move_rows[0], ANSWERED: LIMIT, SHARED: LIMIT}.get(name, name)].pid
                        result = wrk_post(urls[name], bodies[name], connections, args.duration, server)
                        runs.setdefault((name, connections), []).append(result)
                    turn = round_number % len(move_rows)  # each round the variants take their turns anew
                    for row in move_rows[turn:] + move_rows[:turn]:
                        result = moves[row].run(connections, args.duration)
                        runs.setdefault((row, connections), []).append(result)
    finally:
        for server in servers.values():
            server.send_signal(signal.SIGTERM)
        for server in servers.values():
            server.wait(timeout=30)
        delete_keys(redis_url, prefix)
        if redis_server is not None:
            redis_server.terminate()
            redis_server.wait(timeout=10)
    report(args, connection_counts, runs, load_before, move_rows)


def report(
    args: argparse.Namespace, connection_counts: list[int], runs: dict, load_before: float, move_rows: list[str]
) -> None:
    print(
        f"gunicorn -c deploy/gunicorn.conf.py, {args.workers} workers, GUNICORN_THREADS="
        f"{os.environ.get('GUNICORN_THREADS', 'default')}; wrk 2 threads; {args.rounds} interleaved rounds of "
        f"{args.duration} s; {args.game} session moves; {os.cpu_count()} CPUs; load average {load_before:.1f} "
        f"before, {os.getloadavg()[0]:.1f} after"
    )
    print(f"{'row':28} {'conns':>5} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} {'cpu us':>7} {'sys us':>7} {'errors':>6}")
    for connections in connection_counts:
        for (name, conns), results in runs.items():
            if conns == connections:
                row = {
                    key: statistics.median(r[key] for r in results)
                    for key in ("rps", "p50_us", "p99_us", "cpu_us", "sys_us")
                }
                errors = sum(r["socket_errors"] + r["non_2xx"] for r in results)
                print(
                    f"{name:28} {connections:>5} {row['rps']:>7.0f} {row['p50_us'] / 1000:>7.2f} "
                    f"{row['p99_us'] / 1000:>7.2f} {row['cpu_us']:>7.0f} {row['sys_us']:>7.0f} {errors:>6}"
                )
    print("ratios, medians of the rounds' paired ratios: req/s, p99, worker CPU a request")
    pairs = [pair for row in move_rows for pair in ((row, ECHO), (row, LIMIT), (row, ANSWERED), (row, SHARED))]
    pairs += [(LIMIT, ECHO), (ANSWERED, ECHO), (SHARED, ECHO), (SHARED, LIMIT)]
    pairs += [(ADJUDICATE, ECHO)] if (ADJUDICATE, connection_counts[0]) in runs else []
    for connections in connection_counts:
        for top, bottom in pairs:
            a, b = runs[(top, connections)], runs[(bottom, connections)]
            ratio = {
                key: statistics.median(x[key] / y[key] for x, y in zip(a, b, strict=True))
                for key in ("rps", "p99_us", "cpu_us")
            }
            print(
                f"{top + ' / ' + bottom:48} {connections:>5}  req/s {ratio['rps']:.2f}  p99 {ratio['p99_us']:.2f}  "
                f"cpu {ratio['cpu_us']:.2f}"
            )
        for row in move_rows:
            report_redis(row, connections, runs[(row, connections)])


def report_redis(row: str, connections: int, moves: list[dict]) -> None:
    """The Redis calls a move of ``row`` made, and the Redis CPU of its compare-and-set."""
    calls, reads = statistics.median(m["calls"] for m in moves), statistics.median(m["reads"] for m in moves)
    print(
        f"{'Redis a move (' + row + ')':48} {connections:>5}  calls {calls:.2f}  reads {reads:.2f} (rounds: "
        f"{' '.join(format(m['reads'], '.2f') for m in moves)})  Redis CPU us "
        f"{statistics.median(m['redis_us'] for m in moves):.1f} (the compare-and-set)"
    )


if __name__ == "__main__":
    main()
