"""Helpers shared by the API tests: a seat count and a fresh shuffled deal for any game."""

import random

from service.games.registry import ENGINES


def seats_of(game: str) -> int:
    engine = ENGINES[game]
    return engine.seat_count(engine.resolve_rules({})) if game != "sette-e-mezzo" else 4


def fresh_deal(game: str, seed: int = 7, dealer: int = 0) -> dict:
    engine = ENGINES[game]
    rules = engine.resolve_rules({})
    order = engine.deck(rules).full()
    random.Random(seed).shuffle(order)
    return engine.deal_from_order(rules, order, dealer, seats_of(game))
