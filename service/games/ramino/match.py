"""The end of a hand: penalties (§9), and whether the match is over (§10)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...cards import Deck
from ...engine.reports import reason_text
from ...engine.scoring import PointRange, Score, add_points, match_end
from .reports import RaminoDealResult
from .rules import RaminoRules, penalty
from .state import Phase, RaminoState


def out_of_match(rules: RaminoRules, scores: Sequence[Score]) -> set[int]:
    """The seats ``scores`` put out of an elimination match: those at ``elimination_at`` or more (§10)."""
    if rules.match != "elimination":
        return set()
    return {s for s, total in enumerate(scores) if total >= rules.elimination_at}


def match_over(
    rules: RaminoRules, scores: Sequence[Score], eliminated: Iterable[int], hands_played: int
) -> tuple[bool, int | None]:
    """``(game_over, winner)`` once ``hands_played`` hands have given ``scores``."""
    still_in = [s for s in range(len(scores)) if s not in set(eliminated)]
    if rules.match == "elimination":
        alive = [s for s in still_in if scores[s] < rules.elimination_at]
        return match_end(scores, len(alive) <= 1, lowest=True, among=alive)
    if rules.match == "first_to_limit_loses":
        over = any(scores[s] >= rules.elimination_at for s in still_in)
    elif rules.match == "fixed_hands":
        over = hands_played >= rules.fixed_hands
    else:  # single_hand
        over = hands_played >= 1
    return match_end(scores, over, lowest=True, among=still_in)


def end_hand(state: RaminoState, winner: int | None, reason: str) -> None:
    """Score the hand: each other seat's penalty (× the multiplier after a close in hand)."""
    rules = state.rules
    points: list[int | None] = [0] * state.seats
    unknown = []
    if winner is not None:
        factor = rules.close_in_hand_multiplier if reason == "closed_in_hand" else 1
        for seat in state.active:
            if seat == winner:
                continue
            held = state.hands.counter(seat)  # a hand known all the same counts as a known one
            if held is not None:
                points[seat] = factor * sum(penalty(rules, card) * n for card, n in held.items())
            else:
                points[seat] = None
                unknown.append(seat)
    state.scores = add_points(state.scores, points)
    newly_out = []
    if rules.match == "elimination":
        newly_out = [s for s in state.active if state.scores[s] >= rules.elimination_at]
    result: RaminoDealResult = {
        "points": points,
        "reason": reason,
        "reason_text": reason_text("ramino", reason, winner=winner),
        "winner": winner,
        "eliminated": newly_out,
    }
    if unknown:
        result["unknown_hands"] = unknown
    state.deal_result = result
    state.game_over, state.winner = match_over(rules, state.scores, state.eliminated, state.hand_number)
    state.eliminated = state.eliminated | set(newly_out)
    state.phase = Phase.OVER


HELD_AT_THE_END = 14
"""The most cards a seat other than the hand's winner holds when the hand ends: 14 dealt (the starter 15, who
discards first), one drawn and one discarded each turn (§3, §4)."""


def hand_penalty_range(rules: RaminoRules, deck: Deck) -> PointRange:
    """The penalty one seat may take from a hand (§9): none (the winner), up to the deck's
    :data:`HELD_AT_THE_END` dearest cards, multiplied after a close in hand."""
    values = [penalty(rules, card) for card in deck.cards for _ in range(deck.copies)]
    values += [rules.joker_penalty] * deck.jokers
    dearest = sum(sorted(values, reverse=True)[:HELD_AT_THE_END])
    return PointRange(0, dearest * max(1, rules.close_in_hand_multiplier))


def match_penalty_range(rules: RaminoRules, deck: Deck) -> PointRange:
    """A seat's penalty total when the match is over (§10): below ``elimination_at`` before its last hand
    (elimination, first to the limit), or ``fixed_hands`` hands' (one: a single hand)."""
    hand = hand_penalty_range(rules, deck)
    assert hand.maximum is not None
    if rules.match in ("elimination", "first_to_limit_loses"):
        return PointRange(0, rules.elimination_at - 1 + hand.maximum)
    return hand.times(rules.fixed_hands if rules.match == "fixed_hands" else 1)
