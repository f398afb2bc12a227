"""A body read straight from a server that ends it (service/api/request_body.py) is answered as werkzeug's read is."""

from __future__ import annotations

import pytest
from flask import request

from service.api import request_body
from service.api.request_body import names_json
from service.app import create_app

ENDS_THE_BODY = {"wsgi.input_terminated": True}  # what gunicorn says of its input stream


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None}).test_client()


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
def test_the_same_answer_as_werkzeugs_read(client, monkeypatch, body, content_type, headers):
    ours = _answer(client, ENDS_THE_BODY, body, content_type, headers)
    monkeypatch.setattr(request_body, "body_bytes", lambda req: req.get_data(cache=True))
    monkeypatch.setattr(request_body, "names_json", lambda content_type: request.is_json)
    assert ours == _answer(client, ENDS_THE_BODY, body, content_type, headers)


def test_json_content_types_as_werkzeug_says():
    assert names_json("application/json")
    assert names_json("Application/JSON; charset=utf-8")
    assert names_json("application/merge-patch+json")
    assert not names_json("")
    assert not names_json("text/json")
    assert not names_json("application/jsonx")
