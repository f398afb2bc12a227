"""A whole match through HTTP: deals follow one another, the dealer rotates, commitments hold."""

from __future__ import annotations

import hashlib
import random

import pytest

from service.engine import replay
from tests.sessions.conftest import GAMES, SINGLE_REDIS, LeakOracle, Remote, Table, over_or_deal

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

MAX_ACTIONS = 3000
# Ramino's table plays one hand (next_move chooses its moves with the melding player)
MATCH_RULES = {"ramino": {"match": "single_hand"}}
SHORT_MATCH = {"euchre": {"points_to_win": 5}}
"""Whole Euchre matches to 5 points, not 10: still several deals each (the dealer's rotation and the scores
carried from deal to deal are checked at each), at half the moves; the match's length is not the point here
(tests/sessions/test_match_playouts.py plays the default length)."""


@pytest.fixture(params=SINGLE_REDIS)
def store_kind(request):
    """The in-memory store and one Redis (tests/sessions/conftest.py, SINGLE_REDIS)."""
    return request.param


def finished_deal_state(engine, rules, logged):
    """A finished deal rebuilt from what the log reveals: its order, dealer and actions."""
    deal = engine.deal_from_order(rules, logged["order"], logged["dealer"], len(logged["deal"]["hands"]))
    return replay(engine, rules, deal, logged["actions"], logged["scores_before"])


EUCHRE_VARIATIONS = {
    "making_trump_rule": "all",
    "point_on_partner": True,
    "dealer_speaks_first": True,
    "robson_rules": True,
    "ace_no_face": "either",
    "farmers_hand": True,
    "upcard_into_hand": True,
}
"""The seed's variations (docs/rules/euchre.md §15) through whole matches too."""
VARIATIONS = [
    ("euchre-variations", EUCHRE_VARIATIONS),
    ("euchre-british-variations", {"variant": "british", "making_trump_rule": "dealer", "dealer_speaks_first": True}),
]
FLOW_CASES = [
    *(
        pytest.param(kind, game, MATCH_RULES.get(game, {}), id=f"{kind}-{game}")
        for kind in ("memory", "redis")
        for game in GAMES
    ),
    *(pytest.param("memory", "euchre", rules, id=f"memory-{name}") for name, rules in VARIATIONS),
]
"""Each game's match on the in-memory store and one Redis; the variations, rules the engine plays whatever the
store, on the in-memory one."""


class LeakChecked(Remote):
    """A match played move by move with every seat's view and current log checked for what it may not see
    before each move, the mover's answer after it, and each accepted move one version more."""

    def __init__(self, table: Table):
        super().__init__(table)
        self.version, self.deals_seen, self.oracle = 1, {1}, LeakOracle(table)

    def listed(self) -> list[dict] | None:
        listed = super().listed()
        if listed is None:
            return None
        table, referee = self.table, self.referee
        if referee["deal_number"] != self.oracle.deal_number:
            self.oracle = LeakOracle(table)
        for s in range(referee["seats"]):
            self.oracle.assert_no_leak(s, table.view(table.token_of(s)))
            current = table.log(table.token_of(s)).get_json()["deals"][-1]  # finished deals are public
            assert not current["finished"]
            self.oracle.assert_no_leak(s, current)
        return listed

    def post(self, move: dict) -> None:
        table, seat = self.table, self.referee["to_act"]
        response = table.post(table.token_of(seat), move, if_match=f'"v{self.version}"')
        assert response.status_code == 200, response.get_json()
        self.version += 1
        body = response.get_json()
        assert response.headers["ETag"] == f'"v{self.version}"' and body["version"] == self.version
        if body["deal_number"] == self.oracle.deal_number:
            self.oracle = LeakOracle(table)
            self.oracle.assert_no_leak(seat, body, named=move)
        self.deals_seen.add(body["deal_number"])


