"""Trying to make a session show a seat what it may not see: no token, other tokens, errors, the log."""

from __future__ import annotations

import random

import pytest

from service.engine import concrete_action
from tests.sessions.conftest import (
    GAMES,
    PLAY_GAMES,
    SINGLE_REDIS,
    LeakOracle,
    Remote,
    Table,
    bearer,
    cards_in_answer,
    choose_action,
    over_or_deal,
)

# moves that lead to face-down cards (exchanges, discards, draws), preferred to exercise the redaction
FACE_DOWN_MOVES = ("propose", "accept", "exchange", "order_up", "discard", "draw", "hit")


@pytest.fixture(params=SINGLE_REDIS)
def store_kind(request):
    """The in-memory store and one Redis (tests/sessions/conftest.py, SINGLE_REDIS)."""
    return request.param


def other_seat(table: Table, seat: int) -> int:
    return (seat + 1) % len(table.seat_tokens)


@pytest.mark.parametrize("game", GAMES)
def test_no_token_or_a_foreign_token_sees_nothing(client, game):
    table = Table(client, game, seed=1)
    stranger = Table(client, game, seed=1)
    oracle = LeakOracle(table)
    everything = oracle.all_cards
    for headers in (
        {},
        bearer("not-a-token"),
        bearer(stranger.seat_tokens[0]),
        bearer(stranger.referee),
        {"Authorization": table.seat_tokens[0]},
    ):  # no "Bearer" scheme
        for response in (client.get(table.url, headers=headers), client.get(f"{table.url}/log", headers=headers)):
            assert response.status_code == 401
            assert response.headers["WWW-Authenticate"].startswith("Bearer")
            assert response.content_type == "application/problem+json"
            assert not cards_in_answer(response.get_json(), oracle.deck) & everything


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_never_sees_another_seats_cards_or_the_stock(client, game):
    table = Table(client, game, seed=2)
    oracle = LeakOracle(table)
    for seat, token in enumerate(table.seat_tokens):
        secret = oracle.secret_to(seat)
        assert secret, "the test must have something to hide"
        view = table.view(token)
        assert not cards_in_answer(view, oracle.deck) & secret
        assert "dealt" not in view and "seat_views" not in view


@pytest.mark.parametrize("game", GAMES)
def test_out_of_turn_answers_409_without_legal_actions_or_hidden_cards(client, game):
    table = Table(client, game, seed=4)
    oracle = LeakOracle(table)
    to_act = table.referee_view()["to_act"]
    waiting = other_seat(table, to_act)
    mover_view = table.view(table.token_of(to_act))
    # the waiting seat posts exactly what the seat to act could legally do
    rng = random.Random(4)
    for template in mover_view["legal_actions"]:
        action = concrete_action(table.engine, template, mover_view["deal"].get("hand") or [], rng)
        if action is None:
            continue
        response = table.post(table.token_of(waiting), action)
        if response.status_code == 200:  # an action a seat may take out of turn (e.g. declaring a king)
            return
        body = response.get_json()
        assert response.status_code in (409, 422), body
        if response.status_code == 409:
            assert body["rule"] in ("not_your_turn", "turn_over")  # acting before or after one's turn
            assert body["type"] == "/problems/" + body["rule"].replace("_", "-")
            assert body["to_act"] == to_act
        assert "legal_actions" not in body
        oracle.assert_no_leak(waiting, body, named=action)


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_422_legal_actions_go_only_to_the_seat_to_act_and_show_only_its_cards(client, game):
    table = Table(client, game, seed=6)
    oracle = LeakOracle(table)
    to_act = table.referee_view()["to_act"]
    token = table.token_of(to_act)
    secret = sorted(oracle.secret_to(to_act))
    response = table.post(token, {"type": "play", "card": secret[0]})
    body = response.get_json()
    assert response.status_code == 422, body
    assert body["legal_actions"] == table.view(token)["legal_actions"]
    oracle.assert_no_leak(to_act, body, named={"card": secret[0]})


@pytest.mark.parametrize("game", PLAY_GAMES)
def test_naming_a_hidden_card_says_the_same_wherever_the_card_is(client, game):
    """A refusal must not tell an opponent's card from a stock card: both answers are alike."""
    table = Table(client, game, seed=8)
    referee = table.referee_view()
    to_act = referee["to_act"]
    dealt = referee["dealt"]
    opponents_card = dealt["hands"][other_seat(table, to_act)][0]
    stock = dealt.get("stock") or dealt.get("kitty") or []
    if not stock:
        pytest.skip(f"{game} deals no stock")
    answers = []
    for card in (opponents_card, stock[-1]):
        response = table.post(table.token_of(to_act), {"type": "play", "card": card})
        body = response.get_json()
        answers.append((response.status_code, body["rule"], body["detail"].replace(card, "<card>")))
    assert answers[0] == answers[1]


class LogsRedacted(Remote):
    """Played with each seat's log of the current deal checked before each move against the referee's: the same
    actions, a seat's own in full, another's face-down cards only counted (``hidden_records`` of them); moves
    that lead to face-down cards preferred."""

    hidden_records = 0

    def listed(self) -> list[dict] | None:
        listed = super().listed()
        if listed is None:
            return None
        table = self.table
        oracle = LeakOracle(table)
        full = table.log(table.referee).get_json()["deals"][-1]["actions"]
        for seat, token in enumerate(table.seat_tokens):
            current = table.log(token).get_json()["deals"][-1]
            assert not current["finished"] and "order" not in current and "salt" not in current
            oracle.assert_no_leak(seat, current)
            assert len(current["actions"]) == len(full)
            for shown, actual in zip(current["actions"], full, strict=True):
                assert (shown["seat"], shown["type"]) == (actual["seat"], actual["type"])
                if actual["seat"] == seat:
                    assert shown == actual
                for name, count in shown.get("hidden", {}).items():
                    self.hidden_records += 1
                    assert name not in shown
                    value = actual[name]
                    assert count == (1 if isinstance(value, str) else len(value))
        return listed

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        view = self.table.view(self.table.token_of(self.referee["to_act"]))
        return choose_action(self.table, view, rng, prefer=FACE_DOWN_MOVES)


LOG_MOVES = {"ramino": 60}
"""The most moves of the first deal a log check plays (200 unless named): each move reads every seat's growing log,
and a Ramino hand is hundreds of moves; sixty of them draw from the stock and discard (face-down) many times over."""


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_log_mid_deal_shows_other_seats_face_down_cards_only_as_counts(client, game):
    logged = LogsRedacted(Table(client, game, seed=9), over_or_deal(2))
    logged.play(random.Random(f"log:{game}"), limit=LOG_MOVES.get(game, 200))
    hidden_records = logged.hidden_records
    if game in ("ecarte", "euchre"):
        # these deals have face-down discards; a random deal with none would not test the redaction
        assert hidden_records, "no face-down card was redacted"


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_may_not_post_for_another_seat(client, game):
    table = Table(client, game, seed=10)
    to_act = table.referee_view()["to_act"]
    waiting = other_seat(table, to_act)
    response = table.post(table.token_of(waiting), {"seat": to_act, "type": "play", "card": "AS"})
    assert response.status_code == 403 and response.get_json()["type"] == "/problems/seat-mismatch"
    assert table.referee_view()["version"] == 1
