"""Session action round trips (HTTP + Redis) under gunicorn, beside a bare Flask JSON echo.

    /work/venv/bin/python bench/bench_sessions.py [--game ecarte] [--duration 8] [--workers 2] [--threads 8]

What is measured, with wrk (``apt-get install wrk``), at 16 and 64 concurrent connections:

- **session**: ``POST /v1/sessions/{id}/actions`` only - each a real, accepted move (200): bearer
  token check, one Redis read, one replay of the deal, the move, the next view, one Lua CAS
  write.  Before each run the bench creates enough sessions (test seeds) and plays each one's
  first deal locally with the engine to know a legal sequence of moves with their versions;
  wrk's Lua script posts them round robin over more sessions per wrk thread than that thread
  has connections, so a session's next move is only sent once its previous one was answered
  (every answer must be 200; anything else is reported and fails the run).
- **echo**: ``POST /echo`` of a JSON body of the same size in a bare Flask app (this file),
  under the same gunicorn settings, in the same run.

Targets (issue 6): session requests/s >= 0.4x the echo's, session p99 <= 2x the echo's.
Redis is ``REDIS_URL`` (default the local 127.0.0.1:6379) under a key prefix of its own,
deleted afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


# -- the echo app (served by gunicorn as ``bench.bench_sessions:echo_app()``) -------------------
def echo_app():
    import orjson
    from flask import Flask, Response, request

    app = Flask("echo")

    @app.post("/echo")
    def echo():
        return Response(orjson.dumps(request.get_json()), mimetype="application/json")

    return app


WRK_SCRIPT = r"""
local queues = {}      -- per session: list of requests
local order = {}       -- session ids of this thread
local cursor = 1
local primed = false   -- wrk calls request() once to verify it, before any connection: send nothing real
thread_index = 0       -- a global: setup() sets it in each thread's state
counter = 0

function setup(thread)
  thread:set("thread_index", counter)
  counter = counter + 1
end

local spacing = 0      -- a session's next move waits for this many other requests: its last one is answered
local last_sent = {}
local issued = 0

function init(args)
  local threads = tonumber(args[2])
  spacing = tonumber(args[3])
  for line in io.lines(args[1]) do
    local slot, sid, path, token, etag, body = line:match("^(%d+)\t([^\t]+)\t([^\t]+)\t([^\t]+)\t([^\t]+)\t(.*)$")
    if tonumber(slot) % threads == thread_index then
      if queues[sid] == nil then queues[sid] = {}; order[#order + 1] = sid end
      local q = queues[sid]
      q[#q + 1] = wrk.format("POST", path, {["Authorization"] = "Bearer " .. token, ["If-Match"] = etag,
                                             ["Content-Type"] = "application/json"}, body)
    end
  end
end

local exhausted = 0
function request()
  if not primed then primed = true; return wrk.format("GET", "/healthz") end
  for _ = 1, #order do
    local sid = order[cursor]
    cursor = cursor % #order + 1
    local q = queues[sid]
    if #q > 0 and issued - (last_sent[sid] or -spacing - 1) > spacing then
      issued = issued + 1
      last_sent[sid] = issued
      return table.remove(q, 1)
    end
  end
  issued = issued + 1
  exhausted = exhausted + 1
  return wrk.format("GET", "/healthz")
end

function done(summary, latency, requests)
  io.write(string.format("non_2xx=%d\n", summary.errors.status))
end
"""

ECHO_SCRIPT = r"""
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
function init(args)
  local f = io.open(args[1]); wrk.body = f:read("*a"); f:close()
end
function done(summary, latency, requests)
  io.write(string.format("non_2xx=%d\n", summary.errors.status))
