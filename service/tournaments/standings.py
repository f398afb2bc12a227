"""A tournament's standings, from its schedule and the results of its tables.

- ``progressive``: each player scores the points his partnership made at his table in each
  round; with ``lone_hand_bonus``, a deal in which a lone hand was made (``made``), or only one in which it
  took every trick (``march``), scores 5 to the lone player and 4 to his partner, and one in which it was
  euchred 3 to each defender (a paper score, which says nothing of lone hands, counts as its partnership
  points).
- ``pairs``: one row per team; ``round-robin`` and ``tables``: one row per player.  ``pairs`` and
  ``round-robin`` are ranked by ``percentage``, the matches won (the table's winner: the match's, or the best
  score over the round's deals) per hundred tables played, then by ``average`` (points per table played), then
  by matches won: a bye, a withdrawal or a late arrival leaves entrants with different numbers of tables, and a
  count of wins would favour who played more.  Points are the team's or player's score summed over its tables
  (Ramino's are penalty points: fewest first).

Duplicate Euchre (``duplicate``): each row also sums the ``matchpoints`` of its partnership
(:mod:`.matchpoints`; progressive: each player the matchpoints of the partnership he played in) and carries
their ``percentage``: the matchpoints made over those its boards made available (each board's top) x 100, as
duplicate clubs rank pairs who played different numbers of boards; rows are ranked by percentage, then
matchpoints, then points.

``progressive`` and ``tables``, where byes leave players with different numbers of tables, rank
by ``average`` (points per table played; a bye is no table), then tables won, then points.

A substitute (:mod:`.substitutes`) plays for himself: his own row, but in ``pairs``, where the team is who is
ranked, his results count for the team he stands in for.

Rows equal in every ranked figure share a rank (listed by name).  Each row counts its results:
``proven`` (a session or a match record without violations), ``reported`` (a paper score) and
``disputed`` (a match record with violations, counted as recorded).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, NotRequired, TypedDict

from .matchpoints import matchpoints, nets, tops
from .results import CountedDeal, TableResult
from .schedule import Schedule
from .substitutes import team_of

LOWER_WINS = frozenset({"ramino"})
"""The games whose match scores are penalties: the lowest score wins."""

LONE_MADE_POINTS, LONE_PARTNER_POINTS, LONE_EUCHRED_POINTS = 5, 4, 3

LoneHandBonus = Literal["made", "march", False]
"""Which lone hands the progressive bonus pays: any made (``made``), a lone march only (``march``), or none."""

LONE_HAND_BONUSES: tuple[LoneHandBonus, ...] = ("made", "march")


def lone_hand_bonus(value: object) -> LoneHandBonus:
    """The lone hand bonus as asked for or stored: ``made``, ``march`` or False; the boolean of before, true, is
    ``made`` (what it paid).

    >>> lone_hand_bonus(True), lone_hand_bonus("march"), lone_hand_bonus(False)
    ('made', 'march', False)
    """
    if value is True or value == "made":
        return "made"
    return "march" if value == "march" else False


class TieBreak(TypedDict):
    figure: str
    order: str


class Row(TypedDict):
    rank: int
    name: str
    players: list[int]
    points: float
    average: float
    won: int
    played: int
    byes: int
    proven: int
    reported: int
    disputed: int
    matchpoints: NotRequired[int]  # duplicate tournaments only
    percentage: NotRequired[float]  # duplicate tournaments, pairs and round-robin


class Standings(TypedDict):
    tie_breaks: list[TieBreak]
    rows: list[Row]


@dataclass
class _Tally:
    name: str
    players: list[int]
    points: float = 0
    won: int = 0
    played: int = 0
    byes: int = 0
    matchpoints: int = 0
    available: int = 0
    """Duplicate: the matchpoints the boards played could have given (each board's top)."""
    share: Literal["matchpoints", "won"] | None = None
    """What ``percentage`` is a share of: the matchpoints available (duplicate), the tables played (``won``: pairs
    and round-robin), or None: the row carries no percentage."""
    counts: dict[str, int] = field(default_factory=lambda: {"proven": 0, "reported": 0, "disputed": 0})

    @property
    def average(self) -> float:
        """Points per table played (0 before any): a bye is no table, so it neither adds nor lowers it."""
        return self.points / self.played if self.played else 0

    @property
    def percentage(self) -> float:
        """The matchpoints made per hundred available (0 before any board was compared), or the tables won per
        hundred played (0 before any)."""
        if self.share == "won":
            return 100 * self.won / self.played if self.played else 0
        return 100 * self.matchpoints / self.available if self.available else 0

    def add(self, points: float, won: bool, result: TableResult) -> None:
        self.points += points
        self.won += won
        self.played += 1
        kind = "disputed" if result["disputed"] else "proven" if result["proven"] else "reported"
        self.counts[kind] += 1


AVERAGED_FORMATS = frozenset({"progressive", "tables"})
"""The formats ranked by points per table played (a bye is no table), first."""
WON_SHARE_FORMATS = frozenset({"pairs", "round-robin"})
"""The formats ranked by the share of tables won, first (outside duplicate)."""


def tie_breaks(format: str, game: str, *, duplicate: bool = False) -> list[TieBreak]:
    """The figures a format ranks by, in order, each with its direction."""
    order = "ascending" if game in LOWER_WINS else "descending"
    points: TieBreak = {"figure": "points", "order": order}
    won: TieBreak = {"figure": "won", "order": "descending"}
    if duplicate:
        return [
            {"figure": "percentage", "order": "descending"},
            {"figure": "matchpoints", "order": "descending"},
            points,
        ]
    average: TieBreak = {"figure": "average", "order": order}
    if format in AVERAGED_FORMATS:
        return [average, won, points]
    return [{"figure": "percentage", "order": "descending"}, average, won]


def standings(
    tournament: dict[str, Any], results: dict[tuple[int, int], TableResult], *, bonus: LoneHandBonus = False
) -> Standings:
    """The standings of ``tournament`` (its ``format``, ``game``, ``players``, ``schedule``) under ``results``
    (by round and table number), progressive Euchre's lone hands scored as ``bonus`` says."""
    format, names = tournament["format"], tournament["players"]
    schedule: Schedule = tournament["schedule"]
    teams = format == "pairs"
    stand_ins = team_of(tournament) if teams else {}
    entrants = [[p] for p in range(len(names))]
    if teams:  # team t is players 2t and 2t + 1; a substitute (after them) plays for his team
        entrants = [[2 * t, 2 * t + 1] for t in range((len(names) - len(stand_ins)) // 2)]
    duplicate = bool(tournament.get("duplicate"))
    share: Literal["matchpoints", "won"] | None = (
        "matchpoints" if duplicate else "won" if format in WON_SHARE_FORMATS else None
    )
    tallies = [_Tally(" & ".join(names[p] for p in players), players, share=share) for players in entrants]
    row_of = {player: row for row, players in enumerate(entrants) for player in players}
    row_of.update({substitute: row_of[member] for substitute, member in stand_ins.items()})
    for one in schedule["rounds"]:
        played = [(table, results.get((one["round"], table["table"]))) for table in one["tables"]]
        if not any(result for _, result in played):
            continue
        for row in {row_of[player] for player in one["byes"]}:  # a team's two players: one bye
            tallies[row].byes += 1
        compared, available = _round_matchpoints(played) if duplicate else ({}, {})
        for table, result in played:
            if result is None:
                continue
            seats = table["seats"]
            sides = len(result["scores"])
            seated = seats[:sides] if teams else seats  # a team is counted once, at its first seat
            lone = format == "progressive" and bonus and result["deals"]
            for seat, player in enumerate(seated):
                side = seat % sides
                points = _lone_points(result["deals"], seat, sides, bonus) if lone else result["scores"][side]
                tallies[row_of[player]].add(points, result["winner"] == side, result)
                if duplicate:  # matchpoints compare the two partnerships of a duplicate Euchre table only
                    tallies[row_of[player]].matchpoints += compared.get(table["table"], [0] * sides)[side]
                    tallies[row_of[player]].available += available.get(table["table"], 0)
    breaks = tie_breaks(format, tournament["game"], duplicate=duplicate)
    return {"tie_breaks": breaks, "rows": _ranked(tallies, _sort_key(breaks), duplicate=duplicate)}


def _round_matchpoints(played: list[tuple[Any, TableResult | None]]) -> tuple[dict[int, list[int]], dict[int, int]]:
    """Each table's matchpoints per partnership over the round's boards, among the tables with a result, and the
    matchpoints its boards made available to each partnership."""
    boards = {table["table"]: nets(result["deals"]) for table, result in played if result is not None}
    compared = matchpoints(boards)
    made = {
        table: [sum(board[side] for board in per_board) for side in (0, 1)] for table, per_board in compared.items()
    }
    return made, {table: sum(top) for table, top in tops(boards).items()}


def _lone_points(deals: list[CountedDeal], seat: int, sides: int, bonus: LoneHandBonus) -> float:
    """The seat's points over the round's deals, a lone hand scored as progressive Euchre nights score it: the
    bonus for a lone hand made (``made``) or marched (``march``; one of three or four tricks scores its points),
    3 to each defender of one euchred."""
    total: float = 0
    for deal in deals:
        lone, made = deal["lone"], deal["lone_made"]
        if lone is None or made is None or (made and bonus == "march" and not deal.get("lone_march")):
            total += deal["points"][seat % sides]
        elif made:
            total += LONE_MADE_POINTS if seat == lone else LONE_PARTNER_POINTS if seat % sides == lone % sides else 0
        else:
            total += LONE_EUCHRED_POINTS if seat % sides != lone % sides else 0
    return total


def _sort_key(breaks: list[TieBreak]) -> Callable[[_Tally], tuple[float, ...]]:
    def key(tally: _Tally) -> tuple[float, ...]:
        figures = {
            "points": tally.points,
            "average": tally.average,
            "won": tally.won,
            "matchpoints": tally.matchpoints,
            "percentage": tally.percentage,
        }
        return tuple(figures[b["figure"]] * (1 if b["order"] == "ascending" else -1) for b in breaks)

    return key


def _ranked(tallies: list[_Tally], key: Callable[[_Tally], tuple[float, ...]], *, duplicate: bool) -> list[Row]:
    ordered = sorted(tallies, key=lambda tally: (key(tally), tally.name))
    rows: list[Row] = []
    for place, tally in enumerate(ordered, 1):
        rank = rows[-1]["rank"] if rows and key(ordered[place - 2]) == key(tally) else place
        row: Row = {
            "rank": rank,
            "name": tally.name,
            "players": tally.players,
            "points": tally.points,
            "average": tally.average,
            "won": tally.won,
            "played": tally.played,
            "byes": tally.byes,
            **tally.counts,  # type: ignore[typeddict-item]
        }
        if duplicate:
            row["matchpoints"] = tally.matchpoints
        if tally.share is not None:
            row["percentage"] = tally.percentage
        rows.append(row)
    return rows
