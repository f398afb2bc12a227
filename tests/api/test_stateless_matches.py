"""Whole matches adjudicated one deal at a time through the stateless API.

A client that keeps its own match posts each deal to ``POST /v1/games/<game>/adjudicate`` with
the match score before it. These playouts do so for every game under the rules the session
playouts play (:func:`tests.sessions.match_playout.rule_cases`): each deal as the game's deal
fields describe that point of the match (``engine.deal_of_match``: Ramino's seats out dealt
nothing and its ``hand_number``, Sette e Mezzo's ``deals_played``), a ``continuous`` Sette e
Mezzo deck going on from the stock the last deal left, every stock remade when one runs out
given in ``deal.reshuffles``. Checked at every action: every card in one place
(:func:`~tests.sessions.match_playout.assert_cards_placed`, which names a remade stock once a hit
draws from it: it holds no card still in a hand); for every deal: it is accepted and answered as
the engine played it, and the match ends within :func:`~tests.sessions.match_playout.match_bound`
deals, the next deal then refused.
A remade stock given with a card of a live hand is a 400.
"""

from __future__ import annotations

import random
from typing import Any

import orjson
import pytest

from service.app import create_app
from service.engine import DealState, GameEngine, InvalidInput, Rules, replay
from service.games.registry import ENGINES
from service.wire import dumps
from tests.contract.contract_playout import deal_bound
from tests.games.euchre.support import deal_with_upcard, passes
from tests.playout import next_action, play
from tests.sessions.match_playout import DESCRIBED, RuleCase, assert_cards_placed, match_bound, rule_cases

SLOW_GAMES = ("ramino",)
"""Games whose matches are long (hundreds of actions): their sweep is in the slow tier, and the
fast tier plays :data:`FAST_CASES` of them."""
FAST_CASES = [
    RuleCase("ramino", {"players": 3, "elimination_at": 30}, None, 8),
    RuleCase("ramino", {"players": 4, "match": "fixed_hands", "fixed_hands": 2}, None, 9),
    RuleCase("euchre", {"variant": "bid-euchre", "individual": True, "count_down_from": 5}, None, 10),
    RuleCase("euchre", {"variant": "bid-euchre", "players": 3, "count_down_from": 5}, None, 11),
    RuleCase("euchre", {"variant": "set-back", "players": 2, "declare_march": True}, None, 12),
    RuleCase("euchre", {"variant": "set-back", "players": 3, "euchre_deducts": 2}, None, 13),
]
CASES = [
    *(
        pytest.param(case, marks=[pytest.mark.slow] if game in SLOW_GAMES else [], id=case.id)
        for game, described in sorted(DESCRIBED.items())
        for case in rule_cases(game, described, 4, seed=3)
    ),
    *(pytest.param(case, id=case.id) for case in FAST_CASES),
]


def table_view(engine: GameEngine, state: DealState, deal: dict, seats: int) -> dict[str, Any]:
    """What a session's referee reads of ``state``: the report, every seat's view, the deal and the rules."""
    return {
        "deal": engine.report(state),
        "seat_views": [engine.seat_view(state, s) for s in range(seats)],
        "dealt": deal,
        "rules": state.rules.as_json(),
    }


class Dealing:
    """A deal played on by :func:`tests.playout.play`, remaking each stock that runs out (shuffled by ``rng``) as
    a session does: the deal given the new stock and the state replayed from it.  Every card is checked in one
    place at the start and after every action."""

    def __init__(self, engine: GameEngine, rules: Rules, deal: dict, scores: list | None, rng: random.Random):
        self.engine, self.rules, self.scores, self.rng = engine, rules, scores, rng
        self.deal = deal
        self.seats = engine.seat_count(rules, deal)
        self.state = engine.start(rules, deal, scores)
        self.actions: list[dict] = []
        self.remake_stocks()

    def remake_stocks(self) -> None:
        engine = self.engine
        while (cards := engine.stock_to_shuffle(self.state)) is not None:
            self.rng.shuffle(cards)
            self.deal = engine.with_shuffled_stock(self.deal, cards)
            self.state = replay(engine, self.rules, self.deal, self.actions, self.scores)
        assert_cards_placed(engine.game_id, self.rules, table_view(engine, self.state, self.deal, self.seats))

    def listed(self) -> list[dict] | None:
        if self.engine.to_act(self.state) is None:
            return None
        assert len(self.actions) < deal_bound(self.engine, self.rules, self.deal), "the deal did not end"
        return self.engine.legal_actions(self.state)

    def choose(self, listed: list[dict], rng: random.Random) -> dict:
        action = next_action(self.engine, self.state, listed, rng)
        assert action is not None, listed
        return action

    def apply(self, action: dict) -> None:
        self.engine.apply(self.state, action)
        self.actions.append(action)
        self.remake_stocks()


