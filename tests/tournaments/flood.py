"""A flood of new things over HTTP while live matches move (docs/OPERATIONS.md, "The flood, measured").

The service runs under gunicorn (deploy/gunicorn.conf.py, two workers) on a store of the test's own with a small
``maxmemory`` and ``noeviction``.  Mover threads play the running matches' moves, each over a connection of its own;
flood threads meanwhile create the largest tournaments, open a duplicate tournament's tables' sessions, correct a
table's result and create sessions, each kind from client addresses of its own (``X-Forwarded-For``, which the
service reads with ``TRUSTED_PROXY_HOPS=1``), until the store refuses them.  Once every flood has stopped, each match
moves :data:`MOVES_WHEN_FULL` more times, into the room kept for it.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

import httpx

from tests.sessions.conftest import Table, bearer, choose_action

LARGEST = {
    "game": "euchre",
    "format": "progressive",
    "players": [f"Player {n}" for n in range(40)],
    "duplicate": True,
    "hands_per_round": 19,
}  # the largest tournament a request may have: 40 players of Duplicate Euchre, 19 boards a round
CORRECTED = {"game": "ecarte", "format": "round-robin", "players": [f"Player {n}" for n in range(40)]}
"""The tournament whose table 1.1 the correction flood corrects, its whole record written again each time."""

MATCHES = 40
MOVERS = 4
"""Threads playing the matches' moves, each its share of the matches."""
MOVES_WHEN_FULL = 4
"""Moves each match plays once every flood has stopped, 160 in all: the store then is as full as the floods made it,
and every match must still move."""
REFUSALS = 2
"""The floods stop once every kind has been refused this many times: a second refusal shows the first was no
passing reading, and each refusal is checked (503 ``store_full`` with ``Retry-After``)."""

FLOOD_ENV = {
    "WEB_CONCURRENCY": "2",
    "TRUSTED_PROXY_HOPS": "1",
    "ACCESS_LOG": "false",
    # the per-address budgets are not what stops the flood: the store's room is
    "SESSION_CREATE_LIMIT": "100000/second",
    "TOURNAMENT_CREATE_LIMIT": "100000/second",
    "TOURNAMENT_RESULT_LIMIT": "100000/second",
    "TOURNAMENT_BYTES_LIMIT": "100000000000/second",
}
"""The gunicorn environment of a flood, beside the store's ``REDIS_*``."""


class Answer:
    """An HTTP answer read as the Flask test client's are (``get_json``), so :class:`Table` can drive a server."""

    def __init__(self, response: httpx.Response):
        self.status_code = response.status_code
        self.headers = response.headers
        self._response = response

    def get_json(self) -> Any:
        return self._response.json()


class Http:
    """One connection to the server, every request from client ``address`` (as the proxy in front says it)."""

    def __init__(self, base_url: str, address: str):
        self._client = httpx.Client(base_url=base_url, headers={"X-Forwarded-For": address}, timeout=120)

    def get(self, url: str, headers: dict[str, str] | None = None) -> Answer:
        return Answer(self._client.get(url, headers=headers))

    def post(self, url: str, json: Any = None, headers: dict[str, str] | None = None) -> Answer:
        return Answer(self._client.post(url, json=json, headers=headers))

    def close(self) -> None:
        self._client.close()


@dataclass
class Tally:
    """What the flood did, counted by every thread."""

    moves: int = 0
    lost: list[tuple[int, Any]] = field(default_factory=list)
    """Every move not answered 200: its status and problem."""
    created: Counter[str] = field(default_factory=Counter)
    refused: dict[str, list[tuple[Any, str | None]]] = field(default_factory=dict)
    """Per flood kind, each 503's problem and ``Retry-After``."""
    unexpected: list[tuple[str, int, Any]] = field(default_factory=list)
    """Answers a flood should never get (neither 2xx nor 503)."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def refusals(self, kind: str) -> list[tuple[Any, str | None]]:
        return self.refused.get(kind, [])

    def summary(self) -> str:
        floods = ", ".join(
            f"{kind}s {self.created[kind]} created, {len(self.refusals(kind))} refused"
            for kind in sorted({*self.created, *self.refused})
        )
        return f"{self.moves} moves played, {len(self.lost)} lost; {floods}"


def _move(table: Table, rng: random.Random) -> Answer | None:
    """The seat to act posts one of its legal actions: the first answer that is not a 200 (a read's or the move's),
    or the move's; None when the match is over."""
    referee = table.get(table.referee)
    if referee.status_code != 200:
        return referee
    seat = referee.get_json()["to_act"]
    if seat is None:
        return None
    seen = table.get(table.token_of(seat))
    if seen.status_code != 200:
        return seen
    action = choose_action(table, seen.get_json(), rng)
    return table.post(table.token_of(seat), action, if_match=referee.headers["ETag"])


