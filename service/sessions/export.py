"""A session's match as a match record (service/matches): ``GET /v1/sessions/{id}/record``.

Every deal as the session dealt it - every hand, the stock and the new stocks of reshuffles,
as the log reveals a finished deal - with its actions in full and, once finished, what the
session scored for it (``recorded``: points, the scores after it and, in a match with a pool, the
pool's amount after it).  While the match goes on, the last deal is the current one, with its
actions so far and nothing recorded.  The record replays through ``POST /v1/matches/validate``
with no violation.
"""

from __future__ import annotations

from ..engine import GameEngine
from ..engine.options import Rules
from ..engine.pool import paid_into
from ..matches import FORMAT, DealEntry, MatchRecord
from .record import FinishedDeal, SessionRecord, current_deal_filed
from .shuffles import deal_described


def match_record(
    session_id: str, engine: GameEngine, rules: Rules, record: SessionRecord, history: list[FinishedDeal]
) -> MatchRecord:
    """The session's match so far (its whole match once over), every hand revealed: the finished
    deals of its log (``history``), then the current deal."""
    seats = record["seats"]
    deals = []
    pool = engine.starting_pool(rules, seats)
    for entry in history:
        pool = paid_into(pool, entry["deal_result"])
        deals.append(_finished(engine, rules, seats, entry, pool))
    if not record["game_over"] and not current_deal_filed(record):  # stopped at a deal's end: that deal is filed
        deals.append({"deal": record["deal"], "actions": list(record["actions"])})
    starting = history[0]["scores_before"] if history else record["scores"]
    return {
        "format": FORMAT,
        "game": record["game"],
        "rules": record["rules"],
        "seats": [{} for _ in range(seats)],
        "starting_scores": None if starting is None else [int(score) for score in starting],
        "tags": {"session": session_id},
        "deals": deals,
    }


def _finished(engine: GameEngine, rules: Rules, seats: int, entry: FinishedDeal, pool: int | None) -> DealEntry:
    deal: DealEntry = {"deal": deal_described(engine, rules, seats, entry), "actions": list(entry["actions"])}
    result = entry["deal_result"]
    if result is not None and entry["scores_after"] is not None:
        deal["recorded"] = {"points": list(result["points"]), "scores": list(entry["scores_after"])}
        if pool is not None:
            deal["recorded"]["pool"] = pool
    return deal
