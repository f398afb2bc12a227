"""Streams of session moves from several threads, and what an outage of the store may not do to them.

Each :class:`Stream` is a session one thread plays, the seat to act posting a random legal move
with the version it acts on (``If-Match``); Arbitro's acknowledged moves are kept by the version
each wrote. :func:`verify` then checks a session after the outage: every acknowledged move is in
the log where its version puts it (each move moves the version on by one: the move acknowledged
with version ``v`` is the session's move ``v - 1``), no move is applied twice (the session has
taken exactly ``version - 1`` moves), its match record validates, and it plays on.
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field

from tests.sessions.conftest import Table, bearer, choose_action

LONG_MATCHES: dict[str, dict] = {"ecarte": {"target_score": 100}, "euchre": {"points_to_win": 100}}
"""Rules that keep a match going for hundreds of moves (Sette e Mezzo's and Ramino's defaults do)."""


def long_match(client, game: str, seed: int) -> Stream:
    """A new session of ``game`` under :data:`LONG_MATCHES`, to stream moves into."""
    return Stream(Table(client, game, seed=seed, rules=LONG_MATCHES.get(game, {})))


def next_match(finished: Stream, seed: int) -> Stream | int:
    """A new session of the game ``finished`` played, through the same client, to go on streaming moves once
    its match is over; or the status of the refused creation (a 503 while the store is out)."""
    client, game = finished.table.client, finished.table.created["game"]
    created = client.post("/v1/sessions", json={"game": game, "seed": seed, "rules": LONG_MATCHES.get(game, {})})
    if created.status_code != 201:
        return created.status_code
    return Stream(Table(client, game, created=created.get_json()))


@dataclass
class Stream:
    """One session played by one thread: the moves Arbitro acknowledged, by the version each wrote."""

    table: Table
    acknowledged: dict[int, dict] = field(default_factory=dict)


class Moves:
    """The acknowledged moves counted over every thread, and the status that stopped each thread that stopped."""

    def __init__(self) -> None:
        self.count = 0
        self.stops: list[int | None] = []
        self._changed = threading.Condition()

    def acknowledged(self) -> None:
        with self._changed:
            self.count += 1
            self._changed.notify_all()

    def stopped(self, status: int | None) -> None:
        with self._changed:
            self.stops.append(status)
            self._changed.notify_all()

    def wait_for(self, count: int) -> bool:
        """Wait until ``count`` moves are acknowledged (True) or a thread stops (False)."""
        with self._changed:
            self._changed.wait_for(lambda: self.count >= count or bool(self.stops))
            return self.count >= count


def step(stream: Stream, rng: random.Random) -> int | None:
    """One move of the seat to act: the status of the post, or of the first read that is not a 200; None when
    the match is over."""
    table = stream.table
    referee = table.get(table.referee)
    if referee.status_code != 200:
        return referee.status_code
    seat, version = referee.get_json()["to_act"], referee.get_json()["version"]
    if seat is None:
        return None
    view = table.get(table.token_of(seat))
    if view.status_code != 200:
        return view.status_code
    move = choose_action(table, view.get_json(), rng)
    answer = table.post(table.token_of(seat), move, if_match=f'"v{version}"')
    if answer.status_code == 200:
        stream.acknowledged[version + 1] = {**move, "seat": seat}
    return answer.status_code


def verify(stream: Stream) -> int:
    """Check the session after the outage (the module docstring); the moves applied whose answer never came."""
    table = stream.table
    log = table.log(table.referee)
    assert log.status_code == 200, log.get_json()
    taken = [action for deal in log.get_json()["deals"] for action in deal["actions"]]
    assert len(taken) == log.get_json()["version"] - 1, "a move applied twice, or one missing"
    for version, move in stream.acknowledged.items():
        logged = taken[version - 2]
        assert {name: logged.get(name) for name in move} == move, (version, move, logged)
    unanswered = len(taken) - len(stream.acknowledged)
    record = table.client.get(f"{table.url}/record", headers=bearer(table.referee))
    checked = table.client.post("/v1/matches/validate", json=record.get_json()).get_json()
    assert all(deal["valid"] for deal in checked["deals"]), checked
    assert step(stream, random.Random(0)) in (200, None)  # it plays on, if its match is not over
    return unanswered
