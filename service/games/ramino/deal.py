"""Starting a hand from a request's ``deal`` (§3), and dealing one from a shuffled deck."""

from __future__ import annotations

from typing import Any

from ...cards import DOUBLE_FRENCH_WITH_JOKERS
from ...engine import DealField, IllegalAction
from ...engine.actions import JsonObject
from ...engine.deals import DealForm, DealReader
from ...engine.scoring import ScoreKind, read_scores
from ...messages import fault
from .hands import Hands
from .match import match_over, out_of_match
from .rules import RaminoRules
from .state import Phase, RaminoState, Turn

DECK = DOUBLE_FRENCH_WITH_JOKERS
STARTER_CARDS = 15
OTHER_CARDS = 14

DEAL_FIELDS: tuple[DealField, ...] = (
    DealField("dealer", "seat", "The dealer; the next seat still in the match starts with 15 cards (default 0)."),
    DealField(
        "hands",
        "hands",
        "Each seat's cards as dealt (15 for the starter, 14 for the others, null or [] "
        "for an eliminated seat), or null when unknown.",
    ),
    DealField("stock", "cards", "The undealt cards, top first; when omitted each stock draw names its card."),
    DealField("eliminated", "integers", "Seats already out of the match: dealt nothing, skipped in turn."),
    DealField("hand_number", "integer", "Which hand of the match this is, from 1 (for match=fixed_hands)."),
)
DEAL_FORM = DealForm(DEAL_FIELDS)


def start_hand(rules: RaminoRules, deal: Any, scores: Any, *, report_breaches: bool) -> RaminoState:
    seats = rules.players
    reader = DealReader(deal, DECK, DEAL_FORM)
    scores = read_scores(scores, seats, PENALTY_TOTALS)
    eliminated = _read_eliminated(reader, seats) | out_of_match(rules, scores)
    dealer = reader.seat("dealer", seats)
    hand_number = reader.integer("hand_number", 1, minimum=1) or 1  # never None: it defaults to 1
    if not reader.errors and match_over(rules, scores, eliminated, hand_number - 1)[0]:
        raise IllegalAction("game_over", cause="match_decided")
    if len(eliminated) >= seats - 1:  # an elimination match is then decided (above)
        reader.errors.setdefault("deal.eliminated", []).append(fault("two_seats_left"))
    state = RaminoState(rules, scores, report_breaches=report_breaches)
    state.seats, state.eliminated, state.hand_number = seats, eliminated, hand_number
    if dealer in eliminated and len(eliminated) < seats:
        reader.errors.setdefault("deal.dealer", []).append(fault("seat_eliminated", given=dealer))
    state.dealer = dealer
    state.starter = state.next_seat(dealer)
    sizes = [0 if s in eliminated else OTHER_CARDS for s in range(seats)]
    sizes[state.starter] = STARTER_CARDS if state.starter not in eliminated else 0
    hands = reader.hands("hands", seats, sizes)
    stock = reader.cards("stock")
    undealt = DECK.size - sum(sizes)
    if stock is not None and len(stock) != undealt:
        reader.errors.setdefault("deal.stock", []).append(fault("stock_size", size=undealt, count=len(stock)))
    reader.finish()
    state.hands = Hands(DECK, hands, sizes, stock or ())
    state.stock = stock
    state.stock_count = undealt
    state.stock_named = stock is None
    state.opened = [False] * seats
    state.laid_before = [False] * seats
    state.turn = Turn(state.starter)
    state.phase = Phase.PLAY  # the starter's first turn counts as drawn: 15 cards dealt
    return state


PENALTY_TOTALS = ScoreKind("penalty_total", minimum=0)
"""§9-10: each seat's penalties so far, never below 0."""


def _read_eliminated(reader: DealReader, seats: int) -> set[int]:
    value = reader.raw.get("eliminated")
    if value is None:
        return set()
    if not isinstance(value, list) or any(type(s) is not int or not 0 <= s < seats for s in value):
        reader.errors.setdefault("deal.eliminated", []).append(fault("seat_list", last=seats - 1))
        return set()
    return set(value)


def deal_from_order(
    rules: RaminoRules, order: list[str], dealer: int, seats: int, eliminated: frozenset[int] = frozenset()
) -> JsonObject:
    """Deal one card at a time from the starter on, the starter taking the 15th; the rest is the stock."""
    if sorted(order) != sorted(DECK.full()):
        raise ValueError("the order must hold every card of the double deck once")
    players = [s for s in range(seats) if s not in eliminated]
    first = next(s for s in (*range(dealer + 1, seats), *range(dealer + 1)) if s not in eliminated)
    in_order = players[players.index(first) :] + players[: players.index(first)]
    hands: list[list[str]] = [[] for _ in range(seats)]
    position = 0
    for _ in range(OTHER_CARDS):
        for seat in in_order:
            hands[seat].append(order[position])
            position += 1
    hands[first].append(order[position])
    position += 1
    deal = {"dealer": dealer, "hands": hands, "stock": order[position:]}
    if eliminated:
        deal["eliminated"] = sorted(eliminated)
    return deal
