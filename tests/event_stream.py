"""An event stream (a session's, a tournament's: docs/API.md §5 and §8) read through the test client, event by
event.

Each read waits for a complete event, the app's heartbeat bounding how long it blocks, and a read that sees nothing
after many heartbeats fails instead of hanging.
"""

from __future__ import annotations

from typing import Any

import orjson

HANG_GUARD_BEATS = 400
"""How many heartbeats a read sees, with no event, before the test fails (a lost event, not a slow machine)."""


class Stream:
    """One follower's stream of ``url`` (``headers``: a token, ``Last-Event-ID``...), read event by event."""

    def __init__(self, client: Any, url: str, headers: dict[str, str] | None = None):
        self.response = client.get(url, headers={**(headers or {}), "Accept": "text/event-stream"}, buffered=False)
        assert self.response.status_code == 200, self.response.get_data()
        assert self.response.mimetype == "text/event-stream"
        self.frames = iter(self.response.response)
        assert next(self.frames) == b"retry: 2000\n\n"
        self.beats = 0

    def next(self) -> tuple[str, int | None, Any]:
        """The next event: (type, id, data), the comment lines before it counted in ``beats``."""
        for _ in range(HANG_GUARD_BEATS):
            frame = next(self.frames)
            if frame == b": keep-alive\n\n":
                self.beats += 1
                continue
            fields = dict(line.split(": ", 1) for line in frame.decode().strip("\n").split("\n"))
            event_id = int(fields["id"]) if "id" in fields else None
            return fields.get("event", "message"), event_id, orjson.loads(fields["data"])
        raise AssertionError(f"no event after {HANG_GUARD_BEATS} heartbeats")

    def view(self) -> tuple[int, Any]:
        """The next event, a version: (its id, its data)."""
        kind, event_id, data = self.next()
        assert kind == "message" and event_id is not None, (kind, data)
        return event_id, data

    def ended(self) -> str:
        """The next event, the end: its reason; the stream closes after it."""
        kind, _, data = self.next()
        assert kind == "end", (kind, data)
        assert list(self.frames) == [], "the stream goes on after its end event"
        return data["reason"]

    def close(self) -> None:
        self.response.close()
