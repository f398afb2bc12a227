"""The rule catalogue and the problem types' pages.

``GET /v1/games/{game}`` lists under ``rule_codes`` every rule code the game raises (its words,
its section of the game's numbered rules, its penalty); ``GET /problems/{code}`` is the page a
problem's ``type`` URI names: a rule code's entry, with every game that raises it, or one of
the API's other problem types (invalid input, not found, ...).  JSON by default; a client that
prefers ``text/html`` (a browser) gets a page rendered here, with no external asset.

The words live in the message tables (service/messages: ``RULES``, ``PROBLEM_TYPES``); this
module only lays them out.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from flask import Response, render_template_string, request
from flask_smorest import Api

from ..engine import GameEngine
from ..games.registry import ENGINES
from ..messages import PROBLEM_TYPES, RULES, CitedRule, Penalty, Phrase, render_phrase
from ..messages.catalog import cited_words, problem_words, rule_words
from ..messages.language import SOURCE_LANGUAGE, current_language
from ..problem_details import problem_type
from .answers import INTEGER, STRING, Json, array, described, fixed, ref, strings
from .blueprint import ArbitroBlueprint as Blueprint
from .jsonio import json_response
from .page_assets import page_asset_url
from .problems import ProblemError
from .spec import NO_CREDENTIALS, problem_responses
from .unions import nullable

RULE_CODES = sorted(set().union(*RULES.values()))
"""Every rule code any game raises: the ``RuleCode`` enum of the OpenAPI document."""

PROBLEM_CODES = sorted({*RULE_CODES, *PROBLEM_TYPES})
"""Every code with a page at ``/problems/<code>``."""


def _penalty(penalty: Penalty | None) -> Json | None:
    if penalty is None:
        return None
    return {"description": penalty.words, "depends_on": list(penalty.depends_on)}


def _entry(code: str, cited: CitedRule) -> Json:
    cited = cited_words(cited)
    return {
        "code": code,
        "title": cited.rule.title,
        "meaning": cited.rule.meaning,
        "section": cited.section,
        "penalty": _penalty(cited.penalty),
        "type": problem_type(code),
    }


def rule_codes(game_id: str) -> list[Json]:
    """A game's rule catalogue: every code it raises, in the order of its rules' sections, in the
    current language."""
    return _rule_codes(game_id, current_language())


@functools.cache
def _rule_codes(game_id: str, language: str) -> list[Json]:
    cited = RULES[game_id]
    order = sorted(cited, key=lambda code: ([int(n) for n in re.findall(r"\d+", cited[code].section)], code))
    return [_entry(code, cited[code]) for code in order]


def problem_page(code: str) -> Json | None:
    """The page of ``/problems/<code>``: a rule code's entry and the games that raise it, or a
    problem type's words and statuses; None for a code that has none."""
    return _page(code, current_language()) if code in PROBLEM_CODES else None


@functools.cache
def _page(code: str, language: str) -> Json:
    games = [(ENGINES[game_id], rules[code]) for game_id, rules in RULES.items() if code in rules]
    if games:
        rule = rule_words(games[0][1].rule)
        return {
            "type": problem_type(code),
            "code": code,
            "title": rule.title,
            "meaning": rule.meaning,
            "games": [_raised_by(engine, cited) for engine, cited in games],
        }
    kind = problem_words(code)
    return {
        "type": problem_type(code),
        "code": code,
        "title": kind.title,
        "meaning": kind.meaning,
        "statuses": list(kind.statuses),
    }


def _raised_by(engine: GameEngine, cited: CitedRule) -> Json:
    cited = cited_words(cited)
    return {"game": engine.game_id, "title": engine.title, "section": cited.section, "penalty": _penalty(cited.penalty)}


# -- the documented shapes ---------------------------------------------------------------------------
PENALTY: Json = fixed(
    {
        "description": described(STRING, "what the breach costs, with the options and presets that change it"),
        "depends_on": array(STRING, "the rule options (rules.<name>) the penalty depends on"),
    },
    description="the penalty a breach of the rule costs when it is accepted and reported (a violation's penalty)",
)
SECTION = described(STRING, "the section of the game's numbered rules (docs/rules/<game>.md) that states it, e.g. 6.2")

