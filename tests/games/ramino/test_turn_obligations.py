"""What a turn still owes - a joker won back (§7.4), the discard taken under must_use (§12) - and
closing in hand with a joker exchange (§8.2): legal_actions lists exactly what apply accepts."""

from service.games.ramino.continuation import turn_plan
from service.games.ramino.engine import ENGINE
from service.games.ramino.play import owed_action
from tests.games.ramino.scenarios import act, kinds, position, refused, rules_with

RULES = rules_with()
MUST_USE = rules_with(discard_pickup="must_use")
FULL_RUN_WITH_JOKER = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "JK", "TH", "JH", "QH", "KH", "AH"]


def pickups(state) -> list[dict]:
    return [a for a in ENGINE.legal_actions(state) if a.get("source") == "discard"]


# -- gap 1: closing in hand with a joker exchange ---------------------------------------------
def swap_close_position():
    return position(RULES, [["9H", "4C", "4D", "QS"], ["2S"]], table=[(["7H", "8H", "JK", "TH"], 1)], opened={1})


def test_a_close_that_needs_a_joker_exchange_is_listed():
    state = swap_close_position()
    assert "close" in kinds(state)
    act(state, 0, "close", swaps=[{"meld": 0, "cards": ["9H"]}], melds=[["4C", "4D", "JK"]], discard="QS")
    assert state.deal_result["reason"] == "closed_in_hand"


def test_a_close_whose_won_joker_would_be_the_discard_is_not_listed():
    state = position(RULES, [["9H", "4C", "4D"], ["2S"]], table=[(["7H", "8H", "JK", "TH"], 1)], opened={1})
    assert "close" not in kinds(state)


def test_a_close_with_an_exchange_over_http(client):
    """Seat 1 opens with a joker in a run; seat 0, who has laid nothing, closes by taking it."""
    hand = ["9H", "4C", "4D", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "KC", "KD", "KH", "KS"]
    body = {
        "deal": {"dealer": 0, "hands": [hand, None]},
        "actions": [
            {"seat": 1, "type": "open", "melds": [["7H", "8H", "JK", "TH"], ["QS", "KS", "AS"]]},
            {"seat": 1, "type": "discard", "card": "3C"},
            {"seat": 0, "type": "draw", "source": "stock", "card": "2D"},
        ],
    }
    listed = client.post("/v1/games/ramino/legal-actions", json=body).get_json()["legal_actions"]
    assert {"seat": 0, "type": "close"} in listed
    close = {
        "seat": 0,
        "type": "close",
        "swaps": [{"meld": 0, "cards": ["9H"]}],
        "melds": [["4C", "4D", "JK"], ["5S", "6S", "7S", "8S", "9S", "TS", "JS"], ["KC", "KD", "KH", "KS"]],
        "discard": "2D",
    }
    answer = client.post("/v1/games/ramino/adjudicate", json={**body, "actions": [*body["actions"], close]})
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["deal_result"]["reason"] == "closed_in_hand"


# -- gap 2: discard_pickup=must_use lists the pickup iff the card can be laid this turn --------
def test_must_use_pickup_that_only_a_joker_lay_off_can_use_is_listed():
    state = position(
        MUST_USE,
        [["JK", "2C", "KD"], ["2S"]],
        drew=False,
        discards=["9H"],
        table=[(["5H", "6H", "7H"], 1)],
        opened={0, 1},
    )
    assert pickups(state)
    act(state, 0, "draw", source="discard", card="9H")
    act(state, 0, "lay_off", meld=0, cards=["JK", "9H"])
    act(state, 0, "discard", card="2C")


def test_must_use_pickup_that_closes_in_hand_is_listed():
    state = position(MUST_USE, [["4S", "5S", "9D"], ["2S"]], drew=False, discards=["6S"])
    assert pickups(state)
    act(state, 0, "draw", source="discard", card="6S")
    act(state, 0, "close", melds=[["4S", "5S", "6S"]], discard="9D")


