"""Ecarté over HTTP: every stateless endpoint, and the bad inputs of docs/API.md §1."""

import pytest

URL = "/v1/games/ecarte"
# Digest example 7: trump spades, score 0-0, dealer seat 1 (so seat 0 is the elder).
ELDER = ["KS", "8S", "AH", "7C", "9D"]
DEALER = ["QS", "JS", "KH", "KC", "TD"]
EXAMPLE_7 = [
    {"seat": 0, "type": "declare_king"},
    {"seat": 0, "type": "play", "card": "AH"},
    {"seat": 1, "type": "play", "card": "KH"},
    {"seat": 1, "type": "play", "card": "KC"},
    {"seat": 0, "type": "play", "card": "7C"},
    {"seat": 1, "type": "play", "card": "TD"},
    {"seat": 0, "type": "play", "card": "9D"},
    {"seat": 1, "type": "play", "card": "QS"},
    {"seat": 0, "type": "play", "card": "KS"},
    {"seat": 0, "type": "play", "card": "8S"},
    {"seat": 1, "type": "play", "card": "JS"},
]


def body(actions=(), **overrides):
    request = {"deal": {"dealer": 1, "turn_up": "7S", "hands": [ELDER, DEALER]}, "actions": list(actions)}
    request.update(overrides)
    return request


def test_adjudicate_a_whole_deal(client):
    answer = client.post(f"{URL}/adjudicate", json=body(EXAMPLE_7))
    assert answer.status_code == 200, answer.get_json()
    result = answer.get_json()
    assert result["game"] == "ecarte" and result["rules"]["variant"]
    assert result["trump"] == "S"
    assert [t["winner"] for t in result["tricks"]] == [1, 1, 1, 0, 1]
    assert result["deal_result"]["points"] == [1, 2]
    assert result["deal_result"]["reason"] == "point"
    assert result["scores"] == [1, 2] and result["game_over"] is False and result["to_act"] is None
    assert result["legal_actions"] == []


def test_legal_actions_mid_trick(client):
    answer = client.post(f"{URL}/legal-actions", json=body(EXAMPLE_7[:2]))
    assert answer.status_code == 200
    assert answer.get_json() == {
        "game": "ecarte",
        "to_act": 1,
        "legal_actions": [{"seat": 1, "type": "play", "card": "KH"}],
    }


def test_aliases_are_answered_in_canonical_form(client):
    actions = [{"seat": 0, "type": "PROPONGO"}, {"seat": 1, "type": "rifiuto"}]
    answer = client.post(f"{URL}/adjudicate", json=body(actions))
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["phase"] == "play"
    assert {a["type"] for a in answer.get_json()["legal_actions"]} <= {"play", "declare_king"}


def test_illegal_play_is_422_with_rule_index_and_legal_actions(client):
    actions = EXAMPLE_7[:2] + [{"seat": 1, "type": "play", "card": "KC"}]
    answer = client.post(f"{URL}/adjudicate", json=body(actions))
    assert answer.status_code == 422
    assert answer.content_type == "application/problem+json"
    problem = answer.get_json()
    assert problem["action_index"] == 2 and problem["rule"] == "must_follow_suit" or problem["rule"] == "must_overtake"
    assert problem["legal_actions"] == [{"seat": 1, "type": "play", "card": "KH"}]
    assert problem["status"] == 422 and problem["type"].startswith("/problems/")


def test_out_of_turn_is_422_not_your_turn(client):
    answer = client.post(f"{URL}/adjudicate", json=body([{"seat": 1, "type": "play", "card": "QS"}]))
    assert answer.status_code == 422 and answer.get_json()["rule"] == "not_your_turn"


def test_report_mode_lists_the_violation_and_goes_on(client):
    actions = EXAMPLE_7[:2] + [{"seat": 1, "type": "play", "card": "KC"}]
    answer = client.post(f"{URL}/adjudicate", json=body(actions, on_illegal="report"))
    assert answer.status_code == 200
    violations = answer.get_json()["violations"]
    assert len(violations) == 1 and violations[0]["action_index"] == 2


