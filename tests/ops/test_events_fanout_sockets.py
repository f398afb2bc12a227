"""A record's fan-out writing its followers' sockets under gunicorn's ``gevent`` worker on the real Redis
(service/api/direct_stream.py), served by the events server's limit (bench/load/events_limit.py: the same streams,
fixed bytes in place of each view, so that a view is as long as a test needs): each follower reads a well-formed
chunked stream of the session's versions, written past gunicorn's response loop; and a follower whose socket filled
while it did not read is sent the rest of an event and then the newest, never a torn one."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import closing, contextmanager

import pytest

from service.config import Settings
from service.store import SessionStore, configured_store
from tests.ops.gunicorn_harness import run_gunicorn

pytestmark = pytest.mark.slow

RECORD = b'{"any": "record"}'


class Stream:
    """A follower's stream read off its socket: the chunks of the body, each an event."""

    def __init__(self, connection: socket.socket):
        self._connection = connection
        self._file = connection.makefile("rb")
        status = self._file.readline()
        assert b" 200 " in status, status
        headers = {}
        while (line := self._file.readline()) != b"\r\n":
            name, _, value = line.decode().partition(":")
            headers[name.strip().lower()] = value.strip()
        assert headers["transfer-encoding"] == "chunked" and headers["content-type"].startswith("text/event-stream")
        assert self.chunk() == b"retry: 2000\n\n"

    def close(self) -> None:
        """The connection closed (the file read from it holds it open until it is closed too)."""
        self._file.close()
        self._connection.close()

    def chunk(self) -> bytes:
        size = int(self._file.readline(), 16)
        data = self._file.read(size)
        assert self._file.read(2) == b"\r\n", "a chunk not ended where its size says"
        return data

    def event(self) -> tuple[int, bytes]:
        """The next event's id and data (keep-alives passed over)."""
        while (data := self.chunk()).startswith(b":"):
            pass
        fields = dict(line.split(b": ", 1) for line in data.rstrip(b"\n").split(b"\n"))
        return int(fields[b"id"]), fields[b"data"]


@contextmanager
def limit_server(tmp_path, redis_url: str, redis_prefix: str, view_bytes: int) -> Iterator[str]:
    env = {
        "REDIS_URL": redis_url,
        "REDIS_KEY_PREFIX": redis_prefix,
        "GUNICORN_WORKER_CLASS": "gevent",
        "WEB_CONCURRENCY": "1",
        "EVENTS_LIMIT_VIEW_BYTES": str(view_bytes),
    }
    with run_gunicorn(tmp_path, env, app="bench.load.events_limit:create_app()") as server:
        yield server.base_url.rsplit(":", 1)[1]


@pytest.fixture
def store(redis_url, redis_prefix, monkeypatch) -> SessionStore:
    """The store the server follows, as the test writes to it."""
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("REDIS_KEY_PREFIX", redis_prefix)
    return configured_store(Settings.load())


def follow(port: str, session_id: str) -> socket.socket:
    """A follower's connection, its receive buffer small: the server's writes outrun a follower that stops reading."""
    connection = socket.socket()
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1 << 16)
    connection.settimeout(10)  # under the heartbeat: a stream that stalls fails the test
    connection.connect(("127.0.0.1", int(port)))
    connection.sendall(f"GET /v1/sessions/{session_id}/events HTTP/1.1\r\nHost: test\r\n\r\n".encode())
    return connection


def test_each_follower_of_a_session_reads_each_version_as_an_event_of_the_length_told(
    tmp_path, redis_url, redis_prefix, store
):
    assert store.create("fanned", RECORD, 60)
    with limit_server(tmp_path, redis_url, redis_prefix, 300) as port:
        with closing(Stream(follow(port, "fanned"))) as first, closing(Stream(follow(port, "fanned"))) as second:
            streams = [first, second]
            for stream in streams:  # the current version, once the session's fan-out has each follower
                version, data = stream.event()
                assert version == 1 and len(data) == 300 and data == b'"' + b"x" * 298 + b'"'
            for written in (2, 3, 4):
                assert store.compare_and_set("fanned", written - 1, RECORD, 60) is not None
                assert [stream.event()[0] for stream in streams] == [written, written]


def test_a_follower_whose_socket_filled_reads_whole_events_up_to_the_newest(tmp_path, redis_url, redis_prefix, store):
    assert store.create("slow", RECORD, 60)
    with limit_server(tmp_path, redis_url, redis_prefix, 4 << 20) as port:
        with closing(Stream(follow(port, "slow"))) as stream:
            assert stream.event()[0] == 1
            for written in range(2, 13):  # 44 MB written while the follower reads nothing: its socket fills
                assert store.compare_and_set("slow", written - 1, RECORD, 60) is not None
            seen = []
            while not seen or seen[-1] < 12:
                version, data = stream.event()
                assert len(data) == 4 << 20
                seen.append(version)
            assert seen == sorted(set(seen)) and len(seen) < 11, seen  # in order, the ones it had no room for skipped
