"""A body read straight from a server that ends it (service/fast_paths/request_body.py) is answered as werkzeug's
read is."""

from __future__ import annotations

import pytest

from service.app import create_app
from service.fast_paths import ALL, FastPath

ENDS_THE_BODY = {"wsgi.input_terminated": True}  # what gunicorn says of its input stream


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None}).test_client()


@pytest.fixture(scope="module")
def werkzeug_client():
    """The app reading bodies as werkzeug does."""
    return create_app({"redis_url": None}, ALL - {FastPath.BODY_READ}).test_client()


def _answer(client, overrides: dict, body: bytes, content_type: str, headers: dict | None = None):
    reply = client.post(
        "/v1/games/euchre/adjudicate",
        data=body,
        content_type=content_type,
        headers=headers or {},
        environ_overrides=overrides,
    )
    problem = reply.get_json()
    if isinstance(problem, dict):
        problem.pop("request_id", None)
    return reply.status_code, problem


@pytest.mark.parametrize(
    ("body", "content_type", "headers"),
    [
        (b'{"deal": {}}', "application/json", None),
        (b"{}", "application/json; charset=utf-8", None),
        (b'{"deal": {}}', "application/problem+json", None),
        (b'{"deal": {}}', "text/json", None),
        (b"", "application/json", None),
        (b"{", "application/json", None),
        (b'{"deal": "' + b"x" * 3_000_000 + b'"}', "application/json", None),
        (b'{"deal": {}}', "application/json", {"Transfer-Encoding": "chunked"}),
    ],
)
def test_the_same_answer_as_werkzeugs_read(client, werkzeug_client, body, content_type, headers):
    ours = _answer(client, ENDS_THE_BODY, body, content_type, headers)
    assert ours == _answer(werkzeug_client, ENDS_THE_BODY, body, content_type, headers)


class _Chunks:
    """A server's input stream for a chunked body: no length, and each read gives at most one chunk."""

    def __init__(self, body: bytes, chunk: int = 4096) -> None:
        self._body = body
        self._chunk = chunk

    def read(self, size: int = -1) -> bytes:
        size = len(self._body) if size < 0 else size
        piece, self._body = self._body[: min(size, self._chunk)], self._body[min(size, self._chunk) :]
        return piece


def _chunked(limit: int, body: bytes, fast_paths=ALL):
    client = create_app({"redis_url": None, "max_body_bytes": limit}, fast_paths).test_client()
    environ = {"wsgi.input_terminated": True, "HTTP_TRANSFER_ENCODING": "chunked", "wsgi.input": _Chunks(body)}
    reply = client.post("/v1/games/euchre/adjudicate", content_type="application/json", environ_overrides=environ)
    assert "CONTENT_LENGTH" not in reply.request.environ or not reply.request.environ["CONTENT_LENGTH"]
    return reply


BODY_READS = pytest.mark.parametrize(
    "fast_paths", [ALL, ALL - {FastPath.BODY_READ}], ids=["read-from-the-server", "werkzeug-read"]
)


@BODY_READS
@pytest.mark.parametrize("excess", [1, 5000, 3_000_000])
def test_a_chunked_body_over_the_limit_is_a_413_stating_the_limit(excess, fast_paths):
    """docs/OPERATIONS.md, "Limits": a body over MAX_BODY_BYTES is a 413 however it is sent; a chunked
    body has no Content-Length to check first, and werkzeug's read of it stops at the limit."""
    limit = 20_000
    body = b'{"deal": "' + b"x" * (limit - 12 + excess) + b'"}'
    assert len(body) == limit + excess
    reply = _chunked(limit, body, fast_paths)
    assert reply.status_code == 413, reply.get_json()
    assert reply.get_json()["max_body_bytes"] == limit


@BODY_READS
def test_a_chunked_body_of_exactly_the_limit_is_read_whole(fast_paths):
    limit = 20_000
    body = b'{"deal": "' + b"x" * (limit - 12) + b'"}'
    reply = _chunked(limit, body, fast_paths)
    assert reply.status_code == 400
    assert "deal" in reply.get_json()["errors"]  # the whole document was read: only its deal is wrong
