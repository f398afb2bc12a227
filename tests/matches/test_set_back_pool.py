"""The pool a match carries (service/engine/pool.py): Set-Back Euchre's, docs/rules/euchre.md §17.2 - the antes,
one per player, and every stake paid into it, shown by a session and by a match record's verdict, taken by the
match's winner. A game without one shows null."""

from __future__ import annotations

import random

import pytest

from service.app import create_app
from service.matches import FORMAT
from tests.games.euchre.support import ENGINE, play_out, rules, start
from tests.matches.support import play, record_of
from tests.sessions.conftest import Table

SET_BACK = {"variant": "set-back", "players": 3, "declare_march": True}


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None, "allow_test_seeds": True}).test_client()


@pytest.fixture(scope="module")
def set_back(client) -> tuple[Table, list[dict]]:
    """A set-back session played to its end, with its view at the start of each deal."""
    table = Table(client, "euchre", seed=4, rules=SET_BACK)
    rng = random.Random("pool:4")
    views = [table.referee_view()]
    while not views[-1]["game_over"]:
        play(table, rng, until_deal=views[-1]["deal_number"] + 1)
        views.append(table.referee_view())
    return table, views


def stakes_of(log: dict) -> list[int]:
    return [sum(deal["deal_result"]["stakes"]) for deal in log["deals"] if deal["finished"]]


def test_s17_2_a_session_pool_is_the_antes_and_grows_by_each_euchres_stake(set_back):
    table, views = set_back
    assert table.created["pool"] == {"amount": 3, "won_by": None}  # one ante from each of the three
    stakes = stakes_of(table.log(table.referee).get_json())
    assert sum(stakes) > 0, "the match is to have a euchre"
    for view in views[1:-1]:  # each deal begun: the antes and every stake the deals before it paid
        paid = sum(stakes[: view["deal_number"] - 1])
        assert view["pool"] == {"amount": 3 + paid, "won_by": None}


def test_s17_2_the_winner_takes_the_pool(set_back):
    table, views = set_back
    final = views[-1]
    stakes = stakes_of(table.log(table.referee).get_json())
    assert final["game_over"] and final["pool"] == {"amount": 3 + sum(stakes), "won_by": final["winner"]}
    assert table.view(table.token_of(0))["pool"] == final["pool"]


def test_s17_2_the_record_gives_the_pool_and_its_validation_the_same(client, set_back):
    table, views = set_back
    record = record_of(table)
    recorded = [deal["recorded"]["pool"] for deal in record["deals"]]
    verdict = client.post("/v1/matches/validate", json=record).get_json()
    assert verdict["valid"] and [deal["pool"] for deal in verdict["deals"]] == recorded
    assert verdict["result"]["pool"] == views[-1]["pool"]
    assert recorded[-1] == views[-1]["pool"]["amount"]


def test_s17_2_a_recorded_pool_that_differs_is_flagged(client, set_back):
    table, _ = set_back
    record = record_of(table)
    computed = record["deals"][0]["recorded"]["pool"]
    record["deals"][0]["recorded"]["pool"] = computed + 1
    verdict = client.post("/v1/matches/validate", json=record).get_json()
    (flagged,) = [v for v in verdict["deals"][0]["violations"] if v["rule"] == "recorded_pool_differs"]
    assert (flagged["recorded"], flagged["computed"]) == (computed + 1, computed)
    assert verdict["deals"][0]["pool"] == computed  # the computed pool is carried on


def test_a_recorded_pool_must_be_a_whole_amount(client, set_back):
    table, _ = set_back
    record = record_of(table)
    record["deals"][0]["recorded"]["pool"] = -1
    answer = client.post("/v1/matches/validate", json=record)
    assert answer.status_code == 400 and "deals.0.recorded.pool" in answer.get_json()["errors"]


HANDS = [
    ["9S", "TS", "9D", "TD", "QD"],
    ["JH", "JD", "AH", "KH", "QH"],
    ["9C", "TC", "QC", "KC", "AC"],
    ["AS", "KS", "QS", "JS", "KD"],
]
"""Seat 1 holds every top heart and both red jacks; seat 2 no trump at all."""


def _played(deal: dict, opening: list[dict]) -> list[dict]:
    """The deal's actions: ``opening``, then the first listed action until the deal is over."""
    r = rules("set-back", declare_march=True)
    state = start(r, deal, opening)
    actions = list(opening)
    play_out(state, lambda _, listed: actions.append(listed[0]) or listed[0])
    return actions


def test_s17_3_a_failed_declaration_pays_a_stake_into_the_match_pool(client):
    """Deal 1: hearts made by seat 1, seat 2 declares with no trump and fails («il pagamento di una puntata»)."""
    first = {"dealer": 0, "hands": HANDS, "turn_up": "9H"}
    declared = [
        {"seat": 1, "type": "order_up", "alone": False},
        {"seat": 0, "type": "discard", "card": "QD"},
        {"seat": 2, "type": "declare"},
    ]
    second = {"hands": [HANDS[3], HANDS[0], HANDS[1], HANDS[2]], "turn_up": "9H"}  # dealt by seat 1
    record = {
        "format": FORMAT,
        "game": "euchre",
        "rules": {"variant": "set-back", "declare_march": True},
        "seats": [{}, {}, {}, {}],
        "deals": [
            {"deal": first, "actions": _played(first, declared), "recorded": {"pool": 5}},
            {"deal": second, "actions": _played({**second, "dealer": 1}, [])},
        ],
    }
    verdict = client.post("/v1/matches/validate", json=record).get_json()
    failed, after = verdict["deals"]
    assert failed["deal_result"]["reason"] == "declaration_failed" and failed["valid"], failed["violations"]
    assert failed["deal_result"]["stakes"] == [0, 0, 1, 0] and failed["pool"] == 5  # 4 antes and the stake
    assert after["pool"] == 5 + sum(after["deal_result"]["stakes"])
    assert verdict["result"]["pool"] == {"amount": after["pool"], "won_by": None}
    assert ENGINE.starting_pool(rules("set-back"), 4) == 4


def test_a_north_american_match_has_no_pool(client):
    table = Table(client, "euchre", seed=8, rules={"variant": "north-american"})
    assert table.created["pool"] is None
    play(table, random.Random("pool:na"))
    assert table.referee_view()["pool"] is None
    record = record_of(table)
    assert all("pool" not in deal.get("recorded", {}) for deal in record["deals"])
    verdict = client.post("/v1/matches/validate", json=record).get_json()
    assert verdict["result"]["pool"] is None and all(deal["pool"] is None for deal in verdict["deals"])
