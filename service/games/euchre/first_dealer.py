"""The first dealer by the first jack dealt (§15.5): the ``first-dealer`` card helper."""

from __future__ import annotations

from ...cards import rank
from ...engine.actions import JsonObject
from .rules import DECKS, EuchreRules

MOST_CARDS = max(deck.size for deck in DECKS.values()) + 1
"""The longest deal face up: the whole 32-card pack and a benny."""


def first_dealer(rules: EuchreRules, cards: list[str]) -> JsonObject:
    """``POST /v1/games/euchre/first-dealer``: cards dealt face up one at a time round the table,
    the first to seat 0; the seat that receives the first jack deals first (GB, NA), and with four
    players the next seat to receive a jack may be its partner (NA). ``dealer`` is null while no
    jack has come: deal on."""
    seats = rules.players
    dealt_to = [i % seats for i in range(len(cards))]
    jack_seats = [seat for seat, card in zip(dealt_to, cards, strict=True) if rank(card) == "J"]
    dealer = jack_seats[0] if jack_seats else None
    others = [seat for seat in jack_seats if seat != dealer] if seats == 4 else []
    return {"cards": cards, "dealt_to": dealt_to, "dealer": dealer, "partner": others[0] if others else None}
