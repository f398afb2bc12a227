"""A tournament of a club's season: linked when it is created, its results copied in as they are posted, its
whole record archived when it ends.

``POST /v1/tournaments`` with ``club_id`` and ``season_id`` names its players by the club's player ids
(``players``, or ``teams`` of two): :meth:`ClubArchive.link` checks the club director's token, the season (its
game is the tournament's) and every id, and gives the body with the players' names, which the tournament keeps
as any other; its record keeps the link (``club``: the club, the season and the player id of each index).

Every write of a linked tournament (a result, a correction, a round closed, a player added...) calls
:meth:`ClubArchive.copy`: each table whose result is new or corrected since the last copy is written again
(``tables``, ``seats``), a new proven result moves the ratings (:mod:`.ratings`; a corrected one that had moved
them recomputes them), each player's evening is its row of the tournament's standings (``event_players``), and
once every table of every round has a result or its round is closed the event has ``ended`` and keeps the
tournament's record (without its tokens' hashes).  A database that is down costs the tournament nothing: the
copy is logged as missed and the next write of the tournament (or ``arbitro db import-tournaments``) copies
everything then.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..engine import InvalidInput
from ..messages import Phrase
from ..tournaments.held import Held, TournamentService
from . import ratings
from .clubs import ClubService
from .database import DatabaseUnavailable
from .models import Event, EventPlayer, Seat, Table

log = logging.getLogger(__name__)

PRIVATE = ("director", "table_tokens")
"""What the archived record leaves out: the hashes of the director's and the tables' tokens."""


class ClubArchive:
    """Linked tournaments' results in the clubs' database."""

    def __init__(self, clubs: ClubService, clock: Callable[[], float] = time.time) -> None:
        self.clubs = clubs
        self.database = clubs.database
        self.clock = clock

    def link(self, body: dict[str, Any], token: str | None) -> tuple[dict[str, Any], dict[str, Any]]:
        """The tournament's body with the players' names for their club ids, and the link its record keeps."""
        club_id, season_id = body["club_id"], body["season_id"]
        pairs = body.get("format") == "pairs"
        path = _team_path if pairs else _player_path
        ids = [p for team in body.get("teams") or [] for p in team] if pairs else list(body.get("players") or [])
        with self.database.session() as session:
            self.clubs.directed(session, club_id, token)
            season = self.clubs.season(session, club_id, season_id)
            if body.get("game") != season.game:
                phrase = Phrase("club.season_game", {"game": season.game})
                raise InvalidInput.at("game", phrase)
            _check_once(ids, path)
            named = self.clubs.players_named(session, club_id, ids, path)
        names = [p.name for p in named]
        given = {k: v for k, v in body.items() if k not in ("club_id", "season_id")}
        if pairs:
            given["teams"] = [names[i : i + 2] for i in range(0, len(names), 2)]
        else:
            given["players"] = names
        return given, {"club_id": club_id, "season_id": season_id, "players": [p.id for p in named]}

    def sync(self, held: Held) -> None:
        """Copy a linked tournament in after a write (nothing for one of no club); a database down is logged and
        left to the next write."""
        if "club" not in held.record:
            return
        try:
            with self.database.session() as session:
                self.copy(session, held)
        except DatabaseUnavailable as exc:
            log.warning(
                "clubs: tournament %s v%d not copied, the database is unavailable: %s", held.id, held.version, exc
            )

    def copy(self, session: Session, held: Held) -> Event:
        """The tournament's tables, evenings and (once it ended) record in the event; created when missing."""
        record, link = held.record, held.record["club"]
        event = session.get(Event, held.id)
        if event is None:
            event = Event(
                id=held.id,
                club_id=link["club_id"],
                season_id=link["season_id"],
                name=record.get("name"),
                game=record["game"],
                format=record["format"],
                created=record["created"],
                version=0,
            )
            session.add(event)
            session.flush()
        if event.version >= held.version:
            return event
        ids = self._player_ids(session, link, record["players"])
        if self._copy_tables(session, event, record, ids):
            ratings.recompute(session, event.club_id, event.game)
        self._copy_evenings(session, event, held, ids)
        if event.ended is None and is_over(record):
            event.ended = int(self.clock())
        if event.ended is not None:
            event.record = {k: v for k, v in record.items() if k not in PRIVATE}
        event.version = held.version
        return event

    @staticmethod
    def _player_ids(session: Session, link: dict[str, Any], names: list[str]) -> list[str | None]:
        """The club's id of each of the tournament's players: the link's, then (a late arrival or a substitute
        named in the tournament) the roster's player of that name, else None."""
        ids: list[str | None] = list(link["players"])
        if len(names) > len(ids):
            roster = {p.name_key: p.id for p in ClubService.roster(session, link["club_id"])}
            ids += [roster.get(name.casefold()) for name in names[len(ids) :]]
        return ids

    @staticmethod
    def _copy_tables(session: Session, event: Event, record: dict[str, Any], ids: list[str | None]) -> bool:
        """Each new or corrected result written with its seats; whether a corrected one had moved the ratings."""
        kept = {(t.round, t.number): t for t in session.scalars(select(Table).where(Table.event_id == event.id))}
        stale = False
        for key, entry in sorted(record["tables"].items()):
            round, number = (int(n) for n in key.split("."))
            row = kept.get((round, number))
            if row is not None and row.version == entry["version"]:
                continue
            result = entry["result"]
            if row is None:
                row = Table(event_id=event.id, round=round, number=number)
                session.add(row)
            else:
                stale = stale or row.rated
                session.execute(delete(Seat).where(Seat.table_id == row.id))
            row.version, row.kind, row.proven, row.disputed = (
                entry["version"],
                result["kind"],
                result["proven"],
                result["disputed"],
            )
            row.scores, row.winner, row.source = result["scores"], result["winner"], result["source"]
            row.posted_at, row.rated = result["posted_at"], False
            session.flush()
            players = record["schedule"]["rounds"][round - 1]["tables"][number - 1]["seats"]
            sides = len(result["scores"])
            seats = [
                Seat(table_id=row.id, seat=seat, player_id=ids[p] if p < len(ids) else None, side=seat % sides)
                for seat, p in enumerate(players)
            ]
            session.add_all(seats)
            if result["proven"] and not result["disputed"] and not stale:
                ratings.take_in(session, event.club_id, event.game, row, seats)
        return stale

    @staticmethod
    def _copy_evenings(session: Session, event: Event, held: Held, ids: list[str | None]) -> None:
        """Each club player's evening: his row of the tournament's standings (a team's row is each member's)."""
        session.execute(delete(EventPlayer).where(EventPlayer.event_id == event.id))
        for row in TournamentService.standings(held)["rows"]:
            for index in row["players"]:
                player = ids[index] if index < len(ids) else None
                if player is None:
                    continue
                session.add(
                    EventPlayer(
                        event_id=event.id,
                        index=index,
                        player_id=player,
                        points=row["points"],
                        won=row["won"],
                        played=row["played"],
                        rank=row["rank"],
                    )
                )


def is_over(record: dict[str, Any]) -> bool:
    """Whether every table of every round has a result, or its round was closed."""
    closed = set(record.get("closed_rounds", []))
    return all(
        one["round"] in closed or f"{one['round']}.{table['table']}" in record["tables"]
        for one in record["schedule"]["rounds"]
        for table in one["tables"]
    )


def _player_path(i: int) -> str:
    return f"players.{i}"


def _team_path(i: int) -> str:
    return f"teams.{i // 2}.{i % 2}"


def _check_once(ids: list[str], path: Callable[[int], str]) -> None:
    """A 400 naming the second place a player id is given."""
    seen: dict[str, int] = {}
    for i, player in enumerate(ids):
        if player in seen:
            phrase = Phrase("club.player_twice", {"id": player, "first": seen[player]})
            raise InvalidInput.at(path(i), phrase)
        seen[player] = i
