"""The referee console at ``/referee``: one HTML page, its stylesheet and its scripts, from the package.

The console is a client of the public API and nothing more: the page's scripts call the same
endpoints a third-party app uses (``/v1/games``, ``/v1/games/{game}``, ``validate`` and
``adjudicate``), so everything it shows is what those answer.  No file comes from another host
and nothing is built: the files under ``static/`` are served as they are, so the console works
offline.  A shared disputed hand is ``/referee?game=<id>&lang=<it|fr|en>&body=<base64url JSON>``
(``&z=1`` when the body is raw DEFLATE first, for a link that would pass gunicorn's request line
limit); the page reads those parameters itself.  The page's own words, in the three languages,
are in ``static/words.js``.  The console is not part of the API: it is left out of
the OpenAPI document.

``/tournament/<id>`` is a tournament's public page from the same files (``tournament.html``,
``tournament.js``): its standings, each player's next table and seat, and the schedule with every
result, followed by polling the standings with ``If-None-Match``; it needs no token.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory

STATIC_DIR = Path(__file__).with_name("static")


def console_blueprint() -> Blueprint:
    """``/referee`` (the console), ``/tournament/<id>`` (a tournament's page) and ``/referee/static/<file>``
    (their stylesheet and scripts)."""
    blp = Blueprint("console", __name__, static_folder=STATIC_DIR, static_url_path="/referee/static")

    @blp.get("/referee")
    def referee() -> Response:
        return send_from_directory(STATIC_DIR, "index.html", max_age=0)

    @blp.get("/tournament/<string:tournament_id>")
    def tournament(tournament_id: str) -> Response:
        # the page reads the id from its own path and asks the API; an unknown id is the API's 404
        return send_from_directory(STATIC_DIR, "tournament.html", max_age=0)

    return blp
