"""Clubs, their players and seasons, and the director's token.

A club is created with its name and answers its director's token once (the database keeps its SHA-256, as the
tournaments keep theirs); every write to the club (a player, a season, a tournament in one of its seasons) needs
it: none is a 401, another a 403.  A player's name is unique in the club in any letter case, as a tournament
needs; renaming keeps the id, so the history and rating stay the player's.
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable, Iterable
from typing import Any, Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..engine import InvalidInput
from ..games.registry import engine_for
from ..messages import Phrase
from ..secrets_text import url_token
from ..sessions import Forbidden, MissingToken
from ..sessions.guards import hash_token
from ..tournaments import GAME_FORMATS
from .database import Database
from .models import Club, Player, Season

SeasonRule = Literal["total", "average", "best"]
SEASON_RULES: tuple[SeasonRule, ...] = ("total", "average", "best")
MAX_NAME = 40


class ClubProblem(Exception):
    """A refused club request: its HTTP ``status``, stable ``code``, words and facts."""

    def __init__(self, status: int, code: str, detail: Phrase, **extra: Any):
        super().__init__(code)
        self.status = status
        self.code = code
        self.detail = detail
        self.extra = extra


_NOT_FOUND = {"club": "club_not_found", "player": "club_player_not_found", "season": "season_not_found"}


def not_found(kind: Literal["club", "player", "season"], id: str) -> ClubProblem:
    """404: the club has no such player or season (or there is no such club)."""
    return ClubProblem(404, _NOT_FOUND[kind], Phrase(_NOT_FOUND[kind], {"id": id}))


class ClubService:
    """Clubs, players and seasons in ``database``."""

    def __init__(self, database: Database, clock: Callable[[], float] = time.time) -> None:
        self.database = database
        self.clock = clock

    # -- clubs --------------------------------------------------------------------------------
    def create(self, name: str) -> tuple[Club, str]:
        """A new club and its director's token (shown once)."""
        token = url_token(32)
        club = Club(id=url_token(12), name=_name(name, "name", 80), director=hash_token(token), created=self._now())
        with self.database.session() as session:
            session.add(club)
        return club, token

    def club(self, session: Session, club_id: str) -> Club:
        club = session.get(Club, club_id)
        if club is None:
            raise not_found("club", club_id)
        return club

    def directed(self, session: Session, club_id: str, token: str | None) -> Club:
        """The club, for its director's token only (401 without one, 403 for another)."""
        if not token:
            raise MissingToken(Phrase("missing_token.club"))
        club = self.club(session, club_id)
        if not hmac.compare_digest(club.director, hash_token(token)):
            raise Forbidden("director_only", Phrase("director_only.club"))
        return club

    # -- players ------------------------------------------------------------------------------
    def add_player(self, club_id: str, token: str | None, name: str) -> Player:
        with self.database.session() as session:
            self.directed(session, club_id, token)
            name = _name(name, "name", MAX_NAME)
            _check_free(session, club_id, name, None)
            player = Player(id=url_token(12), club_id=club_id, name=name, name_key=name.casefold(), created=self._now())
            session.add(player)
        return player

    def rename_player(self, club_id: str, player_id: str, token: str | None, name: str) -> Player:
        with self.database.session() as session:
            self.directed(session, club_id, token)
            player = self.player(session, club_id, player_id)
            name = _name(name, "name", MAX_NAME)
            _check_free(session, club_id, name, player_id)
            player.name, player.name_key = name, name.casefold()
        return player

    def player(self, session: Session, club_id: str, player_id: str) -> Player:
        player = session.get(Player, player_id)
        if player is None or player.club_id != club_id:
            raise not_found("player", player_id)
        return player

    @staticmethod
    def roster(session: Session, club_id: str) -> list[Player]:
        return list(session.scalars(select(Player).where(Player.club_id == club_id).order_by(Player.name_key)))

    def players_named(
        self, session: Session, club_id: str, ids: Iterable[str], path: Callable[[int], str]
    ) -> list[Player]:
        """The club's players by id, in order: a 400 naming ``path(i)`` for an id the club does not have."""
        ids = list(ids)
        found = {p.id: p for p in session.scalars(select(Player).where(Player.id.in_(set(ids))))}
        players = []
        for i, player_id in enumerate(ids):
            player = found.get(player_id)
            if player is None or player.club_id != club_id:
                raise InvalidInput.at(path(i), Phrase("club.player_unknown", {"id": player_id}))
            players.append(player)
        return players

    # -- seasons ------------------------------------------------------------------------------
    def add_season(self, club_id: str, token: str | None, body: dict[str, Any]) -> Season:
        game = body["game"]
        engine = engine_for(game)
        if engine is None:
            games = sorted(GAME_FORMATS)
            raise InvalidInput.at("game", Phrase("schedule.game_unknown", {"games": games}))
        rule, best = body.get("rule", "total"), body.get("best")
        if (rule == "best") != (best is not None):
            raise InvalidInput.at("best", Phrase("club.season_best"))
        with self.database.session() as session:
            self.directed(session, club_id, token)
            season = Season(
                id=url_token(12),
                club_id=club_id,
                name=_name(body["name"], "name", 80),
                game=engine.game_id,
                rule=rule,
                best=best,
                created=self._now(),
            )
            session.add(season)
        return season

    def season(self, session: Session, club_id: str, season_id: str) -> Season:
        season = session.get(Season, season_id)
        if season is None or season.club_id != club_id:
            raise not_found("season", season_id)
        return season

    @staticmethod
    def seasons(session: Session, club_id: str) -> list[Season]:
        return list(session.scalars(select(Season).where(Season.club_id == club_id).order_by(Season.created)))

    def _now(self) -> int:
        return int(self.clock())


def _name(name: str, field: str, longest: int) -> str:
    """``name`` trimmed; a 400 naming ``field`` when it is blank or too long."""
    name = name.strip()
    if not name or len(name) > longest:
        raise InvalidInput.at(field, Phrase("club.name_length", {"maximum": longest}))
    return name


def _check_free(session: Session, club_id: str, name: str, player_id: str | None) -> None:
    """A 400 naming ``name`` when another player of the club has it, in any letter case."""
    taken = session.scalar(select(Player).where(Player.club_id == club_id, Player.name_key == name.casefold()))
    if taken is not None and taken.id != player_id:
        raise InvalidInput.at("name", Phrase("club.name_taken", {"name": taken.name, "id": taken.id}))
