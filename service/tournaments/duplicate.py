"""Duplicate Euchre's terms: which tournaments may be duplicate, the boards a round plays, and the rules
under which every table can play every board, dealt alike, to its end.

A refusal is a 400 naming the field (``duplicate``, ``hands_per_round``, ``rules``,
``rules.points_to_win``), its words from :mod:`service.messages.tournaments`.
"""

from __future__ import annotations

from typing import Any

from ..engine import InvalidInput
from ..messages import Phrase

DUPLICATE_FORMATS = frozenset({"progressive", "pairs"})
"""Duplicate Euchre's formats: partnerships, seats 0 and 2 against 1 and 3."""

DUPLICATE_POINTS_TO_WIN = 100
"""A duplicate table's match target when the rules leave it out: the most Euchre's rules take, so that a
table plays its boards rather than a match."""

MOST_POINTS_A_DEAL = 5
"""The most points a partnership scores on one deal of the rules duplicate plays (a blind lone march), unless
a revoke's or a euchred lone hand's points (rules) are more."""


def duplicate_boards(game: str, format: str, hands: int | None) -> int:
    """The boards a round of a duplicate tournament plays, once its game and format are known to play them."""
    if game != "euchre" or format not in DUPLICATE_FORMATS:
        raise InvalidInput.at("duplicate", Phrase("tournament.duplicate_format"))
    if hands is None:
        raise InvalidInput.at("hands_per_round", Phrase("tournament.duplicate_boards"))
    return hands


def duplicate_rules(rules: Any) -> Any:
    """The rules a duplicate tournament plays: ``points_to_win`` made the most when left out."""
    if isinstance(rules, dict) and "points_to_win" not in rules:
        return {**rules, "points_to_win": DUPLICATE_POINTS_TO_WIN}
    return {"points_to_win": DUPLICATE_POINTS_TO_WIN} if rules is None else rules


def check_duplicate_rules(rules: Any, boards: int) -> None:
    """400 unless every table can play ``boards`` boards dealt alike: four players in partnerships counting up,
    ordering up, no redeal, and a target no partnership can reach within the boards."""
    if (
        rules.players != 4
        or rules.individual
        or rules.count_down_from is not None
        or rules.bidding != "order_up"
        or rules.ace_no_face in ("redeal", "either")
    ):
        raise InvalidInput.at("rules", Phrase("tournament.duplicate_rules"))
    most = boards * max(
        MOST_POINTS_A_DEAL, rules.euchred_loner_points, rules.revoke_points, rules.revoke_points_loner or 0
    )
    if rules.points_to_win <= most:
        facts = {"boards": boards, "most": most}
        raise InvalidInput.at("rules.points_to_win", Phrase("tournament.duplicate_target", facts))
