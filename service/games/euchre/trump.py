"""Trump made (§4, §16.2): the maker, who goes alone (§6.1), the upcard taken up (§5.1); then what follows -
the defenders asked to defend alone (§6.2), the seats asked to stay in (§16.3, §17), or the hands shown before
play (§15.7).

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.reports import LegalAction
from .actions import DefendAlone, Pass
from .exchange import before_play
from .state import EuchreState, Phase
from .staying import ask_who_stays


def alone_choices(state: EuchreState, seat: int, ordering_up: bool) -> tuple[bool, ...]:
    """The ``alone`` values a bid may carry (§4.5, §6.1): both, only true (the Canadian loner's
    order_up), or only false (three-handed, everyone already plays alone)."""
    if not state.table.partnerships:
        return (False,)
    if ordering_up and state.rules.canadian_loner and seat == (state.dealer + 2) % 4:
        return (True,)
    return (False, True)


def with_alone(entry: LegalAction, choices: tuple[bool, ...]) -> list[LegalAction]:
    """A listed action with each ``alone`` value the seat may choose - or without the field where it has no
    choice but the default (``False``: nobody goes alone there), as a field is listed only where the player
    chooses it: a bid each for himself, the dealer's discard but after an assist that was not alone."""
    if choices == (False,):
        return [entry]
    return [{**entry, "alone": alone} for alone in choices]


def check_alone(state: EuchreState, seat: int, alone: bool, ordering_up: bool) -> None:
    if alone in alone_choices(state, seat, ordering_up):
        return
    if alone:
        raise IllegalAction("no_going_alone", cause="each_for_himself")
    raise IllegalAction("must_go_alone")


def make_trump(state: EuchreState, maker: int, trump: str, lone: int | None) -> None:
    """Trump is fixed and ``maker`` holds the contract; ``lone``, if any, plays it alone (§4, §6.1)."""
    state.trump = trump
    state.order = state.table.orders[trump]
    state.trump_suit = state.order.trump_suit
    state.maker = maker
    if lone is not None:
        go_alone(state, lone)


def go_alone(state: EuchreState, seat: int) -> None:
    """One of the makers plays alone: usually the maker, after an assist the assister or the dealer."""
    state.lone_maker = seat
    state.active[(seat + 2) % 4] = False


def pick_up(state: EuchreState) -> None:
    """The upcard joins the dealer's hand; the dealer discards next (§5)."""
    dealer = state.dealer
    state.holdings.give(dealer, state.turned_card, seen=True)
    state.upcard_in_hand = True
    state.cards_left[dealer] += 1
    state.phase = Phase.DISCARD
    state.seat_to_act = dealer


def after_trump_fixed(state: EuchreState) -> None:
    if state.rules.count_down_from is not None:
        ask_who_stays(state)
        return
    option = state.rules.defend_alone
    if option == "any" or (option == "vs_loner" and state.maker_alone):
        makers = state.table.side(state.maker_seat)
        state.defenders_to_ask = [s for s in state.seats_from_eldest() if state.table.side(s) != makers]
        state.phase = Phase.DEFEND_ALONE
        state.seat_to_act = state.defenders_to_ask.pop(0)
    else:
        before_play(state)


def pass_defending(state: EuchreState, seat: int, action: Pass) -> None:
    if state.defenders_to_ask:
        state.seat_to_act = state.defenders_to_ask.pop(0)
    else:
        before_play(state)


def defend_alone(state: EuchreState, seat: int, action: DefendAlone) -> None:
    state.lone_defender = seat
    state.active[(seat + 2) % 4] = False
    state.defenders_to_ask = []
    before_play(state)
