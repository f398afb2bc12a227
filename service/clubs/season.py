"""A season's standings: each player's evenings (his points in each event of the season, as the event's own
standings count them) added up by the season's rule.

- ``total``: the points of every evening, summed;
- ``average``: the points per evening played;
- ``best``: the points of the player's ``best`` best evenings, summed (all of them while he has played fewer):
  a player who misses a few evenings is not ranked down for them.

Rows are ranked by that figure (descending; Ramino's penalty points ascending), then by evenings played (more
first), sharing a rank when both are equal, and listed by name within it.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from typing import Any, TypedDict

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..tournaments.export import figure, neutralised
from ..tournaments.standings import LOWER_WINS
from .models import Event, EventPlayer, Player, Season


class SeasonRow(TypedDict):
    rank: int
    player_id: str
    name: str
    score: float
    evenings: int
    total: float
    average: float
    won: int
    played: int


class SeasonStandings(TypedDict):
    season_id: str
    name: str
    game: str
    rule: str
    best: int | None
    order: str
    events: int
    ended: int
    rows: list[SeasonRow]


def season_standings(session: Session, season: Season) -> SeasonStandings:
    lower = season.game in LOWER_WINS
    events = list(session.execute(select(Event.id, Event.ended).where(Event.season_id == season.id)))
    evenings: dict[str, list[float]] = defaultdict(list)
    won: dict[str, int] = defaultdict(int)
    played: dict[str, int] = defaultdict(int)
    rows = session.execute(
        select(EventPlayer.player_id, EventPlayer.points, EventPlayer.won, EventPlayer.played)
        .join(Event, Event.id == EventPlayer.event_id)
        .where(Event.season_id == season.id)
    )
    for player, evening, wins, tables in rows:
        evenings[player].append(evening)
        won[player] += wins
        played[player] += tables
    names = {
        id: name for id, name in session.execute(select(Player.id, Player.name).where(Player.id.in_(list(evenings))))
    }
    tallies: list[SeasonRow] = []
    for player, points in evenings.items():
        total = sum(points)
        counted = sorted(points, reverse=not lower)[: season.best] if season.rule == "best" else points
        score = {"total": total, "average": total / len(points), "best": sum(counted)}[season.rule]
        tallies.append(
            {
                "rank": 0,
                "player_id": player,
                "name": names[player],
                "score": score,
                "evenings": len(points),
                "total": total,
                "average": total / len(points),
                "won": won[player],
                "played": played[player],
            }
        )

    def key(row: SeasonRow) -> tuple[float, int]:
        return (row["score"] if lower else -row["score"], -row["evenings"])

    tallies.sort(key=lambda row: (key(row), row["name"].casefold()))
    for place, row in enumerate(tallies, 1):
        row["rank"] = tallies[place - 2]["rank"] if place > 1 and key(tallies[place - 2]) == key(row) else place
    return {
        "season_id": season.id,
        "name": season.name,
        "game": season.game,
        "rule": season.rule,
        "best": season.best,
        "order": "ascending" if lower else "descending",
        "events": len(events),
        "ended": sum(1 for _, ended in events if ended is not None),
        "rows": tallies,
    }


COLUMNS = ("rank", "name", "player_id", "score", "evenings", "total", "average", "won", "played")


def standings_csv(standings: SeasonStandings) -> str:
    """The rows as CSV (CRLF line ends), written as the tournaments' CSV writes its cells (a whole number bare,
    another to two decimals, a text a spreadsheet would read as a formula with a quote in front)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for row in standings["rows"]:
        values: dict[str, Any] = dict(row)
        writer.writerow([neutralised(figure(values[column])) for column in COLUMNS])
    return out.getvalue()
