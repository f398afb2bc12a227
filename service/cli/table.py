"""A match verdict (``POST /v1/matches/validate``'s answer) as a table for a person: one row per deal -
its number, dealer, valid or not, points, the scores after it, in a game with a pool its amount after
it, and what the table recorded where that differs - each violation on a line of its own under its
deal's row (rule code and sentence), then the match's closing lines.  Headings and closing lines in
the chosen language (:mod:`service.messages.cli`); the sentences are the verdict's own, already in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..messages import Phrase, render_phrase
from ..messages.cli import HEADINGS

VALID_MARK = "✓"
INVALID_MARK = "✗"
NONE_MARK = "–"
RECORDED_RULES = {
    "recorded_points_differ": "cli.points",
    "recorded_scores_differ": "cli.scores",
    "recorded_pool_differs": "cli.pool",
}
"""The violations that say what the table recorded, and the heading of the figure they concern."""


def verdict_table(verdict: dict[str, Any], names: Sequence[str | None], language: str) -> str:
    """The verdict's table and closing lines; ``names``: each seat's player, where the record names one.

    A game with a pool (Set-Back Euchre) has a column of the pool's amount after each deal."""
    has_pool = verdict["result"]["pool"] is not None
    columns = [column for column in HEADINGS if has_pool or column != "pool"]
    rows = [[say(language, f"cli.{column}") for column in columns]]
    notes: list[list[str]] = [[]]
    for deal in verdict["deals"]:
        result = deal["deal_result"]
        recorded = [
            f"{say(language, RECORDED_RULES[v['rule']])} {figures(v['recorded'])}"
            for v in deal["violations"]
            if v["rule"] in RECORDED_RULES
        ]
        cells = {
            "deal": str(deal["deal_number"]),
            "dealer": seat(deal["dealer"], names),
            "valid": VALID_MARK if deal["valid"] else INVALID_MARK,
            "points": NONE_MARK if result is None else figures(result["points"]),
            "scores": figures(deal["scores"]),
            "pool": figures(deal["pool"]),
            "recorded": "; ".join(recorded),
        }
        rows.append([cells[column] for column in columns])
        notes.append([violation_line(v, language) for v in deal["violations"]])
    lines = _aligned(rows, notes)
    lines.append("")
    lines.extend(closing_lines(verdict, names, language))
    return "\n".join(lines) + "\n"


def _aligned(rows: list[list[str]], notes: list[list[str]]) -> list[str]:
    """The rows in columns (the deal number to the right), a rule under the headings, each row's notes after it."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for number, (row, row_notes) in enumerate(zip(rows, notes, strict=True)):
        cells = [row[0].rjust(widths[0]), *(cell.ljust(width) for cell, width in zip(row[1:], widths[1:], strict=True))]
        lines.append("  ".join(cells).rstrip())
        if number == 0:
            lines.append("  ".join("-" * width for width in widths))
        lines.extend(f"{' ' * (widths[0] + 2)}{note}" for note in row_notes)
    return lines


def say(language: str, key: str, **facts: Any) -> str:
    """The command line's words ``key`` (:mod:`service.messages.cli`) in ``language``, naming ``facts``."""
    return render_phrase(Phrase(key, facts), language)


def violation_line(violation: dict[str, Any], language: str) -> str:
    """A violation: where it is (its action's index in the deal, or between deals), its rule code, its sentence."""
    index = violation.get("action_index")
    where = say(language, "cli.between_deals") if index is None else say(language, "cli.action", action_index=index)
    return f"{INVALID_MARK} {where} · {violation['rule']}: {violation['detail']}"


def closing_lines(verdict: dict[str, Any], names: Sequence[str | None], language: str) -> list[str]:
    """How many deals have violations, and the match's result: its winner and the deal that decided it."""
    deals = verdict["deals"]
    faulty = sum(1 for deal in deals if not deal["valid"])
    result = verdict["result"]
    scores = figures(result["scores"])
    lines = [
        say(language, "cli.match_valid", deals=len(deals))
        if verdict["valid"]
        else say(language, "cli.match_invalid", faulty=faulty, deals=len(deals))
    ]
    if result["game_over"] and result["winner"] is not None:
        per_seat = len(result["scores"]) == len(names)  # else the scores are a team's and so is the winner
        winner = seat(result["winner"], names) if per_seat else str(result["winner"] + 1)  # a team, counted from 1
        lines.append(say(language, "cli.winner", winner=winner, deal=result["decided_at"], scores=scores))
    else:
        lines.append(say(language, "cli.not_over", finished=result["deals_played"], scores=scores))
    pool = result["pool"]
    if pool is not None and pool["won_by"] is not None:
        lines.append(say(language, "cli.pool_taken", amount=pool["amount"], winner=seat(pool["won_by"], names)))
    elif pool is not None:
        lines.append(say(language, "cli.pool_held", amount=pool["amount"]))
    return lines


def seat(number: int | None, names: Sequence[str | None]) -> str:
    """A seat by its number counted from 1 as people count (the record's seat 0 is seat 1), and its
    player's name where the record gives one."""
    if number is None:
        return NONE_MARK
    name = names[number] if 0 <= number < len(names) else None
    return f"{number + 1} {name}" if name else str(number + 1)


def figures(values: Sequence[float | None] | int | None) -> str:
    """Points or scores, one per team or seat: ``7/5``; a figure that is none, ``–``; a pool, its amount.

    >>> figures([10, -4.0, 2.5, None]), figures(7), figures(None)
    ('10/-4/2.5/–', '7', '–')
    """
    if values is None:
        return NONE_MARK
    if isinstance(values, int):
        return str(values)
    return "/".join(NONE_MARK if v is None else f"{v:g}" if isinstance(v, float) else str(v) for v in values)
