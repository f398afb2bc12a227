"""Helpers of the tournament API tests: apps on either store, a tournament created, tables played in sessions."""

from __future__ import annotations

import random
import secrets
from typing import Any

from service.app import create_app
from service.engine import replay
from tests.conftest import SUITE_CREATE_LIMIT
from tests.games.ramino.driver import choose as ramino_choose
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
    from the mover's view, posted on its version, the answer read as the session's state for the next step.

    Ramino's melding player reads the whole deal (every hand): the deal's state is replayed from the referee's view
    and log once a deal and kept here, each accepted move applied to it (replay is deterministic: the service's
    own state is the same replay), so a move is one request - the post - and the service's seat to act is checked
    against the kept state's at every move."""

    def __init__(self, table: Table, deals: int | None):
        super().__init__(table)
        self.deals = deals
        self.state = table.referee_view()
        self.seen = None
        self.mirror: Any = None
        """Ramino: the current deal's state, kept from the referee's view and log and the moves posted since."""
        self.mirrored_deal = 0

    def listed(self) -> list[dict] | None:
        state, table = self.state, self.table
        if (
            state["game_over"]
            or state["limits"]["stopped"]
            or (self.deals is not None and state["deal_number"] > self.deals)
        ):
            return None
        if table.engine.game_id == "ramino":
            return self.kept_listing()
        self.seen = table.get(table.token_of(state["to_act"]))
        return self.seen.get_json()["legal_actions"]

    def kept_listing(self) -> list[dict]:
        """Ramino: what the kept state lists, replayed from the referee's view and log when a deal begins."""
        table, engine = self.table, self.table.engine
        if self.mirror is None or self.mirrored_deal != self.state["deal_number"]:
            referee = table.referee_view()
            rules = engine.resolve_rules(referee["rules"])
            actions = table.log(table.referee).get_json()["deals"][-1]["actions"]
            self.mirror = replay(engine, rules, referee["dealt"], actions, referee["scores"])
            self.mirrored_deal = referee["deal_number"]
        listed = engine.legal_actions(self.mirror)
        assert {entry["seat"] for entry in listed} == {self.state["to_act"]}, (self.state["to_act"], listed)
        return listed

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        if self.mirror is not None:
            return ramino_choose(rng, self.mirror, listed)
        return next_move(self.table, self.state, self.seen.get_json(), rng)

    def post(self, move: dict) -> None:
        table = self.table
        sent = {k: v for k, v in move.items() if k != "seat"}
        version = self.seen.headers["ETag"] if self.mirror is None else f'"v{self.state["version"]}"'
        posted = table.post(table.token_of(self.state["to_act"]), sent, if_match=version)
        assert posted.status_code == 200, posted.get_json()
        if self.mirror is not None:
            table.engine.apply(self.mirror, move)
        self.state = posted.get_json()


def session_record(table: Table) -> dict:
    response = table.client.get(f"{table.url}/record", headers=bearer(table.referee))
    assert response.status_code == 200, response.get_json()
    return response.get_json()
