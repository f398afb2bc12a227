"""The application factory: wiring only."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from flask import Flask

from . import __version__
from .api.catalogue import register_problem_pages
from .api.clubs import init_clubs
from .api.cors import init_cors
from .api.docs import INTRODUCTION, register_docs_page
from .api.games import register_game_routes, register_unknown_game_problem
from .api.jsonio import OrjsonProvider
from .api.language import init_language
from .api.limits import init_rate_limits
from .api.matches import register_match_routes
from .api.ops import ops_blueprint
from .api.page_assets import register_page_assets
from .api.page_headers import init_page_headers
from .api.problems import register_problem_handlers
from .api.sessions import register_session_routes
from .api.spec import SPEC_KWARGS, ArbitroApi
from .api.tournaments import register_tournament_routes
from .config import Settings
from .console import console_blueprint
from .fast_paths import ALL, FastPath, choosing, taken
from .fast_paths.flask_app import ArbitroFlask
from .fast_paths.lean_dispatch import serve_lean
from .observability import init_observability

API_TITLE = "Arbitro"
API_VERSION = __version__


def create_app(config: dict[str, Any] | None = None, fast_paths: Collection[FastPath] = ALL) -> Flask:
    """Build the app; ``config`` overrides settings read from the environment.

    A setting's value that is not accepted raises :class:`~service.config.SettingsError`, naming it.
    ``fast_paths``: the speed paths the app takes (:mod:`service.fast_paths`; fewer only to measure them or to
    prove that they answer as the frameworks do).
    """
    settings = Settings.load(config)
    with choosing(fast_paths):
        return _built(settings)


def _built(settings: Settings) -> Flask:
    app = ArbitroFlask(__name__)
    app.json = OrjsonProvider(app)
    app.config.update(
        API_TITLE=API_TITLE,
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
    )
    app.extensions["arbitro.settings"] = settings
    init_observability(app, serve_metrics=settings.metrics_port is None)
    init_language(app)
    init_page_headers(app)
    api = ArbitroApi(app, spec_kwargs=SPEC_KWARGS | {"info": SPEC_KWARGS["info"] | {"description": INTRODUCTION}})
    register_docs_page(app, API_TITLE)
    register_page_assets(app)
    register_problem_handlers(app, settings.session_retry_after_seconds)
    register_unknown_game_problem(app)
    init_cors(app, settings.cors_origins)
    limiter = init_rate_limits(app, settings)
    register_game_routes(app, api, settings.max_actions)
    register_match_routes(api, settings)
    sessions = register_session_routes(app, api, settings, limiter)
    archive = init_clubs(app, api, settings)
    register_tournament_routes(app, api, settings, limiter, archive)
    api.register_blueprint(ops_blueprint({"sessions": sessions}))
    register_problem_pages(api)
    app.register_blueprint(console_blueprint())
    if taken(FastPath.LEAN_DISPATCH):
        serve_lean(app)
    return app
