"""What the legal actions list: a field only where the player chooses it (docs/API.md §3), over every variant.

A field the vocabulary makes optional (``alone``, ``deduct``) is listed at its default only beside an
entry that differs from it in that field alone: the player may choose either. Where nobody may go alone
(a bid each for himself, the dealer's discard but after an assist that was not alone), ``alone`` is not
listed at all; where a player must go alone (the Canadian loner), ``alone: true`` is listed alone, as the
player must send it.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.games.euchre.support import ENGINE, rules
from tests.volume import examples

OPTIONAL = {
    (kind.name, field.name): field.default
    for kind in ENGINE.vocabulary.types
    for field in kind.fields
    if not field.required
}
"""(action type, field) -> default, for every optional field of Euchre's actions."""

CONFIGS = [
    {"variant": "north-american"},
    {"variant": "north-american", "stick_the_dealer": True, "defend_alone": "vs_loner", "robson_rules": True},
    {"variant": "north-american", "ace_no_face": "either", "farmers_hand": True, "point_on_partner": True},
    {"variant": "british"},
    {"variant": "british", "canadian_loner": False, "stick_the_dealer": True},
    {"variant": "three-handed"},
    {"variant": "three-handed", "stick_the_dealer": True, "ace_no_face": "redeal"},
    {"variant": "classic-1844"},
    {"variant": "classic-1844", "canadian_loner": True, "defend_alone": "any"},
    {"variant": "bid-euchre"},
    {"variant": "bid-euchre", "individual": True, "count_down_from": 21},
    {"variant": "set-back"},
    {"variant": "set-back", "players": 2, "declare_march": True, "euchre_deducts": 2},
    {"variant": "set-back", "players": 3},
]


def unchosen_fields(entries: list[dict]) -> list[tuple[dict, str]]:
    """The entries' optional fields at their default with no entry that differs from it in that field only."""
    found = []
    for entry in entries:
        for field, value in entry.items():
            key = (entry["type"], field)
            if key not in OPTIONAL or value != OPTIONAL[key]:
                continue
            others = {k: v for k, v in entry.items() if k != field}
            if not any(
                e.get(field, OPTIONAL[key]) != value and {k: v for k, v in e.items() if k != field} == others
                for e in entries
            ):
                found.append((entry, field))
    return found


@settings(max_examples=examples(120), deadline=None)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32 - 1))
def test_no_listed_action_carries_a_field_its_player_cannot_choose(config, seed):
    options = dict(config)
    r = rules(options.pop("variant"), **options)
    rng = random.Random(seed)
    order = ENGINE.deck(r).full()
    rng.shuffle(order)
    state = ENGINE.start(r, ENGINE.deal_from_order(r, order, rng.randrange(r.players), r.players), None)
    while state.phase != "over":
        entries = ENGINE.legal_actions(state)
        assert unchosen_fields(entries) == []
        ENGINE.apply(state, rng.choice(entries))
