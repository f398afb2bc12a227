"""What the tournament endpoints share: their path parameters, the bearer token read, the tournament problems as
RFC 9457 problems, and the tournament as GET answers it."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..sessions import etag
from ..tournaments.held import Held, TournamentProblem, TournamentService
from ..tournaments.standings import lone_hand_bonus
from .problems import ProblemError

NO_STORE = {"Cache-Control": "no-store"}
ID = {
    "in": "path",
    "name": "tournament_id",
    "required": True,
    "schema": {"type": "string"},
    "description": "the id that POST /v1/tournaments answered",
    "example": "q3VhQ0m4T8yWm2b9cXk1Zg",
}
ROUND = {"in": "path", "name": "round", "required": True, "schema": {"type": "integer"}, "example": 1}
TABLE = {"in": "path", "name": "table", "required": True, "schema": {"type": "integer"}, "example": 1}
P404 = (404, "No such tournament (tournament_not_found)")
P503 = (503, "The store is unreachable or out of memory; Retry-After")
P503_NEW = (
    "No room for a new thing (store_full: the running matches keep playing), or the store is unreachable or out of "
    "memory; Retry-After"
)


def tournament_problems(view: Callable) -> Callable:
    @functools.wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return view(*args, **kwargs)
        except TournamentProblem as exc:
            headers = {"ETag": etag(exc.extra["version"])} if "version" in exc.extra else None
            raise ProblemError(exc.status, exc.code, exc.detail, headers=headers, **exc.extra) from None

    return wrapper


def tournament_body(service: TournamentService, held: Held) -> dict[str, Any]:
    """The tournament as GET answers it (and the page shows it): never the director's token."""
    record = held.record
    shown = ("game", "rules", "format", "players", "rounds", "hands_per_round", "table_size")
    results = []
    for key in sorted(record["tables"], key=lambda k: tuple(int(n) for n in k.split("."))):
        round, table = (int(n) for n in key.split("."))
        results.append(service.table_of(held, round, table))
    body = {
        "id": held.id,
        "name": record.get("name"),
        **{name: record[name] for name in shown},
        "lone_hand_bonus": lone_hand_bonus(record["lone_hand_bonus"]),
        "duplicate": bool(record.get("duplicate")),
        "withdrawn": record.get("withdrawn", []),
        "substitutes": record.get("substitutes", []),
        "closed_rounds": record.get("closed_rounds", []),
        "created": record["created"],
        "schedule": record["schedule"],
        "balance": record["balance"],
        "results": results,
        "standings": service.standings(held),
    }
    if record.get("duplicate"):
        body["boards"] = service.boards(held)
    if "club" in record:
        body["club"] = record["club"]
    return body
