"""The human docs at ``/docs``: Swagger UI served by the service itself, with an introduction.

Swagger UI's files come from the ``swagger-ui-bundle-v2`` package (its version is Swagger UI's),
not from a CDN, so the page works with no internet and shows the version that is installed.
They are served under a path that names that version, so a client may cache them for good.

The page is the service's own (:data:`DOCS_PAGE`) rather than flask-smorest's, whose template starts
Swagger UI from an inline script: here a file does (``pages/docs.js``), so the page's
Content-Security-Policy (:mod:`.page_headers`) allows no inline script.
"""

from __future__ import annotations

from pathlib import Path

from flask import Flask, Response, render_template_string, send_from_directory
from swagger_ui_bundle import swagger_ui_path

from .page_assets import page_asset_url

SWAGGER_UI_DIR = Path(str(swagger_ui_path))
SWAGGER_UI_URL = f"/docs/{SWAGGER_UI_DIR.name}/"  # e.g. /docs/swagger-ui-5.31.0/
ONE_YEAR_S = 365 * 24 * 3600

DOCS_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ title }}</title>
<link href="{{ swagger_ui_url }}swagger-ui.css" rel="stylesheet" type="text/css">
</head>
<body>
<div id="swagger-ui-container"></div>
<script src="{{ swagger_ui_url }}swagger-ui-standalone-preset.js"></script>
<script src="{{ swagger_ui_url }}swagger-ui-bundle.js"></script>
<script src="{{ start }}"></script>
</body>
</html>
"""

INTRODUCTION = """\
A referee and scorer for four card games: Ecarté (`ecarte`), Euchre (`euchre`),
Sette e Mezzo (`sette-e-mezzo`) and Ramino (`ramino`). JSON in and out, under `/v1`;
every error is an RFC 9457 problem (`application/problem+json`).

**The contract.** `openapi.yaml` (served here as `/openapi.json`) is the contract:
this page is drawn from it, and clients can be generated from it.

**Card notation.** A card is a string, rank then suit: `AS`, `TD`, `7H`; a joker is `JK`.
Input is case-insensitive and accepts `10` for `T` (`10h` is `TH`); output is always canonical.
French suits: `S` spades, `H` hearts, `D` diamonds, `C` clubs; ranks `2`-`9`, `T`, `J`, `Q`, `K`, `A`.
Italian suits (Sette e Mezzo, Ecarté's Italian-deck variant): `D` denari, `C` coppe, `S` spade,
`B` bastoni; ranks `A`, `2`-`7`, `J` fante, `Q` cavallo, `K` re. The game and variant decide
which cards exist: a card outside the deck is a 400 that names the field.

**Seats.** Seats are numbered from 0 in order of play: seat `(i + 1) % n` acts after seat `i`.
`deal.dealer` is the dealer's seat (in Sette e Mezzo, the banker). Euchre's teams are
seats 0 and 2 (team 0) and seats 1 and 3 (team 1). An answer's `to_act` is the seat that acts
next (null once the deal is over) and `legal_actions` lists what it may do, each action in the
form a request takes, so it can be posted back as it is.

**Rules and the rule catalogue.** Every request about a game carries
`rules: {"variant": ..., ...options}`; omitted options take the variant's values, and the
answer echoes the rules in full. `GET /v1/games` lists the games, and
`GET /v1/games/{game}` is a game's catalogue: its variants, every option with its type,
values and meaning, its seat range, its deal fields and its action vocabulary, and its rule
catalogue: under `rule_codes`, every rule code the game can raise, with its title, meaning,
section of the game's numbered rules and penalty. A refusal's problem names its `rule`, and its
`type` (`/problems/must-follow-suit`) resolves: `GET /problems/{code}` (operation
`getProblemType`) answers the rule's entry and every game that raises it - JSON, or an HTML page
to a browser - and explains the API's other problem types the same way (`/problems/invalid-input`).

**Sessions and tokens.** `POST /v1/sessions` starts a match held by the server and answers
one bearer token per seat (`tokens.seats`, in seat order) and a referee token
(`tokens.referee`). Send one as `Authorization: Bearer <token>`: a seat's token sees what that
seat could see at the table and acts for that seat only; the referee's sees everything and
cannot act. An action also needs `If-Match` with the session's version (its `ETag`).
`GET /v1/sessions/{id}/record` gives the session's match as a match record.

**Matches.** A match record (`MatchRecord`, `GET /v1/matches/schema` as a JSON Schema) is a
whole match of one game: its rules, seats, the score before the first deal and every deal with
its actions and what the table recorded. `POST /v1/matches/validate` replays it deal by deal,
the scores carried and the dealer rotation checked, and answers each deal's violations, result
and scores and the match's winner and the deal that decided it.
"""


def register_docs_page(app: Flask, title: str) -> None:
    """``/docs`` and the packaged Swagger UI files at :data:`SWAGGER_UI_URL` (outside the OpenAPI document)."""
    with app.app_context():
        html = render_template_string(
            DOCS_PAGE, title=title, swagger_ui_url=SWAGGER_UI_URL, start=page_asset_url("docs.js")
        )

    def docs() -> Response:
        return Response(html, mimetype="text/html")

    def swagger_ui_asset(filename: str) -> Response:
        return send_from_directory(SWAGGER_UI_DIR, filename, max_age=ONE_YEAR_S)

    app.add_url_rule("/docs", "docs", docs, methods=["GET"])
    app.add_url_rule(f"{SWAGGER_UI_URL}<path:filename>", "swagger_ui_asset", swagger_ui_asset, methods=["GET"])
