"""Random complete Ecarté games checked against the rules, recomputed here independently.

Each game deals from a seeded shuffle (deal_from_order) and chooses only among legal_actions
(exchange discards sampled within the listed bounds), deal after deal until the target.  Checks:
the 32 cards are conserved at every step, five tricks per played deal with leaders and winners
right, every reply meets 6.2, the points are the digest's, the game ends exactly at the target.
Each deal is then replayed with the hands hidden: the same result, the same revokes proven.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import apply_all
from tests.games.ecarte.support import ENGINE
from tests.playout import play
from tests.volume import examples

RANKS = {"french": "789TAJQK", "italian": "4567AJQK"}  # 1.2, low to high
OPTION_SETS = [
    {},
    {"variant": "italian"},
    {"variant": "french", "deal_packets": "2-3"},
    {"variant": "club-code", "dealer_min_discard": 1, "max_exchange_rounds": 2},
    {"refusal_bonus": "plus_one", "false_king": "penalty", "target_score": 7},
    {"max_exchange_rounds": 0, "stake_multiplier": False, "target_score": 3},
]
REVOKES = {"must_overtake", "must_follow_suit", "must_trump"}


def beats(card, led, trump, ranks):
    """6.3, independently: a card of the led suit higher, or a trump on a non-trump lead."""
    if card[1] == led[1]:
        return ranks.index(card[0]) > ranks.index(led[0])
    return card[1] == trump


def duty_met(card, led, hand, trump, ranks):
    """6.2, independently, for a follower holding ``hand`` (the card included)."""
    higher = [c for c in hand if c[1] == led[1] and ranks.index(c[0]) > ranks.index(led[0])]
    if higher:
        return card in higher
    if any(c[1] == led[1] for c in hand):
        return card[1] == led[1]
    if any(c[1] == trump for c in hand):
        return card[1] == trump
    return True


def choose(rng, state, legal, breach_rate):
    """A legal action of those listed, ``legal`` (an exchange sampled within its bounds), or now and then the
    declaration of the holder not to act; now and then, under ``breach_rate``, any card of the hand instead
    of a legal reply."""
    other = 1 - state.seat_to_act
    played = {seat for trick in state.tricks for seat, _ in trick.plays}
    if (
        state.trump_king in state.known[other]
        and other not in played
        and state.king_declared_by is None
        and rng.random() < 0.3
    ):
        return {"seat": other, "type": "declare_king"}  # 5.2: a holder not to act may declare (never listed)
    kinds = {a["type"]: a for a in legal}
    for kind in ("declare_king", "propose"):
        if kind in kinds and rng.random() < 0.4:
            return kinds[kind]
    if "exchange" in kinds:
        bounds = kinds["exchange"]
        seat = bounds["seat"]
        count = rng.randint(bounds["min_discard"], bounds["max_discard"])
        return {"seat": seat, "type": "exchange", "discard": rng.sample(state.known[seat], count)}
    if state.open_trick() is not None and rng.random() < breach_rate:
        return {"seat": state.seat_to_act, "type": "play", "card": rng.choice(state.known[state.seat_to_act])}
    return rng.choice(legal)


def assert_cards_conserved(state, described):
    places = [
        *state.known[0],
        *state.known[1],
        *state.stock[state.stock_drawn :],
        *state.discards[0],
        *state.discards[1],
        state.turn_up,
        *(card for trick in state.tricks for _, card in trick.plays),
    ]
    assert len(places) == 32 and set(places) == set(ENGINE.deck(state.rules).cards)
    assert set(described["stock"][: state.stock_drawn]) <= set(places) - set(state.stock[state.stock_drawn :])


def expected_points(state, history, start_scores):
    """The deal's points from the history alone (3.3, 4.6, 5, 6.4, 7)."""
    rules = state.rules
    points = [0, 0]
    if state.turn_up[0] == "K":
        points[state.dealer] += 1
    for act in history:
        if act["type"] == "declare_king":  # only a holder's declaration is ever chosen
            points[act["seat"]] += 1
    reason = state.deal_result["reason"]
    if reason in ("king_turn_up", "target_reached"):
        return points
    won = [sum(1 for t in state.tricks if t.winner == seat) for seat in (0, 1)]
    winner = 0 if won[0] >= 3 else 1
    normal = 2 if won[winner] == 5 else 1
    kinds = [a["type"] for a in history]
    refusals = [i for i, kind in enumerate(kinds) if kind == "refuse"]
    if refusals:
        first_only = rules.penalty_scope == "first_decision"
        flagged = state.dealer if not first_only or kinds[: refusals[0]].count("propose") == 1 else None
    else:
        flagged = state.elder if "propose" not in kinds and rules.max_exchange_rounds != 0 else None
    assert state.flagged == flagged
    if flagged == 1 - winner:
        normal = {"classic": 2, "plus_one": normal + 1, "plus_two": normal + 2}[rules.refusal_bonus]
    revokes = sum(1 for v in state.violations if v["rule"] in REVOKES and v["seat"] == winner)
    points[winner] += max(0, normal - revokes)
    return points


def check_tricks(state):
    ranks = RANKS[state.rules.deck]
    assert len(state.tricks) == 5
    leader = state.elder
    played = {0: [], 1: []}
    for trick in state.tricks:
        assert trick.leader == leader and [seat for seat, _ in trick.plays] == [leader, 1 - leader]
        for seat, card in trick.plays:
            played[seat].append(card)
        led, reply = trick.plays[0][1], trick.plays[1][1]
        expected = 1 - leader if beats(reply, led, state.trump, ranks) else leader
        assert trick.winner == expected
        assert ENGINE.trick_winner(state.rules, state.trump, trick.plays) == expected
        leader = expected
    breaches = set()
    for number, trick in enumerate(state.tricks):
        follower, reply = trick.plays[1]
        hand_then = played[follower][number:]
        if not duty_met(reply, trick.plays[0][1], hand_then, state.trump, ranks):
            breaches.add(number)
    return breaches


