"""Conditional GETs, RFC 9110 §13.1.2 (service/api/conditional.py): ``If-None-Match`` is compared weakly with
every ETag'd resource's current ETag, may list several tags, and ``*`` matches any current representation; the
304 carries the headers its 200 would (``ETag``, ``Cache-Control``, ``Vary``)."""

from __future__ import annotations

import pytest

from tests.conftest import shared_app
from tests.sessions.conftest import Table, bearer
from tests.tournaments.support import NAMES, create, result_url

CURRENT = ['"v1"', 'W/"v1"', '"v9", "v1"', 'W/"v7", W/"v1"', "*"]
STALE = ['"v2"', 'W/"v2"', '"v9", W/"v2"', '"V1"']


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


@pytest.fixture(scope="module")
def resources(client) -> dict[str, dict[str, str]]:
    """Each ETag'd GET at version 1 (a table's result at v0: none yet), with the headers it needs."""
    table = Table(client, "ecarte")
    tournament = create(client, game="ecarte", format="round-robin", players=NAMES[:4])
    url = f"/v1/tournaments/{tournament['id']}"
    return {
        table.url: bearer(table.referee),
        url: {},
        f"{url}/standings": {},
        f"{url}/standings?format=csv": {},
        result_url(tournament, 1, 1): {},
    }


def _current(client, path: str, headers: dict[str, str]) -> tuple[str, str]:
    first = client.get(path, headers=headers)
    assert first.status_code == 200 and first.headers["ETag"] in ('"v1"', '"v0"'), path
    return first.headers["ETag"], first.headers.get("Vary", "")


def _as_of(header: str, etag: str) -> str:
    return header.replace("v1", etag.strip('"'))


@pytest.mark.parametrize("if_none_match", CURRENT)
def test_a_header_naming_the_current_etag_weakly_in_a_list_or_star_is_a_304(client, resources, if_none_match):
    for path, headers in resources.items():
        etag, vary = _current(client, path, headers)
        answer = client.get(path, headers={**headers, "If-None-Match": _as_of(if_none_match, etag)})
        assert answer.status_code == 304, (path, if_none_match)
        assert answer.data == b""
        assert answer.headers["ETag"] == etag and answer.headers["Cache-Control"] == "no-store"
        assert answer.headers["Vary"] == vary, path  # as its 200 varies


@pytest.mark.parametrize("if_none_match", STALE)
def test_a_header_naming_no_current_etag_is_answered_in_full(client, resources, if_none_match):
    for path, headers in resources.items():
        etag, _ = _current(client, path, headers)
        answer = client.get(path, headers={**headers, "If-None-Match": _as_of(if_none_match, etag)})
        assert answer.status_code == 200 and answer.data, (path, if_none_match)
