"""Every refusal Ramino raises in random play renders from its message table.

Random hands (random options, some hands and the stock unknown in a twin of the same deal) are
played by the melding player of driver.py; before each action, random probes - melds and
openings from the hand or anywhere, lay-offs, joker exchanges, discards, closes and draws, by
any seat - are tried on a copy of the state.  Every refusal must be a code with exactly its
message's facts, each part of its sentence (a :class:`Phrase`) too, rendered without a missing
key; the /melds/check helper's explanations are rendered from the same table.  Positions built
for the rarest refusals follow; every message of the game's table must be reached.
"""

from __future__ import annotations

import random

import pytest

from service.cards import JOKER
from service.engine import IllegalAction, InvalidInput
from service.games.ramino.engine import ENGINE
from service.games.ramino.melds import MeldError, explain, read_group, read_meld, read_run
from service.messages import MESSAGES, Phrase, engine, message_key, ramino, render_phrase
from tests.games.ramino.driver import choose, play_hand, shuffled_deal
from tests.games.ramino.scenarios import position, rules_with
from tests.playout import fork, play

HANDS = 15
"""Hands played (seeded): fifteen hands under random option mixes already reach every refusal the table can give;
the test asserts it (every message seen but :data:`UNREACHED`), so too few hands would fail, not pass quietly."""
OPTIONS = {
    "players": [2, 3, 4],
    "opening_min": [0, 15, 51],
    "max_jokers_run": [0, 1, 2],
    "max_jokers_group": [0, 1, 2],
    "discard_pickup": ["free", "after_opening", "must_use"],
    "return_discard": [True, False],
    "joker_discard": [True, False],
    "layoff_same_turn": [True, False],
    "layoff_on_opponents": [True, False],
    "stock_exhausted": ["reshuffle", "void_hand"],
}
RANKS = "A23456789TJQKA"
UNREACHED = {"meld_name.group", "valid_lay_offs.end"}
"""Words kept for cases no refusal meets: a refused meld has no group among its other orders (a
group reads the same in every order, and a lone card with jokers that fails as a run has
already been tried as a group); and no search of lay-offs onto a run (up to three cards, two
jokers) found one refused whose valid orders need an ``end``: where the jokers could stand at
either end, the order given fits too, or is refused as ``joker_end_required``."""


def checked(phrase: Phrase, seen: set[str]) -> None:
    """Each part of a sentence names exactly its message's facts; the key of each part is seen."""
    assert set(phrase.facts) == set(MESSAGES[phrase.key].facts), phrase.key
    seen.add(phrase.key)
    for value in phrase.facts.values():
        for part in value if isinstance(value, list) else [value]:
            if isinstance(part, Phrase):
                checked(part, seen)
    assert render_phrase(phrase)


def refusal_checked(refusal: IllegalAction, seen: set[str]) -> None:
    checked(Phrase(message_key(refusal.rule, refusal.cause), refusal.case), seen)
    assert refusal.detail == render_phrase(Phrase(message_key(refusal.rule, refusal.cause), refusal.case))


def probe(state, action, seen):
    try:
        ENGINE.apply(fork(state), action)
    except IllegalAction as refusal:
        refusal_checked(refusal, seen)


def some_meld(rng, hand):
    """Cards that look like a meld: a stretch of one suit or one rank, jokers sprinkled, sometimes shuffled."""
    if hand and rng.random() < 0.4:
        return rng.sample(hand, min(len(hand), rng.choice([0, 1, 2, 3, 3, 4])))
    if rng.random() < 0.5:
        suit, start = rng.choice("SHDC"), rng.randrange(13)
        cards = [RANKS[(start + i) % 14] + suit for i in range(rng.randint(2, 14))]
    else:
        rank = rng.choice(RANKS[:13])
        cards = [rank + suit for suit in rng.choices("SHDC", k=rng.randint(1, 5))]
    cards = [JOKER if rng.random() < 0.25 else card for card in cards]
    if rng.random() < 0.2:
        rng.shuffle(cards)
    return cards


