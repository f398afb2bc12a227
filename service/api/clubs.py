"""The club endpoints (docs/CLUBS.md): clubs, their players and seasons, season standings, players' histories
and ratings, kept in the clubs' database (:mod:`service.clubs`).

Every write needs the club director's token (401 without it, 403 with another); bad input is a 400 naming the
field; an unknown club, player or season a 404; a database that cannot be reached a 503 ``database_unavailable``
with ``Retry-After`` - for these endpoints only: nothing else of the service reads the database.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from flask import Flask, Response, request
from flask.views import MethodView
from flask_smorest import Api
from sqlalchemy import select

from ..clubs import ratings
from ..clubs.archive import ClubArchive
from ..clubs.clubs import ClubProblem, ClubService
from ..clubs.database import Database, DatabaseUnavailable, database_url
from ..clubs.history import player_history, rating_answer
from ..clubs.models import Club, Player, Rating, Season
from ..clubs.season import season_standings, standings_csv
from ..config import Settings
from ..messages import Phrase
from ..tournaments.export import content_disposition
from . import club_schemas as c
from .blueprint import ArbitroBlueprint as Blueprint
from .credentials import bearer
from .held_problems import held_problems
from .jsonio import json_response
from .problems import ProblemError
from .spec import CLUB_DIRECTOR, NO_CREDENTIALS, problem_responses
from .tournament_common import NO_STORE

log = logging.getLogger(__name__)

CLUB = {"in": "path", "name": "club_id", "required": True, "schema": {"type": "string"}, "example": "Qm3sKx0b8Tq1Zr5w"}
PLAYER = {
    "in": "path",
    "name": "player_id",
    "required": True,
    "schema": {"type": "string"},
    "example": "p7Hc2LmQx9Vb1Ne4",
}
SEASON = {
    "in": "path",
    "name": "season_id",
    "required": True,
    "schema": {"type": "string"},
    "example": "s4Kd8PzR2Wn6Ty0u",
}
P401 = "No token (missing_token)"
P403 = "Not the club director's token (director_only)"
P503 = "The clubs' database is unreachable (database_unavailable); Retry-After"

CLUB_EXAMPLE = {"name": "Thursday Euchre Club"}
PLAYER_EXAMPLE = {"name": "Ann"}
SEASON_EXAMPLE = {"name": "Spring 2027", "game": "euchre", "rule": "best", "best": 8}


def club_problems(retry_after: int) -> Callable[[Callable], Callable]:
    """A view's club problems, and an unreachable database (503 ``database_unavailable``), as problems."""

    def decorate(view: Callable) -> Callable:
        @functools.wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return view(*args, **kwargs)
            except ClubProblem as exc:
                raise ProblemError(exc.status, exc.code, exc.detail, **exc.extra) from None
            except DatabaseUnavailable as exc:
                log.warning("clubs: database unavailable: %s", exc)
                headers = {"Retry-After": str(retry_after)}
                raise ProblemError(
                    503, "database_unavailable", Phrase("database_unavailable"), headers=headers
                ) from None

        return wrapper

    return decorate


def _player(player: Player) -> dict[str, Any]:
    return {"id": player.id, "club_id": player.club_id, "name": player.name}


def _season(season: Season) -> dict[str, Any]:
    return {
        "id": season.id,
        "club_id": season.club_id,
        "name": season.name,
        "game": season.game,
        "rule": season.rule,
        "best": season.best,
        "created": season.created,
    }


def club_answer(clubs: ClubService, session: Any, club: Club) -> dict[str, Any]:
    return {
        "id": club.id,
        "name": club.name,
        "created": club.created,
        "players": [_player(p) for p in clubs.roster(session, club.id)],
        "seasons": [_season(s) for s in clubs.seasons(session, club.id)],
    }


def club_ratings(session: Any, club_id: str) -> list[dict[str, Any]]:
    """Every rated player of the club, by game, then by ordinal (best first)."""
    rows = session.execute(
        select(Rating, Player.name).join(Player, Player.id == Rating.player_id).where(Rating.club_id == club_id)
    )
    ordered = sorted(rows, key=lambda row: (row[0].game, -ratings.ordinal(row[0].mu, row[0].sigma), row[1]))
    answer: list[dict[str, Any]] = []
    place: dict[str, int] = {}
    for rating, name in ordered:
        place[rating.game] = place.get(rating.game, 0) + 1
        answer.append(
            {"rank": place[rating.game], "player_id": rating.player_id, "name": name, **rating_answer(rating)}
        )
    return answer


