"""Session fixtures: apps on the in-memory store and on the real Redis, a table of players, a leak oracle.

Every game that has landed in the registry is covered: tests parametrised over ``GAMES``
pick up new engines as they are merged.
"""

from __future__ import annotations

import random
import re
import secrets
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis
import redis.cluster

import service.app  # noqa: F401  (imports the games, filling the registry)
from service.engine import DealState, GameEngine, concrete_action, replay
from service.games.registry import ENGINES
from tests.conftest import SUITE_CREATE_LIMIT, delete_keys, shared_app
from tests.playout import play

GAMES = sorted(ENGINES)
# games where a seat plays a named card from its hand (the tests that name hidden cards use it)
PLAY_GAMES = [g for g in GAMES if any(t.name == "play" for t in ENGINES[g].vocabulary.types)]
# every session test runs on both stores, the Redis one on a single Redis and on a Redis Cluster of the
# suite's own (REDIS_CLUSTER=true); the Redis runs are in the slow tier (the fast tier, -m "not slow",
# keeps the in-memory one; tests/store checks every store against one contract)
STORES = ["memory", *(pytest.param(kind, marks=pytest.mark.slow) for kind in ("redis", "redis-cluster"))]
SINGLE_REDIS = STORES[:2]
"""The stores of the tests of what a seat may see and do (visibility, leaks, access, whole matches' flow): the
in-memory store and one Redis. The cluster adds nothing to them - a session's keys share one slot, and
tests/store holds every store to one contract - while the tests of versions, idempotency, recalled records,
bounds and creation run on it too."""
_CARD_IN_TEXT = re.compile(r"\b(?:10|[2-9TJQKA])[SHDCB]\b|\bJK\b")


@pytest.fixture(params=STORES)
def store_kind(request):
    return request.param


@pytest.fixture
def make_app(request, store_kind):
    """An app factory on the parametrised store (real Redis under a key prefix of our own)."""
    from service.app import create_app

    def make(**config):
        config = {**SUITE_CREATE_LIMIT, **config}
        if store_kind == "redis":
            config.setdefault("redis_url", request.getfixturevalue("redis_url"))
            config.setdefault("redis_key_prefix", request.getfixturevalue("redis_prefix"))
        elif store_kind == "redis-cluster":  # the cluster is the suite's own: nothing to clean up
            config.setdefault("redis_url", request.getfixturevalue("redis_cluster").url)
            config.setdefault("redis_cluster", True)
            config.setdefault("redis_key_prefix", f"arbitro-test-{secrets.token_hex(6)}")
        else:
            config.setdefault("redis_url", None)
        return create_app(config)

    return make


@pytest.fixture(scope="session")
def _redis_apps(request) -> Iterator[dict[str, Any]]:
    """The worker's one app on each Redis store, built when a test first asks for it, under a key prefix of the
    worker's own: its keys on the single Redis are deleted when the worker ends (the cluster is the suite's own)."""
    apps: dict[str, Any] = {}
    yield apps
    if "redis" in apps:
        store = apps["redis"].extensions["arbitro.sessions"].store
        delete_keys(apps["redis-url"], store.key_prefix)


@pytest.fixture
def app(request, store_kind, _redis_apps):
    """The app of the parametrised store, the worker's shared one on each (test seeds allowed, the suite's
    budgets): sessions are apart by their ids, and an app costs more to build than most tests take to run. A
    test that needs a store or settings of its own calls ``make_app``."""
    if store_kind == "memory":
        return shared_app()
    if store_kind not in _redis_apps:
        from service.app import create_app

        config = {
            **SUITE_CREATE_LIMIT,
            "allow_test_seeds": True,
            "redis_key_prefix": f"arbitro-test-{secrets.token_hex(6)}",
        }
        if store_kind == "redis":
            config["redis_url"] = _redis_apps["redis-url"] = request.getfixturevalue("redis_url")
        else:
            config.update(redis_url=request.getfixturevalue("redis_cluster").url, redis_cluster=True)
        _redis_apps[store_kind] = create_app(config)
    return _redis_apps[store_kind]


_MEMORY_APPS: dict[tuple[tuple[str, Any], ...], Any] = {}


@pytest.fixture
def app_with(make_app, store_kind):
    """An app with settings of its own, for tests that share them: on the in-memory store one app per worker and
    settings (its sessions are each test's own by their ids); on Redis a new app, as ``make_app``."""

    def build(**config):
        if store_kind != "memory":
            return make_app(**config)
        key = tuple(sorted(config.items()))
        if key not in _MEMORY_APPS:
            _MEMORY_APPS[key] = make_app(**config)
        return _MEMORY_APPS[key]

    return build


