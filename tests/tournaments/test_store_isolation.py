"""Live matches never pay for anyone else's data (docs/OPERATIONS.md, Limits).

- A store that is filling refuses every new thing - a tournament, a session - with a 503 ``store_full`` and
  ``Retry-After`` before it is full, and the moves of the matches running meanwhile all succeed (on a Redis of
  our own with a small ``maxmemory`` and ``noeviction``, as deploy/ configures it).
- The sessions a director opens for duplicate tables spend the director's ``SESSION_CREATE_LIMIT``.
- A table keeps its last ``TOURNAMENT_HISTORY_KEPT`` replaced results, the older folded into a count, so a
  tournament's record stays the same size however often a result is corrected.
- ``TOURNAMENT_RESULT_LIMIT`` bounds the results and corrections of a client address, ``TOURNAMENT_BYTES_LIMIT``
  the bytes of the tournaments it creates.
"""

from __future__ import annotations

import random

import pytest
import redis

from service.app import create_app
from service.config import Settings
from service.store import StoreFull
from service.store.memory_store import MemoryStore
from service.tournaments.held import TournamentService
from tests.conftest import SUITE_CREATE_LIMIT, OwnRedis
from tests.sessions.conftest import Table, bearer, choose_action
from tests.tournaments.flood import LARGEST  # about 262 KB of record
from tests.tournaments.support import NAMES, create, make_app, post_result

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4]}


@pytest.fixture
def small_redis():
    """A Redis of our own with 4 MB of memory and noeviction; its URL."""
    server = OwnRedis("--maxmemory", str(4 * 1024 * 1024), "--maxmemory-policy", "noeviction")
    server.start()
    yield server.url
    server.stop()


def _move(table: Table, rng: random.Random):
    """The seat to act posts one of its legal actions; the answer."""
    referee = table.get(table.referee)
    assert referee.status_code == 200, referee.get_json()
    seat = referee.get_json()["to_act"]
    view = table.view(table.token_of(seat))
    return table.post(table.token_of(seat), choose_action(table, view, rng), if_match=referee.headers["ETag"])


def _flood_while_playing(url: str, matches: int, most: int) -> None:
    """``matches`` Ecarté matches running while the largest tournaments are created in bursts of 6 (as fast as one
    client sends them, up to ``most``), each match moving after every burst: every refusal is a ``store_full``
    (never Redis's own out-of-memory refusal), and no move is lost."""
    client = create_app({"redis_url": url, **SUITE_CREATE_LIMIT}).test_client()
    tables = [Table(client, "ecarte") for _ in range(matches)]
    rng = random.Random("flood")
    created, refused, lost = 0, [], []
    for _ in range(0, most, 6):
        for answer in [client.post("/v1/tournaments", json=LARGEST) for _ in range(6)]:
            assert answer.status_code in (201, 503), answer.get_json()
            if answer.status_code == 201:
                created += 1
            else:
                refused.append(answer)
        for table in tables:
            moved = _move(table, rng)
            if moved.status_code != 200:
                lost.append(moved.get_json())
        if len(refused) >= 3:
            break
    assert not lost, f"{len(lost)} moves lost, e.g. {lost[0]}"
    assert refused, f"{created} tournaments created and none refused"
    for answer in refused:
        problem = answer.get_json()
        assert problem["type"] == "/problems/store-full", problem
        assert int(answer.headers["Retry-After"]) >= 1
    memory = redis.Redis.from_url(url).info("memory")
    assert memory["used_memory"] < memory["maxmemory"]


def test_a_tournament_flood_is_refused_before_the_store_is_full_and_no_move_is_lost(small_redis):
    _flood_while_playing(small_redis, matches=8, most=20)


@pytest.mark.slow
def test_a_flood_of_the_largest_tournaments_never_costs_forty_live_matches_a_move(small_redis):
    _flood_while_playing(small_redis, matches=40, most=40)


def test_a_store_without_room_refuses_a_correction_with_nothing_written():
    class Full(MemoryStore):
        def admit(self, session_id: str, size: int) -> None:
            raise StoreFull("no room")

    store = Full()
    service = TournamentService(store, Settings.load(), lambda session: None)
    held, token = service.create(dict(ROUND_ROBIN))
    with pytest.raises(StoreFull):
        service.post_result(held.id, 1, 1, token, {"scores": [5, 3]}, None)
    assert service.load(held.id).version == 1  # nothing written


