"""Two workers on one Redis: an action answered from a version a worker holds is never a wrong answer.

Each app here stands for a gunicorn worker with its own recent versions (service.store.recent).
A worker whose copy is behind must answer exactly as if it had read Redis: 412 for a stale
If-Match, 404 for a deleted session, and a refusal only when the current version refuses.
"""

from __future__ import annotations

import random

import pytest
import redis

from service.app import create_app
from tests.sessions.conftest import Table, choose_action


@pytest.fixture(params=["own records", "shared records"])
def workers(request, redis_url, redis_prefix, tmp_path):
    """Two workers that each keep their own records; or two hosts, whose workers share theirs
    (``SESSION_SHARED_RECORDS_DIR``): either way one's copy can be behind the other's write."""
    config = {"redis_url": redis_url, "redis_key_prefix": redis_prefix, "allow_test_seeds": True}
    if request.param == "own records":
        return create_app(config).test_client(), create_app(config).test_client()
    return tuple(
        create_app({**config, "session_shared_records_dir": str(tmp_path / host)}).test_client()
        for host in ("first host", "second host")
    )


def test_workers_of_one_host_recall_each_other_s_writes(redis_url, redis_prefix, tmp_path):
    """With the host's shared records, a move reaching another worker than the last one skips its read: the
    record that worker wrote is recalled, and the compare-and-set alone makes the move."""
    config = {
        "redis_url": redis_url,
        "redis_key_prefix": redis_prefix,
        "allow_test_seeds": True,
        "session_shared_records_dir": str(tmp_path / "host"),
    }
    apps = create_app(config), create_app(config)
    # the moves are chosen through a worker of another host, whose reads leave the shared records alone
    planner = Table(create_app({**config, "session_shared_records_dir": None}).test_client(), "ecarte", seed=9)
    workers = [planner.served_by(app.test_client()) for app in apps]
    for turn in range(4):
        token, action, version = _move(planner, seed=turn)
        store = apps[turn % 2].extensions["arbitro.sessions"].store
        if turn:
            recalled = store.load(planner.id, None, version)
            assert recalled is not None and recalled.recalled, "the other worker's write is held for this one"
        assert workers[turn % 2].post(token, action, if_match=f'"v{version}"').status_code == 200
    assert planner.referee_view()["version"] == 5


def _move(table: Table, seed: int = 0) -> tuple[str, dict, int]:
    referee = table.referee_view()
    token = table.token_of(referee["to_act"])
    return token, choose_action(table, table.view(token), random.Random(seed)), referee["version"]


def _ahead_by_one(workers) -> tuple[Table, Table, tuple[str, dict, int]]:
    """A session where worker A wrote version n and worker B then wrote n + 1; and A's old move."""
    a = Table(workers[0], "ecarte", seed=7)
    b = a.served_by(workers[1])
    token, action, version = _move(a)
    assert a.post(token, action, if_match=f'"v{version}"').status_code == 200  # A holds v(n)
    stale = _move(a, seed=1)
    token, action, version = _move(b, seed=2)
    assert b.post(token, action, if_match=f'"v{version}"').status_code == 200  # Redis is at v(n+1)
    return a, b, stale


def test_a_stale_if_match_is_412_even_where_the_worker_holds_that_version(workers):
    a, b, (token, action, version) = _ahead_by_one(workers)
    response = a.post(token, action, if_match=f'"v{version}"')
    assert response.status_code == 412, response.get_json()
    assert response.headers["ETag"] == f'"v{version + 1}"'
    assert a.referee_view()["version"] == version + 1


def test_a_move_the_worker_s_old_version_refuses_is_412_not_a_refusal(workers):
    a, b, (token, action, version) = _ahead_by_one(workers)
    seat = a.seat_tokens.index(token)
    out_of_turn = a.token_of(1 - seat)  # at the version A holds, it is not this seat's turn
    response = a.post(out_of_turn, action, if_match=f'"v{version}"')
    assert response.status_code == 412, response.get_json()


def test_a_current_move_through_a_worker_that_is_behind_applies_once(workers):
    a, b, _ = _ahead_by_one(workers)
    token, action, version = _move(b, seed=3)
    response = a.post(token, action, if_match=f'"v{version}"')
    assert response.status_code == 200, response.get_json()
    assert response.headers["ETag"] == f'"v{version + 1}"'
    assert b.referee_view()["version"] == version + 1
    assert len(b.log(b.referee).get_json()["deals"][-1]["actions"]) >= 1


def test_a_session_deleted_through_another_worker_is_404(workers):
    a = Table(workers[0], "ecarte", seed=8)
    b = a.served_by(workers[1])
    token, action, version = _move(a)
    assert a.post(token, action, if_match=f'"v{version}"').status_code == 200  # A holds the new version
    token, action, version = _move(a, seed=1)  # a legal move at that version
    assert b.client.delete(b.url, headers={"Authorization": f"Bearer {b.referee}"}).status_code == 204
    response = a.post(token, action, if_match=f'"v{version}"')
    assert response.status_code == 404, response.get_json()


def test_a_worker_holding_a_lost_write_does_not_build_on_it(workers, redis_url, redis_prefix):
    """Worker A writes v(n+1) with move X and keeps it; Redis loses that write (restored to v(n), as after a
    restart on an AOF written every second or a failover without WAIT) and worker B writes v(n+1) again with
    another move Y. A move posted to A at v(n+1), legal on A's copy, must not be written over it: the
    compare-and-set refuses A's copy (its write's tag), and the move is judged on what Redis holds, B's."""
    a = Table(workers[0], "ecarte", seed=11)
    b = a.served_by(workers[1])
    admin = redis.Redis.from_url(redis_url)
    key = f"{redis_prefix}:{{{a.id}}}"
    token, x, version = _move(a)
    y = next(move for seed in range(1, 50) if (move := _move(a, seed=seed)[1]) != x)
    before = admin.dump(key)
    assert a.post(token, x, if_match=f'"v{version}"').status_code == 200  # A keeps v(n+1): X
    z_token, z, _ = _move(a)  # a move legal on A's copy (A reads Redis, which still holds X)
    admin.restore(key, 60_000, before, replace=True)  # the write of X is lost
    assert b.post(token, y, if_match=f'"v{version}"').status_code == 200  # v(n+1) again: Y
    response = a.post(z_token, z, if_match=f'"v{version + 1}"')
    assert response.status_code in (200, 409, 422), response.get_json()
    played = b.log(b.referee).get_json()["deals"][-1]["actions"]
    assert {k: v for k, v in played[version - 1].items() if k != "seat"} == y, played
