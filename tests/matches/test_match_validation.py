"""POST /v1/matches/validate: a match record replayed deal by deal - scores carried,
the rotation checked, recorded results compared, the match's end found - and a record that is not
one refused whole, each bad field named by its path."""

from __future__ import annotations

import copy
import random

import jsonschema_rs
import pytest

from service.app import create_app
from service.engine.errors import OUT_OF_TURN_RULES
from service.games.registry import ENGINES
from service.matches import FORMAT, read_record, validate_match
from tests.matches.support import finished_session, played_deal, record_of, without

GAMES = sorted(ENGINES)


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None, "allow_test_seeds": True}).test_client()


@pytest.fixture(scope="module")
def records(client):
    """A finished session's record per game (every deal recorded), played to the end of its match."""
    return {game: record_of(finished_session(client, game, seed=13)) for game in GAMES}


def verdict_of(client, record: dict) -> dict:
    answer = client.post("/v1/matches/validate", json=record)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def rules_of(verdict: dict, number: int) -> list[str]:
    return [v["rule"] for v in verdict["deals"][number - 1]["violations"]]


def two_deals(game: str, second_dealer, seed: int = 1) -> tuple[dict, int]:
    """A record of two deals played in process, the second dealt by ``second_dealer(expected)``;
    and the dealer the rotation names for it."""
    engine = ENGINES[game]
    rules = {"max_deals": 5} if game == "sette-e-mezzo" else {}
    resolved = engine.resolve_rules(rules)
    rng = random.Random(f"{game}:{seed}")
    seats = 4 if game == "sette-e-mezzo" else engine.seat_count(resolved)
    deal, actions, report = played_deal(game, rules, 0, None, rng, seats)
    state = engine.start(resolved, deal, None)
    for action in actions:
        engine.apply(state, action)
    expected = engine.next_dealer(state)
    scores = list(report["scores"])
    second, second_actions, _ = played_deal(game, rules, second_dealer(expected), scores, rng, seats)
    if game == "sette-e-mezzo":
        second["deals_played"] = 1
    if game == "ramino":
        second["hand_number"] = 2
    record = {
        "format": FORMAT,
        "game": game,
        "rules": rules,
        "seats": [{"name": f"player {i}"} for i in range(seats)],
        "deals": [{"deal": deal, "actions": actions}, {"deal": second, "actions": second_actions}],
    }
    return record, expected


# -- valid matches ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_match_dealt_in_rotation_is_valid_and_its_scores_are_carried(client, game):
    record, expected = two_deals(game, lambda expected: expected)
    verdict = verdict_of(client, record)
    assert verdict["valid"] and [d["dealer"] for d in verdict["deals"]] == [0, expected]
    first, second = verdict["deals"]
    assert all(d["finished"] for d in verdict["deals"])
    assert second["scores"] == [
        a + (b or 0) for a, b in zip(first["scores"], second["deal_result"]["points"], strict=True)
    ]
    assert verdict["rules"] == ENGINES[game].resolve_rules(record["rules"]).as_json()


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_that_leaves_out_its_dealer_is_dealt_by_the_rotation(client, game):
    record, expected = two_deals(game, lambda expected: expected)
    second = record["deals"][1]["deal"]
    second.pop("dealer")
    second.pop("hand_number", None)  # the match's count is filled in as well
    second.pop("deals_played", None)
    verdict = verdict_of(client, record)
    assert verdict["valid"] and verdict["deals"][1]["dealer"] == expected


def test_the_starting_scores_carry_into_the_first_deal_and_can_end_the_match_there(client):
    record, _ = two_deals("euchre", lambda expected: expected)
    record["starting_scores"] = [9, 9]
    verdict = verdict_of(client, record)
    first = verdict["deals"][0]
    assert first["scores"] == [9 + p for p in first["deal_result"]["points"]]
    if max(first["scores"]) >= 10:  # a point or more ends a match at 9-9 to 10
        assert verdict["result"]["decided_at"] == 1 and rules_of(verdict, 2) == ["game_over"]


