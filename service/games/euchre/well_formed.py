"""A well-formed Euchre deal recognised at a glance, so that starting it skips the field-by-field reading.

:func:`well_formed_deal` only ever says "this deal is well formed: here are its values"; it never
refuses.  Anything it does not recognise - an alias, a null, a non-canonical code, a wrong size,
an auction's deal - goes to the engine's :class:`~service.engine.deals.DealReader` path, which
names every fault; for what it does recognise, that path would read the same values without one.
"""

from __future__ import annotations

from typing import Any, Final

from .table import Table

DealValues = tuple[int, list[list[str] | None], str | None, list[str] | None]
"""The dealer, the hands (None when unknown), the upcard (None in an auction) and the kitty (None when not given)."""

_FIELDS: Final = frozenset({"dealer", "hands", "turn_up", "kitty"})


def well_formed_deal(deal: Any, table: Table) -> DealValues | None:
    """The values of an order-up deal given by its fields' own names with canonical card codes of the
    deck, each card once, every size right; None for anything else (the full reading judges it)."""
    if type(deal) is not dict or table.auction or not _FIELDS.issuperset(deal):
        return None
    dealer, hands, upcard, kitty = deal.get("dealer", 0), deal.get("hands"), deal.get("turn_up"), deal.get("kitty")
    seats, size = table.seats, table.hand_size
    if type(dealer) is not int or not 0 <= dealer < seats or type(upcard) is not str:
        return None
    if type(hands) is not list or len(hands) != seats:
        return None
    cards = [upcard]
    for hand in hands:
        if hand is not None:
            if type(hand) is not list or len(hand) != size:
                return None
            cards += hand
    if kitty is not None:
        if type(kitty) is not list or len(kitty) != table.kitty_size:
            return None
        cards += kitty
    if not table.deck.each_once(cards):
        return None
    copied: list[list[str] | None] = [None if hand is None else list(hand) for hand in hands]
    return dealer, copied, upcard, None if kitty is None else list(kitty)