def test_must_use_pickup_whose_meld_breaks_the_opening_is_neither_listed_nor_accepted():
    """52 opens without the 5S taken; 5S 6S 7S takes the 7S the 52 needs, leaving 49."""
    hand = ["QH", "KH", "AH", "7C", "7D", "7S", "6S", "2C"]
    state = position(MUST_USE, [hand, ["2S"]], drew=False, discards=["5S"])
    assert not pickups(state)
    assert refused(state, 0, "draw", source="discard", card="5S") == "discard_pickup_unusable"


def test_must_use_opening_that_leaves_the_card_taken_unusable_is_refused():
    hand = ["QH", "KH", "AH", "7C", "7D", "7S", "6S", "8S", "2C"]
    state = position(MUST_USE, [hand, ["2S"]], drew=False, discards=["5S"])
    act(state, 0, "draw", source="discard", card="5S")
    rule = refused(state, 0, "open", melds=[["QH", "KH", "AH"], ["7C", "7D", "7S"]])
    assert rule == "discard_pickup_not_used"
    act(state, 0, "open", melds=[["QH", "KH", "AH"], ["5S", "6S", "7S", "8S"]])
    act(state, 0, "discard", card="2C")


def test_must_use_a_meld_that_strands_the_card_taken_is_refused():
    state = position(MUST_USE, [["4S", "5S", "5C", "5D", "KC"], ["2S"]], drew=False, discards=["6S"], opened={0})
    act(state, 0, "draw", source="discard", card="6S")
    assert refused(state, 0, "meld", melds=[["5S", "5C", "5D"]]) == "discard_pickup_not_used"
    act(state, 0, "meld", melds=[["4S", "5S", "6S"]])


# -- gap 3: a joker won back always stays layable ----------------------------------------------
def dead_end_position():
    """The only table meld is a 13-card run; once its joker is taken the run is full."""
    hand = ["9H", "4C", "4D", "4S", "4H", "QS"]
    return position(RULES, [hand, ["2S"]], table=[(FULL_RUN_WITH_JOKER, 1)], opened={0, 1})


def test_laying_the_cards_a_won_joker_needs_is_refused():
    state = dead_end_position()
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    assert refused(state, 0, "meld", melds=[["4C", "4D", "4S", "4H"]]) == "joker_must_be_reused"
    assert kinds(state) == {"meld"}
    act(state, 0, "meld", melds=[["4C", "4D", "JK"]])
    assert "lay_off" in kinds(state)
    act(state, 0, "lay_off", meld=1, cards=["4S"])
    act(state, 0, "discard", card="QS")


def test_a_won_joker_whose_only_meld_leaves_a_barred_discard_is_no_exchange():
    """After taking the KS discard, 4C 4D JK would leave only the KS - which may not go back."""
    table = [(FULL_RUN_WITH_JOKER, 1)]
    state = position(RULES, [["4C", "4D", "9H"], ["2S"]], drew=False, discards=["KS"], table=table, opened={0, 1})
    act(state, 0, "draw", source="discard", card="KS")
    assert "swap_joker" not in kinds(state)
    assert refused(state, 0, "swap_joker", meld=0, cards=["9H"]) == "joker_not_reusable"


def test_a_second_exchange_while_a_joker_is_owed_is_listed_when_both_can_be_laid():
    table = [(["7H", "8H", "JK", "TH"], 1), (["3C", "JK", "5C"], 1)]
    state = position(RULES, [["9H", "4C", "5D", "QS"], ["2S"]], table=table, opened={0, 1})
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    assert "swap_joker" in kinds(state)
    act(state, 0, "swap_joker", meld=1, cards=["4C"])
    act(state, 0, "meld", melds=[["JK", "5D", "JK"]])
    act(state, 0, "discard", card="QS")


# -- gap 4: a lay-off that only a later exchange (or lay-off) on the same meld pays for --------
SIXES_WITH_JOKER = ["6C", "JK", "6H"]  # JK = 6S or 6D; its exchange needs both


