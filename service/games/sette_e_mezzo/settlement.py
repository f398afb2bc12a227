"""Settlement (digest §6) and the next banker (§7.1), unknown cards included (§9)."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.reports import reason_text
from ...engine.scoring import add_points
from .match import judge_match
from .state import Hand, Phase, SetteState, Status
from .values import SEVEN_AND_HALF, HandValue


def settle(state: SetteState) -> None:
    """Pay every stake (6), name the next banker (7.1), and judge the match (7.3).

    Unknown cards (9): a standing seat whose own card is unknown is pending. Against a banker's
    unknown card, a seat is settled only when every card it could be gives the same result;
    the next banker is named only when every card the unknown hands could hold names the same.
    """
    banker_hand = state.hands[state.banker]
    all_bust = banker_hand.status is Status.NOT_PLAYED
    for hand in state.hands:
        if hand.status is not Status.BUST and not (all_bust and hand is banker_hand):
            hand.face_down = None  # all cards are shown for the count
    bankers = [] if all_bust else possible_values(state, banker_hand)
    points: list[int | None] = [None] * state.seats
    outcomes: list[str] = ["banker"] * state.seats
    paid_to_banker = 0
    for seat in state.players:
        hand = state.hands[seat]
        if hand.status is Status.BUST:
            points[seat], outcomes[seat] = hand.points, "bust"
            paid_to_banker += hand.staked
            continue
        value = hand.value
        results = {compare(state, hand.staked, value, banker) for _, banker in bankers} if value is not None else ()
        if len(results) == 1:
            ((chips, outcomes[seat]),) = results
            points[seat] = hand.points = chips
            paid_to_banker -= chips
        else:
            outcomes[seat] = "pending"
    pending = [seat for seat in state.players if outcomes[seat] == "pending"]
    if pending:
        pending.append(state.banker)
    else:
        points[state.banker] = banker_hand.points = paid_to_banker
    if all_bust:
        reason = "all_players_bust"
    else:
        reason = "settlement_pending" if pending else "settled"
    state.deal_result = {
        "points": points,
        "reason": reason,
        "reason_text": reason_text("sette-e-mezzo", reason, banker=state.banker),
        "outcomes": outcomes,
        "pending": sorted(pending),
        "next_banker": _next_banker(state, bankers),
    }
    state.scores = add_points(state.scores, points)
    state.phase = Phase.OVER
    state.seat_to_act = None
    if not pending:
        judge_match(state)


def possible_values(state: SetteState, hand: Hand) -> list[tuple[str | None, HandValue]]:
    """What a hand may be worth: its value, or one per unseen card its unknown card could be."""
    if not hand.unknown_cards:
        return [(None, hand.known_value)]
    return [(card, state.value(hand.cards_with(card))) for card in state.unseen()]


def compare(state: SetteState, stake: int, value: HandValue, banker: HandValue) -> tuple[int, str]:
    """A standing player's chips against the banker's hand (6.2-6.3)."""
    if banker.bust:
        return stake * value.multiplier, "win"
    mine, banks = value.strength(*state.ranking), banker.strength(*state.ranking)
    if mine > banks:
        return stake * value.multiplier, "win"
    if mine < banks:
        return -stake * banker.multiplier, "lose"
    if state.rules.special_tie_pays == "banker_multiplier":
        return -stake * banker.multiplier, "tie"
    return -stake, "tie"


BANK_TAKERS: dict[str, Callable[[HandValue], bool]] = {
    "on_natural": lambda value: value.special is not None,
    "on_winning_seven_and_half": lambda value: value.halves == SEVEN_AND_HALF,
}
"""7.1: which winning hands take the bank, by ``bank_passes`` (``every_hand``: it moves on regardless)."""


def _next_banker(state: SetteState, bankers: list[tuple[str | None, HandValue]]) -> int | None:
    """7.1: the first player in play order whose winning hand takes the bank; None while unknown.

    A seat whose hand or the banker's holds an unknown card takes the bank for some of the cards
    they could be and not for others: then the answer waits for the cards (9).
    """
    if state.rules.bank_passes == "every_hand":
        return (state.banker + 1) % state.seats
    takes_bank = BANK_TAKERS[state.rules.bank_passes]
    for seat in state.players:
        hand = state.hands[seat]
        if hand.status is Status.BUST:
            continue
        takes = {
            takes_bank(value) and compare(state, hand.staked, value, banker)[1] == "win"
            for card, value in possible_values(state, hand)
            for banker_card, banker in bankers
            if card is None or card != banker_card
        }
        if takes == {True}:
            return seat
        if True in takes:
            return None
    return state.banker
