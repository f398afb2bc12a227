"""The one random playout of the suite: a shuffled deal, random actions from the engine's own listing (a
template filled within its bounds, or a game's own player where the listing names kinds, not actions), and
the loop that plays them (:func:`play`).  The contract tier, the session and match playouts, the answer-schema
and fork tests, the match records, the fuzzed histories and the games' property tests all play with it.

The per-game knowledge is :data:`CHOOSERS` and :data:`INSTANCES`: Ramino's listing names kinds of meld
without their cards (``{"type": "open"}``), so its playouts use the melding player of
tests/games/ramino/driver.py, which random listed draws and discards would never finish, and the actions
within such a kind come from tests/games/ramino/instances.py.  A test that probes as it plays gives
:func:`play` its own chooser (Ecarté's breaches, Sette e Mezzo's named draws, probes of refused actions before
a move) and its own ``apply`` (the engine's, with the test's checks around it), or its own ``legal`` (a
position checked before the listing); a session played over HTTP is a table of its own
(tests/sessions/conftest.py, ``Remote``: the referee's view lists, a seat's move is posted).
"""

from __future__ import annotations

import io
import pickle
import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from service.engine import DealState, GameEngine, InvalidInput, Rules, concrete_action
from service.games.registry import ENGINES
from tests.games.ramino.driver import choose as ramino_choose
from tests.games.ramino.instances import within as ramino_within

BOUNDED = ("min", "max")

ONE_HIDDEN = ("ramino",)
"""Games whose playouts hide one hand at most: Ramino's player plays an unknown hand from the
cards it could hold, which (the stock known) are its very cards only while it is the only one."""


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


def instances(engine: GameEngine, state: DealState, entry: dict, rng: random.Random) -> Iterable[dict]:
    return INSTANCES.get(engine.game_id, bounded_instances)(engine, state, entry, rng)


def concrete(engine: GameEngine, state: DealState, entry: dict, rng: random.Random) -> dict | None:
    """A listed entry as a canonical action (a template filled within its bounds), None when it names none."""
    if not is_template(entry):
        return canonical(engine, state.rules, entry)
    filled = concrete_action(engine, entry, pool(engine, state, entry["seat"]), rng)
    return None if filled is None else canonical(engine, state.rules, {"seat": entry["seat"], **filled})


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


Chooser = Callable[[GameEngine, Any, list[dict], random.Random], "dict | None"]
"""An action for the table played at (a deal state, or a session played over HTTP) given what is listed there,
or None to stop."""

CHOOSERS: dict[str, Chooser] = {"ramino": lambda engine, state, listed, rng: ramino_choose(rng, state, listed)}


def next_action(engine: GameEngine, state: DealState, listed: list[dict], rng: random.Random) -> dict | None:
    return CHOOSERS.get(engine.game_id, random_listed)(engine, state, listed, rng)


T = TypeVar("T")


def play(
    engine: GameEngine,
    state: T,
    rng: random.Random,
    *,
    choose: Chooser = next_action,
    limit: int | None = None,
    legal: Callable[[T], list[dict] | None] | None = None,
    apply: Callable[[T, dict], object] | None = None,
) -> list[dict]:
    """Play ``state`` on with ``choose``'s actions until the deal is over, ``choose`` has none, or ``limit``
    actions are played; the actions played, in order.

    ``legal`` and ``apply`` are the table's: what is listed there (None once nothing is to be played) and how
    an action is played.  By default the engine's: its ``legal_actions`` while a seat is to act, and
    ``apply``.  A session played over HTTP gives its own (its referee's view, a seat's posted move); a test
    may check each step in an ``apply`` around the engine's."""
    listing = legal or (lambda state: None if engine.to_act(state) is None else engine.legal_actions(state))
    applying = apply or engine.apply
    actions: list[dict] = []
    while limit is None or len(actions) < limit:
        listed = listing(state)
        if listed is None:
            break
        action = choose(engine, state, listed, rng)
        if action is None:
            break
        applying(state, action)
        actions.append(action)
    return actions


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

    def choose(engine: GameEngine, state: DealState, listed: list[dict], rng: random.Random) -> dict | None:
        choices = [a for a in (postable(engine, rules, e) for e in listed if e["type"] not in avoid) if a]
        return rng.choice(choices) if choices else None

    return deal, play(engine, state, rng, choose=choose, limit=max_actions)
