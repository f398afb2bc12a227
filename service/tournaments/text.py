"""A schedule and its balance as plain text, for a terminal (the ``arbitro schedule`` command).

>>> from service.tournaments.balance import balance
>>> from service.tournaments.schedule import make_schedule
>>> schedule = make_schedule("progressive", 5, rounds=1)
>>> print(schedule_table(schedule, balance(schedule, 5, partnerships=True), partnerships=True))
Round 1
  Table 1: 1 & 4 v 2 & 3
  Byes: 0
<BLANKLINE>
Balance (least - most):
  partners       0 - 1   (0 pairs off an even share)
  opponents      0 - 1   (0 pairs off an even share)
  tables shared  0 - 1   (0 pairs off an even share)
  byes           0 - 1   (0 players off an even share)
"""

from __future__ import annotations

from .balance import Balance
from .schedule import Schedule


def schedule_table(schedule: Schedule, balance: Balance, *, partnerships: bool) -> str:
    """Every round's tables (partners joined by ``&``, the two sides by ``v``) and byes, then the balance."""
    lines = []
    for one in schedule["rounds"]:
        lines.append(f"Round {one['round']}")
        for table in one["tables"]:
            lines.append(f"  Table {table['table']}: {_seats(table['seats'], partnerships)}")
        if one["byes"]:
            lines.append(f"  Byes: {', '.join(map(str, one['byes']))}")
    lines += ["", "Balance (least - most):"]
    uneven = balance["uneven"]
    for label, spread, over, counted in (
        ("partners", balance["partners"], uneven["partners"], "pairs"),
        ("opponents", balance["opponents"], uneven["opponents"], "pairs"),
        ("tables shared", balance["tables_shared"], uneven["tables_shared"], "pairs"),
        ("byes", balance["byes"], uneven["byes"], "players"),
    ):
        lines.append(f"  {label:<14} {spread['min']} - {spread['max']}   ({over} {counted} off an even share)")
    return "\n".join(lines)


def _seats(seats: list[int], partnerships: bool) -> str:
    if partnerships and len(seats) == 4:
        return f"{seats[0]} & {seats[2]} v {seats[1]} & {seats[3]}"
    return ", ".join(map(str, seats))
