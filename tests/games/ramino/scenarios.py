"""Building Ramino positions for tests: a real deal, then the hands, table and turn a test needs."""

from __future__ import annotations

import random

import pytest

from service.cards import DOUBLE_FRENCH_WITH_JOKERS
from service.engine import IllegalAction
from service.games.ramino.deal import DECK
from service.games.ramino.engine import ENGINE
from service.games.ramino.hands import Hands
from service.games.ramino.melds import read_meld
from service.games.ramino.state import Phase, Turn


def rules_with(**options):
    return ENGINE.resolve_rules(options)


def fresh_deal(rules, seed: int = 0, dealer: int = 0) -> dict:
    order = DOUBLE_FRENCH_WITH_JOKERS.full()
    random.Random(seed).shuffle(order)
    return ENGINE.deal_from_order(rules, order, dealer, rules.players)


def position(
    rules,
    hands: list[list[str]],
    *,
    to_act: int = 0,
    drew: bool = True,
    table=(),
    opened=(),
    discards=(),
    stock=None,
    laid_before=(),
):
    """A hand in progress: ``table`` holds (cards, owner) pairs; ``stock`` top first (None: unknown)."""
    state = ENGINE.start(rules, fresh_deal(rules), None)
    stock = list(stock) if stock is not None else None
    state.hands = Hands(DECK, [list(h) for h in hands], [len(h) for h in hands], stock or ())
    state.stock, state.stock_named = stock, stock is None
    state.stock_count = len(stock) if stock is not None else 40
    state.table = [read_meld(rules, cards) for cards, _ in table]
    state.owners = [owner for _, owner in table]
    state.opened = [s in opened for s in range(rules.players)]
    state.laid_before = [s in laid_before or s in opened for s in range(rules.players)]
    state.discards = list(discards)
    state.turn = Turn(to_act)
    state.phase = Phase.PLAY if drew else Phase.DRAW
    return state


def act(state, seat: int, kind: str, **fields):
    ENGINE.apply(state, {"seat": seat, "type": kind, **fields})
    return state


def kinds(state) -> set[str]:
    return {a["type"] for a in ENGINE.legal_actions(state)}


def refused(state, seat, kind, **fields) -> str:
    """The rule a refused action breaks; the state must be left as it was."""
    before = ENGINE.report(state)
    with pytest.raises(IllegalAction) as exc:
        act(state, seat, kind, **fields)
    assert ENGINE.report(state) == before, "a refused action changes nothing"
    return exc.value.rule
