"""Unknown hands share the unseen cards: what one of them lays or discards beyond the cards it
showed comes out of its own unseen cards, never out of those another unknown hand (or a stock
whose order is unknown) must still hold."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import GameEngine, IllegalAction, parse_actions
from service.games.ramino.deal import DECK
from service.games.ramino.engine import ENGINE
from service.games.ramino.state import Phase, RaminoState
from tests.games.ramino.driver import choose, shuffled_deal
from tests.playout import fork, play
from tests.volume import examples

HEARTS = ["AH", "2H", "3H", "4H", "5H", "6H", "7H"]
SPADES = ["AS", "2S", "3S", "4S", "5S", "6S", "7S"]


def _took_the_nine(actions: list[dict], **options):
    """A 2-player deal whose hands are both left unknown, the stock known: the starter (seat 1),
    dealt the hearts and spades from the ace to the 7 and the 9D, discards the 9D and seat 0 takes
    it; then ``actions``."""
    rules = ENGINE.resolve_rules({"players": 2, **options})
    starter = [*HEARTS, *SPADES, "9D"]
    other = ["8C", "KD", "KD", "QC", "QC", "JH", "JH", "TS", "TS", "9C", "9S", "5D", "5D", "4C"]
    stock = list((Counter(DECK.full()) - Counter(starter) - Counter(other)).elements())
    state = ENGINE.start(rules, {"dealer": 0, "hands": [None, None], "stock": stock}, None)
    took = [{"seat": 1, "type": "discard", "card": "9D"}, {"seat": 0, "type": "draw", "source": "discard"}]
    for action in parse_actions(ENGINE, rules, [*took, *actions]):
        ENGINE.apply(state, action)
    return state


def _refusal(state, action: dict) -> IllegalAction:
    with pytest.raises(IllegalAction) as refusal:
        ENGINE.apply(state, parse_actions(ENGINE, state.rules, [action])[0])
    return refusal.value


def test_an_unknown_hand_that_took_the_discard_cannot_close_with_unseen_cards_only():
    took = _took_the_nine([])
    (seat_0,) = [hand for hand in ENGINE.report(took)["unknown_hands"] if hand["seat"] == 0]
    assert seat_0 == {"seat": 0, "cards": 15, "holds": ["9D"], "lacks": []}
    # 15 cards, one of them the 9D: a close naming 15 other cards takes one the starter holds
    close = {"seat": 0, "type": "close", "melds": [HEARTS, SPADES], "discard": "8C"}
    refusal = _refusal(took, close)
    assert refusal.rule == "card_not_in_hand" and refusal.case == {"seat": 0, "unseen": 14}
    # the 9D laid with 14 unseen cards is a hand it could hold
    ENGINE.apply(took, {**close, "melds": [HEARTS, SPADES[:4], ["9D", "9C", "9S"]]})
    assert took.phase is Phase.OVER and took.deal_result["winner"] == 0


def test_an_unknown_hand_with_no_unseen_card_left_holds_only_what_it_showed():
    # 14 unseen cards laid would leave only the 9D taken, which may not go back (return_discard: false)
    opening = {"seat": 0, "type": "open", "melds": [HEARTS, SPADES]}
    assert _refusal(_took_the_nine([]), opening).rule == "no_card_left_to_discard"
    state = _took_the_nine([opening], return_discard=True)
    assert state.hands.unseen_held(0) == 0
    assert [a["card"] for a in ENGINE.legal_actions(state) if a["type"] == "discard"] == ["9D"]
    refusal = _refusal(state, {"seat": 0, "type": "discard", "card": "KD"})
    assert refusal.rule == "card_not_in_hand" and refusal.case == {"seat": 0, "unseen": 0}


def _pool(state) -> Counter:
    """Every unseen copy: what the unknown hands hold beyond the cards they showed, and the stock
    when its order is unknown."""
    holdings = state.hands.holdings
    return Counter({c: DECK.copies_of(c) - holdings.seen[c] for c in set(DECK.full()) if holdings.is_unseen(c)})


@settings(max_examples=examples(12), deadline=None)
@given(
    seed=st.integers(0, 10**6),
    hidden=st.sampled_from([(0, 1), (1, 2), (0, 2), (0, 1, 2)]),
    stock_known=st.booleans(),
)
def test_the_unknown_hands_always_hold_their_unseen_cards(seed: int, hidden: tuple[int, ...], stock_known: bool):
    """Whatever the unknown hands and a stranger try - the driver's plays, or any card of the unseen
    ones discarded or laid in a three-card meld - what the service accepts leaves each unknown hand
    holding at least the cards it showed, and the unseen cards exactly filling the unknown hands
    and the unknown stock."""
    rng = random.Random(seed)
    rules = ENGINE.resolve_rules({"players": 3})
    deal = shuffled_deal(rng, rules, dealer=rng.randrange(3))
    deal = {
        **deal,
        "hands": [None if s in hidden else hand for s, hand in enumerate(deal["hands"])],
        "stock": deal["stock"] if stock_known else None,
    }
    state = ENGINE.start(rules, deal, None)
    hands = state.hands

    def probe(engine: GameEngine, state: RaminoState, listed: list[dict], rng: random.Random) -> dict:
        """A hidden seat's first try its hand could make (each tried on a fork), else the driver's move."""
        seat = state.turn.seat
        if state.phase is Phase.PLAY and seat in hidden:
            unseen = sorted(_pool(state).elements())
            named = rng.sample(unseen, min(3, len(unseen)))
            tries = [{"seat": seat, "type": "discard", "card": card} for card in named]
            tries += [{"seat": seat, "type": "meld", "melds": [rng.sample(unseen, 3)]}] if len(unseen) >= 3 else []
            for action in tries:
                try:
                    ENGINE.apply(fork(state), action)
                except IllegalAction:
                    continue
                return action
        return choose(rng, state, listed)

    def apply(state: RaminoState, action: dict) -> None:
        ENGINE.apply(state, action)
        assert all(hands.unseen_held(s) >= 0 for s in hidden)
        stock_unseen = state.stock_count if state.stock is None else 0
        assert sum(_pool(state).values()) == sum(hands.unseen_held(s) for s in hidden) + stock_unseen

    play(ENGINE, state, rng, choose=probe, apply=apply, limit=300)
