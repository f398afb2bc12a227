"""The standings as a table of columns, for the page and the CSV download, whatever figures the rows carry.

The columns are ``rank`` and ``name``, then the figures in the order the service has always written them
(``percentage`` and ``matchpoints`` first when a duplicate tournament has them), then any other figure the rows
carry (a number added to the standings later appears without a change here); ``players`` (indices) is not a
column.

The CSV is safe to open in a spreadsheet: a cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a
carriage return would be read as a formula, so it is written with a single quote in front, as OWASP's advice on
CSV injection says (a number is a number and is written as it is; a player's name is the text at risk).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import quote

KNOWN = (
    "rank",
    "name",
    "percentage",
    "matchpoints",
    "average",
    "points",
    "won",
    "played",
    "byes",
    "proven",
    "reported",
    "disputed",
)
"""The figures in the order the page and the CSV list them (each only where the rows carry it)."""

DUPLICATE_ONLY = frozenset({"percentage", "matchpoints"})
NOT_SHOWN = frozenset({"players"})
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def columns(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    """The columns of ``rows``: the known figures they carry, in order, then the others in the rows' order."""
    carried: dict[str, None] = {}
    for row in rows:
        carried.update(dict.fromkeys(name for name, value in row.items() if _shown(name, value)))
    if not rows:  # a header all the same
        carried = dict.fromkeys(name for name in KNOWN if name not in DUPLICATE_ONLY)
    known = [name for name in KNOWN if name in carried]
    return known + [name for name in carried if name not in KNOWN]


def _shown(name: str, value: Any) -> bool:
    return name not in NOT_SHOWN and not isinstance(value, list | dict)


def figure(value: Any) -> Any:
    """A figure as written: a whole float as an integer, another to two decimals (an average), None as nothing."""
    if value is None:
        return ""
    if isinstance(value, float):
        return int(value) if value.is_integer() else round(value, 2)
    return value


def neutralised(value: Any) -> Any:
    """A text cell a spreadsheet would read as a formula, with a single quote in front; anything else as it is."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def standings_csv(standings: Mapping[str, Any]) -> str:
    """A header, then one line per row in rank order; CRLF line ends."""
    rows = standings["rows"]
    names = columns(rows)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(names)
    for row in rows:
        writer.writerow([neutralised(figure(row.get(name))) for name in names])
    return out.getvalue()


def csv_filename(name: str | None, tournament_id: str) -> str:
    """The download's file name: ``<the event's name, or the id>-standings.csv``, kept to letters, digits, spaces,
    dots, dashes and underscores (a quote or a slash would break the header or a path)."""
    base = "".join(c if c.isalnum() or c in " ._-" else "_" for c in (name or tournament_id)).strip(" .") or "x"
    return f"{base}-standings.csv"


def content_disposition(name: str | None, tournament_id: str) -> str:
    """``attachment; filename="..."`` with an ASCII fallback, and ``filename*`` for a name beyond ASCII."""
    wanted = csv_filename(name, tournament_id)
    ascii_name = wanted.encode("ascii", "replace").decode("ascii").replace("?", "_")
    header = f'attachment; filename="{ascii_name}"'
    if ascii_name != wanted:
        header += f"; filename*=UTF-8''{quote(wanted)}"
    return header