@pytest.fixture
def client(app):
    return app.test_client()


def redis_of(app) -> redis.Redis | redis.cluster.RedisCluster:
    """A client of the Redis (or Redis Cluster) the app's sessions live in, to read them from outside."""
    store = app.extensions["arbitro.sessions"].store
    if store.cluster:
        return redis.cluster.RedisCluster.from_url(store.url)
    return redis.Redis.from_url(store.url)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Table:
    """One session played through HTTP: its tokens and helpers to read and act."""

    def __init__(self, client, game: str, created: dict | None = None, **body: Any):
        """Create a session of ``game`` with ``body``, or hold the one ``created`` (a 201's body)."""
        self.client = client
        self.engine: GameEngine = ENGINES[game]
        if created is None:
            response = client.post("/v1/sessions", json={"game": game, **body})
            assert response.status_code == 201, response.get_json()
            created = response.get_json()
        self.created = created
        self.id = self.created["session_id"]
        self.seat_tokens: list[str] = self.created["tokens"]["seats"]
        self.referee: str = self.created["tokens"]["referee"]
        self.url = f"/v1/sessions/{self.id}"

    def served_by(self, client) -> Table:
        """The same session, its requests sent through ``client`` (another app: another worker)."""
        other = Table.__new__(Table)
        vars(other).update(vars(self), client=client)
        return other

    def get(self, token: str | None):
        return self.client.get(self.url, headers=bearer(token) if token else {})

    def view(self, token: str) -> dict:
        response = self.get(token)
        assert response.status_code == 200, response.get_json()
        return response.get_json()

    def post(self, token: str | None, action: dict, if_match: str | None = "current", key: str | None = None):
        headers = bearer(token) if token else {}
        if if_match == "current":
            if_match = self.get(self.referee).headers["ETag"]
        if if_match is not None:
            headers["If-Match"] = if_match
        if key is not None:
            headers["Idempotency-Key"] = key
        return self.client.post(f"{self.url}/actions", json=action, headers=headers)

    def log(self, token: str):
        return self.client.get(f"{self.url}/log", headers=bearer(token))

    def referee_view(self) -> dict:
        return self.view(self.referee)

    def token_of(self, seat: int) -> str:
        return self.seat_tokens[seat]


def choose_action(table: Table, view: dict, rng: random.Random, prefer: tuple[str, ...] = ()) -> dict:
    """A random legal action for the viewing seat; among ``prefer`` types when there are any.

    Of Euchre's bids (bid euchre) only the lowest is a candidate: bids drawn up to a whole hand set the
    makers almost every deal, and a match to 30 then runs its scores below zero and never ends."""
    hand = view["deal"].get("hand") or []
    options = [a for a in (concrete_action(table.engine, t, hand, rng) for t in view["legal_actions"]) if a]
    assert options, f"no postable legal action in {view['legal_actions']}"
    bids = [a for a in options if a["type"] == "bid"]
    if bids:
        options = [a for a in options if a["type"] != "bid"] + [min(bids, key=lambda bid: bid["tricks"])]
    preferred = [a for a in options if a["type"] in prefer]
    return rng.choice(preferred or options)


def next_move(table: Table, referee: dict, view: dict, rng: random.Random) -> dict:
    """The next action of the seat ``view`` belongs to: random and legal, or for Ramino, where random
    moves almost never finish a hand, the melding player's (tests/games/ramino/driver.py)."""
    if table.engine.game_id != "ramino":
        return choose_action(table, view, rng)
    from tests.games.ramino.driver import choose

    engine = table.engine
    rules = engine.resolve_rules(referee["rules"])
    actions = table.log(table.referee).get_json()["deals"][-1]["actions"]
    state = replay(engine, rules, referee["dealt"], actions, referee["scores"])
    move = choose(rng, state)
    return {k: v for k, v in move.items() if k != "seat"}


def over_or_deal(until_deal: int | None = None) -> Callable[[dict], bool]:
    """Where a playout stops, read from the referee's view: the match over, or deal ``until_deal`` begun."""
    return lambda referee: referee["game_over"] or (until_deal is not None and referee["deal_number"] >= until_deal)


