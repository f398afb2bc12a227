"""No lost or doubled moves: ETag/If-Match, Idempotency-Key, and :data:`RACERS` threads racing at one session."""

from __future__ import annotations

import random
import threading

import pytest

from tests.sessions.conftest import GAMES, Table, bearer, choose_action

RACERS = 8
"""Threads racing at one session (32 before): all of them read version 1 before any posts, so the first race
has seven losers (412s); eight keep several posts in flight on every version after."""

RACED_VERSIONS = 40
"""Versions the racers take (120 before), each a race of reads and posts on one version: every one must be
taken exactly once and every accepted move be in the log (a lost or doubled version shows in any race)."""


def first_move(table: Table, rng: random.Random) -> tuple[str, dict]:
    seat = table.referee_view()["to_act"]
    token = table.token_of(seat)
    return token, choose_action(table, table.view(token), rng)


@pytest.mark.parametrize("game", GAMES)
def test_get_and_action_answers_carry_the_version_as_etag(client, game):
    table = Table(client, game, seed=1)
    response = table.get(table.seat_tokens[0])
    assert response.headers["ETag"] == '"v1"' and response.get_json()["version"] == 1
    assert response.headers["Cache-Control"] == "no-store"
    assert client.get(table.url, headers={**bearer(table.referee), "If-None-Match": '"v1"'}).status_code == 304
    token, action = first_move(table, random.Random(1))
    moved = table.post(token, action, if_match='"v1"')
    assert moved.status_code == 200 and moved.headers["ETag"] == '"v2"' and moved.get_json()["version"] == 2
    assert table.get(table.referee).headers["ETag"] == '"v2"'


@pytest.mark.parametrize("game", GAMES)
def test_if_match_is_required_on_actions(client, game):
    table = Table(client, game, seed=1)
    token, action = first_move(table, random.Random(2))
    response = table.post(token, action, if_match=None)
    assert response.status_code == 428 and response.get_json()["type"] == "/problems/if-match-required"
    assert table.referee_view()["version"] == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_stale_if_match_is_412_with_the_current_etag_and_applies_nothing(client, game):
    table = Table(client, game, seed=1)
    rng = random.Random(3)
    token, action = first_move(table, rng)
    assert table.post(token, action, if_match='"v1"').status_code == 200
    token, action = first_move(table, rng)
    stale = table.post(token, action, if_match='"v1"')
    assert stale.status_code == 412 and stale.headers["ETag"] == '"v2"'
    assert stale.get_json()["version"] == 2
    assert table.referee_view()["version"] == 2
    assert table.post(token, action, if_match='W/"v2"').status_code == 412  # If-Match compares strongly
    assert table.post(token, action, if_match='"v9", "v2"').status_code == 200