@pytest.mark.parametrize(("store_kind", "game", "match_rules"), FLOW_CASES)
def test_a_match_runs_deal_after_deal_until_game_over(client, game, match_rules):
    rng = random.Random(f"flow:{game}:{sorted(match_rules.items())}")
    table = Table(client, game, seed=7, rules={**SHORT_MATCH.get(game, {}), **match_rules})
    engine = table.engine
    match = LeakChecked(table)
    if len(match.play(rng, limit=MAX_ACTIONS)) == MAX_ACTIONS:
        pytest.fail(f"{game}: the match did not end within {MAX_ACTIONS} random actions")
    version, deals_seen = match.version, match.deals_seen

    final = table.referee_view()
    assert final["game_over"] and final["to_act"] is None and final["legal_actions"] == []
    log = table.log(table.referee).get_json()
    deals = log["deals"]
    assert [d["deal_number"] for d in deals] == list(range(1, len(deals) + 1))
    assert all(d["finished"] for d in deals)
    assert len(deals) == final["deal_number"] == max(deals_seen)
    assert game not in SHORT_MATCH or len(deals) >= 2, "the shortened match must still play deal after deal"
    assert sum(len(d["actions"]) for d in deals) == version - 1  # every accepted action, once
    rules = engine.resolve_rules(final["rules"])
    for previous, following in zip(deals, deals[1:], strict=False):
        state = finished_deal_state(engine, rules, previous)
        assert following["dealer"] == engine.next_dealer(state), "the dealer rotates as the game says"
        assert following["scores_before"] == previous["scores_after"]
    last = finished_deal_state(engine, rules, deals[-1])
    assert last.game_over and final["winner"] == last.winner
    assert final["scores"] == deals[-1]["scores_after"]

    # the match is over: no seat may act any more
    for seat, token in enumerate(table.seat_tokens):
        refused = table.post(token, {"type": "play", "card": "AS"}, if_match=f'"v{version}"')
        assert refused.status_code == 409 and refused.get_json()["type"] == "/problems/game-over", seat


class Sealed(Remote):
    """Played with the current deal's log, as every seat and the referee read it, checked before each move:
    neither the deck's order, nor its salt, nor the deal they make."""

    def listed(self) -> list[dict] | None:
        listed = super().listed()
        if listed is not None:
            for token in [*self.table.seat_tokens, self.table.referee]:
                current = self.table.log(token).get_json()["deals"][-1]
                assert "order" not in current and "salt" not in current and "deal" not in current
        return listed


@pytest.mark.parametrize("game", GAMES)
def test_the_log_reveals_order_and_salt_that_match_the_commitment_once_a_deal_ends(client, game):
    rng = random.Random(f"commit:{game}")
    table = Table(client, game, seed=11, rules=MATCH_RULES.get(game, {}))
    first = table.referee_view()
    commitment = first["deck_commitment"]
    assert first["dealt"] is not None
    Sealed(table, over_or_deal(2)).play(rng)
    for token in [*table.seat_tokens, table.referee]:
        logged = table.log(token).get_json()["deals"][0]
        assert logged["finished"] and logged["deck_commitment"] == commitment
        encoded = (",".join(logged["order"]) + ":" + logged["salt"]).encode("ascii")
        assert hashlib.sha256(encoded).hexdigest() == commitment
        assert len(logged["salt"]) == 64
        # the revealed order is the whole deck, and it deals exactly the deal that was played
        engine = table.engine
        rules = engine.resolve_rules(first["rules"])
        assert sorted(logged["order"]) == sorted(engine.deck(rules).full())
        assert logged["deal"] == first["dealt"]


@pytest.mark.parametrize("game", GAMES)
def test_seat_view_shows_own_cards_and_what_is_public_and_the_referee_sees_all(client, game):
    table = Table(client, game, seed=3)
    referee = table.referee_view()
    assert referee["role"] == "referee" and referee["seat"] is None
    assert referee["dealt"]["hands"] and all(hand for hand in referee["dealt"]["hands"])
    for seat, token in enumerate(table.seat_tokens):
        view = table.view(token)
        assert view["role"] == "seat" and view["seat"] == seat
        assert view["deal"] == {k: v for k, v in referee["seat_views"][seat].items() if k != "legal_actions"}
        assert view["deck_commitment"] == referee["deck_commitment"]
        if seat == view["to_act"]:
            assert view["legal_actions"] and all(a["seat"] == seat for a in view["legal_actions"])
        else:
            assert view["legal_actions"] == []


@pytest.mark.parametrize("game", GAMES)
def test_the_creation_answer_is_the_public_view_with_every_token(client, game):
    table = Table(client, game, seed=5)
    created = table.created
    assert created["role"] == "public" and created["version"] == 1 and created["deal_number"] == 1
    assert len(created["tokens"]["seats"]) == created["seats"]
    tokens = [*created["tokens"]["seats"], created["tokens"]["referee"]]
    assert len(set(tokens)) == len(tokens)
    assert all(len(t) >= 43 for t in tokens)  # 32 random bytes, URL-safe base64: 256 bits
    oracle = LeakOracle(table)
    secret_to_everyone = set.intersection(*(oracle.secret_to(s) for s in range(created["seats"])))
    from tests.sessions.conftest import cards_in_answer

    assert not cards_in_answer(created, oracle.deck) & secret_to_everyone
    assert "hand" not in created["deal"] and created["legal_actions"] == []
