"""Helpers for the Ecarté tests: deals from named hands, replays, single actions, refusals."""

from __future__ import annotations

import copy

import pytest

from service.engine import IllegalAction, apply_all, parse_actions
from service.games.ecarte.engine import ENGINE

DEALER, ELDER = 0, 1  # the tests' usual seating: seat 0 deals, seat 1 is the elder


def rules(**options):
    return ENGINE.resolve_rules(options or None)


CLASSIC = rules()


def deal(elder_hand, dealer_hand, turn_up, *, dealer=DEALER, stock=False, rule_set=CLASSIC, hide=()):
    """A deal description; ``stock=True`` adds the other 21 cards in deck order as the stock,
    ``hide`` lists seats whose hands are given as null."""
    hands = [None, None]
    hands[1 - dealer] = list(elder_hand)
    hands[dealer] = list(dealer_hand)
    described = {
        "dealer": dealer,
        "hands": [None if seat in hide else hand for seat, hand in enumerate(hands)],
        "turn_up": turn_up,
    }
    if stock:
        used = set(elder_hand) | set(dealer_hand) | {turn_up}
        described["stock"] = [c for c in ENGINE.deck(rule_set).cards if c not in used]
    return described


def start(deal_description, actions=(), *, rule_set=CLASSIC, scores=None, report=False):
    state = ENGINE.start(rule_set, deal_description, scores, report_breaches=report)
    apply_all(ENGINE, state, parse_actions(ENGINE, rule_set, list(actions)))
    return state


def action(seat, kind, **fields):
    return {"seat": seat, "type": kind, **fields}


def act(state, seat, kind, **fields):
    parsed = parse_actions(ENGINE, state.rules, [action(seat, kind, **fields)])[0]
    ENGINE.apply(state, parsed)


def plays(*steps):
    """Actions from (seat, card) pairs."""
    return [action(seat, "play", card=card) for seat, card in steps]


def legal_cards(state):
    return sorted(a["card"] for a in ENGINE.legal_actions(state) if a["type"] == "play")


def legal_types(state, seat=None):
    return [a["type"] for a in ENGINE.legal_actions(state) if seat is None or a["seat"] == seat]


def refused(state, seat, kind, **fields):
    """The rule that refuses the action; the state must be left exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        act(state, seat, kind, **fields)
    assert snapshot(state) == before
    return caught.value.rule


def snapshot(state):
    """Everything an action could change, for checking that a refused one changed nothing."""
    return copy.deepcopy(
        (
            ENGINE.report(state),
            state.known,
            state.hidden,
            state.seen,
            state.discards,
            state.stock_drawn,
            state.phase,
            [[c.proven for c in cs] for cs in state.claims],
        )
    )


def play_first_legal(state):
    """Finish the deal choosing the first legal play (declaring nothing)."""
    while state.seat_to_act is not None:
        choice = next(a for a in ENGINE.legal_actions(state) if a["type"] == "play")
        ENGINE.apply(state, choice)