def club_blueprint(clubs: ClubService, settings: Settings) -> Blueprint:
    blp = Blueprint("clubs", __name__, url_prefix="/v1/clubs", description="Clubs: players, seasons, ratings")
    answering = held_problems(settings.session_retry_after_seconds, settings.store_full_retry_after_seconds)
    problems = club_problems(settings.session_retry_after_seconds)
    database = clubs.database

    @blp.route("")
    class Clubs(MethodView):
        @blp.doc(operationId="createClub", security=NO_CREDENTIALS)
        @blp.arguments(c.ClubPostSchema(), example=CLUB_EXAMPLE)
        @blp.response(201, c.ClubSchema, description="The club and its director's token (shown once)")
        @blp.doc(responses=problem_responses({400: "Bad input, naming the field", 503: P503}))
        @answering
        @problems
        def post(self, body):
            """Create a club: its id and its director's token, which every write to the club needs."""
            club, token = clubs.create(body["name"])
            answer = {"id": club.id, "name": club.name, "created": club.created, "players": [], "seasons": []}
            headers = {"Location": f"/v1/clubs/{club.id}", **NO_STORE}
            return json_response({**answer, "director_token": token}, 201, headers=headers)

    @blp.route("/<string:club_id>", parameters=[CLUB])
    class OneClub(MethodView):
        @blp.doc(operationId="getClub", security=NO_CREDENTIALS)
        @blp.response(200, c.ClubSchema, description="The club, its roster and seasons")
        @blp.doc(responses=problem_responses({404: "No such club (club_not_found)", 503: P503}))
        @answering
        @problems
        def get(self, club_id: str):
            """The club: its name, its roster and its seasons."""
            with database.session() as session:
                answer = club_answer(clubs, session, clubs.club(session, club_id))
            return json_response(answer, headers=NO_STORE)

    @blp.route("/<string:club_id>/players", parameters=[CLUB])
    class Players(MethodView):
        @blp.doc(operationId="addClubPlayer", security=CLUB_DIRECTOR)
        @blp.arguments(c.PlayerNameSchema(), example=PLAYER_EXAMPLE)
        @blp.response(201, c.ClubPlayerSchema, description="The player and its id")
        @blp.doc(
            responses=problem_responses(
                {
                    400: "Bad input, naming the field: a blank name, or one the roster has (in any letter case)",
                    401: P401,
                    403: P403,
                    404: "No such club (club_not_found)",
                    503: P503,
                }
            )
        )
        @answering
        @problems
        def post(self, body, club_id: str):
            """Add a player to the club's roster (the director): its id is stable, whatever the name becomes."""
            player = clubs.add_player(club_id, bearer(), body["name"])
            headers = {"Location": f"/v1/clubs/{club_id}/players/{player.id}", **NO_STORE}
            return json_response(_player(player), 201, headers=headers)

        @blp.doc(operationId="listClubPlayers", security=NO_CREDENTIALS)
        @blp.response(200, c.RosterSchema, description="The roster, by name")
        @blp.doc(responses=problem_responses({404: "No such club (club_not_found)", 503: P503}))
        @answering
        @problems
        def get(self, club_id: str):
            """The club's roster."""
            with database.session() as session:
                clubs.club(session, club_id)
                players = [_player(p) for p in clubs.roster(session, club_id)]
            return json_response({"players": players}, headers=NO_STORE)

    @blp.route("/<string:club_id>/players/<string:player_id>", parameters=[CLUB, PLAYER])
    class OnePlayer(MethodView):
        @blp.doc(operationId="getClubPlayer", security=NO_CREDENTIALS)
        @blp.response(200, c.PlayerHistorySchema, description="The player's ratings, evenings and tables")
        @blp.doc(responses=problem_responses({404: "No such club or player", 503: P503}))
        @answering
        @problems
        def get(self, club_id: str, player_id: str):
            """A player's history: ratings, the events played, every table with partners, opponents and proof."""
            with database.session() as session:
                clubs.club(session, club_id)
                answer = player_history(session, clubs.player(session, club_id, player_id))
            return json_response(answer, headers=NO_STORE)

        @blp.doc(operationId="renameClubPlayer", security=CLUB_DIRECTOR)
        @blp.arguments(c.PlayerNameSchema(), example={"name": "Ann B."})
        @blp.response(200, c.ClubPlayerSchema, description="The player, renamed: the same id")
        @blp.doc(
            responses=problem_responses(
                {
                    400: "A blank name, or one the roster has",
                    401: P401,
                    403: P403,
                    404: "No such club or player",
                    503: P503,
                }
            )
        )
        @answering
        @problems
        def patch(self, body, club_id: str, player_id: str):
            """Rename a player (the director): the id, the history and the rating stay the player's."""
            return json_response(
                _player(clubs.rename_player(club_id, player_id, bearer(), body["name"])), headers=NO_STORE
            )

    @blp.route("/<string:club_id>/seasons", parameters=[CLUB])
    class Seasons(MethodView):
        @blp.doc(operationId="createSeason", security=CLUB_DIRECTOR)
        @blp.arguments(c.SeasonPostSchema(), example=SEASON_EXAMPLE)
        @blp.response(201, c.SeasonSchema, description="The season and its id")
        @blp.doc(
            responses=problem_responses(
                {
                    400: "Bad input, naming the field: an unknown game, a rule outside total, average and best, "
                    "best without rule best or rule best without it",
                    401: P401,
                    403: P403,
                    404: "No such club (club_not_found)",
                    503: P503,
                }
            )
        )
        @answering
        @problems
        def post(self, body, club_id: str):
            """Open a season of the club (the director): its game and how its standings add the evenings up."""
            season = clubs.add_season(club_id, bearer(), body)
            headers = {"Location": f"/v1/clubs/{club_id}/seasons/{season.id}/standings", **NO_STORE}
            return json_response(_season(season), 201, headers=headers)

    @blp.route("/<string:club_id>/seasons/<string:season_id>/standings", parameters=[CLUB, SEASON])
    class Standings(MethodView):
        @blp.doc(operationId="getSeasonStandings", security=NO_CREDENTIALS)
        @blp.doc(
            responses={
                "200": {
                    "description": "The season's standings: JSON, CSV (Accept: text/csv) or an HTML page "
                    "(Accept: text/html)",
                    "content": {
                        "application/json": {"schema": c.SeasonStandingsSchema},
                        "text/csv": {"schema": {"type": "string"}},
                        "text/html": {"schema": {"type": "string"}},
                    },
                },
                **problem_responses({404: "No such club or season", 503: P503}),
            }
        )
        @answering
        @problems
        def get(self, club_id: str, season_id: str):
            """A season's standings by its rule (total, average or best N evenings)."""
            with database.session() as session:
                clubs.club(session, club_id)
                table = season_standings(session, clubs.season(session, club_id, season_id))
            wanted = request.accept_mimetypes.best_match(["application/json", "text/csv", "text/html"])
            headers = {"Vary": "Accept", **NO_STORE}
            if wanted == "text/csv":
                headers["Content-Disposition"] = content_disposition(table["name"], season_id)
                return Response(standings_csv(table), 200, mimetype="text/csv", headers=headers)
            if wanted == "text/html":
                from ..console.club_pages import season_page

                return season_page(club_id, table, headers)
            return json_response(table, headers=headers)

    @blp.route("/<string:club_id>/ratings", parameters=[CLUB])
    class Ratings(MethodView):
        @blp.doc(operationId="getClubRatings", security=NO_CREDENTIALS)
        @blp.response(200, c.RatingsSchema, description="Each rated player's rating and its uncertainty")
        @blp.doc(responses=problem_responses({404: "No such club (club_not_found)", 503: P503}))
        @answering
        @problems
        def get(self, club_id: str):
            """The club's ratings: each player's skill (mu) and its uncertainty (sigma), per game."""
            with database.session() as session:
                clubs.club(session, club_id)
                answer = club_ratings(session, club_id)
            return json_response({"ratings": answer}, headers=NO_STORE)

    @blp.route("/<string:club_id>/ratings/recompute", parameters=[CLUB])
    class Recompute(MethodView):
        @blp.doc(operationId="recomputeClubRatings", security=CLUB_DIRECTOR)
        @blp.response(200, c.RatingsSchema, description="The ratings recomputed from the archive")
        @blp.doc(responses=problem_responses({401: P401, 403: P403, 404: "No such club (club_not_found)", 503: P503}))
        @answering
        @problems
        def post(self, club_id: str):
            """Recompute the club's ratings from scratch (the director): every proven table of the archive, events
            by creation, then round, then table."""
            with database.session() as session:
                clubs.directed(session, club_id, bearer())
                for game in {s.game for s in clubs.seasons(session, club_id)}:
                    ratings.recompute(session, club_id, game)
                session.flush()
                answer = club_ratings(session, club_id)
            return json_response({"ratings": answer}, headers=NO_STORE)

    return blp


def init_clubs(app: Flask, api: Api, settings: Settings) -> ClubArchive:
    """The clubs' database (its schema brought up here for SQLite), service and routes; the archive that linked
    tournaments write to."""
    database = Database(database_url(settings.database_url, app.instance_path), timeout=settings.database_timeout)
    if database.is_sqlite:
        database.upgrade()
    clubs = ClubService(database)
    archive = ClubArchive(clubs)
    app.extensions["arbitro.clubs"] = archive
    api.register_blueprint(club_blueprint(clubs, settings))
    return archive
