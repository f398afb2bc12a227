"""The referee console at ``/referee``: one HTML page, its stylesheet and its scripts, from the package.

The console is a client of the public API and nothing more: the page's scripts call the same
endpoints a third-party app uses (``/v1/games``, ``/v1/games/{game}``, ``validate`` and
``adjudicate``), so everything it shows is what those answer.  No file comes from another host
and nothing is built: the files under ``static/`` are served as they are, so the console works
offline.  A shared disputed hand is ``/referee?game=<id>&lang=<it|fr|en>&body=<base64url JSON>``
(``&z=1`` when the body is raw DEFLATE first, for a link that would pass gunicorn's request line
limit); the page reads those parameters itself.  A dispute is entered by taps (``static/entry.js``:
the deal from a card picker over the deck the game's description lists, the history from the legal actions
the API lists), its JSON kept in step.  The page's own words, in the three languages, are in
``static/words.js``.  The console is not part of the API: it is left out of
the OpenAPI document.

``/tournament/<id>`` is a tournament's public page, rendered by the server (:mod:`.pages`, the template
``templates/tournament.html``) in the reader's language: its standings, each player's next table and seat, and
the schedule with every result; ``tournament.js`` refreshes it when polling the standings with
``If-None-Match`` finds a new version.  ``/tournament/<id>/rounds/<r>/cards`` prints the round's score cards.
Neither needs a token.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, send_from_directory

from .club_pages import club_page
from .pages import score_cards, tournament_page

STATIC_DIR = Path(__file__).with_name("static")
TEMPLATES_DIR = Path(__file__).with_name("templates")


def console_blueprint() -> Blueprint:
    """``/referee`` (the console), ``/tournament/<id>`` (a tournament's page), ``/tournament/<id>/rounds/<r>/cards``
    (a round's score cards) and ``/referee/static/<file>`` (their stylesheets and scripts)."""
    blp = Blueprint(
        "console", __name__, static_folder=STATIC_DIR, static_url_path="/referee/static", template_folder=TEMPLATES_DIR
    )

    @blp.get("/referee")
    def referee() -> Response:
        return send_from_directory(STATIC_DIR, "index.html", max_age=0)

    blp.add_url_rule("/tournament/<string:tournament_id>", view_func=tournament_page)
    blp.add_url_rule("/club/<string:club_id>", view_func=club_page)
    blp.add_url_rule("/tournament/<string:tournament_id>/rounds/<int:round>/cards", view_func=score_cards)

    return blp
