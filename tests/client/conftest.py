"""The Python client's fixtures: a real gunicorn on the real Redis, and clients of it that never sleep.

The service is gunicorn from deploy/gunicorn.conf.py (two workers on Redis, under a key prefix of
its own), with test seeds allowed, one for all the client tests of a pytest worker. A client's
``Backoff.sleep`` records each wait instead of sleeping, so the tests read the waits a retry would
take and spend none.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterator

import pytest
from arbitro_client import Arbitro, Backoff, Table
from arbitro_client.views import SessionView

from tests.conftest import SUITE_CREATE_LIMIT, delete_keys
from tests.ops.gunicorn_harness import Gunicorn, run_gunicorn
from tests.playout import first_postable


@pytest.fixture(scope="session")
def gunicorn(redis_url, tmp_path_factory) -> Iterator[Gunicorn]:
    """One gunicorn for every client test a worker runs (a start costs seconds on two shared cores): each test
    makes sessions and tournaments of its own, apart by their ids and tokens."""
    prefix = f"arbitro-test-client-{secrets.token_hex(6)}"
    env = {
        "REDIS_URL": redis_url,
        "REDIS_KEY_PREFIX": prefix,
        "ALLOW_TEST_SEEDS": "true",
        "SESSION_CREATE_LIMIT": SUITE_CREATE_LIMIT["session_create_limit"],
        "TOURNAMENT_CREATE_LIMIT": SUITE_CREATE_LIMIT["tournament_create_limit"],
        # the gthread workers notice a follower gone (its event stream left) at the stream's next heartbeat,
        # holding a thread till then: a short one frees it for the next test's requests
        "SESSION_EVENTS_HEARTBEAT_SECONDS": "0.5",
    }
    try:
        with run_gunicorn(tmp_path_factory.mktemp("gunicorn"), env) as server:
            yield server
    finally:
        delete_keys(redis_url, prefix)


@pytest.fixture
def waits() -> list[float]:
    """The waits the test's clients would have slept, in order."""
    return []


@pytest.fixture
def arbitro(gunicorn, waits) -> Iterator[Arbitro]:
    with Arbitro(gunicorn.base_url, backoff=Backoff(sleep=waits.append)) as client:
        yield client


def seat_tables(arbitro: Arbitro, created: SessionView) -> tuple[list[Table], Table]:
    """A table for each seat of a new session, and the referee's."""
    tables = [arbitro.open_table(created.session_id, token) for token in created.tokens.seats]
    return tables, arbitro.open_table(created.session_id, created.tokens.referee)


def move_of(game: str, table: Table, rng: random.Random) -> dict:
    """A legal action for the table's seat, from what it sees now."""
    hand = table.refresh().deal.to_dict().get("hand") or []
    assert table.my_turn
    action = first_postable(game, table.legal_actions, hand, rng)
    assert action is not None, f"nothing to post from {table.legal_actions}"
    return action