end
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_gunicorn(target: str, port: int, workers: int, threads: int, env: dict) -> subprocess.Popen:
    command = [
        str(Path(sys.executable).parent / "gunicorn"),
        "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers),
        "--worker-class", "gthread",
        "--threads", str(threads),
        "--keep-alive", "30",
        "--log-level", "warning",
        target,
    ]  # fmt: skip
    process = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return process
        except urllib.error.HTTPError:
            return process  # answering (the echo app has no /healthz)
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"gunicorn {target} did not start")


def stop(process: subprocess.Popen) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=20)


def call(port: int, method: str, path: str, body=None, headers=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method)
    req.add_header("Content-Type", "application/json")
    for k, v in (headers or {}).items():
        req.add_header(k, v)
    with urllib.request.urlopen(req) as response:
        return json.loads(response.read())


def plan_moves(port: int, game: str, sessions: int, rng: random.Random) -> tuple[list[str], int]:
    """Create sessions and, for each, the legal moves of its first deal with their versions."""
    import service.app  # noqa: F401  (imports the games)
    from service.engine import IllegalAction
    from service.games.registry import ENGINES

    engine = ENGINES[game]
    lines, sample = [], 0
    for slot in range(sessions):
        created = call(port, "POST", "/v1/sessions", {"game": game, "seed": rng.randrange(1 << 30)})
        sid, tokens = created["session_id"], created["tokens"]
        referee = call(port, "GET", f"/v1/sessions/{sid}", headers={"Authorization": f"Bearer {tokens['referee']}"})
        rules = engine.resolve_rules(referee["rules"])
        deck = engine.deck(rules)
        state = engine.start(rules, referee["dealt"], referee["scores"])
        version = 1
        while engine.to_act(state) is not None and state.deal_result is None:
            seat = engine.to_act(state)
            hand = engine.seat_view(state, seat).get("hand") or []
            action = None
            for template in rng.sample(engine.legal_actions(state), len(engine.legal_actions(state))):
                candidate = _concrete(engine, template, hand, rng)
                if candidate is None:
                    continue
                try:  # only moves the engine accepts (a listed move it refuses is the engine's bug)
                    engine.apply(state, engine.vocabulary.parse({**candidate, "seat": seat}, "a", deck.parse))
                except IllegalAction:
                    continue
                action = candidate
                break
            if action is None:
                break
            body = json.dumps(action, separators=(",", ":"))
            sample = max(sample, len(body))
            lines.append(f'{slot}\t{sid}\t/v1/sessions/{sid}/actions\t{tokens["seats"][seat]}\t"v{version}"\t{body}')
            version += 1
    return lines, sample


def _concrete(engine, template: dict, hand: list[str], rng: random.Random) -> dict | None:
    types = {t.name: t for t in engine.vocabulary.types}
    action = {k: v for k, v in template.items() if k != "seat" and not k.startswith(("min", "max"))}
    for fld in types[template["type"]].fields:
        if fld.name in action or not fld.required:
            continue
        low = template.get(f"min_{fld.name}", template.get("min"))
        high = template.get(f"max_{fld.name}", template.get("max"))
        if low is None or high is None:
            return None
        if fld.kind == "cards":
            action[fld.name] = rng.sample(hand, rng.randint(low, min(high, len(hand))))
        elif fld.kind in ("integer", "number"):
            action[fld.name] = rng.randint(int(low), int(high))
        else:
            return None
    return action


def run_wrk(port: int, path: str, script: Path, args: list[str], connections: int, duration: int) -> dict:
    threads = min(2, connections)
    command = [
        shutil.which("wrk"), "-t", str(threads), "-c", str(connections), "-d", f"{duration}s", "--latency",
        "-s", str(script), f"http://127.0.0.1:{port}{path}", "--", *args,
    ]  # fmt: skip
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    return {
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "p50_ms": _ms(re.search(r"50%\s+([\d.]+\w+)", out).group(1)),
        "p99_ms": _ms(re.search(r"99%\s+([\d.]+\w+)", out).group(1)),
        "requests": int(re.search(r"(\d+) requests in", out).group(1)),
        "non_2xx": int(re.search(r"non_2xx=(\d+)", out).group(1)),
        "raw": out,
    }


