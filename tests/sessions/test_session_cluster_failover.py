"""A Redis Cluster primary killed with SIGKILL during a stream of session moves.

With ``REDIS_WAIT_REPLICAS=1`` a move is acknowledged only once a replica has it, so when the
primary serving some of the sessions dies and its replica takes over (the cluster's own
failover, after ``--cluster-node-timeout``), no acknowledged move is lost. Several threads play
sessions of every game, spread over the cluster's slots; after :data:`KILL_AFTER` acknowledged
moves the primary of the first session is killed. The players keep posting through the outage:
a 503 is tried again, a 412 (a move applied whose answer never came) is read afresh, until
:data:`MOVES_AFTER` more moves are acknowledged after the failover: the killed node is started again
once its replica has taken over, and comes back as that shard's replica (until then the new primary
has no replica to wait for, and its sessions' moves are 503s). A thread whose match is over goes on with a new
one of the same game, so that the other shards' sessions cannot run out of moves while the failover takes its
time (a quick machine played some 1,400 moves meanwhile). Every session is then checked as after a Redis
crash (:func:`tests.sessions.move_streams.verify`): every acknowledged move in the log where its
version puts it, none applied twice, the match record valid, the session playing on.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from service.app import create_app
from tests.conftest import SUITE_CREATE_LIMIT, OwnRedisCluster
from tests.sessions.conftest import GAMES
from tests.sessions.move_streams import Moves, Stream, long_match, next_match, step, verify

pytestmark = pytest.mark.slow

THREADS, SESSIONS_EACH, KILL_AFTER, MOVES_AFTER = 4, 2, 30, 30
# thirty acknowledged moves before the kill spread over every thread and shard, thirty after the failover show the
# new primary serving; the moves during the outage are what the failover takes, whatever these are
OUTAGE_BOUND_SECONDS = 120  # only stops a test that would hang: the failover takes a few seconds


@pytest.fixture
def failing_cluster(tmp_path):
    """A cluster of this test's own: the shared one must not lose a primary."""
    cluster = OwnRedisCluster(tmp_path)
    cluster.start()
    yield cluster
    cluster.stop()


def play(streams: list[Stream], played: list[Stream], moves: Moves, done: threading.Event, seed: int) -> None:
    """Move in each of ``streams`` in turn until ``done``; through an outage, try again.  A match that is over
    is followed by a new one of its game, so that no thread runs out of moves however long the failover takes
    (every session played is added to ``played``)."""
    rng = random.Random(seed)
    deadline = time.monotonic() + OUTAGE_BOUND_SECONDS
    while not done.is_set():
        for index, stream in enumerate(streams):
            status = step(stream, rng)
            if status is None:  # its match is over
                following = next_match(stream, rng.randrange(1 << 30))
                if isinstance(following, int):
                    status = following
                else:
                    streams[index] = following
                    played.append(following)
                    continue
            if status == 200:
                moves.acknowledged()
                deadline = time.monotonic() + OUTAGE_BOUND_SECONDS
            elif status not in (412, 503) or time.monotonic() > deadline:
                moves.stopped(status)
                return


def test_no_acknowledged_move_is_lost_when_a_primary_is_killed(failing_cluster):
    app = create_app(
        {
            "redis_url": failing_cluster.url,
            "redis_cluster": True,
            "redis_wait_replicas": 1,
            "allow_test_seeds": True,
            **SUITE_CREATE_LIMIT,
        }
    )
    streams = [
        [long_match(app.test_client(), GAMES[(t + i) % len(GAMES)], 100 * t + i) for i in range(SESSIONS_EACH)]
        for t in range(THREADS)
    ]
    sessions = [stream for mine in streams for stream in mine]
    moves, done = Moves(), threading.Event()
    players = [threading.Thread(target=play, args=(mine, sessions, moves, done, t)) for t, mine in enumerate(streams)]
    for player in players:
        player.start()
    assert moves.wait_for(KILL_AFTER), f"the players stopped before {KILL_AFTER} moves: {moves.stops}"
    killed = failing_cluster.primary_of(f"arbitro:{{{sessions[0].table.id}}}")
    first = sessions[: THREADS * SESSIONS_EACH]  # the players add a session each time a match ends
    on_killed = sum(failing_cluster.primary_of(f"arbitro:{{{s.table.id}}}") is killed for s in first)
    killed.kill()
    at_kill = moves.count
    failing_cluster.wait_serving(replicated=False)  # its replica took over
    killed.start()  # it comes back as the replica of its shard: the moves there can be acknowledged again
    failing_cluster.wait_serving(replicated=True)
    at_return = moves.count
    assert moves.wait_for(at_return + MOVES_AFTER), f"the players stopped after the failover: {moves.stops}"
    done.set()
    for player in players:
        player.join()
    assert moves.stops == [], moves.stops

    in_the_log = unanswered = 0
    for stream in sessions:
        in_the_log += len(stream.acknowledged)
        unanswered += verify(stream)
    print(
        f"\n{len(sessions)} sessions over 3 primaries ({on_killed} of the first {THREADS * SESSIONS_EACH} on the "
        f"killed one, now served by its replica), {THREADS} threads, REDIS_WAIT_REPLICAS=1; primary SIGKILLed after "
        f"{at_kill} acknowledged moves, {at_return - at_kill} more until the killed node was back as a replica, "
        f"{moves.count - at_return} after: {in_the_log} acknowledged moves in the "
        f"logs, 0 lost, 0 applied twice; {unanswered} applied whose answer never came"
    )
    assert in_the_log == moves.count
