"""GET /v1/sessions/{id}/events (docs/API.md §5, "Following a session"): each new version as a Server-Sent Event
carrying the view GET answers the same token, the version as its id; Last-Event-ID resumes; comment lines keep the
stream open; an end event closes it when the session ends. On Redis (one, and the suite's cluster) the streams are
served by another app than the one moving: the write reaches them through the store's channel, as it reaches
another worker or replica.

A stream is read event by event (tests/event_stream.py), the heartbeat a quarter of a second here.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable

import pytest

from tests.event_stream import Stream
from tests.sessions.conftest import (
    GAMES,
    SINGLE_REDIS,
    STORES,
    LeakOracle,
    Remote,
    Table,
    bearer,
    cards_in_answer,
    redis_of,
)

HEARTBEAT = 0.25


@pytest.fixture(params=STORES)
def store_kind(request):
    return request.param


@pytest.fixture
def apps(make_app, app_with, store_kind):
    """(the app moving, the app following): one in-process app on the in-memory store, two apps (two workers) on
    Redis."""
    if store_kind == "memory":
        one = app_with(session_events_heartbeat_seconds=HEARTBEAT, allow_test_seeds=True)
        return one, one
    settings = {"session_events_heartbeat_seconds": HEARTBEAT, "allow_test_seeds": True}
    if store_kind == "redis-cluster":  # both apps' sessions under one prefix (make_app draws one an app there)
        settings["redis_key_prefix"] = f"arbitro-test-{secrets.token_hex(6)}"
    return make_app(**settings), make_app(**settings)


def follow(client, table: Table, token: str, last_event_id: str | None = None) -> Stream:
    """The stream of ``table``'s session as ``token`` follows it."""
    headers = bearer(token) if last_event_id is None else {**bearer(token), "Last-Event-ID": last_event_id}
    return Stream(client, f"{table.url}/events", headers)


class Moves(Remote):
    """The seat to act's moves, played by the suite's playout (:class:`Remote`); ``check(version)`` runs on each
    accepted move's new version (its ETag)."""

    def __init__(self, table: Table, check: Callable[[int], None] = lambda version: None):
        super().__init__(table)
        self.check = check
        self.version = 0
        """The version the last move made."""

    def post(self, move: dict):
        answer = super().post(move)
        self.version = int(answer.headers["ETag"].strip('"v'))
        self.check(self.version)
        return answer

    def move(self, rng: random.Random) -> int:
        """One move; the new version."""
        assert len(self.play(rng, limit=1)) == 1, "nobody was to act"
        return self.version


# every game on the in-memory store; on Redis and the cluster one game: the stores carry the same bytes whatever
# the game
FOLLOWED = [
    *(("memory", game) for game in GAMES),
    *(pytest.param(kind, "euchre", marks=pytest.mark.slow) for kind in ("redis", "redis-cluster")),
]


@pytest.mark.parametrize(("store_kind", "game"), FOLLOWED, indirect=["store_kind"])
def test_every_follower_gets_each_version_as_get_answers_its_token_and_never_another_seats_cards(
    apps, store_kind, game
):
    moving, following = apps
    table = Table(moving.test_client(), game, seed=7)
    watcher = table.served_by(following.test_client())
    tokens = [*table.seat_tokens, table.referee]
    streams = [follow(watcher.client, watcher, token) for token in tokens]
    rng = random.Random(game)

    def followed(version: int) -> None:
        oracle = LeakOracle(table)
        for seat, (token, stream) in enumerate(zip(tokens, streams, strict=True)):
            event_id, view = stream.view()
            assert event_id == version == view["version"]
            assert view == table.view(token), "the event is not the view GET answers"
            if seat < len(table.seat_tokens):
                oracle.assert_no_leak(seat, view)

    try:
        followed(1)
        assert len(Moves(table, followed).play(rng, limit=5)) == 5
    finally:
        for stream in streams:
            stream.close()


@pytest.mark.parametrize("store_kind", SINGLE_REDIS, indirect=True)
def test_last_event_id_resumes_with_the_current_view_or_the_next(apps, store_kind):
    moving, following = apps
    table = Table(moving.test_client(), "euchre", seed=11)
    watcher = table.served_by(following.test_client())
    seat = table.token_of(0)
    rng = random.Random(3)
    first = follow(watcher.client, watcher, seat)
    assert first.view()[0] == 1
    first.close()
    moves = Moves(table)
    moves.move(rng)
    now = moves.move(rng)
    missed = follow(watcher.client, watcher, seat, last_event_id="1")
    event_id, view = missed.view()
    assert (event_id, view) == (now, table.view(seat)), "a follower that missed versions gets the current one at once"
    missed.close()
    caught_up = follow(watcher.client, watcher, seat, last_event_id=str(now))
    later = moves.move(rng)
    assert caught_up.view()[0] == later, "a follower that has the current version gets the next, not it again"
    caught_up.close()


