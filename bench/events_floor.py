"""The floor under any events server on gevent: one process writing events to 1,000 loopback connections, two ways.

    python -m bench.events_floor [--bytes 3000] [--moves 10000]

No HTTP, no Flask, no store: a gevent process accepts 1,000 connections from a reader process (plain sockets and a
selector, draining them) and writes ``--moves`` times an event of ``--bytes`` bytes, chunk-framed as gunicorn frames
a stream's, to four of them in turn (a move's four followers):

- ``direct``: one greenlet writes each move's four events itself (a non-blocking ``send``), as a fan-out serving a
  session's followers from one place would;
- ``woken``: each connection has a greenlet of its own, waiting on an event that the move sets, which then writes
  its event (``sendall``), as a stream served by a WSGI response loop a follower is.

Prints each way's CPU an event in the writing process (and in the reader). What the second costs beyond the first
is the switching a follower's own greenlet costs; what the first costs is the socket's, which no design saves.
"""

from __future__ import annotations

import argparse
import multiprocessing
import selectors
import socket
import time

CONNECTIONS = 1000
FOLLOWERS_A_MOVE = 4


def _reader(port: int, events: int, size: int, said: multiprocessing.SimpleQueue) -> None:
    connections = [socket.create_connection(("127.0.0.1", port)) for _ in range(CONNECTIONS)]
    selector = selectors.DefaultSelector()
    for connection in connections:
        connection.setblocking(False)
        selector.register(connection, selectors.EVENT_READ)
    wanted, got = events * size, 0
    started = time.process_time()
    while got < wanted:
        for key, _mask in selector.select(5):
            try:
                got += len(key.fileobj.recv(1 << 18))  # type: ignore[union-attr]
            except BlockingIOError:
                pass
    said.put((time.process_time() - started) / events)


def _written(mode: str, moves: int, size: int) -> tuple[float, float]:
    """CPU seconds an event in the writer and in the reader."""
    import gevent
    import gevent.event
    import gevent.socket

    listener = gevent.socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(CONNECTIONS * 2)
    events = moves * FOLLOWERS_A_MOVE
    event = b"%X\r\n%s\r\n" % (size, b"x" * size)
    said: multiprocessing.SimpleQueue = multiprocessing.get_context("fork").SimpleQueue()
    reader = multiprocessing.get_context("fork").Process(
        target=_reader, args=(listener.getsockname()[1], events, len(event), said)
    )
    reader.start()
    connections = [listener.accept()[0] for _ in range(CONNECTIONS)]
    if mode == "direct":
        started = time.process_time()
        for move in range(moves):
            first = move * FOLLOWERS_A_MOVE % CONNECTIONS
            for connection in connections[first : first + FOLLOWERS_A_MOVE]:
                if connection.send(event, 0, 0.0) != len(event):
                    raise RuntimeError("a socket's buffer was full: the reader fell behind")
            gevent.sleep(0)
    else:
        wakes = [gevent.event.Event() for _ in connections]
        sent = [0]

        def follower(index: int) -> None:
            wake, connection = wakes[index], connections[index]
            while True:
                wake.wait()
                wake.clear()
                connection.sendall(event)
                sent[0] += 1

        greenlets = [gevent.spawn(follower, index) for index in range(CONNECTIONS)]
        gevent.sleep(0)
        started = time.process_time()
        for move in range(moves):
            first = move * FOLLOWERS_A_MOVE % CONNECTIONS
            for wake in wakes[first : first + FOLLOWERS_A_MOVE]:
                wake.set()
            gevent.sleep(0)
        while sent[0] < events:
            gevent.sleep(0.001)  # the last events' greenlets, still to run
        gevent.killall(greenlets)
    writer = (time.process_time() - started) / events
    reader.join()
    return writer, said.get()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bytes", type=int, default=3000, help="an event's data (a seat's view is about so long)")
    parser.add_argument("--moves", type=int, default=10000)
    args = parser.parse_args()
    for mode in ("direct", "woken", "direct", "woken"):
        writer, reader = _written(mode, args.moves, args.bytes)
        print(f"{mode}: {writer * 1e6:.1f} µs of CPU an event in the writer, {reader * 1e6:.1f} µs in the reader")


if __name__ == "__main__":
    main()
