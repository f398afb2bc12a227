"""A club's pages, rendered by the server in the reader's language (``?lang=``, else ``Accept-Language``):
``/club/<id>`` (its seasons and its players' ratings, each with its uncertainty) and a season's standings (the
standings endpoint asked for ``text/html``).  Everything is in the HTML itself; no script.  An unknown club is a
404 page; a database that cannot be reached a 503 page with ``Retry-After``."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, render_template

from ..api.clubs import club_answer, club_ratings
from ..clubs.archive import ClubArchive
from ..clubs.clubs import ClubProblem
from ..clubs.database import DatabaseUnavailable
from ..clubs.season import COLUMNS, SeasonStandings
from ..messages import Phrase, render_phrase
from ..messages.catalog import problem_words
from .pages import _common, _html, language
from .tournament_view import heading, sayer

RATING_COLUMNS = ("rank", "name", "ordinal", "mu", "sigma", "tables")


def _figure(value: Any) -> Any:
    return f"{value:.2f}" if isinstance(value, float) and not value.is_integer() else value


def season_page(club_id: str, standings: SeasonStandings, headers: dict[str, str]) -> Response:
    """A season's standings as a page."""
    lang = language()
    say = sayer(lang)
    rule = say(f"season_rule_{standings['rule']}", **({"best": standings["best"]} if standings["best"] else {}))
    body = render_template(
        "club.html",
        title=f"{standings['name']} · {say('club_title')}",
        club_id=club_id,
        season=standings,
        rule=rule,
        progress=say("season_events", ended=standings["ended"], events=standings["events"]),
        columns=[(column, heading(column, say)) for column in COLUMNS if column != "player_id"],
        rows=[{k: _figure(v) for k, v in row.items()} for row in standings["rows"]],
        club=None,
        problem=None,
        **_common(lang, say),
    )
    response = _html(body, 200, lang)
    response.headers.update(headers)
    response.headers["Vary"] = "Accept, Accept-Language"
    return response


def club_page(club_id: str) -> Response:
    """``/club/<id>``: the club's seasons and ratings."""
    lang = language()
    say = sayer(lang)
    archive: ClubArchive = current_app.extensions["arbitro.clubs"]
    try:
        with archive.database.session() as session:
            club = club_answer(archive.clubs, session, archive.clubs.club(session, club_id))
            rated = club_ratings(session, club_id)
    except (ClubProblem, DatabaseUnavailable) as exc:
        status, code, detail = (
            (exc.status, exc.code, exc.detail)
            if isinstance(exc, ClubProblem)
            else (503, "database_unavailable", Phrase("database_unavailable"))
        )
        problem = {"title": problem_words(code, lang).title, "detail": render_phrase(detail, lang)}
        body = render_template(
            "club.html", title=say("club_title"), club=None, season=None, problem=problem, **_common(lang, say)
        )
        response = _html(body, status, lang)
        if status == 503:
            response.headers["Retry-After"] = str(
                current_app.extensions["arbitro.settings"].session_retry_after_seconds
            )
        return response
    games = sorted({r["game"] for r in rated})
    body = render_template(
        "club.html",
        title=f"{club['name']} · {say('club_title')}",
        club=club,
        season=None,
        problem=None,
        rating_columns=[(column, heading(column, say)) for column in RATING_COLUMNS],
        ratings=[(game, [{k: _figure(v) for k, v in r.items()} for r in rated if r["game"] == game]) for game in games],
        **_common(lang, say),
    )
    return _html(body, 200, lang)
