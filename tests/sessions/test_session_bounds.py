"""Bounded matches (docs/API.md §5, docs/OPERATIONS.md "Limits"): every number option's maximum, a
session's most actions and deals, its idle TTL and its absolute lifetime."""

from __future__ import annotations

import random

import pytest

from service.api.schemas import schema_name
from service.games.registry import ENGINES
from service.messages.problems import MESSAGES
from service.sessions.record import STOP_CAUSES
from tests.conformance import read_openapi
from tests.sessions.conftest import GAMES, Remote, Table, bearer, choose_action, redis_of

BOUNDED = [
    (game, option.name, option.maximum)
    for game in GAMES
    for option in ENGINES[game].rule_book.options
    if option.type in ("integer", "number") and option.choices is None
]


def test_each_limit_a_session_stops_at_is_in_the_contract_and_has_its_words():
    contract = read_openapi()
    stopped = contract["components"]["schemas"]["SessionLimits"]["properties"]["stopped"]
    assert stopped["anyOf"] == [{"type": "string", "enum": list(STOP_CAUSES)}, {"type": "null"}]
    assert [cause for cause in STOP_CAUSES if f"session_limit_reached.{cause}" not in MESSAGES] == []


def test_every_game_has_bounded_number_options():
    assert {game for game, _, _ in BOUNDED} == set(GAMES)
    assert all(maximum is not None for _, _, maximum in BOUNDED)


# refused before anything is stored: one store says it for all
@pytest.mark.parametrize("store_kind", ["memory"])
@pytest.mark.parametrize(("game", "name", "maximum"), BOUNDED)
def test_a_number_option_lists_its_maximum_and_refuses_a_value_beyond_it_naming_the_field(client, game, name, maximum):
    listed = {o["name"]: o for o in client.get(f"/v1/games/{game}").get_json()["options"]}
    assert listed[name]["maximum"] == maximum
    spec = client.get("/openapi.json").get_json()["components"]["schemas"]
    assert spec[schema_name(ENGINES[game], "Rules")]["properties"][name]["maximum"] == maximum
    refused = client.post("/v1/sessions", json={"game": game, "rules": {name: maximum + 1}})
    assert refused.status_code == 400
    assert refused.get_json()["errors"] == {f"rules.{name}": [f"must be at most {maximum}"]}


def play(table: Table, rng: random.Random, until, most: int = 2000) -> None:
    """Random legal actions until ``until(referee view)`` holds (at most ``most`` of them)."""
    remote = Remote(table, until)
    if len(remote.play(rng, limit=most)) == most or not until(remote.referee):
        pytest.fail(f"not reached in {most} actions")


def assert_stopped(table: Table, limit: str, maximum: int) -> None:
    """Nobody is to act, every view says why, and an action is refused by a 409 naming the limit."""
    referee = table.referee_view()
    assert referee["limits"]["stopped"] == limit and not referee["game_over"]
    for token in [table.referee, *table.seat_tokens]:
        view = table.view(token)
        assert (view["to_act"], view["legal_actions"], view["limits"]["stopped"]) == (None, [], limit)
    refused = table.post(table.token_of(0), {"type": "pass"})
    body = refused.get_json()
    assert refused.status_code == 409, body
    assert (body["type"], body["limit"], body["maximum"]) == ("/problems/session-limit-reached", limit, maximum)
    assert f"limit of {maximum}" in body["detail"]
    assert table.referee_view()["version"] == referee["version"]
    assert table.log(table.token_of(1)).status_code == 200


@pytest.mark.parametrize("game", GAMES)
def test_a_session_stops_at_its_most_actions(app_with, game):
    table = Table(app_with(allow_test_seeds=True, session_max_actions=6).test_client(), game, seed=8)
    assert table.referee_view()["limits"] | {"lifetime_ends_at": 0} == {
        "max_actions": 6,
        "actions_taken": 0,
        "max_deal_actions": 1000,
        "max_deals": 200,
        "lifetime_ends_at": 0,
        "stopped": None,
    }
    play(table, random.Random(8), lambda view: view["limits"]["stopped"] is not None)
    assert table.referee_view()["limits"]["actions_taken"] == 6
    assert_stopped(table, "max_actions", 6)


@pytest.mark.parametrize("game", GAMES)
def test_a_session_stops_when_its_deal_reaches_the_most_actions_a_records_deal_holds(app_with, game):
    """MAX_ACTIONS bounds a match record's deal: a session's deal that reaches it without ending stops the
    session, so its record stays one the service validates."""
    table = Table(app_with(allow_test_seeds=True, max_actions=3).test_client(), game, seed=10)
    rng = random.Random(10)
    play(table, rng, lambda view: view["limits"]["stopped"] is not None or view["game_over"])
    referee = table.referee_view()
    assert len(table.log(table.referee).get_json()["deals"][-1]["actions"]) == 3
    assert referee["deal"]["deal_result"] is None  # stopped mid-deal
    assert_stopped(table, "max_deal_actions", 3)
    record = table.client.get(f"{table.url}/record", headers=bearer(table.referee)).get_json()
    assert max(len(deal["actions"]) for deal in record["deals"]) == 3
    checked = table.client.post("/v1/matches/validate", json=record).get_json()
    assert all(deal["valid"] for deal in checked["deals"]), checked


