"""A tournament laid out for its pages: what each table, row and round shows, from the answer of
``GET /v1/tournaments/{id}`` (:func:`service.api.tournament_common.tournament_body`), and the words they need, in one
language.  Pure: the templates only place what this module worked out."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..messages import MESSAGES, Phrase, render_phrase
from ..tournaments.export import columns, figure

Say = Callable[..., str]


def sayer(language: str) -> Say:
    """``say(word, **facts)``: the page's word (``page.<word>``) in ``language``."""

    def say(word: str, **facts: Any) -> str:
        return render_phrase(Phrase(f"page.{word}", facts), language)

    return say


def heading(column: str, say: Say) -> str:
    """A standings column's heading: its word where the pages have one, else the figure's own name."""
    return say(f"col_{column}") if f"page.col_{column}" in MESSAGES else column.replace("_", " ")


@dataclass(frozen=True)
class Flag:
    kind: str  # proven, reported, disputed, pending
    word: str


def flag(result: Mapping[str, Any] | None, say: Say) -> Flag:
    if not result:
        return Flag("pending", say("no_result"))
    kind = "disputed" if result["disputed"] else "proven" if result["proven"] else "reported"
    return Flag(kind, say(f"flag_{kind}"))


def results_by_table(tournament: Mapping[str, Any]) -> dict[tuple[int, int], Any]:
    return {(entry["round"], entry["table"]): entry["result"] for entry in tournament["results"]}


def closed_rounds(tournament: Mapping[str, Any]) -> set[int]:
    return set(tournament.get("closed_rounds") or ())


def next_seat(tournament: Mapping[str, Any], player: int, results: Mapping[tuple[int, int], Any]) -> Any:
    """The first table with no result yet at which ``player`` sits: ``(round, table, seat)``, or None."""
    closed = closed_rounds(tournament)
    for one in tournament["schedule"]["rounds"]:
        if one["round"] in closed:
            continue
        for table in one["tables"]:
            if player in table["seats"] and not results.get((one["round"], table["table"])):
                return one["round"], table["table"], table["seats"].index(player)
    return None


def standings_table(tournament: Mapping[str, Any], say: Say) -> dict[str, Any]:
    """The standings' headings and rows of figures, and the figures they are ranked by."""
    standings = tournament["standings"]
    names = columns(standings["rows"])
    figures = " › ".join(heading(b["figure"], say) for b in standings["tie_breaks"])
    return {
        "columns": [{"name": name, "heading": heading(name, say)} for name in names],
        "rows": [
            {"name": row["name"], "cells": [figure(row.get(name)) for name in names]} for row in standings["rows"]
        ],
        "ranked_by": say("ranked_by", figures=figures) if figures else "",
    }


def next_tables(tournament: Mapping[str, Any], say: Say) -> list[dict[str, Any]]:
    results, names = results_by_table(tournament), tournament["players"]
    withdrawn = set(tournament.get("withdrawn") or ())
    replaced = {s["replaces"]: names[s["player"]] for s in tournament.get("substitutes") or () if s["to_round"] is None}
    shown = []
    for index, name in enumerate(names):
        seat = None if index in withdrawn else next_seat(tournament, index, results)
        note = None
        if seat is None:  # replaced for good (withdrawn first or not), withdrawn, or done
            note = say("substituted", name=replaced[index]) if index in replaced else None
            note = note or say("withdrawn" if index in withdrawn else "all_played")
        shown.append({"name": name, "seat": seat, "seat_word": say("seat", seat=seat[2]) if seat else "", "note": note})
    return shown


def schedule(tournament: Mapping[str, Any], say: Say) -> list[dict[str, Any]]:
    names, results = tournament["players"], results_by_table(tournament)
    rounds = []
    for one in tournament["schedule"]["rounds"]:
        tables = []
        for table in one["tables"]:
            result = results.get((one["round"], table["table"]))
            tables.append(
                {
                    "table": table["table"],
                    "names": " · ".join(names[p] for p in table["seats"]),
                    "scores": " – ".join(str(figure(s)) for s in result["scores"]) if result else "—",
                    "flag": flag(result, say),
                }
            )
        byes = say("byes_list", names=", ".join(names[p] for p in one["byes"])) if one["byes"] else ""
        rounds.append(
            {"round": one["round"], "caption": say("round_caption", round=one["round"]), "tables": tables, "byes": byes}
        )
    return rounds


def boards(tournament: Mapping[str, Any], say: Say) -> list[dict[str, Any]]:
    """A duplicate tournament's boards, round by round: committed, or revealed (the browser checks them)."""
    shown = []
    for one in tournament.get("boards") or ():
        rows = [
            {
                "board": board["board"],
                "dealer": say("seat", seat=board["dealer"]),
                "commitment": board["commitment"],
                "order": " ".join(board["order"]) if one["revealed"] else None,
                "order_joined": ",".join(board["order"]) if one["revealed"] else None,
                "salt": board.get("salt") if one["revealed"] else None,
                "flag": Flag("pending", say("board_unchecked" if one["revealed"] else "board_committed")),
            }
            for board in one["boards"]
        ]
        shown.append(
            {
                "round": one["round"],
                "revealed": one["revealed"],
                "caption": say("round_caption", round=one["round"]),
                "rows": rows,
            }
        )
    return shown


def page(tournament: Mapping[str, Any], say: Say) -> dict[str, Any]:
    """Everything ``tournament.html`` places."""
    return {
        "tournament": tournament,
        "standings": standings_table(tournament, say),
        "next_tables": next_tables(tournament, say),
        "boards": boards(tournament, say),
        "rounds": schedule(tournament, say),
    }
