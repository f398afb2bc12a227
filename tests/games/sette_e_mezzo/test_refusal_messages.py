"""Every refusal Sette e Mezzo raises in random play renders from its message table.

Random deals (random options, seats, known or unknown stock) are played through legal actions;
before each one, random probes - any seat, any bet, any hit, a stand - are tried on a copy of
the state, and every refusal must be a code with exactly its message's facts, rendered without
a missing key. The refusals of a match already over are tried at the start of a deal, and
deals played without a bust empty the stock for the rarest refusal; every message of the
game's table must be reached.
"""

from __future__ import annotations

import copy
import random

import pytest

from service.engine import IllegalAction
from service.games.sette_e_mezzo.engine import ENGINE
from service.messages import MESSAGES, engine, message_key, sette_e_mezzo
from service.messages.base import counted_for_people
from tests.games.sette_e_mezzo.support import ITALIAN, choose, random_options, rules_of
from tests.playout import play

DEALS = 200
"""Random deals probed (seeded): they reach every refusal the table gives, which the test asserts, so too few would
fail, not pass quietly."""


def checked(refusal: IllegalAction) -> str:
    """The refusal's message key, after checking its facts and rendering it."""
    key = message_key(refusal.rule, refusal.cause)
    assert set(refusal.case) == set(MESSAGES[key].facts), key
    assert refusal.detail == MESSAGES[key].detail.format(**counted_for_people(refusal.case))
    return key


def probes(rng, state, seats):
    to_act = ENGINE.to_act(state)
    seat = to_act if to_act is not None and rng.random() < 0.5 else rng.randrange(seats)
    top = state.stock.order[-1] if state.stock.order_known and state.stock.size() else None
    hit = {"seat": seat, "type": "hit"}
    card = rng.choice([None, top, rng.choice(ITALIAN)])
    if card is not None:
        hit["card"] = card
    face_up = rng.choice([None, True, False])
    if face_up is not None:
        hit["face_up"] = face_up
    bet = {"seat": seat, "type": "bet", "amount": rng.choice([0, 1, 3, 2.5, 10**6])}
    return [bet, hit, {"seat": seat, "type": "stand"}]


def probe(state, action, seen):
    try:
        ENGINE.apply(copy.deepcopy(state, {id(state.rules): state.rules}), action)  # the rules are frozen
    except IllegalAction as refusal:
        seen.add(checked(refusal))


def hit_naming_a_card(rng, state, action, seen):
    """A hit from an unknown stock: cards tried in random order until one is accepted."""
    cards = ITALIAN[:]
    rng.shuffle(cards)
    for card in cards:
        try:
            ENGINE.apply(state, {**action, "card": card})
            return
        except IllegalAction as refusal:
            seen.add(checked(refusal))
    raise AssertionError("a legal hit found no card to draw")


def play_probing(rng, seen):
    seats = rng.choice([3, 5, 20])
    rules = rules_of(**{**random_options(rng), "max_deals": rng.choice([None, 1, 3])})
    order = ITALIAN[:]
    rng.shuffle(order)
    deal = ENGINE.deal_from_order(rules, order, rng.randrange(seats), seats)
    deal["deals_played"] = rng.randint(0, 3)
    stock_known = rng.random() < 0.5
    if not stock_known:
        del deal["stock"]
        deal["hands"] = [None if rng.random() < 0.3 else hand for hand in deal["hands"]]
    scores = [rng.randint(-110, 60) for _ in range(seats)]
    greed = rng.choice([0, 0.9])
    try:
        state = ENGINE.start(rules, deal, scores)
    except IllegalAction as refusal:
        seen.add(checked(refusal))
        return

    def probe_then_choose(engine, state, listed, rng):
        for action in probes(rng, state, seats):
            probe(state, action, seen)
        action = choose(rng, state, listed, stock_known)
        while action["type"] == "stand" and len(listed) > 1 and rng.random() < greed:
            action = choose(rng, state, listed, stock_known)  # greedy seats empty the stock
        return action

    def apply(state, action):
        if action["type"] == "hit" and action.get("card", "") is None:
            hit_naming_a_card(rng, state, action, seen)
        else:
            ENGINE.apply(state, action)

    play(ENGINE, state, rng, choose=probe_then_choose, apply=apply)
    for action in probes(rng, state, seats):
        probe(state, action, seen)


def play_without_busts(rng, seen):
    """20 seats dealt the sevens to threes hit from a known stock while its top card cannot bust
    them, until the stock is empty with no busted hand to remake it (9)."""
    firsts = [rank + suit for rank in "76543" for suit in "DCSB"]
    stock = [card for card in ITALIAN if card not in firsts]
    rng.shuffle(stock)
    deal = {"dealer": 0, "hands": [[card] for card in firsts], "stock": stock}
    state = ENGINE.start(rules_of(max_seats=20, matta=None), deal, None)

    def probe_then_choose(engine, state, legal, rng):
        """A bet at its least, a hit that cannot bust, else a stand."""
        for action in probes(rng, state, len(firsts)):
            probe(state, action, seen)
        seat = legal[0]["seat"]
        if legal[0]["type"] == "bet":
            return {"seat": seat, "type": "bet", "amount": legal[0]["min"]}
        if legal[0]["type"] == "hit" and not state.value([*state.hands[seat].cards, state.stock.order[-1]]).bust:
            return legal[0]
        return {"seat": seat, "type": "stand"}

    play(ENGINE, state, rng, choose=probe_then_choose)


@pytest.mark.slow
def test_every_refusal_in_random_play_renders_from_the_table():
    rng = random.Random(20261125)
    seen: set[str] = set()
    for _ in range(DEALS):
        play_probing(rng, seen)
    for _ in range(20):
        play_without_busts(rng, seen)
    refusals = {key for key in sette_e_mezzo.MESSAGES if not key.startswith("sette_e_mezzo_reason.")}  # a deal's end
    assert refusals - seen == set()
    assert seen - set(sette_e_mezzo.MESSAGES) <= set(engine.MESSAGES) | set(engine.RULES)  # the shared engine's own
