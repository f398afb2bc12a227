"""Session moves with and without 1,000 followers of their event streams, in one run.

    python -m bench.bench_events [--followers 1000] [--movers 16] [--rounds 2] [--rate 0] [--events-workers 1]
        [--pin 0:1] [--nice 5:0] [--events-limit]

Starts, as deploy/ runs them, the API (gunicorn, ``gthread``, 2 workers) and the events server (gunicorn,
``GUNICORN_WORKER_CLASS=gevent``, ``--events-workers`` workers, 1 by default) on the Redis at ``REDIS_URL`` (default
the local one; its keys under a prefix of their own, deleted afterwards). Each round plans fresh Euchre sessions
(each one's first deal, every move legal: bench/load/sessions.py), enough for ``--followers`` seats that move, and
posts their moves as fast as ``--movers`` keep-alive connections can (or, with ``--rate``, that many moves a second
in all: a load offered), each connection going round its own sessions. Rounds alternate between no followers and a
follower of each seat that moves (a stream with its token, opened before the first move). It prints each round's
moves per second, and of the followed rounds how long after a move's 200 each of its followers had an event of that
version or a later one (p50, p99, max: the event's arrival minus the 200's, none below 0), then the medians and the
followed rounds' moves/s against the unfollowed ones'.

The targets: every move seen by its followers within 100 ms p99, and the moves/s followed within 10% of the
unfollowed. The machine is shared: the client (this process, asyncio), Redis and both servers use its cores;
``--pin API:EVENTS`` (CPU numbers, e.g. ``0:1``) keeps each server's processes on cores of their own (the client
and Redis go on sharing every core), as a deployment that gives the events server cores of its own.
``--nice API:EVENTS`` sets each server's niceness (e.g. ``5:0``: where the cores are full, the API's workers yield
them to the events server's), as a deployment that gives the events server a larger share of shared cores (a
container's CPU weight).

``--events-limit``: the events server is its limit (:mod:`bench.load.events_limit`), the same gunicorn, worker,
store and fan-outs sending fixed bytes as long as a seat's view (measured on a session of the API's) instead of the
view: what the followers cost apart from their views.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import signal
import statistics
import time
import urllib.request
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import redis

from bench.load.run import free_port, start_gunicorn, workers_cpu_split
from bench.load.sessions import http_caller, plan_moves


@dataclass
class Move:
    session_id: str
    path: str
    token: str
    etag: str
    body: bytes
    version: int


@dataclass
class Round:
    followed: bool
    moves: int = 0
    seconds: float = 0.0
    cpu: dict[str, float] = field(default_factory=dict)  # CPU seconds of each server's workers, moves to last event
    answered: dict[tuple[str, int], float] = field(default_factory=dict)
    seen: dict[tuple[str, int], list[tuple[int, float]]] = field(default_factory=lambda: defaultdict(list))


def planned(base_url: str, followers: int, rng: random.Random) -> dict[str, list[Move]]:
    """Fresh Euchre sessions' first deals, move by move: as many as have ``followers`` seats that move in them."""
    sessions: dict[str, list[Move]] = defaultdict(list)
    ask = http_caller(base_url)
    while sum(len(seated(moves)) for moves in sessions.values()) < followers:
        for line in plan_moves(ask, "euchre", 1, rng):
            _slot, session_id, path, token, etag, body = line.split("\t")
            version = int(etag.strip('"v')) + 1
            sessions[session_id].append(Move(session_id, path, token, etag, body.encode(), version))
    return sessions


def seat_view_bytes(base_url: str) -> int:
    """How long a seat's view of a new Euchre session is, as ``GET /v1/sessions/{id}`` answers it."""
    move = next(iter(planned(base_url, 1, random.Random(1)).values()))[0]
    request = urllib.request.Request(f"{base_url}/v1/sessions/{move.session_id}")
    request.add_header("Authorization", f"Bearer {move.token}")
    with urllib.request.urlopen(request, timeout=10) as response:
        return len(response.read())


def seated(moves: list[Move]) -> list[str]:
    """The tokens of the seats that move in a session's planned moves (a lone hand's partner does not)."""
    return sorted({move.token for move in moves})


async def _request(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, head: bytes, body: bytes) -> int:
    writer.write(head + body)
    status_line = await reader.readline()
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    await reader.readexactly(length)
    return int(status_line.split()[1])


