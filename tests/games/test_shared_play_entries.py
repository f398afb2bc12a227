"""The trick games list plays by handing out entries made once per table (engine/tricks.py:
``play_entries``): a listing gives the same dict objects every time.  So no reader of a listing may
change an entry, or every later listing of that card would say something else.

Each test drives one way a listing is read - the engines with every report, view, redaction and
template; the HTTP surface (adjudicate, legal actions, a session); the contract's examples - once, so
that every table it uses is made, then takes a deep copy of every shared entry there is (Euchre's
tables, one per rules object, and Ecarté's per deck), drives the same way again, and checks the
entries are still the copies.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

import pytest

from service.api.examples import match_example, replay_example
from service.app import create_app
from service.engine import concrete_action
from service.games.ecarte.play import PLAY_ENTRIES
from service.games.euchre import table as euchre_tables
from service.games.registry import ENGINES
from service.sessions.redaction import public_action
from tests.conftest import SUITE_CREATE_LIMIT
from tests.playout import play, postable
from tests.sessions.conftest import Remote, Table, choose_action

TRICK_GAMES = ("ecarte", "euchre")
CASES = [(game, variant.name) for game in TRICK_GAMES for variant in ENGINES[game].rule_book.variants]

Entries = list[dict]


def shared_entries() -> dict[int, Entries]:
    """Every entry table a listing of plays hands out now, by identity: each Euchre table made so far
    (``table_for`` keeps one per rules object) and each of Ecarté's decks."""
    tables = [table.plays for _, table in euchre_tables._TABLES.values()]
    return {id(entries): entries for entries in [*tables, *PLAY_ENTRIES.values()]}


def check_entries_kept(drive: Callable[[], object]) -> None:
    """``drive`` once to make its tables, then again: the second leaves every entry as it found it."""
    drive()
    before = {key: copy.deepcopy(entries) for key, entries in shared_entries().items()}
    drive()
    now = shared_entries()
    for key, entries in before.items():
        assert now.get(key, entries) == entries, "a listed play entry was changed"


@pytest.mark.parametrize(("game", "variant"), CASES)
def test_the_engine_and_its_readers_leave_the_entries_as_made(game, variant):
    engine = ENGINES[game]
    rules = engine.resolve_rules({"variant": variant})
    seats = engine.seat_count(rules)
    listed: list[int] = []

    def drive() -> None:
        rng = random.Random(f"{game}/{variant}")
        for _ in range(6):
            order = engine.deck(rules).full()
            rng.shuffle(order)
            deal = engine.deal_from_order(rules, order, rng.randrange(seats), seats)
            deal["hands"] = [None if rng.random() < 0.3 else hand for hand in deal["hands"]]
            seen = set(order[: len(order) // 2])

            def read_then_choose(engine, state, listing, rng, seen=seen):
                """Every reader of the entries run over them, then one of them itself, as the served examples
                play."""
                entries = [e for e in listing if e["type"] != "propose"]
                listed.append(sum(e["type"] == "play" for e in entries))
                engine.report(state)
                for seat in [None, *range(seats)]:
                    engine.seat_view(state, seat)
                for entry in entries:
                    public_action(engine, entry, seen)
                    concrete_action(engine, entry, [], rng)
                return rng.choice([a for a in (postable(engine, rules, e) for e in entries) if a])

            play(engine, engine.start(rules, deal, None), rng, choose=read_then_choose)

    check_entries_kept(drive)
    assert sum(listed) > 0


class StatelesslyRead(Remote):
    """A session played by random legal actions, its deal so far read through the stateless endpoints before each
    move (legal actions, adjudication, and adjudication with every hand unknown)."""

    def listed(self) -> list[dict] | None:
        listed = super().listed()
        if listed is None:
            return None
        table, referee, game = self.table, self.referee, self.table.engine.game_id
        dealt, actions = referee["dealt"], table.log(table.referee).get_json()["deals"][-1]["actions"]
        body = {"rules": referee["rules"], "deal": dealt, "actions": actions}
        for endpoint in ("legal-actions", "adjudicate"):
            answer = table.client.post(f"/v1/games/{game}/{endpoint}", json=body)
            assert answer.status_code == 200, answer.get_json()
        hidden = {**body, "deal": {**dealt, "hands": [None] * len(dealt["hands"])}}
        assert table.client.post(f"/v1/games/{game}/adjudicate", json=hidden).status_code == 200
        return listed

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        return choose_action(self.table, self.table.view(self.table.token_of(self.referee["to_act"])), rng)

    def post(self, move: dict) -> None:
        assert self.table.post(self.table.token_of(self.referee["to_act"]), move).status_code == 200


@pytest.mark.parametrize("game", TRICK_GAMES)
def test_the_http_surface_leaves_the_entries_as_made(game):
    client = create_app({"redis_url": None, "allow_test_seeds": True, **SUITE_CREATE_LIMIT}).test_client()

    def drive() -> None:
        rng = random.Random(game)
        StatelesslyRead(Table(client, game, seed=7)).play(rng, limit=60)

    check_entries_kept(drive)


def test_the_served_examples_leave_the_entries_as_made():
    """The examples of the contract (openapi.yaml) are played by applying listed entries themselves."""

    def drive() -> None:
        for game in TRICK_GAMES:
            replay_example(ENGINES[game])
        match_example()

    check_entries_kept(drive)