def _mover(base_url: str, address: str, tables: list[Table], floods_over: threading.Event, tally: Tally, seed: int):
    """Each table moves in turn while the floods run, then :data:`MOVES_WHEN_FULL` more times."""
    rng = random.Random(seed)
    http = Http(base_url, address)
    mine = [table.served_by(http) for table in tables]

    def round_of_moves() -> None:
        for table in mine:
            answer = _move(table, rng)
            if answer is None:
                continue
            with tally.lock:
                tally.moves += 1
                if answer.status_code != 200:
                    tally.lost.append((answer.status_code, answer.get_json()))

    try:
        while not floods_over.is_set():
            round_of_moves()
        for _ in range(MOVES_WHEN_FULL):
            round_of_moves()
    finally:
        http.close()


@dataclass
class Flood:
    """One flood thread: ``kind`` of new thing, each ``attempt`` from a connection of its own, until every kind of
    the flood has been refused :data:`REFUSALS` times (on a cluster, a kind's things are refused once their shard is
    full: the others' keep filling the rest), or ``most`` attempts."""

    kind: str
    address: str
    attempt: Callable[[Http], Answer]
    most: int

    def run(self, base_url: str, tally: Tally, kinds: set[str]) -> None:
        http = Http(base_url, self.address)
        try:
            for _ in range(self.most):
                if all(len(tally.refusals(kind)) >= REFUSALS for kind in kinds):
                    return
                answer = self.attempt(http)
                with tally.lock:
                    if answer.status_code in (200, 201):
                        tally.created[self.kind] += 1
                    elif answer.status_code == 503:
                        tally.refused.setdefault(self.kind, []).append(
                            (answer.get_json(), answer.headers.get("Retry-After"))
                        )
                    else:
                        tally.unexpected.append((self.kind, answer.status_code, answer.get_json()))
        finally:
            http.close()


def _tables(tournament: dict) -> Iterator[tuple[int, int]]:
    for one in tournament["schedule"]["rounds"]:
        for table in one["tables"]:
            yield one["round"], table["table"]


def _created(http: Http, url: str, body: dict, headers: dict[str, str] | None = None) -> Answer:
    answer = http.post(url, json=body, headers=headers)
    assert answer.status_code == 201, (answer.status_code, answer.get_json())
    return answer


def floods(http: Http) -> list[Flood]:
    """The floods, their tournaments created first through ``http``: the largest tournaments from three addresses,
    the sessions of a largest tournament's tables opened by its director, a table's result corrected again and again,
    sessions from two addresses."""
    duplicate = _created(http, "/v1/tournaments", LARGEST).get_json()
    director = bearer(duplicate["director_token"])
    tables = _tables(duplicate)
    corrected = _created(http, "/v1/tournaments", CORRECTED).get_json()
    result = f"/v1/tournaments/{corrected['id']}/rounds/1/tables/1/result"
    first = _created(http, result, {"scores": [5, 0]}, bearer(corrected["director_token"]))
    current = {"etag": first.headers["ETag"], "posted": 0}

    def open_table(client: Http) -> Answer:
        round, table = next(tables)
        return client.post(f"/v1/tournaments/{duplicate['id']}/rounds/{round}/tables/{table}/session", headers=director)

    def correct(client: Http) -> Answer:
        current["posted"] += 1
        scores = [5, current["posted"] % 5]
        headers = {**bearer(corrected["director_token"]), "If-Match": current["etag"]}
        answer = client.post(result, json={"scores": scores}, headers=headers)
        if answer.status_code == 200:
            current["etag"] = answer.headers["ETag"]
        return answer

    return [
        *(
            Flood("tournament", f"203.0.113.{n}", lambda client: client.post("/v1/tournaments", json=LARGEST), 60)
            for n in (1, 2, 3)
        ),
        Flood("table session", "203.0.113.4", open_table, 390),
        Flood("correction", "203.0.113.5", correct, 5000),
        *(
            Flood(
                "session", f"203.0.113.{n}", lambda client: client.post("/v1/sessions", json={"game": "ramino"}), 4000
            )
            for n in (6, 7)
        ),
    ]


def flood_while_playing(base_url: str) -> Tally:
    """:data:`MATCHES` Ecarté matches created, then played by :data:`MOVERS` threads while the floods run: the tally.
    A thread's exception is raised here, once every thread has stopped."""
    setup = Http(base_url, "198.51.100.1")
    tables = [Table(setup, "ecarte") for _ in range(MATCHES)]
    planned = floods(setup)
    setup.close()
    tally = Tally()
    kinds = {flood.kind for flood in planned}
    floods_over = threading.Event()
    with ThreadPoolExecutor(max_workers=MOVERS + len(planned)) as pool:
        movers = [
            pool.submit(_mover, base_url, f"198.51.100.{10 + n}", tables[n::MOVERS], floods_over, tally, n)
            for n in range(MOVERS)
        ]
        try:
            flooding = [pool.submit(flood.run, base_url, tally, kinds) for flood in planned]
            wait(flooding)
        finally:
            floods_over.set()
        for done in [*movers, *flooding]:
            done.result()
    return tally
