"""Euchre Game Notation: every recorded game of tests/data/egn (the EGN repository's
examples, Apache-2.0: tests/data/egn/LICENSE and README.md) imported through POST /v1/matches/import/egn,
validated through validate_match, checked against what the files say and against the EGN reader's own
arithmetic (docs/replayer-logic.md), written back as EGN; the records that are themselves faulty, each
with the fault and Arbitro's verdict; documents that are not EGN refused, naming the path; a Euchre
session exported as EGN."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from service.app import create_app
from service.engine import InvalidInput
from service.games.registry import ENGINES
from service.matches import read_record, validate_match
from service.matches.egn import UNRECORDED_DISCARDS, read_egn, write_egn
from service.matches.egn.notation import full_ruleset
from tests import playout
from tests.matches.support import MATCH_RULES, finished_session, record_of
from tests.sessions.conftest import Remote, Table, bearer

DATA = Path(__file__).resolve().parents[1] / "data" / "egn"
FILES = sorted(str(p.relative_to(DATA)) for p in DATA.rglob("*.egn"))
LIMITS = {"max_deals": 100, "max_actions": 200}


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None, "allow_test_seeds": True}).test_client()


def egn(name: str) -> dict[str, Any]:
    return json.loads((DATA / name).read_text("utf-8"))


def imported(client, document: dict[str, Any]) -> dict[str, Any]:
    answer = client.post("/v1/matches/import/egn", json=document)
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def verdict(record: dict[str, Any]) -> dict[str, Any]:
    return validate_match(read_record(record, **LIMITS))


def refusal(client, document: Any) -> dict[str, list[str]]:
    answer = client.post("/v1/matches/import/egn", json=document)
    assert answer.status_code == 400, answer.get_json()
    return answer.get_json()["errors"]


# -- the EGN reader's arithmetic (docs/replayer-logic.md, docs/determinism-of-egn.md), written from the spec ----
LEFT = {"d": "h", "h": "d", "s": "c", "c": "s"}
RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "9": 9, "N": 9}


def strength(card: str, led: str, trump: str) -> int:
    rank, suit = card[0], card[1].lower()
    if rank == "J" and suit == trump:
        return 100
    if rank == "J" and suit == LEFT[trump]:
        return 99
    if suit == trump:
        return 80 + RANKS[rank]
    return 40 + RANKS[rank] if suit == led else 0


def effective_suit(card: str, trump: str) -> str:
    return trump if card[0] == "J" and card[1].lower() == LEFT[trump] else card[1].lower()


def egn_replay(document: dict[str, Any]) -> list[dict[str, Any]]:
    """Each deal as an EGN reader scores it: trick winners (seats), the points per team, the scores after it."""
    rules = full_ruleset(document["metadata"].get("ruleset", {}))
    scores = list(document["metadata"]["initialScore"])
    deals = []
    for deal in document["deals"]:
        dealer, upcard = deal["initialState"]["dealer"], deal["initialState"]["upCard"]
        bidding = deal["phases"][0]
        calls, alone = bidding["calls"], bidding.get("isAlone", False)
        made = next((i for i, c in enumerate(calls) if c != "Pass"), None)
        if made is None or len(deal["phases"]) < 2:
            deals.append({"winners": [], "points": None, "scores": list(scores)})
            continue
        maker = (dealer + 1 + made) % 4
        trump = upcard[1].lower() if calls[made] == "Order" else calls[made]
        out = (maker + 2) % 4 if alone else None
        if alone and rules["loner_lead"] == "LEFT_OF_LONER":
            lead = (maker + 1) % 4
        else:
            lead = (dealer + 2) % 4 if out == (dealer + 1) % 4 else (dealer + 1) % 4
        winners = []
        for trick in deal["phases"][1]["tricks"]:
            seats = [s % 4 for s in range(lead, lead + 4) if s % 4 != out][: len(trick)]
            led = effective_suit(trick[0], trump)
            best = max(range(len(trick)), key=lambda i: strength(trick[i], led, trump))
            lead = seats[best]
            winners.append(lead)
        points = [0, 0]
        if len(winners) == 5:
            taken = sum(1 for w in winners if w % 2 == maker % 2)
            if taken == 5:
                points[maker % 2] = rules["loner_march_score"] if alone else 2
            elif taken >= 3:
                points[maker % 2] = 1
            else:
                points[1 - maker % 2] = rules["loner_euchred_score"] if alone else 2
            scores = [scores[0] + points[0], scores[1] + points[1]]
        deals.append({"winners": winners, "points": points if len(winners) == 5 else None, "scores": list(scores)})
    return deals


FAULTY = {
    # file: (the fault, as the data README and a reading of the file tell it; Arbitro's verdict per deal)
    "conversion-examples/test.egn": (
        "a card played twice (QS in the first deal) and revokes in the second",
        {1: ("card_already_seen", 13), 2: ("must_follow_suit", 8)},
    ),
    "conversion-examples/test_annotated.egn": (
        "the same game annotated: the same card played twice and the same revokes",
        {1: ("card_already_seen", 13), 2: ("must_follow_suit", 8)},
    ),
    "validation-examples/July-4th-Pairs-Finals.egn": (
        "a wrong initial score ([0, 1]; the other copies of the final start at [2, 0]): the match ends at deal 9",
        {10: ("game_over", None), 11: ("game_over", None)},
    ),
    "validation-examples/Masters-of-the-Euchreverse-Week-1-Game-6.egn": (
        "deal 5 (dealNumber 4): the dealer picks Td up and plays his five cards without it, so he discarded it",
        {5: ("cannot_discard_upcard", 3)},
    ),
    "validation-examples/egn_m_20260529_01-5.egn": (
        "the first deal stops after one trick, the second is dealt by the same seat and holds a revoke",
        {1: ("deal_unfinished", None), 2: ("must_follow_suit", 8)},
    ),
}


def test_the_data_holds_the_examples():
    assert len(FILES) == 42 and set(FAULTY) <= set(FILES)
    assert (DATA / "LICENSE").read_text().lstrip().startswith("Apache License")


@pytest.mark.parametrize("name", FILES)
def test_every_file_imports_and_validates(client, name):
    document = egn(name)
    record = imported(client, document)
    assert record["format"] == "arbitro-match/1" and record["game"] == "euchre"
    assert len(record["deals"]) == len(document["deals"])
    assert [s.get("name", "") for s in record["seats"]] == [
        p if isinstance(p, str) else p["name"] for p in document["metadata"]["players"]
    ]
    answer = client.post("/v1/matches/validate", json=record)
    assert answer.status_code == 200, answer.get_json()
    found = {
        d["deal_number"]: (d["violations"][0]["rule"], d["violations"][0]["action_index"])
        for d in answer.get_json()["deals"]
        if d["violations"]
    }
    assert found == (FAULTY[name][1] if name in FAULTY else {})
    assert answer.get_json()["valid"] is (name not in FAULTY)


@pytest.mark.parametrize("name", [f for f in FILES if f not in FAULTY])
def test_winners_points_and_scores_are_the_egn_readers(client, name):
    """Arbitro's trick winners, deal points and running scores against the EGN reader's (the spec's arithmetic)."""
    document = egn(name)
    record = imported(client, document)
    match = read_record(record, **LIMITS)
    engine = match.engine
    expected = egn_replay(document)
    scores = record.get("starting_scores") or [0, 0]
    judged = verdict(record)["deals"]
    for i, (entry, egn_deal, judged_deal) in enumerate(zip(match.deals, expected, judged, strict=True)):
        state = engine.start(match.rules, {**entry.deal}, scores)
        for action in entry.actions:
            engine.apply(state, action)
        winners = [t["winner"] for t in engine.report(state)["tricks"] if t["winner"] is not None]
        assert winners == egn_deal["winners"], f"deal {i + 1}"
        result = judged_deal["deal_result"]
        assert (None if result is None else result["points"]) == egn_deal["points"], f"deal {i + 1}"
        assert judged_deal["scores"] == egn_deal["scores"], f"deal {i + 1}"
        scores = judged_deal["scores"]


def test_what_the_files_say_holds():
    """The few facts the files state besides the play: a 1.0 file's first lead, a title's claim, known hands."""
    for name in FILES:
        document = egn(name)
        record = read_egn(document, max_deals=100)
        for deal, entry in zip(document["deals"], record["deals"], strict=True):
            plays = [a for a in entry["actions"] if a["type"] == "play"]
            lead = deal["phases"][-1].get("initialLead")
            if lead is not None and plays:
                assert plays[0]["seat"] == lead, name
            hands = entry["deal"].get("hands")
            for play in plays if hands else ():
                hand = hands[play["seat"]]
                assert hand is None or play["card"] in hand or play["card"] == entry["deal"]["turn_up"], name
    six = verdict(read_egn(egn("Six-Points-in-Two-Hands.egn"), max_deals=100))
    assert [d["deal_result"]["points"][0] for d in six["deals"]] == [4, 2]  # six points in two hands
    assert six["result"] == {**six["result"], "winner": 0, "decided_at": 2, "scores": [10, 9]}
    comeback = verdict(read_egn(egn("Epic-Comeback.egn"), max_deals=100))
    assert egn("Epic-Comeback.egn")["metadata"]["initialScore"] == [0, 7] and comeback["result"]["winner"] == 0


ANNOTATED_SCORES = [
    # file, deal (0-based, as dealNumber), words of a call annotation, the score before that deal they state
    ("VWEC-Finals-Annotated.egn", 6, "up 2 points", [5, 3]),
    ("VWEC-Finals-Annotated.egn", 10, "at 7 points", [7, 6]),
    ("VWEC-Finals-Annotated.egn", 11, "not 8-6", [8, 6]),
    ("VWEC-Finals-Annotated.egn", 12, "even at 8-8", [8, 8]),
    ("validation-examples/July-4th-Pairs-Finals-3.egn", 6, "Up 8-2", [8, 2]),
    ("validation-examples/VWEC-Finals-7.egn", 11, "the score is 8/6", [8, 6]),
]


@pytest.mark.parametrize(("name", "deal", "words", "before"), ANNOTATED_SCORES)
def test_the_running_score_is_the_one_the_annotations_state(name, deal, words, before):
    document = egn(name)
    annotations = document["deals"][deal]["phases"][0]["callAnnotations"].values()
    assert any(words in text for texts in annotations for text in texts)
    assert verdict(read_egn(document, max_deals=100))["deals"][deal - 1]["scores"] == before


def test_the_wrong_initial_score_shows_against_the_annotated_copy():
    """July-4th-Pairs-Finals.egn plays the very deals of its copy -3, from [0, 1] instead of [2, 0]: Arbitro's
    score before deal 7 is 6-3 where the copy's annotation says 8-2, and the match ends two deals early."""
    wrong, right = (
        egn("validation-examples/July-4th-Pairs-Finals.egn"),
        egn("validation-examples/July-4th-Pairs-Finals-3.egn"),
    )
    assert [d["initialState"] for d in wrong["deals"]] == [d["initialState"] for d in right["deals"]]
    assert wrong["metadata"]["initialScore"] == [0, 1] and right["metadata"]["initialScore"] == [2, 0]
    judged, copied = verdict(read_egn(wrong, max_deals=100)), verdict(read_egn(right, max_deals=100))
    assert judged["deals"][5]["scores"] == [6, 3] and copied["deals"][5]["scores"] == [8, 2]
    assert judged["result"]["decided_at"] == 9 and copied["result"]["decided_at"] == 11


def test_the_seats_are_derived_as_the_egn_reader_does():
    """VWEC Finals plays LEFT_OF_LONER: a loner's deal is led from the loner's left, its partner never plays."""
    document = egn("VWEC-Finals.egn")
    record = read_egn(document, max_deals=100)
    assert record["rules"]["loner_lead"] == "left_of_loner" and record["rules"]["stick_the_dealer"] is True
    lone = [
        (deal, entry)
        for deal, entry in zip(document["deals"], record["deals"], strict=True)
        if deal["phases"][0].get("isAlone") and len(deal["phases"]) > 1
    ]
    assert lone
    for deal, entry in lone:
        calls = deal["phases"][0]["calls"]
        maker = (deal["initialState"]["dealer"] + 1 + next(i for i, c in enumerate(calls) if c != "Pass")) % 4
        plays = [a for a in entry["actions"] if a["type"] == "play"]
        assert plays[0]["seat"] == (maker + 1) % 4
        assert all(a["seat"] != (maker + 2) % 4 for a in plays)
        assert [a["card"][0] + a["card"][1].lower() for a in plays[:3]] == [
            c.replace("N", "9") for c in deal["phases"][1]["tricks"][0]
        ]


def canonical(document: dict[str, Any]) -> dict[str, Any]:
    """An EGN document as a game: what EGN's baseline keeps (no annotations, no alternative lines, no 1.0
    presentation, no derived first lead), defaults filled in, cards written one way, unknown hands left out."""

    def card(code: str) -> str:
        return code.replace("N", "9", 1)[0] + code[-1].lower()

    metadata = document["metadata"]
    deals = []
    for deal in document["deals"]:
        state = deal["initialState"]
        hands = state.get("playerCards", state.get("player_cards"))
        bidding = deal["phases"][0]
        out = {
            "dealer": state["dealer"],
            "upCard": card(state["upCard"]),
            "hands": [[card(c) for c in h] for h in hands] if hands and any(hands) else None,
            "calls": bidding["calls"],
            "isAlone": bidding.get("isAlone", False),
            "discard": bidding.get("discard") and card(bidding["discard"]),
            "tricks": [[card(c) for c in t] for p in deal["phases"][1:] for t in p["tricks"]],
        }
        deals.append(out)
    return {
        "players": [p if isinstance(p, str) else p["name"] for p in metadata["players"]],
        "initialScore": metadata["initialScore"],
        "ruleset": full_ruleset(metadata.get("ruleset", {})),
        "about": {k: metadata.get(k) or None for k in ("title", "description", "date", "gameId")},
        "deals": deals,
    }


@pytest.mark.parametrize("name", FILES)
def test_import_then_export_gives_an_equivalent_document(client, name):
    document = egn(name)
    record = imported(client, document)
    written = write_egn(record, **LIMITS)
    assert written["fileType"] == "Euchre Game Notation" and written["version"] == "1.4"
    assert canonical(written) == canonical(document)
    for deal in record["deals"]:
        deal["deal"].pop("kitty", None)  # EGN 1.0's kitty, which 1.4 no longer has
    assert imported(client, written) == record  # and the document written reads back as the same record


def test_a_long_description_travels_in_several_tags(client):
    document = egn("Custom-Scenario.egn")
    text = "".join(f"{k:04d} " for k in range(200))  # 1000 characters: EGN allows 1024, a tag holds 200
    document["metadata"]["description"] = text
    record = imported(client, document)
    assert [t for t in record["tags"] if t.startswith("description")] == [
        "description",
        "description_2",
        "description_3",
        "description_4",
        "description_5",
    ]
    assert write_egn(record, **LIMITS)["metadata"]["description"] == text
    document["metadata"]["description"] = text + "x" * 25
    assert "metadata.description" in refusal(client, document)


def test_a_discard_the_file_leaves_out_is_derived_and_not_written_back():
    document = egn("validation-examples/Masters-of-the-Euchreverse-Week-1-Game-6.egn")
    record = read_egn(document, max_deals=100)
    listed = [int(n) for n in record["tags"][UNRECORDED_DISCARDS].split()]
    for number, deal in enumerate(document["deals"], 1):
        bidding = deal["phases"][0]
        ordered = "Order" in bidding["calls"]
        discards = [a for a in record["deals"][number - 1]["actions"] if a["type"] == "discard"]
        assert len(discards) == ordered
        assert (number in listed) == (ordered and "discard" not in bidding)
    fifth = record["deals"][4]
    assert [a["card"] for a in fifth["actions"] if a["type"] == "discard"] == [fifth["deal"]["turn_up"]] == ["TD"]


def test_each_ruleset_field_maps_to_an_option(client):
    document = egn("Custom-Scenario.egn")
    document["metadata"]["ruleset"] = {
        "std": False,
        "canadian": True,
        "loner_lead": "LEFT_OF_LONER",
        "winning_score": 11,
        "loner_euchred_score": 3,
        "min_rank": 7,
        "defend_alone": True,
        "joker": True,
    }
    document["deals"][0]["phases"][0]["calls"] = ["Pass"] * 4 + ["s"]  # a stuck dealer is no longer needed
    rules = imported(client, document)["rules"]
    assert rules == {
        "players": 4,
        "deck": 32,
        "benny": True,
        "points_to_win": 11,
        "stick_the_dealer": False,
        "canadian_loner": True,
        "defend_alone": "vs_loner",
        "loner_lead": "left_of_loner",
        "euchred_loner_points": 3,
    }
    assert imported(client, egn("Custom-Scenario.egn"))["rules"]["stick_the_dealer"] is True  # EGN's default


def test_a_lone_defender_sits_the_partner_out(client):
    document = egn("Custom-Scenario.egn")
    document["metadata"]["ruleset"]["defend_alone"] = True
    bidding = document["deals"][0]["phases"][0]
    bidding.update(isAlone=True, aloneDefender=2)  # seat 0 deals, seat 1 calls spades alone; seat 2 defends alone
    play = document["deals"][0]["phases"][1]
    record = imported(client, {**document, "deals": [{**document["deals"][0], "phases": [bidding]}]})
    assert [a["type"] for a in record["deals"][0]["actions"]][-2:] == ["call", "defend_alone"]
    assert play["tricks"]  # the file's 4-card tricks no longer fit a deal of two seats:
    errors = refusal(client, document)
    assert errors == {"deals.0.phases.1.tricks.0": ["holds 4 cards; 2 seats play to each trick of this deal"]}


@pytest.mark.parametrize(
    ("change", "path", "words"),
    [
        (lambda d: d.update(fileType="Portable Game Notation"), "fileType", "not say it is EGN"),
        (lambda d: d.update(version="2.0"), "version", "EGN 1.x"),
        (lambda d: d.pop("metadata"), "metadata", "missing"),
        (lambda d: d["metadata"].update(players=["a", "b"]), "metadata.players", "4 players"),
        (lambda d: d["metadata"].update(initialScore=[0]), "metadata.initialScore", "two teams"),
        (lambda d: d["metadata"].update(ruleset=None), "metadata.ruleset", "an object"),
        (lambda d: d["metadata"].update(finalScore=None), "metadata.finalScore", "two teams"),
        (lambda d: d["metadata"]["ruleset"].update(farmers=True), "metadata.ruleset.farmers", "not played"),
        (lambda d: d["metadata"]["ruleset"].update(num_deals=8), "metadata.ruleset.num_deals", "not played"),
        (lambda d: d["metadata"]["ruleset"].update(std="yes"), "metadata.ruleset.std", "boolean"),
        (lambda d: d["metadata"]["ruleset"].update(hoyle=True), "metadata.ruleset.hoyle", "no EGN 1.4"),
        (lambda d: d["deals"].__setitem__(0, "AAAA"), "deals.0", "packed"),
        (lambda d: d["deals"][0].update(extra=1), "deals.0.extra", "not a field of EGN"),
        (lambda d: d["deals"][0]["initialState"].update(dealer=4), "deals.0.initialState.dealer", "a seat"),
        (lambda d: d["deals"][0]["initialState"].update(upCard="Xx"), "deals.0.initialState.upCard", "no card"),
        (
            lambda d: d["deals"][0]["initialState"]["playerCards"][1].__setitem__(0, "Kh"),
            "deals.0.initialState",
            "2 times",
        ),
        (lambda d: d["deals"][0]["phases"][0]["calls"].__setitem__(4, "n"), "deals.0.phases.0.calls.4", "no trump"),
        (lambda d: d["deals"][0]["phases"][0]["calls"].__setitem__(0, "h"), "deals.0.phases.0.calls.0", "round 1"),
        (lambda d: d["deals"][0]["phases"][0]["calls"].append("Pass"), "deals.0.phases.0.calls.5", "after trump"),
        (lambda d: d["deals"][0]["phases"][1]["tricks"][1].pop(), "deals.0.phases.1.tricks.1", "3 cards"),
        (
            lambda d: d["deals"][0]["phases"][0].update(cardExchanges=[{"receiver": 1, "cards": ["Ah"]}]),
            "deals.0.phases.0.cardExchanges",
            "not played",
        ),
        (lambda d: d["deals"][0]["phases"][1]["tricks"][0].__setitem__(0, "2c"), "deals.0.phases.1.tricks.0.0", "card"),
    ],
)
def test_a_document_that_is_not_egn_is_a_400_naming_the_path(client, change, path, words):
    document = egn("Custom-Scenario.egn")
    change(document)
    errors = refusal(client, document)
    assert path in errors and any(words in m for m in errors[path]), errors


def test_a_body_that_is_no_object_is_a_400(client):
    assert "body" in refusal(client, ["Euchre Game Notation"])


def test_a_euchre_session_is_exported_as_egn(client):
    table = finished_session(client, "euchre", seed=21)
    record = record_of(table)
    answer = client.get(f"{table.url}/record/egn", headers=bearer(table.referee))
    assert answer.status_code == 200, answer.get_json()
    written = answer.get_json()
    assert written == write_egn(record, **LIMITS)
    assert len(written["deals"]) == len(record["deals"]) and written["metadata"]["initialScore"] == [0, 0]
    assert all(len(d["phases"][0]["calls"]) >= 1 for d in written["deals"])
    back = imported(client, written)  # the hands travel with it: every discard is recorded
    assert UNRECORDED_DISCARDS not in back.get("tags", {})
    original, again = verdict(record), verdict(back)
    assert again["valid"] and again["result"] == original["result"]
    assert [d["deal_result"] for d in again["deals"]] == [d["deal_result"] for d in original["deals"]]


def test_the_record_asked_as_egn_is_sent_on_to_the_egn_document(client):
    """``?format=egn`` on the record (docs/API.md §7) is a 308 to ``.../record/egn``: each answer has one schema."""
    table = finished_session(client, "euchre", seed=21)
    moved = client.get(f"{table.url}/record?format=egn", headers=bearer(table.referee))
    assert moved.status_code == 308 and moved.headers["Location"] == f"{table.url}/record/egn"
    followed = client.get(moved.headers["Location"], headers=bearer(table.referee))
    assert followed.status_code == 200 and followed.get_json() == write_egn(record_of(table), **LIMITS)


def test_egn_is_refused_for_other_games_and_other_formats(client):
    ecarte = finished_session(client, "ecarte", seed=5)
    errors = client.get(f"{ecarte.url}/record/egn", headers=bearer(ecarte.referee))
    assert errors.status_code == 400 and "game" in errors.get_json()["errors"]
    other = client.get(f"{ecarte.url}/record?format=pgn", headers=bearer(ecarte.referee))
    assert other.status_code == 400 and "format" in other.get_json()["errors"]


def test_rules_egn_cannot_say_are_refused_when_writing():
    record = read_egn(egn("Custom-Scenario.egn"), max_deals=100)
    for option, value in (
        ("dealer_may_discard_upcard", True),
        ("defend_alone", "any"),
        ("revoke_points", 3),
        ("ace_no_face", "either"),
        ("farmers_hand", True),
        ("making_trump_rule", "all"),
        ("point_on_partner", True),
        ("robson_rules", True),
        ("dealer_speaks_first", True),
        ("upcard_into_hand", True),
    ):
        changed = copy.deepcopy(record)
        changed["rules"][option] = value
        with pytest.raises(InvalidInput) as refused:
            write_egn(changed, **LIMITS)
        assert f"rules.{option}" in refused.value.messages()


def test_a_blind_call_is_refused_when_writing():
    record = read_egn(egn("Custom-Scenario.egn"), max_deals=100)
    record["rules"]["benny"] = True
    deal = record["deals"][0]["deal"]
    deal["turn_up"], deal["hands"] = "JK", None
    record["deals"][0]["actions"] = [{"seat": 0, "type": "call", "suit": "S"}]
    with pytest.raises(InvalidInput) as refused:
        write_egn(record, **LIMITS)
    assert list(refused.value.messages()) == ["deals.0.deal.turn_up"]


SAYABLE_RULES = [
    {"stick_the_dealer": True},
    {"canadian_loner": True, "loner_lead": "left_of_loner"},
    {"defend_alone": "vs_loner", "euchred_loner_points": 3},
    {"deck": 32, "points_to_win": 5},
]


@pytest.mark.parametrize("seed", range(24))
def test_a_random_euchre_deal_survives_the_round_trip(seed):
    """Random legal play, hands known and every discard recorded: export then import gives the same actions
    (each card's seat derived again from the order of play alone) and the same verdict."""
    rng = random.Random(f"egn:{seed}")
    engine = ENGINES["euchre"]
    rules = engine.resolve_rules(SAYABLE_RULES[seed % len(SAYABLE_RULES)])
    order = engine.deck(rules).full()
    rng.shuffle(order)
    deal = engine.deal_from_order(rules, order, seed % 4, 4)
    state = engine.start(rules, deal, [0, 0])
    actions = playout.play(engine, state, rng, choose=lambda engine, state, listed, rng: rng.choice(listed))
    record = {
        "format": "arbitro-match/1",
        "game": "euchre",
        "rules": rules.as_json(),
        "seats": [{}, {}, {}, {}],
        "deals": [{"deal": {k: v for k, v in deal.items() if k != "kitty"}, "actions": actions}],
    }
    back = read_egn(write_egn(record, **LIMITS), max_deals=100)
    assert back["deals"][0]["actions"] == actions
    assert verdict(back)["deals"] == verdict(record)["deals"]


def _plain(record: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """Each deal's actions, ``alone: false`` (a discard's, EGN's default) left out."""
    return [[{k: v for k, v in a.items() if (k, v) != ("alone", False)} for a in d["actions"]] for d in record["deals"]]


@pytest.mark.parametrize("seed", [31, pytest.param(32, marks=pytest.mark.slow)])  # two whole matches, every move
def test_every_stage_of_a_match_in_progress_reads_back(client, seed):
    """A session's EGN, taken after every move of a match, imports and validates: the deals played so far and the
    one in play as far as it has gone - a deal nobody has called on yet as its initial state with no phase."""
    match = ReadBackEachMove(Table(client, "euchre", seed=seed, rules=MATCH_RULES["euchre"]))
    match.play(random.Random(seed), limit=400)
    assert match.referee["game_over"]


class ReadBackEachMove(Remote):
    """A session whose EGN, before each move and at the end, imports as its record and validates."""

    def listed(self) -> list[dict] | None:
        table, client = self.table, self.table.client
        record = record_of(table)
        written = client.get(f"{table.url}/record/egn", headers=bearer(table.referee)).get_json()
        back = imported(client, written)
        assert _plain(back) == _plain(record)
        checked = verdict(back)
        assert all(deal["valid"] for deal in checked["deals"]), checked
        return super().listed()
