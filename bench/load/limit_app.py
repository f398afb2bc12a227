"""The one-trip limit, built apart: the bare Flask echo plus exactly one Redis round trip of a move.

Each request is the echo's work and one compare-and-set through the project's own Redis store
(:meth:`RedisStore.compare_and_set`: one ``EVALSHA`` of its script) of a real session record, the first
Euchre deal's as a session stores it.  Each thread writes a key of its own, so every compare-and-set
succeeds, as an accepted move's does.  The store keeps no record in the process and shares none with the
other workers: nothing a move could skip is skipped here.  Served by gunicorn with ``REDIS_URL`` and
``REDIS_KEY_PREFIX`` in the environment (:mod:`bench.load.move_limit` starts it).

``/limit/answered`` is the same limit answering as the contract has a move answer: a move's body read, the
same compare-and-set, and a move's answer (its body's bytes and its headers) instead of the echo.

``/limit/shared`` is the limit with what a move's storage must do that the plain limit skips, and no more: its
record is one of many (each thread goes round ``SHARED_KEYS`` keys of its own, so the records a request touches are
cold as a move's session among hundreds is), and it goes through the store as a move's does when the workers share
their records (``SESSION_SHARED_RECORDS_DIR``, which gunicorn's master sets): the held version recalled from the
host's shared map instead of read from Redis, the compare-and-set against its tag, and the record written back into
the map for the other workers.  Still one round trip; no engine, no view, no token.
"""

from __future__ import annotations

import os
import threading

from flask import Flask, Response, jsonify, request

from service.config import Settings
from service.store import Loaded
from service.store.memory_store import MemoryStore
from service.store.redis_store import RedisStore

TTL_SECONDS = 3600
SHARED_KEYS = 64
"""The keys each thread of ``/limit/shared`` goes round."""


def session_record(game: str = "euchre", seed: int = 7) -> bytes:
    """The record a new session of ``game`` stores (its first deal dealt from ``seed``), as its bytes."""
    from service.sessions import SessionService

    store = MemoryStore()
    service = SessionService(store, Settings.load({"allow_test_seeds": True}))
    answer, _tokens = service.create({"game": game, "seed": seed})
    loaded = store.load(answer.body["session_id"])
    assert loaded is not None
    return loaded.data


def move_answer(game: str = "euchre", seed: int = 7) -> tuple[dict, bytes]:
    """A real move's body as a client posts it and its answer's body, the first move of the session of
    :func:`session_record`."""
    from service.sessions import SessionService

    service = SessionService(MemoryStore(), Settings.load({"allow_test_seeds": True}))
    answer, tokens = service.create({"game": game, "seed": seed})
    session_id, token = answer.body["session_id"], tokens["seats"][answer.body["to_act"]]
    legal = service.view(session_id, token).body["legal_actions"]
    action = {key: value for key, value in legal[0].items() if key != "seat"}
    moved = service.act(session_id, token, action, f'"v{answer.version}"')
    return action, moved.written


def create_app() -> Flask:
    app = Flask(__name__)
    record = session_record()
    _action, answered = move_answer()
    store = RedisStore(os.environ["REDIS_URL"], key_prefix=os.environ["REDIS_KEY_PREFIX"])
    held = threading.local()  # this thread's key and the version it wrote last

    def compare_and_set() -> None:
        if getattr(held, "pid", None) != os.getpid():
            held.pid, held.key, held.version = os.getpid(), f"limit-{os.getpid()}-{threading.get_ident()}", 1
            store.create(held.key, record, TTL_SECONDS)
        if not store.compare_and_set(held.key, held.version, record, TTL_SECONDS):
            raise RuntimeError(f"the limit's own key {held.key} moved under it")
        held.version += 1

    shared_store = RedisStore(
        os.environ["REDIS_URL"],
        key_prefix=os.environ["REDIS_KEY_PREFIX"],
        recent_bytes=Settings.load({}).session_recent_record_bytes,
        shared_records=os.environ.get("SESSION_SHARED_RECORDS_DIR"),
    )
    shared = threading.local()  # this thread's keys, the version each holds, and the key its next request takes

    def shared_compare_and_set() -> None:
        if getattr(shared, "pid", None) != os.getpid():
            shared.pid, shared.turn = os.getpid(), 0
            shared.keys = [f"limit-{os.getpid()}-{threading.get_ident()}-{n}" for n in range(SHARED_KEYS)]
            shared.versions = [1] * SHARED_KEYS
            for key in shared.keys:
                shared_store.create(key, record, TTL_SECONDS)
        n = shared.turn = (shared.turn + 1) % SHARED_KEYS
        key, version = shared.keys[n], shared.versions[n]
        held: Loaded | None = shared_store.load(key, expected_version=version)
        if held is None or not shared_store.compare_and_set(key, version, record, TTL_SECONDS, expected_tag=held.tag):
            raise RuntimeError(f"the limit's own key {key} moved under it")
        shared.versions[n] = version + 1

    @app.post("/limit")
    def limit():
        compare_and_set()
        return jsonify(request.get_json())

    @app.post("/limit/answered")
    def limit_answering_as_a_move():
        request.get_json()
        compare_and_set()
        return Response(answered, mimetype="application/json", headers=_move_headers())

    @app.post("/limit/shared")
    def limit_with_shared_records():
        shared_compare_and_set()
        return jsonify(request.get_json())

    return app


def _move_headers() -> list[tuple[str, str]]:
    """A move answer's headers but its length and type (Response sets them), in their order."""
    return [
        ("ETag", '"v2"'),
        ("Cache-Control", "no-store"),
        ("Vary", "Authorization, Accept-Language"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("Content-Language", "en"),
        ("X-Request-ID", os.urandom(16).hex()),
    ]