def test_a_50_deal_euchre_match_validates_in_process():
    from bench.bench_match import euchre_match

    record = euchre_match(random.Random(3), 50)
    verdict = validate_match(read_record(record, max_deals=500, max_actions=1000))
    assert verdict["valid"] and len(verdict["deals"]) == 50
    assert verdict["result"]["scores"] == record["deals"][-1]["recorded"]["scores"]


def test_each_deal_is_told_as_it_is_replayed_and_the_verdict_is_the_same():
    """The hook a command line shows its progress with: each deal's own verdict, in order, once."""
    from bench.bench_match import euchre_match

    record = euchre_match(random.Random(6), 12)
    record["deals"][4]["recorded"]["points"] = [4, 4]
    told = []
    verdict = validate_match(read_record(record, max_deals=500, max_actions=1000), on_deal=told.append)
    assert told == verdict["deals"] and [deal["deal_number"] for deal in told] == list(range(1, 13))
    assert verdict == validate_match(read_record(record, max_deals=500, max_actions=1000))
    assert not verdict["valid"]


def test_a_record_of_what_a_table_writes_down_hands_unknown_and_one_dealer_validates():
    """A tournament sheet: the upcard and the cards played, the first dealer only; the rotation does the rest."""
    from bench.bench_match import euchre_match

    record = euchre_match(random.Random(2), 10)
    dealers = [entry["deal"]["dealer"] for entry in record["deals"]]
    for number, entry in enumerate(record["deals"]):
        entry["deal"] = {"hands": [None] * 4, "turn_up": entry["deal"]["turn_up"]} | (
            {"dealer": dealers[0]} if number == 0 else {}
        )
    verdict = validate_match(read_record(record, max_deals=500, max_actions=1000))
    assert verdict["valid"] and [d["dealer"] for d in verdict["deals"]] == dealers
    assert verdict["result"]["scores"] == record["deals"][-1]["recorded"]["scores"]


# -- each kind of violation ------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_dealt_by_another_seat_than_the_rotation_names_is_a_wrong_dealer(client, game):
    seats = 4 if game in ("euchre", "sette-e-mezzo") else 2
    record, expected = two_deals(game, lambda expected: (expected + 1) % seats)
    verdict = verdict_of(client, record)
    assert not verdict["valid"] and verdict["deals"][0]["valid"]
    (wrong,) = verdict["deals"][1]["violations"]
    assert wrong["rule"] == "wrong_dealer" and wrong["action_index"] is None
    assert wrong["dealer"] == (expected + 1) % seats and wrong["expected"] == expected
    assert f"seat {expected + 1}'s" in wrong["detail"]  # a sentence counts seats from 1
    assert verdict["deals"][1]["deal_result"] is not None  # replayed as recorded, with the dealer it names


def test_sette_e_mezzos_banker_named_by_its_own_word_is_checked_against_the_next_banker(client):
    record, expected = two_deals("sette-e-mezzo", lambda expected: (expected + 2) % 4)
    second = record["deals"][1]["deal"]
    second["banker"] = second.pop("dealer")
    verdict = verdict_of(client, record)
    assert [(v["rule"], v["dealer"], v["expected"]) for v in verdict["deals"][1]["violations"]] == [
        ("wrong_dealer", (expected + 2) % 4, expected)
    ]


