"""A session followed through its event stream (``GET /v1/sessions/{id}/events``, docs/API.md §5).

The stream is Server-Sent Events: each event a version of the session (``id``) and the token's view of it
(``data``); comment lines keep it open; an ``end`` event says why it closes. :func:`events` reads them off an
``httpx`` streamed answer; a broken stream is taken up again with ``Last-Event-ID`` by :meth:`Arbitro.follow`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Event:
    """One event: its type (``message`` for a view, ``end`` at the end), its id (a version) and its data."""

    kind: str
    id: str | None
    data: Any


def events(lines: Iterator[str]) -> Iterator[Event]:
    """The events of a stream's lines (the Server-Sent Events format: ``field: value`` lines, a blank line ending
    each event, ``:`` a comment)."""
    kind, event_id, data = "message", None, list[str]()
    for line in lines:
        if not line:
            if data:
                yield Event(kind, event_id, json.loads("\n".join(data)))
            kind, event_id, data = "message", None, list[str]()
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            kind = value
        elif name == "id":
            event_id = value
        elif name == "data":
            data.append(value)
