"""Starting a deal from a request's ``deal`` (digest §2, §3, §9): its fields, read and checked."""

from __future__ import annotations

from typing import Any

from ...cards import ITALIAN_40
from ...engine import DealField
from ...engine.deals import DealForm, DealReader
from ...engine.scoring import read_scores
from ...messages import fault
from .match import CHIP_BALANCES, refuse_if_match_over
from .rules import SetteEMezzoRules
from .state import Hand, SetteState
from .stock import Stock

DECK_SIZE = ITALIAN_40.size

DEAL_FIELDS: tuple[DealField, ...] = (
    DealField(
        "hands",
        "hands",
        "One entry per seat, in play order (its length is the number of seats): the "
        "seat's face-down first card as a one-card list, or null when unknown.",
        required=True,
    ),
    DealField(
        "dealer",
        "seat",
        "The dealer, who is the banker (il mazziere, detto anche banco); he acts last. Default 0.",
        aliases=("banker",),
    ),
    DealField(
        "stock",
        "cards",
        "The undealt cards, top first; hits are then drawn from it. Omitted: each hit "
        "names its card. A fresh deck leaves exactly 40 - seats cards.",
    ),
    DealField(
        "reshuffles",
        "card_lists",
        "The order, top first, of each new stock made when the stock runs out (rules 9), in the "
        "order they are made: each holds exactly the cards that reshuffle gathers. Omitted (or "
        "too few): hits from such a stock name their card. Sessions always give them.",
    ),
    DealField(
        "deals_played", "integer", "Deals of the match already played before this one (for max_deals). Default 0."
    ),
)
DEAL_FORM = DealForm(DEAL_FIELDS)


def start_deal(rules: SetteEMezzoRules, deal: Any, scores: Any, *, report_breaches: bool) -> SetteState:
    """A deal's opening state: InvalidInput when it cannot be real, IllegalAction when the match is over."""
    reader = DealReader(deal, ITALIAN_40, DEAL_FORM)
    seats = _read_seat_count(reader, rules)
    dealt = reader.hands("hands", seats, [1] * seats) if seats else []
    banker = reader.seat("dealer", max(seats, 1))
    stock = reader.cards("stock")
    new_stocks = reader.card_lists("reshuffles") or []
    deals_played = reader.integer("deals_played", 0)
    if stock is not None:
        _check_stock_size(reader, rules, len(stock), seats)
    reader.finish()
    state = SetteState(
        rules,
        read_scores(scores, seats, CHIP_BALANCES),
        report_breaches=report_breaches,
        banker=banker,
        hands=[Hand(seat, None if cards is None else cards[0]) for seat, cards in enumerate(dealt)],
        stock=Stock(stock) if stock is not None else Stock(wild=DECK_SIZE - seats),
        seen={card for cards in dealt if cards for card in cards} | set(stock or ()),
        deals_played=deals_played,
    )
    state.new_stocks = new_stocks
    refuse_if_match_over(state)
    for hand in state.hands:
        first = hand.cards[0]
        if first is not None:
            hand.value = state.value([first])
    return state


def _read_seat_count(reader: DealReader, rules: SetteEMezzoRules) -> int:
    """The number of seats: one entry of ``deal.hands`` each, within min_seats..max_seats (2.1)."""
    raw_hands = reader.raw.get("hands")
    if raw_hands is None:
        return 0  # reported missing by the reader
    if not isinstance(raw_hands, list):
        reader.errors.setdefault("deal.hands", []).append(fault("hands_per_seat"))
        return 0
    seats = len(raw_hands)
    if not rules.min_seats <= seats <= rules.max_seats:
        reader.errors.setdefault("deal.hands", []).append(
            fault("seat_count_range", seats=seats, low=rules.min_seats, high=rules.max_seats)
        )
    return seats


def _check_stock_size(reader: DealReader, rules: SetteEMezzoRules, size: int, seats: int) -> None:
    left = DECK_SIZE - seats
    if rules.deck_policy == "fresh" and size != left:
        reader.errors.setdefault("deal.stock", []).append(fault("fresh_stock", left=left, seats=seats, size=size))
    elif size > left:
        reader.errors.setdefault("deal.stock", []).append(fault("stock_at_most", left=left))
