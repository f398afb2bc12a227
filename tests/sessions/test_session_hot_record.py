"""A move costs the same late in a match as early.

The stored record holds the current deal and a summary of the last one; each finished deal goes
to the session's log, appended once. A worker keeps the current deal of the sessions it served
last under their version, so a move on that version replays nothing - and answers exactly as a
replay would.
"""

from __future__ import annotations

import random

import orjson
import pytest

import service.sessions.service as session_service
from tests.sessions.conftest import GAMES, Remote, Table


@pytest.fixture
def replays(monkeypatch) -> list[str]:
    """The game of each deal the session service replays from its actions, from now on."""
    replayed: list[str] = []
    real_replay = session_service.replay

    def counted(*args, **kwargs):
        replayed.append(args[0].game_id)
        return real_replay(*args, **kwargs)

    monkeypatch.setattr(session_service, "replay", counted)
    return replayed


def sessions_of(app):
    return app.extensions["arbitro.sessions"]


def play(table: Table, rng: random.Random, until_deal: int | None = None, moves: int | None = None) -> None:
    """Play the seat to act's moves until the deal ``until_deal`` begins, or ``moves`` moves are made."""
    Remote(table, lambda referee: referee["deal_number"] == until_deal).play(rng, limit=moves)


def stored(app, table: Table) -> dict:
    loaded = sessions_of(app).store.load(table.id)
    return orjson.loads(loaded.data)


def test_finished_deals_go_to_the_log_and_the_record_stays_the_same_size(make_app):
    app = make_app(allow_test_seeds=True)
    table = Table(app.test_client(), "euchre", seed=11, rules={"points_to_win": 100})
    rng = random.Random(11)
    play(table, rng, until_deal=2)
    at_deal_2 = stored(app, table)
    play(table, rng, until_deal=7)
    at_deal_7 = stored(app, table)
    assert "history" not in at_deal_7 and at_deal_7["actions"] == at_deal_2["actions"] == []
    assert abs(len(orjson.dumps(at_deal_7)) - len(orjson.dumps(at_deal_2))) < 100  # the scores' digits
    log = sessions_of(app).store.load_with_log(table.id).log
    assert [orjson.loads(entry)["deal_number"] for entry in log] == [1, 2, 3, 4, 5, 6]
    assert at_deal_7["filed_actions"] == sum(len(orjson.loads(entry)["actions"]) for entry in log)
    deals = table.log(table.referee).get_json()["deals"]
    assert [(d["deal_number"], d["finished"]) for d in deals] == [(n, n < 7) for n in range(1, 8)]
    record = table.client.get(f"{table.url}/record", headers={"Authorization": f"Bearer {table.referee}"})
    assert len(record.get_json()["deals"]) == 7
    checked = table.client.post("/v1/matches/validate", json=record.get_json()).get_json()
    assert all(deal["valid"] for deal in checked["deals"]), checked


@pytest.mark.parametrize("game", GAMES)
def test_a_move_on_the_version_the_worker_answered_last_replays_nothing(make_app, replays, game):
    app = make_app(allow_test_seeds=True)
    table = Table(app.test_client(), game, seed=12)
    play(table, random.Random(12), moves=12)
    assert replays == [], "a warm move replayed its deal"


KEPT_MOVES = 15
"""Moves after each of which the kept deal's answers are compared with a replay's: a deal's opening moves of every
kind (bids, exchanges, draws, the first tricks or hits), every seat's view and the referee's each time."""


@pytest.mark.parametrize("game", GAMES)
def test_an_answer_from_the_kept_deal_is_the_answer_of_a_replay(make_app, game):
    """After each move: every seat's view and the referee's from the deal kept, then replayed afresh."""
    app = make_app(allow_test_seeds=True)
    table = Table(app.test_client(), game, seed=13)
    rng = random.Random(13)
    for _ in range(KEPT_MOVES):
        tokens = [table.referee, *table.seat_tokens]
        warm = [table.view(token) for token in tokens]
        sessions_of(app)._deals.discard(table.id)
        assert [table.view(token) for token in tokens] == warm
        if warm[0]["to_act"] is None:
            break
        play(table, rng, moves=1)


class EitherWorker(Remote):
    """A session played on two workers sharing one store, each request to either at random: before each move,
    the worker read from (its kept deal checked, then dropped) must answer as a replay would; the move goes
    through a worker drawn again.  ``caught_up`` counts the reads of a kept earlier version of the current deal
    (the same deal, no new stock since) that applied only the moves since - no replay."""

    def __init__(self, tables: list[Table], rng: random.Random, replays: list[str]):
        super().__init__(tables[0])
        self.tables, self.rng, self.replays = tables, rng, replays
        self.caught_up = 0

    def listed(self) -> list[dict] | None:
        self.table = self.rng.choice(self.tables)
        service = sessions_of(self.table.client.application)
        kept = service._deals._entries.get(self.table.id)
        self.replays.clear()
        listed = super().listed()
        referee = self.referee
        same_deal = kept is not None and kept[1].commitments == [
            referee["deck_commitment"],
            *referee["reshuffle_commitments"],
        ]
        if same_deal and kept[0] < referee["version"] and not referee["game_over"] and not referee["limits"]["stopped"]:
            assert self.replays == [], "a kept deal of an earlier version was replayed, not caught up"
            self.caught_up += 1
        service._deals.discard(self.table.id)
        assert self.table.referee_view() == referee
        return listed

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        self.table = rng.choice(self.tables)
        return super().choose(listed, rng)


@pytest.mark.parametrize("game", GAMES)
def test_a_worker_catches_its_kept_deal_up_with_the_moves_another_worker_answered(make_app, replays, game):
    """Two workers on one store, each request to either at random (:class:`EitherWorker`): a worker that kept an
    earlier version of the current deal applies only the moves since - no replay - and answers as a replay would."""
    apps = [make_app(allow_test_seeds=True), make_app(allow_test_seeds=True)]
    sessions_of(apps[1]).store = sessions_of(apps[0]).store
    first = Table(apps[0].test_client(), game, seed=15)
    rng = random.Random(15)
    workers = EitherWorker([first, Table(apps[1].test_client(), game, created=first.created)], rng, replays)
    workers.play(rng, limit=40)
    assert workers.caught_up >= 5


def test_a_record_written_before_the_log_plays_on(make_app):
    """A session stored with every finished deal in its record (before the log) reads and plays as before;
    its next write moves those deals to the log."""
    app = make_app(allow_test_seeds=True)
    table = Table(app.test_client(), "euchre", seed=14, rules={"points_to_win": 100})
    rng = random.Random(14)
    play(table, rng, until_deal=3)
    store = sessions_of(app).store
    loaded = store.load_with_log(table.id)
    legacy = orjson.loads(loaded.data)
    del legacy["filed_actions"], legacy["last_deal"]
    legacy["history"] = [orjson.loads(entry) for entry in loaded.log]
    old = Table(table.client, "euchre", created={**table.created, "session_id": "legacy-record-0001"})
    assert store.create(old.id, orjson.dumps(legacy), 600)

    def same(answer: dict) -> dict:
        return {k: v for k, v in answer.items() if k not in ("session_id", "version")}

    assert same(old.referee_view()) == same(table.referee_view())
    assert same(old.log(old.referee).get_json()) == same(table.log(table.referee).get_json())
    play(old, rng, moves=1)
    assert "history" not in stored(app, old)
    assert len(store.load_with_log(old.id).log) == 2
    assert [d["finished"] for d in old.log(old.referee).get_json()["deals"]] == [True, True, False]