def test_must_use_lay_off_followed_by_an_exchange_in_the_same_group_is_listed():
    """§6.4, §7.3 (R8): laying 6S makes 6C JK 6H 6S, whose joker the 6D then frees; the 9C taken
    melds with 9D and that joker.  Laying 6S (or 6D) is the only lay-off there is, and it is legal."""
    table = [(SIXES_WITH_JOKER, 1)]
    state = position(
        MUST_USE, [["6S", "6D", "9D", "QS"], ["2S"]], drew=False, discards=["9C"], table=table, opened={0, 1}
    )
    act(state, 0, "draw", source="discard", card="9C")
    assert "lay_off" in kinds(state)
    act(state, 0, "lay_off", meld=0, cards=["6S"])
    act(state, 0, "swap_joker", meld=0, cards=["6D"])
    act(state, 0, "meld", melds=[["9C", "9D", "JK"]])
    act(state, 0, "discard", card="QS")


def test_owed_joker_lay_off_followed_by_an_exchange_in_the_same_group_is_listed():
    """§7.4: the joker won from the full run is owed; 6S 6D JK would use it, but laying 6S onto the
    group and exchanging 6D frees a second joker for 7C JK JK - legal, so lay_off is listed."""
    table = [(FULL_RUN_WITH_JOKER, 1), (SIXES_WITH_JOKER, 1)]
    state = position(RULES, [["9H", "7C", "6S", "6D", "QD"], ["2S"]], table=table, opened={0, 1})
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    assert "lay_off" in kinds(state)
    act(state, 0, "lay_off", meld=1, cards=["6S"])
    act(state, 0, "swap_joker", meld=1, cards=["6D"])
    act(state, 0, "meld", melds=[["7C", "JK", "JK"]])
    act(state, 0, "discard", card="QD")


def test_must_use_lay_off_then_the_won_joker_onto_the_same_run_is_listed():
    """The 9H taken frees the joker of the full run; that joker's only home is 5S 6S 7S once 8S
    is laid there: lay-off, exchange, lay-off again on the first meld."""
    table = [(FULL_RUN_WITH_JOKER, 1), (["5S", "6S", "7S"], 1)]
    state = position(MUST_USE, [["8S", "QD"], ["2S"]], drew=False, discards=["9H"], table=table, opened={0, 1})
    act(state, 0, "draw", source="discard", card="9H")
    assert "lay_off" in kinds(state)
    act(state, 0, "lay_off", meld=1, cards=["8S"])
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    act(state, 0, "lay_off", meld=1, cards=["JK"], end="high")
    act(state, 0, "discard", card="QD")


def test_must_use_meld_then_the_won_joker_onto_it_is_listed():
    """The 9H taken frees the full run's joker; 5S 6S 7S laid first is the joker's only home."""
    table = [(FULL_RUN_WITH_JOKER, 1)]
    state = position(
        MUST_USE, [["5S", "6S", "7S", "QD"], ["2S"]], drew=False, discards=["9H"], table=table, opened={0, 1}
    )
    act(state, 0, "draw", source="discard", card="9H")
    assert "meld" in kinds(state)
    act(state, 0, "meld", melds=[["5S", "6S", "7S"]])
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    act(state, 0, "lay_off", meld=1, cards=["JK"], end="high")
    act(state, 0, "discard", card="QD")


def test_the_lay_off_a_plan_puts_first_uses_only_the_jokers_held():
    """Holding one joker and owing it, with a second one to win from 7H 8H JK TH by the 9H taken:
    the plan may lay both jokers onto 5S 6S 7S, but the lay-off it offers first holds one."""
    table = [(["5S", "6S", "7S"], 1), (["6C", "6H", "6S", "6D"], 1), (["7H", "8H", "JK", "TH"], 1)]
    state = position(MUST_USE, [["4S", "QS", "JK"], ["2S"]], drew=False, discards=["9H"], table=table, opened={0, 1})
    act(state, 0, "draw", source="discard", card="9H")
    state.turn.jokers_to_lay = 1
    first = owed_action(state, "lay_off")
    assert first["cards"] == ["JK"]
    ENGINE.apply(state, first)
    act(state, 0, "swap_joker", meld=2, cards=["9H"])
    act(state, 0, "lay_off", meld=0, cards=["JK"], end="high")
    act(state, 0, "discard", card="QS")


