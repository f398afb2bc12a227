"""The events server's limit, built apart: a session's stream as the events server serves it, less its views.

``GET /v1/sessions/<id>/events`` follows the session through the project's own store and streams
(:class:`~service.store.follow.Follow` on :func:`~service.store.configured_store`: the Redis pub/sub listener, the
hub, the heartbeats and expiry checks), written as every event stream is (:func:`~service.api.event_stream
.streamed`: under gunicorn's ``gevent`` worker, as the events server runs, by each session's fan-out). What it
sends of each version is fixed bytes as long as a seat's view (``EVENTS_LIMIT_VIEW_BYTES``): no token is read, no
record decoded, no view built.
So it is what serving the followers costs apart from their views: the floor an events server of this stack stands
on, whatever its views cost. Served by gunicorn with ``REDIS_URL`` and ``REDIS_KEY_PREFIX`` in the environment
(:mod:`bench.bench_events` starts it with ``--events-limit``).
"""

from __future__ import annotations

import os

from flask import Flask

from service.api.event_stream import streamed
from service.config import Settings
from service.store import configured_store
from service.store.events import Notice
from service.store.follow import Follow, Shown, View

HEARTBEAT_SECONDS = 15.0


def create_app() -> Flask:
    settings = Settings.load()
    store = configured_store(settings)
    shown = b'"' + b"x" * max(int(os.environ.get("EVENTS_LIMIT_VIEW_BYTES", "2000")) - 2, 0) + b'"'
    app = Flask(__name__)

    def viewing(_first: Notice) -> View:
        return lambda notice: Shown(notice.version, shown)

    @app.get("/v1/sessions/<session_id>/events")
    def events(session_id: str):
        follow = Follow(store, session_id, viewing, resume_after=None, heartbeat=HEARTBEAT_SECONDS)
        return streamed(follow, {})

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return app