@pytest.mark.parametrize("store", ["redis", pytest.param("redis-cluster", marks=pytest.mark.slow)])
def test_a_directors_table_sessions_spend_the_address_session_budget(request, store):
    client = make_app(store, request, session_create_limit="3/hour").test_client()
    tournament = create(client, **{**LARGEST, "players": NAMES[:16], "hands_per_round": 2, "rounds": 1})
    address = {"environ_base": {"REMOTE_ADDR": "198.51.100.9"}}
    director = bearer(tournament["director_token"])
    url = f"/v1/tournaments/{tournament['id']}/rounds/1/tables/{{}}/session"
    opened = [client.post(url.format(table), headers=director, **address).status_code for table in (1, 2, 3)]
    assert opened == [201, 201, 201]
    refused = client.post(url.format(4), headers=director, **address)
    problem = refused.get_json()
    assert refused.status_code == 429 and "SESSION_CREATE_LIMIT" in problem["detail"], problem
    assert int(refused.headers["Retry-After"]) >= 1
    session = client.post("/v1/sessions", json={"game": "ecarte"}, **address)
    assert session.status_code == 429  # one budget: the table sessions spent it
    assert client.post(url.format(4), headers=director).status_code == 201  # another address has its own


@pytest.mark.parametrize("store", ["redis", pytest.param("redis-cluster", marks=pytest.mark.slow)])
def test_a_tables_corrections_keep_the_last_few_and_count_the_rest(request, store):
    client = make_app(store, request, tournament_history_kept=3).test_client()
    tournament = create(client, **ROUND_ROBIN)
    posted = post_result(client, tournament, 1, 1, {"scores": [0, 1]})
    sizes = []
    for n in range(2, 30):  # the n-th result scores [n // 10, n % 10]
        scores = [n // 10, n % 10]
        posted = post_result(client, tournament, 1, 1, {"scores": scores}, **{"If-Match": posted.headers["ETag"]})
        assert posted.status_code == 200, posted.get_json()
        sizes.append(len(client.get(f"/v1/tournaments/{tournament['id']}").data))
    answer = posted.get_json()
    assert [old["scores"] for old in answer["history"]] == [[2, 6], [2, 7], [2, 8]]
    assert answer["history_folded"] == 29 - 1 - 3 and answer["result"]["scores"] == [2, 9]
    assert sizes[-1] - sizes[3] < 10, "the tournament grew with its corrections"  # the count's digits only
    shown = client.get(f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/result").get_json()
    assert shown["history_folded"] == 25 and len(shown["history"]) == 3


def test_an_address_posts_tournament_result_limit_results_and_corrections(request):
    client = make_app("redis", request, tournament_result_limit="3/hour").test_client()
    tournament = create(client, **ROUND_ROBIN)
    posted = post_result(client, tournament, 1, 1, {"scores": [5, 3]})
    assert post_result(client, tournament, 1, 2, {"scores": [5, 3]}).status_code == 201
    posted = post_result(client, tournament, 1, 1, {"scores": [5, 4]}, **{"If-Match": posted.headers["ETag"]})
    assert posted.status_code == 200
    refused = post_result(client, tournament, 2, 1, {"scores": [5, 3]})
    problem = refused.get_json()
    assert refused.status_code == 429 and "TOURNAMENT_RESULT_LIMIT" in problem["detail"], problem
    assert problem["limit"] == "3 per 1 hour" and int(refused.headers["Retry-After"]) >= 1


def test_an_address_creates_tournament_bytes_limit_bytes_of_tournaments(request):
    client = make_app("redis", request, tournament_bytes_limit="600000/hour").test_client()
    address = {"environ_base": {"REMOTE_ADDR": "198.51.100.10"}}
    answers = [client.post("/v1/tournaments", json=LARGEST, **address) for _ in range(3)]
    assert [answer.status_code for answer in answers] == [201, 201, 429]  # about 262 KB each
    problem = answers[2].get_json()
    assert "TOURNAMENT_BYTES_LIMIT" in problem["detail"] and problem["limit"] == "600000 per 1 hour", problem
    assert int(answers[2].headers["Retry-After"]) >= 1
    assert client.post("/v1/tournaments", json=ROUND_ROBIN, **address).status_code == 201  # a small one fits
    assert client.post("/v1/tournaments", json=LARGEST).status_code == 201  # another address has its own
