"""Ramino over HTTP: a joker laid off where both ends of a run are open must carry its card
(ramino.md §2.4, §6.3), as ``end`` on a lay_off or on a close's lay-off (docs/API.md §4)."""

import pytest

URL = "/v1/games/ramino/adjudicate"
# dealer 0: seat 1 starts with 15 cards and opens 5-6-7 of hearts, queens and kings (18 + 30 + 30)
DEAL = {
    "dealer": 0,
    "hands": [
        ["JK", "9C", "9D", "9S", "2S", "3S", "4S", "TD", "TC", "TH", "5C", "6C", "7C", "8C"],
        ["5H", "6H", "7H", "QS", "QH", "QD", "KS", "KH", "KD", "JK", "2C", "4D", "9H", "JS", "3D"],
    ],
}
OPEN = {"seat": 1, "type": "open", "melds": [["5H", "6H", "7H"], ["QS", "QH", "QD"], ["KS", "KH", "KD"]]}
# seat 1 discards, seat 0 draws the 2D and closes in hand: the joker onto the run, four melds, 2D out
BEFORE_CLOSE = [OPEN, {"seat": 1, "type": "discard", "card": "2C"}, {"seat": 0, "type": "draw", "card": "2D"}]
CLOSE = {
    "seat": 0,
    "type": "close",
    "melds": [["9C", "9D", "9S"], ["2S", "3S", "4S"], ["TD", "TC", "TH"], ["5C", "6C", "7C", "8C"]],
    "discard": "2D",
}


def adjudicate(client, actions):
    return client.post(URL, json={"deal": DEAL, "actions": actions})


def test_s2_4_s6_3_a_lone_joker_onto_an_open_run_without_end_is_422(client):
    answer = adjudicate(client, [OPEN, {"seat": 1, "type": "lay_off", "meld": 0, "cards": ["JK"]}])
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["rule"] == "joker_end_required" and problem["action_index"] == 1
    assert '"low"' in problem["detail"] and '"high"' in problem["detail"]


@pytest.mark.parametrize(
    ("end", "cards", "stands_for", "value"),
    [("low", ["JK", "5H", "6H", "7H"], "4H", 22), ("high", ["5H", "6H", "7H", "JK"], "8H", 26)],
)
def test_s2_4_s6_3_the_end_places_the_joker(client, end, cards, stands_for, value):
    answer = adjudicate(client, [OPEN, {"seat": 1, "type": "lay_off", "meld": 0, "cards": ["JK"], "end": end}])
    assert answer.status_code == 200, answer.get_json()
    run = answer.get_json()["table"][0]
    assert run["cards"] == cards and run["value"] == value
    assert run["jokers"] == [{"position": cards.index("JK"), "stands_for": [stands_for]}]


def test_s8_2_s6_3_a_close_whose_joker_lay_off_has_no_end_is_422_and_with_one_200(client):
    lay_off = {"meld": 0, "cards": ["JK"]}
    refused = adjudicate(client, [*BEFORE_CLOSE, {**CLOSE, "lay_offs": [lay_off]}])
    assert refused.status_code == 422
    assert refused.get_json()["rule"] == "joker_end_required" and refused.get_json()["action_index"] == 3
    closed = adjudicate(client, [*BEFORE_CLOSE, {**CLOSE, "lay_offs": [{**lay_off, "end": "high"}]}])
    assert closed.status_code == 200, closed.get_json()
    report = closed.get_json()
    assert report["phase"] == "over" and report["table"][0]["cards"] == ["5H", "6H", "7H", "JK"]


@pytest.mark.parametrize(
    ("field", "item", "says"),
    [
        ("lay_offs", {"meld": 0, "cards": ["JK"], "end": "middle"}, '"end" is "low" or "high"'),
        ("lay_offs", {"meld": 0, "cards": ["JK"], "side": "low"}, "unknown key 'side'"),
        ("swaps", {"meld": 0, "cards": ["4H"], "end": "low"}, "unknown key 'end'"),
    ],
)
def test_a_close_item_with_a_bad_end_or_an_unknown_key_is_400(client, field, item, says):
    answer = adjudicate(client, [*BEFORE_CLOSE, {**CLOSE, field: [item]}])
    assert answer.status_code == 400
    assert any(says in message for message in answer.get_json()["errors"][f"actions.3.{field}"])
