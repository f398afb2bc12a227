"""Cases the contract suite (test_engine_contract.py) found, kept as plain regression tests."""

from __future__ import annotations

import random

import pytest

from service.engine import IllegalAction, parse_actions, replay
from service.games.registry import ENGINES
from tests.contract.contract_playout import snapshot
from tests.playout import play


def ramino_with_an_empty_stock():
    """A Ramino hand played by drawing from the stock and discarding until the stock is empty
    and seat 1 is to draw: the 78 discards but the top one are to become the new stock (§11)."""
    engine = ENGINES["ramino"]
    rules = engine.resolve_rules({})
    order = engine.deck(rules).full()
    random.Random(4).shuffle(order)
    state = engine.start(rules, engine.deal_from_order(rules, order, 0, 2), None)
    while state.stock_count or engine.report(state)["stage"] == "play":
        listed = engine.legal_actions(state)
        draw = [a for a in listed if a["type"] == "draw" and a.get("source") == "stock"]
        engine.apply(state, (draw or [a for a in listed if a["type"] == "discard"])[0])
    return engine, state


def test_ramino_a_refused_draw_from_an_empty_stock_leaves_the_discards_unshuffled():
    """Found by the contract suite: a draw naming a card that is not the top of the new stock
    was refused (not_top_of_stock) after the discards had already been turned into the new
    stock, so the refusal changed the deal (stock 0 -> 77 cards). The engine's promise is that
    a refused action leaves the state unchanged."""
    engine, state = ramino_with_an_empty_stock()
    before = snapshot(engine.report(state))
    assert (state.stock_count, len(state.discards), state.discards[0]) == (0, 78, "2D")
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, {"seat": 1, "type": "draw", "source": "stock", "card": "2C"})
    assert refused.value.rule == "not_top_of_stock"
    assert snapshot(engine.report(state)) == before
    assert (state.stock_count, len(state.discards)) == (0, 78)
    engine.apply(state, {"seat": 1, "type": "draw", "source": "stock", "card": "2D"})  # oldest discard on top
    assert (state.stock_count, len(state.discards)) == (76, 1)


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_a_report_is_a_snapshot_that_later_actions_do_not_change(game):
    """Found by the contract suite: Ecarté, Ramino and Sette e Mezzo reported the deal's own
    ``violations`` list, so a report taken earlier grew as later breaches were recorded."""
    engine = ENGINES[game]
    rules = engine.resolve_rules({})
    order = engine.deck(rules).full()
    random.Random(game).shuffle(order)
    state = engine.start(rules, engine.deal_from_order(rules, order, 0, engine.seat_count(rules)), None)
    report = engine.report(state)
    state.record_violation("some_rule", "a breach recorded after the report")
    assert report["violations"] == [] and engine.report(state)["violations"] != []


EUCHRE_HIDDEN_DEALER = {
    "dealer": 3,
    "hands": [["9S", "TD", "KC", "JD", "AH"], ["QD", "AC", "9C", "TS", "JC"], None, None],
    "turn_up": "QH",
    "kitty": ["KS", "KD", "9H"],
}
EUCHRE_HIDDEN_DEALER_PLAYS = [
    {"seat": 0, "type": "pass"},
    {"seat": 1, "type": "order_up", "alone": False},
    {"seat": 3, "type": "discard", "card": "JS"},
    *(
        {"seat": seat, "type": "play", "card": card}
        for seat, card in [
            (0, "KC"), (1, "JC"), (2, "AS"), (3, "KH"),
            (3, "JH"), (0, "JD"), (1, "9C"), (2, "QS"),
            (3, "QC"), (0, "AH"), (1, "AC"), (2, "AD"),
            (0, "9S"), (1, "TS"), (2, "9D"), (3, "TH"),
        ]
    ),
]  # fmt: skip


def test_euchre_hidden_dealer_with_one_card_left_can_only_hold_the_upcard():
    """Found by the sweep above. The hidden dealer took up QH and has one card left, so it must
    be QH: only QH is listed, another card is refused (it used to list every unseen card, TC,
    and once he played it seat 2 later had nothing listed though to act)."""
    engine = ENGINES["euchre"]
    rules = engine.resolve_rules({"variant": "north-american"})
    state = replay(engine, rules, EUCHRE_HIDDEN_DEALER, parse_actions(engine, rules, EUCHRE_HIDDEN_DEALER_PLAYS))
    assert engine.to_act(state) == 3
    assert [a["card"] for a in engine.legal_actions(state)] == ["QH"]
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, {"seat": 3, "type": "play", "card": "TC"})
    assert refused.value.rule == "card_not_in_hand"
    engine.apply(state, {"seat": 3, "type": "play", "card": "QH"})

    def first_listed(engine, state, listed, rng):
        assert listed, f"seat {engine.to_act(state)} is to act with nothing listed"
        return listed[0]

    play(engine, state, random.Random(0), choose=first_listed)
    assert state.deal_result is not None  # (listed[0] may prove a hidden hand's earlier revoke)


def test_ramino_an_unknown_hand_is_not_listed_lay_offs_in_the_turn_it_opens():
    """Found by a client, then by the contract's check of templates: under ``layoff_same_turn:
    false`` an unknown hand that had just opened was listed ``lay_off`` and ``swap_joker``, which
    its check then refused (layoff_same_turn): the listing wrote the entitlement out again after
    its shortcut for unknown hands.  Both now come from the move's one tuple of entitlements."""
    engine = ENGINES["ramino"]
    rules = engine.resolve_rules({"layoff_same_turn": False})
    order = engine.deck(rules).full()
    random.Random(0).shuffle(order)
    deal = engine.deal_from_order(rules, order, 1, 2)  # seat 0 starts, with 15 cards and no draw
    deal["hands"][0], deal["stock"] = None, None  # (the stock unknown too: else its cards are known all the same)
    state = engine.start(rules, deal, None)
    melds = [["8S", "JK", "TS"], ["7H", "7D", "7C"], ["9H", "TH", "JH", "QH"]]  # (its very cards)
    engine.apply(state, {"seat": 0, "type": "open", "melds": melds})
    assert {a["type"] for a in engine.legal_actions(state)} == {"meld", "discard"}
    for refused in (
        {"seat": 0, "type": "lay_off", "meld": 2, "cards": ["KH"]},
        {"seat": 0, "type": "swap_joker", "meld": 0, "cards": ["9S"]},
    ):
        with pytest.raises(IllegalAction) as exc:
            engine.apply(state, refused)
        assert exc.value.rule == "layoff_same_turn"