@pytest.mark.parametrize("game", GAMES)
def test_a_retried_post_with_its_idempotency_key_applies_once_and_replays_the_answer(client, game):
    table = Table(client, game, seed=1)
    token, action = first_move(table, random.Random(4))
    first = table.post(token, action, if_match='"v1"', key="move-1")
    again = table.post(token, action, if_match='"v1"', key="move-1")
    assert first.status_code == again.status_code == 200
    assert again.get_json() == first.get_json() and again.headers["ETag"] == first.headers["ETag"] == '"v2"'
    assert again.headers["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first.headers
    assert table.referee_view()["version"] == 2
    assert sum(len(d["actions"]) for d in table.log(table.referee).get_json()["deals"]) == 1


def test_a_replayed_answer_says_the_language_its_words_were_written_in(client):
    """The stored answer of an Idempotency-Key is sent again as it was: in the first request's language."""
    table = Table(client, "euchre", seed=1)
    token, action = first_move(table, random.Random(4))
    headers = {**bearer(token), "If-Match": '"v1"', "Idempotency-Key": "move-1"}
    first = client.post(f"{table.url}/actions", json=action, headers={**headers, "Accept-Language": "it"})
    again = client.post(f"{table.url}/actions", json=action, headers={**headers, "Accept-Language": "fr"})
    assert first.status_code == again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert first.headers["Content-Language"] == again.headers["Content-Language"] == "it"
    assert again.get_json() == first.get_json()
    fresh = client.get(table.url, headers={**bearer(token), "Accept-Language": "fr"})
    assert fresh.headers["Content-Language"] == "fr"


@pytest.mark.parametrize("game", GAMES)
def test_an_idempotency_key_reused_with_another_action_is_422(client, game):
    table = Table(client, game, seed=1)
    token, action = first_move(table, random.Random(5))
    assert table.post(token, action, if_match='"v1"', key="k").status_code == 200
    other = table.post(token, {**action, "type": "pass"}, if_match='"v2"', key="k")
    assert other.status_code == 422 and other.get_json()["type"] == "/problems/idempotency-key-reused"
    assert table.referee_view()["version"] == 2


@pytest.mark.parametrize("game", GAMES)
def test_an_idempotency_key_is_the_posting_seats_own(client, game):
    table = Table(client, game, seed=1)
    rng = random.Random(6)
    token, action = first_move(table, rng)
    assert table.post(token, action, if_match='"v1"', key="same").status_code == 200
    seat = table.referee_view()["to_act"]
    if table.token_of(seat) == token:
        pytest.skip("the same seat acts twice in a row here")
    view = table.view(table.token_of(seat))
    second = table.post(table.token_of(seat), choose_action(table, view, rng), if_match='"v2"', key="same")
    assert second.status_code == 200 and "Idempotent-Replayed" not in second.headers


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_threads_racing_take_every_version_exactly_once(app, game):
    """:data:`RACERS` clients keep posting the current seat's move with the version they read; one wins each
    version."""
    setup = Table(app.test_client(), game, seed=21)
    target_actions = RACED_VERSIONS
    wins: list[int] = []
    outcomes: dict[int, int] = {}
    lock = threading.Lock()
    errors: list[BaseException] = []
    start = threading.Barrier(RACERS)

    def player(n: int) -> None:
        client = app.test_client()
        rng = random.Random(n)
        table = setup.served_by(client)
        first_round = True
        try:
            while True:
                with lock:
                    if len(wins) >= target_actions:
                        return
                referee = table.get(table.referee)
                body = referee.get_json()
                if body["game_over"]:
                    return
                token = table.token_of(body["to_act"])
                view = table.get(token).get_json()
                if view["version"] != body["version"] or not view["legal_actions"]:
                    continue
                action = choose_action(table, view, rng)
                key = f"t{n}-{rng.random()}" if n % 2 else None
                if first_round:  # nobody posts before all racers have read version 1: they all conflict on it
                    start.wait()
                    first_round = False
                response = table.post(token, action, if_match=f'"v{view["version"]}"', key=key)
                with lock:
                    outcomes[response.status_code] = outcomes.get(response.status_code, 0) + 1
                    if response.status_code == 200:
                        wins.append(response.get_json()["version"])
                assert response.status_code in (200, 409, 412, 422), response.get_json()
        except BaseException as exc:  # noqa: BLE001 - reported by the main thread
            errors.append(exc)

    threads = [threading.Thread(target=player, args=(n,)) for n in range(RACERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]
    final = setup.referee_view()
    assert outcomes.get(412, 0) > 0, f"the threads never conflicted: {outcomes}"
    assert len(wins) == len(set(wins)), "a version was taken twice"
    assert sorted(wins) == list(range(2, final["version"] + 1)), "every version was taken exactly once"
    log = setup.log(setup.referee).get_json()
    assert sum(len(d["actions"]) for d in log["deals"]) == len(wins), "an accepted action was lost"
    # the state stays valid: every seat can read it, the log's finished deals replay
    for token in setup.seat_tokens:
        assert setup.view(token)["version"] == final["version"]