async def mover(port: int, sessions: list[list[Move]], result: Round, interval: float) -> None:
    """Post ``sessions``' moves on one connection, round the sessions; ``interval``: seconds between two moves'
    starts (0: as fast as answered)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    queues = [list(moves) for moves in sessions]
    due = time.monotonic()
    while any(queues):
        for queue in queues:
            if not queue:
                continue
            move = queue.pop(0)
            due += interval
            if interval and due > time.monotonic():
                await asyncio.sleep(due - time.monotonic())  # pacing an offered load, not waiting for a result
            head = (
                f"POST {move.path} HTTP/1.1\r\nHost: bench\r\nAuthorization: Bearer {move.token}\r\n"
                f"If-Match: {move.etag}\r\nContent-Type: application/json\r\nContent-Length: {len(move.body)}\r\n\r\n"
            ).encode()
            status = await _request(reader, writer, head, move.body)
            if status != 200:
                raise RuntimeError(f"a planned move was answered {status}")
            result.answered[(move.session_id, move.version)] = time.monotonic()
            result.moves += 1
    writer.close()


async def follower(port: int, session_id: str, token: str, result: Round, ready: asyncio.Event, key: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        f"GET /v1/sessions/{session_id}/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n"
        f"Authorization: Bearer {token}\r\n\r\n".encode()
    )
    status = await reader.readline()
    if b" 200 " not in status:
        raise RuntimeError(f"a follower was answered {status!r}")
    seen = result.seen[(session_id, key)]
    try:
        while line := await reader.readline():
            if line.startswith(b"id: "):
                seen.append((int(line[4:]), time.monotonic()))
                ready.set()
    finally:
        writer.close()
    if not ready.is_set():
        raise RuntimeError(f"a follower's stream of {session_id} ended before its first event")


def latencies(result: Round) -> list[float]:
    """Per move and follower: seconds from the move's 200 to the follower's first event of that version or later."""
    found = []
    by_session: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for (session_id, version), answered in result.answered.items():
        by_session[session_id].append((version, answered))
    for (session_id, _key), events in result.seen.items():
        for version, answered in by_session[session_id]:
            arrival = next((at for seen_version, at in events if seen_version >= version), None)
            if arrival is None:
                raise RuntimeError(f"a follower of {session_id} never saw version {version}")
            found.append(max(arrival - answered, 0.0))
    return found


def workers_cpu(masters: dict[str, int]) -> dict[str, float]:
    """CPU seconds (user and system) of each gunicorn's workers so far."""
    return {name: sum(workers_cpu_split(master)) for name, master in masters.items()}


