"""Load test: Arbitro's endpoints beside a bare Flask echo, under gunicorn, with wrk, in one run.

    python -m bench.load.run [--duration 5] [--rounds 3] [--connections 16,64] [--only euchre]

Starts gunicorn twice with deploy/gunicorn.conf.py (the same settings, the same worker count):
once with the bare echo app (bench/load/echo_app.py, the baseline, posted the Euchre body)
and once with Arbitro, its sessions in the Redis at ``REDIS_URL`` (default the local
127.0.0.1:6379) under a key prefix of its own, deleted afterwards.  For each connection count
it runs wrk against the echo, then every scenario, ``--rounds`` times interleaved (this machine's
speed drifts within a run), and prints the median requests/s, p50 and p99 of each row, the ratio
of its requests/s to the echo's and of its p99 to the echo's, at the same connection count.

It also prints the CPU time the gunicorn workers spent per request (user + system, from /proc,
over the wrk run) and the echo's over it: the requests/s ratio a saturated server would reach if
the machine were its own.  On a machine shared with other work, requests/s follow the other
work's bursts; a request's CPU time much less so.  (Redis's own CPU is not counted.)

The session scenario posts real, accepted ``POST /v1/sessions/{id}/actions`` moves, planned
before each run (bench/load/sessions.py); every one must answer 200.  Needs ``wrk`` (Debian
package ``wrk``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from bench.bench_ecarte import random_history as ecarte_history
from bench.bench_sette_e_mezzo import recorded_deal as sette_deal
from bench.load.histories import euchre_history
from bench.load.sessions import http_caller, plan_moves

ROOT = Path(__file__).resolve().parents[2]
LUA_DIR = Path(__file__).parent
BASELINE = "flask echo (baseline)"
SESSION_SCENARIO = "session action (ecarte, Redis)"
SESSION_GAME = "ecarte"
WRK_THREADS = 2


def scenarios(rng: random.Random) -> dict[str, tuple[str, dict]]:
    """name -> (path, body) for every stateless scenario against Arbitro."""
    euchre_deal, euchre_actions = euchre_history(rng)
    ecarte_deal, ecarte_actions = ecarte_history(rng)
    ramino_hand = random_ramino_hand(rng)
    return {
        "euchre adjudicate (complete deal)": (
            "/v1/games/euchre/adjudicate",
            {"deal": euchre_deal, "actions": euchre_actions},
        ),
        "ecarte adjudicate (complete deal)": (
            "/v1/games/ecarte/adjudicate",
            {"deal": ecarte_deal, "actions": ecarte_actions},
        ),
        "sette-e-mezzo adjudicate (6 seats)": ("/v1/games/sette-e-mezzo/adjudicate", sette_deal(rng)),
        "ramino best-opening (15 cards)": ("/v1/games/ramino/melds/best-opening", {"hand": ramino_hand}),
    }


def random_ramino_hand(rng: random.Random) -> list[str]:
    deck = [r + s for s in "SHDC" for r in "A23456789TJQK"] * 2 + ["JK", "JK"]
    rng.shuffle(deck)
    return deck[:15]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_gunicorn(app: str, port: int, workers: str, env: dict[str, str]) -> subprocess.Popen:
    env = {**env, "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": workers}
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(ROOT / "deploy" / "gunicorn.conf.py"), app],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return process
        except OSError as exc:
            if getattr(exc, "code", None) == 404:  # the echo app has no /healthz: it answers, so it is up
                return process
            time.sleep(0.1)  # polling a starting server
    process.kill()
    raise RuntimeError(f"gunicorn for {app} did not start on port {port}")


def workers_cpu_split(master_pid: int) -> tuple[float, float]:
    """User and system CPU seconds of a gunicorn master's workers so far (Linux /proc)."""
    children = Path(f"/proc/{master_pid}/task/{master_pid}/children").read_text().split()
    user = system = 0
    for pid in children:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        user, system = user + int(fields[11]), system + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
    return user / os.sysconf("SC_CLK_TCK"), system / os.sysconf("SC_CLK_TCK")


