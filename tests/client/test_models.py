"""The Python client's answers are the service's JSON, key for key, for every game (a live gunicorn).

A session's view differs by game and by reader (a seat's view, the referee's report), and its
generated model types those fields as unions; ``arbitro_client.exact`` reads each with the member
that keeps every key. Here each answer's ``to_dict()`` is compared with the JSON the service sends
for the same request: a session's creation, every seat's and the referee's view and log after a
few moves, its record, and the stateless adjudication of the deal as dealt.
"""

from __future__ import annotations

import random

import httpx
import pytest

from service.games.registry import ENGINES
from tests.client.conftest import move_of, seat_tables

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests

MOVES = 6


@pytest.fixture(scope="module")
def plain(gunicorn):
    with httpx.Client(base_url=gunicorn.base_url, timeout=60) as client:
        yield client


def _as(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_every_answer_is_the_json_the_service_sent(arbitro, plain, game):
    created = arbitro.create_session(game, seed=4)
    assert created.to_dict().keys() >= {"session_id", "tokens", "rules", "deal"}
    tables, referee = seat_tables(arbitro, created)
    rng = random.Random(game)
    for _ in range(MOVES):
        seat = referee.refresh().to_act
        tables[seat].play(move_of(game, tables[seat], rng))

    url = f"/v1/sessions/{created.session_id}"
    for token in [created.tokens.referee, *created.tokens.seats]:
        assert arbitro.session(created.session_id, token).to_dict() == plain.get(url, headers=_as(token)).json()
        log = arbitro.session_log(created.session_id, token).to_dict()
        assert log == plain.get(f"{url}/log", headers=_as(token)).json()
    record = arbitro.session_record(created.session_id, created.tokens.referee).to_dict()
    assert record == plain.get(f"{url}/record", headers=_as(created.tokens.referee)).json()

    request = {"rules": record["rules"], "deal": record["deals"][0]["deal"]}
    adjudicated = arbitro.adjudicate(game, request).to_dict()
    assert adjudicated == plain.post(f"/v1/games/{game}/adjudicate", json=request).json()
