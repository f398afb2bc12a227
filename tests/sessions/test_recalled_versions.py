"""Two workers on one Redis: an action answered from a version a worker holds is never a wrong answer.

Each app here stands for a gunicorn worker with its own recent versions (service.store.recent).
A worker whose copy is behind must answer exactly as if it had read Redis: 412 for a stale
If-Match, 404 for a deleted session, and a refusal only when the current version refuses.
"""

from __future__ import annotations

import random

import pytest

from service.app import create_app
from tests.sessions.conftest import Table, choose_action


@pytest.fixture
def workers(redis_url, redis_prefix):
    config = {"redis_url": redis_url, "redis_key_prefix": redis_prefix, "allow_test_seeds": True}
    return create_app(config).test_client(), create_app(config).test_client()


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