def wrk(url: str, script: str, connections: int, duration: int, env: dict[str, str], server: int) -> dict:
    """One wrk run with a script of this directory against the gunicorn whose master is ``server``; its
    RESULT line, with requests/s and the workers' CPU microseconds per request added (``cpu_us``; ``sys_us``, the
    system's part of it)."""
    command = [
        "wrk", f"-t{min(WRK_THREADS, connections)}", f"-c{connections}", f"-d{duration}s", "--latency",
        "-s", str(LUA_DIR / script), url,
    ]  # fmt: skip
    env = {**os.environ, **env, "BENCH_LUA_DIR": str(LUA_DIR), "WRK_THREADS": str(min(WRK_THREADS, connections))}
    user_before, system_before = workers_cpu_split(server)
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    user_after, system_after = workers_cpu_split(server)
    cpu, system = user_after - user_before + system_after - system_before, system_after - system_before
    line = next(line for line in out.splitlines() if line.startswith("RESULT "))
    result = json.loads(line[len("RESULT ") :])
    result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
    result["cpu_us"] = cpu / max(result["requests"], 1) * 1e6
    result["sys_us"] = system / max(result["requests"], 1) * 1e6
    return result


def wrk_post(url: str, body: dict, connections: int, duration: int, server: int) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(body, file)
    try:
        return wrk(url, "post.lua", connections, duration, {"BODY_FILE": file.name}, server)
    finally:
        os.unlink(file.name)


class SessionMoves:
    """Pools of planned session moves for ``session.lua``; each pool serves one wrk run (a move is used once)."""

    WARM_UP_SECONDS = 2

    def __init__(self, base_url: str, server: int, workdir: Path, rng: random.Random, game: str = SESSION_GAME):
        self.base_url, self.server, self.rng, self.game = base_url, server, rng, game
        self.file = workdir / "moves.tsv"
        self.rate = 0.0  # the highest requests/s a run reached: the next pool is sized from it

    def run(self, connections: int, duration: int) -> dict:
        """One measured run; run again on a larger pool if this one thinned out or ran out.

        A pool sized from a slow warm-up can run thin before the run ends: its last sessions' moves
        must wait for their previous ones, and the requests sent meanwhile (``pool-ran-out``) count
        as errors; or the run can use every planned move.  Either way the rate that run reached sizes
        the next pool (twice as large again after a thin one).  Any other refusal would show again.
        """
        if not self.rate:
            self._wrk(connections, self.WARM_UP_SECONDS, self._plan(8000))
        for margin in (2, 4, 8):
            planned = self._plan(int(self.rate * duration * margin))
            result = self._wrk(connections, duration, planned)
            if result["requests"] <= planned and not result["non_2xx"]:
                return result
        raise RuntimeError(f"the pool of {planned} planned moves ran out ({result['requests']} requests)")

    def _plan(self, moves: int) -> int:
        self.file.write_text("\n".join(plan_moves(http_caller(self.base_url), self.game, moves, self.rng)) + "\n")
        return moves

    def _wrk(self, connections: int, duration: int, planned: int) -> dict:
        """One wrk run over a pool of ``planned`` moves; the rate it reached sizes the next pool."""
        env = {"MOVES_FILE": str(self.file), "MOVE_SPACING": str(4 * connections)}
        result = wrk(self.base_url, "session.lua", connections, duration, env, self.server)
        self.rate = max(self.rate, result["rps"])
        return result


def check_answer(url: str, body: dict) -> None:
    """Each scenario must answer 200 with a real result before it is timed."""
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        assert answer.status == 200, url


def delete_keys(redis_url: str, prefix: str) -> None:
    import redis

    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
    for start in range(0, len(keys), 1000):
        client.delete(*keys[start : start + 1000])


