"""A session action's order of checks (the token before the version) and the index a 422 names."""

from __future__ import annotations

import itertools
import random

import pytest

from tests.sessions.conftest import GAMES, PLAY_GAMES, LeakOracle, Remote, Table, bearer, choose_action

TOKENS = ["missing", "malformed", "unknown", "referee", "other_seat_named", "seat"]
IF_MATCH = ["missing", "stale", "garbage", "current"]


def _expected(token: str, if_match: str) -> int:
    """What each pair must answer: every token problem (401, 403) before any version problem (428, 412)."""
    if token in ("missing", "malformed", "unknown"):
        return 401
    if token in ("referee", "other_seat_named"):
        return 403
    return {"missing": 428, "stale": 412, "garbage": 412, "current": 200}[if_match]


@pytest.mark.parametrize("game", GAMES)
def test_a_session_action_checks_the_token_before_if_match(client, game):
    table = Table(client, game, seed=1)
    referee = table.referee_view()
    seat = referee["to_act"]
    other = (seat + 1) % table.created["seats"]
    action = choose_action(table, table.view(table.token_of(seat)), random.Random(1))
    for token, if_match in itertools.product(TOKENS, IF_MATCH):
        version = table.referee_view()["version"]
        headers = {
            "missing": {},
            "malformed": {"Authorization": "Basic abc"},
            "unknown": bearer("not-a-token-of-this-session"),
            "referee": bearer(table.referee),
            "other_seat_named": bearer(table.token_of(other)),
            "seat": bearer(table.token_of(seat)),
        }[token]
        posted = {**action, "seat": seat} if token == "other_seat_named" else action
        tag = {"missing": None, "stale": f'"v{version + 7}"', "garbage": "v1", "current": f'"v{version}"'}[if_match]
        if tag is not None:
            headers["If-Match"] = tag
        response = client.post(f"{table.url}/actions", json=posted, headers=headers)
        assert response.status_code == _expected(token, if_match), (token, if_match, response.get_json())
        if response.status_code == 200:
            return  # the last pair: the action applied


@pytest.mark.parametrize("game", PLAY_GAMES)
@pytest.mark.parametrize("moves", [0, 1, 3])
def test_a_session_422_names_the_refused_actions_number_in_the_deal(client, game, moves):
    table = Table(client, game, seed=6)
    assert len(Remote(table).play(random.Random(moves), limit=moves)) == moves
    seat = table.referee_view()["to_act"]
    in_this_deal = len(table.log(table.referee).get_json()["deals"][-1]["actions"])
    hidden = sorted(LeakOracle(table).secret_to(seat))[0]
    refused = table.post(table.token_of(seat), {"type": "play", "card": hidden})
    body = refused.get_json()
    assert refused.status_code == 422, body
    assert body["action_index"] == in_this_deal and isinstance(body["action_index"], int)
