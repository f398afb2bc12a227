"""A stream written straight to its socket by its record's fan-out (service/api/direct_stream.py), on a pair of
gevent's sockets in this process, the follower's own greenlet serving what the socket does not take at once. A
follower whose socket filled is sent the rest of the event begun, then the newest version and the end, each whole, in
chunks as gunicorn frames a body under HTTP/1.1; the keep-alives given meanwhile are dropped; a follower whose client
went away is closed and sent nothing more."""

from __future__ import annotations

import socket

import gevent
import gevent.socket

from service.api.direct_stream import SocketSink, chunk
from service.api.event_stream import frame
from service.store.follow import Ended, Sent

BUFFER = 4096
EVENT_BYTES = 200_000
"""Far more than the two sockets' buffers hold: the first event alone fills them."""


def _pair() -> tuple[gevent.socket.socket, gevent.socket.socket]:
    server, client = gevent.socket.socketpair()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, BUFFER)
    client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, BUFFER)
    return server, client


def _chunks(body: bytes) -> list[bytes]:
    """A chunked body's chunks, each checked to end where its size says."""
    chunks = []
    while body:
        size, _, rest = body.partition(b"\r\n")
        length = int(size, 16)
        chunks.append(rest[:length])
        assert rest[length : length + 2] == b"\r\n", "a chunk not ended where its size says"
        body = rest[length + 2 :]
    return chunks


def _read_all(client: gevent.socket.socket) -> bytes:
    read = []
    while data := client.recv(65536):
        read.append(data)
    return b"".join(read)


def test_a_follower_whose_socket_filled_is_sent_the_event_begun_then_the_newest_and_the_end():
    server, client = _pair()
    sink = SocketSink(server, lambda event: chunk(frame(event)))
    versions = [Sent(version, b"%d" % version * EVENT_BYTES) for version in range(1, 11)]
    for event in (versions[0], None, *versions[1:], None, Ended("game_over")):  # none waits: the socket is full
        sink.deliver(event)
    reader = gevent.spawn(_read_all, client)
    gevent.spawn(sink.serve).join(timeout=30)
    server.close()
    body = reader.get(timeout=30)
    assert _chunks(body) == [frame(versions[0]), frame(versions[-1]), frame(Ended("game_over"))]
    assert not sink.closed


def test_a_follower_whose_client_went_away_is_closed_and_sent_nothing_more():
    server, client = _pair()
    sink = SocketSink(server, frame)
    serving = gevent.spawn(sink.serve)
    sink.deliver(Sent(1, b"one"))
    assert client.recv(100) == frame(Sent(1, b"one"))
    client.close()
    serving.join(timeout=30)
    assert serving.dead and sink.closed
    sink.deliver(Sent(2, b"two"))  # given to a closed sink: not written, no error
    server.close()