def probes(rng, state, seats):
    to_act = ENGINE.to_act(state)
    seat = to_act if to_act is not None and rng.random() < 0.85 else rng.randrange(seats)
    hand = ENGINE.seat_view(state, seat).get("hand") or []
    deck = sorted(set(ENGINE.deck(state.rules).full()))
    table = len(state.table)

    def pick():
        return rng.choice(hand if hand and rng.random() < 0.8 else deck)

    def index():
        return rng.randrange(table) if table and rng.random() < 0.9 else rng.randint(0, 3)

    lay_off = {"seat": seat, "type": "lay_off", "meld": index(), "cards": some_meld(rng, hand)[: rng.randint(0, 3)]}
    if rng.random() < 0.3:
        lay_off["end"] = rng.choice(["low", "high"])
    close = {"seat": seat, "type": "close", "discard": pick(), "melds": [some_meld(rng, hand)]}
    if table:
        close["lay_offs"] = [{"meld": index(), "cards": [pick()]}]
        close["swaps"] = [{"meld": index(), "cards": [pick()]}] if rng.random() < 0.3 else []
    draw = {"seat": seat, "type": "draw", "source": rng.choice(["stock", "discard"])}
    if rng.random() < 0.6:
        draw["card"] = pick()
    return [
        {"seat": seat, "type": "open", "melds": [some_meld(rng, hand) for _ in range(rng.randint(0, 2))]},
        {"seat": seat, "type": "meld", "melds": [some_meld(rng, hand)]},
        lay_off,
        {"seat": seat, "type": "swap_joker", "meld": index(), "cards": [pick() for _ in range(rng.randint(0, 2))]},
        {"seat": seat, "type": "discard", "card": pick()},
        close,
        draw,
    ]


def hidden_twin(rng, rules, deal):
    """The same deal with some hands unknown, and the stock unknown most of the time."""
    twin = {**deal, "hands": [None if rng.random() < 0.5 else hand for hand in deal["hands"]]}
    if rng.random() < 0.7:
        del twin["stock"]
    return ENGINE.start(rules, twin, None)


def play_probing(rng, seen):
    rules = ENGINE.resolve_rules({name: rng.choice(values) for name, values in OPTIONS.items() if rng.random() < 0.6})
    deal = shuffled_deal(rng, rules, dealer=rng.randrange(rules.players))
    state = ENGINE.start(rules, deal, None)
    twin = hidden_twin(rng, rules, deal)

    def probe_then_choose(engine, state, listed, rng):
        for action in probes(rng, state, rules.players):
            probe(state, action, seen)
            probe(twin, action, seen)
        return choose(rng, state, listed)

    def apply_to_both(state, action):
        told = dict(action)
        if action["type"] == "draw" and action.get("source", "stock") == "stock" and state.stock:
            told["card"] = state.stock[0]  # the twin's stock may be unknown: the draw names its card
        ENGINE.apply(twin, told)
        ENGINE.apply(state, action)

    play(ENGINE, state, rng, choose=probe_then_choose, apply=apply_to_both)
    for action in probes(rng, state, rules.players):
        probe(state, action, seen)
    for _ in range(20):
        cards = some_meld(rng, [])
        try:
            read_meld(rules, cards)
        except MeldError as error:
            checked(explain(rules, cards, error)[0], seen)


