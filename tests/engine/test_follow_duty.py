"""The follow duty and the revoke proof shared by Ecarté and Euchre (service/engine/tricks.py).

Property: for any hand and led card, a card is listed by ``playable`` over the whole hand exactly
when ``playable`` accepts it alone - the listing and the check of a play are one rule.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.engine.tricks import FOLLOW, FREE, OVERTAKE, TRUMP, Claim, FollowLaw, follow_duty, playable, prove_claims
from service.games.ecarte.rules import FOLLOW_LAW
from service.games.euchre.engine import ENGINE as EUCHRE
from service.games.euchre.table import table_for

ECARTE = FOLLOW_LAW["french"]
EUCHRE_SPADES = table_for(EUCHRE.resolve_rules(None)).orders["S"].law
CARDS = sorted(set(ECARTE.suit_of) & set(EUCHRE_SPADES.suit_of))  # 9 to ace, in both decks


def test_ecarte_duties_strongest_first() -> None:
    assert follow_duty(ECARTE, ["9H", "KH"], "TH", "S") == OVERTAKE
    assert follow_duty(ECARTE, ["9H", "7S"], "TH", "S") == FOLLOW
    assert follow_duty(ECARTE, ["7S", "8D"], "TH", "S") == TRUMP
    assert follow_duty(ECARTE, ["8D"], "TH", "S") == FREE
    assert playable(ECARTE, ["9H", "KH", "7S"], ["KH"], "TH", "S") == ["KH"]
    # a hand whose only known card is a trump: a card of the led suit meets the duty to trump
    assert playable(ECARTE, ["9H", "7S", "8D"], ["7S"], "TH", "S") == ["9H", "7S"]


def test_euchre_follows_the_effective_suit_and_owes_no_trump() -> None:
    # Spades trump: the jack of clubs is the left bower, a spade; a void follower plays anything.
    assert follow_duty(EUCHRE_SPADES, ["JC", "9H"], "AS", "S") == FOLLOW
    assert playable(EUCHRE_SPADES, ["JC", "9H", "9C"], ["JC", "9H", "9C"], "AS", "S") == ["JC"]
    assert follow_duty(EUCHRE_SPADES, ["9S", "KD"], "AH", "S") == FREE


def test_a_claim_is_proven_once_by_a_card_held_all_along() -> None:
    claim = Claim(3, [("must_follow_suit", "H", -1)], card="9C", trick=1)
    assert prove_claims(ECARTE, [claim], ["8D"]) == []
    assert prove_claims(ECARTE, [claim], ["8D", "7H"]) == [(claim, "must_follow_suit", "7H")]
    assert claim.proven and prove_claims(ECARTE, [claim], ["KH"]) == []


@given(
    law=st.sampled_from([ECARTE, EUCHRE_SPADES, FollowLaw(ECARTE.suit_of, ECARTE.strength)]),
    hand=st.lists(st.sampled_from(CARDS), min_size=1, max_size=5, unique=True),
    known=st.integers(0, 5),
    led=st.sampled_from(CARDS),
    trump=st.sampled_from("SHDC"),
)
def test_listing_and_check_are_one_rule(law: FollowLaw, hand: list[str], known: int, led: str, trump: str) -> None:
    listed = playable(law, hand, hand[:known], led, trump)
    assert listed == [card for card in hand if playable(law, [card], hand[:known], led, trump)]
    if known == len(hand):  # a known hand can always answer
        assert listed
