"""The rule catalogue: every rule code a game raises is listed, with its words,
section and penalty; every problem type URI resolves to a page.

The codes are read from the engines' source (tests/engine/raise_sites.py), not from a list:
a code raised and not catalogued, or catalogued and never raised, fails here.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from service.api.catalogue import PROBLEM_CODES, RULE_CODES
from service.games.registry import ENGINES
from service.messages import PROBLEM_TYPES, RULES
from tests.api.test_rule_citations import numbered_rules
from tests.conformance import read_openapi
from tests.engine.raise_sites import OPENING, SHARED, SITES, codes_raised, package, shared_names_imported
from tests.games.ecarte import support as ecarte
from tests.games.euchre.test_rules import NA, revoke_deal
from tests.games.euchre.test_variations import lone_jack_breach

REPO = Path(__file__).resolve().parents[2]
GAMES = sorted(ENGINES)
DOCUMENT = read_openapi()
SCHEMAS = DOCUMENT["components"]["schemas"]


@pytest.mark.parametrize("game", GAMES)
def test_a_game_catalogues_every_code_it_raises_and_no_other(game):
    raised = codes_raised(ENGINES[game])
    catalogued = set(RULES[game])
    assert sorted(raised - catalogued) == [], f"raised by {game} but missing from its RULES (service/messages)"
    assert sorted(catalogued - raised) == [], f"in {game}'s RULES but raised nowhere in its engine"


def test_the_sweep_gives_the_shared_engines_codes_to_the_games_that_import_its_code():
    opening = {site.rule for site in SITES if site.path.parent == SHARED and site.owner in OPENING}
    assert opening == {"deal_over", "game_over", "not_your_turn"}
    assert all(opening <= codes_raised(engine) for engine in ENGINES.values())
    shared = {site.rule for site in SITES if site.path.parent == SHARED and site.owner not in OPENING}
    assert shared == {"card_not_in_hand", "card_already_seen"}
    for game in ("euchre", "ramino"):
        assert "Holdings" in shared_names_imported(package(ENGINES[game]))
        assert shared <= codes_raised(ENGINES[game])
    assert "Holdings" not in shared_names_imported(package(ENGINES["sette-e-mezzo"]))
    assert "card_not_in_hand" not in codes_raised(ENGINES["sette-e-mezzo"])


def test_a_code_has_one_title_and_meaning_in_every_game():
    for code in RULE_CODES:
        words = {RULES[game][code].rule for game in GAMES if code in RULES[game]}
        assert len(words) == 1, f"{code}: several words ({words}); write them once in service/messages/engine.py"


@pytest.mark.parametrize("game", GAMES)
def test_every_section_is_a_numbered_rule_of_the_games_page(game):
    numbered = numbered_rules(game)
    wrong = {code: cited.section for code, cited in RULES[game].items() if cited.section not in numbered}
    assert wrong == {}, f"sections not numbered in docs/rules/{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_says_its_words_in_one_sentence(game):
    for code, cited in RULES[game].items():
        assert cited.rule.title and cited.rule.title[0].isupper(), code
        meaning = cited.rule.meaning
        assert meaning[0].isupper() and meaning.endswith(".") and meaning.count(". ") == 0, code
        if cited.penalty is not None:
            assert cited.penalty.words.endswith("."), code
            options = {name.removeprefix("rules.") for name in cited.penalty.depends_on}
            assert options <= {o.name for o in ENGINES[game].rule_book.options}, code
            assert all(re.search(rf"\b{o}\b", cited.penalty.words) for o in options), f"{code}: name each option"


# -- penalties: every violation with a penalty is one the catalogue states ---------------------------


def _ecarte_breach(lead, dealer_hand, played):
    hands = ecarte.deal(["9S", "KS", "QC", "JC", "AC"], dealer_hand, "8H")
    steps = ecarte.plays((ecarte.ELDER, lead), (ecarte.DEALER, played))
    return ecarte.start(hands, steps, report=True).violations


def _ecarte_false_king():
    rule_set = ecarte.rules(false_king="penalty")
    hands = ecarte.deal(["KH", "QH", "JH", "AH", "7C"], ["7D", "8D", "9D", "TD", "AD"], "7H", rule_set=rule_set)
    steps = [
        ecarte.action(ecarte.ELDER, "propose"),
        ecarte.action(ecarte.DEALER, "refuse"),
        ecarte.action(ecarte.DEALER, "declare_king"),
    ]
    return ecarte.start(hands, steps, rule_set=rule_set).violations


PENALISED = {
    "euchre": [revoke_deal(NA).violations, lone_jack_breach().violations],
    "ecarte": [
        _ecarte_breach("9S", ["TS", "7D", "8D", "9D", "TD"], "7D"),  # a higher spade held
        _ecarte_breach("KS", ["7S", "7D", "8D", "9D", "TD"], "7D"),  # a spade held
        _ecarte_breach("KS", ["7H", "7D", "8D", "9D", "TD"], "7D"),  # no spade, a trump held
        _ecarte_false_king(),
    ],
}


def test_every_penalty_a_violation_carries_is_stated_in_the_catalogue():
    found = {
        (game, violation["rule"])
        for game, cases in PENALISED.items()
        for violations in cases
        for violation in violations
        if violation["penalty"] is not None
    }
    stated = {(game, code) for game in GAMES for code, cited in RULES[game].items() if cited.penalty is not None}
    assert (
        found
        == stated
        == {
            ("euchre", "must_follow_suit"),
            ("euchre", "making_trump_rule"),
            ("ecarte", "must_overtake"),
            ("ecarte", "must_follow_suit"),
            ("ecarte", "must_trump"),
            ("ecarte", "no_king_to_declare"),
        }
    )


def test_a_penalty_depends_on_the_options_that_change_it():
    assert RULES["ecarte"]["no_king_to_declare"].penalty.depends_on == ("rules.false_king",)
    assert "rules.revoke_scoring" in RULES["euchre"]["must_follow_suit"].penalty.depends_on


# -- served: GET /v1/games/{game} and GET /problems/{code} ---------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_game_catalogue_lists_its_rule_codes(client, game):
    entries = client.get(f"/v1/games/{game}").get_json()["rule_codes"]
    assert sorted(entry["code"] for entry in entries) == sorted(RULES[game])
    for entry in entries:
        cited = RULES[game][entry["code"]]
        assert (entry["title"], entry["meaning"], entry["section"]) == (
            cited.rule.title,
            cited.rule.meaning,
            cited.section,
        )
        assert (entry["penalty"] is None) == (cited.penalty is None)
        page = client.get(entry["type"]).get_json()
        assert {
            "game": game,
            "title": ENGINES[game].title,
            "section": entry["section"],
            "penalty": entry["penalty"],
        } in (page["games"])


def test_the_list_of_games_stays_without_the_rule_catalogue(client):
    assert all("rule_codes" not in game for game in client.get("/v1/games").get_json()["games"])


@pytest.mark.parametrize("code", PROBLEM_CODES)
def test_every_problem_type_has_a_page(client, code):
    answer = client.get(f"/problems/{code.replace('_', '-')}")
    assert answer.status_code == 200 and answer.mimetype == "application/json"
    page = answer.get_json()
    assert page["code"] == code and page["type"] == f"/problems/{code.replace('_', '-')}"
    if code in RULE_CODES:
        assert sorted(g["game"] for g in page["games"]) == sorted(g for g in GAMES if code in RULES[g])
    else:
        assert page["statuses"] == list(PROBLEM_TYPES[code].statuses)


def test_a_refusals_type_resolves_to_its_rule(client):
    dealer, elder = ["TS", "7D", "8D", "9D", "TD"], ["9S", "KS", "QC", "JC", "AC"]
    body = {
        "deal": {"dealer": 0, "hands": [dealer, elder], "turn_up": "8H"},
        "actions": [{"seat": 1, "type": "play", "card": "9S"}, {"seat": 0, "type": "play", "card": "7D"}],
    }
    refusal = client.post("/v1/games/ecarte/adjudicate", json=body)
    assert refusal.status_code == 422 and refusal.get_json()["rule"] == "must_overtake"
    page = client.get(refusal.get_json()["type"]).get_json()
    assert page["title"] == "Must overtake" and page["games"][0]["section"] == "6.2"


BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"


def test_a_browser_gets_a_page_with_nothing_from_elsewhere(client):
    answer = client.get("/problems/no-king-to-declare", headers={"Accept": BROWSER})
    assert answer.status_code == 200 and answer.mimetype == "text/html"
    assert answer.headers["Vary"] == "Accept, Accept-Language"
    page = answer.get_data(as_text=True)
    assert "<h1>No king to declare</h1>" in page and "§5.3" in page.replace("&sect;", "§")
    assert "the opponent scores 1 point" in page
    assert not re.search(r"https?://|<script|<img|src=", page)
    # its one stylesheet is a file of this service's (its Content-Security-Policy allows no inline style)
    assert re.findall(r"<link[^>]*>", page) == ['<link rel="stylesheet" href="/pages/problem.css">']
    assert client.get("/pages/problem.css").status_code == 200


def test_json_is_the_default_and_what_a_client_asks_for(client):
    for accept in (None, "*/*", "application/json", "application/problem+json"):
        headers = {"Accept": accept} if accept else {}
        assert client.get("/problems/invalid-input", headers=headers).mimetype == "application/json"


def test_an_unknown_code_is_a_404_problem(client):
    answer = client.get("/problems/no-such-rule")
    assert answer.status_code == 404 and answer.mimetype == "application/problem+json"
    assert answer.get_json()["type"] == "/problems/not-found"


# -- the OpenAPI document ------------------------------------------------------------------------------


def test_the_rule_fields_are_one_enum_of_every_code():
    assert SCHEMAS["RuleCode"]["enum"] == RULE_CODES
    code = {"$ref": "#/components/schemas/RuleCode"}
    assert SCHEMAS["Problem"]["properties"]["rule"]["allOf"] == [code]
    assert SCHEMAS["Violation"]["properties"]["rule"]["allOf"] == [code]
    assert SCHEMAS["RuleCodeEntry"]["properties"]["code"] == code


def test_the_problem_pages_are_documented_for_every_code():
    operation = DOCUMENT["paths"]["/problems/{code}"]
    (parameter,) = operation["parameters"]
    assert parameter["schema"]["enum"] == [code.replace("_", "-") for code in PROBLEM_CODES]
    assert operation["get"]["operationId"] == "getProblemType"
    assert set(operation["get"]["responses"]["200"]["content"]) == {"application/json", "text/html"}


# -- the API's other problem types ---------------------------------------------------------------------


_PROBLEM_MAKERS = ("problem", "problem_body", "ProblemError")


def _problem_codes_written() -> set[str]:
    """Every problem code written as a literal in the HTTP and session layers, the problem bodies and the
    command line: ``problem(status, code, ...)``, ``problem_body(status, code, ...)``, ``ProblemError(status,
    code, ...)``, ``Forbidden(code, ...)`` and a problem class's ``code``."""
    codes = set()
    service = REPO / "service"
    sources = [*(service / "api").glob("*.py"), *(service / "sessions").glob("*.py"), *(service / "cli").rglob("*.py")]
    for path in [*sources, service / "problem_details.py"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in _PROBLEM_MAKERS:
                argument = node.args[1] if len(node.args) > 1 else None
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Forbidden":
                argument = node.args[0]
            elif isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["code"]:
                argument = node.value
            else:
                continue
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                codes.add(argument.value)
    return codes


def test_every_problem_code_the_api_writes_has_a_page():
    written = _problem_codes_written()
    assert {"invalid_input", "unknown_game", "store_unavailable", "referee_only", "version_mismatch"} <= written
    written -= {"session_problem", "forbidden"}  # the base classes' codes: each problem raised names its own
    assert sorted(written - set(PROBLEM_CODES)) == []