@pytest.mark.parametrize("game", GAMES)
def test_recorded_points_and_scores_that_differ_are_flagged_and_the_computed_ones_carried(client, records, game):
    record = copy.deepcopy(records[game])
    recorded = record["deals"][0]["recorded"]
    true_points, true_scores = list(recorded["points"]), list(recorded["scores"])
    recorded["points"] = [(p or 0) + 1 for p in true_points]
    recorded["scores"] = [s + 1 for s in true_scores]
    verdict = verdict_of(client, record)
    points, scores = verdict["deals"][0]["violations"]
    assert points["rule"] == "recorded_points_differ" and points["computed"] == true_points
    assert points["recorded"] == recorded["points"]
    assert scores["rule"] == "recorded_scores_differ" and scores["computed"] == true_scores
    assert verdict["deals"][0]["scores"] == true_scores
    assert all(d["valid"] for d in verdict["deals"][1:])  # the next deals start from the computed score
    assert verdict["result"]["winner"] == verdict_of(client, records[game])["result"]["winner"]


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_after_the_match_ended_is_a_violation_and_changes_nothing(client, records, game):
    record = copy.deepcopy(records[game])
    ended_at = len(record["deals"])
    record["deals"].append(copy.deepcopy(record["deals"][0]))
    verdict = verdict_of(client, record)
    extra = verdict["deals"][-1]
    assert not verdict["valid"] and all(d["valid"] for d in verdict["deals"][:-1])
    (over,) = extra["violations"]
    assert over["rule"] == "game_over" and over["ended_at"] == ended_at
    assert extra["deal_result"] is None and extra["dealer"] is None and not extra["finished"]
    assert extra["scores"] == verdict["deals"][-2]["scores"] == verdict["result"]["scores"]
    assert verdict["result"]["decided_at"] == ended_at and verdict["result"]["game_over"]


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_action_inside_a_deal_is_that_deals_violation(client, records, game):
    record = copy.deepcopy(records[game])
    seats = len(record["seats"])
    actions = record["deals"][0]["actions"]
    first = actions[0]
    actions.insert(0, {**first, "seat": (first["seat"] + 1) % seats})  # another seat acts first
    verdict = verdict_of(client, record)
    (refused,) = verdict["deals"][0]["violations"]
    assert refused["rule"] in OUT_OF_TURN_RULES and refused["action_index"] == 0 and refused["applied"] is False
    assert verdict["deals"][0]["deal_result"] == verdict_of(client, records[game])["deals"][0]["deal_result"]
    assert all(d["valid"] for d in verdict["deals"][1:])


def test_a_deal_that_stops_before_its_end_and_is_followed_by_another_is_unfinished(client, records):
    record = copy.deepcopy(records["euchre"])
    assert len(record["deals"]) >= 2
    record["deals"][0]["actions"].pop()  # the last card of the deal is never played
    verdict = verdict_of(client, record)
    first = verdict["deals"][0]
    assert not first["finished"] and first["deal_result"] is None
    assert "deal_unfinished" in rules_of(verdict, 1) and "recorded_points_differ" in rules_of(verdict, 1)
    (unfinished,) = [v for v in first["violations"] if v["rule"] == "deal_unfinished"]
    assert unfinished["to_act"] in range(4) and f"seat {unfinished['to_act'] + 1} to act" in unfinished["detail"]
    assert verdict["deals"][1]["dealer"] is not None  # the match goes on with the next deal


def test_a_match_without_its_first_deals_checks_the_rotation_from_where_it_starts(client, records):
    record = without(records["euchre"], 1)
    record["starting_scores"] = records["euchre"]["deals"][0]["recorded"]["scores"]
    assert verdict_of(client, record)["valid"]
    skipping = without(records["euchre"], 2)
    assert "wrong_dealer" in rules_of(verdict_of(client, skipping), 2)


def test_the_match_codes_are_in_each_games_catalogue_and_have_pages(client):
    for game in GAMES:
        codes = {entry["code"] for entry in client.get(f"/v1/games/{game}").get_json()["rule_codes"]}
        assert {"wrong_dealer", "deal_unfinished", "recorded_points_differ", "recorded_scores_differ"} <= codes
    page = client.get("/problems/wrong-dealer").get_json()
    assert page["code"] == "wrong_dealer" and {g["game"] for g in page["games"]} == set(GAMES)


# -- bad input: the whole record refused, every bad field named ------------------------------------

SCHEMA_FAULTS = [
    ("format", "arbitro-match/9"),
    ("extra", 1),
    ("seats", 4),
    ("tags", {"event": 7}),
    ("starting_scores", [0, "one"]),
]


def test_a_record_with_bad_fields_is_a_400_naming_each_path_and_nothing_else(client, records):
    record = copy.deepcopy(records["euchre"])
    for name, value in SCHEMA_FAULTS:
        record[name] = value
    record["deals"][1]["actions"][2]["card"] = "ZZ"
    record["deals"][0]["recorded"]["points"] = "two"
    record["deals"][0]["deal"]["hands"][1][0] = "1X"
    record["deals"][2]["note"] = "unknown"
    answer = client.post("/v1/matches/validate", json=record)
    assert answer.status_code == 400
    problem = answer.get_json()
    assert problem["type"] == "/problems/invalid-input" and "deals" not in problem and "result" not in problem
    assert {
        "format",
        "extra",
        "seats",
        "tags.event",
        "starting_scores.1",
        "deals.1.actions.2.card",
        "deals.0.recorded.points",
        "deals.2.note",
    } <= set(problem["errors"])


