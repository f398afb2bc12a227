"""Load test: Arbitro's endpoints beside a bare Flask echo, under gunicorn, with wrk, in one run.

    python -m bench.load.run [--duration 10] [--connections 16,64]

Starts gunicorn twice with deploy/gunicorn.conf.py (the same settings): once with the bare
echo app (bench/load/echo_app.py, the baseline) and once with Arbitro (in-memory store). For
each scenario and connection count it runs wrk and prints requests/s, p50 and p99, and the
ratio of requests/s to the echo's at the same connection count.  Needs ``wrk`` (Debian
package ``wrk``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from bench.bench_ecarte import random_history as ecarte_history
from bench.bench_euchre import random_history as euchre_history
from bench.bench_sette_e_mezzo import recorded_deal as sette_deal

ROOT = Path(__file__).resolve().parents[2]
LUA = Path(__file__).with_name("post.lua")


def scenarios(rng: random.Random) -> dict[str, tuple[str, dict]]:
    """name -> (path, body) for every scenario against Arbitro."""
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


def start_gunicorn(app: str, port: int, workers: str) -> subprocess.Popen:
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": workers}
    env.pop("REDIS_URL", None)
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


def wrk(url: str, body: dict, connections: int, duration: int) -> dict:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(body, file)
    try:
        out = subprocess.run(
            ["wrk", f"-t{min(2, connections)}", f"-c{connections}", f"-d{duration}s", "--latency", "-s", str(LUA), url],
            env={**os.environ, "BODY_FILE": file.name},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    finally:
        os.unlink(file.name)
    line = next(line for line in out.splitlines() if line.startswith("RESULT "))
    result = json.loads(line[len("RESULT ") :])
    result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
    return result


def check_answer(url: str, body: dict) -> None:
    """Each scenario must answer 200 with a real result before it is timed."""
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        assert answer.status == 200, url


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--connections", default="16,64")
    parser.add_argument("--workers", default="2")
    parser.add_argument("--only", default="", help="run only the scenarios whose name contains this text")
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install -y wrk")
    connection_counts = [int(c) for c in args.connections.split(",")]
    bodies = {name: scenario for name, scenario in scenarios(random.Random(2026)).items() if args.only in name}
    echo_port, app_port = free_port(), free_port()
    servers = [
        start_gunicorn("bench.load.echo_app:create_app()", echo_port, args.workers),
        start_gunicorn("service.app:create_app()", app_port, args.workers),
    ]
    try:
        for path, body in bodies.values():
            check_answer(f"http://127.0.0.1:{app_port}{path}", body)
        echo_body = scenarios(random.Random(2026))["euchre adjudicate (complete deal)"][1]
        rows = []
        for connections in connection_counts:
            baseline = wrk(f"http://127.0.0.1:{echo_port}/echo", echo_body, connections, args.duration)
            rows.append(("flask echo (baseline)", connections, baseline, 1.0))
            for name, (path, body) in bodies.items():
                result = wrk(f"http://127.0.0.1:{app_port}{path}", body, connections, args.duration)
                rows.append((name, connections, result, result["rps"] / baseline["rps"]))
        print(f"{'scenario':38} {'conns':>5} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'ratio':>6} {'errors':>6}")
        for name, connections, result, ratio in rows:
            errors = result["socket_errors"] + result["non_2xx"]
            print(
                f"{name:38} {connections:>5} {result['rps']:>8.0f} {result['p50_us'] / 1000:>7.2f} "
                f"{result['p99_us'] / 1000:>7.2f} {ratio:>6.2f} {errors:>6}"
            )
    finally:
        for server in servers:
            server.send_signal(signal.SIGTERM)
        for server in servers:
            server.wait(timeout=30)


if __name__ == "__main__":
    main()