def hidden_replay(rules, described, scores, history, draws, *, name_draws):
    """The same deal with both hands and the stock unknown, breaches reported."""
    hidden = {"dealer": described["dealer"], "hands": [None, None], "turn_up": described["turn_up"]}
    actions = []
    for index, act in enumerate(history):
        if act["type"] == "exchange" and name_draws:
            act = {**act, "draw": draws[index]}
        actions.append(act)
    state = ENGINE.start(rules, hidden, scores, report_breaches=True)
    apply_all(ENGINE, state, actions)
    return state


def play_deal(rng, rules, dealer, scores, breach_rate):
    order = list(ENGINE.deck(rules).cards)
    rng.shuffle(order)
    described = ENGINE.deal_from_order(rules, order, dealer, 2)
    state = ENGINE.start(rules, described, scores, report_breaches=breach_rate > 0)
    history, draws = [], {}

    def apply_and_check(state, choice):
        """The choice applied as the history's next action; its draws noted; the cards conserved."""
        before = list(state.known[choice["seat"]])
        state.action_index = len(history)
        ENGINE.apply(state, choice)
        if choice["type"] == "exchange":
            draws[len(history)] = [c for c in state.known[choice["seat"]] if c not in before]
        history.append(choice)
        assert_cards_conserved(state, described)
        if state.phase != "over":
            assert [state.hand_size(s) for s in (0, 1)] == [
                5 - sum(1 for t in state.tricks for p in t.plays if p[0] == s) for s in (0, 1)
            ]

    def chooser(engine, state, legal, rng):
        return choose(rng, state, legal, breach_rate)

    play(ENGINE, state, rng, choose=chooser, apply=apply_and_check)
    return state, described, history, draws


def check_deal(state, history, start_scores):
    result = state.deal_result
    assert result is not None and state.seat_to_act is None
    assert ENGINE.legal_actions(state) == []
    if result["reason"] in ("point", "vole"):
        breaches = check_tricks(state)
        proven = {v["action_index"] for v in state.violations if v["rule"] in REVOKES}
        follow_indexes = [i for i, a in enumerate(history) if a["type"] == "play"][1::2]
        assert proven == {follow_indexes[number] for number in breaches}
    points = expected_points(state, history, start_scores)
    assert result["points"] == points
    assert state.scores == [s + p for s, p in zip(start_scores, points, strict=True)]
    target = state.rules.target_score
    assert state.game_over == (max(state.scores) >= target)
    if result["reason"] in ("king_turn_up", "target_reached"):
        assert state.game_over and max(state.scores) == target
    if state.game_over:
        loser = state.scores[1 - state.winner]
        assert state.scores[state.winner] >= target > loser
        factor = (3 if loser == 0 else 2 if loser <= 2 else 1) if state.rules.stake_multiplier else 1
        assert state.stake_multiplier == factor


def play_game(seed, breach_rate):
    rng = random.Random(seed)
    options = OPTION_SETS[seed % len(OPTION_SETS)]
    rules = ENGINE.resolve_rules(options)
    scores, dealer, deals = [0, 0], rng.randrange(2), 0
    while True:
        state, described, history, draws = play_deal(rng, rules, dealer, scores, breach_rate)
        check_deal(state, history, scores)
        for name_draws in (True, False):
            hidden = hidden_replay(rules, described, scores, history, draws, name_draws=name_draws)
            assert hidden.deal_result == state.deal_result and hidden.scores == state.scores
            assert {v["action_index"] for v in hidden.violations} == {v["action_index"] for v in state.violations}
        deals += 1
        scores = state.scores
        if state.game_over:
            return deals
        dealer = ENGINE.next_dealer(state)
        assert dealer == 1 - state.dealer


LEGAL_CHUNKS, REVOKE_CHUNKS = 4, 2
"""Seeded random games, a hundred a chunk: 400 legal games and 200 with revokes cover every law the checks read."""


@pytest.mark.parametrize("chunk", range(LEGAL_CHUNKS))
def test_random_legal_games_follow_the_rules(chunk):
    deals = sum(play_game(seed, 0.0) for seed in range(chunk * 100, chunk * 100 + 100))
    assert deals >= 100


@pytest.mark.parametrize("chunk", range(REVOKE_CHUNKS))
def test_random_games_with_revokes_reported_and_proven_from_hidden_hands(chunk):
    for seed in range(10_000 + chunk * 100, 10_000 + chunk * 100 + 100):
        play_game(seed, 0.3)


CARDS = ENGINE.deck(ENGINE.resolve_rules(None)).cards


@settings(max_examples=examples(500), deadline=None)
@given(
    pair=st.lists(st.sampled_from(CARDS), min_size=2, max_size=2, unique=True),
    trump=st.sampled_from("SHDC"),
    leader=st.integers(0, 1),
)
def test_trick_winner_is_the_higher_of_the_led_suit_or_the_trump(pair, trump, leader):
    led, reply = pair
    expected = 1 - leader if beats(reply, led, trump, RANKS["french"]) else leader
    assert ENGINE.trick_winner(ENGINE.resolve_rules(None), trump, [(leader, led), (1 - leader, reply)]) == expected
