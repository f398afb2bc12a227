"""Every registered game over HTTP: listing, a fresh deal, and the bad inputs of docs/API.md §1."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.games.registry import ENGINES
from tests.api.support import fresh_deal, seats_of
from tests.volume import examples

GAMES = sorted(ENGINES)


def test_games_are_listed_with_variants_and_options(client):
    listed = client.get("/v1/games").get_json()["games"]
    assert sorted(g["id"] for g in listed) == GAMES
    for game in listed:
        assert game["variants"] and game["default_variant"] == game["variants"][0]["name"]
        for option in game["options"]:
            assert {"name", "type", "default", "meaning"} <= set(option), option
            assert option["meaning"]


@pytest.mark.parametrize("game", GAMES)
def test_one_game_is_described(client, game):
    described = client.get(f"/v1/games/{game}").get_json()
    assert described["id"] == game and described["actions"] and described["deal_fields"]


def test_an_unknown_game_is_a_404_problem(client):
    answer = client.post("/v1/games/poker/adjudicate", json={})
    assert answer.status_code == 404 and answer.content_type == "application/problem+json"


@pytest.mark.parametrize("game", GAMES)
def test_a_fresh_deal_has_a_seat_to_act_and_legal_actions(client, game):
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": fresh_deal(game)})
    assert answer.status_code == 200, answer.get_json()
    report = answer.get_json()
    assert report["game"] == game and report["to_act"] is not None and report["legal_actions"]
    assert report["deal_result"] is None and report["game_over"] is False and report["violations"] == []
    for action in report["legal_actions"]:
        assert action["seat"] == report["to_act"]


@pytest.mark.parametrize("game", GAMES)
def test_the_first_legal_action_can_be_posted_back_as_is(client, game):
    deal = fresh_deal(game)
    first = client.post(f"/v1/games/{game}/legal-actions", json={"deal": deal}).get_json()
    action = first["legal_actions"][0]
    if action["type"] == "bet":  # an amount within bounds: post the lowest
        action = {"seat": action["seat"], "type": "bet", "amount": action["min"]}
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": deal, "actions": [action]})
    assert answer.status_code == 200, answer.get_json()


@pytest.mark.parametrize("game", GAMES)
def test_a_card_dealt_twice_is_400(client, game):
    deal = fresh_deal(game)
    hands = deal["hands"]
    hands[1][0] = hands[0][0]
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": deal})
    assert answer.status_code == 400, answer.get_json()
    assert any(hands[0][0] in " ".join(messages) for messages in answer.get_json()["errors"].values())


@pytest.mark.parametrize("game", GAMES)
def test_a_card_outside_the_deck_is_400_naming_field_and_code(client, game):
    deal = fresh_deal(game)
    deal["hands"][0][0] = "QX"
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": deal})
    assert answer.status_code == 400
    assert "'QX'" in " ".join(answer.get_json()["errors"]["deal.hands.0.0"])


@pytest.mark.parametrize("game", GAMES)
def test_a_hand_of_the_wrong_size_is_400(client, game):
    deal = fresh_deal(game)
    deal["hands"][0].append(deal["hands"][0][0])
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": deal})
    assert answer.status_code == 400


@pytest.mark.parametrize("game", GAMES)
def test_unknown_fields_are_rejected_everywhere(client, game):
    deal = fresh_deal(game)
    for body in ({"deal": deal, "colour": 1}, {"deal": {**deal, "colour": 1}}, {"deal": deal, "rules": {"colour": 1}}):
        answer = client.post(f"/v1/games/{game}/adjudicate", json=body)
        assert answer.status_code == 400
        assert any("colour" in path for path in answer.get_json()["errors"]), answer.get_json()


@pytest.mark.parametrize("game", GAMES)
def test_a_history_longer_than_the_limit_is_400(game):
    from service.app import create_app

    client = create_app({"max_actions": 5}).test_client()
    actions = [{"seat": 0, "type": "pass"}] * 6
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": fresh_deal(game), "actions": actions})
    assert answer.status_code == 400 and "actions" in answer.get_json()["errors"]


def test_a_body_over_the_size_limit_is_413():
    from service.app import create_app

    client = create_app({"max_body_bytes": 2048}).test_client()
    answer = client.post(
        "/v1/games/euchre/adjudicate", data=b'{"deal": "' + b"x" * 4096 + b'"}', content_type="application/json"
    )
    assert answer.status_code == 413 and answer.content_type == "application/problem+json"


def test_deep_nesting_is_400_not_a_crash(client):
    deep = b"[" * 5000 + b"]" * 5000
    answer = client.post("/v1/games/euchre/adjudicate", data=deep, content_type="application/json")
    assert answer.status_code == 400


def test_rate_limit_answers_429_when_configured():
    from service.app import create_app

    client = create_app({"rate_limit": "2/minute"}).test_client()
    statuses = [client.get("/v1/games").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    assert client.get("/healthz").status_code == 200


# -- one deal shape for every game (docs/API.md §3: deal.dealer) ------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_game_describes_a_dealer_deal_field(client, game):
    described = client.get(f"/v1/games/{game}").get_json()
    dealer = [f for f in described["deal_fields"] if f["name"] == "dealer"]
    assert dealer and dealer[0]["kind"] == "seat", described["deal_fields"]


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 10**6), data=st.data())
def test_every_games_deal_takes_its_dealer_as_dealer(client, game, seed, data):
    dealer = data.draw(st.integers(0, seats_of(game) - 1), label="dealer")
    deal = fresh_deal(game, seed, dealer)
    assert deal["dealer"] == dealer  # what a session deals is in the same shape
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": deal})
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["dealer"] == dealer


@pytest.mark.parametrize(
    "game, field, alias",
    [(game, f, alias) for game in GAMES for f in ENGINES[game].deal_fields for alias in f.aliases],
    ids=lambda value: getattr(value, "name", value),
)
def test_a_deal_fields_alias_reads_as_the_field_and_a_conflict_is_400_naming_it(client, game, field, alias):
    assert field.kind == "seat"  # every alias so far names a seat: give this test another kind's values
    field = field.name
    deal = fresh_deal(game, dealer=1)
    by_field = client.post(f"/v1/games/{game}/adjudicate", json={"deal": deal}).get_json()
    renamed = {alias if name == field else name: value for name, value in deal.items()}
    assert client.post(f"/v1/games/{game}/adjudicate", json={"deal": renamed}).get_json() == by_field
    both = client.post(f"/v1/games/{game}/adjudicate", json={"deal": {**deal, alias: deal[field]}})
    assert both.get_json() == by_field
    conflicting = {**deal, alias: 0}
    answer = client.post(f"/v1/games/{game}/adjudicate", json={"deal": conflicting})
    assert answer.status_code == 400
    assert list(answer.get_json()["errors"]) == [f"deal.{alias}"]


@pytest.mark.parametrize("game", GAMES)
def test_the_seat_range_is_listed_overall_and_per_variant(client, game):
    engine = ENGINES[game]
    seats = client.get(f"/v1/games/{game}").get_json()["seats"]
    assert {"min", "max", "depends_on", "variants"} <= set(seats)
    assert seats["depends_on"] == [f"rules.{o}" for o in engine.seat_options]
    assert sorted(seats["variants"]) == sorted(v.name for v in engine.rule_book.variants)
    for range_ in seats["variants"].values():
        assert seats["min"] <= range_["min"] <= range_["default"] <= range_["max"] <= seats["max"]
    if not seats["depends_on"]:
        assert all(r["min"] == seats["min"] and r["max"] == seats["max"] for r in seats["variants"].values())


@pytest.mark.parametrize(
    "game, seats",
    [
        ("ecarte", {"min": 2, "max": 2}),
        ("euchre", {"min": 2, "max": 4}),  # two: set-back (docs/rules/euchre.md §17)
        ("sette-e-mezzo", {"min": 2, "max": 20}),
        ("ramino", {"min": 2, "max": 4}),
    ],
)
def test_each_games_seat_range_follows_its_digest(client, game, seats):
    described = client.get(f"/v1/games/{game}").get_json()["seats"]
    assert {k: described[k] for k in ("min", "max")} == seats


def test_euchre_seats_four_and_three_handed_three(client):
    variants = client.get("/v1/games/euchre").get_json()["seats"]["variants"]
    assert variants["north-american"] == {"min": 4, "max": 4, "default": 4}
    assert variants["three-handed"] == {"min": 3, "max": 3, "default": 3}
    assert variants["set-back"] == {"min": 4, "max": 4, "default": 4}  # players 2 or 3 seat fewer


def test_sette_e_mezzo_seats_per_variant(client):
    variants = client.get("/v1/games/sette-e-mezzo").get_json()["seats"]["variants"]
    assert variants["classic"] == {"min": 3, "max": 10, "default": 3}
    assert variants["pagat"] == {"min": 2, "max": 12, "default": 2}


@pytest.mark.parametrize("game", GAMES)
def test_scores_beyond_the_score_limit_are_400_naming_the_entry(client, game):
    from service.engine.scoring import SCORE_LIMIT

    body = {"deal": fresh_deal(game), "scores": [SCORE_LIMIT + 1, 0]}
    answer = client.post(f"/v1/games/{game}/adjudicate", json=body)
    assert answer.status_code == 400 and "scores.0" in answer.get_json()["errors"]
