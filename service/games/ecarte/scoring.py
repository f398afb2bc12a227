"""Points: kings scored at once, tricks at the end of the deal, the game's end (§3.3, §5, §6.4, §7)."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.reports import reason_text
from ...engine.scoring import PointRange, Score, match_end
from .rules import EcarteRules
from .state import EcarteState, Phase

# §7.2: what a winner scores (normal points -> points) when the loser carried the penalty flag.
REFUSAL_BONUS: dict[str, Callable[[int], int]] = {
    "classic": lambda normal: 2,
    "plus_one": lambda normal: normal + 1,
    "plus_two": lambda normal: normal + 2,
}


def score_king_point(state: EcarteState, seat: int, reason_if_over: str) -> None:
    """A king point (turn-up, declaration, or a false declaration's penalty) scores at once;
    reaching the target ends the game there and then (§3.3, §5.4)."""
    state.king_points[seat] += 1
    state.deal_points[seat] += 1
    state.scores[seat] += 1
    if state.scores[seat] >= state.rules.target_score:
        end_deal(state, reason_if_over)


def score_tricks(state: EcarteState) -> None:
    """§7.1-§7.2 and §6.4, once the fifth trick is won."""
    won = state.tricks_won
    winner = 0 if won[0] >= 3 else 1
    vole = won[winner] == 5
    normal = 2 if vole else 1
    refusal_penalty = state.flagged == 1 - winner
    points = REFUSAL_BONUS[state.rules.refusal_bonus](normal) if refusal_penalty else normal
    points = max(0, points - state.revokes[winner])
    state.deal_points[winner] += points
    state.scores[winner] += points
    trick_points = [0, 0]
    trick_points[winner] = points
    end_deal(state, "vole" if vole else "point", trick_points, refusal_penalty)


def end_deal(
    state: EcarteState, reason: str, trick_points: list[int] | None = None, refusal_penalty: bool = False
) -> None:
    state.deal_result = {
        "points": list(state.deal_points),
        "reason": reason,
        "reason_text": reason_text("ecarte", reason, seat=max((0, 1), key=state.deal_points.__getitem__)),
        "tricks_won": list(state.tricks_won),
        "trick_points": trick_points or [0, 0],
        "king_points": list(state.king_points),
        "refusal_penalty": refusal_penalty,
        "flagged": state.flagged,
        "revoke_penalties": list(state.revokes),
    }
    state.set_phase(Phase.OVER, None)
    state.game_over, state.winner = match_end(state.scores, max(state.scores) >= state.rules.target_score)
    if state.game_over and state.winner is not None:
        state.stake_multiplier = stake_multiplier(state.scores[1 - state.winner]) if state.rules.stake_multiplier else 1


def stake_multiplier(loser_score: Score) -> int:
    """§7.4: treble when the loser has nothing, double for 1-2 points, single from 3."""
    if loser_score == 0:
        return 3
    return 2 if loser_score <= 2 else 1


KING_POINTS = 2
"""The most king points one seat takes in a deal: its own king of trumps (turned up or declared, §3.3, §5) and a
false declaration's penalty paid by the other seat (§5.3)."""


def deal_point_range(rules: EcarteRules) -> PointRange:
    """The points one seat may take from one deal: its king points and a vole with the refusal bonus (§7.1-§7.2),
    never fewer than none (§7.3)."""
    vole = 2
    return PointRange(0, KING_POINTS + max(vole, REFUSAL_BONUS[rules.refusal_bonus](vole)))


def match_score_range(rules: EcarteRules) -> PointRange:
    """A seat's score when the game is over: below ``target_score`` before its last deal (§7.3)."""
    deal = deal_point_range(rules)
    assert deal.maximum is not None
    return PointRange(0, rules.target_score - 1 + deal.maximum)
