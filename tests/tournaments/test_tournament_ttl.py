"""How long a tournament is kept: ``TOURNAMENT_TTL_SECONDS`` from its creation, and again from each result."""

from __future__ import annotations

import pytest
import redis

from service.config import Settings
from service.store.memory_store import MemoryStore
from service.tournaments.directing import add_player
from service.tournaments.held import TournamentProblem, TournamentService
from tests.store.test_memory_store import Clock
from tests.tournaments.support import NAMES, create, make_app, result_url

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4]}


def test_a_tournament_is_gone_once_its_ttl_runs_out_and_a_result_starts_it_again():
    clock = Clock()
    service = TournamentService(
        MemoryStore(clock), Settings.load({"tournament_ttl_seconds": 100}), lambda session: None, clock=clock
    )
    held, token = service.create(dict(ROUND_ROBIN))
    clock.now += 99
    service.post_result(held.id, 1, 1, token, {"scores": [5, 3]}, None)
    clock.now += 99  # 198 seconds after its creation, 99 after its result
    assert service.load(held.id).record["tables"]
    clock.now += 1
    with pytest.raises(TournamentProblem) as gone:
        service.load(held.id)
    assert (gone.value.status, gone.value.code) == (404, "tournament_not_found")


def test_on_redis_the_key_expires_after_the_setting_counted_again_from_a_result(request, redis_url, redis_prefix):
    client = make_app("redis", request, tournament_ttl_seconds=1234).test_client()
    tournament = create(client, **ROUND_ROBIN)
    store = redis.Redis.from_url(redis_url)
    keys = list(store.scan_iter(f"{redis_prefix}:tournament:*{tournament['id']}*"))
    assert len(keys) == 1, keys
    assert 1200 < store.ttl(keys[0]) <= 1234
    store.expire(keys[0], 100)  # as if the tournament had waited long for its first result

    posted = client.post(
        result_url(tournament, 1, 1),
        json={"scores": [5, 3]},
        headers={"Authorization": f"Bearer {tournament['director_token']}"},
    )
    assert posted.status_code == 201, posted.get_json()
    assert 1200 < store.ttl(keys[0]) <= 1234  # the result started the time again


def test_a_directors_change_starts_the_time_again():
    clock = Clock()
    service = TournamentService(
        MemoryStore(clock), Settings.load({"tournament_ttl_seconds": 100}), lambda session: None, clock=clock
    )
    held, token = service.create(dict(ROUND_ROBIN))
    clock.now += 99
    add_player(service, held.id, token, "Zoe")
    clock.now += 99
    assert service.load(held.id).record["players"][-1] == "Zoe"
