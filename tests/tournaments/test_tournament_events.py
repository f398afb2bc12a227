"""GET /v1/tournaments/{id}/events (docs/API.md §8): each new version of a tournament as a Server-Sent Event whose
data is what GET /v1/tournaments/{id}/standings answers at it, the version as its id, public as the standings are;
Last-Event-ID resumes; an end event closes it when the tournament is deleted or gone. On Redis (one, and the suite's
cluster) the streams are served by another app than the one the director posts to: the write reaches them through
the store's channel, as it reaches another worker or replica.

A stream is read event by event (tests/event_stream.py), the heartbeat a quarter of a second here.
"""

from __future__ import annotations

import functools
import secrets

import pytest
import redis

from tests.event_stream import Stream
from tests.sessions.conftest import bearer
from tests.tournaments.support import NAMES, create, make_app, post_result

HEARTBEAT = 0.25
ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 1}
STORES = ["memory", *(pytest.param(kind, marks=pytest.mark.slow) for kind in ("redis", "redis-cluster"))]
SINGLE_REDIS = STORES[:2]

_memory_app = functools.cache(lambda: make_app("memory", session_events_heartbeat_seconds=HEARTBEAT))
"""One app on the in-memory store for the module's tests: its tournaments are each test's own by their ids."""


@pytest.fixture
def store_kind(request):
    return request.param


@pytest.fixture
def apps(request, store_kind):
    """(the app the director posts to, the app following): one app in process, two apps (two workers) on Redis."""
    if store_kind == "memory":
        return _memory_app(), _memory_app()
    settings = {"session_events_heartbeat_seconds": HEARTBEAT}
    if store_kind == "redis-cluster":  # both apps under one prefix (make_app draws one an app there)
        settings["redis_key_prefix"] = f"arbitro-test-{secrets.token_hex(6)}"
    return make_app(store_kind, request, **settings), make_app(store_kind, request, **settings)


def follow(client, tournament: dict, last_event_id: str | None = None) -> Stream:
    """The tournament's stream, as anyone follows it: no token."""
    headers = {} if last_event_id is None else {"Last-Event-ID": last_event_id}
    return Stream(client, f"/v1/tournaments/{tournament['id']}/events", headers)


def standings(client, tournament: dict) -> tuple[int, dict]:
    """(the version, the standings) GET /v1/tournaments/{id}/standings answers."""
    answer = client.get(f"/v1/tournaments/{tournament['id']}/standings")
    assert answer.status_code == 200
    return int(answer.headers["ETag"].strip('"v')), answer.get_json()


def bearer_of(tournament: dict) -> dict[str, str]:
    return bearer(tournament["director_token"])


def follow_refused(client, tournament: dict) -> int:
    return client.get(f"/v1/tournaments/{tournament['id']}/events").status_code


@pytest.mark.parametrize("store_kind", STORES, indirect=True)
def test_each_version_is_an_event_of_the_standings_get_answers_at_it(apps, store_kind):
    directing, following = apps
    director, watcher = directing.test_client(), following.test_client()
    tournament = create(director, **ROUND_ROBIN)
    stream = follow(watcher, tournament)
    try:
        assert stream.view() == standings(director, tournament)
        written = [
            lambda: post_result(director, tournament, 1, 1, {"scores": [5, 3]}),
            lambda: post_result(director, tournament, 1, 2, {"scores": [2, 5]}),
            lambda: post_result(director, tournament, 1, 1, {"scores": [3, 5]}, **{"If-Match": '"v1"'}),  # corrected
            lambda: director.post(f"/v1/tournaments/{tournament['id']}/rounds/2/close", headers=bearer_of(tournament)),
        ]
        for version, write in enumerate(written, start=2):
            assert write().status_code in (200, 201)
            assert stream.view() == standings(director, tournament)
            assert standings(director, tournament)[0] == version
    finally:
        stream.close()


@pytest.mark.parametrize("store_kind", SINGLE_REDIS, indirect=True)
def test_last_event_id_resumes_with_the_current_standings_or_the_next(apps, store_kind):
    directing, following = apps
    director, watcher = directing.test_client(), following.test_client()
    tournament = create(director, **ROUND_ROBIN)
    first = follow(watcher, tournament)
    assert first.view()[0] == 1
    first.close()
    post_result(director, tournament, 1, 1, {"scores": [5, 3]})
    post_result(director, tournament, 1, 2, {"scores": [5, 4]})
    missed = follow(watcher, tournament, last_event_id="1")
    now = standings(director, tournament)
    assert now[0] == 3 and missed.view() == now, "a follower that missed versions gets the current one at once"
    missed.close()
    caught_up = follow(watcher, tournament, last_event_id="3")
    post_result(director, tournament, 2, 1, {"scores": [1, 5]})
    assert caught_up.view() == standings(director, tournament), "the next version, not the one it had again"
    caught_up.close()


def test_an_unknown_tournament_is_a_404_and_a_last_event_id_that_is_no_version_a_400_naming_it():
    client = _memory_app().test_client()
    for unknown in ("AAAAAAAAAAAAAAAAAAAAAA", "no such id"):
        missing = client.get(f"/v1/tournaments/{unknown}/events")
        assert missing.status_code == 404 and missing.mimetype == "application/problem+json"
        assert missing.get_json()["type"] == "/problems/tournament-not-found"
    tournament = create(client, **ROUND_ROBIN)
    refused = client.get(f"/v1/tournaments/{tournament['id']}/events", headers={"Last-Event-ID": "v1"})
    assert refused.status_code == 400 and "Last-Event-ID" in refused.get_json()["errors"]


@pytest.mark.parametrize("store_kind", SINGLE_REDIS, indirect=True)
def test_a_deleted_tournament_ends_its_streams(apps, store_kind):
    directing, following = apps
    director = directing.test_client()
    tournament = create(director, **ROUND_ROBIN)
    stream = follow(following.test_client(), tournament)
    stream.view()
    assert director.delete(f"/v1/tournaments/{tournament['id']}", headers=bearer_of(tournament)).status_code == 204
    assert stream.ended() == "deleted"
    assert follow_refused(following.test_client(), tournament) == 404


@pytest.mark.parametrize("store_kind", [pytest.param("redis", marks=pytest.mark.slow)], indirect=True)
def test_a_tournament_gone_from_redis_ends_its_streams(apps, store_kind):
    """An expiry is no write: the stream looks for the tournament after a heartbeat without one."""
    directing, following = apps
    tournament = create(directing.test_client(), **ROUND_ROBIN)
    stream = follow(following.test_client(), tournament)
    stream.view()
    store = directing.extensions["arbitro.tournaments"].store
    redis.Redis.from_url(store.url).delete(store.key(tournament["id"]))  # as its TTL would
    assert stream.ended() == "gone"
    assert follow_refused(directing.test_client(), tournament) == 404
