"""The match (digest §7): chip balances, and when the match is over."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.scoring import PointRange, ScoreKind, match_end
from .rules import SetteEMezzoRules
from .state import SetteState

CHIP_BALANCES = ScoreKind("chip_balance")
"""7.2: net chips won or lost, 0 at the start; below 0 as far as the bankroll goes."""


def _end_of_match(state: SetteState, deals_done: int) -> str | None:
    """7.3: why the match is over once ``deals_done`` deals are played - a seat's bankroll spent,
    or ``max_deals`` reached - or None while it goes on."""
    if min(state.scores) + state.starting_chips <= 0:
        return "bankroll_spent"
    max_deals = state.rules.max_deals
    if max_deals is not None and deals_done >= max_deals:
        return "max_deals"
    return None


def refuse_if_match_over(state: SetteState) -> None:
    """No deal begins once the match is over."""
    cause = _end_of_match(state, state.deals_played)
    if cause == "bankroll_spent":
        raise IllegalAction("game_over", cause="bankroll_spent")
    if cause == "max_deals":
        raise IllegalAction("game_over", cause="max_deals", max_deals=state.rules.max_deals)


def judge_match(state: SetteState) -> None:
    """After a settled deal: is the match over, and who won (the most chips; none on a tie)."""
    over = _end_of_match(state, state.deals_played + 1) is not None
    state.game_over, state.winner = match_end(state.scores, over)


MOST_PAID = 3
"""The most times a stake is paid: a triplé's (6)."""


def deal_chip_range(rules: SetteEMezzoRules, seats: int) -> PointRange:
    """The chips one seat may win or lose in a deal (6): its stake (or, the banker, every player's) paid up to
    :data:`MOST_PAID` times.  A stake is at most ``max_bet`` and the bankroll, and no bankroll holds more than
    every seat's ``starting_chips``: the deals add up to zero (6.4) and every other bankroll is above 0 while the
    match goes on (7.3)."""
    stake = seats * rules.starting_chips
    if rules.max_bet is not None:
        stake = min(stake, rules.max_bet)
    most = MOST_PAID * stake * (seats - 1)
    return PointRange(-most, most)


def match_chip_range(rules: SetteEMezzoRules, seats: int) -> PointRange:
    """A seat's balance when the match is over (7.2-7.3): its bankroll was above 0 before the last deal, and the
    balances add up to zero."""
    deal = deal_chip_range(rules, seats)
    assert deal.minimum is not None
    low = 1 - rules.starting_chips + deal.minimum
    return PointRange(low, -low * (seats - 1))
