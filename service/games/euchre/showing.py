"""Hands shown before the first lead (§15.7): ace-no-face and the farmer's hand, and what each earns."""

from __future__ import annotations

from collections.abc import Iterable

from ...cards import rank
from .rules import EuchreRules

LOW_RANKS = frozenset("789T")
"""No card above the ten: the nines and tens of the 24-card pack, and the eights and sevens of larger ones."""


def hand_kind(cards: Iterable[str]) -> str | None:
    """``farmers_hand`` (nothing above the ten), ``ace_no_face`` (aces and nothing else above the
    ten), or None; the benny is neither."""
    ranks = [rank(card) for card in cards]
    if all(r in LOW_RANKS for r in ranks):
        return "farmers_hand"
    if all(r in LOW_RANKS or r == "A" for r in ranks):
        return "ace_no_face"
    return None


def any_hand_earns(rules: EuchreRules) -> bool:
    """Whether a hand shown may earn anything under ``rules``: if not, no hand need be read."""
    return rules.farmers_hand or rules.ace_no_face != "off"


def earned(rules: EuchreRules, cards: Iterable[str]) -> tuple[str, ...]:
    """The actions a hand shown earns under ``rules``: ``exchange``, ``redeal``, both or none."""
    if not any_hand_earns(rules):
        return ()
    kind = hand_kind(cards)
    if kind == "farmers_hand":
        return ("exchange",) if rules.farmers_hand else ()
    if kind == "ace_no_face":
        option = rules.ace_no_face
        return tuple(
            choice
            for choice, values in (("exchange", ("exchange", "either")), ("redeal", ("redeal", "either")))
            if option in values
        )
    return ()
