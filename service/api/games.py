"""The game endpoints: listing games, and the stateless replay endpoints of docs/API.md §3.

Routes are registered per game (``/v1/games/ecarte/adjudicate``, ...) so that the OpenAPI
document gives each game its own request schema; the views themselves are shared.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any

from flask import Flask, Response, request
from flask.views import MethodView
from flask_smorest import Api
from marshmallow import Schema, fields, validate
from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound

from ..cards import CardError
from ..engine import CardHelper, GameEngine, InvalidInput, RuleBroken, parse_actions, replay
from ..engine.errors import FieldMessage
from ..fast_paths.body_load import schema_loader
from ..fast_paths.flask_app import ArbitroFlask
from ..fast_paths.lean_dispatch import LeanAnswer, LeanRoute, add_lean_route
from ..games.registry import ENGINES, engine_for
from ..messages import Phrase, fault
from ..resolved_rules import resolved_rules
from ..tournaments.games import GAME_FORMATS
from ..wire import dumps
from . import answers, examples, schemas
from .blueprint import ArbitroBlueprint as Blueprint
from .catalogue import rule_codes
from .jsonio import json_response
from .problems import ProblemError, http_problem, problem
from .spec import NO_CREDENTIALS, problem_responses


def replayed(engine: GameEngine, body: dict[str, Any], *, report: bool):
    """Rules, and the deal's state after the body's history (400/422 raised as exceptions)."""
    resolved = resolved_rules(engine, body["rules"])
    actions = parse_actions(engine, resolved.rules, body["actions"])
    state = replay(engine, resolved.rules, body["deal"], actions, body["scores"], report_breaches=report)
    return resolved, state


def adjudicate(engine: GameEngine, body: dict[str, Any]) -> dict[str, Any]:
    report = body["on_illegal"] == "report"
    resolved, state = replayed(engine, body, report=report)
    return {"game": engine.game_id, "rules": resolved.json, **engine.report(state)}


def legal_actions(engine: GameEngine, body: dict[str, Any]) -> dict[str, Any]:
    _, state = replayed(engine, body, report=body["on_illegal"] == "report")
    return {"game": engine.game_id, "to_act": engine.to_act(state), "legal_actions": engine.legal_actions(state)}


def validate_history(engine: GameEngine, body: dict[str, Any]) -> dict[str, Any]:
    """A referee's verdict: always 200 for a well-formed history, with every violation found."""
    try:
        resolved, state = replayed(engine, body, report=True)
    except RuleBroken as exc:  # the deal cannot begin at all (e.g. the match is already over)
        resolved = resolved_rules(engine, body["rules"])
        violation = {"action_index": exc.action_index, "rule": exc.rule, "detail": exc.detail, "penalty": None}
        return {"game": engine.game_id, "rules": resolved.json, "valid": False, "violations": [violation]}
    report = engine.report(state)
    return {"game": engine.game_id, "rules": resolved.json, "valid": not state.violations, **report}


def trick_winner(engine: GameEngine, body: dict[str, Any]) -> dict[str, Any]:
    rules = resolved_rules(engine, body["rules"]).rules
    deck = engine.deck(rules)
    errors: dict[str, list[FieldMessage]] = {}
    plays = []
    for i, play in enumerate(body["plays"]):
        try:
            plays.append((play["seat"], deck.parse(play["card"])))
        except CardError as exc:
            errors[f"plays.{i}.card"] = [exc.phrase]
    seats = [seat for seat, _ in plays]
    if len(set(seats)) != len(seats):
        errors["plays"] = [fault("seat_plays_twice")]
    if len({card for _, card in plays}) != len(plays) and deck.copies == 1:
        errors.setdefault("plays", []).append(fault("card_twice"))
    given, named = body["trump"], engine.trumps(rules)
    trump = None if given is None else next((t for t in named if t.lower() == given.lower()), None)
    if given is not None and trump is None:
        errors["trump"] = [fault("not_trump", given=repr(given), deck=deck.name, trumps=list(named))]
    if errors:
        raise InvalidInput(errors)
    winner = engine.trick_winner(rules, trump, plays)
    return {
        "game": engine.game_id,
        "trump": trump,
        "winner": winner,
        "plays": [{"seat": s, "card": c} for s, c in plays],
    }


