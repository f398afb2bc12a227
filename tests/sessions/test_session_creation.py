"""Creating a session: every field of the body checked before dealing, a 4xx naming it, never a 5xx.

The property test posts generated bodies - every game, every variant, random seat counts, rule
options drawn from what ``GET /v1/games/{game}`` lists (their choices, defaults, bounds and just
past them) and junk of every JSON type in every field - on a deployment with test seeds and on
one without.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.app import create_app
from service.engine.scoring import SCORE_LIMIT
from service.games.sette_e_mezzo.rules import MOST_CHIPS
from tests.conftest import SUITE_CREATE_LIMIT
from tests.sessions.conftest import GAMES, Table, choose_action
from tests.volume import examples

BODY_FIELDS = ("game", "rules", "seats", "seed", "scores", "dealer")
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
    st.lists(st.integers(-3, 3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(-3, 3), max_size=2),
)
BIG = st.sampled_from([2**31, 2**53 + 1, 2**63 - 1, -(2**63), 2**64 - 1, 10**30])


def _described(client, game: str) -> dict:
    answer = client.get(f"/v1/games/{game}")
    assert answer.status_code == 200
    return answer.get_json()


def option_values(option: dict) -> st.SearchStrategy:
    """Values a client might send for one listed option: valid ones, its edges and just past them."""
    values = [option["default"], *option.get("choices", [])]
    for bound, step in (("minimum", -1), ("maximum", 1)):
        if bound in option:
            values += [option[bound], option[bound] + step]
    if option["type"] in ("integer", "number"):
        return st.sampled_from(values) | st.integers(option.get("minimum", -5), option.get("maximum", 60)) | BIG
    return st.sampled_from(values)


def mostly(draw, good: st.SearchStrategy, bad: st.SearchStrategy = JUNK):
    """A value from ``good`` four times in five, else from ``bad``: most bodies get far enough to be dealt."""
    return draw(good) if draw(st.integers(0, 4)) else draw(bad)


@st.composite
def creation_bodies(draw, described: dict[str, dict]) -> dict:
    if not draw(st.integers(0, 30)):
        return draw(JUNK)  # not an object at all
    game = mostly(draw, st.sampled_from(sorted(described)), st.text(max_size=5) | JUNK)
    body: dict = {"game": game}
    about = described.get(game) if isinstance(game, str) else None
    if about is not None and draw(st.integers(0, 3)):
        rules: dict = {}
        if draw(st.integers(0, 3)):
            rules["variant"] = mostly(draw, st.sampled_from([v["name"] for v in about["variants"]]))
        for option in draw(st.lists(st.sampled_from(about["options"]), max_size=3, unique_by=lambda o: o["name"])):
            rules[option["name"]] = mostly(draw, option_values(option))
        if not draw(st.integers(0, 19)):
            rules[draw(st.text(max_size=4))] = draw(JUNK)
        body["rules"] = rules
    elif not draw(st.integers(0, 9)):
        body["rules"] = draw(JUNK)
    if draw(st.booleans()):
        body["seats"] = mostly(draw, st.integers(0, 22), BIG | JUNK)
    if not draw(st.integers(0, 3)):
        body["seed"] = mostly(draw, st.integers(-5, 5), BIG | JUNK)
    if not draw(st.integers(0, 2)):
        length = draw(st.integers(0, 12))
        values = st.integers(-200, 200) | BIG
        body["scores"] = mostly(draw, st.lists(values, min_size=length, max_size=length))
    if not draw(st.integers(0, 2)):
        body["dealer"] = mostly(draw, st.integers(-1, 21), BIG | JUNK)
    if not draw(st.integers(0, 19)):
        body[draw(st.text(min_size=1, max_size=5).filter(lambda k: k not in BODY_FIELDS))] = draw(JUNK)
    return body


def _names_a_field(path: str, body) -> bool:
    fields = {"body", "game"} | (set(body) if isinstance(body, dict) else set())  # game: required
    return any(path == name or path.startswith(f"{name}.") for name in fields)


CREATION_BODIES = 200
"""Generated bodies a run posts, with seeds on and with seeds off (400 before): each run of the whole suite draws
new ones, so the sweep grows run after run."""


@pytest.mark.slow
@pytest.mark.parametrize("seeds", [True, False], ids=["test-seeds", "no-seeds"])
def test_generated_creation_bodies_never_get_a_5xx_and_a_4xx_names_the_field(seeds):
    client = create_app({"redis_url": None, "allow_test_seeds": seeds, **SUITE_CREATE_LIMIT}).test_client()
    described = {game: _described(client, game) for game in GAMES}

    @settings(max_examples=examples(CREATION_BODIES), deadline=None, suppress_health_check=list(HealthCheck))
    @given(creation_bodies(described))
    def check(body):
        answer = client.post("/v1/sessions", data=json.dumps(body), content_type="application/json")
        payload = answer.get_json()
        assert answer.status_code in (201, 400, 403, 422), (body, payload)
        if answer.status_code == 400:
            assert payload["errors"], payload
            assert all(_names_a_field(path, body) for path in payload["errors"]), (body, payload)
        elif answer.status_code == 403:
            assert not seeds and payload["type"] == "/problems/test-seeds-disabled"
            assert list(payload["errors"]) == ["seed"]
        elif answer.status_code == 422:  # the given scores already end the match
            assert payload["rule"] and body.get("scores") is not None
        else:
            seats = described[body["game"]]["seats"]
            assert seats["min"] <= payload["seats"] == len(payload["tokens"]["seats"]) <= seats["max"]
            if isinstance(body.get("seats"), int):
                assert payload["seats"] == body["seats"]

    check()


@pytest.mark.parametrize("game", GAMES)
def test_every_variants_listed_seat_range_is_what_a_session_accepts(client, game):
    """Every count from one below the listed range to one above it: inside 201, outside 400 naming the range."""
    listed = _described(client, game)["seats"]
    for variant, seats in listed["variants"].items():
        default = client.post("/v1/sessions", json={"game": game, "rules": {"variant": variant}})
        assert default.status_code == 201 and default.get_json()["seats"] == seats["default"]
        for count in range(seats["min"] - 1, seats["max"] + 2):
            answer = client.post("/v1/sessions", json={"game": game, "rules": {"variant": variant}, "seats": count})
            if seats["min"] <= count <= seats["max"]:
                assert answer.status_code == 201, answer.get_json()
            else:
                assert answer.status_code == 400, answer.get_json()
                (message,) = answer.get_json()["errors"]["seats"]
                assert str(seats["min"]) in message and str(seats["max"]) in message
    assert listed["min"] == min(s["min"] for s in listed["variants"].values()) or listed["depends_on"]


# refused before anything is stored: one store says it for all
@pytest.mark.parametrize("store_kind", ["memory"])
@pytest.mark.parametrize(
    "body, message",
    [
        ({"game": "ecarte", "seats": 6}, "must be 2 under these rules, not 6"),  # once a 500
        ({"game": "ramino", "seats": 9}, "must be 2 under these rules (set by rules.players), not 9"),  # idem
        ({"game": "ramino", "rules": {"players": 4}, "seats": 3}, "must be 4 under these rules"),
        ({"game": "euchre", "rules": {"variant": "three-handed"}, "seats": 4}, "must be 3 under these rules"),
        ({"game": "euchre", "seats": 3}, "must be 4 under these rules (set by rules.players)"),
        ({"game": "sette-e-mezzo", "seats": 2}, "must be from 3 to 10 under these rules"),
        ({"game": "sette-e-mezzo", "rules": {"max_seats": 5}, "seats": 6}, "must be from 3 to 5"),
        ({"game": "sette-e-mezzo", "rules": {"variant": "pagat"}, "seats": 13}, "must be from 2 to 12"),
    ],
)
def test_seats_the_rules_cannot_seat_are_400_naming_seats_and_the_range(client, body, message):
    answer = client.post("/v1/sessions", json=body)
    assert answer.status_code == 400, answer.get_json()
    assert list(answer.get_json()["errors"]) == ["seats"]
    assert message in answer.get_json()["errors"]["seats"][0]


def test_pagats_twelve_seats_are_dealt(client):
    """The schema's fixed 2-10 once refused what the pagat variant's own range allows."""
    answer = client.post("/v1/sessions", json={"game": "sette-e-mezzo", "rules": {"variant": "pagat"}, "seats": 12})
    assert answer.status_code == 201, answer.get_json()
    assert len(answer.get_json()["tokens"]["seats"]) == 12


def test_a_seed_where_seeds_are_off_is_403_naming_seed(make_app):
    client = make_app(allow_test_seeds=False).test_client()
    answer = client.post("/v1/sessions", json={"game": "ecarte", "seed": 1})
    assert answer.status_code == 403 and list(answer.get_json()["errors"]) == ["seed"]


# refused before anything is stored: one store says it for all
@pytest.mark.parametrize("store_kind", ["memory"])
@pytest.mark.parametrize("game", GAMES)
def test_scores_past_the_score_limit_are_400_naming_the_entry(client, game):
    answer = client.post("/v1/sessions", json={"game": game, "scores": [0, -SCORE_LIMIT - 1]})
    assert answer.status_code == 400 and "scores.1" in answer.get_json()["errors"]


@pytest.mark.parametrize(
    "body",
    [
        {"scores": [SCORE_LIMIT] * 3},
        {"rules": {"starting_chips": MOST_CHIPS}, "scores": [SCORE_LIMIT, 1 - MOST_CHIPS, SCORE_LIMIT]},
        {"rules": {"starting_chips": MOST_CHIPS, "min_bet": MOST_CHIPS}},
    ],
)
def test_a_match_from_the_largest_scores_and_stakes_plays_out_without_a_5xx(client, body):
    """Chips won from scores near 2**63 once passed 64 bits: the record could not be stored (a 500)."""
    table = Table(client, "sette-e-mezzo", seed=3, **body)
    rng = random.Random(3)
    for _ in range(300):
        referee = table.referee_view()
        if referee["game_over"]:
            break
        seat = referee["to_act"]
        answer = table.post(table.token_of(seat), choose_action(table, table.view(table.token_of(seat)), rng))
        assert answer.status_code == 200, answer.get_json()
    assert table.log(table.referee).get_json()["deals"][0]["finished"]
