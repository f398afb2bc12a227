"""A tournament for a person at a terminal: the draw (every round's tables, the names in seat order, the score and
its flag, the round's byes) and the standings (every figure the rows carry, aligned), in the chosen language -
the words of the tournament's page (``page.<word>``, :mod:`service.console.tournament_view`)."""

from __future__ import annotations

from typing import Any

from ..console.tournament_view import flag, heading, results_by_table, sayer
from ..tournaments.export import columns, figure


def draw(tournament: dict[str, Any], language: str) -> str:
    say = sayer(language)
    names, results = tournament["players"], results_by_table(tournament)
    title = " · ".join(str(part) for part in (tournament.get("name"), tournament["id"]) if part)
    lines = [f"{title} · {tournament['game']} · {tournament['format']}"]
    closed = set(tournament.get("closed_rounds") or ())
    for one in tournament["schedule"]["rounds"]:
        lines.append(say("round_caption", round=one["round"]) + (" ×" if one["round"] in closed else ""))
        for table in one["tables"]:
            result = results.get((one["round"], table["table"]))
            scores = " – ".join(str(figure(s)) for s in result["scores"]) if result else ""
            seated = " · ".join(names[p] for p in table["seats"])
            said = f"{scores} ({flag(result, say).word})" if result else flag(result, say).word
            lines.append(f"  {say('col_table')} {table['table']}: {seated}  [{said}]")
        if one["byes"]:
            lines.append("  " + say("byes_list", names=", ".join(names[p] for p in one["byes"])))
    return "\n".join(lines)


def standings(table: dict[str, Any], language: str) -> str:
    say = sayer(language)
    names = columns(table["rows"])
    rows = [[heading(name, say) for name in names]]
    rows += [[str(figure(row.get(name))) for name in names] for row in table["rows"]]
    widths = [max(len(row[i]) for row in rows) for i in range(len(names))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)