@pytest.mark.parametrize("game", GAMES)
def test_a_session_stops_when_its_last_deal_ends(app_with, game):
    """The deal that reaches SESSION_MAX_DEALS is played to its end; no other is dealt."""
    table = Table(app_with(allow_test_seeds=True, session_max_deals=1).test_client(), game, seed=9)
    play(table, random.Random(9), lambda view: view["limits"]["stopped"] is not None)
    referee = table.referee_view()
    assert referee["deal_number"] == 1 and referee["last_deal"]["deal_number"] == 1
    assert referee["deal"]["deal_result"] is not None  # the current deal is the finished one
    log = table.log(table.token_of(0)).get_json()
    assert [(d["deal_number"], d["finished"]) for d in log["deals"]] == [(1, True)]
    assert "order" in log["deals"][0]  # no deal will draw from it again: the order is revealed
    assert_stopped(table, "max_deals", 1)
    record = table.client.get(f"{table.url}/record", headers=bearer(table.referee)).get_json()
    assert len(record["deals"]) == 1  # the finished deal once, not again as a current deal


def store_ttl(app, table: Table) -> float:
    ttl = app.extensions["arbitro.sessions"].store.ttl(table.id)
    assert ttl is not None
    return ttl


def kept_answer_ttls(app, store_kind: str, session_id: str) -> list[float]:
    """The seconds each answer kept for an Idempotency-Key of the session has left, read from the store itself."""
    if store_kind != "memory":
        client = redis_of(app)
        pattern = f"{app.extensions['arbitro.sessions'].store.key_prefix}:{{{session_id}}}:idem:*"
        try:
            return [client.pttl(key) / 1000 for key in client.scan_iter(match=pattern)]
        finally:
            client.close()
    store = app.extensions["arbitro.sessions"].store
    return [expires - store._clock() for (owner, _), (_, expires) in store._idempotency.items() if owner == session_id]


def test_every_write_refreshes_the_idle_ttl_but_never_past_the_lifetime(make_app, store_kind):
    app = make_app(allow_test_seeds=True, session_ttl_seconds=50, session_lifetime_seconds=100)
    service = app.extensions["arbitro.sessions"]
    now = service.clock()
    service.clock = lambda: now
    table = Table(app.test_client(), "euchre", seed=3)
    assert 40 < store_ttl(app, table) <= 50
    assert table.referee_view()["limits"]["lifetime_ends_at"] == int(now) + 100
    service.clock = lambda: now + 70  # 30 s of the lifetime left: a write sets no more than that
    view = table.view(table.token_of(table.referee_view()["to_act"]))
    action = choose_action(table, view, random.Random(3))
    assert table.post(table.token_of(view["seat"]), action, key="once").status_code == 200
    assert 20 < store_ttl(app, table) <= 30
    ttls = kept_answer_ttls(app, store_kind, table.id)  # a kept answer does not outlive its session
    assert len(ttls) == 1 and 20 < ttls[0] <= 30


@pytest.mark.parametrize("game", GAMES)
def test_a_session_is_gone_past_its_lifetime_however_active(make_app, game):
    app = make_app(allow_test_seeds=True, session_lifetime_seconds=100)
    service = app.extensions["arbitro.sessions"]
    now = service.clock()
    service.clock = lambda: now
    table = Table(app.test_client(), game, seed=4)
    assert store_ttl(app, table) <= 100
    seat = table.referee_view()["to_act"]
    view = table.view(table.token_of(seat))
    action = choose_action(table, view, random.Random(4))
    service.clock = lambda: now + 101
    for answer in (
        table.get(table.referee),
        table.log(table.referee),
        table.post(table.token_of(seat), action, '"v1"'),
    ):
        assert answer.status_code == 404 and answer.get_json()["type"] == "/problems/session-not-found"


STOPPED_SEEDS = [
    *(pytest.param("memory", seed, id=f"memory-{seed}") for seed in range(3)),
    *(
        pytest.param(kind, seed, id=f"{kind}-{seed}", marks=pytest.mark.slow)
        for kind, seed in (("redis", 1), ("redis-cluster", 2))
    ),
]
"""Every seed's limits on the in-memory store, and one seed's on each Redis store: a sample of the stores and seeds
in which every store stops a session and exports its record, and every seed's limits are played."""


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("store_kind", "seed"), STOPPED_SEEDS)
def test_a_stopped_sessions_record_holds_each_deal_once_and_validates(app_with, game, seed):
    """The class of the deal exported twice, and of a record past the bounds of a record: wherever a session
    stops (at its most actions, mid-deal or at a deal's end, at a deal's most actions, or after its last deal),
    its match record lists every deal it dealt exactly once, in order, with every action taken, and the match
    validation finds each deal valid. Each seed's limits are the same for every game (one app of those settings
    serves them all)."""
    rng = random.Random(seed)
    deals = rng.randrange(1, 4)
    limits = {
        "session_max_actions": rng.randrange(1, 60),
        "session_max_deals": deals,
        "max_actions": rng.randrange(1, 30),  # a record's deal: a session's deal may not outgrow it
        "max_match_deals": rng.randrange(deals, 5),  # at least a session's deals (the settings refuse fewer)
    }
    table = Table(app_with(allow_test_seeds=True, **limits).test_client(), game, seed=seed)
    rng = random.Random(f"{game}:{seed}")
    play(table, rng, lambda view: view["limits"]["stopped"] is not None or view["game_over"])
    referee = table.referee_view()
    record = table.client.get(f"{table.url}/record", headers=bearer(table.referee)).get_json()
    dealt = referee["deal_number"]
    assert len(record["deals"]) == dealt, (limits, referee["limits"])
    assert sum(len(deal["actions"]) for deal in record["deals"]) == referee["limits"]["actions_taken"]
    checked = table.client.post("/v1/matches/validate", json=record).get_json()
    assert len(checked["deals"]) == dealt and all(deal["valid"] for deal in checked["deals"]), checked