class Remote:
    """A session played through HTTP by the suite's one playout loop (:func:`tests.playout.play`): the referee's
    view says what the seat to act may do (:meth:`listed`), :meth:`choose` picks its move (:func:`next_move`),
    :meth:`post` sends it on the version the view was read at and asserts it accepted.  ``until(referee)``
    stops the play (by default, when nothing is to be played: the match over or a session stopped)."""

    def __init__(self, table: Table, until: Callable[[dict], bool] = lambda referee: False):
        self.table = table
        self.until = until
        self.referee: dict = {}
        """The referee's view of the session as the last step read it."""

    def play(self, rng: random.Random, limit: int | None = None) -> list[dict]:
        """Moves until ``until`` holds, nothing is to be played, or ``limit`` moves are made; the moves made."""
        return play(
            self.table.engine,
            self,
            rng,
            choose=lambda engine, remote, listed, rng: self.choose(listed, rng),
            legal=lambda remote: self.listed(),
            apply=lambda remote, move: self.post(move),
            limit=limit,
        )

    def listed(self) -> list[dict] | None:
        self.referee = self.table.referee_view()
        if self.referee["to_act"] is None or self.until(self.referee):
            return None
        return self.referee["legal_actions"]

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        seat = self.referee["to_act"]
        return next_move(self.table, self.referee, self.table.view(self.table.token_of(seat)), rng)

    def post(self, move: dict):
        """The seat to act's ``move`` posted; its answer (a 200)."""
        table, referee = self.table, self.referee
        answer = table.post(table.token_of(referee["to_act"]), move, if_match=f'"v{referee["version"]}"')
        assert answer.status_code == 200, (move, answer.get_json())
        return answer


def cards_in_answer(value: Any, deck, found: set[str] | None = None) -> set[str]:
    """Every card an answer shows: card-valued strings anywhere, and cards named in sentences."""
    found = set() if found is None else found
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "rules":  # rule values (e.g. Sette e Mezzo's matta "KD") are public by definition
                continue
            if key in ("detail", "title") and isinstance(item, str):
                found.update(c for c in _CARD_IN_TEXT.findall(item) if c in deck)
            else:
                cards_in_answer(item, deck, found)
    elif isinstance(value, list):
        for item in value:
            cards_in_answer(item, deck, found)
    elif isinstance(value, str) and value in deck:
        found.add(value)
    return found


class LeakOracle:
    """What each seat may have seen of the current deal, from the referee's record and the engine.

    A seat may see the cards that ``engine.seat_view`` showed it at any point of the deal so
    far (its hand, public cards) and the cards it named itself; every other card of the deal
    (other hands, the stock order) is secret to it.
    """

    def __init__(self, table: Table):
        engine = table.engine
        referee = table.referee_view()
        log = table.log(table.referee).get_json()
        current = log["deals"][-1]
        rules = engine.resolve_rules(referee["rules"])
        self.deck = engine.deck(rules)
        dealt = referee["dealt"]
        self.deal_number = referee["deal_number"]
        self.all_cards = cards_in_answer(dealt, self.deck)
        state = engine.start(rules, dealt, current["scores_before"])
        seats = referee["seats"]
        self.seen = [cards_in_answer(engine.seat_view(state, s), self.deck) for s in range(seats)]
        for action in current["actions"]:
            engine.apply(state, action)
            for s in range(seats):
                cards_in_answer(engine.seat_view(state, s), self.deck, self.seen[s])
                if action["seat"] == s:
                    cards_in_answer(action, self.deck, self.seen[s])

    def secret_to(self, seat: int) -> set[str]:
        return self.all_cards - self.seen[seat]

    def assert_no_leak(self, seat: int, answer: Any, named: Any = None) -> None:
        shown = cards_in_answer(answer, self.deck)
        allowed = cards_in_answer(named, self.deck) if named is not None else set()
        leaked = (shown & self.secret_to(seat)) - allowed
        assert not leaked, f"seat {seat} was shown {sorted(leaked)} it may not see: {answer}"


def session_state(table: Table, referee: dict) -> DealState:
    """The session's current deal, rebuilt by the engine from what the referee may read."""
    engine = table.engine
    current = table.log(table.referee).get_json()["deals"][-1]
    rules = engine.resolve_rules(referee["rules"])
    return replay(engine, rules, referee["dealt"], current["actions"], current["scores_before"])


def unchanged(table: Table) -> list:
    """What a refused post must leave as it was: the version and every seat's and the referee's view."""
    referee = table.get(table.referee)
    return [referee.headers["ETag"], referee.get_json(), *(table.view(t) for t in table.seat_tokens)]