def play_deal(engine: GameEngine, rules: Rules, deal: dict, scores: list | None, rng: random.Random):
    """Play ``deal`` to its end with the contract's choosers (:class:`Dealing`); returns the deal with its new
    stocks, the actions and the state."""
    dealing = Dealing(engine, rules, deal, scores, rng)
    play(
        engine,
        dealing,
        rng,
        choose=lambda engine, dealing, listed, rng: dealing.choose(listed, rng),
        legal=lambda dealing: dealing.listed(),
        apply=lambda dealing, action: dealing.apply(action),
    )
    return dealing.deal, dealing.actions, dealing.state


def live_card_in_remade_stock(engine: GameEngine, deal: dict, report: dict) -> dict | None:
    """``deal`` with its first remade stock holding a card of a hand never bust, if a hit drew from it."""
    if not deal.get("reshuffles") or not report.get("stock", {}).get("reshuffles"):
        return None
    live = next(h["cards"][0] for h in report["hands"] if h["status"] != "bust")
    first = [live, *(c for c in deal["reshuffles"][0] if c != live)][: len(deal["reshuffles"][0])]
    return {**deal, "reshuffles": [first, *deal["reshuffles"][1:]]}


def play_stateless_match(client, case: RuleCase) -> int | None:
    """Play ``case``'s match through the stateless API; the deals it took (None: rules it refuses)."""
    engine = ENGINES[case.game]
    try:
        rules = engine.resolve_rules(case.rules)
    except InvalidInput:
        return None
    seats = engine.seat_count(rules) if case.seats is None else case.seats
    if seats not in engine.seat_range(rules):
        return None
    rng = random.Random(case.seed)
    dealer, scores, left = rng.randrange(seats), None, None
    for number in range(1, match_bound(case.game, rules) + 2):
        if left is None or len(left) < seats:
            left = engine.deck(rules).full()
            rng.shuffle(left)
        deal = engine.deal_of_match(rules, left, dealer, seats, number, scores)
        body = {"rules": case.rules, "deal": deal, "actions": [], "scores": scores}
        if number > match_bound(case.game, rules):
            pytest.fail(f"{case.id}: the match did not end within its bound of deals")
        deal, body["actions"], state = play_deal(engine, rules, deal, scores, rng)
        answer = client.post(f"/v1/games/{case.game}/adjudicate", json={**body, "deal": deal})
        assert answer.status_code == 200, (number, answer.get_json())
        report = answer.get_json()
        played = orjson.loads(dumps(engine.report(state)))  # as answered: the reason in words
        assert (report["deal_result"], report["scores"]) == (played["deal_result"], played["scores"])
        corrupted = live_card_in_remade_stock(engine, deal, report)
        if corrupted is not None:
            refused = client.post(f"/v1/games/{case.game}/adjudicate", json={**body, "deal": corrupted})
            assert refused.status_code == 400 and "deal.reshuffles.0" in refused.get_json()["errors"]
        scores, dealer, left = report["scores"], engine.next_dealer(state), engine.stock_left(state)
        if report["game_over"]:
            following = engine.deal_of_match(rules, engine.deck(rules).full(), dealer, seats, number + 1, scores)
            body = {"rules": case.rules, "deal": following, "actions": [], "scores": scores}
            after = client.post(f"/v1/games/{case.game}/adjudicate", json=body)
            assert after.status_code == 422 and after.get_json()["rule"] == "game_over", after.get_json()
            return number
    raise AssertionError("unreachable: the bound fails first")


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None}).test_client()


@pytest.mark.parametrize("case", CASES)
def test_whole_matches_adjudicated_deal_by_deal(client, case):
    play_stateless_match(client, case)


def test_a_euchre_deal_thrown_in_is_answered_as_openapi_yaml_says(client):
    # Found by these playouts: every seat passing twice throws the deal in (deal_result.maker
    # null), which the answer schema did not allow; the test client checks every answer against it.
    rules = ENGINES["euchre"].resolve_rules({})
    body = {"deal": deal_with_upcard(rules, 3, "9H"), "actions": passes(0, 1, 2, 3, 0, 1, 2, 3)}
    answer = client.post("/v1/games/euchre/adjudicate", json=body)
    assert answer.status_code == 200, answer.get_json()
    assert answer.get_json()["deal_result"] == {
        "points": [0, 0],
        "reason": "thrown_in",
        "reason_text": "nobody made trump: the deal is thrown in",
        "tricks_won": [0, 0],
        "maker": None,
    }
