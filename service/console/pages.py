"""The tournament's pages, rendered by the server: ``/tournament/<id>`` (standings, next tables, boards, schedule)
and ``/tournament/<id>/rounds/<r>/cards`` (the round's score cards, one table a printed sheet).

Everything is in the HTML itself, in the reader's language (``?lang=`` if given, else ``Accept-Language`` as
for every answer of the service), so the page reads without JavaScript and to a screen reader; the page's
script (a static file: the Content-Security-Policy allows no inline script) only refreshes it.  An unknown
tournament or round is a 404 page.
"""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, render_template, request

from ..api.tournament_common import tournament_body
from ..engine import InvalidInput
from ..games.registry import engine_for
from ..messages import Phrase, render_phrase
from ..messages.catalog import problem_words
from ..messages.language import LANGUAGES, current_language
from ..tournaments.held import TournamentProblem, TournamentService
from .tournament_view import Say, page, sayer

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "fr": "Français"}
MATCH_ROWS = 12
"""The deal rows of a score card when a round is a whole match (no ``hands_per_round``)."""


def language() -> str:
    asked = request.args.get("lang")
    return asked if asked in LANGUAGES else current_language()


def _html(body: str, status: int, lang: str) -> Response:
    headers = {
        "Content-Language": lang,
        "Cache-Control": "no-store",
        "Vary": "Accept-Language",
    }
    return Response(body, status, mimetype="text/html", headers=headers)


def _service() -> TournamentService:
    service: TournamentService = current_app.extensions["arbitro.tournaments"]
    return service


def _common(lang: str, say: Say) -> dict[str, Any]:
    return {"language": lang, "languages": [(c, LANGUAGE_NAMES[c]) for c in LANGUAGES], "say": say}


def _not_found(exc: TournamentProblem, lang: str, say: Say) -> Response:
    problem = {"title": problem_words(exc.code, lang).title, "detail": render_phrase(exc.detail, lang)}
    body = render_template(
        "tournament.html",
        title=say("tournament_title"),
        version="",
        tournament=None,
        problem=problem,
        **_common(lang, say),
    )
    return _html(body, exc.status, lang)


def tournament_page(tournament_id: str) -> Response:
    lang = language()
    say = sayer(lang)
    service = _service()
    try:
        held = service.load(tournament_id)
    except TournamentProblem as exc:
        return _not_found(exc, lang, say)
    tournament = tournament_body(service, held)
    title = f"{tournament['name']} · {say('tournament_title')}" if tournament.get("name") else say("tournament_title")
    body = render_template(
        "tournament.html",
        title=title,
        version=f"v{held.version}",
        problem=None,
        **page(tournament, say),
        **_common(lang, say),
    )
    return _html(body, 200, lang)


def score_cards(tournament_id: str, round: int) -> Response:
    lang = language()
    say = sayer(lang)
    service = _service()
    try:
        held = service.load(tournament_id)
        rounds = held.record["schedule"]["rounds"]
        if not 1 <= round <= len(rounds):
            facts = {"round": round, "rounds": len(rounds)}
            raise TournamentProblem(404, "table_not_found", Phrase("table_not_found.round", facts))
    except TournamentProblem as exc:
        return _not_found(exc, lang, say)
    record = held.record
    engine = engine_for(record["game"])
    if engine is None:  # pragma: no cover - a stored tournament names one of the games
        raise InvalidInput.at("game", record["game"])
    rules = engine.resolve_rules(record["rules"])
    names = record["players"]
    cards = []
    for table in rounds[round - 1]["tables"]:
        seats = table["seats"]
        sides = engine.score_count(rules, len(seats))
        cards.append(
            {
                "table": table["table"],
                "heading": say("card_heading", round=round, table=table["table"]),
                "seats": [{"seat": s, "word": say("seat", seat=s), "name": names[p]} for s, p in enumerate(seats)],
                "sides": [
                    " & ".join(names[p] for s, p in enumerate(seats) if s % sides == side) for side in range(sides)
                ],
                "deals": record.get("hands_per_round") or MATCH_ROWS,
            }
        )
    body = render_template(
        "score_cards.html",
        title=say("cards_title", round=round),
        name=record.get("name"),
        round=round,
        cards=cards,
        **_common(lang, say),
    )
    return _html(body, 200, lang)
