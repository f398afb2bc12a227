"""``arbitro validate`` in process: every recorded EGN game gets the verdict of
``validate_match`` deal by deal, as JSON and as a table; a violation exits 1 and is named in the
chosen language, the table's words too; bad input exits 2 with the API's own problem; progress goes to
standard error only."""

from __future__ import annotations

import json
import random
import re

import orjson
import pytest

from bench.bench_match import euchre_match
from service.app import create_app
from service.config import Settings
from service.games.registry import ENGINES
from service.matches import read_record, validate_match
from service.matches.egn import import_egn
from service.messages.language import LANGUAGES
from service.wire import dumps
from tests.api.test_languages import _said, _sentence
from tests.cli.support import EGN, EGN_FILES, told
from tests.matches.support import play, record_of
from tests.matches.test_match_validation import two_deals
from tests.sessions.conftest import Table

ROW = re.compile(r"^\s*(\d+)  (.*)$")


def api_verdict(document: dict) -> dict:
    """The verdict ``validate_match`` gives an EGN document's record, under the service's limits, as JSON."""
    settings = Settings.load()
    limits = {"max_deals": settings.max_match_deals, "max_actions": settings.max_actions}
    return orjson.loads(dumps(validate_match(read_record(import_egn(document, **limits), **limits))))


def rows(table: str) -> dict[int, list[str]]:
    """A table's deal rows by deal number: their cells (split where two spaces or more part them)."""
    found = {}
    for line in table.splitlines():
        row = ROW.match(line)
        if row:
            found[int(row.group(1))] = re.split(r"\s{2,}", row.group(2).strip())
    return found


@pytest.mark.parametrize("name", EGN_FILES)
def test_every_egn_file_gets_the_verdict_of_validate_match_deal_by_deal(arbitro, name):
    expected = api_verdict(json.loads((EGN / name).read_text("utf-8")))
    status = 0 if expected["valid"] else 1
    ran = arbitro("validate", EGN / name, "--json")
    assert (ran.status, ran.err) == (status, "")
    verdict = json.loads(ran.out)
    for got, wanted in zip(verdict["deals"], expected["deals"], strict=True):
        assert got == wanted, f"deal {wanted['deal_number']}"
    assert verdict == expected

    table = arbitro("validate", EGN / name)
    assert (table.status, table.err) == (status, "")
    deal_rows = rows(table.out)
    assert list(deal_rows) == [deal["deal_number"] for deal in expected["deals"]]
    for deal in expected["deals"]:
        mark = "✓" if deal["valid"] else "✗"
        dealer, valid, points, scores, *recorded = deal_rows[deal["deal_number"]]
        assert (valid, scores) == (mark, "/".join(map(str, deal["scores"])))
        for violation in deal["violations"]:
            assert f"{violation['rule']}: {violation['detail']}" in table.out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", sorted(ENGINES))
def test_a_violation_exits_1_and_is_named_in_the_chosen_language(arbitro, tmp_path, game, language):
    seats = 4 if game in ("euchre", "sette-e-mezzo") else 2
    record, expected = two_deals(game, lambda expected: (expected + 1) % seats)
    given = (expected + 1) % seats
    path = tmp_path / "match.json"
    path.write_text(json.dumps(record))
    ran = arbitro("validate", path, "--lang", language)
    assert ran.status == 1 and ran.err == ""
    heading, rule, *_ = ran.out.splitlines()
    assert heading.split()[0] == _said(language, "message:cli.deal", "Deal")
    sentence = _sentence(language, "wrong_dealer", dealer=given, expected_dealer=expected)
    assert f"wrong_dealer: {sentence}" in ran.out
    assert _sentence(language, "cli.match_invalid", faulty=1, deals=2) in ran.out
    assert rows(ran.out)[2][1] == "✗"


def test_a_valid_match_exits_0_and_names_its_winner(arbitro, tmp_path):
    record = euchre_match(random.Random(5), 12)
    record["rules"] = {"points_to_win": 5}
    record["deals"] = [{k: v for k, v in deal.items() if k != "recorded"} for deal in record["deals"]]
    path = tmp_path / "match.json"
    path.write_bytes(orjson.dumps(record))
    verdict = orjson.loads(dumps(validate_match(read_record(record, max_deals=500, max_actions=1000))))
    ran = arbitro("validate", path, "--lang", "it")
    result = verdict["result"]
    scores = "/".join(map(str, result["scores"]))
    winner = _sentence("it", "cli.winner", winner=result["winner"], deal=result["decided_at"], scores=scores)
    assert ran.status == (0 if verdict["valid"] else 1) and ran.out.rstrip().endswith(winner)


