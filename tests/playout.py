"""Random play through the engines' own legal actions, for tests over every game."""

from __future__ import annotations

import random

from service.engine import InvalidInput, concrete_action
from service.games.registry import ENGINES


def postable(engine, rules, entry: dict) -> dict | None:
    """A legal-action entry as an action a client could post: a bet at its minimum; entries
    that leave a choice of cards to the client (bounded exchanges, bare melding kinds) give None."""
    if entry["type"] == "bet":
        return {"seat": entry["seat"], "type": "bet", "amount": entry["min"]}
    if {"min_discard", "max_discard", "min", "max"} & set(entry):
        return None
    try:
        engine.vocabulary.parse(entry, "action", engine.deck(rules).parse)
    except InvalidInput:
        return None
    return entry


def first_postable(game: str, entries: list[dict], hand: list[str], rng: random.Random) -> dict | None:
    """The first listed action a client can fill: a template within its bounds, from the seat's hand."""
    for entry in entries:
        action = concrete_action(ENGINES[game], {"seat": 0, **entry}, hand, rng)
        if action is not None:
            return action
    return None


def random_deal(game: str, rng: random.Random) -> dict:
    engine = ENGINES[game]
    rules = engine.resolve_rules({})
    order = engine.deck(rules).full()
    rng.shuffle(order)
    seats = 4 if game == "sette-e-mezzo" else engine.seat_count(rules)
    return engine.deal_from_order(rules, order, rng.randrange(seats), seats)


def random_history(game: str, seed: int, max_actions: int = 60, avoid: tuple[str, ...] = ("propose",)):
    """A deal and up to ``max_actions`` random postable legal actions (``avoid``: types never chosen)."""
    engine = ENGINES[game]
    rules = engine.resolve_rules({})
    rng = random.Random(seed)
    deal = random_deal(game, rng)
    state = engine.start(rules, deal, None)
    actions: list[dict] = []
    while engine.to_act(state) is not None and len(actions) < max_actions:
        entries = [e for e in engine.legal_actions(state) if e["type"] not in avoid]
        choices = [a for a in (postable(engine, rules, e) for e in entries) if a]
        if not choices:
            break
        action = rng.choice(choices)
        engine.apply(state, action)
        actions.append(action)
    return deal, actions
