"""Helpers of the tournament API tests: apps on either store, a tournament created, tables played in sessions."""

from __future__ import annotations

import random
import secrets
from typing import Any

from service.app import create_app
from tests.conftest import SUITE_CREATE_LIMIT
from tests.sessions.conftest import Remote, Table, bearer, next_move

NAMES = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou",
    "Max", "Ned", "Oz", "Pia", "Quin", "Roy", "Sue", "Ted",
]  # fmt: skip


def make_app(store: str, request: Any = None, **config: Any):
    """An app on the in-memory store, or on the real Redis or the suite's Redis Cluster under the test's own prefix
    (``request``'s fixtures; on the cluster, unless ``redis_key_prefix`` names one: two apps of one store)."""
    config = {**SUITE_CREATE_LIMIT, "allow_test_seeds": True, **config}
    if store == "redis":
        config["redis_url"] = request.getfixturevalue("redis_url")
        config["redis_key_prefix"] = request.getfixturevalue("redis_prefix")
    elif store == "redis-cluster":  # the suite's own cluster: nothing to clean up
        config["redis_url"] = request.getfixturevalue("redis_cluster").url
        config["redis_cluster"] = True
        config.setdefault("redis_key_prefix", f"arbitro-test-{secrets.token_hex(6)}")
    else:
        config["redis_url"] = None
    return create_app(config)


def create(client, expect: int = 201, **body: Any) -> dict:
    response = client.post("/v1/tournaments", json=body)
    assert response.status_code == expect, response.get_json()
    return response.get_json()


def result_url(tournament: dict, round: int, table: int) -> str:
    return f"/v1/tournaments/{tournament['id']}/rounds/{round}/tables/{table}/result"


def post_result(
    client, tournament: dict, round: int, table: int, body: dict, token: str | None = "director", **headers
):
    if token == "director":
        token = tournament["director_token"]
    sent = {**(bearer(token) if token else {}), **headers}
    return client.post(result_url(tournament, round, table), json=body, headers=sent)


def seats_of(tournament: dict, round: int, table: int) -> list[int]:
    return tournament["schedule"]["rounds"][round - 1]["tables"][table - 1]["seats"]


def play_session(client, game: str, deals: int | None, seed: int, **body: Any) -> Table:
    """A session of ``game`` played with random legal actions until ``deals`` deals are over (None: its match)."""
    return play_table(Table(client, game, seed=seed, **body), deals, seed)


def play_table(table: Table, deals: int | None, seed: int) -> Table:
    """``table``'s session played with random legal actions (seeded; Ramino's melding player, as random moves
    almost never finish a hand) until ``deals`` deals are over (None: its match), or it stops."""
    DealsPlayed(table, deals).play(random.Random(seed))
    return table


class DealsPlayed(Remote):
    """Random legal actions until ``deals`` deals are over (None: the match), or the session stops; each read
    from the mover's view, posted on its version, the answer read as the session's state for the next step."""

    def __init__(self, table: Table, deals: int | None):
        super().__init__(table)
        self.deals = deals
        self.state = table.referee_view()
        self.seen = None

    def listed(self) -> list[dict] | None:
        state, table = self.state, self.table
        if (
            state["game_over"]
            or state["limits"]["stopped"]
            or (self.deals is not None and state["deal_number"] > self.deals)
        ):
            return None
        self.seen = table.get(table.token_of(state["to_act"]))
        self.referee = table.referee_view() if table.engine.game_id == "ramino" else state  # its melding player's
        return self.seen.get_json()["legal_actions"]

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        return next_move(self.table, self.referee, self.seen.get_json(), rng)

    def post(self, move: dict) -> None:
        table = self.table
        posted = table.post(table.token_of(self.state["to_act"]), move, if_match=self.seen.headers["ETag"])
        assert posted.status_code == 200, posted.get_json()
        self.state = posted.get_json()


def session_record(table: Table) -> dict:
    response = table.client.get(f"{table.url}/record", headers=bearer(table.referee))
    assert response.status_code == 200, response.get_json()
    return response.get_json()
