"""Store fixtures: the real Redis at 127.0.0.1:6379 under a key prefix of our own, cleaned up."""

from __future__ import annotations

import secrets

import pytest
import redis

REDIS_URL = "redis://127.0.0.1:6379/0"


@pytest.fixture
def redis_prefix():
    prefix = f"arbitro-test-{secrets.token_hex(6)}"
    yield prefix
    client = redis.Redis.from_url(REDIS_URL)
    keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
    if keys:
        client.delete(*keys)
    client.close()