def test_recorded_results_that_differ_are_flagged_in_their_own_column(arbitro, tmp_path):
    record = euchre_match(random.Random(4), 3)
    record["deals"][1]["recorded"]["points"] = [9, 9]
    path = tmp_path / "match.json"
    path.write_bytes(orjson.dumps(record))
    ran = arbitro("validate", path)
    assert ran.status == 1
    assert rows(ran.out)[2][-1] == "Points 9/9" and "recorded_points_differ: " in ran.out
    assert rows(ran.out)[1][-1] != "Points 9/9"


def set_back_record() -> dict:
    """The record of a Set-Back Euchre session played to its end by random legal moves: a match with a pool."""
    client = create_app({"redis_url": None, "allow_test_seeds": True}).test_client()
    table = Table(client, "euchre", seed=4, rules={"variant": "set-back", "players": 3})
    play(table, random.Random("cli:pool"))
    return record_of(table)


def test_a_match_with_a_pool_shows_it_after_each_deal_and_who_took_it(arbitro, tmp_path):
    record = set_back_record()
    path = tmp_path / "match.json"
    path.write_bytes(orjson.dumps(record))
    verdict = orjson.loads(dumps(validate_match(read_record(record, max_deals=500, max_actions=1000))))
    ran = arbitro("validate", path, "--lang", "fr")
    assert ran.status == 0
    heading = ran.out.splitlines()[0]
    pool_heading = _said("fr", "message:cli.pool", "Pool")
    assert heading.index(_said("fr", "message:cli.scores", "Scores")) < heading.index(pool_heading)
    for deal in verdict["deals"]:
        assert rows(ran.out)[deal["deal_number"]][4] == str(deal["pool"])
    pool = verdict["result"]["pool"]
    taken = _sentence("fr", "cli.pool_taken", amount=pool["amount"], winner=pool["won_by"])
    assert pool["won_by"] == verdict["result"]["winner"] and ran.out.rstrip().endswith(taken)

    unfinished = {**record, "deals": record["deals"][:2]}  # before the match is over the pool is nobody's
    path.write_bytes(orjson.dumps(unfinished))
    held = arbitro("validate", path, "--lang", "it")
    amount = verdict["deals"][1]["pool"]
    assert held.status == 0 and held.out.rstrip().endswith(_sentence("it", "cli.pool_held", amount=amount))

    record["deals"][0]["recorded"]["pool"] += 1
    path.write_bytes(orjson.dumps(record))
    flagged = arbitro("validate", path)
    assert flagged.status == 1 and rows(flagged.out)[1][-1] == f"Pool {record['deals'][0]['recorded']['pool']}"


def test_a_match_without_a_pool_has_no_pool_column(arbitro, tmp_path):
    path = tmp_path / "match.json"
    path.write_bytes(orjson.dumps(euchre_match(random.Random(4), 2)))
    heading = arbitro("validate", path).out.splitlines()[0]
    assert "Pool" not in heading.split() and "Pool" not in arbitro("validate", path).out


# -- bad input: the API's problem, on stderr, exit 2 ------------------------------------------------
BAD_RECORD = {
    "format": "arbitro-match/1",
    "game": "euchre",
    "seats": [{}, {}, {}, {}],
    "colour": "blue",
    "deals": [{"deal": {"dealer": 0}, "actions": [{"seat": 1, "type": "play", "card": "ZZ"}]}],
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    "body",
    [b"{not json", b"", orjson.dumps(BAD_RECORD), b"[]"],
    ids=["bad-json", "empty", "schema-invalid", "no-object"],
)
def test_bad_input_exits_2_with_the_problem_the_api_answers(arbitro, api, tmp_path, body, language):
    answer = api.post(
        "/v1/matches/validate", data=body, content_type="application/json", headers={"Accept-Language": language}
    )
    assert answer.status_code == 400
    path = tmp_path / "match.json"
    path.write_bytes(body)
    ran = arbitro("validate", path, "--lang", language)
    assert (ran.status, ran.out) == (2, "")
    assert ran.err == told(answer.get_json())
    for field in answer.get_json()["errors"]:
        assert f"\n  {field}: " in ran.err


