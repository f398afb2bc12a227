"""An event stream written straight to its socket by its record's fan-out: the events server's way.

Under gunicorn's ``gevent`` worker (docs/OPERATIONS.md, "The event stream") a stream's events are not each handed
back through the server's response loop, woken a follower at a time. gunicorn writes the response's head and first
bytes; then the follower joins its record's fan-out (:class:`~service.store.follow.Fanout`), whose one greenlet
writes each of the record's followers its event straight to the socket gunicorn handed the request
(``environ["gunicorn.socket"]``), framed as gunicorn frames the rest of the body (a chunk each under HTTP/1.1), with
a write that never waits: what the socket does not take at once is left to the follower's own greenlet
(:class:`SocketSink`), which otherwise only waits until the stream ends or its client goes away.

A follower whose socket stays full is sent, once it takes bytes again, the rest of the event begun, then only the
newest version (each is the whole record as it may see it) and the end; never a torn event.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Generator
from typing import Any

import gevent
from gevent import monkey
from gevent.event import Event

from ..store.follow import Ended, Fanout, Follow, Sent

Frame = Callable[[Sent | Ended | None], bytes]


def direct_socket(environ: dict[str, Any]) -> Any | None:
    """The socket a stream's fan-out can write to: gunicorn's, under its ``gevent`` worker (sockets that never block
    the process), for a ``GET`` (a ``HEAD`` has no body); None elsewhere (gthread workers, a development server),
    where each stream is its own response loop."""
    sock = environ.get("gunicorn.socket")
    if sock is None or environ.get("REQUEST_METHOD") != "GET" or not monkey.is_module_patched("socket"):
        return None
    return sock


def chunk(data: bytes) -> bytes:
    """``data`` as one chunk of an HTTP/1.1 chunked body."""
    return b"%X\r\n%s\r\n" % (len(data), data)


def written_directly(
    follow: Follow, sock: Any, environ: dict[str, Any], first: bytes, frame: Frame
) -> Generator[bytes, None, None]:
    """The body gunicorn iterates: ``first`` (written by gunicorn after the response's head), then the follower's
    events written by its record's fan-out, until the stream ends or its client goes away."""
    yield first
    chunked = environ.get("SERVER_PROTOCOL") != "HTTP/1.0"  # gunicorn chunks a body of no length but under HTTP/1.0
    sink = SocketSink(sock, (lambda event: chunk(frame(event))) if chunked else frame)
    try:
        Fanout.join(follow, sink)
        sink.serve()
    finally:  # the body closed early too (the worker stopping): the fan-out writes this socket no more
        sink.close()


class SocketSink:
    """A follower's socket as its record's fan-out writes it (see the module docstring)."""

    def __init__(self, sock: Any, frame: Frame):
        self._sock = sock
        self._frame = frame
        self._pending: deque[bytes] = deque()  # not yet written: the rest of the event begun, then whole events
        self._wake = Event()
        self._ending = False  # the end event given: once it is written, the stream is over
        self.closed = False

    def deliver(self, event: Sent | Ended | None) -> None:
        if self.closed or self._ending:
            return
        self._ending = isinstance(event, Ended)
        data = self._frame(event)
        if not self._pending:
            self._send_now(data)
        elif event is None:  # a keep-alive: the stream is not idle
            return
        elif isinstance(event, Sent) and len(self._pending) > 1:  # the newest version's in place of one not begun
            self._pending[-1] = data
        else:
            self._pending.append(data)
        if self._pending or self._ending:
            self._wake.set()

    def close(self) -> None:
        self.closed = True
        self._wake.set()

    def _send_now(self, data: bytes) -> None:
        try:
            sent = self._sock.send(data, 0, 0.0)  # gevent's socket: a timeout of 0, never waiting
        except BlockingIOError:
            sent = 0
        except OSError:
            self.close()
            return
        if sent < len(data):
            self._pending.append(data[sent:])

    def serve(self) -> None:
        """The follower's own greenlet: write what the socket did not take at once, until the end event is written,
        the fan-out closes the stream, or the client goes away (told by a greenlet reading the socket)."""
        watcher = gevent.spawn(self._watch)
        try:
            while not self.closed:
                if self._pending:
                    self._sock.sendall(self._pending[0])
                    self._pending.popleft()
                elif self._ending:
                    return
                else:
                    self._wake.wait()
                    self._wake.clear()
        except OSError:
            self.closed = True
        finally:
            watcher.kill()

    def _watch(self) -> None:
        try:
            self._sock.recv(1)  # a stream's client sends nothing more: this returns when it closes
        except OSError:
            pass
        self.close()