_REPLAY_PROBLEMS = {
    400: "The request cannot describe a real deal (errors: field path -> messages)",
    413: "The body is larger than the service accepts (max_body_bytes)",
    422: "An action of the history breaks a rule (action_index, rule, legal_actions)",
    429: "Too many requests from this client (only where RATE_LIMIT is set)",
}
_CARDS_PROBLEMS = {
    400: "Malformed rules or cards (errors: field path -> messages)",
    413: _REPLAY_PROBLEMS[413],
    429: _REPLAY_PROBLEMS[429],
}


def operation_id(*words: str) -> str:
    """A readable operationId from words that may hold ``-``, ``_`` or ``/``: ``euchre``, ``legal_actions``
    -> ``euchreLegalActions``."""
    parts = [p for w in words for p in re.split(r"[-_/]", w) if p]
    return parts[0].lower() + "".join(p.capitalize() for p in parts[1:])


Handler = Callable[[GameEngine, dict[str, Any]], dict[str, Any]]
"""A stateless route's answer to its loaded body (400, 422 raised as exceptions)."""


def _post_route(
    app: ArbitroFlask,
    blp: Blueprint,
    engine: GameEngine,
    path: str,
    name: str,
    request_schema,
    response_schema,
    handler: Handler,
    doc: str,
    problems: dict[int, str],
    example: dict[str, Any],
):
    def view(body):
        return json_response(handler(engine, body))

    def lean_view(body: dict[str, Any], _environ: dict[str, Any], _args: dict[str, str]) -> LeanAnswer:
        return LeanAnswer(200, dumps(handler(engine, body)), {})

    view.__name__ = f"{engine.game_id.replace('-', '_')}_{name}"
    view.__doc__ = doc
    decorated = blp.response(200, response_schema)(view)
    decorated = blp.doc(
        operationId=operation_id(engine.game_id, name), security=NO_CREDENTIALS, responses=problem_responses(problems)
    )(decorated)
    schema = request_schema()  # an instance: not one per request
    # last: each flask-smorest decorator deep-copies the docs gathered so far, the example among them
    decorated = blp.arguments(schema, example=example)(decorated)
    blp.route(f"/{engine.game_id}/{path}", methods=["POST"], endpoint=view.__name__)(decorated)
    add_lean_route(app, LeanRoute(f"{blp.name}.{view.__name__}", schema_loader(schema), lean_view))


def register_game_routes(app: ArbitroFlask, api: Api, max_actions: int) -> None:
    """Add the game listing and every registered game's stateless endpoints, with their schemas."""
    blp = Blueprint(
        "games", __name__, url_prefix="/v1/games", description="Games, their rules and stateless adjudication"
    )

    @blp.route("")
    class GameList(MethodView):
        @blp.response(200, schemas.GameListSchema)
        @blp.doc(
            operationId="listGames", security=NO_CREDENTIALS, responses=problem_responses({429: _REPLAY_PROBLEMS[429]})
        )
        def get(self):
            """Every game, its variants and every option with type, default and meaning."""
            return json_response({"games": [_described(engine) for engine in ENGINES.values()]})

    @blp.route("/<string:game>", parameters=[_GAME_PARAMETER])
    class GameDetail(MethodView):
        @blp.response(200, schemas.GameDetailSchema)
        @blp.doc(
            operationId="getGame",
            security=NO_CREDENTIALS,
            responses=problem_responses({404: "No such game", 429: _REPLAY_PROBLEMS[429]}),
        )
        def get(self, game: str):
            """One game: variants, options, action vocabulary, deal fields and rule catalogue."""
            engine = engine_for(game)
            if engine is None:
                raise ProblemError(404, "unknown_game", _no_such_game(game), games=list(ENGINES))
            return json_response({**_described(engine), "rule_codes": rule_codes(engine.game_id)})

    for name, component in answers.SHARED.items():
        api.spec.components.schema(name, component=component)
    for engine in ENGINES.values():
        api.spec.components.schema(schemas.schema_name(engine, "Rules"), component=schemas.rules_json_schema(engine))
        for name, component in answers.game_answers(engine).items():
            api.spec.components.schema(name, component=component)
        api.spec.components.schema(schemas.schema_name(engine, "Deal"), component=schemas.deal_json_schema(engine))
        for action_type in engine.vocabulary.types:
            api.spec.components.schema(
                schemas.action_schema_name(engine, action_type), component=schemas.action_json_schema(action_type)
            )
        request_schema = schemas.replay_request_schema(engine, max_actions)
        replay = examples.replay_example(engine)
        title = engine.title
        _post_route(
            app,
            blp,
            engine,
            "adjudicate",
            "adjudicate",
            request_schema,
            answers.ref(schemas.schema_name(engine, "Adjudication")),
            adjudicate,
            f"{title}: replay one deal and say where it stands.",
            _REPLAY_PROBLEMS,
            replay,
        )
        _post_route(
            app,
            blp,
            engine,
            "legal-actions",
            "legal_actions",
            request_schema,
            answers.ref(schemas.schema_name(engine, "LegalActions")),
            legal_actions,
            f"{title}: the seat to act and every action it may take.",
            _REPLAY_PROBLEMS,
            replay,
        )
        _post_route(
            app,
            blp,
            engine,
            "validate",
            "validate",
            request_schema,
            answers.ref(schemas.schema_name(engine, "Verdict")),
            validate_history,
            f"{title}: a referee's verdict on a whole history, with every violation found.",
            _REPLAY_PROBLEMS,
            replay,
        )
        if engine.trick_game:
            _post_route(
                app,
                blp,
                engine,
                "trick-winner",
                "trick_winner",
                schemas.trick_winner_request_schema(engine),
                schemas.TrickWinnerResponseSchema,
                trick_winner,
                f"{title}: who wins a trick.",
                _CARDS_PROBLEMS,
                examples.trick_example(engine),
            )
        for helper in engine.card_helpers:
            _post_route(
                app,
                blp,
                engine,
                helper.path,
                helper.path.replace("/", "_").replace("-", "_"),
                card_helper_schema(engine, helper),
                schemas.card_helper_response_schema(engine, helper.path),
                partial(run_card_helper, helper=helper),
                f"{engine.title}: {helper.summary}",
                _CARDS_PROBLEMS,
                examples.helper_example(engine, helper.path),
            )
    api.register_blueprint(blp)


