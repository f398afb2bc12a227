"""docs/API.md §3 in a session: the tricks a seat (or the referee) is shown never include an empty
trick - not before the first lead, not between tricks - and only the last may be unfinished."""

from __future__ import annotations

import random

import pytest

from tests.sessions.conftest import Remote, Table, choose_action

TRICK_GAMES = ("ecarte", "euchre")


def shown_tricks(table: Table) -> list[tuple[str, list[dict]]]:
    referee = table.referee_view()
    shown = [("referee", referee["deal"]["tricks"])]
    shown += [(f"referee's copy of seat {s}", view["tricks"]) for s, view in enumerate(referee["seat_views"])]
    shown += [(f"seat {s}", table.view(token)["deal"]["tricks"]) for s, token in enumerate(table.seat_tokens)]
    return shown


class TricksWatched(Remote):
    """Played with the tricks every seat and the referee are shown checked before each move: no empty trick,
    a winner for each but the last, and between two tricks none listed, the last winner to lead."""

    between_tricks = 0

    def listed(self) -> list[dict] | None:
        for who, tricks in shown_tricks(self.table):
            assert all(trick["plays"] for trick in tricks), f"{who} is shown an empty trick: {tricks}"
            assert all(trick["winner"] is not None for trick in tricks[:-1]), f"{who}: {tricks}"
        listed = super().listed()
        referee = self.referee
        tricks = referee["deal"]["tricks"]
        if tricks and tricks[-1]["winner"] is not None and referee["deal"]["to_act"] is not None:
            self.between_tricks += 1
            assert referee["to_act"] == tricks[-1]["winner"]  # the winner leads the next trick, not yet listed
        return listed

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        view = self.table.view(self.table.token_of(self.referee["to_act"]))
        # Ecarté: play without proposing, so every action is one a client can post as listed
        return choose_action(self.table, view, rng, prefer=("play", "order_up", "call", "discard", "pass"))


@pytest.mark.parametrize("game", TRICK_GAMES)
def test_session_views_list_no_empty_trick_between_tricks(client, game):
    watched = TricksWatched(Table(client, game, seed=7))
    watched.play(random.Random(game), limit=40)
    assert watched.between_tricks >= 2
