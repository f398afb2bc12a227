"""Ramino's actions (docs/API.md §4), with aliases in the seed's Italian."""

from __future__ import annotations

from ...engine import ActionField, ActionType, Vocabulary
from ...engine.actions import LAYOFF_ENDS
from .rules import SUITS

MELDS = ActionField("melds", "card_lists", "New melds, each a card list (a run lowest card first, jokers by position).")
LAYOFF_END = ActionField(
    "end",
    "string",
    "Where jokers go when they could stand at either end of a run: low (below it) or high (above it); "
    "required then, since the service never guesses a joker's card (rules §2.4, §6.3).",
    required=False,
    choices=LAYOFF_ENDS,
)
TABLE_MELD = ActionField("meld", "integer", "A table meld, numbered from 0 in the order melds were laid.")

VOCABULARY = Vocabulary(
    (
        ActionType(
            "draw",
            "Draw one card: the top of the stock or the top discard.",
            (
                ActionField(
                    "source",
                    "string",
                    "stock or discard",
                    required=False,
                    default="stock",
                    choices=("stock", "discard"),
                ),
                ActionField(
                    "card",
                    "card",
                    "The card drawn: required from a stock whose order is unknown; checked against the top discard.",
                    required=False,
                ),
            ),
            ("pesca", "pescare", "pesco", "prendo"),
        ),
        ActionType(
            "open",
            "The opening: new melds worth at least opening_min together.",
            (MELDS,),
            ("apro", "apri", "apertura", "aprire"),
        ),
        ActionType("meld", "New melds, after opening.", (MELDS,), ("cala", "calo", "calare")),
        ActionType(
            "lay_off",
            "Add cards to a table meld (lowest first; those below a run go in front of it).",
            (
                TABLE_MELD,
                ActionField("cards", "cards", "The cards laid off."),
                LAYOFF_END,
            ),
            ("attacca", "attacco", "attaccare", "inserisci", "inserimento"),
        ),
        ActionType(
            "swap_joker",
            "Take a joker from a table meld by laying the natural card(s) it stands for; it must be laid "
            "again in the same turn.",
            (TABLE_MELD, ActionField("cards", "cards", "The natural card(s) put in the joker's place.")),
            ("scambia", "scambio", "prendi_jolly", "scambio_jolly"),
        ),
        ActionType(
            "discard",
            "Discard one card face up; ends the turn.",
            (ActionField("card", "card", "The card."),),
            ("scarta", "scarto", "scartare"),
        ),
        ActionType(
            "close",
            "Close in hand: by a player who has laid nothing in this hand, every card laid in one turn "
            "(joker exchanges, then lay-offs, then new melds; no minimum) and the last one discarded.",
            (
                ActionField("melds", "card_lists", "New melds.", required=False),
                ActionField(
                    "lay_offs", "layoffs", "Lay-offs: [{meld, cards, end}], end as for lay_off.", required=False
                ),
                ActionField("swaps", "swaps", "Joker exchanges: [{meld, cards}].", required=False),
                ActionField("discard", "card", "The last card, discarded."),
            ),
            ("chiudo", "chiudi", "chiusura", "chiudere", "chiusura_in_mano"),
        ),
    ),
    tuple(SUITS),
)