COMPONENTS: dict[str, Json] = {
    "RuleCode": strings(
        *RULE_CODES, description="a rule code: GET /problems/{code} (with - for _) or GET /v1/games/{game} explains it"
    ),
    "RulePenalty": PENALTY,
    "RuleCodeEntry": fixed(
        {
            "code": ref("RuleCode"),
            "title": STRING,
            "meaning": described(STRING, "the rule, in one sentence"),
            "section": SECTION,
            "penalty": nullable(
                ref("RulePenalty"),
                "null: no penalty (a breach is refused; under on_illegal: report it is listed and left out)",
            ),
            "type": described(STRING, "the problem type URI of a refusal under this rule: its page"),
        },
        description="a rule code of the game's catalogue",
    ),
    "ProblemTypePage": fixed(
        {
            "type": described(STRING, "the problem type URI: this page"),
            "code": STRING,
            "title": STRING,
            "meaning": described(STRING, "what the problem means, in one sentence"),
            "games": array(
                fixed(
                    {
                        "game": STRING,
                        "title": STRING,
                        "section": SECTION,
                        "penalty": nullable(ref("RulePenalty"), "null: no penalty in this game"),
                    }
                ),
                "a rule code: every game that raises it, with its section and penalty there",
            ),
            "statuses": array(INTEGER, "another problem type: the HTTP statuses it comes with"),
        },
        optional=("games", "statuses"),
        description="the page a problem's type URI names: a rule code of the catalogue, or another problem type",
    ),
}

PAGE = """<!doctype html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<title>{{ page.title }} ({{ page.code }}) - Arbitro</title>
<link rel="stylesheet" href="{{ stylesheet }}">
</head>
<body>
<h1>{{ page.title }}</h1>
<p><code>{{ page.code }}</code> &middot; <code>{{ page.type }}</code></p>
<p>{{ page.meaning }}</p>
{% if page.games %}
<table>
<tr><th>{{ words.game }}</th><th>{{ words.rule }}</th><th>{{ words.penalty }}</th></tr>
{% for game in page.games %}
<tr>
<td>{{ game.title }} (<code>{{ game.game }}</code>)</td>
<td>&sect;{{ game.section }} (docs/rules/{{ game.game }}.md)</td>
<td>{% if game.penalty %}{{ game.penalty.description }}{% else %}{{ words.refused }}{% endif %}</td>
</tr>
{% endfor %}
</table>
{% else %}
<p>HTTP: {{ page.statuses | join(", ") }}.</p>
{% endif %}
<p><a href="/docs">{{ words.docs }}</a></p>
</body>
</html>
"""


_PAGE_WORDS = ("game", "rule", "penalty", "refused", "docs")
"""The page's own words (``problem_page.<name>`` in the message table)."""


def _answer(page: Json) -> Response:
    """The page as JSON, or as HTML to a client that prefers it."""
    wanted = request.accept_mimetypes.best_match(["application/json", "text/html"], default="application/json")
    if wanted == "text/html":
        words = {name: render_phrase(Phrase(f"problem_page.{name}")) for name in _PAGE_WORDS}
        html = render_template_string(
            PAGE, page=page, words=words, lang=current_language(), stylesheet=page_asset_url("problem.css")
        )
        response = Response(html, mimetype="text/html")
    else:
        response = json_response(page)
    response.headers["Vary"] = "Accept"
    return response


def _code_parameter() -> Json:
    return {
        "in": "path",
        "name": "code",
        "required": True,
        "schema": strings(*(problem_type(code).rsplit("/", 1)[1] for code in PROBLEM_CODES)),
        "description": "the code of a problem type, as its type URI writes it (- for _): a rule code or "
        "another problem type",
        "example": "must-follow-suit",
    }


_PAGE_ANSWER: Json = {
    "description": "The problem type's page",
    "content": {
        "application/json": {"schema": ref("ProblemTypePage"), "example": _page("must_follow_suit", SOURCE_LANGUAGE)},
        "text/html": {"schema": described(STRING, "the same page, in HTML")},
    },
}
_429 = "Too many requests from this client (only where RATE_LIMIT is set)"


def register_problem_pages(api: Api) -> None:
    """Add the rule catalogue's components and ``GET /problems/{code}``."""
    for name, component in COMPONENTS.items():
        api.spec.components.schema(name, component=component)
    blp = Blueprint(
        "problems", __name__, url_prefix="/problems", description="The problem types and the rule catalogue"
    )

    @blp.route("/<string:code>", parameters=[_code_parameter()])
    @blp.doc(
        operationId="getProblemType",
        description="A rule code: its meaning, and each game that raises it with its section and penalty there; "
        "another problem type: its meaning and statuses. JSON, or an HTML page to a client that prefers text/html.",
        security=NO_CREDENTIALS,
        responses={"200": _PAGE_ANSWER, **problem_responses({404: "No problem type has this code", 429: _429})},
    )
    def problem_type_page(code: str) -> Any:
        """The page a problem's type URI names."""
        page = problem_page(code.replace("-", "_"))
        if page is None:
            raise ProblemError(404, "not_found", Phrase("not_found.problem_type", {"code": code}))
        return _answer(page)

    api.register_blueprint(blp)
