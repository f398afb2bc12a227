"""Ramino over HTTP: a refused meld says what it was read as and which orders of its cards are
melds (ramino.md §2.4, §13.2, R3).

The seed's own example of a run with two jokers, «(jolly, asso di cuori, jolly)» (the seed), read
positionally is K-A-2: refused with ``not_in_sequence``, and the refusal names the jokers' ranks
and the two valid orders, ``AH JK JK`` (A-2-3, 16) and ``JK JK AH`` (Q-K-A, 31).
"""

SEED_EXAMPLE = ["JK", "AH", "JK"]
READ_AS = {
    "cards": SEED_EXAMPLE,
    "kind": "run",
    "value": None,
    "ranks": ["K", "A", "2"],
    "jokers": [{"position": 0, "rank": "K"}, {"position": 2, "rank": "2"}],
}
VALID_ARRANGEMENTS = [
    {"cards": ["AH", "JK", "JK"], "kind": "run", "value": 16, "ranks": ["A", "2", "3"]},
    {"cards": ["JK", "JK", "AH"], "kind": "run", "value": 31, "ranks": ["Q", "K", "A"]},
]
SENTENCE = (
    "JK AH JK reads as K-A-2 (the joker at place 1 as K, the joker at place 3 as 2); these cards make a valid "
    "meld as AH JK JK (run A-2-3, 16) or JK JK AH (run Q-K-A, 31)"
)
# dealer 0: seat 1 starts with 15 cards, both jokers and the AH among them
DEAL = {
    "dealer": 0,
    "hands": [
        ["9C", "9D", "9S", "2S", "3S", "4S", "TD", "TC", "TH", "5C", "6C", "7C", "8C", "QC"],
        ["JK", "AH", "JK", "7S", "7H", "7D", "KS", "KH", "KD", "2C", "4H", "9H", "JS", "3D", "5H"],
    ],
}
OPEN = {"seat": 1, "type": "open", "melds": [SEED_EXAMPLE, ["7S", "7H", "7D"], ["KS", "KH", "KD"]]}


def test_the_seed_example_checks_as_k_a_2_and_names_its_valid_orders(client):
    answer = client.post("/v1/games/ramino/melds/check", json={"cards": SEED_EXAMPLE})
    assert answer.status_code == 200
    body = answer.get_json()
    assert (body["valid"], body["rule"]) == (False, "not_in_sequence")
    assert body["read_as"] == READ_AS
    assert body["valid_arrangements"] == VALID_ARRANGEMENTS
    assert body["detail"].endswith(SENTENCE)
    for arrangement in VALID_ARRANGEMENTS:  # each order named checks as named
        check = client.post("/v1/games/ramino/melds/check", json={"cards": arrangement["cards"]}).get_json()
        assert (check["valid"], check["kind"], check["value"]) == (True, "run", arrangement["value"])


def test_a_refusal_that_is_not_about_order_has_no_reading_and_no_arrangement(client):
    body = client.post("/v1/games/ramino/melds/check", json={"cards": ["7S", "7H", "JK", "JK"]}).get_json()
    assert (body["valid"], body["rule"], body["read_as"], body["valid_arrangements"]) == (
        False,
        "too_many_jokers",
        None,
        [],
    )


def test_an_opening_holding_the_seed_example_is_422_with_the_reading_and_the_valid_orders(client):
    answer = client.post("/v1/games/ramino/adjudicate", json={"deal": DEAL, "actions": [OPEN]})
    assert answer.status_code == 422
    problem = answer.get_json()
    assert (problem["rule"], problem["action_index"]) == ("invalid_meld", 0)
    assert problem["meld"] == SEED_EXAMPLE
    assert problem["read_as"] == READ_AS and problem["valid_arrangements"] == VALID_ARRANGEMENTS
    assert SENTENCE in problem["detail"]
    # written as one of the orders named, the same opening is accepted (16 + 21 + 30 = 67)
    fixed = {**OPEN, "melds": [VALID_ARRANGEMENTS[0]["cards"], *OPEN["melds"][1:]]}
    accepted = client.post("/v1/games/ramino/adjudicate", json={"deal": DEAL, "actions": [fixed]})
    assert accepted.status_code == 200, accepted.get_json()


def test_a_reported_invalid_meld_carries_the_same_facts(client):
    answer = client.post("/v1/games/ramino/adjudicate", json={"deal": DEAL, "actions": [OPEN], "on_illegal": "report"})
    assert answer.status_code == 200
    (violation,) = answer.get_json()["violations"]
    assert violation["rule"] == "invalid_meld" and violation["action_index"] == 0
    assert violation["read_as"] == READ_AS and violation["valid_arrangements"] == VALID_ARRANGEMENTS


def test_the_refusal_fields_are_documented(client):
    spec = client.get("/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    check = schemas["RaminoMeldsCheckResponse"]["properties"]
    assert {"read_as", "valid_arrangements", "rule", "detail"} <= set(check)
    assert {"read_as", "valid_arrangements", "meld"} <= set(schemas["Problem"]["properties"])
    assert {"cards", "kind", "value", "ranks"} <= set(schemas["MeldArrangement"]["properties"])


def test_a_lay_off_in_the_wrong_order_is_422_with_the_order_that_fits(client):
    # the opening written right lays the run A-2-3 of hearts as meld 0; 5H 4H is given highest first
    opening = {**OPEN, "melds": [["AH", "JK", "JK"], *OPEN["melds"][1:]]}
    lay_off = {"seat": 1, "type": "lay_off", "meld": 0, "cards": ["5H", "4H"]}
    answer = client.post("/v1/games/ramino/adjudicate", json={"deal": DEAL, "actions": [opening, lay_off]})
    assert answer.status_code == 422
    problem = answer.get_json()
    assert (problem["rule"], problem["action_index"], problem["read_as"]) == ("invalid_lay_off", 1, None)
    assert problem["valid_arrangements"] == [
        {
            "cards": ["AH", "JK", "JK", "4H", "5H"],
            "kind": "run",
            "value": 25,
            "ranks": ["A", "2", "3", "4", "5"],
            "lay_off": {"cards": ["4H", "5H"]},
        }
    ]
    assert "these cards fit laid off as 4H 5H (run A-2-3-4-5, 25)" in problem["detail"]
