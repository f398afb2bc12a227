"""A player that finishes random Ramino hands, choosing only among what the engine allows.

It plays as a player would, so that deals end (a player who throws away the pair he needs
can draw and discard for ever: §11 remakes the stock): it takes the top discard when that
lets it meld (open, for a player who has not opened) and now and then at random, else draws
from the stock; closes in hand when the engine lists ``close``, opens with the best opening,
lays further melds, lays off, exchanges jokers (laying the joker again at once) and discards
the allowed card least useful to a future meld (:func:`least_useful`).

An unknown hand (its deal entry null) plays the first laying of each listed kind that it
could hold (instances.py) and the engine accepts, and discards the least useful of the cards it could hold.
"""

from __future__ import annotations

import random
from collections import Counter

from service.cards import DOUBLE_FRENCH_WITH_JOKERS, JOKER
from service.engine import IllegalAction
from service.games.ramino.continuation import closing_plan, turn_plan
from service.games.ramino.engine import ENGINE
from service.games.ramino.laying import discardable, undiscardable
from service.games.ramino.rules import RANK_INDEX, penalty
from service.games.ramino.solver import best_melds, find_meld, three_card_melds
from tests.games.ramino.instances import could_hold, single_lay_offs, within

RANDOM_PICKUP = 0.1
"""How often the player takes the top discard that it cannot meld (when the engine lists it):
enough to play the rules of taking it (§4.3, §12), seldom enough not to stall."""

MAX_TURNS = 2000


def shuffled_deal(rng: random.Random, rules, dealer: int = 0, eliminated: frozenset = frozenset()) -> dict:
    order = DOUBLE_FRENCH_WITH_JOKERS.full()
    rng.shuffle(order)
    return ENGINE.deal_from_order(rules, order, dealer, rules.players, eliminated)


def play_hand(rng: random.Random, rules, deal: dict, scores=None):
    """Play ``deal`` to its end; returns (state, actions applied)."""
    from tests import playout  # the suite's playout, which chooses Ramino's moves with :func:`choose`

    state = ENGINE.start(rules, deal, scores)
    actions = playout.play(ENGINE, state, rng, choose=playout.next_action, limit=MAX_TURNS * 10)
    assert state.phase == "over", "the hand did not end"
    return state, actions


def choose(rng: random.Random, state, legal: list[dict] | None = None) -> dict:
    """The melding player's move among ``legal``, the seat to act's listed actions (listed here when not given)."""
    legal = ENGINE.legal_actions(state) if legal is None else legal
    assert legal, "a seat to act always has a legal action"
    seat = state.turn.seat
    if not state.hands.is_known(seat):
        return _choose_unknown(rng, state, legal)
    kinds = {a["type"] for a in legal}
    rules = state.rules
    hand = state.hands.cards(seat)
    if "draw" in kinds:
        from_discard = [a for a in legal if a.get("source") == "discard"]
        if from_discard and (_melds_with(state, seat, from_discard[0]["card"]) or rng.random() < RANDOM_PICKUP):
            return from_discard[0]
        return rng.choice([a for a in legal if a.get("source") == "stock"])
    if "close" in kinds:
        found = closing_plan(state, seat, state.hands.counter(seat), undiscardable(state), state.turn.must_use)
        return {"seat": seat, "type": "close", **found}
    owes = state.turn.jokers_to_lay or state.turn.must_use is not None
    if "open" in kinds:
        melds = best_melds(rules, hand)[1]
        if owes or not discardable(state, Counter(hand) - Counter(c for meld in melds for c in meld)):
            melds = turn_plan(state, "open")["first"]  # the best leaves only a card it may not discard
        return {"seat": seat, "type": "open", "melds": melds}
    if owes:  # a new meld first when there is a way, as a player would
        return next_step(seat, turn_plan(state, "meld") or turn_plan(state))
    if "swap_joker" in kinds and rng.random() < 0.7:
        return next_step(seat, turn_plan(state, "swap_joker"))
    if "meld" in kinds:
        meld = find_meld(rules, hand, None, undiscardable(state))
        return {"seat": seat, "type": "meld", "melds": [meld]}
    if "lay_off" in kinds:
        held = Counter(hand)
        for item in single_lay_offs(state, seat, sorted(held)):
            if discardable(state, held - Counter(item["cards"])):
                return {"seat": seat, "type": "lay_off", **item}
    discards = [a["card"] for a in legal if a["type"] == "discard"]
    return {"seat": seat, "type": "discard", "card": least_useful(rules, hand, discards, rng)}


