"""DELETE removes everything of a session: its record and every idempotency record (docs/API.md §5).

The store's contents are listed from outside the code under test: a Redis SCAN over the
session's hash tag, the in-memory store's own dicts.
"""

from __future__ import annotations

import random

import pytest

from tests.sessions.conftest import GAMES, Remote, Table, bearer, choose_action, redis_of


def held_keys(app, store_kind: str, session_id: str) -> list[str]:
    """Everything the store holds of ``session_id``."""
    if store_kind != "memory":
        client = redis_of(app)
        prefix = app.extensions["arbitro.sessions"].store.key_prefix
        try:
            return sorted(k.decode() for k in client.scan_iter(match=f"{prefix}:{{{session_id}}}*", count=1000))
        finally:
            client.close()
    store = app.extensions["arbitro.sessions"].store
    sessions = [f"session {key}" for key in store._sessions if key == session_id]
    records = [f"idempotency {key}" for key, _ in store._idempotency if key == session_id]
    return sessions + records


class Keyed(Remote):
    """Random legal actions, each posted with an Idempotency-Key of its own."""

    posted = 0

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        return choose_action(self.table, self.table.view(self.table.token_of(self.referee["to_act"])), rng)

    def post(self, move: dict) -> None:
        table = self.table
        key = f"{table.id}-{self.posted}"
        assert table.post(table.token_of(self.referee["to_act"]), move, key=key).status_code == 200
        self.posted += 1


def play_with_keys(table: Table, rng: random.Random, actions: int) -> None:
    """``actions`` random legal actions, each posted with an Idempotency-Key."""
    assert len(Keyed(table).play(rng, limit=actions)) == actions


@pytest.mark.parametrize("game", GAMES)
def test_delete_leaves_nothing_of_the_session_in_the_store(app, client, store_kind, game):
    table = Table(client, game, seed=5)
    other = Table(client, game, seed=6)
    play_with_keys(table, random.Random(5), 3)
    play_with_keys(other, random.Random(6), 1)
    before = held_keys(app, store_kind, table.id)
    assert len([key for key in before if "idem" in key]) >= 3, before  # the seats' stored answers are there

    assert client.delete(table.url, headers=bearer(table.referee)).status_code == 204

    assert held_keys(app, store_kind, table.id) == []
    assert len(held_keys(app, store_kind, other.id)) >= 2  # another session keeps its own
    assert table.get(table.referee).status_code == 404
    assert client.delete(table.url, headers=bearer(table.referee)).status_code == 404
