"""The headers that protect a browser (service/api/page_headers.py, service/api/vary.py): ``nosniff`` and
``Referrer-Policy`` on every answer; a strict Content-Security-Policy with ``frame-ancestors 'none'`` and
``X-Frame-Options`` on every HTML page; ``Vary`` naming every request header an answer depends on."""

from __future__ import annotations

import re

import pytest

from service.app import create_app
from tests.tournaments.support import NAMES, create

ORIGIN = "https://table.example"
HTML = {"Accept": "text/html"}


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None}).test_client()


@pytest.fixture(scope="module")
def pages(client) -> list[str]:
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    return ["/referee", f"/tournament/{tournament['id']}", "/docs", "/problems/must-follow-suit"]


def _directives(policy: str) -> dict[str, list[str]]:
    return {name: values for name, *values in (part.split() for part in policy.split(";") if part.strip())}


def test_every_html_page_has_a_strict_policy_and_may_not_be_framed(client, pages):
    for path in pages:
        page = client.get(path, headers=HTML)
        assert page.status_code == 200 and page.mimetype == "text/html", path
        policy = _directives(page.headers["Content-Security-Policy"])
        assert policy["default-src"] == ["'none'"], path
        assert policy["script-src"] == ["'self'"], path  # no inline script, no eval, no other host
        assert policy["frame-ancestors"] == ["'none'"] and page.headers["X-Frame-Options"] == "DENY", path
        assert policy["base-uri"] == ["'none'"], path
        assert policy["connect-src"] == ["'self'"] and policy["style-src"] == ["'self'"], path


def test_no_page_holds_an_inline_script_or_style(client, pages):
    """What the policy forbids is not in the pages either: every script and stylesheet is a file served here."""
    for path in pages:
        html = client.get(path, headers=HTML).text
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), path
        assert "<style" not in html and " style=" not in html, path
        assert not re.search(r"\son[a-z]+=", html), path  # no event handler attributes
        for asset in re.findall(r'(?:src|href)="(/[^"]+\.(?:js|css))"', html):
            served = client.get(asset)
            assert served.status_code == 200, asset
            assert served.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize(
    ("path", "headers"),
    [
        ("/v1/games", {}),
        ("/v1/games/no-such-game", {}),
        ("/healthz", {}),
        ("/openapi.json", {}),
        ("/problems/must-follow-suit", {}),
        ("/pages/docs.js", {}),
        ("/referee/static/console.js", {}),
    ],
)
def test_every_answer_is_nosniff_with_no_referrer(client, path, headers):
    answer = client.get(path, headers=headers)
    assert answer.headers["X-Content-Type-Options"] == "nosniff", path
    assert answer.headers["Referrer-Policy"] == "no-referrer", path
    if answer.mimetype != "text/html":
        assert "Content-Security-Policy" not in answer.headers


def _vary(answer) -> set[str]:
    lines = answer.headers.getlist("Vary")
    assert len(lines) == 1, lines  # one line: a cache reading one sees every name
    return {name.strip().lower() for name in lines[0].split(",")}


@pytest.mark.parametrize("origins", [(ORIGIN,), (ORIGIN, "http://localhost:3000")])
def test_with_listed_origins_every_answer_varies_by_origin(origins):
    """Whether an answer allows the caller's origin depends on ``Origin``: with one listed origin flask-cors said
    nothing, so a cache could hand an answer without ``Access-Control-Allow-Origin`` to the allowed origin."""
    client = create_app({"redis_url": None, "cors_origins": origins}).test_client()
    for headers in ({}, {"Origin": ORIGIN}, {"Origin": "https://elsewhere.example"}):
        assert "origin" in _vary(client.get("/v1/games", headers=headers)), headers
        problem = client.get("/problems/must-follow-suit", headers=headers)
        assert {"origin", "accept", "accept-language"} <= _vary(problem), headers


def test_with_any_origin_or_none_answers_do_not_vary_by_origin(client):
    anyone = create_app({"redis_url": None, "cors_origins": ("*",)}).test_client()
    for each in (client, anyone):
        assert _vary(each.get("/v1/games", headers={"Origin": ORIGIN})) == {"accept-language"}