def _melds_with(state, seat: int, card: str) -> bool:
    """Would ``card`` let a known hand meld now: a three-card meld with it, for a player who has
    opened; an opening, for one who has not?"""
    hand = [*state.hands.cards(seat), card]
    if not state.opened[seat]:
        return best_melds(state.rules, hand)[0] >= state.rules.opening_min
    return any(card in meld for meld in three_card_melds(state.rules, hand))


def least_useful(rules, hand: list[str], allowed: list[str], rng: random.Random) -> str:
    """The allowed card least useful to a future meld: with the fewest partners in ``hand`` - a
    card of its rank in another suit, a card of its suit one or two ranks away - never the joker
    while another is allowed; of those, the one of highest penalty (§9), then any."""

    def partners(card: str) -> int:
        if card == JOKER:
            return len(hand)
        rank, suit = RANK_INDEX[card[0]], card[1]
        others = set(hand) - {card, JOKER}
        same_rank = {c[1] for c in others if c[0] == card[0]}
        near = sum(
            1
            for c in others
            if c[1] == suit and min(abs(RANK_INDEX[c[0]] - rank), 13 - abs(RANK_INDEX[c[0]] - rank)) <= 2
        )
        return 2 * len(same_rank) + near

    keys = {card: (partners(card), -penalty(rules, card), rng.random()) for card in sorted(set(allowed))}
    return min(keys, key=keys.__getitem__)


def _choose_unknown(rng: random.Random, state, legal: list[dict]) -> dict:
    """An unknown hand: a stock draw; the first laying of a listed kind that it could hold
    (opening, melds, lay-offs, closing); else an allowed discard, a card it showed if it has one.

    It plays as a real hand could: what it lays beyond the cards it showed is unseen, and it
    leaves enough unseen cards for the other unknown hands (:func:`_spare_unseen`).  The
    contract playouts hide one hand at most (with the stock known, the cards it could hold are
    then its very cards), so that it plays the hand it has."""
    if legal[0]["type"] == "draw":
        return rng.choice([a for a in legal if a.get("source", "stock") == "stock"])
    spare = _spare_unseen(state)
    for kind in ("close", "open", "meld", "lay_off"):
        entry = next((a for a in legal if a["type"] == kind), None)
        if entry is None:
            continue
        for action in within(state, entry, any_card=False):
            if _unseen_named(state, action) <= spare and _accepted(state, action):
                return action
    seat = state.turn.seat
    imagined = list(could_hold(state, seat).elements())  # its very cards, when the only unknown hand
    allowed = [a["card"] for a in legal if a["type"] == "discard"]
    if spare < 1:  # a card it showed, then (none unseen to spare)
        allowed = [card for card in allowed if state.hands.shown[seat][card]] or allowed
    return {"seat": seat, "type": "discard", "card": least_useful(state.rules, imagined, allowed, rng)}


def _accepted(state, action: dict) -> bool:
    """Would the engine take ``action`` now (tried on a copy)?  The listing says some action of a
    kind is, not that the first one made of cards the hand could hold is."""
    from tests.playout import fork  # that module chooses Ramino's moves here

    try:
        ENGINE.apply(fork(state), action)
    except IllegalAction:
        return False
    return True


def _spare_unseen(state) -> int:
    """How many unseen cards the seat to act may name: those not needed to fill the other unknown hands."""
    hands, seat = state.hands, state.turn.seat
    holdings = hands.holdings
    unseen = sum(holdings.deck.copies_of(c) - holdings.seen[c] for c in set(holdings.deck.full()))
    if state.stock is None:
        unseen -= state.stock_count
    needed = sum(
        hands.sizes[s] - sum(hands.shown[s].values()) for s in range(state.seats) if s != seat and not hands.is_known(s)
    )
    return unseen - needed


def _unseen_named(state, action: dict) -> int:
    """How many of the cards ``action`` lays are not among those the seat showed (so unseen ones)."""
    cards = Counter(action.get("cards", ()))
    for meld in action.get("melds", ()):
        cards.update(meld)
    if "discard" in action:
        cards[action["discard"]] += 1
    return sum((cards - state.hands.shown[action["seat"]]).values())


def next_step(seat: int, plan: dict) -> dict:
    """The first action of a way to end the turn (continuation.finish): exchanges come first."""
    if plan["swaps"]:
        return {"seat": seat, "type": "swap_joker", **plan["swaps"][0]}
    for item in (*plan["first"], *plan["melds"], *plan["lay_offs"]):
        if isinstance(item, dict):
            return {"seat": seat, "type": "lay_off", **item}
        return {"seat": seat, "type": "meld", "melds": [item]}
    raise AssertionError("a turn that owes something has something to lay")