def test_a_deal_the_game_cannot_read_is_named_under_its_deal(client, records):
    record = copy.deepcopy(records["ecarte"])
    record["deals"][1]["deal"]["hands"][0][0] = "2H"  # no 2 in Ecarté's 32-card deck
    problem = client.post("/v1/matches/validate", json=record).get_json()
    assert problem["status"] == 400 and "deals.1.deal.hands.0.0" in problem["errors"]
    assert all(path.startswith("deals.1.deal.") for path in problem["errors"])


def test_a_count_of_the_match_that_contradicts_the_deals_before_is_bad_input(client, records):
    record = copy.deepcopy(records["sette-e-mezzo"])
    record["deals"][1]["deal"]["deals_played"] = 7
    problem = client.post("/v1/matches/validate", json=record).get_json()
    assert problem["status"] == 400 and problem["errors"] == {
        "deals.1.deal.deals_played": ["the deals before make it 1, not 7"]
    }


def test_starting_scores_of_the_wrong_length_are_named(client, records):
    record = copy.deepcopy(records["euchre"])
    record["starting_scores"] = [0, 0, 0]
    problem = client.post("/v1/matches/validate", json=record).get_json()
    assert problem["status"] == 400 and list(problem["errors"]) == ["starting_scores"]
    assert len(problem["errors"]["starting_scores"]) == 1  # named once, not once per deal


@pytest.mark.parametrize("body", [[], "match", {"format": FORMAT}])
def test_what_is_no_record_at_all_is_a_400(client, body):
    answer = client.post("/v1/matches/validate", json=body)
    assert answer.status_code == 400 and answer.get_json()["errors"]


def test_more_deals_than_the_setting_allows_is_a_400(records):
    client = create_app({"redis_url": None, "max_match_deals": 2, "session_max_deals": 2}).test_client()
    record = records["euchre"]
    assert len(record["deals"]) > 2
    problem = client.post("/v1/matches/validate", json=record).get_json()
    assert problem["status"] == 400 and "deals" in problem["errors"]


# -- the published JSON Schema ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def schema(client):
    answer = client.get("/v1/matches/schema")
    assert answer.status_code == 200
    document = answer.get_json()
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    return jsonschema_rs.validator_for(document)


@pytest.mark.parametrize("game", GAMES)
def test_the_json_schema_accepts_every_games_session_record(schema, records, game):
    assert [e.message for e in schema.iter_errors(records[game])] == []


def test_the_json_schema_refuses_the_bad_fields_the_service_refuses(schema, records):
    record = copy.deepcopy(records["euchre"])
    for name, value in SCHEMA_FAULTS:
        record[name] = value
    record["deals"][0]["recorded"]["points"] = "two"
    record["deals"][2]["note"] = "unknown"
    record["deals"][1]["actions"][2]["type"] = "shout"
    paths = {".".join(str(p) for p in error.instance_path) for error in schema.iter_errors(record)}
    assert {"format", "seats", "tags.event", "starting_scores.1", "deals.0.recorded.points"} <= paths
    assert any(path == "" for path in paths)  # the unknown fields, named by the object that holds them
    assert "deals.1.actions.2" in paths


def test_the_json_schema_ties_the_rules_and_deal_to_the_game(schema, records):
    record = copy.deepcopy(records["euchre"])
    record["rules"] = {"variant": "ramino-51"}
    assert [".".join(map(str, e.instance_path)) for e in schema.iter_errors(record)] == ["rules.variant"]


def test_the_match_logic_runs_in_process_without_the_web_layer():
    """service.matches is plain Python, so that a command line can validate a record with no server."""
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys, service.matches\n"
        "web = sorted({m.split('.')[0] for m in sys.modules} & {'flask', 'flask_smorest', 'marshmallow', 'redis'})\n"
        "assert not web, web\n"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root, env={"PYTHONPATH": str(root)})
