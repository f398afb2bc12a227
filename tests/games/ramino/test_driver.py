"""The melding player of driver.py plays as a player would, so that the deals it plays end."""

from __future__ import annotations

import random
import statistics
from collections import Counter

from service.cards import DOUBLE_FRENCH_WITH_JOKERS
from service.games.ramino.engine import ENGINE
from tests.games.ramino.driver import least_useful
from tests.games.ramino.scenarios import position, rules_with
from tests.playout import play

FULL_GROUPS = [[rank + suit for suit in "SHDC"] for rank in "K952"]


def stalled_table(seed: int):
    """The position of the contract playout that once passed 1000 actions (seed 8162): every
    meld on the table a full group, nothing to lay off; seat 0 holds 3H JH JS, seat 1 4C 6H."""
    rules = rules_with()
    hands = [["3H", "JH", "JS"], ["4C", "6H"]]
    used = Counter(c for h in hands for c in h) + Counter(c for g in FULL_GROUPS for c in g) + Counter(["8D"])
    stock = list((Counter(DOUBLE_FRENCH_WITH_JOKERS.full()) - used).elements())
    random.Random(seed).shuffle(stock)
    table = [(group, i % 2) for i, group in enumerate(FULL_GROUPS)]
    return position(rules, hands, drew=False, table=table, opened=(0, 1), discards=["8D"], stock=stock)


def test_the_player_keeps_the_cards_it_needs_and_ends_the_stalled_hand():
    """Over these 30 stocks, the player that discarded a random card took a median 93 actions to
    end this hand (the longest: 647); keeping pairs and taking the discard that melds, 25 (107)."""
    lengths = []
    for seed in range(30):
        state, rng = stalled_table(seed), random.Random(seed)
        lengths.append(len(play(ENGINE, state, rng, limit=1000)))
    assert statistics.median(lengths) <= 50 and max(lengths) <= 400, sorted(lengths)


def test_the_least_useful_card_has_no_partner():
    rules = rules_with()
    hand = ["3H", "JH", "JS", "KD", "JK"]
    assert least_useful(rules, hand, hand, random.Random(0)) == "KD"  # (3H: no partner either, lower penalty)
    assert least_useful(rules, hand, ["JH", "JK"], random.Random(0)) == "JH"  # never the joker while another is allowed
