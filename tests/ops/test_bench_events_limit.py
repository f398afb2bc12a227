"""The events server's limit (bench/load/events_limit.py) follows a session through the store as the events server
does, framed as every event stream is, and sends of each version written fixed bytes as long as it is told: its
events are the session's versions, no view is built."""

from __future__ import annotations

import json

from bench.load.events_limit import create_app
from service.config import Settings
from service.store import configured_store


def _event(chunks) -> tuple[int, bytes]:
    fields = dict(line.split(": ", 1) for line in next(chunks).decode().strip().split("\n"))
    return int(fields["id"]), fields["data"].encode()


def test_the_limits_stream_sends_each_version_written_as_fixed_bytes_of_the_length_told(
    redis_url, redis_prefix, monkeypatch
):
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("REDIS_KEY_PREFIX", redis_prefix)
    monkeypatch.setenv("EVENTS_LIMIT_VIEW_BYTES", "300")
    store = configured_store(Settings.load())
    assert store.create("limited", b'{"any": "record"}', 60)
    response = create_app().test_client().get("/v1/sessions/limited/events", buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    chunks = iter(response.response)
    try:
        assert next(chunks) == b"retry: 2000\n\n"
        version, data = _event(chunks)
        assert version == 1 and len(data) == 300 and json.loads(data) == "x" * 298
        for written in (2, 3):
            assert store.compare_and_set("limited", written - 1, b'{"any": "record"}', 60) is not None
            assert _event(chunks) == (written, data)
    finally:
        response.close()
