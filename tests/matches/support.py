"""Matches for the match-record tests: sessions played to the end through HTTP, their records,
and in-process deals played as a table would (to break a record's rotation on purpose)."""

from __future__ import annotations

import copy
import random
from typing import Any

from service.games.registry import ENGINES
from tests import playout
from tests.sessions.conftest import Remote, Table, bearer, over_or_deal

MATCH_RULES: dict[str, dict[str, Any]] = {
    "ecarte": {},
    "euchre": {},
    "sette-e-mezzo": {"max_deals": 3},
    "ramino": {"match": "fixed_hands", "fixed_hands": 2},
}
"""Rules under which a random session ends soon: whole matches of Ecarté and Euchre, three deals of
Sette e Mezzo, two hands of Ramino (played by the driver that lays melds and goes out)."""

MAX_ACTIONS = 3000


def play(table: Table, rng: random.Random, *, until_deal: int | None = None) -> None:
    """Play random legal moves until the match is over (or deal ``until_deal`` has begun)."""
    remote = Remote(table, over_or_deal(until_deal))
    moves = remote.play(rng, limit=MAX_ACTIONS)
    assert len(moves) < MAX_ACTIONS and remote.until(remote.referee), (
        f"{table.engine.game_id}: the match did not end within {MAX_ACTIONS} actions"
    )


def finished_session(client, game: str, seed: int = 8) -> Table:
    table = Table(client, game, seed=seed, rules=MATCH_RULES[game])
    play(table, random.Random(f"match:{game}:{seed}"))
    return table


def record_of(table: Table, token: str | None = None) -> dict:
    answer = table.client.get(f"{table.url}/record", headers=bearer(token or table.referee))
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()


def played_deal(game: str, rules: dict, dealer: int, scores: list, rng: random.Random, seats: int | None = None):
    """A deal dealt by ``dealer`` from a random shuffle and played to its end by the suite's random playout
    (tests/playout.py): ``(deal, actions, report)``."""
    engine = ENGINES[game]
    resolved = engine.resolve_rules(rules)
    seats = seats or engine.seat_count(resolved)
    order = engine.deck(resolved).full()
    rng.shuffle(order)
    deal = engine.deal_from_order(resolved, order, dealer, seats)
    state = engine.start(resolved, deal, scores)
    actions = playout.play(engine, state, rng)
    assert engine.to_act(state) is None, "the playout leaves no deal unfinished"
    return deal, actions, engine.report(state)


def without(record: dict, *deal_numbers: int) -> dict:
    """A copy of ``record`` without the deals numbered ``deal_numbers`` (from 1)."""
    changed = copy.deepcopy(record)
    changed["deals"] = [d for i, d in enumerate(changed["deals"], 1) if i not in deal_numbers]
    return changed
