"""API.md §3 for every game: ``legal_actions`` lists only what the seat ``to_act`` may do, and
nothing once no seat is to act - at every position of random deals, under every variant, with
hands known or unknown.

Issue 13 item 4 found Ecarté listing the dealer's ``declare_king`` while the elder was to act;
this sweeps the class.  The playouts also take actions that are never listed (Ecarté's
declaration by the seat not to act, 5.2) so that the positions after them are checked too.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ramino_driver import choose as ramino_choice

from service.engine import IllegalAction, parse_actions, replay
from service.games.registry import ENGINES
from tests.playout import postable

GAMES = sorted(ENGINES)
MAX_ACTIONS = 120


def variant_names(game: str) -> list[str]:
    return [variant.name for variant in ENGINES[game].rule_book.variants]


def dealt(game: str, rules, rng: random.Random, hidden: list[bool]) -> dict:
    """A shuffled deal under ``rules``; ``hidden[i]`` gives seat i's hand as null (not in Ramino,
    whose random player needs every hand)."""
    engine = ENGINES[game]
    if game == "sette-e-mezzo":
        seats = rng.randint(rules.min_seats, min(rules.max_seats, rules.min_seats + 3))
    else:
        seats = engine.seat_count(rules)
    order = engine.deck(rules).full()
    rng.shuffle(order)
    deal = engine.deal_from_order(rules, order, rng.randrange(seats), seats)
    if game != "ramino":
        deal["hands"] = [None if hidden[seat] else hand for seat, hand in enumerate(deal["hands"])]
    return deal


def next_action(game: str, state, listed: list[dict], rng: random.Random) -> dict | None:
    """A random action among the listed ones (a kind first, so that rare kinds are taken as
    often as plays), a bounded entry filled in at random."""
    engine = ENGINES[game]
    if game == "ramino":
        return ramino_choice(rng, state)
    kind = rng.choice(sorted({e["type"] for e in listed}))
    entry = rng.choice([e for e in listed if e["type"] == kind])
    if entry["type"] == "exchange":  # Ecarté: discard within the listed bounds
        seat = entry["seat"]
        count = rng.randint(entry["min_discard"], entry["max_discard"])
        pool = state.known[seat] if len(state.known[seat]) >= count else state.could_hold(seat)
        return {"seat": seat, "type": "exchange", "discard": rng.sample(pool, count)}
    choices = [a for a in (postable(engine, state.rules, e) for e in listed) if a]
    action = postable(engine, state.rules, entry)
    return action or (rng.choice(choices) if choices else None)


def unlisted_declaration(game: str, state, to_act: int) -> dict | None:
    """Ecarté 5.2: the seat not to act may declare the trump king (it is never listed)."""
    if game != "ecarte":
        return None
    return {"seat": 1 - to_act, "type": "declare_king"}


def assert_only_the_seat_to_act(engine, state) -> None:
    to_act = engine.to_act(state)
    listed = engine.legal_actions(state)
    if to_act is None:
        assert listed == [], f"nobody is to act, yet {listed} are listed"
        return
    others = [a for a in listed if a["seat"] != to_act]
    assert not others, f"seat {to_act} is to act, yet {others} are listed"


@settings(max_examples=200, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    variant=st.integers(0, 20),
    seed=st.integers(0, 2**32 - 1),
    hidden=st.lists(st.booleans(), min_size=10, max_size=10),
    out_of_turn=st.floats(0, 0.5),
)
def test_every_listed_action_belongs_to_the_seat_to_act(game, variant, seed, hidden, out_of_turn):
    engine = ENGINES[game]
    names = variant_names(game)
    rules = engine.resolve_rules({"variant": names[variant % len(names)]})
    rng = random.Random(seed)
    state = engine.start(rules, dealt(game, rules, rng, hidden), None)
    for _ in range(MAX_ACTIONS):
        assert_only_the_seat_to_act(engine, state)
        to_act = engine.to_act(state)
        if to_act is None:
            return
        probe = unlisted_declaration(game, state, to_act)
        if probe is not None and rng.random() < out_of_turn:
            try:
                engine.apply(state, probe)
            except IllegalAction:
                pass
            continue
        listed = engine.legal_actions(state)
        action = next_action(game, state, listed, rng) if listed else None
        if action is None:  # nothing postable listed (for Euchre, see the hidden dealer test below)
            return
        engine.apply(state, action)


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
    while engine.to_act(state) is not None:
        listed = engine.legal_actions(state)
        assert listed, f"seat {engine.to_act(state)} is to act with nothing listed"
        engine.apply(state, listed[0])
    assert state.deal_result is not None  # (listed[0] may prove a hidden hand's earlier revoke)
