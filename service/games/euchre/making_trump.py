"""Who must make trump, and with what (§4.4, §15.1): the stuck dealer, and the making-trump rule's lone
jack - refused in a known hand as the bid is made, judged at the end of the deal for a hidden one.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine import IllegalAction
from ...messages import suit_name
from .rules import LEFT_BOWER_STRENGTH, RIGHT_BOWER_STRENGTH
from .state import EuchreState, Phase


def dealer_stuck(state: EuchreState, seat: int) -> bool:
    """§4.4 ``stick_the_dealer``: the last to speak (the dealer, §15.3) may not pass in round 2."""
    return seat == state.last_to_speak and state.rules.stick_the_dealer


def _bound_by_making_trump_rule(state: EuchreState, seat: int) -> bool:
    """§15.1: ``making_trump_rule`` binds every bidder (all) or the dealer only; never a blind call
    nor a stuck dealer, who must call."""
    option = state.rules.making_trump_rule
    if option == "off" or state.blind_call or (state.phase == Phase.BIDDING_ROUND_2 and dealer_stuck(state, seat)):
        return False
    return option == "all" or seat == state.dealer


def _cards_at_bid(state: EuchreState, seat: int) -> list[str] | None:
    """The bidder's cards as he makes trump: his hand, and the upcard a round-1 dealer takes up; None if unknown."""
    hand = state.holdings.hands[seat]
    if hand is None:
        return None
    taking_up = seat == state.dealer and state.phase == Phase.BIDDING_ROUND_1
    return [*hand, state.turned_card] if taking_up else list(hand)


def lone_jack(state: EuchreState, suit: str, cards: list[str]) -> str | None:
    """The bower that is the only trump of ``suit`` among ``cards``, if it is (§15.1)."""
    order = state.table.orders[suit]
    trumps = [card for card in cards if order.suit_of[card] == suit]
    lone = len(trumps) == 1 and order.strength[trumps[0]] in (RIGHT_BOWER_STRENGTH, LEFT_BOWER_STRENGTH)
    return trumps[0] if lone else None


def refused_lone_jack(state: EuchreState, seat: int, suit: str) -> str | None:
    """§15.1: the jack a known hand would make ``suit`` trump with as its only trump, refused unless
    breaches are reported: the check of a bid, and the listing of bids."""
    if state.report_breaches or not _bound_by_making_trump_rule(state, seat):
        return None
    cards = _cards_at_bid(state, seat)
    return None if cards is None else lone_jack(state, suit, cards)


def check_making_trump(state: EuchreState, seat: int, suit: str) -> None:
    jack = refused_lone_jack(state, seat, suit)
    if jack is not None:
        raise IllegalAction("making_trump_rule", seat=seat, suit=suit_name(suit), card=jack)


def note_bid(state: EuchreState, seat: int) -> None:
    """The bid the making-trump rule binds, kept to judge at the end of the deal."""
    if _bound_by_making_trump_rule(state, seat):
        state.bidder, state.bid_index, state.bid_cards = seat, state.action_index, _cards_at_bid(state, seat)