def rare_refusals(seen):
    """Positions for refusals random play seldom meets: a match already over (before a hand, and
    an action after its last hand), an empty discard
    pile, debts that the rest of a turn could not pay, a hand too small for what it lays."""
    rules = rules_with(players=2, match="single_hand", elimination_at=101)
    with pytest.raises(IllegalAction) as over:
        ENGINE.start(rules, {**shuffled_deal(random.Random(0), rules), "hand_number": 2}, None)
    refusal_checked(over.value, seen)
    ended, _ = play_hand(random.Random(0), rules, shuffled_deal(random.Random(0), rules))  # the one hand of the match
    assert ended.game_over
    probe(ended, {"seat": 0, "type": "draw", "source": "stock"}, seen)
    state = position(rules, [["2H", "3H", "4H", "9C"], ["5S"] * 14], drew=False, discards=())
    probe(state, {"seat": 0, "type": "draw", "source": "discard"}, seen)
    after_opening = rules_with(players=2, discard_pickup="after_opening")
    state = position(after_opening, [["2H", "3H"], ["5S"] * 14], drew=False, discards=["4H"])
    probe(state, {"seat": 0, "type": "draw", "source": "discard"}, seen)
    no_return = rules_with(players=2, return_discard=False)
    state = position(no_return, [["4H"], ["5S"] * 14], drew=False, discards=["4H"])
    probe(state, {"seat": 0, "type": "draw", "source": "discard"}, seen)
    no_joker = rules_with(players=2, joker_discard=False)
    state = position(no_joker, [[JOKER, "2H"], ["5S"] * 14])
    probe(state, {"seat": 0, "type": "discard", "card": JOKER}, seen)
    late = rules_with(players=2, layoff_same_turn=False)
    state = position(late, [["7H", "9C"], ["5S"] * 14], table=[(["4H", "5H", "6H"], 1)], opened=[0])
    state.turn.opened = True
    probe(state, {"seat": 0, "type": "lay_off", "meld": 0, "cards": ["7H"]}, seen)
    # a joker won back that nothing left in hand, nor the table, can carry
    group = [(["5H", "5S", JOKER], 1)]
    state = position(rules, [["5D", "5C", "9C", "KD"], ["5S"] * 14], table=group, opened=[0])
    probe(state, {"seat": 0, "type": "swap_joker", "meld": 0, "cards": ["5D", "5C"]}, seen)
    state = position(rules, [[JOKER, "9C", "KD", "KS", "KH", "KC"], ["5S"] * 14], opened=[0])
    state.turn.jokers_to_lay = 1
    probe(state, {"seat": 0, "type": "meld", "melds": [["KD", "KS", "KH", "KC"]]}, seen)
    probe(state, {"seat": 0, "type": "discard", "card": "9C"}, seen)
    state = position(rules, [["5D", "5C", "9C", "2H", "3H", "4H"], ["5S"] * 14], table=group)
    close = {"seat": 0, "type": "close", "swaps": [{"meld": 0, "cards": ["5D", "5C"]}], "discard": "9C"}
    probe(state, {**close, "melds": [["2H", "3H", "4H"]]}, seen)
    # a close that keeps a card, a meld that keeps none
    state = position(rules, [["2H", "3H", "4H", "9C", "KD"], ["5S"] * 14])
    probe(state, {"seat": 0, "type": "close", "melds": [["2H", "3H", "4H"]], "discard": "9C"}, seen)
    state = position(rules, [["2H", "3H", "4H"], ["5S"] * 14], opened=[0])
    probe(state, {"seat": 0, "type": "meld", "melds": [["2H", "3H", "4H"]]}, seen)
    # the discard taken under must_use that nothing left could lay
    must_use = rules_with(players=2, discard_pickup="must_use")
    state = position(must_use, [["7H", "8H", "9H", "TC", "2S"], ["5S"] * 14], opened=[0])
    state.turn.took_discard = state.turn.must_use = "TC"
    probe(state, {"seat": 0, "type": "meld", "melds": [["7H", "8H", "9H"]]}, seen)
    probe(state, {"seat": 0, "type": "discard", "card": "2S"}, seen)
    # an unknown hand laying more than it holds, or all of it
    twin = position(rules, [["2H", "3H", "4H"], ["5S"] * 14])
    twin.hands = position(rules, [["2H"], ["5S"] * 14]).hands
    twin.hands.holdings.hands[0] = None
    twin.hands.sizes[0] = 3
    probe(twin, {"seat": 0, "type": "meld", "melds": [["5C", "6C", "7C", "8C"]]}, seen)
    # the rules of runs and groups that read_meld's own checks leave to them, met by the
    # solver's and the lay-offs' calls
    for read, cards in ((read_run, ["2H", "3H"]), (read_run, [JOKER] * 3), (read_run, ["2H", "3S", "4H"])):
        with pytest.raises(MeldError) as error:
            read(rules, cards)
        checked(explain(rules, cards, error.value)[0], seen)
    with pytest.raises(MeldError) as error:
        read_group(rules, [JOKER] * 3)
    checked(explain(rules, [JOKER] * 3, error.value)[0], seen)


@pytest.mark.slow
def test_every_refusal_in_random_play_renders_from_the_table():
    rng = random.Random(20261125)
    seen: set[str] = set()
    for _ in range(HANDS):
        try:
            play_probing(rng, seen)
        except InvalidInput:  # an option mix that seats nobody
            continue
    rare_refusals(seen)
    assert set(ramino.MESSAGES) - set(ramino.HAND_ENDS) - seen == UNREACHED  # a hand's end is no refusal
    assert seen - set(ramino.MESSAGES) <= set(engine.MESSAGES) | set(engine.RULES)  # the shared engine's own
