"""Results for different tables posted at once are all kept, on the in-memory store, on Redis and on a Redis Cluster.

Each table's result is written by compare-and-set on the tournament's record: a post that
loses the race reads the record again and writes its result on top of the winner's.  The
posts here run in real threads, released together by a barrier, against one app (the Redis
one under a prefix of the test's own); every table's result must be there afterwards, and the
tournament's version must have moved once per result.
"""

from __future__ import annotations

import threading

import pytest

from tests.tournaments.support import NAMES, create, make_app, play_session, post_result

STORES = ["memory", *(pytest.param(kind, marks=pytest.mark.slow) for kind in ("redis", "redis-cluster"))]


@pytest.mark.parametrize("store", STORES)
def test_racing_results_for_different_tables_are_all_kept(store, request):
    app = make_app(store, request)
    tournament = create(app.test_client(), game="euchre", format="progressive", players=NAMES[:20])
    tables = [(one["round"], table["table"]) for one in tournament["schedule"]["rounds"][:4] for table in one["tables"]]
    assert len(tables) == 20
    barrier = threading.Barrier(len(tables))
    statuses: dict[tuple[int, int], int] = {}

    def post(round: int, table: int) -> None:
        client = app.test_client()
        barrier.wait()
        statuses[round, table] = post_result(client, tournament, round, table, {"scores": [round, table]}).status_code

    threads = [threading.Thread(target=post, args=where) for where in tables]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == {where: 201 for where in tables}
    answer = app.test_client().get(f"/v1/tournaments/{tournament['id']}")
    assert answer.headers["ETag"] == f'"v{1 + len(tables)}"'
    kept = {(r["round"], r["table"]): r["result"]["scores"] for r in answer.get_json()["results"]}
    assert kept == {(round, table): [round, table] for round, table in tables}


