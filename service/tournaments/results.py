"""A table's result as a tournament keeps it: the table's scores, its winner, and what proves them.

A result comes from a match the service can check (a session of this service, or a match
record replayed by :func:`~service.matches.validate_match`) - ``proven`` - or from a paper
sheet (``proven: false``).  A checked match with violations is kept with them (``disputed``).

The scores are the game's match scores at the table (Euchre: one per partnership, seats 0 and 2
then 1 and 3; the other games: one per seat), over the deals the round counts: the first
``hands_per_round`` finished deals (fewer when the match was over sooner), or, when the tournament
plays whole matches, the match to its end.  Each counted deal keeps its points and, for Euchre, who
played alone and whether the lone hand was made or marched (for the ``lone_hand_bonus`` of progressive
standings).

>>> paper_result([10, 7], lower_wins=False)["winner"]
0
>>> paper_result([3, 3], lower_wins=False)["winner"] is None
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, Literal, NotRequired, TypedDict

import orjson

from ..matches import MatchVerdict

Kind = Literal["session", "match", "scores"]

LONE_MADE = frozenset({"point", "march"})
LONE_EUCHRED = frozenset({"euchred", "blind_loner_short"})
"""Euchre's deal reasons (``deal_result.reason``) that a lone hand made, and that euchred it."""


class CountedDeal(TypedDict):
    """One deal the round counts: its points per score side, and the lone player (None: nobody went alone);
    ``lone_made``: the lone hand took the majority (None: nobody went alone, or the deal ended otherwise);
    ``lone_march``: it took every trick (None likewise; results kept before it was recorded lack it)."""

    points: list[float]
    lone: int | None
    lone_made: bool | None
    lone_march: NotRequired[bool | None]


class TableResult(TypedDict):
    kind: Kind
    proven: bool
    disputed: bool
    scores: list[float]
    winner: int | None
    deals: list[CountedDeal]
    violations: list[dict[str, Any]]
    source: dict[str, Any]


class Unfinished(Exception):
    """The match has not reached what the round counts: ``finished`` deals of ``needed`` (None: its end)."""

    def __init__(self, finished: int, needed: int | None):
        super().__init__(finished)
        self.finished = finished
        self.needed = needed


def best_side(scores: Sequence[float], *, lower_wins: bool) -> int | None:
    """The one side with the best score (lowest when ``lower_wins``); None when two share it."""
    if not scores:
        return None
    best = min(scores) if lower_wins else max(scores)
    leaders = [side for side, score in enumerate(scores) if score == best]
    return leaders[0] if len(leaders) == 1 else None


def paper_result(scores: list[float], *, lower_wins: bool) -> TableResult:
    """A score reported from a paper sheet: nothing proves it."""
    return {
        "kind": "scores",
        "proven": False,
        "disputed": False,
        "scores": scores,
        "winner": best_side(scores, lower_wins=lower_wins),
        "deals": [],
        "violations": [],
        "source": {},
    }


def proven_result(
    kind: Kind,
    record: dict[str, Any],
    verdict: MatchVerdict,
    *,
    hands_per_round: int | None,
    lower_wins: bool,
    source: dict[str, Any],
) -> TableResult:
    """The result of a checked match (``record`` and its ``verdict``); :class:`Unfinished` when it falls short."""
    deals = verdict["deals"]
    finished = sum(1 for deal in deals if deal["finished"])
    if hands_per_round is None:
        if not verdict["result"]["game_over"]:
            raise Unfinished(finished, None)
        counted = [deal for deal in deals if deal["finished"]]
        scores = list(verdict["result"]["scores"])
        winner = verdict["result"]["winner"]
    else:
        counted = [deal for deal in deals if deal["finished"]][:hands_per_round]
        if len(counted) < hands_per_round and not verdict["result"]["game_over"]:
            raise Unfinished(finished, hands_per_round)  # a match over sooner (a Ramino seat out) counts what it played
        sides = len(verdict["result"]["scores"])
        scores = [sum(_points(deal["deal_result"], sides)[side] for deal in counted) for side in range(sides)]
        winner = best_side(scores, lower_wins=lower_wins)
    violations = [
        {"deal_number": deal["deal_number"], "rule": violation.get("rule"), "seat": violation.get("seat")}
        for deal in deals
        for violation in deal["violations"]
    ]
    sides = len(scores)
    return {
        "kind": kind,
        "proven": True,
        "disputed": bool(violations),
        "scores": scores,
        "winner": winner,
        "deals": [_counted(record["deals"][deal["deal_number"] - 1], deal["deal_result"], sides) for deal in counted],
        "violations": violations,
        "source": source,
    }


def _points(deal_result: Any, sides: int) -> list[float]:
    points = deal_result["points"] if deal_result else [0] * sides
    return [point or 0 for point in points]


def _counted(entry: dict[str, Any], deal_result: Any, sides: int) -> CountedDeal:
    """A counted deal: its points, and (Euchre) the seat that went alone, from the bid or the blind loner."""
    lone = next(
        (
            action["seat"]
            for action in entry.get("actions", [])
            if action.get("alone") is True or action.get("type") == "blind_loner"
        ),
        None,
    )
    reason = deal_result["reason"] if deal_result else None
    made = None if lone is None else (True if reason in LONE_MADE else False if reason in LONE_EUCHRED else None)
    march = None if made is None else reason == "march"
    return {"points": _points(deal_result, sides), "lone": lone, "lone_made": made, "lone_march": march}


def deals_proof(game: str, record: Any, verdict: MatchVerdict, *, hands_per_round: int | None) -> str:
    """What makes a match the proof of one table: the deals the round counts (each one's description and
    actions), as a SHA-256 of their canonical JSON - the same deals whatever the record's names or tags."""
    finished = [deal["deal_number"] for deal in verdict["deals"] if deal["finished"]]
    counted = finished if hands_per_round is None else finished[:hands_per_round]
    deals = [
        {"deal": record["deals"][n - 1].get("deal"), "actions": record["deals"][n - 1].get("actions")} for n in counted
    ]
    canonical = orjson.dumps({"game": game, "deals": deals}, option=orjson.OPT_SORT_KEYS)
    return "deals:" + hashlib.sha256(canonical).hexdigest()