def test_a_last_event_id_that_is_no_version_is_400_naming_it(client):
    table = Table(client, "ecarte")
    response = client.get(f"{table.url}/events", headers={**bearer(table.referee), "Last-Event-ID": "v3"})
    assert response.status_code == 400
    assert "Last-Event-ID" in response.get_json()["errors"]


@pytest.mark.parametrize(
    ("token", "status"), [(None, 401), ("not-a-token-of-this-session", 401), ("seat", 200), ("referee", 200)]
)
def test_the_stream_takes_the_tokens_get_takes(client, token, status):
    table = Table(client, "ecarte")
    given = {"seat": table.token_of(1), "referee": table.referee}.get(token or "", token)
    response = client.get(f"{table.url}/events", headers=bearer(given) if given else {}, buffered=False)
    try:
        assert response.status_code == status == table.get(given).status_code
    finally:
        response.close()
    missing = client.get("/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA/events", headers=bearer(table.referee))
    assert missing.status_code == 404 and missing.mimetype == "application/problem+json"


@pytest.mark.parametrize("store_kind", SINGLE_REDIS, indirect=True)
def test_a_deleted_session_ends_its_streams(apps, store_kind):
    moving, following = apps
    table = Table(moving.test_client(), "sette-e-mezzo", seed=5)
    stream = follow(following.test_client(), table, table.token_of(0))
    stream.view()
    assert table.client.delete(table.url, headers=bearer(table.referee)).status_code == 204
    assert stream.ended() == "deleted"


@pytest.mark.parametrize("store_kind", SINGLE_REDIS, indirect=True)
def test_a_session_stopped_at_its_limit_ends_its_streams_after_its_last_view(make_app, app_with, store_kind):
    settings = {"session_events_heartbeat_seconds": HEARTBEAT, "session_max_actions": 2, "allow_test_seeds": True}
    app = app_with(**settings) if store_kind == "memory" else make_app(**settings)
    table = Table(app.test_client(), "euchre", seed=2)
    stream = follow(app.test_client(), table, table.referee)
    rng = random.Random(1)
    moves = Moves(table)
    assert stream.view()[0] == 1
    moves.move(rng)
    assert stream.view()[0] == 2
    last = moves.move(rng)
    event_id, view = stream.view()
    assert event_id == last and view["limits"]["stopped"] == "max_actions"
    assert stream.ended() == "stopped"


@pytest.mark.parametrize("store_kind", ["redis"], indirect=True)
def test_a_session_gone_from_redis_ends_its_streams(apps, store_kind):
    """An expiry is no write: the stream looks for the session after a heartbeat without one."""
    moving, following = apps
    table = Table(moving.test_client(), "ecarte", seed=9)
    stream = follow(following.test_client(), table, table.token_of(1))
    stream.view()
    store = moving.extensions["arbitro.sessions"].store
    redis_of(moving).delete(store.key(table.id))  # as its TTL would
    assert stream.ended() == "gone"


def test_a_quiet_stream_sends_comment_lines(app_with):
    app = app_with(session_events_heartbeat_seconds=HEARTBEAT, allow_test_seeds=True)
    table = Table(app.test_client(), "ecarte", seed=4)
    stream = follow(app.test_client(), table, table.referee)
    stream.view()
    frames = stream.frames
    assert next(frames) == b": keep-alive\n\n"
    stream.close()


def test_a_seat_stream_names_no_card_the_seat_may_not_see(app_with):
    """The leak oracle over a longer run on one seat's stream: every event, every card (tests/sessions' oracle)."""
    app = app_with(session_events_heartbeat_seconds=HEARTBEAT, allow_test_seeds=True)
    table = Table(app.test_client(), "ramino", seed=21)
    streams = [follow(app.test_client(), table, token) for token in table.seat_tokens]
    rng = random.Random(8)

    def unleaked(version: int | None = None) -> None:
        oracle = LeakOracle(table)
        for seat, stream in enumerate(streams):
            _, view = stream.view()
            assert not cards_in_answer(view, oracle.deck) & oracle.secret_to(seat)

    unleaked()
    assert len(Moves(table, unleaked).play(rng, limit=12)) == 12
    for stream in streams:
        stream.close()


@pytest.mark.parametrize("read_first", [True, False], ids=["after-an-event", "before-any-event"])
def test_a_stream_closed_by_its_server_stops_following_whether_or_not_it_sent_anything(app_with, read_first):
    """The WSGI server closes a stream when its client goes away, maybe before asking for any event: the process
    follows the session no longer either way."""
    app = app_with(session_events_heartbeat_seconds=HEARTBEAT, allow_test_seeds=True)
    table = Table(app.test_client(), "euchre", seed=3)
    hub = app.extensions["arbitro.sessions"].store.events
    response = app.test_client().get(
        f"{table.url}/events", headers={**bearer(table.referee), "Accept": "text/event-stream"}, buffered=False
    )
    assert response.status_code == 200
    assert hub.followed() == [table.id]
    if read_first:
        assert next(iter(response.response)) == b"retry: 2000\n\n"
    response.close()
    assert hub.followed() == []
