"""The log says truly why new things are admitted without a limit (docs/OPERATIONS.md, "Sizing the headroom"):
``REDIS_MEMORY_HEADROOM`` 0 is said to be the setting, even on a Redis with a ``maxmemory``; a Redis without one is
said to have none."""

from __future__ import annotations

import logging

import pytest

from service.app import create_app
from tests.conftest import SUITE_CREATE_LIMIT, OwnRedis

HEADROOM_OFF = "REDIS_MEMORY_HEADROOM is 0"
NO_MAXMEMORY = "reports no maxmemory"


@pytest.mark.parametrize(
    ("maxmemory", "headroom", "said", "unsaid"),
    [("4mb", 0.0, HEADROOM_OFF, NO_MAXMEMORY), ("0", 0.2, NO_MAXMEMORY, HEADROOM_OFF)],
    ids=["headroom-0", "no-maxmemory"],
)
def test_the_log_says_why_every_new_thing_is_admitted(caplog, maxmemory, headroom, said, unsaid):
    server = OwnRedis("--maxmemory", maxmemory, "--maxmemory-policy", "noeviction")
    server.start()
    try:
        with caplog.at_level(logging.WARNING, logger="service.store"):
            app = create_app({"redis_url": server.url, "redis_memory_headroom": headroom, **SUITE_CREATE_LIMIT})
            created = app.test_client().post("/v1/sessions", json={"game": "ecarte"})
    finally:
        server.stop()
    assert created.status_code == 201, created.get_json()
    said_by_store = [record.getMessage() for record in caplog.records if record.name.startswith("service.store")]
    assert [line for line in said_by_store if said in line], said_by_store
    assert not [line for line in said_by_store if unsaid in line], said_by_store
