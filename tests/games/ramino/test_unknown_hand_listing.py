"""The laying kinds listed for an unknown hand agree with what its move accepts, down to the
last cards of a hand: a kind is listed exactly when some action of it, made of cards the hand
could hold, is accepted.

The corner this sweeps: a hand with few unseen cards (it took discards and drew named cards),
whose laying would leave it nothing to discard but a card it may not discard (the one it
took, with ``return_discard: false``) or a joker it won back and must lay again (§7.4, §4.4).
A hand whose every card it showed, or whose unseen cards no other holder shares (the only
unknown hand, the stock known), is a known hand all the same.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.cards import JOKER
from service.engine import IllegalAction
from service.games.ramino import ENGINE
from service.games.ramino.continuation import swap_cards
from service.games.ramino.solver import three_card_melds
from service.games.ramino.state import Phase, RaminoState
from tests.contract.contract_playout import fork
from tests.games.ramino.driver import choose, shuffled_deal
from tests.games.ramino.instances import usable_melds
from tests.volume import examples

KINDS = ("meld", "lay_off", "swap_joker")
MELD_TRIES = 400
"""Three-card melds tried while four or more of the hand's cards are unseen: any accepted one
is enough, and with that many unseen cards the first few are."""


def _candidates(state: RaminoState, seat: int, kind: str) -> Iterator[dict]:
    """Every action of ``kind`` made of cards the seat could hold that the law of melds allows
    (a meld: every three-card one, which any longer meld holds)."""
    possible = state.hands.possible(seat)
    if kind == "meld":
        melds = three_card_melds(state.rules, possible)
        if state.hands.unseen_held(seat) > 3:
            melds = islice(melds, MELD_TRIES)
        for meld in melds:
            yield {"seat": seat, "type": kind, "melds": [meld]}
    elif kind == "lay_off":
        for index, meld in usable_melds(state, seat):
            for card in possible:
                for end in ("low", "high") if card == JOKER and meld.kind == "run" else (None,):
                    yield {"seat": seat, "type": kind, "meld": index, "cards": [card], **({"end": end} if end else {})}
    else:
        for index, meld in usable_melds(state, seat):
            for cards in swap_cards(meld):
                if set(cards) <= set(possible):
                    yield {"seat": seat, "type": kind, "meld": index, "cards": cards}


def _accepted(state: RaminoState, action: dict) -> bool:
    try:
        ENGINE.apply(fork(state), action)
    except IllegalAction:
        return False
    return True


def _play_showing_cards(rng: random.Random, state: RaminoState, hidden: set[int]) -> dict:
    """The driver's choice, but an unknown hand takes the top discard whenever it may: it shows
    cards, and the hand comes to its corner sooner."""
    if state.phase is Phase.DRAW and state.turn.seat in hidden:
        take = [a for a in ENGINE.legal_actions(state) if a.get("source") == "discard"]
        if take and rng.random() < 0.7:
            return take[0]
    return choose(rng, state)


@settings(max_examples=examples(40), deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.sampled_from([2, 3]),
    two_hidden=st.booleans(),
    stock_known=st.booleans(),
    return_discard=st.booleans(),
)
def test_an_unknown_hand_is_listed_a_laying_kind_exactly_when_one_is_accepted(
    seed: int, players: int, two_hidden: bool, stock_known: bool, return_discard: bool
):
    """One unknown hand beside a known stock is known by elimination; two, or a stock of unknown
    order, share the unseen cards."""
    rng = random.Random(seed)
    rules = ENGINE.resolve_rules({"players": players, "return_discard": return_discard})
    deal = shuffled_deal(rng, rules, dealer=rng.randrange(players))
    hidden = set(rng.sample(range(players), 2 if two_hidden else 1))
    hands = [None if s in hidden else hand for s, hand in enumerate(deal["hands"])]
    state = ENGINE.start(rules, {**deal, "hands": hands, "stock": deal["stock"] if stock_known else None}, None)
    checked = 0
    for _ in range(400):
        if state.phase is Phase.OVER:
            break
        seat = state.turn.seat
        if state.phase is Phase.PLAY and seat in hidden:
            listed = {a["type"] for a in ENGINE.legal_actions(state)}
            for kind in KINDS:
                witness = next((a for a in _candidates(state, seat, kind) if _accepted(state, a)), None)
                assert (kind in listed) == (witness is not None), (
                    f"{kind} listed: {kind in listed}, accepted instance: {witness}; "
                    f"hand size {state.hands.sizes[seat]}, unseen {state.hands.unseen_held(seat)}, "
                    f"shown {+state.hands.shown[seat]}"
                )
            checked += 1
        ENGINE.apply(state, _play_showing_cards(rng, state, hidden))
    assert checked, "the unknown hand never came to lay"


@settings(max_examples=examples(15), deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([2, 3]))
def test_a_hand_known_by_elimination_scores_as_the_known_hand_does(seed: int, players: int):
    """One unknown hand beside a known stock: whatever happens, each report and the hand's result
    (its penalty points among them) are those of the same hand played with every card known."""
    rng = random.Random(seed)
    rules = ENGINE.resolve_rules({"players": players})
    deal = shuffled_deal(rng, rules, dealer=rng.randrange(players))
    hidden = rng.randrange(players)
    hands = [None if s == hidden else hand for s, hand in enumerate(deal["hands"])]
    state = ENGINE.start(rules, {**deal, "hands": hands}, None)
    known = ENGINE.start(rules, deal, None)
    for _ in range(2000):
        if state.phase is Phase.OVER:
            break
        action = choose(rng, state)
        ENGINE.apply(state, action)
        ENGINE.apply(known, action)
    assert state.phase is Phase.OVER and known.phase is Phase.OVER
    assert state.deal_result == known.deal_result
    assert ENGINE.report(state)["scores"] == ENGINE.report(known)["scores"]