def test_a_schema_invalid_record_names_every_bad_field_by_its_path(arbitro, tmp_path):
    path = tmp_path / "match.json"
    path.write_bytes(orjson.dumps(BAD_RECORD))
    ran = arbitro("validate", path)
    fields = {line.split(":")[0].strip() for line in ran.err.splitlines()[1:]}
    assert ran.status == 2 and {"colour", "deals.0.actions.0.card"} <= fields


@pytest.mark.parametrize("body", [b"# not even JSON\n", b'{"fileType": "PGN", "version": "1.4"}'])
def test_an_egn_file_that_is_not_egn_exits_2_saying_why(arbitro, api, tmp_path, body):
    answer = api.post("/v1/matches/import/egn", data=body, content_type="application/json")
    assert answer.status_code == 400
    path = tmp_path / "game.egn"
    path.write_bytes(body)
    ran = arbitro("validate", path)
    assert (ran.status, ran.out, ran.err) == (2, "", told(answer.get_json()))


def test_a_file_larger_than_the_service_takes_is_its_413(arbitro, tmp_path, monkeypatch):
    from service.app import create_app

    body = orjson.dumps(euchre_match(random.Random(1), 5))
    answer = (
        create_app({"redis_url": None, "max_body_bytes": 1000})
        .test_client()
        .post("/v1/matches/validate", data=body, content_type="application/json")
    )
    assert answer.status_code == 413
    monkeypatch.setenv("MAX_BODY_BYTES", "1000")
    path = tmp_path / "match.json"
    path.write_bytes(body)
    ran = arbitro("validate", path)
    assert (ran.status, ran.out, ran.err) == (2, "", told(answer.get_json()))


def test_a_file_that_cannot_be_read_exits_2(arbitro, tmp_path):
    ran = arbitro("validate", tmp_path / "missing.json")
    assert (ran.status, ran.out) == (2, "") and ran.err.startswith("arbitro: cannot read ")


def test_a_setting_the_service_refuses_exits_2_naming_it(arbitro, monkeypatch):
    monkeypatch.setenv("MAX_MATCH_DEALS", "none")
    ran = arbitro("validate", EGN / "Custom-Scenario.egn")
    assert (ran.status, ran.out) == (2, "") and "MAX_MATCH_DEALS='none'" in ran.err


def test_standard_input_is_read_as_a_record_or_as_egn(arbitro):
    egn_bytes = (EGN / "Epic-Comeback.egn").read_bytes()
    from_stdin = arbitro("validate", "-", stdin=egn_bytes)
    assert from_stdin == arbitro("validate", EGN / "Epic-Comeback.egn")
    record = arbitro("import-egn", "-", stdin=egn_bytes).out
    assert arbitro("validate", "-", stdin=record.encode()) == from_stdin


# -- progress --------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "fr"])
def test_progress_tells_each_deal_on_stderr_and_leaves_stdout_alone(arbitro, tmp_path, language):
    path = tmp_path / "long.json"
    path.write_bytes(orjson.dumps(euchre_match(random.Random(8), 50)))
    quiet = arbitro("validate", path, "--lang", language)
    told_progress = arbitro("validate", path, "--lang", language, "--progress")
    assert quiet.err == "" and (told_progress.status, told_progress.out) == (quiet.status, quiet.out)
    steps = [_sentence(language, "cli.progress", number=n, total=50) for n in range(1, 51)]
    assert told_progress.err.splitlines() == steps
    assert arbitro("validate", path, "--no-progress") == arbitro("validate", path)


def test_progress_on_a_terminal_is_one_line_rewritten_then_wiped():
    import io

    from service.cli.progress import Progress

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    screen = Terminal()
    progress = Progress(screen, "it")
    for number in (1, 2):
        progress.deal(number, 2)
    progress.done()
    wipe = "\r\x1b[K"
    steps = [_sentence("it", "cli.progress", number=n, total=2) for n in (1, 2)]
    assert screen.getvalue() == f"{wipe}{steps[0]}{wipe}{steps[1]}{wipe}" and "\n" not in screen.getvalue()
