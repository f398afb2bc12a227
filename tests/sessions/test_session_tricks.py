"""docs/API.md §3 in a session: the tricks a seat (or the referee) is shown never include an empty
trick - not before the first lead, not between tricks - and only the last may be unfinished."""

from __future__ import annotations

import random

import pytest

from tests.sessions.conftest import Table, choose_action

TRICK_GAMES = ("ecarte", "euchre")


def shown_tricks(table: Table) -> list[tuple[str, list[dict]]]:
    referee = table.referee_view()
    shown = [("referee", referee["deal"]["tricks"])]
    shown += [(f"referee's copy of seat {s}", view["tricks"]) for s, view in enumerate(referee["seat_views"])]
    shown += [(f"seat {s}", table.view(token)["deal"]["tricks"]) for s, token in enumerate(table.seat_tokens)]
    return shown


@pytest.mark.parametrize("game", TRICK_GAMES)
def test_session_views_list_no_empty_trick_between_tricks(client, game):
    table = Table(client, game, seed=7)
    rng = random.Random(game)
    between_tricks = 0
    for _ in range(40):
        for who, tricks in shown_tricks(table):
            assert all(trick["plays"] for trick in tricks), f"{who} is shown an empty trick: {tricks}"
            assert all(trick["winner"] is not None for trick in tricks[:-1]), f"{who}: {tricks}"
        referee = table.referee_view()
        tricks = referee["deal"]["tricks"]
        if tricks and tricks[-1]["winner"] is not None and referee["deal"]["to_act"] is not None:
            between_tricks += 1
            assert referee["to_act"] == tricks[-1]["winner"]  # the winner leads the next trick, not yet listed
        seat = referee["to_act"]
        if seat is None:  # the match is over
            break
        view = table.view(table.token_of(seat))
        # Ecarté: play without proposing, so every action is one a client can post as listed
        action = choose_action(table, view, rng, prefer=("play", "order_up", "call", "discard", "pass"))
        assert table.post(table.token_of(seat), action).status_code == 200
    assert between_tricks >= 2
