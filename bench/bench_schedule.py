"""Seconds to make a tournament schedule for 40 players (and 39, the slowest progressive; 33 at tables of 3, the
largest Kirkman triple system), each format;
with ``--properties``, the balance of every format for every n up to 40 as Markdown tables.

The target: any schedule in under 1 s.  Each request is timed ``runs`` times and
the median printed with its ratio to the target; the designs' base rounds are read once before.

    .venv/bin/python -m bench.bench_schedule [runs]          (from the repository root)
    .venv/bin/python -m bench.bench_schedule --properties
"""

from __future__ import annotations

import sys
from typing import Any

from bench.timing import microseconds_each, print_figures
from service.engine import SeatRange
from service.tournaments import PARTNERSHIP_FORMATS, ScheduleRefusal, balance, make_schedule

TARGET_US = 1_000_000
RAMINO = SeatRange(2, 4)
SETTE_E_MEZZO = SeatRange(2, 20)

REQUESTS: list[tuple[str, dict[str, Any]]] = [
    ("progressive, 40 players (the whist design, 39 rounds)", {"format": "progressive", "players": 40}),
    ("progressive, 39 players (searched, 42 rounds)", {"format": "progressive", "players": 39, "rounds": 42}),
    ("pairs, 40 players (20 teams, 19 rounds)", {"format": "pairs", "players": 40}),
    ("round-robin, 40 players (39 rounds)", {"format": "round-robin", "players": 40}),
    (
        "tables of 3 (Ramino), 33 players (the KTS(33), 16 rounds)",
        {"format": "tables", "players": 33, "table_size": 3, "seats": RAMINO},
    ),
    (
        "tables of 4 (Ramino), 40 players (the resolvable design, 13 rounds)",
        {"format": "tables", "players": 40, "table_size": 4, "seats": RAMINO},
    ),
    (
        "tables of 4 (Ramino), 40 players, 39 rounds",
        {"format": "tables", "players": 40, "table_size": 4, "seats": RAMINO, "rounds": 39},
    ),
    (
        "tables of 8 (Sette e Mezzo), 40 players, 39 rounds",
        {"format": "tables", "players": 40, "table_size": 8, "seats": SETTE_E_MEZZO, "rounds": 39},
    ),
]


def time_requests(runs: int) -> None:
    make_schedule("progressive", 40)
    for label, request in REQUESTS:
        timings = microseconds_each([request] * runs, lambda request: make_schedule(**request), warm_up=1)
        print_figures(label, timings, TARGET_US)


def _schedule_at_most_rounds(format_: str, players: int, **request: Any):
    try:
        return make_schedule(format_, players, **request)
    except ScheduleRefusal as refused:
        if refused.code != "rounds_required":
            raise
        return make_schedule(format_, players, rounds=refused.facts["maximum"], **request)


def _spread(spread: dict[str, int]) -> str:
    return f"{spread['min']}-{spread['max']}"


def print_properties() -> None:
    """For each format and n: rounds, least-most partners, opponents, tables shared, byes, and the uneven pairs."""
    formats = [
        ("progressive (rounds: the complete schedule, or every partnership seated once)", "progressive", {}, 4),
        ("pairs", "pairs", {}, 4),
        ("round-robin", "round-robin", {}, 4),
        ("tables of 3 (Ramino's seats, 2 to 4)", "tables", {"table_size": 3, "seats": RAMINO}, 3),
        ("tables of 4 (Ramino's seats, 2 to 4)", "tables", {"table_size": 4, "seats": RAMINO}, 4),
        ("tables of 6 (Sette e Mezzo's seats, 2 to 20)", "tables", {"table_size": 6, "seats": SETTE_E_MEZZO}, 6),
    ]
    for title, format_, request, smallest in formats:
        print(f"\n#### {title}\n")
        print("| n | rounds | partners | opponents | tables shared | byes | uneven (partners / opponents / shared) |")
        print("|---|---|---|---|---|---|---|")
        for players in range(smallest, 41):
            if format_ == "pairs" and players % 2:
                continue
            schedule = _schedule_at_most_rounds(format_, players, **request)
            summary = balance(schedule, players, partnerships=format_ in PARTNERSHIP_FORMATS)
            uneven = summary["uneven"]
            print(
                f"| {players} | {len(schedule['rounds'])} | {_spread(summary['partners'])} | "
                f"{_spread(summary['opponents'])} | {_spread(summary['tables_shared'])} | {_spread(summary['byes'])} | "
                f"{uneven['partners']} / {uneven['opponents']} / {uneven['tables_shared']} |"
            )


if __name__ == "__main__":
    if sys.argv[1:] == ["--properties"]:
        print_properties()
    else:
        time_requests(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
