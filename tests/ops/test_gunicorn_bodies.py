"""Request bodies through a real gunicorn: a body over ``MAX_BODY_BYTES`` is a 413 however it is sent."""

from __future__ import annotations

import http.client
import json
from urllib.parse import urlsplit

import pytest

from tests.ops.gunicorn_harness import run_gunicorn

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

LIMIT = 4096


def _post_chunked(base_url: str, body: bytes) -> tuple[int, dict]:
    """POST ``body`` with ``Transfer-Encoding: chunked`` (no Content-Length), in chunks of 1000 bytes."""
    parts = urlsplit(base_url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        chunks = (body[i : i + 1000] for i in range(0, len(body), 1000))
        connection.request(
            "POST",
            "/v1/games/euchre/adjudicate",
            body=chunks,
            headers={"Content-Type": "application/json"},
            encode_chunked=True,
        )
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read())
    finally:
        connection.close()


def test_a_chunked_body_over_the_limit_is_a_413_and_one_within_it_is_read_whole(tmp_path):
    """docs/OPERATIONS.md, "Limits": **413** `request_entity_too_large` with `max_body_bytes`."""
    with run_gunicorn(tmp_path, {"MAX_BODY_BYTES": str(LIMIT)}) as server:
        status, problem = _post_chunked(server.base_url, b'{"deal": "' + b"x" * LIMIT + b'"}')
        assert status == 413, problem
        assert problem["max_body_bytes"] == LIMIT
        status, problem = _post_chunked(server.base_url, b'{"deal": "' + b"x" * (LIMIT - 12) + b'"}')
        assert status == 400 and "deal" in problem["errors"], problem  # read whole: valid JSON, a bad deal
