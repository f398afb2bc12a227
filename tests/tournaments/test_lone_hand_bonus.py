"""Progressive Euchre's lone hand bonus is a choice (docs/TOURNAMENTS.md, Standings): ``made`` pays 5 to the lone
player and 4 to his partner for any lone hand made, ``march`` only for a lone march (all five tricks; a lone hand
of three or four tricks scores its points); a lone hand euchred pays 3 to each defender under both.  The old
``true`` is ``made``; another value is a 400 naming the field."""

from __future__ import annotations

import pytest

from tests.conftest import shared_app
from tests.sessions.conftest import bearer
from tests.tournaments.support import NAMES, create, post_result, seats_of

TRUMPS = ["JS", "JC", "AS"]
DEFENDERS = [["AD", "KD", "QD", "AC", "KC"], ["AH", "KH", "QH", "JH", "TH"], ["TD", "JD", "QC", "TC", "9H"]]


def lone_deal(hand: list[str], plays: list[tuple[int, str]]) -> dict:
    """A deal the dealer (seat 3) turns the 9 of spades up in, seat 0 orders up alone (seat 2 sits out) and the
    dealer throws the 9 of hearts; then ``plays``."""
    actions = [{"seat": 0, "type": "order_up", "alone": True}, {"seat": 3, "type": "discard", "card": "9H"}]
    return {
        "deal": {"dealer": 3, "turn_up": "9S", "hands": [hand, *DEFENDERS]},
        "actions": actions + [{"seat": seat, "type": "play", "card": card} for seat, card in plays],
    }


THREE_TRICKS = lone_deal(
    [*TRUMPS, "9D", "9C"],
    [(0, "JS"), (1, "KC"), (3, "9S"), (0, "JC"), (1, "QD"), (3, "TC"), (0, "AS"), (1, "KD"), (3, "QC")]
    + [(0, "9D"), (1, "AD"), (3, "TD"), (1, "AC"), (3, "JD"), (0, "9C")],
)
"""Seat 0 alone takes the three trumps' tricks and loses the last two to the aces: a lone hand made, 1 point."""

MARCH = lone_deal(
    [*TRUMPS, "KS", "QS"],
    [(0, "JS"), (1, "KC"), (3, "9S"), (0, "JC"), (1, "QD"), (3, "TC"), (0, "AS"), (1, "KD"), (3, "QC")]
    + [(0, "KS"), (1, "AD"), (3, "TD"), (0, "QS"), (1, "AC"), (3, "JD")],
)
"""Seat 0 alone takes all five tricks: a lone march, 4 points."""


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


def played(client, bonus, deal: dict) -> tuple[dict, list[int]]:
    """A 4-player progressive evening with ``bonus`` whose first table's one deal is ``deal``: its standings, and
    the players in seat order."""
    tournament = create(
        client, game="euchre", format="progressive", players=NAMES[:4], hands_per_round=1, lone_hand_bonus=bonus
    )
    record = {"format": "arbitro-match/1", "game": "euchre", "seats": [{}, {}, {}, {}], "deals": [deal]}
    posted = post_result(client, tournament, 1, 1, {"match": record})
    assert posted.status_code == 201, posted.get_json()
    assert posted.get_json()["result"]["proven"] is True
    standings = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()
    deleted = client.delete(f"/v1/tournaments/{tournament['id']}", headers=bearer(tournament["director_token"]))
    assert deleted.status_code == 204  # the record proves no other tournament's table while this one holds it
    return standings, seats_of(tournament, 1, 1)


def points_and_ranks(standings: dict, seats: list[int]) -> list[tuple[float, int]]:
    rows = {row["players"][0]: row for row in standings["rows"]}
    return [(rows[player]["points"], rows[player]["rank"]) for player in seats]


def test_a_lone_hand_of_three_tricks_earns_the_bonus_when_made_and_only_its_point_when_march(client):
    made, seats = played(client, "made", THREE_TRICKS)
    assert points_and_ranks(made, seats) == [(5, 1), (0, 3), (4, 2), (0, 3)]
    march, seats = played(client, "march", THREE_TRICKS)
    assert points_and_ranks(march, seats) == [(1, 1), (0, 3), (1, 1), (0, 3)]  # the lone player and his partner tie
    old, seats = played(client, True, THREE_TRICKS)  # the boolean of before: any lone hand made
    assert points_and_ranks(old, seats) == points_and_ranks(made, seats)
    plain, seats = played(client, False, THREE_TRICKS)
    assert points_and_ranks(plain, seats) == points_and_ranks(march, seats)


@pytest.mark.parametrize("bonus", ["made", "march"])
def test_a_lone_march_earns_the_bonus_under_either_choice(client, bonus):
    standings, seats = played(client, bonus, MARCH)
    assert points_and_ranks(standings, seats) == [(5, 1), (0, 3), (4, 2), (0, 3)]


@pytest.mark.parametrize(("given", "answered"), [(True, "made"), ("made", "made"), ("march", "march"), (False, False)])
def test_the_tournament_answers_the_choice_resolved(client, given, answered):
    tournament = create(client, game="euchre", format="progressive", players=NAMES[:4], lone_hand_bonus=given)
    assert tournament["lone_hand_bonus"] == answered
    assert client.get(f"/v1/tournaments/{tournament['id']}").get_json()["lone_hand_bonus"] == answered


@pytest.mark.parametrize("given", ["always", "MARCH", 1, None, ["made"]])
def test_another_value_is_a_400_naming_the_field(client, given):
    problem = create(client, 400, game="euchre", format="progressive", players=NAMES[:4], lone_hand_bonus=given)
    assert list(problem["errors"]) == ["lone_hand_bonus"], problem


def test_either_choice_is_progressive_only(client):
    problem = create(client, 400, game="euchre", format="pairs", teams=[NAMES[:2], NAMES[2:4]], lone_hand_bonus="march")
    assert problem["errors"] == {"lone_hand_bonus": ["the lone hand bonus scores progressive Euchre only"]}