def _ms(text: str) -> float:
    value, unit = re.match(r"([\d.]+)(\w+)", text).groups()
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="ecarte")
    parser.add_argument("--duration", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--sessions", type=int, default=0, help="sessions per run (default: enough for the run)")
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install -y wrk")

    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"arbitro-bench-{secrets.token_hex(4)}"
    env = {**os.environ, "REDIS_URL": redis_url, "REDIS_KEY_PREFIX": prefix, "ALLOW_TEST_SEEDS": "1"}
    env.pop("RATE_LIMIT", None)
    session_port, echo_port = free_port(), free_port()
    server = start_gunicorn("service.app:create_app()", session_port, args.workers, args.threads, env)
    echo = start_gunicorn("bench.bench_sessions:echo_app()", echo_port, args.workers, args.threads, env)
    rng = random.Random(2024)
    results = []
    workdir = Path(tempfile.mkdtemp(prefix="arbitro-bench-"))
    (workdir / "sessions.lua").write_text(WRK_SCRIPT)
    (workdir / "echo.lua").write_text(ECHO_SCRIPT)
    try:
        for connections in (16, 64):
            # a warm-up pass, then enough moves for the measured run at the warm-up's pace (x1.6)
            sessions = args.sessions or 400
            lines, sample = plan_moves(session_port, args.game, sessions, rng)
            (workdir / "warm.tsv").write_text("\n".join(lines) + "\n")
            spacing = str(connections // 2)
            lua = workdir / "sessions.lua"
            warm = run_wrk(session_port, "/", lua, [str(workdir / "warm.tsv"), "2", spacing], connections, 2)
            needed = int(warm["rps"] * args.duration * 1.6)
            lines, _ = [], 0
            while len(lines) < needed:
                more, _ = plan_moves(session_port, args.game, 200, rng)
                lines += more
            (workdir / "moves.tsv").write_text("\n".join(lines) + "\n")
            moves = [str(workdir / "moves.tsv"), "2", spacing]
            session = run_wrk(session_port, "/", lua, moves, connections, args.duration)
            if session["requests"] > len(lines):
                print(f"warning: the move pool ran out ({len(lines)} moves for {session['requests']} requests)")
            (workdir / "body.json").write_text(json.dumps({"type": "play", "card": "AS", "pad": "x" * (sample - 28)}))
            echoed = run_wrk(echo_port, "/echo", workdir / "echo.lua", [str(workdir / "body.json")],
                             connections, args.duration)  # fmt: skip
            results.append((connections, session, echoed))
    finally:
        stop(server)
        stop(echo)
        import redis

        client = redis.Redis.from_url(redis_url)
        keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
        for i in range(0, len(keys), 1000):
            client.delete(*keys[i : i + 1000])

    print(f"gunicorn gthread, {args.workers} workers x {args.threads} threads; wrk 2 threads, {args.duration}s; "
          f"game {args.game}; Redis {redis_url}; {os.cpu_count()} CPUs")  # fmt: skip
    print(f"{'clients':>7} {'what':<8} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8}")
    ok = True
    for connections, session, echoed in results:
        for name, r in (("session", session), ("echo", echoed)):
            print(
                f"{connections:>7} {name:<8} {r['rps']:>9.0f} {r['p50_ms']:>8.2f} {r['p99_ms']:>8.2f} {r['non_2xx']:>8}"
            )
        ratio = session["rps"] / echoed["rps"]
        p99 = session["p99_ms"] / echoed["p99_ms"]
        meets = ratio >= 0.4 and p99 <= 2.0 and session["non_2xx"] == 0
        ok = ok and meets
        print(f"{connections:>7} ratio    {ratio:>9.2f}x req/s, p99 {p99:.2f}x the echo's -> "
              f"{'meets' if meets else 'MISSES'} the targets (>= 0.4x, <= 2x)")  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
