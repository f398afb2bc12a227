"""Tournament schedules: who sits at which table in every round of a club evening, and how even it is.

Pure Python like the rules engines: no web framework or store.  ``make_schedule`` seats the
players of a format, ``balance`` summarizes a schedule, ``schedule_for_game`` does both for a
game's request and refuses the formats and table sizes the game cannot play; refusals are
:class:`ScheduleRefusal` values (a code, the field, the facts).

Tournaments held by the service: :mod:`.held` (the domain layer: creation, results, written
through a store given to it, with the sessions' store contract), :mod:`.results` (a table's
result from a checked match or a paper score) and :mod:`.standings` (ranking, tie-breaks, CSV); duplicate
Euchre: :mod:`.boards` (the deals every table of a round plays, committed) and :mod:`.matchpoints`.
"""

from .balance import Balance, balance
from .games import GAME_FORMATS, ScheduleAnswer, schedule_for_game
from .refusals import ScheduleRefusal
from .schedule import FORMATS, PARTNERSHIP_FORMATS, Format, Schedule, make_schedule
from .text import schedule_table

__all__ = [
    "FORMATS",
    "GAME_FORMATS",
    "PARTNERSHIP_FORMATS",
    "Balance",
    "Format",
    "Schedule",
    "ScheduleAnswer",
    "ScheduleRefusal",
    "balance",
    "make_schedule",
    "schedule_for_game",
    "schedule_table",
]
