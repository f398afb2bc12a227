"""Which formats each game plays, and its schedule and balance for a request naming the game.

The formats are the game's ways of meeting at tables: Euchre in partnerships (changing every
round, or fixed), Ecarté two at a time, Ramino and Sette e Mezzo several to a table, as many
as the game's rules can seat (``GameEngine.seat_range``).

>>> answer = schedule_for_game("ecarte", "round-robin", 4)
>>> answer["balance"]["opponents"]
{'min': 1, 'max': 1}
>>> schedule_for_game("ecarte", "progressive", 8)
Traceback (most recent call last):
...
service.tournaments.refusals.ScheduleRefusal: format_unplayable
"""

from __future__ import annotations

from typing import TypedDict

from ..engine import GameEngine, Rules
from ..games.registry import engine_for
from .balance import Balance, balance
from .refusals import ScheduleRefusal
from .schedule import PARTNERSHIP_FORMATS, Format, Schedule, make_schedule

PARTNERSHIPS = 2
"""The sides of a partnership table: seats 0 and 2 against 1 and 3."""

GAME_FORMATS: dict[str, tuple[Format, ...]] = {
    "euchre": ("progressive", "pairs"),
    "ecarte": ("round-robin",),
    "ramino": ("tables",),
    "sette-e-mezzo": ("tables",),
}


class ScheduleAnswer(TypedDict):
    schedule: Schedule
    balance: Balance


def schedule_for_game(
    game: str,
    format: str,
    players: int,
    *,
    rounds: int | None = None,
    table_size: int | None = None,
    rules: Rules | None = None,
) -> ScheduleAnswer:
    """The schedule of ``players`` playing ``game`` in ``format`` (under ``rules``: the tables they can seat, see
    :func:`table_rules`; None: any rules of the game), with its balance."""
    engine = engine_for(game)
    if engine is None or game not in GAME_FORMATS:
        raise ScheduleRefusal("game_unknown", "game", games=sorted(GAME_FORMATS))
    if format not in GAME_FORMATS[game]:
        raise ScheduleRefusal("format_unplayable", "format", game=game, formats=list(GAME_FORMATS[game]))
    seats = engine.seat_range(None) if rules is None or _seated_by_option(engine, rules, format) else None
    schedule = make_schedule(
        format, players, rounds=rounds, table_size=table_size, seats=seats or engine.seat_range(rules)
    )
    if rules is not None:
        for size in sorted({len(table["seats"]) for one in schedule["rounds"] for table in one["tables"]}):
            table_rules(engine, rules, size, format)
    return {"schedule": schedule, "balance": balance(schedule, players, partnerships=format in PARTNERSHIP_FORMATS)}


def table_rules(engine: GameEngine, rules: Rules, seats: int, format: str) -> Rules:
    """The rules a table of ``seats`` plays under: the tournament's, or - ``tables``, for a game whose rules name its
    number of seats by one option (Ramino's ``players``) - the tournament's with that option set to the table's
    seats, so that tables of 3 and 4 play alike.  A table the rules cannot seat: ``table_size_unseatable``
    (``rules`` for the formats whose tables have a fixed size); a partnership format under rules that score each
    player for himself (Euchre's set-back): ``partnerships_required``."""
    own = engine.seat_range(rules)
    if seats in own:
        if format in PARTNERSHIP_FORMATS and engine.score_count(rules, seats) != PARTNERSHIPS:
            raise ScheduleRefusal("partnerships_required", "rules", sides=engine.score_count(rules, seats))
        return rules
    if _seated_by_option(engine, rules, format):
        return engine.resolve_rules({**rules.as_json(), engine.seat_options[0]: seats})
    field = "table_size" if format == "tables" else "rules"
    raise ScheduleRefusal("table_size_unseatable", field, minimum=own.minimum, maximum=own.maximum)


def _seated_by_option(engine: GameEngine, rules: Rules, format: str) -> bool:
    own = engine.seat_range(rules)
    return format == "tables" and len(engine.seat_options) == 1 and own.minimum == own.maximum
