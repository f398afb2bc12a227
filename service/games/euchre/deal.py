"""Starting a deal from a request's ``deal`` (§3): its fields, read and checked; and dealing one from a
shuffled deck (§3.2).

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from typing import Any

from ...engine import DealField, Holdings, IllegalAction, InvalidInput
from ...engine.deals import DealForm, DealReader
from ...engine.scoring import Score, ScoreKind, read_scores
from ...messages import fault
from .match import match_over
from .rules import EuchreRules
from .state import EuchreState
from .table import Table, table_for

DealValues = tuple[int, list[list[str] | None], str | None, list[str] | None]
"""The dealer, the hands (None when unknown), the upcard (None in an auction) and the kitty (None when not given)."""

DEAL_FIELDS: tuple[DealField, ...] = (
    DealField("dealer", "seat", "The dealing seat (0 when omitted); eldest, on the dealer's left, bids first"),
    DealField("hands", "hands", "Each seat's cards as dealt (5 each, 7 three-handed), or null when unknown"),
    DealField(
        "turn_up",
        "card",
        "The card turned up after the deal (the upcard); required, except under bidding auction (bid euchre), "
        "which deals every card and turns none up",
    ),
    DealField(
        "kitty",
        "cards",
        "The cards left face down under the upcard, in the order dealt (optional; an exchange with the kitty, "
        "ace_no_face or farmers_hand, takes its last three and needs it)",
    ),
    DealField("stock", "cards", "Another name for kitty (optional; give one of the two)"),
)
DEAL_FORM = DealForm(DEAL_FIELDS)


def read_deal(deal: Any, table: Table) -> DealValues:
    """The deal's values read field by field, or InvalidInput naming every fault."""
    reader = DealReader(deal, table.deck, DEAL_FORM)
    dealer = reader.seat("dealer", table.seats)
    hands = reader.hands("hands", table.seats, table.hand_sizes)
    upcard = _read_upcard(reader, table)
    kitty = _read_kitty(reader, table)
    reader.finish()
    return dealer, hands, upcard, kitty


def _read_upcard(reader: DealReader, table: Table) -> str | None:
    """The upcard: required by the order-up deal, absent from an auction's, which deals every card (§16.1)."""
    if table.auction:
        for name in ("turn_up", "kitty", "stock"):
            if reader.has(name):
                reader.errors.setdefault(f"deal.{name}", []).append(fault("auction_deals_all"))
        return None
    upcard = reader.card("turn_up")
    if upcard is None and not reader.has("turn_up"):
        reader.errors.setdefault("deal.turn_up", []).append(fault("missing"))
    return upcard


def _read_kitty(reader: DealReader, table: Table) -> list[str] | None:
    """The kitty in the order dealt, or None when the deal does not give it."""
    if table.auction:
        return None
    name = "stock" if reader.has("stock") else "kitty"
    if name == "stock" and reader.has("kitty"):
        reader.errors.setdefault("deal.stock", []).append(fault("kitty_or_stock"))
        return None
    kitty = reader.cards(name)
    if kitty is None:
        return None
    if len(kitty) != table.kitty_size:
        reader.errors.setdefault(f"deal.{name}", []).append(
            fault("kitty_size", size=table.kitty_size, count=len(kitty))
        )
    return kitty


TEAM_SCORES, SEAT_SCORES = ScoreKind(per="team"), ScoreKind()
"""The match score: per team in partnerships, per seat three-handed."""


def starting_scores(rules: EuchreRules) -> list[Score]:
    """Zeros, or every side at ``count_down_from`` where scores run down to zero (§16.4)."""
    start = rules.count_down_from
    return [0 if start is None else start] * table_for(rules).sides


def start_deal(rules: EuchreRules, deal: Any, scores: Any, *, report_breaches: bool) -> EuchreState:
    """A deal's opening state from the request's ``deal`` and the match's ``scores`` (none: the start's)."""
    table = table_for(rules)
    dealer, hands, upcard, kitty = read_deal(deal, table)
    if scores is None:
        scores = starting_scores(rules)  # within every bound read_scores checks
    else:
        scores = read_scores(scores, table.sides, TEAM_SCORES if table.partnerships else SEAT_SCORES)
    if match_over(scores, rules)[0]:
        raise IllegalAction("game_over", cause="scores_reach_target")
    holdings = Holdings(table.deck, hands, [card for card in (upcard, *(kitty or ())) if card is not None])
    return EuchreState(rules, scores, table, dealer, holdings, upcard, kitty, report_breaches=report_breaches)


def deal_from_order(rules: EuchreRules, order: list[str], dealer: int, seats: int) -> dict[str, Any]:
    """The deal of a shuffled deck's ``order``: the packets round after round from the dealer's left (§3.2), then
    the upcard and the kitty (none in an auction, which deals every card)."""
    table = table_for(rules)
    if seats != table.seats:
        raise InvalidInput.at("seats", fault("seats_fixed", seats=table.seats))
    if sorted(order) != sorted(table.deck.full()):
        raise InvalidInput.at("order", fault("whole_deck", deck=table.deck.name))
    hands: list[list[str]] = [[] for _ in range(seats)]
    position = 0
    while position < seats * table.hand_size:  # the packets round after round until the hands are full (§3.2)
        for packet in rules.deal_packets:
            for k in range(1, seats + 1):
                hands[(dealer + k) % seats].extend(order[position : position + packet])
                position += packet
    if table.auction:
        return {"dealer": dealer, "hands": hands}
    return {"dealer": dealer, "hands": hands, "turn_up": order[position], "kitty": list(order[position + 1 :])}
