"""The digest's word on jokers laid off at a run's ends (docs/rules/ramino.md):

§2.4 "Clients may annotate a joker's card; it must agree with its position. The service never
guesses."  §6.3 "Run: cards ... at either end ... A joker laid off where both ends are open must
carry its card (§2.4)."  A lay-off carries it as ``end``: "low" (below the run) or "high".
Values follow §1: a joker is worth the card it stands for, 2-9 their pips."""

import pytest

from service.cards import JOKER
from service.games.ramino.continuation import closing_plan, turn_plan
from service.games.ramino.engine import ENGINE
from service.games.ramino.laying import undiscardable
from service.games.ramino.melds import MeldError, lay_off, read_meld
from service.games.ramino.play import owed_action
from tests.games.ramino.scenarios import act, position, refused, rules_with

RULES = rules_with()
OPEN_RUN = ["5H", "6H", "7H"]  # both ends open: a joker could be the 4H or the 8H


def laying_onto(run: list[str], hand: list[str]):
    """Seat 0 (opened, drawn) holds ``hand``; the table holds ``run`` (seat 1's)."""
    return position(RULES, [hand, ["2S"]], table=[(run, 1)], opened={0, 1})


def described(state, index: int = 0) -> dict:
    return state.table[index].describe(RULES)


def test_s2_4_s6_3_a_lone_joker_onto_a_run_open_at_both_ends_needs_its_end():
    state = laying_onto(OPEN_RUN, ["JK", "9D", "2C"])
    assert refused(state, 0, "lay_off", meld=0, cards=["JK"]) == "joker_end_required"
    with pytest.raises(MeldError) as exc:
        lay_off(RULES, read_meld(RULES, OPEN_RUN), [JOKER])
    assert exc.value.rule == "joker_end_required"
    assert '"low"' in exc.value.detail and '"high"' in exc.value.detail


@pytest.mark.parametrize(
    ("end", "cards", "stands_for", "value"),
    [
        ("low", ["JK", "5H", "6H", "7H"], "4H", 4 + 5 + 6 + 7),
        ("high", ["5H", "6H", "7H", "JK"], "8H", 5 + 6 + 7 + 8),
    ],
)
def test_s2_4_s6_3_the_end_given_places_the_joker_and_its_card(end, cards, stands_for, value):
    state = act(laying_onto(OPEN_RUN, ["JK", "9D", "2C"]), 0, "lay_off", meld=0, cards=["JK"], end=end)
    meld = described(state)
    assert meld["cards"] == cards and meld["value"] == value
    assert meld["jokers"] == [{"position": cards.index("JK"), "stands_for": [stands_for]}]


@pytest.mark.parametrize(
    ("run", "cards", "stands_for"),
    [
        (["AH", "2H", "3H"], ["AH", "2H", "3H", "JK"], "4H"),  # §2.2: nothing goes below a low ace
        (["QH", "KH", "AH"], ["JK", "QH", "KH", "AH"], "JH"),  # nothing goes above a high ace
    ],
)
def test_s6_3_a_run_open_at_one_end_only_takes_a_joker_without_end(run, cards, stands_for):
    state = act(laying_onto(run, ["JK", "9D", "2C"]), 0, "lay_off", meld=0, cards=["JK"])
    assert described(state)["cards"] == cards
    assert described(state)["jokers"][0]["stands_for"] == [stands_for]


def test_s6_3_a_full_run_takes_no_joker_at_all():
    full = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"]
    assert refused(laying_onto(full, ["JK", "9D", "2C"]), 0, "lay_off", meld=0, cards=["JK"]) == "invalid_lay_off"


def test_s2_4_s6_3_two_jokers_onto_a_run_open_at_both_ends_need_their_end():
    state = laying_onto(OPEN_RUN, ["JK", "JK", "9D", "2C"])
    assert refused(state, 0, "lay_off", meld=0, cards=["JK", "JK"]) == "joker_end_required"
    act(state, 0, "lay_off", meld=0, cards=["JK", "JK"], end="low")
    assert described(state)["cards"] == ["JK", "JK", "5H", "6H", "7H"]
    assert [j["stands_for"] for j in described(state)["jokers"]] == [["3H"], ["4H"]]


@pytest.mark.parametrize(("card", "cards"), [("4H", ["4H", *OPEN_RUN]), ("8H", [*OPEN_RUN, "8H"])])
def test_s6_3_a_natural_card_never_needs_an_end(card, cards):
    state = act(laying_onto(OPEN_RUN, [card, "9D", "2C"]), 0, "lay_off", meld=0, cards=[card])
    assert described(state)["cards"] == cards


def closer(run: list[str]):
    """Seat 0 has laid nothing and can close in hand: the joker onto ``run``, 9s, discard 2D."""
    return position(RULES, [["JK", "9C", "9D", "9S", "2D"], ["2S"]], table=[(run, 1)], opened={1})


def test_s8_2_s6_3_a_close_laying_off_a_lone_joker_onto_an_open_run_needs_its_end():
    close = {"melds": [["9C", "9D", "9S"]], "discard": "2D"}
    lay_offs = [{"meld": 0, "cards": ["JK"]}]
    state = closer(OPEN_RUN)
    assert refused(state, 0, "close", lay_offs=lay_offs, **close) == "joker_end_required"
    act(state, 0, "close", lay_offs=[{**lay_offs[0], "end": "low"}], **close)
    assert state.phase == "over" and described(state)["cards"] == ["JK", *OPEN_RUN]
    assert described(state)["jokers"][0]["stands_for"] == ["4H"]


def test_s6_3_a_close_onto_a_run_open_at_one_end_needs_no_end():
    state = act(
        closer(["QH", "KH", "AH"]),
        0,
        "close",
        lay_offs=[{"meld": 0, "cards": ["JK"]}],
        melds=[["9C", "9D", "9S"]],
        discard="2D",
    )
    assert state.phase == "over" and described(state)["cards"] == ["JK", "QH", "KH", "AH"]


def test_s2_4_the_plans_the_service_writes_say_the_end():
    """What the engine lists or plans is posted back as is, so its joker lay-offs carry an end."""
    state = laying_onto(OPEN_RUN, ["JK", "9D", "2C"])
    first = turn_plan(state, "lay_off")["first"][0]
    assert first["cards"] == ["JK"] and first["end"] in ("low", "high")
    act(state, 0, "lay_off", **first)

    state = closer(OPEN_RUN)
    plan = closing_plan(state, 0, state.hands.counter(0), undiscardable(state))
    assert plan["lay_offs"] == [{"meld": 0, "cards": ["JK"], "end": plan["lay_offs"][0]["end"]}]
    assert {"seat": 0, "type": "close"} in ENGINE.legal_actions(state)
    act(state, 0, "close", **plan)
    assert state.phase == "over"


def test_s2_4_s7_4_the_joker_owed_after_an_exchange_is_offered_with_its_end():
    """§7.4: the joker won back must be laid again; every run on the table is open at both ends."""
    state = position(RULES, [["8S", "2C", "3D"], ["2S"]], table=[(["7S", "JK", "9S"], 1), (OPEN_RUN, 1)], opened={0, 1})
    act(state, 0, "swap_joker", meld=0, cards=["8S"])
    owed = owed_action(state, "lay_off")
    assert owed["cards"] == ["JK"] and owed["end"] in ("low", "high")
    ENGINE.apply(state, owed)
    assert state.turn.jokers_to_lay == 0
