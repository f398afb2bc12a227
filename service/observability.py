"""Request ids, Prometheus metrics and the log context: ``init_observability(app)`` wires them.

- Every request gets an id: the client's ``X-Request-ID`` when it is a sane token, else a new
  one. It is echoed in the ``X-Request-ID`` response header (so gunicorn's access log has it),
  in every problem body (``request_id``) and in the app's log records.
- ``GET /metrics`` serves Prometheus text. With ``PROMETHEUS_MULTIPROC_DIR`` in the environment
  (set before Python starts: prometheus_client reads it at import) every gunicorn worker writes
  its samples to that directory and a scrape sums them all; without it, the one process's own.
  With ``METRICS_PORT`` set the app does not serve it: gunicorn's master does, on that port
  (deploy/gunicorn.conf.py, from :func:`metrics_registry`), apart from the API's.
- ``record_store_error(kind)`` counts session store failures, for the sessions code to call.

Metric labels stay bounded: ``endpoint`` is the Flask URL rule, never the raw path, and
``game`` is a registered game id or "".
"""

from __future__ import annotations

import logging
import os
import re
import time
from contextvars import ContextVar
from typing import Any

from flask import Response, g, has_request_context, request
from flask.ctx import _AppCtxGlobals
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.multiprocess import MultiProcessCollector

from .fast_paths.flask_app import ArbitroFlask, AskedRequest, GivenAnswer
from .games.registry import ENGINES
from .logs import REQUEST_ID_KEY, ROUTE_KEY, SESSION_KEY

REQUEST_ID_HEADER = "X-Request-ID"
_REQUEST_ID_ENVIRON_KEY = "HTTP_X_REQUEST_ID"  # WSGI's name for the incoming header
_STARTED_KEY = "arbitro.started"  # the environ's note of when the app first saw the request
METRICS_PATH = "/metrics"
UNMATCHED = "<unmatched>"
_SANE_REQUEST_ID = re.compile(r"[A-Za-z0-9._:@/+=-]{1,128}")

disable_created_metrics()  # no *_created series: they double the output and multiprocess mode has none

