"""Thousands of random deals, each action chosen among the legal ones, checked against invariants.

Every deal is dealt from a shuffled 40-card deck under randomly drawn options; the checks use
an independent valuation (support.brute_force) and settlement written here.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from service.engine import IllegalAction
from service.games.sette_e_mezzo.engine import ENGINE
from service.wire import dumps
from tests.games.sette_e_mezzo.support import ITALIAN, brute_force, choose, random_options, rules_of
from tests.playout import play

DEALS = 1000
"""Random deals (seeded, random options each) the conservation sweep plays; the other sweeps a fraction of it."""
MULTIPLIER = {None: 1, "emblee": 2, "triple": 3}


def apply_hit_naming_a_card(rng, state, action):
    cards = ITALIAN[:]
    rng.shuffle(cards)
    before = json.dumps(ENGINE.report(state), sort_keys=True)
    for card in cards:
        try:
            ENGINE.apply(state, {**action, "card": card})
            return
        except IllegalAction as refusal:
            assert refusal.rule in {"card_already_seen", "card_not_in_stock"}, refusal.rule
            assert json.dumps(ENGINE.report(state), sort_keys=True) == before  # refused: state unchanged
    raise AssertionError("a legal hit found no card to draw")


def comparison(mine, banks, rules):
    """1 when the player's (not bust) hand beats the banker's (not bust), -1 when lower, 0 on a tie (1.7)."""
    if mine["value"] != banks["value"]:
        return 1 if mine["value"] > banks["value"] else -1
    if mine["value"] != Fraction(15, 2):
        return 0
    triples = (mine["special"] == "triple", banks["special"] == "triple")
    naturals = (mine["special"] is not None, banks["special"] is not None)
    if rules.triple_beats_emblee and triples[0] != triples[1]:
        return 1 if triples[0] else -1
    if rules.natural_beats_plain and naturals[0] != naturals[1]:
        return 1 if naturals[0] else -1
    return 0  # every two-card 7 1/2 ties every other (the seed)


def expected_points(result, rules, held):
    """Settlement written from rules 6 against the brute-force values of the cards each hand held
    (``held``: a busted hand's cards leave it for a new stock, 9)."""
    banker = result["banker"]
    values = [
        brute_force(held[h["seat"]], rules.matta, rules.lone_matta_value, rules.triple_order == "seven_first")
        for h in result["hands"]
    ]
    points = [0] * len(values)
    for hand in result["hands"]:
        seat, stake = hand["seat"], hand["stake"]
        if seat == banker:
            continue
        mine, banks = values[seat], values[banker]
        if mine["bust"]:
            points[seat] = -stake
        elif banks["bust"]:
            points[seat] = stake * MULTIPLIER[mine["special"]]
        else:
            compared = comparison(mine, banks, rules)
            if compared > 0:
                points[seat] = stake * MULTIPLIER[mine["special"]]
            elif compared < 0 or rules.special_tie_pays == "banker_multiplier":
                points[seat] = -stake * MULTIPLIER[banks["special"]]
            else:
                points[seat] = -stake
    points[banker] = -sum(points)
    return points, values


def play_random_deal(rng, record=None, held=None):
    """A random deal played to its end; ``record`` (a dict), when given, gets its deal, scores and actions,
    and ``held`` (a dict) each seat's cards at their most (a busted hand's leave it for a new stock, 9)."""
    seats = rng.randint(3, 20)
    banker = rng.randrange(seats)
    order = ITALIAN[:]
    rng.shuffle(order)
    rules = rules_of(**random_options(rng))
    deal = ENGINE.deal_from_order(rules, order, banker, seats)
    stock_known = rng.random() < 0.7
    if not stock_known:
        del deal["stock"]
    scores = [rng.randint(-60, 60) for _ in range(seats)]
    state = ENGINE.start(rules, deal, scores)
    if record is not None:
        record.update(deal=deal, scores=scores, actions=[])
    finished = set()

    def apply_and_check(state, action):
        """The action applied (a hit that must name its card trying cards until one is drawn), and no seat
        acting once its turn ended."""
        seat = action["seat"]
        assert seat not in finished, "a seat acted after its turn ended"
        if action["type"] == "hit" and action.get("card", "") is None:
            del action["card"]
            apply_hit_naming_a_card(rng, state, action)
        else:
            ENGINE.apply(state, action)
        hand = state.hands[seat]
        if held is not None:
            held.update({h.seat: list(h.cards) for h in state.hands if h.cards})
        if record is not None:
            record["actions"].append({**action, "card": hand.cards[-1]} if action["type"] == "hit" else action)
        if state.phase != "betting" and hand.status != "waiting":
            finished.add(seat)
            for other in finished - {seat}:
                try_out_of_turn(state, other)

    def chooser(engine, state, listed, rng):
        return choose(rng, state, listed, stock_known)

    play(ENGINE, state, rng, choose=chooser, apply=apply_and_check)
    return rules, state


def try_out_of_turn(state, seat):
    if ENGINE.to_act(state) in (None, seat):
        return
    try:
        ENGINE.apply(state, {"seat": seat, "type": "stand"})
    except IllegalAction as refusal:
        assert refusal.rule in {"turn_over", "not_your_turn"}
    else:
        raise AssertionError(f"seat {seat} acted after its turn")


@pytest.mark.slow
def test_random_deals_conserve_chips_and_settle_as_the_rules_say():
    rng = random.Random(20240)
    for _ in range(DEALS):
        held: dict[int, list] = {}
        rules, state = play_random_deal(rng, held=held)
        result = ENGINE.report(state)
        points = result["deal_result"]["points"]
        assert sum(points) == 0
        expected, values = expected_points(result, rules, held)
        if result["deal_result"]["reason"] != "all_players_bust":
            assert points == expected
        for hand, value in zip(result["hands"], values, strict=True):
            if hand["status"] != "not_played":
                assert Fraction(hand["value"]) == value["value"]
                assert hand["bust"] == value["bust"] and hand["special"] == value["special"]
            if hand["status"] == "bust":
                assert hand["role"] == "banker" or hand["points"] == -hand["stake"]


def test_random_deals_only_seven_and_half_or_bust_end_a_turn_unasked():
    rng = random.Random(77)
    for _ in range(DEALS // 5):
        _, state = play_random_deal(rng)
        for hand in ENGINE.report(state)["hands"]:
            if hand["status"] == "seven_and_half":
                assert hand["value"] == 7.5
            if hand["status"] == "stood" and hand["value"] is not None:
                assert not hand["bust"]


def test_random_deals_never_show_a_seat_anothers_hidden_card_or_the_stock():
    rng = random.Random(5)
    for _ in range(DEALS // 5):
        _, state = play_random_deal(rng)
        stock_cards = set(state.stock.order or ())
        hidden = {h.seat: h.cards[h.face_down] for h in state.hands if h.face_down is not None}
        for viewer in [None, *range(state.seats)]:
            text = dumps(ENGINE.seat_view(state, viewer)).decode()  # as answered: phrases in words
            for seat, card in hidden.items():
                assert (f'"{card}"' in text) == (seat == viewer)
            assert not any(f'"{card}"' in text for card in stock_cards)


def test_random_deals_name_the_next_banker_by_the_bank_rule():
    rng = random.Random(11)
    for _ in range(DEALS // 5):
        rules, state = play_random_deal(rng)
        result = state.deal_result
        banker, seats = state.banker, state.seats
        if rules.bank_passes == "every_hand":
            assert result["next_banker"] == (banker + 1) % seats
            continue
        takers = [
            seat
            for seat in state.players
            if result["outcomes"][seat] == "win"
            and state.hands[seat].value.halves == 15
            and (rules.bank_passes == "on_winning_seven_and_half" or len(state.hands[seat].cards) == 2)
        ]
        assert result["next_banker"] == (takers[0] if takers else banker)


def replay_with_cards_hidden(rng, record, rules):
    """The recorded deal again, the banker's first card (and some players') unknown, the stock not given.

    Each hit names its card. A seat whose turn the known cards ended (a bust, a 7 1/2) may go on
    while its card is unknown: it stands when the recorded history moves on to another seat.
    """
    deal = {name: value for name, value in record["deal"].items() if name != "stock"}
    dealer = deal["dealer"]
    deal["hands"] = [None if seat == dealer or rng.random() < 0.3 else hand for seat, hand in enumerate(deal["hands"])]
    state = ENGINE.start(rules, deal, record["scores"])
    for action in record["actions"]:
        while ENGINE.to_act(state) != action["seat"]:
            ENGINE.apply(state, {"seat": ENGINE.to_act(state), "type": "stand"})
        ENGINE.apply(state, action)
    while ENGINE.to_act(state) is not None:
        ENGINE.apply(state, {"seat": ENGINE.to_act(state), "type": "stand"})
    return state


def test_unknown_cards_settle_only_what_every_card_they_could_be_settles_the_same():
    # 9: with cards unknown, a seat is settled (and the next banker named) only when every card they
    # could be gives the same answer - so whatever is settled is what the known cards give, under
    # every option drawn (triple_beats_emblee and natural_beats_plain included).
    rng = random.Random(923)
    settled = pending = 0
    for _ in range(DEALS // 4):
        record = {}
        rules, known = play_random_deal(rng, record)
        if known.reshuffles:
            continue  # a reshuffled stock is a different deal once cards are unknown
        hidden = replay_with_cards_hidden(rng, record, rules).deal_result
        for seat, points in enumerate(hidden["points"]):
            if points is None:
                pending += 1
            else:
                settled += 1
                assert points == known.deal_result["points"][seat], (record, hidden)
        if hidden["next_banker"] is not None:
            assert hidden["next_banker"] == known.deal_result["next_banker"], (record, hidden)
    assert settled > 400 and pending > 80  # both kinds of answer are exercised (of DEALS // 4 deals)
