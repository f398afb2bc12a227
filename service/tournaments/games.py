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

from ..games.registry import engine_for
from .balance import Balance, balance
from .refusals import ScheduleRefusal
from .schedule import PARTNERSHIP_FORMATS, Format, Schedule, make_schedule

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
    game: str, format: str, players: int, *, rounds: int | None = None, table_size: int | None = None
) -> ScheduleAnswer:
    """The schedule of ``players`` playing ``game`` in ``format``, with its balance."""
    engine = engine_for(game)
    if engine is None or game not in GAME_FORMATS:
        raise ScheduleRefusal("game_unknown", "game", games=sorted(GAME_FORMATS))
    if format not in GAME_FORMATS[game]:
        raise ScheduleRefusal("format_unplayable", "format", game=game, formats=list(GAME_FORMATS[game]))
    schedule = make_schedule(format, players, rounds=rounds, table_size=table_size, seats=engine.seat_range(None))
    return {"schedule": schedule, "balance": balance(schedule, players, partnerships=format in PARTNERSHIP_FORMATS)}