HTTP_REQUESTS = Counter(
    "arbitro_http_requests_total",
    "HTTP requests answered, by method, endpoint (URL rule), game and status",
    ["method", "endpoint", "game", "status"],
)
HTTP_LATENCY = Histogram(
    "arbitro_http_request_duration_seconds",
    "Time to answer an HTTP request inside the app, by method, endpoint (URL rule) and game",
    ["method", "endpoint", "game"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
SESSION_STORE_ERRORS = Counter(
    "arbitro_session_store_errors_total",
    "Session store operations that failed, by kind (a small fixed set, e.g. connection, timeout)",
    ["kind"],
)


def record_store_error(kind: str) -> None:
    """Count one failed session store operation; ``kind`` must come from a small fixed set."""
    SESSION_STORE_ERRORS.labels(kind=kind).inc()


def tag_game(game_id: str) -> None:
    """Label this request's metrics with ``game_id`` (for routes whose path does not name it)."""
    g.arbitro_game = game_id


def current_request_id() -> str | None:
    """This request's id (made on first use), or None outside a request."""
    if not has_request_context():
        return None
    request_id = g.get("request_id")
    if request_id is None:
        request_id = g.request_id = _incoming_or_new_request_id(request.environ)
    return request_id


def _incoming_or_new_request_id(environ: dict[str, Any]) -> str:
    incoming = environ.get(_REQUEST_ID_ENVIRON_KEY)  # what request.headers.get reads, without it
    if incoming and _SANE_REQUEST_ID.fullmatch(incoming):
        return incoming
    return os.urandom(16).hex()  # 32 hex digits, as uuid4().hex, at a fifth of its cost


def _game_label(req: AskedRequest, ctx_g: _AppCtxGlobals) -> str:
    tagged = ctx_g.get("arbitro_game")
    if tagged is not None:
        return tagged if tagged in ENGINES else ""
    game = (req.view_args or {}).get("game")
    if game is None:
        # game routes name the game in the rule itself: /v1/games/<game id>/...
        parts = req.path.split("/", 5)
        if len(parts) > 3 and parts[1] == "v1" and parts[2] == "games":
            game = parts[3]
    return game if game in ENGINES else ""


def start_request(environ: dict[str, Any], ctx_g: _AppCtxGlobals) -> None:
    """Before a request: its id, and the time it started.

    Both are kept in the WSGI environ, so that a request handed on to Flask by the lean dispatch
    (service.fast_paths.lean_dispatch) keeps the id its log records already carry, and its start.
    """
    request_id = environ.get(REQUEST_ID_KEY)
    if request_id is None:
        request_id = environ[REQUEST_ID_KEY] = _incoming_or_new_request_id(environ)
        environ[_STARTED_KEY] = time.perf_counter()
    ctx_g.request_id = request_id
    ctx_g.arbitro_started = environ[_STARTED_KEY]
    ctx_g.arbitro_logged_id = _LOGGED_ID.set(request_id)


def _stop_logging_the_id(ctx_g: _AppCtxGlobals) -> None:
    token = ctx_g.pop("arbitro_logged_id", None)
    if token is not None:
        _LOGGED_ID.reset(token)


def finish_request(req: AskedRequest, ctx_g: _AppCtxGlobals, response: GivenAnswer) -> None:
    """Its answer: the request id in the headers, the access log's facts, the metrics."""
    request_id = ctx_g.get("request_id") or current_request_id()
    response.headers.add(REQUEST_ID_HEADER, request_id)  # no view sets it: added, not looked for first
    rule = req.url_rule
    endpoint = rule.rule if rule is not None else UNMATCHED
    _tell_the_access_log(req.environ, request_id, endpoint, req.view_args)
    started = ctx_g.get("arbitro_started")
    if started is not None and req.path != METRICS_PATH:
        latency, answered = _children(req.method, endpoint, _game_label(req, ctx_g), response.status_code)
        latency.observe(time.perf_counter() - started)
        answered.inc()


def _tell_the_access_log(
    environ: dict[str, Any], request_id: str | None, endpoint: str, view_args: dict | None
) -> None:
    """Leave in the WSGI environ what the access line says beyond gunicorn's facts (service.logs)."""
    environ[REQUEST_ID_KEY] = request_id
    environ[ROUTE_KEY] = endpoint
    if view_args:
        environ[SESSION_KEY] = view_args.get("session_id")


_kept_children: dict[tuple[str, str, str, int], tuple[Any, Any]] = {}


def _children(method: str, endpoint: str, game: str, status: int) -> tuple[Any, Any]:
    """``HTTP_LATENCY.labels(method, endpoint, game)`` and ``HTTP_REQUESTS.labels(..., str(status))``, kept once
    made.

    ``labels()`` checks and stringifies its values and takes a lock on every call, twice per
    request; the children it returns for given values never change, and this table grows no
    more than the metrics' own tables of children.
    """
    key = (method, endpoint, game, status)
    children = _kept_children.get(key)
    if children is None:
        children = _kept_children[key] = (
            HTTP_LATENCY.labels(method, endpoint, game),
            HTTP_REQUESTS.labels(method, endpoint, game, str(status)),
        )
    return children


def metrics_registry() -> CollectorRegistry:
    """The registry a scrape reads: every worker's samples in multiprocess mode, else this process's."""
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        return REGISTRY
    registry = CollectorRegistry()
    MultiProcessCollector(registry, path=directory)
    return registry


def _metrics() -> Response:
    return Response(generate_latest(metrics_registry()), headers={"Content-Type": CONTENT_TYPE_LATEST})


_LOGGED_ID: ContextVar[str | None] = ContextVar("arbitro_request_id", default=None)
"""The id of the request being answered, for its log records (set and reset by the request hooks)."""
_record_factory_installed = False


def _install_log_record_factory() -> None:
    """Give every log record made during a request its ``request_id`` (once per process)."""
    global _record_factory_installed
    if _record_factory_installed:
        return
    previous = logging.getLogRecordFactory()

    def factory(*args, **kwargs) -> logging.LogRecord:
        record = previous(*args, **kwargs)
        request_id = _LOGGED_ID.get()
        if request_id is not None:
            record.request_id = request_id
        elif has_request_context():
            record.request_id = g.get("request_id")
        return record

    logging.setLogRecordFactory(factory)
    _record_factory_installed = True


def init_observability(app: ArbitroFlask, serve_metrics: bool = True) -> None:
    """Request ids, per-request metrics and, with ``serve_metrics``, ``GET /metrics`` for ``app`` (without it,
    gunicorn's master serves them on ``METRICS_PORT``: deploy/gunicorn.conf.py)."""
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory:
        os.makedirs(directory, exist_ok=True)
    _install_log_record_factory()
    app.on_request_start(start_request)
    app.on_response(finish_request)
    app.on_teardown(_stop_logging_the_id)
    if serve_metrics:
        app.add_url_rule(METRICS_PATH, "metrics", _metrics, methods=["GET"])