@pytest.mark.parametrize("store", STORES)
def test_racing_results_for_one_table_keep_one_and_refuse_the_rest(store, request):
    app = make_app(store, request)
    tournament = create(app.test_client(), game="ecarte", format="round-robin", players=NAMES[:4])
    barrier = threading.Barrier(8)
    statuses: list[int] = []

    def post(points: int) -> None:
        client = app.test_client()
        barrier.wait()
        statuses.append(post_result(client, tournament, 1, 1, {"scores": [points, 0]}).status_code)

    threads = [threading.Thread(target=post, args=(points,)) for points in range(1, 9)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [201] + [409] * 7
    table = app.test_client().get(f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/result").get_json()
    assert table["history"] == []


@pytest.mark.parametrize("store", STORES)
def test_a_session_result_and_its_correction_on_each_store(store, request):
    app = make_app(store, request)
    client = app.test_client()
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4], hands_per_round=1)
    session = play_session(client, "ecarte", 1, seed=21)
    first = post_result(client, tournament, 1, 1, {"session": session.id})
    assert first.status_code == 201 and first.get_json()["result"]["proven"]
    corrected = post_result(client, tournament, 1, 1, {"scores": [1, 0]}, **{"If-Match": first.headers["ETag"]})
    assert corrected.status_code == 200
    table = client.get(f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/result").get_json()
    assert [old["kind"] for old in table["history"]] == ["session"] and table["result"]["kind"] == "scores"
    got = client.get(f"/v1/tournaments/{tournament['id']}")
    assert got.headers["ETag"] == '"v3"' and got.get_json()["results"] == [table]


@pytest.mark.parametrize("store", STORES)
def test_tournaments_are_kept_in_the_store_the_sessions_are_kept_in(store, request):
    """One reading of the store's settings: on a cluster the tournaments' records go through the cluster
    client too (a tournament store built apart once spoke to a cluster node as to a single Redis)."""
    app = make_app(store, request)
    sessions, tournaments = app.extensions["arbitro.sessions"].store, app.extensions["arbitro.tournaments"].store
    assert type(tournaments) is type(sessions)
    if store != "memory":
        same = ("url", "cluster", "wait_replicas")
        assert [getattr(tournaments, name) for name in same] == [getattr(sessions, name) for name in same]
        assert tournaments.key_prefix == f"{sessions.key_prefix}:tournament"


@pytest.mark.parametrize("store", STORES)
def test_racing_requests_to_open_one_duplicate_tables_session_open_one(store, request):
    app = make_app(store, request)
    teams = [NAMES[i : i + 2] for i in range(0, 8, 2)]
    tournament = create(
        app.test_client(), game="euchre", format="pairs", teams=teams, hands_per_round=1, duplicate=True
    )
    barrier = threading.Barrier(6)
    answers: list[tuple[int, dict]] = []

    def open_session() -> None:
        client = app.test_client()
        barrier.wait()
        url = f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/session"
        answer = client.post(url, headers={"Authorization": f"Bearer {tournament['director_token']}"})
        answers.append((answer.status_code, answer.get_json()))

    threads = [threading.Thread(target=open_session) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(status for status, _ in answers) == [201] + [409] * 5
    (opened,) = [body["session"] for status, body in answers if status == 201]
    assert {body["session"] for status, body in answers if status == 409} == {opened["session_id"]}
    table = app.test_client().get(f"/v1/tournaments/{tournament['id']}/rounds/1/tables/1/result").get_json()
    assert table["session"] == opened["session_id"]
    sessions = app.extensions["arbitro.sessions"]
    assert sessions.match_of(opened["session_id"]) is not None


def _race(app, posts: list[tuple[dict, int, int, dict]]) -> list[dict]:
    """``posts`` (tournament, round, table, body) sent at once from threads: their answers, in order."""
    barrier = threading.Barrier(len(posts))
    answers: list[dict] = [{}] * len(posts)

    def post(i: int) -> None:
        client = app.test_client()
        barrier.wait()
        response = post_result(client, *posts[i])
        answers[i] = {"status": response.status_code, **response.get_json()}

    threads = [threading.Thread(target=post, args=(i,)) for i in range(len(posts))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


@pytest.mark.parametrize("store", STORES)
def test_one_session_posted_at_once_to_six_tables_of_two_tournaments_proves_one(store, request):
    app = make_app(store, request)
    client = app.test_client()
    body = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 1}
    tournaments = [create(client, **body), create(client, **body)]
    session = play_session(client, "ecarte", 1, seed=41).id
    posts = [(t, round, table, {"session": session}) for t in tournaments for round, table in ((1, 1), (1, 2), (2, 1))]
    answers = _race(app, posts)
    assert sorted(answer["status"] for answer in answers) == [201] + [409] * 5, answers
    (won,) = [post for post, answer in zip(posts, answers, strict=True) if answer["status"] == 201]
    for answer in answers:
        if answer["status"] == 409:
            assert answer["type"] == "/problems/proof-in-use"
    results = [client.get(f"/v1/tournaments/{t['id']}").get_json()["results"] for t in tournaments]
    assert [(r["round"], r["table"]) for kept in results for r in kept] == [(won[1], won[2])]


@pytest.mark.parametrize("store", STORES)
def test_one_session_posted_at_once_to_one_table_keeps_its_claim(store, request):
    """Six posts of one session for one table: one 201, five 409 result_exists; the losers do not free the proof
    the winner's result holds."""
    app = make_app(store, request)
    client = app.test_client()
    body = {"game": "ecarte", "format": "round-robin", "players": NAMES[:4], "hands_per_round": 1}
    tournament, other = create(client, **body), create(client, **body)
    session = play_session(client, "ecarte", 1, seed=42).id
    answers = _race(app, [(tournament, 1, 1, {"session": session})] * 6)
    assert sorted(answer["status"] for answer in answers) == [201] + [409] * 5, answers
    again = post_result(client, other, 1, 1, {"session": session})
    assert again.status_code == 409 and again.get_json()["type"] == "/problems/proof-in-use"
