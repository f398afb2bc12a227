"""The match (digest §7): chip balances, and when the match is over."""

from __future__ import annotations

from ...engine import IllegalAction
from ...engine.scoring import ScoreKind, match_end
from .state import SetteState

CHIP_BALANCES = ScoreKind("chip balance")
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
