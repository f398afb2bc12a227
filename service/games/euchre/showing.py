"""Hands shown before the first lead (§15.7): ace-no-face and the farmer's hand, and what each earns."""

from __future__ import annotations

from collections.abc import Iterable

from ...cards import rank
from .rules import EuchreRules

LOW_RANKS = frozenset("789T")
"""No card above the ten: the nines and tens of the 24-card pack, and the eights and sevens of larger ones."""


def any_number_of_aces(rules: EuchreRules) -> bool:
    """Whether an ace-no-face hand may hold more than one ace: the North American variation gives the
    exchange or the redeal to a hand with «un asso e tutti i 9 e 10» (one ace), three-handed euchre its
    misdeal to «un numero qualsiasi di assi ma nessuna figura» (any number)."""
    return rules.players == 3 and rules.count_down_from is None


def hand_kind(cards: Iterable[str], any_aces: bool) -> str | None:
    """``farmers_hand`` (nothing above the ten), ``ace_no_face`` (one ace, or any number where
    ``any_aces``, and nothing else above the ten), or None; the benny is neither."""
    ranks = [rank(card) for card in cards]
    if any(r not in LOW_RANKS and r != "A" for r in ranks):
        return None
    aces = ranks.count("A")
    if not aces:
        return "farmers_hand"
    return "ace_no_face" if aces == 1 or any_aces else None


def any_hand_earns(rules: EuchreRules) -> bool:
    """Whether a hand shown may earn anything under ``rules``: if not, no hand need be read."""
    return rules.farmers_hand or rules.ace_no_face != "off"


def earned(rules: EuchreRules, cards: Iterable[str]) -> tuple[str, ...]:
    """The actions a hand shown earns under ``rules``: ``exchange``, ``redeal``, both or none."""
    if not any_hand_earns(rules):
        return ()
    kind = hand_kind(cards, any_number_of_aces(rules))
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
