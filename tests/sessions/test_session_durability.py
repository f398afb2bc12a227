"""Durability on one Redis: with ``appendonly yes`` and ``appendfsync always``, a
Redis killed with SIGKILL in the middle of a stream of moves loses no acknowledged move.

Several threads play sessions of their own (every game), each move posted with the version it
acts on. Once :data:`KILL_AFTER` moves have been acknowledged, Redis is killed (no shutdown,
nothing more written); each thread stops at its first answer that is not a 200 (the 503 of the
outage). Redis is restarted on its append-only file, and then, for every session:

- every acknowledged move is in the log, where its version puts it (each move moves the
  version on by one: the move acknowledged with version ``v`` is the session's move ``v - 1``);
- no move is applied twice: the session has taken exactly ``version - 1`` moves;
- the session is whole: its match record validates with no violation, and it plays on.

A move in flight when Redis died (at most one a session) may have been applied without its
answer: counted, and allowed.
"""

from __future__ import annotations

import random
import shutil
import threading

import pytest

from service.app import create_app
from tests.conftest import SUITE_CREATE_LIMIT, OwnRedis
from tests.sessions.conftest import GAMES
from tests.sessions.move_streams import Moves, Stream, long_match, step, verify

pytestmark = pytest.mark.slow

THREADS, SESSIONS_EACH, KILL_AFTER = 4, 2, 60


@pytest.fixture
def durable_redis(tmp_path):
    if shutil.which("redis-server") is None:
        pytest.fail("redis-server is not installed")
    server = OwnRedis("--appendonly", "yes", "--appendfsync", "always", "--dir", str(tmp_path))
    server.start()
    yield server
    server.stop()


def play(streams: list[Stream], moves: Moves, seed: int) -> None:
    """Move in each of ``streams`` in turn until an answer is not a 200 (Redis is gone)."""
    rng = random.Random(seed)
    while True:
        for stream in streams:
            status = step(stream, rng)
            if status is None:  # this match is over
                continue
            if status != 200:
                moves.stopped(status)
                return
            moves.acknowledged()


def test_no_acknowledged_move_is_lost_when_redis_is_killed(durable_redis):
    config = durable_redis.client().config_get("append*")
    assert (config["appendonly"], config["appendfsync"]) == ("yes", "always")
    app = create_app({"redis_url": durable_redis.url, "allow_test_seeds": True, **SUITE_CREATE_LIMIT})
    streams = [
        [long_match(app.test_client(), GAMES[(t + i) % len(GAMES)], 100 * t + i) for i in range(SESSIONS_EACH)]
        for t in range(THREADS)
    ]
    moves = Moves()
    players = [threading.Thread(target=play, args=(mine, moves, t)) for t, mine in enumerate(streams)]
    for player in players:
        player.start()
    assert moves.wait_for(KILL_AFTER), f"the players stopped before {KILL_AFTER} moves: {moves.stops}"
    durable_redis.kill()
    for player in players:
        player.join()
    assert moves.stops == [503] * THREADS, moves.stops
    durable_redis.start()  # on its append-only file

    in_the_log = in_flight = 0
    for stream in (stream for mine in streams for stream in mine):
        in_the_log += len(stream.acknowledged)
        applied_unanswered = verify(stream)
        assert applied_unanswered in (0, 1), applied_unanswered  # the move in flight at the kill, if any
        in_flight += applied_unanswered
    print(
        f"\n{THREADS * SESSIONS_EACH} sessions, {THREADS} threads; Redis SIGKILLed after {moves.count} acknowledged "
        f"moves: {in_the_log} acknowledged moves in the logs after the restart, 0 lost, 0 applied twice; "
        f"{in_flight} applied whose answer never came (in flight at the kill)"
    )
    assert in_the_log == moves.count
