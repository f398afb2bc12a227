"""The one-trip limit, built apart: the bare Flask echo plus exactly one Redis round trip of a move.

Each request is the echo's work and one compare-and-set through the project's own Redis store
(:meth:`RedisStore.compare_and_set`: one ``EVALSHA`` of its script) of a real session record, the first
Euchre deal's as a session stores it.  Each thread writes a key of its own, so every compare-and-set
succeeds, as an accepted move's does.  The store keeps no record in the process and shares none with the
other workers: nothing a move could skip is skipped here.  Served by gunicorn with ``REDIS_URL`` and
``REDIS_KEY_PREFIX`` in the environment (:mod:`bench.load.move_limit` starts it).
"""

from __future__ import annotations

import os
import threading

from flask import Flask, jsonify, request

from service.config import Settings
from service.store.memory_store import MemoryStore
from service.store.redis_store import RedisStore

TTL_SECONDS = 3600


def session_record(game: str = "euchre", seed: int = 7) -> bytes:
    """The record a new session of ``game`` stores (its first deal dealt from ``seed``), as its bytes."""
    from service.sessions import SessionService

    store = MemoryStore()
    service = SessionService(store, Settings.load({"allow_test_seeds": True}))
    answer, _tokens = service.create({"game": game, "seed": seed})
    loaded = store.load(answer.body["session_id"])
    assert loaded is not None
    return loaded.data


def create_app() -> Flask:
    app = Flask(__name__)
    record = session_record()
    store = RedisStore(os.environ["REDIS_URL"], key_prefix=os.environ["REDIS_KEY_PREFIX"])
    held = threading.local()  # this thread's key and the version it wrote last

    @app.post("/limit")
    def limit():
        if getattr(held, "pid", None) != os.getpid():
            held.pid, held.key, held.version = os.getpid(), f"limit-{os.getpid()}-{threading.get_ident()}", 1
            store.create(held.key, record, TTL_SECONDS)
        if not store.compare_and_set(held.key, held.version, record, TTL_SECONDS):
            raise RuntimeError(f"the limit's own key {held.key} moved under it")
        held.version += 1
        return jsonify(request.get_json())

    return app
