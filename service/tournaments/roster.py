"""Who plays the rest of an evening: a late arrival seated, a withdrawal taken out, the remaining rounds planned
again for the players still in (docs/TOURNAMENTS.md, "The director's evening").

What was played is kept: the rounds before the first *unplayed* one - a round with no result, no session opened
and not closed, and none of the later rounds either - stay as they are; the rounds from there on are the first
rounds of the format's own schedule for the players still in (:func:`~.games.schedule_for_game`, their indices
mapped to the tournament's), as many as the tournament had left (fewer when the format's complete schedule for
that many players is shorter).  Players keep their index: a late arrival is added at the end, a withdrawn player
stays in ``players`` (his results count) and is listed in ``withdrawn``; a substitute sits in the new rounds
where the place he took is planned (:mod:`.substitutes`).  Pure: the record in, the new schedule and balance
out.
"""

from __future__ import annotations

from typing import Any

from ..engine import Rules
from .balance import balance
from .games import schedule_for_game
from .refusals import ScheduleRefusal
from .schedule import PARTNERSHIP_FORMATS, Round, Schedule
from .substitutes import planned_places, seated, substitutions


class RosterRefusal(ValueError):
    """The evening cannot be planned again: ``code`` (``rounds_over``, or a schedule refusal's) and its facts."""

    def __init__(self, code: str, **facts: Any) -> None:
        super().__init__(code)
        self.code = code
        self.facts = facts


def round_of(key: str) -> int:
    return int(key.split(".")[0])


def started_rounds(record: dict[str, Any]) -> set[int]:
    """The rounds with a result, a session opened or closed."""
    started = {round_of(key) for key in record["tables"]}
    started |= {round_of(key) for key in record.get("sessions", {})}
    return started | set(record.get("closed_rounds", []))


def first_unplayed_round(record: dict[str, Any]) -> int:
    """The first round that nothing of it or of any later round has started."""
    return max(started_rounds(record), default=0) + 1


def replan(record: dict[str, Any], rules: Rules) -> tuple[Schedule, Any]:
    """The schedule with the rounds from the first unplayed one planned for the players still in (their places,
    :func:`~.substitutes.planned_places`), and its balance."""
    first = first_unplayed_round(record)
    kept: list[Round] = record["schedule"]["rounds"][: first - 1]
    remaining = len(record["schedule"]["rounds"]) - len(kept)
    if remaining < 1:
        raise RosterRefusal("rounds_over", rounds=len(kept))
    active = planned_places(record)
    planned = _planned(record, len(active), remaining, rules)
    rounds = kept + [
        seated(
            {
                "round": len(kept) + number,
                "tables": [{"table": t["table"], "seats": [active[s] for s in t["seats"]]} for t in one["tables"]],
                "byes": [active[b] for b in one["byes"]],
            },
            substitutions(record),
        )
        for number, one in enumerate(planned["rounds"], 1)
    ]
    schedule: Schedule = {"rounds": rounds}
    return schedule, balance(schedule, len(record["players"]), partnerships=record["format"] in PARTNERSHIP_FORMATS)


def _planned(record: dict[str, Any], players: int, rounds: int, rules: Rules) -> Schedule:
    """The format's first ``rounds`` rounds for ``players`` (all of them when its complete schedule is shorter)."""

    def plan(rounds: int) -> Schedule:
        game, format, size = record["game"], record["format"], record.get("table_size")
        return schedule_for_game(game, format, players, rounds=rounds, table_size=size, rules=rules)["schedule"]

    try:
        try:
            return plan(rounds)
        except ScheduleRefusal as refusal:
            most = refusal.facts.get("maximum")
            if refusal.code in ("too_many_rounds", "rounds_required") and most:
                return plan(min(rounds, most))
            raise
    except ScheduleRefusal as refusal:
        raise RosterRefusal(refusal.code, field=refusal.field, **refusal.facts) from None