_GAME_PARAMETER = {
    "in": "path",
    "name": "game",
    "required": True,
    "schema": {"type": "string"},
    "description": "the game's id: " + ", ".join(ENGINES),
    "example": "euchre",
}

_UNDER_A_GAME = re.compile(r"^/v1/games/([^/]+)(?:/.*)?$")


def _described(engine: GameEngine) -> dict[str, Any]:
    """A game as GET /v1/games describes it: the engine's description and the tournament formats it plays."""
    return {**engine.describe(), "tournament_formats": list(GAME_FORMATS.get(engine.game_id, ()))}


def _no_such_game(game: str) -> Phrase:
    return Phrase("unknown_game", {"game": game, "games": list(ENGINES)})


def register_unknown_game_problem(app: Flask) -> None:
    """Any path under ``/v1/games/<game>`` that names no game, whatever the method: 404 naming the games.

    Routes exist per game, so such a path matches no route (404) or only the game detail's GET (405).
    """

    def answer(exc: HTTPException) -> Response:
        under = _UNDER_A_GAME.match(request.path)
        if under is None or engine_for(under.group(1)) is not None:
            return http_problem(exc)
        game = under.group(1)
        return problem(404, "unknown_game", _no_such_game(game), games=list(ENGINES))

    app.register_error_handler(NotFound, answer)
    app.register_error_handler(MethodNotAllowed, answer)


def card_helper_schema(engine: GameEngine, helper: CardHelper) -> type[Schema]:
    return Schema.from_dict(
        {
            "rules": fields.Dict(
                load_default=dict,
                metadata={"allOf": [{"$ref": f"#/components/schemas/{schemas.schema_name(engine, 'Rules')}"}]},
            ),
            helper.card_field: fields.List(
                fields.String(), required=True, validate=validate.Length(min=1, max=helper.max_cards)
            ),
        },
        name=schemas.schema_name(engine, "".join(p.capitalize() for p in helper.path.replace("/", "-").split("-")))
        + "Request",
    )


def run_card_helper(engine: GameEngine, body: dict[str, Any], *, helper: CardHelper) -> dict[str, Any]:
    resolved = resolved_rules(engine, body["rules"])
    rules = resolved.rules
    deck = engine.deck(rules)
    errors: dict[str, list[FieldMessage]] = {}
    cards = []
    for i, code in enumerate(body[helper.card_field]):
        try:
            cards.append(deck.parse(code))
        except CardError as exc:
            errors[f"{helper.card_field}.{i}"] = [exc.phrase]
    if not errors and helper.within_deck_copies:
        duplicates = deck.check_counts(cards)
        if duplicates:
            errors[helper.card_field] = list(duplicates)
    if errors:
        raise InvalidInput(errors)
    return {"game": engine.game_id, "rules": resolved.json, **helper.compute(rules, cards)}