async def run_round(
    api: int,
    events: int,
    sessions: dict[str, list[Move]],
    movers: int,
    rate: float,
    followed: bool,
    masters: dict[str, int],
) -> Round:
    result = Round(followed)
    streams = []
    if followed:
        readies = []
        for session_id, moves in sessions.items():
            for key, token in enumerate(seated(moves)):
                ready = asyncio.Event()
                readies.append(ready)
                streams.append(asyncio.create_task(follower(events, session_id, token, result, ready, key)))
        readied = asyncio.ensure_future(asyncio.gather(*(ready.wait() for ready in readies)))
        done, _ = await asyncio.wait([readied, *streams], timeout=120, return_when=asyncio.FIRST_COMPLETED)
        if readied not in done:
            readied.cancel()
            for stream in done:  # a stream over before every follower had its first event says why
                stream.result()
            raise TimeoutError("the followers' first events did not all arrive within 120 s")
    shares: list[list[list[Move]]] = [[] for _ in range(movers)]
    for i, moves in enumerate(sessions.values()):
        shares[i % movers].append(moves)
    start, cpu = time.monotonic(), workers_cpu(masters)
    interval = movers / rate if rate else 0.0
    await asyncio.gather(*(mover(api, share, result, interval) for share in shares))
    result.seconds = time.monotonic() - start
    if followed:
        last = {(move.session_id, move.version) for moves in sessions.values() for move in moves[-1:]}
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not all(
            any(v >= version for v, _ in result.seen[(sid, key)])
            for (sid, key) in result.seen
            for (s, version) in last
            if s == sid
        ):
            await asyncio.sleep(0.05)  # waiting for the last events to arrive, bounded
    result.cpu = {name: spent - cpu[name] for name, spent in workers_cpu(masters).items()}
    if followed:
        for stream in streams:
            stream.cancel()
        await asyncio.gather(*streams, return_exceptions=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--followers", type=int, default=1000)
    parser.add_argument("--movers", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=2, help="rounds of each kind, alternating")
    parser.add_argument(
        "--rate", type=float, default=0, help="moves/s offered, spread over the movers (0: as fast as answered)"
    )
    parser.add_argument("--events-workers", default="1", help="the events server's gevent workers")
    parser.add_argument("--pin", default="", help="API:EVENTS, the CPUs each server's processes keep to (e.g. 0:1)")
    parser.add_argument(
        "--nice",
        default="",
        help="API:EVENTS, each server's niceness (e.g. 5:0: the API's workers yield the cores to the events server's)",
    )
    parser.add_argument(
        "--events-limit", action="store_true", help="the events server's limit (bench/load/events_limit.py)"
    )
    args = parser.parse_args()

    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"arbitro-bench-{secrets.token_hex(4)}"
    env = {k: v for k, v in os.environ.items() if k != "RATE_LIMIT"}
    env.update(REDIS_URL=redis_url, REDIS_KEY_PREFIX=prefix, ALLOW_TEST_SEEDS="1", SESSION_CREATE_LIMIT="100000/second")
    api, events = free_port(), free_port()
    load_before = os.getloadavg()[0]
    servers = [start_gunicorn("service.app:create_app()", api, "2", env)]
    events_app, events_env = "service.app:create_app()", {**env, "GUNICORN_WORKER_CLASS": "gevent"}
    if args.events_limit:
        events_app = "bench.load.events_limit:create_app()"
        events_env["EVENTS_LIMIT_VIEW_BYTES"] = str(seat_view_bytes(f"http://127.0.0.1:{api}"))
    servers.append(start_gunicorn(events_app, events, args.events_workers, events_env))
    if args.pin:
        for server, cpus in zip(servers, args.pin.split(":"), strict=True):
            pin(server.pid, {int(cpu) for cpu in cpus.split(",")})
    if args.nice:
        for server, niceness in zip(servers, args.nice.split(":"), strict=True):
            for pid in processes(server.pid):
                for thread in Path(f"/proc/{pid}/task").iterdir():  # niceness is a thread's; new ones inherit it
                    os.setpriority(os.PRIO_PROCESS, int(thread.name), int(niceness))
    rounds: list[Round] = []
    try:
        rng = random.Random(2027)
        for i in range(2 * args.rounds):
            sessions = planned(f"http://127.0.0.1:{api}", args.followers, rng)
            cpu, wall = time.process_time(), time.monotonic()
            masters = {"API": servers[0].pid, "events": servers[1].pid}
            result = asyncio.run(
                run_round(api, events, sessions, args.movers, args.rate, followed=i % 2 == 1, masters=masters)
            )
            cpu, wall = time.process_time() - cpu, time.monotonic() - wall
            rounds.append(result)
            line = f"round {i + 1}: {'followed' if result.followed else 'no followers'}: {len(sessions)} sessions, "
            line += f"{result.moves} moves in {result.seconds:.2f} s, {result.moves / result.seconds:.0f} moves/s"
            line += f"; the client busy {cpu / wall:.0%} of a core; workers' CPU a move: "
            line += ", ".join(f"{name} {spent / result.moves * 1e6:.0f} µs" for name, spent in result.cpu.items())
            if result.followed:
                seen = sorted(latencies(result))
                line += (
                    f"; {len(result.seen)} followers, {len(seen)} (move, follower) pairs: seen after "
                    f"p50 {_ms(seen, 0.5)}, p99 {_ms(seen, 0.99)}, max {seen[-1] * 1000:.1f} ms"
                )
            print(line, flush=True)
    finally:
        for server in servers:
            server.send_signal(signal.SIGTERM)
        for server in servers:
            server.wait(timeout=30)
        client = redis.Redis.from_url(redis_url)
        for key in client.scan_iter(f"{prefix}:*", count=1000):
            client.delete(key)
    plain = statistics.median(r.moves / r.seconds for r in rounds if not r.followed)
    followed = statistics.median(r.moves / r.seconds for r in rounds if r.followed)
    p99 = statistics.median(_p(sorted(latencies(r)), 0.99) for r in rounds if r.followed)

    def cpu_a_move(server: str, followed: bool) -> float:
        return statistics.median(r.cpu[server] / r.moves for r in rounds if r.followed == followed) * 1e6

    alone, beside, events_cpu = cpu_a_move("API", False), cpu_a_move("API", True), cpu_a_move("events", True)
    print(
        f"workers' CPU a move, medians: the API's {alone:.0f} µs unfollowed, {beside:.0f} µs followed; the events "
        f"server's {events_cpu:.0f} µs followed (its followers' events). Where the servers share cores that they fill, "
        f"the followed moves/s can reach about {alone / (beside + events_cpu):.2f} of the unfollowed"
    )
    pinned = f", the servers pinned {args.pin}" if args.pin else ""
    pinned += f", the servers' niceness {args.nice}" if args.nice else ""
    print(
        f"medians: no followers {plain:.0f} moves/s; followed {followed:.0f} moves/s (ratio {followed / plain:.2f}); "
        f"seen within p99 {p99 * 1000:.1f} ms. {os.cpu_count()} CPUs{pinned}, load average {load_before:.1f} before, "
        f"{os.getloadavg()[0]:.1f} after"
    )
    load = f"{args.rate:.0f} moves/s offered" if args.rate else "as fast as answered (the API's saturation)"
    print(
        f"targets at {load}: each move seen within 100 ms p99: {'met' if p99 < 0.1 else 'not met'}; the moves/s "
        f"followed within 10% of the unfollowed: {'met' if followed >= 0.9 * plain else 'not met'} "
        "(docs/PERFORMANCE.md, 'Following sessions', reads them at each load)"
    )


def processes(master: int) -> list[int]:
    """A gunicorn master and its workers (started already)."""
    return [master, *map(int, Path(f"/proc/{master}/task/{master}/children").read_text().split())]


def pin(master: int, cpus: set[int]) -> None:
    """Keep a gunicorn master and its workers on ``cpus``."""
    for pid in processes(master):
        os.sched_setaffinity(pid, cpus)


def _p(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))]


def _ms(values: list[float], q: float) -> str:
    return f"{_p(values, q) * 1000:.1f}"


if __name__ == "__main__":
    main()
