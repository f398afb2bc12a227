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

import functools
import random
from collections import Counter
from collections.abc import Iterator
from itertools import combinations_with_replacement, islice

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from service.cards import JOKER
from service.engine import IllegalAction
from service.games.ramino.continuation import swap_cards
from service.games.ramino.engine import ENGINE
from service.games.ramino.laying import discardable
from service.games.ramino.melds import MeldError, arrangements, read_meld
from service.games.ramino.rules import RaminoRules
from service.games.ramino.solver import three_card_melds
from service.games.ramino.state import Phase, RaminoState
from tests.games.ramino.driver import choose, shuffled_deal
from tests.games.ramino.instances import DECK, usable_melds
from tests.playout import fork, play
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


def _hidden_turns(
    seed: int, players: int, two_hidden: bool, stock_known: bool, return_discard: bool
) -> Iterator[RaminoState]:
    """A deal played with one or two hands unknown, up to its end: the state at each turn of an
    unknown hand after its draw (the hand may lay then).  One unknown hand beside a known stock is
    known by elimination; two, or a stock of unknown order, share the unseen cards."""
    rng = random.Random(seed)
    rules = ENGINE.resolve_rules({"players": players, "return_discard": return_discard})
    deal = shuffled_deal(rng, rules, dealer=rng.randrange(players))
    hidden = set(rng.sample(range(players), 2 if two_hidden else 1))
    hands = [None if s in hidden else hand for s, hand in enumerate(deal["hands"])]
    state = ENGINE.start(rules, {**deal, "hands": hands, "stock": deal["stock"] if stock_known else None}, None)
    for _ in range(400):
        if state.phase is Phase.OVER:
            break
        if state.phase is Phase.PLAY and state.turn.seat in hidden:
            yield state
        ENGINE.apply(state, _play_showing_cards(rng, state, hidden))


HIDDEN_DEALS = {
    "seed": st.integers(0, 2**32 - 1),
    "players": st.sampled_from([2, 3]),
    "two_hidden": st.booleans(),
    "stock_known": st.booleans(),
    "return_discard": st.booleans(),
}


@settings(max_examples=examples(15), deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(**HIDDEN_DEALS)
def test_an_unknown_hand_is_listed_a_laying_kind_exactly_when_one_is_accepted(
    seed: int, players: int, two_hidden: bool, stock_known: bool, return_discard: bool
):
    checked = 0
    for state in _hidden_turns(seed, players, two_hidden, stock_known, return_discard):
        seat = state.turn.seat
        listed = {a["type"] for a in ENGINE.legal_actions(state)}
        for kind in KINDS:
            witness = next((a for a in _candidates(state, seat, kind) if _accepted(state, a)), None)
            assert (kind in listed) == (witness is not None), (
                f"{kind} listed: {kind in listed}, accepted instance: {witness}; "
                f"hand size {state.hands.sizes[seat]}, unseen {state.hands.unseen_held(seat)}, "
                f"shown {+state.hands.shown[seat]}"
            )
        checked += 1
    assert checked, "the unknown hand never came to lay"


def _some_hand_melds(state: RaminoState, seat: int) -> bool:
    """The law of melds asked directly, card by card: could the seat, holding some hand it could
    hold, lay three of its cards that make a meld in some order (:func:`read_meld`), and keep a
    card to discard (§4.4: one it showed and may discard, or one still unseen)?  Every longer meld
    holds a three-card one, which keeps more cards."""
    hands = state.hands
    pool = hands.shown[seat] + hands.holdings.unseen_copies()
    for cards in _three_card_melds(state.rules):
        if any(pool[card] < cards.count(card) for card in cards):
            continue
        try:
            hands.check_remove(seat, Counter(cards))
        except IllegalAction:
            continue
        shown, unseen = hands.known_after(seat, Counter(cards))
        if unseen > 0 or discardable(state, shown):
            return True
    return False


@functools.cache
def _three_card_melds(rules: RaminoRules) -> list[tuple[str, ...]]:
    """Every three cards of the deck (a card at most as often as the deck holds it) that make a meld
    as written or in another order (:func:`read_meld`, :func:`arrangements`)."""
    distinct = sorted(DECK)
    return [
        cards
        for cards in combinations_with_replacement(distinct, 3)
        if all(DECK[card] >= cards.count(card) for card in cards) and _makes_a_meld(rules, cards)
    ]


def _makes_a_meld(rules: RaminoRules, cards: tuple[str, ...]) -> bool:
    try:
        read_meld(rules, cards)
    except MeldError:
        return bool(arrangements(rules, cards))
    return True


@settings(max_examples=examples(25), deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(**HIDDEN_DEALS)
@example(seed=2, players=3, two_hidden=True, stock_known=True, return_discard=False)
def test_an_unknown_hand_is_listed_meld_exactly_when_some_hand_it_could_hold_melds(
    seed: int, players: int, two_hidden: bool, stock_known: bool, return_discard: bool
):
    """§5: ``meld`` is listed for an opened unknown hand with nothing owed exactly when some hand of
    the cards it could hold makes a meld by the law of melds (an oracle of its own, not the solver's
    enumeration nor the move's checks).  The example is a deal whose unknown hand comes to six unseen
    cards among sixteen that make no meld."""
    for state in _hidden_turns(seed, players, two_hidden, stock_known, return_discard):
        seat, turn = state.turn.seat, state.turn
        if not state.opened[seat] or turn.jokers_to_lay or turn.must_use is not None:
            continue
        listed = {a["type"] for a in ENGINE.legal_actions(state)}
        assert ("meld" in listed) == _some_hand_melds(state, seat), (
            f"meld listed: {'meld' in listed}; hand size {state.hands.sizes[seat]}, "
            f"unseen {state.hands.unseen_held(seat)}, could hold {state.hands.possible(seat)}"
        )


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

    def apply_to_both(state, action):
        ENGINE.apply(state, action)
        ENGINE.apply(known, action)

    play(ENGINE, state, rng, limit=2000, apply=apply_to_both)
    assert state.phase is Phase.OVER and known.phase is Phase.OVER
    assert state.deal_result == known.deal_result
    assert ENGINE.report(state)["scores"] == ENGINE.report(known)["scores"]
