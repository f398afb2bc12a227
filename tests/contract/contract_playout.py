"""What the contract suite plays and probes with, generic over ``ENGINES``.

A playout deals a shuffled deck under a variant (some hands hidden, where the game allows it),
then takes random listed actions; at each position :func:`candidates` proposes actions that
may or may not be legal: every listed action made concrete, mutations of them (another seat,
card, amount or field), and random actions of every type of the game's vocabulary.

The per-game knowledge is :data:`CHOOSERS` and :data:`INSTANCES`: Ramino's listing names kinds
of meld without their cards (``{"type": "open"}``), so its playouts use the melding player of
tests/games/ramino/driver.py, which random listed draws and discards would never finish, and
the actions within such a kind come from tests/games/ramino/instances.py.
"""

from __future__ import annotations

import io
import json
import pickle
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from service.engine import DealState, GameEngine, InvalidInput, Rules, concrete_action
from service.games.registry import ENGINES
from tests.games.ramino.driver import choose as ramino_choose
from tests.games.ramino.instances import within as ramino_within

BOUNDED = ("min", "max")


def variant_rules(game: str) -> list[tuple[str, Rules]]:
    engine = ENGINES[game]
    return [(v.name, engine.resolve_rules({"variant": v.name})) for v in engine.rule_book.variants]


def shuffled_deal(engine: GameEngine, rules: Rules, rng: random.Random, hidden: list[bool]) -> dict:
    """A shuffled deal; ``hidden[i]`` gives seat i's hand as null, in games whose deal allows it."""
    seats = engine.seat_range(rules)
    count = rng.randint(seats.minimum, min(seats.maximum, seats.minimum + 3))
    order = engine.deck(rules).full()
    rng.shuffle(order)
    deal = engine.deal_from_order(rules, order, rng.randrange(count), count)
    hands_field = next(f for f in engine.deal_fields if f.name == "hands")
    if hands_field.kind == "hands":
        hide = [hidden[seat % len(hidden)] for seat in range(count)]
        if engine.game_id in ONE_HIDDEN and any(hide):
            hide = [seat == hide.index(True) for seat in range(count)]
        deal["hands"] = [None if hide[seat] else hand for seat, hand in enumerate(deal["hands"])]
    return deal


class _Pickler(pickle.Pickler):
    """Pickles a deal state with its frozen rules by reference (they are shared, not copied)."""

    def __init__(self, file: io.BytesIO, rules: Rules):
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self.rules = rules

    def persistent_id(self, obj: object) -> str | None:
        return "rules" if obj is self.rules else None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, rules: Rules):
        super().__init__(file)
        self.rules = rules

    def persistent_load(self, pid: object) -> Rules:
        return self.rules


ONE_HIDDEN = ("ramino",)
"""Games whose playouts hide one hand at most: Ramino's player plays an unknown hand from the
cards it could hold, which (the stock known) are its very cards only while it is the only one."""


def fork(state: DealState) -> DealState:
    """An independent copy of ``state`` (its frozen rules shared, not copied; pickling is faster than deepcopy)."""
    buffer = io.BytesIO()
    _Pickler(buffer, state.rules).dump(state)
    buffer.seek(0)
    return _Unpickler(buffer, state.rules).load()


def pool(engine: GameEngine, state: DealState, seat: int) -> list[str]:
    """The cards ``seat`` may choose among: its hand as it sees it, or every card an unknown hand could hold."""
    hand = engine.seat_view(state, seat).get("hand") or []
    if hand:
        return list(hand)
    could_hold = getattr(state, "could_hold", None)
    return list(could_hold(seat)) if could_hold else sorted(set(engine.deck(state.rules).full()))


def canonical(engine: GameEngine, rules: Rules, raw: dict) -> dict | None:
    """``raw`` as the engine receives it, or None when it is malformed (a 400, not a refusal)."""
    try:
        return engine.vocabulary.parse(raw, "action", engine.deck(rules).parse)
    except InvalidInput:
        return None


def is_template(entry: dict) -> bool:
    return any(key.startswith(BOUNDED) for key in entry)


def lacks_fields(engine: GameEngine, entry: dict) -> bool:
    """Whether a listed entry leaves out a field its type requires: a template (bounded, such
    as a bet from min to max, or a bare kind, such as Ramino's ``{"type": "open"}``)."""
    action_type = next(t for t in engine.vocabulary.types if t.name == entry["type"])
    return any(f.required and f.name not in entry for f in action_type.fields)


def bounded_instances(engine: GameEngine, state: DealState, entry: dict, rng: random.Random) -> Iterator[dict]:
    """Actions within a bounded template: every bound at its low end, at its high end, then random ones."""
    for end, other in (("min", "max"), ("max", "min"), (None, None)):
        narrowed = dict(entry)
        if end is not None and other is not None:
            for key, value in entry.items():
                if key.startswith(end):
                    narrowed[other + key[len(end) :]] = value
        action = concrete(engine, state, narrowed, rng)
        if action is not None:
            yield action


Instances = Callable[[GameEngine, DealState, dict, random.Random], Iterable[dict]]
INSTANCES: dict[str, Instances] = {"ramino": lambda engine, state, entry, rng: ramino_within(state, entry)}
"""The actions within a template, per game where the bounds do not say them (Ramino names kinds of laying)."""

HELD_CARD_RULES = frozenset({"card_not_in_hand", "card_already_seen"})
"""The rules that refuse an action for the cards it names not being in the hand: the only ones
that may refuse every action tried within a template listed for an unknown hand."""


def instances(engine: GameEngine, state: DealState, entry: dict, rng: random.Random) -> Iterable[dict]:
    return INSTANCES.get(engine.game_id, bounded_instances)(engine, state, entry, rng)


def concrete(engine: GameEngine, state: DealState, entry: dict, rng: random.Random) -> dict | None:
    """A listed entry as a canonical action (a template filled within its bounds), None when it names none."""
    if not is_template(entry):
        return canonical(engine, state.rules, entry)
    filled = concrete_action(engine, entry, pool(engine, state, entry["seat"]), rng)
    return None if filled is None else canonical(engine, state.rules, {"seat": entry["seat"], **filled})


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


def random_listed(engine: GameEngine, state: DealState, listed: list[dict], rng: random.Random) -> dict | None:
    """A random listed action: a kind first (so that rare kinds are taken as often as plays), then an entry."""
    kinds = sorted({e["type"] for e in listed})
    rng.shuffle(kinds)
    for kind in kinds:
        entries = [e for e in listed if e["type"] == kind]
        rng.shuffle(entries)
        for entry in entries:
            action = concrete(engine, state, entry, rng)
            if action is not None:
                return action
    return None


Chooser = Callable[[GameEngine, DealState, list[dict], random.Random], "dict | None"]
CHOOSERS: dict[str, Chooser] = {"ramino": lambda engine, state, listed, rng: ramino_choose(rng, state)}


def next_action(engine: GameEngine, state: DealState, listed: list[dict], rng: random.Random) -> dict | None:
    return CHOOSERS.get(engine.game_id, random_listed)(engine, state, listed, rng)


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