def test_validate_is_always_200_for_a_well_formed_history(client):
    good = client.post(f"{URL}/validate", json=body(EXAMPLE_7)).get_json()
    assert good["valid"] is True and good["violations"] == []
    bad = client.post(f"{URL}/validate", json=body([{"seat": 1, "type": "play", "card": "QS"}]))
    assert bad.status_code == 200 and bad.get_json()["valid"] is False
    assert bad.get_json()["violations"][0]["rule"] == "not_your_turn"


def test_trick_winner(client):
    answer = client.post(
        f"{URL}/trick-winner", json={"trump": "H", "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "js"}]}
    )
    assert answer.status_code == 200
    assert answer.get_json()["winner"] == 1 and answer.get_json()["plays"][1]["card"] == "JS"


@pytest.mark.parametrize(
    "mutate, field",
    [
        (lambda b: b["deal"].update(hands=[ELDER, DEALER[:4]]), "deal.hands.1"),
        (lambda b: b["deal"].update(hands=[ELDER, ["KS"] + DEALER[1:]]), "deal"),
        (lambda b: b["deal"].update(turn_up="2S"), "deal.turn_up"),
        (lambda b: b["deal"].update(turn_up="XX"), "deal.turn_up"),
        (lambda b: b["deal"].update(dealer=2), "deal.dealer"),
        (lambda b: b["deal"].update(dealer="1"), "deal.dealer"),
        (lambda b: b["deal"].update(colour="red"), "deal.colour"),
        (lambda b: b.update(colour="red"), "colour"),
        (lambda b: b.update(actions={"seat": 0}), "actions"),
        (lambda b: b.update(actions=[{"seat": 0, "type": "fly"}]), "actions.0.type"),
        (lambda b: b.update(actions=[{"seat": 0, "type": "play", "card": "ZZ"}]), "actions.0.card"),
        (lambda b: b.update(actions=[{"seat": 0, "type": "play", "card": "AH", "extra": 1}]), "actions.0.extra"),
        (lambda b: b.update(actions=[{"seat": "0", "type": "play", "card": "AH"}]), "actions.0.seat"),
        (lambda b: b.update(rules={"variant": "nope"}), "rules.variant"),
        (lambda b: b.update(rules={"target_score": "five"}), "rules.target_score"),
        (lambda b: b.update(scores=[1]), "scores"),
        (lambda b: b.update(scores=["a", 0]), "scores.0"),
        (lambda b: b.update(on_illegal="ignore"), "on_illegal"),
        (lambda b: b.pop("deal"), "deal"),
    ],
)
def test_bad_input_is_400_naming_the_field(client, mutate, field):
    request = body()
    mutate(request)
    answer = client.post(f"{URL}/adjudicate", json=request)
    assert answer.status_code == 400, answer.get_json()
    assert answer.content_type == "application/problem+json"
    problem = answer.get_json()
    assert field in problem["errors"], problem


@pytest.mark.parametrize("raw", [b"{", b"[]", b"null", b"42", b'"deal"', b"\xff\xfe", b'{"deal": {}}' * 3])
def test_malformed_json_is_400(client, raw):
    answer = client.post(f"{URL}/adjudicate", data=raw, content_type="application/json")
    assert answer.status_code == 400
    assert answer.content_type == "application/problem+json"


def test_a_score_at_the_target_is_422_game_over(client):
    answer = client.post(f"{URL}/adjudicate", json=body(scores=[5, 2]))
    assert answer.status_code == 422 and answer.get_json()["rule"] == "game_over"


def test_a_declaration_out_of_turn_is_accepted_and_only_the_seat_to_act_is_listed(client):
    """5.2: the elder (seat 0) holds KS, the trump king; he declares while the dealer answers his
    proposal: 200, one point, and the dealer is still the one to act and the only one listed."""
    actions = [{"seat": 0, "type": "propose"}, {"seat": 0, "type": "declare_king"}]
    answer = client.post(f"{URL}/adjudicate", json=body(actions))
    assert answer.status_code == 200, answer.get_json()
    result = answer.get_json()
    assert result["scores"] == [1, 0] and result["to_act"] == 1 and result["king_declared_by"] == 0
    assert result["legal_actions"] == [{"seat": 1, "type": "accept"}, {"seat": 1, "type": "refuse"}]