def median_result(results: list[dict]) -> dict:
    """The median of each figure over the rounds (requests/s, p50, p99), and every error summed."""
    return {
        "rps": statistics.median(r["rps"] for r in results),
        "p50_us": statistics.median(r["p50_us"] for r in results),
        "p99_us": statistics.median(r["p99_us"] for r in results),
        "cpu_us": statistics.median(r["cpu_us"] for r in results),
        "errors": sum(r["socket_errors"] + r["non_2xx"] for r in results),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--rounds", type=int, default=3, help="runs of every row, interleaved; medians are shown")
    parser.add_argument("--connections", default="16,64")
    parser.add_argument("--workers", default="2")
    parser.add_argument("--only", default="", help="run only the scenarios whose name contains this text")
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install -y wrk")
    connection_counts = [int(c) for c in args.connections.split(",")]
    all_scenarios = scenarios(random.Random(2026))
    bodies = {name: scenario for name, scenario in all_scenarios.items() if args.only in name}
    with_sessions = args.only in SESSION_SCENARIO
    echo_body = all_scenarios["euchre adjudicate (complete deal)"][1]

    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"arbitro-bench-{secrets.token_hex(4)}"
    env = {k: v for k, v in os.environ.items() if k != "RATE_LIMIT"}
    # the session scenario creates its sessions from one address, far past the default SESSION_CREATE_LIMIT
    arbitro_env = {
        **env,
        "REDIS_URL": redis_url,
        "REDIS_KEY_PREFIX": prefix,
        "ALLOW_TEST_SEEDS": "1",
        "SESSION_CREATE_LIMIT": "100000/second",
    }
    load_before = os.getloadavg()[0]
    echo_port, app_port = free_port(), free_port()
    servers = [
        start_gunicorn("bench.load.echo_app:create_app()", echo_port, args.workers, env),
        start_gunicorn("service.app:create_app()", app_port, args.workers, arbitro_env),
    ]
    app_url = f"http://127.0.0.1:{app_port}"
    runs: dict[tuple[str, int], list[dict]] = {}
    try:
        for path, body in bodies.values():
            check_answer(f"{app_url}{path}", body)
        with tempfile.TemporaryDirectory(prefix="arbitro-bench-") as workdir:
            session_moves = SessionMoves(app_url, servers[1].pid, Path(workdir), random.Random(2024))
            for connections in connection_counts:
                for _ in range(args.rounds):
                    echo_url = f"http://127.0.0.1:{echo_port}/echo"
                    runs.setdefault((BASELINE, connections), []).append(
                        wrk_post(echo_url, echo_body, connections, args.duration, servers[0].pid)
                    )
                    for name, (path, body) in bodies.items():
                        result = wrk_post(f"{app_url}{path}", body, connections, args.duration, servers[1].pid)
                        runs.setdefault((name, connections), []).append(result)
                    if with_sessions:
                        result = session_moves.run(connections, args.duration)
                        runs.setdefault((SESSION_SCENARIO, connections), []).append(result)
    finally:
        for server in servers:
            server.send_signal(signal.SIGTERM)
        for server in servers:
            server.wait(timeout=30)
        if with_sessions:
            delete_keys(redis_url, prefix)
    print(
        f"gunicorn -c deploy/gunicorn.conf.py, {args.workers} workers; wrk {WRK_THREADS} threads; "
        f"{args.rounds} interleaved rounds of {args.duration} s, medians; {os.cpu_count()} CPUs; "
        f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after"
    )
    columns = (
        ("conns", 5), ("req/s", 8), ("p50 ms", 7), ("p99 ms", 7), ("ratio", 6), ("p99 x", 6), ("errors", 6),
        ("cpu us", 7), ("cpu ratio", 9),
    )  # fmt: skip
    print(f"{'scenario':38} " + " ".join(f"{title:>{width}}" for title, width in columns))
    for connections in connection_counts:
        baseline = median_result(runs[(BASELINE, connections)])
        for (name, conns), results in runs.items():
            if conns != connections:
                continue
            row = median_result(results)
            print(
                f"{name:38} {connections:>5} {row['rps']:>8.0f} {row['p50_us'] / 1000:>7.2f} "
                f"{row['p99_us'] / 1000:>7.2f} {row['rps'] / baseline['rps']:>6.2f} "
                f"{row['p99_us'] / baseline['p99_us']:>6.2f} {row['errors']:>6} "
                f"{row['cpu_us']:>7.0f} {baseline['cpu_us'] / row['cpu_us']:>9.2f}"
            )


if __name__ == "__main__":
    main()