# -- gap 5: an opening whose meld takes the joker the card taken wins back ---------------------
def open_then_host_position(drew: bool):
    """Not opened, must_use, the 9H on the discards frees the full run's joker (§7.2).  The opening
    needs both QH KH AH (31) and 7S 8S 9S (24); the joker's only home is 7S 8S 9S once laid (§5.3,
    §7.4): 2C and QD hold nothing, and 7S 8S 9S JK in the opening would be worth 31 + 24 only with
    a joker not yet won."""
    hand = ["QH", "KH", "AH", "7S", "8S", "9S", "QD", "2C"]
    table = [(FULL_RUN_WITH_JOKER, 1)]
    state = position(MUST_USE, [hand, ["2S"]], drew=False, discards=["9H"], table=table, opened={1})
    if drew:
        act(state, 0, "draw", source="discard", card="9H")
    return state


def test_must_use_pickup_paid_by_exchanging_after_the_opening_is_listed():
    state = open_then_host_position(drew=False)
    assert pickups(state) == [{"seat": 0, "type": "draw", "source": "discard", "card": "9H"}]


def test_must_use_opening_then_the_won_joker_onto_an_opening_meld_is_listed():
    state = open_then_host_position(drew=True)
    assert kinds(state) == {"open"}
    act(state, 0, "open", melds=[["QH", "KH", "AH"], ["7S", "8S", "9S"]])
    assert kinds(state) == {"swap_joker"}
    act(state, 0, "swap_joker", meld=0, cards=["9H"])
    act(state, 0, "lay_off", meld=2, cards=["JK"], end="high")
    act(state, 0, "discard", card="QD")
    assert state.turn.seat == 1


def test_the_planned_opening_and_its_lay_offs_are_accepted():
    """The plan may put the joker below QH KH AH instead (JK QH KH AH: an ace-high run grows
    only downwards, so no end is needed); every step it writes is accepted, in order."""
    state = open_then_host_position(drew=True)
    plan = turn_plan(state, "open")
    act(state, 0, "open", melds=plan["first"])
    for swap in plan["swaps"]:
        act(state, 0, "swap_joker", **swap)
    for meld in plan["melds"]:
        act(state, 0, "meld", melds=[meld])
    for item in plan["lay_offs"]:
        act(state, 0, "lay_off", **item)
    act(state, 0, "discard", card="QD")
    assert state.turn.seat == 1


def test_an_opening_that_leaves_only_the_card_taken_is_not_listed():
    """§4.3: the 9H taken may not go back; 6S 6H 6D opens (18 >= 15) but leaves only the 9H, and
    laying it (exchange, then the joker onto the sixes) leaves nothing at all (§4.4)."""
    rules = rules_with(opening_min=15)
    table = [(["7H", "8H", "JK", "TH"], 1)]
    state = position(rules, [["6S", "6D", "6H"], ["2S"]], drew=False, discards=["9H"], table=table, opened={1})
    act(state, 0, "draw", source="discard", card="9H")
    assert "open" not in kinds(state)
    assert refused(state, 0, "open", melds=[["6S", "6H", "6D"]]) == "no_card_left_to_discard"


def test_an_own_joker_laid_in_the_opening_does_not_pay_for_the_joker_won_after_it():
    """Found by random positions, older than the host plans: the 9H taken frees the full run's
    joker only after the opening; 6S 6H 6D JK (own joker) would leave it no home (§7.4)."""
    rules = rules_with(opening_min=15, discard_pickup="must_use")
    hand = ["8S", "6D", "6S", "6H", "JK", "7C"]
    state = position(rules, [hand, ["2S"]], drew=False, discards=["9H"], table=[(FULL_RUN_WITH_JOKER, 1)], opened={1})
    act(state, 0, "draw", source="discard", card="9H")
    assert "open" in kinds(state)  # 6S 6H 6D, exchange, the joker onto the sixes: legal
    ENGINE.apply(state, owed_action(state, "open"))  # today 6S 6H 6D JK: refused
