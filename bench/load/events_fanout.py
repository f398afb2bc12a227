"""The events server's limit with a fan-out: a session's followers written from one greenlet, not each by its own.

The same as :mod:`bench.load.events_limit` (gunicorn's ``gevent`` worker, the project's store, Redis pub/sub
listener and hub, fixed bytes as long as a seat's view sent of each version), but for the way a version reaches
its followers. There, each follower's own response loop is woken by the version and writes it through gunicorn. Here,
one greenlet a session (:class:`Fanout`) hears its versions and writes each follower's event straight to the
follower's socket (``environ["gunicorn.socket"]``), chunk-framed as gunicorn frames the rest of the stream, with a
non-blocking ``send``: a follower whose socket is full is left the rest of the event and the newest one after it,
which its own greenlet writes once the socket takes them. A follower's own greenlet otherwise only waits, from the
stream's first bytes (gunicorn writes the headers with them) until its socket fails or the session ends.

So the two limits side by side (``python -m bench.bench_events --events-limit`` and ``--events-fanout``) say what
such a fan-out would save the events server a move; the events server itself follows each session with a response
loop a follower. Served by gunicorn with ``REDIS_URL`` and ``REDIS_KEY_PREFIX`` in the environment.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from typing import Any

from flask import Flask, Response, request

from service.api.event_stream import EVENT_STREAM, RETRY_MS
from service.config import Settings
from service.store import SessionStore, configured_store
from service.store.follow import HEARD_WITHIN_SECONDS

HEARTBEAT_SECONDS = 15.0


def chunk(data: bytes) -> bytes:
    """``data`` as one chunk of an HTTP/1.1 chunked body, as gunicorn writes each piece of a stream."""
    return b"%X\r\n%s\r\n" % (len(data), data)


class Follower:
    """One follower's socket, written by its session's :class:`Fanout`; ``wake`` asks its own greenlet to write what
    the socket did not take, or to end the stream (``over``)."""

    def __init__(self, sock: Any):
        self.sock = sock
        self.wake = threading.Event()
        self.over = False
        self.backlog = b""
        self.newest: bytes | None = None

    def send(self, framed: bytes) -> None:
        """Write ``framed`` now if the socket takes it, else leave it (the newest only) to the follower's greenlet."""
        if self.over:
            return
        if self.backlog:
            self.newest = framed
            return
        try:
            sent = self.sock.send(framed, 0, 0.0)
        except BlockingIOError:
            sent = 0
        except OSError:
            self.end()
            return
        if sent < len(framed):
            self.backlog = framed[sent:]
            self.wake.set()

    def end(self) -> None:
        self.over = True
        self.wake.set()

    def serve(self) -> None:
        """The follower's own greenlet: write what is left to it until the stream is over (its client gone: told by
        a greenlet reading the socket, which only the client's close wakes)."""
        closed = threading.Thread(target=self._closed, daemon=True)
        closed.start()
        while True:
            self.wake.wait()
            self.wake.clear()
            if self.over:
                return
            try:
                while self.backlog:
                    self.sock.sendall(self.backlog)
                    self.backlog, self.newest = self.newest or b"", None
            except OSError:
                self.end()

    def _closed(self) -> None:
        try:
            self.sock.recv(1)
        except OSError:
            pass
        self.end()


class Fanout:
    """A session's followers in this process, written from one greenlet (started with the first, gone with the last)."""

    def __init__(self, store: SessionStore, session_id: str, view: bytes, first: Follower):
        self._store = store
        self._session_id = session_id
        self._view = view
        self.followers: set[Follower] = {first}
        self.over = False
        self._latest: bytes | None = None

    @classmethod
    def joined(cls, sessions: dict[str, Fanout], store: SessionStore, session_id: str, view: bytes, follower: Follower):
        """Add ``follower`` to its session's fan-out, started with it when the session has none running here. The
        follower is in the fan-out before its greenlet first runs, and an ended fan-out takes no one (it is over
        before it leaves ``sessions``), so no follower is left with a fan-out that will never write to it."""
        fanout = sessions.get(session_id)
        if fanout is not None and not fanout.over:
            fanout.followers.add(follower)
            if fanout._latest is not None:
                follower.send(fanout._latest)
            return
        fanout = sessions[session_id] = cls(store, session_id, view, follower)
        threading.Thread(target=fanout._run, args=(sessions,), daemon=True).start()

    def _run(self, sessions: dict[str, Fanout]) -> None:
        try:
            with self._store.events.following(self._session_id) as following:
                if not following.listening(HEARD_WITHIN_SECONDS):
                    return
                sent = -1
                while self.followers:
                    notice = following.after(sent, HEARTBEAT_SECONDS)
                    if notice is None:
                        self._write(chunk(b": keep-alive\n\n"))
                        continue
                    if notice.gone:
                        return
                    self._latest = chunk(b"id: %d\ndata: %s\n\n" % (notice.version, self._view))
                    self._write(self._latest)
                    sent = notice.version
        finally:
            self.over = True
            if sessions.get(self._session_id) is self:
                del sessions[self._session_id]
            for follower in self.followers:
                follower.end()

    def _write(self, framed: bytes) -> None:
        for follower in list(self.followers):
            follower.send(framed)
            if follower.over:
                self.followers.discard(follower)


def create_app() -> Flask:
    settings = Settings.load()
    store = configured_store(settings)
    view = b'"' + b"x" * max(int(os.environ.get("EVENTS_LIMIT_VIEW_BYTES", "2000")) - 2, 0) + b'"'
    sessions: dict[str, Fanout] = {}
    app = Flask(__name__)

    @app.get("/v1/sessions/<session_id>/events")
    def events(session_id: str):
        sock = request.environ["gunicorn.socket"]

        def stream() -> Iterator[bytes]:
            yield b"retry: %d\n\n" % RETRY_MS  # gunicorn writes the headers, then this chunk
            follower = Follower(sock)
            Fanout.joined(sessions, store, session_id, view, follower)
            follower.serve()

        return Response(stream(), mimetype=EVENT_STREAM, direct_passthrough=True)

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    return app
