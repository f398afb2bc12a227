"""A tournament's seating schedule: which players sit at which table in every round, and who sits out.

``make_schedule`` is the one entry point; it answers the JSON shape of the API's ``schedule``
(0-based player indices, 1-based round and table numbers, seats in the game's seat order) or
raises a :class:`~service.tournaments.refusals.ScheduleRefusal`.

>>> schedule = make_schedule("progressive", 5)
>>> len(schedule["rounds"]), schedule["rounds"][0]["byes"], len(schedule["rounds"][0]["tables"][0]["seats"])
(5, [0], 4)
>>> make_schedule("round-robin", 3, rounds=1)
{'rounds': [{'round': 1, 'tables': [{'table': 1, 'seats': [1, 2]}], 'byes': [0]}]}
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, TypedDict, get_args

from ..engine import SeatRange
from .circle import circle_rounds
from .progressive import progressive_rounds
from .refusals import ScheduleRefusal
from .seating import SeatedRound
from .tables import table_rounds, table_sizes
from .whist import complete_rounds, has_design, whist_rounds

Format = Literal["progressive", "pairs", "round-robin", "tables"]
FORMATS: tuple[Format, ...] = get_args(Format)
PARTNERSHIP_FORMATS: frozenset[str] = frozenset({"progressive", "pairs"})
"""The formats seating partnerships: seats 0 and 2 against 1 and 3 at every table."""

MAX_PLAYERS = 40


class Table(TypedDict):
    table: int
    seats: list[int]


class Round(TypedDict):
    round: int
    tables: list[Table]
    byes: list[int]


class Schedule(TypedDict):
    rounds: list[Round]


@dataclass(frozen=True)
class _Plan:
    """What a format asks of a request: the fewest players, the most rounds, and how to seat them.

    ``usual_rounds``: the rounds when the request names none (None: it must name them).
    """

    minimum_players: int
    most_rounds: int
    usual_rounds: int | None
    seat: Callable[[int], list[SeatedRound]]


def make_schedule(
    format: str,
    players: int,
    *,
    rounds: int | None = None,
    table_size: int | None = None,
    seats: SeatRange | None = None,
) -> Schedule:
    """The schedule of ``players`` in ``format``; ``rounds`` fewer than the complete schedule gives its first rounds.

    ``table_size`` is for ``tables`` (required there); ``seats`` is what the game can seat at a
    table (``GameEngine.seat_range``), which bounds ``table_size`` and the smallest table.
    """
    if format not in FORMATS:
        raise ScheduleRefusal("format_unknown", "format", formats=list(FORMATS))
    plan = _plan(format, players, table_size, seats)
    if players < plan.minimum_players:
        raise ScheduleRefusal("too_few_players", "players", minimum=plan.minimum_players)
    if players > MAX_PLAYERS:
        raise ScheduleRefusal("too_many_players", "players", maximum=MAX_PLAYERS)
    if format == "pairs" and players % 2:
        raise ScheduleRefusal("players_odd", "players")
    if rounds is None:
        if plan.usual_rounds is None:
            raise ScheduleRefusal("rounds_required", "rounds", maximum=plan.most_rounds)
        rounds = plan.usual_rounds
    if rounds < 1:
        raise ScheduleRefusal("too_few_rounds", "rounds", minimum=1)
    if rounds > plan.most_rounds:
        raise ScheduleRefusal("too_many_rounds", "rounds", maximum=plan.most_rounds)
    return _numbered(plan.seat(rounds))


def _plan(format: str, players: int, table_size: int | None, seats: SeatRange | None) -> _Plan:
    if format == "tables":
        return _tables_plan(players, table_size, seats)
    fixed_size = 2 if format == "round-robin" else 4
    if table_size is not None and table_size != fixed_size:
        raise ScheduleRefusal("table_size_unseatable", "table_size", minimum=fixed_size, maximum=fixed_size)
    if format == "round-robin":
        return _round_robin_plan(players)
    if format == "pairs":
        teams = players // 2
        complete = teams - 1 if teams % 2 == 0 else teams
        return _Plan(4, complete, complete, lambda rounds: _pairs(teams, rounds))
    if has_design(players):
        complete = complete_rounds(players)
        return _Plan(4, complete, complete, lambda rounds: whist_rounds(players, rounds))
    return _Plan(4, _partnering_rounds(players), None, lambda rounds: progressive_rounds(players, rounds))


def _partnering_rounds(players: int) -> int:
    """The rounds it takes to seat every partnership once, 2 * (n // 4) of them a round (at least 1)."""
    partnerships_a_round = max(2 * (players // 4), 1)
    return -(-(players * (players - 1) // 2) // partnerships_a_round)


def _tables_plan(players: int, table_size: int | None, seats: SeatRange | None) -> _Plan:
    """Tables of ``table_size`` (smaller where that seats everyone); by default the rounds it takes to meet everyone.

    Tables of two are a round robin (the circle method meets everyone once).
    """
    if table_size is None:
        raise ScheduleRefusal("table_size_required", "table_size")
    smallest = max(seats.minimum, 2) if seats else 2
    largest = seats.maximum if seats else MAX_PLAYERS
    if not smallest <= table_size <= largest:
        raise ScheduleRefusal("table_size_unseatable", "table_size", minimum=smallest, maximum=largest)
    if table_size == 2:
        return _round_robin_plan(players)
    meet_everyone = max(-(-(players - 1) // (table_size - 1)), 1)
    return _Plan(
        table_size,
        max(players - 1, 1),
        meet_everyone,
        lambda rounds: table_rounds(players, rounds, table_sizes(players, table_size, smallest)),
    )


def _round_robin_plan(players: int) -> _Plan:
    complete = players - 1 if players % 2 == 0 else players
    return _Plan(2, complete, complete, lambda rounds: _round_robin(players, rounds))


def _round_robin(players: int, rounds: int) -> list[SeatedRound]:
    return [
        SeatedRound([(a, b) for a, b in meetings if b is not None], [a for a, b in meetings if b is None])
        for meetings in circle_rounds(players)[:rounds]
    ]


def _pairs(teams: int, rounds: int) -> list[SeatedRound]:
    """Team t is players 2t and 2t + 1; a table seats team a's players in seats 0 and 2, team b's in 1 and 3."""
    return [
        SeatedRound(
            [(2 * a, 2 * b, 2 * a + 1, 2 * b + 1) for a, b in meetings if b is not None],
            [player for a, b in meetings if b is None for player in (2 * a, 2 * a + 1)],
        )
        for meetings in circle_rounds(teams)[:rounds]
    ]


def _numbered(seated: list[SeatedRound]) -> Schedule:
    return {
        "rounds": [
            {
                "round": number,
                "tables": [{"table": table, "seats": list(seats)} for table, seats in enumerate(one.tables, 1)],
                "byes": sorted(one.byes),
            }
            for number, one in enumerate(seated, 1)
        ]
    }
