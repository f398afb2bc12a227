"""The Python client's answers are the service's JSON, key for key, for every game (a live gunicorn).

A session's view differs by game and by reader (a seat's view, the referee's report): openapi.yaml
writes each such answer as a union its members tell apart by ``game`` and ``role``, and the
generated code reads the member that fits, with no help. Here each answer's ``to_dict()`` is
compared with the JSON the service sends for the same request: a session's creation, every
seat's and the referee's view and log after a few moves, its record, and the stateless
adjudication of the deal as dealt; every game endpoint with its example in openapi.yaml; the
catalogue, a problem page and the health endpoints."""

from __future__ import annotations

import functools
import random

import httpx
import pytest

from service.games.registry import ENGINES
from tests.client.conftest import move_of, seat_tables
from tests.conformance import read_openapi

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


GAME_POSTS = [
    (path, operation["requestBody"]["content"]["application/json"]["example"])
    for path, item in read_openapi()["paths"].items()
    for method, operation in item.items()
    if method == "post" and path.startswith("/v1/games/")
]


def _method(arbitro, path: str):
    """The client's method for a game endpoint's path."""
    game, endpoint = path.removeprefix("/v1/games/").split("/", 1)
    per_game = {
        "adjudicate": arbitro.adjudicate,
        "legal-actions": arbitro.legal_actions,
        "validate": arbitro.validate,
        "trick-winner": arbitro.trick_winner,
    }
    if endpoint in per_game:
        return functools.partial(per_game[endpoint], game)
    return {
        "first-dealer": arbitro.first_dealer,
        "hand-value": arbitro.hand_value,
        "melds/check": arbitro.meld_check,
        "melds/best-opening": arbitro.best_opening,
        "melds/can-close": arbitro.can_close,
    }[endpoint]


@pytest.mark.parametrize(("path", "example"), GAME_POSTS, ids=[path for path, _ in GAME_POSTS])
def test_each_game_endpoint_answers_its_example_as_the_service_does(arbitro, plain, path, example):
    assert _method(arbitro, path)(example).to_dict() == plain.post(path, json=example).json()


def test_the_catalogue_and_the_problem_pages_are_the_service_s(arbitro, plain):
    assert arbitro.games().to_dict() == plain.get("/v1/games").json()
    for game in ENGINES:
        assert arbitro.game(game).to_dict() == plain.get(f"/v1/games/{game}").json()
    page = plain.get("/problems/must-follow-suit", headers={"Accept": "application/json"}).json()
    assert arbitro.problem("must_follow_suit").to_dict() == page
    assert arbitro.health().to_dict() == plain.get("/healthz").json()
    assert arbitro.readiness().to_dict() == plain.get("/readyz").json()
