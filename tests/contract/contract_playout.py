"""What the contract suite probes with, generic over ``ENGINES``; it plays with tests/playout.py.

A playout deals a shuffled deck under a variant (some hands hidden, where the game allows it),
then takes random listed actions; at each position :func:`candidates` proposes actions that
may or may not be legal: every listed action made concrete, mutations of them (another seat,
card, amount or field), and random actions of every type of the game's vocabulary.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from service.engine import DealState, GameEngine, Rules
from service.games.registry import ENGINES
from tests.playout import BOUNDED, canonical, concrete, pool


def variant_rules(game: str) -> list[tuple[str, Rules]]:
    engine = ENGINES[game]
    return [(v.name, engine.resolve_rules({"variant": v.name})) for v in engine.rule_book.variants]


def lacks_fields(engine: GameEngine, entry: dict) -> bool:
    """Whether a listed entry leaves out a field its type requires: a template (bounded, such
    as a bet from min to max, or a bare kind, such as Ramino's ``{"type": "open"}``)."""
    action_type = next(t for t in engine.vocabulary.types if t.name == entry["type"])
    return any(f.required and f.name not in entry for f in action_type.fields)


HELD_CARD_RULES = frozenset({"card_not_in_hand", "card_already_seen"})
"""The rules that refuse an action for the cards it names not being in the hand: the only ones
that may refuse every action tried within a template listed for an unknown hand."""


def within_template(engine: GameEngine, state: DealState, action: dict, entry: dict) -> bool:
    """Whether ``action`` is one of those the template ``entry`` lists: its fixed fields, and
    each bounded field within its bounds (cards: distinct cards the seat is known to hold)."""
    if action["type"] != entry["type"] or action["seat"] != entry["seat"]:
        return False
    fixed = {k: v for k, v in entry.items() if not k.startswith(BOUNDED)}
    filled = dict(fixed)
    for name, value in action.items():
        if name in fixed:
            continue
        low = entry.get(f"min_{name}", entry.get("min"))
        high = entry.get(f"max_{name}", entry.get("max"))
        if low is None or high is None:
            continue  # an optional field the template leaves at its default: compared below
        if isinstance(value, list):
            hand = Counter(engine.seat_view(state, entry["seat"]).get("hand") or [])
            if len(set(value)) != len(value) or Counter(value) - hand or not low <= len(value) <= high:
                return False
        elif not (isinstance(value, int | float) and low <= value <= high):
            return False
        filled[name] = value
    return canonical(engine, state.rules, filled) == action


def random_value(kind: str, choices: tuple | None, cards: list[str], deck: list[str], rng: random.Random) -> Any:
    """A value of a vocabulary field's kind, often plausible and sometimes not."""
    some = cards if cards and rng.random() < 0.7 else deck
    if kind == "card":
        return rng.choice(some)
    if kind == "cards":
        return rng.sample(some, min(len(some), rng.randint(0, 5)))
    if kind == "card_lists":
        return [rng.sample(some, min(len(some), rng.randint(1, 4))) for _ in range(rng.randint(1, 2))]
    if kind == "suit":
        return rng.choice(sorted({card[-1] for card in deck}))
    if kind in ("integer", "number"):
        return rng.choice([-1, 0, 1, 2, 3, rng.randint(0, 200), 10**6])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "string":
        return rng.choice(choices or ("x",))
    if kind in ("layoffs", "swaps"):
        return [{"meld": rng.randint(0, 3), "cards": rng.sample(some, min(len(some), rng.randint(1, 2)))}]
    raise AssertionError(f"a field kind the contract suite cannot fill: {kind}")


def candidates(engine: GameEngine, state: DealState, listed: list[dict], seats: int, rng: random.Random) -> list[dict]:
    """Canonical actions to try at this position: listed ones made concrete, mutations of them
    (seat, one field), and random actions of every type of the vocabulary."""
    to_act = engine.to_act(state)
    deck = sorted(set(engine.deck(state.rules).full()))
    pools: dict[int, list[str]] = {}

    def cards_of(seat: int) -> list[str]:
        if seat not in pools:
            pools[seat] = pool(engine, state, seat)
        return pools[seat]

    raw: list[dict] = []
    for entry in rng.sample(listed, min(len(listed), 8)):
        base = concrete(engine, state, entry, rng) or {k: v for k, v in entry.items() if not k.startswith(BOUNDED)}
        raw.append({**base, "seat": rng.randrange(seats)})
        action_type = next(t for t in engine.vocabulary.types if t.name == entry["type"])
        for fld in action_type.fields:
            value = random_value(fld.kind, fld.choices, cards_of(entry["seat"]), deck, rng)
            raw.append({**base, fld.name: value})
    for action_type in engine.vocabulary.types:
        for _ in range(2):
            seat = to_act if to_act is not None and rng.random() < 0.7 else rng.randrange(seats)
            action: dict[str, Any] = {"seat": seat, "type": action_type.name}
            for fld in action_type.fields:
                if fld.required or rng.random() < 0.5:
                    action[fld.name] = random_value(fld.kind, fld.choices, cards_of(seat), deck, rng)
            raw.append(action)
    return [a for a in (canonical(engine, state.rules, r) for r in raw) if a is not None]


def snapshot(value: Any) -> str:
    """A report or view as comparable JSON text: a phrase (the words of a violation or a result, rendered
    only at the edge) written as its key and facts."""
    return json.dumps(value, sort_keys=True, default=lambda phrase: {"phrase": phrase.key, "facts": phrase.facts})


RAMINO_PLAYOUT_BOUND = 1200
"""Ramino's rules bound no deal: with ``stock_exhausted=reshuffle`` (digest §11, the default)
the discards become a new stock whenever it runs out, so players who never meld could draw and
discard for ever, as at a real table.  What is checked is that the playouts of the melding
player (tests/games/ramino/driver.py) end within this many actions.

Measured over 5,000 seeded contract playouts (shuffled_deal, one hand hidden at random, the
variant and the option mixes of :data:`RULE_MIXES`, 2 and 3 seats): median 69, 99th percentile
193, 99.9th 308, longest 577 (2,000 more: longest 299).  The bound is twice the longest, four
times the 99.9th percentile.  (The player that discarded a random card took a median 121, 99th percentile 328,
and 2 of 2,000 deals never ended: one seat kept throwing away the pair it needed.)"""


def deal_bound(engine: GameEngine, rules: Rules, deal: dict) -> int:
    """The most actions a deal can take, derived from each game's digest (docs in the body).

    Ecarté: each exchange round is propose, accept and two exchanges (4 actions) and takes at
    least one card from the stock (the elder discards 1 to 5, 4.3), so at most ``stock`` rounds;
    then a proposal refused (2), a king declared by either seat (at most 2) and ten cards played.
    Euchre: the dealer's blind-loner choice (robson_rules), two bidding rounds of one bid per
    seat - or, in an auction that goes on ``until_passed`` (§16.1), at most one bid per trick in a
    hand (each raises the last) and fewer than a round of passes before each bid and after the last,
    so ``(hand + 1) * seats`` - the dealer's discard, one ``defend_alone`` answer per seat at most, one answer per seat
    whose hand earns an exchange or a redeal (ace_no_face, farmers_hand), one card per seat per
    trick (a trick per card in hand), and the makers' march choice (robson_rules).
    Sette e Mezzo: per seat a bet, a stand and at most 14 cards drawn: a hand of 40-card Italian
    cards holds at most 13 cards worth 7.5 or less (the 12 figures at ½ and an ace), so the
    14th busts it.
    Ramino: see :data:`RAMINO_PLAYOUT_BOUND`.
    """
    seats = len(deal["hands"])
    if engine.game_id == "ecarte":
        return 4 * len(deal["stock"]) + 2 + 2 + 2 * 5
    if engine.game_id == "euchre":
        hand = max(len(h) for h in deal["hands"] if h is not None) if any(deal["hands"]) else 7
        bidding = (hand + 1) * seats if rules.auction_rounds == "until_passed" else 2 * seats
        return 1 + bidding + 1 + seats + seats + seats * hand + 1
    if engine.game_id == "sette-e-mezzo":
        return seats * (1 + 1 + 14)
    if engine.game_id == "ramino":
        return RAMINO_PLAYOUT_BOUND
    raise AssertionError(f"derive a deal bound for {engine.game_id}")
