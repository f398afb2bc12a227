"""gunicorn settings for Arbitro, every one from the environment (docs/OPERATIONS.md lists them),
read and checked by service/config.py: a value it does not accept stops the start, naming the variable.

    gunicorn -c deploy/gunicorn.conf.py 'service.app:create_app()'

Defaults suit a laptop: 127.0.0.1:8080, and one worker process unless REDIS_URL is set (the
in-memory session store lives in one process; with Redis, two workers). The container image
sets HOST=0.0.0.0. Logs, the access log included, are JSON lines on stdout; the master logs the
admission limits it starts with (SESSION_CREATE_LIMIT, TRUSTED_PROXY_HOPS, RATE_LIMIT).

Prometheus: when PROMETHEUS_MULTIPROC_DIR is set (in the environment, before gunicorn starts,
because prometheus_client reads it at import), the master empties that directory at start and
tells prometheus_client when a worker dies, so /metrics sums every worker. With METRICS_PORT (which
needs that directory) the master serves /metrics itself on that port, and the app does not serve it
on the API's: metrics never leave through whatever routes to the API.
"""

from __future__ import annotations

import gc
import os
import shutil
import sys
import tempfile

from service.config import ServerSettings, Settings, SettingsError
from service.logs import AccessLogger, logging_config

try:  # a bad value stops the start here, in the master, with one line naming the variable
    _service = Settings.load()
    _server = ServerSettings.load()
except SettingsError as exc:
    sys.exit(f"arbitro: {exc}")

_redis_configured = _service.redis_url is not None
_multiproc_dir = _server.prometheus_multiproc_dir or ""
_metrics_port = _service.metrics_port
if _metrics_port is not None and not _multiproc_dir:
    sys.exit(
        f"arbitro: invalid settings: METRICS_PORT={_metrics_port} needs PROMETHEUS_MULTIPROC_DIR: the master serves "
        "the metrics every worker writes there"
    )
if _metrics_port is not None and _server.bind is None and _metrics_port == _server.port:
    sys.exit(
        f"arbitro: invalid settings: METRICS_PORT={_metrics_port} is PORT too; the metrics need a port of their own"
    )

# --- where to listen
bind = _server.bind or f"{_server.host}:{_server.port}"
backlog = _server.gunicorn_backlog

# --- processes: on Kubernetes size workers to the CPU limit and let the HPA add pods
workers = _server.web_concurrency or _server.gunicorn_workers or (2 if _redis_configured else 1)
threads = _server.gunicorn_threads
# gevent: the events server's, a session's event stream a greenlet (docs/OPERATIONS.md, "The event stream")
worker_class = _server.gunicorn_worker_class
worker_connections = _server.gunicorn_worker_connections
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
preload_app = False  # each worker builds the app (and its Redis pool) after fork

# --- timeouts; graceful_timeout stays below Kubernetes' terminationGracePeriodSeconds
timeout = _server.gunicorn_timeout
graceful_timeout = _server.gunicorn_graceful_timeout
keepalive = _server.gunicorn_keepalive
# Recycling is off by default: a recycled worker rebuilds the app (~0.4 s of CPU) and drops every
# keep-alive connection it held; under load that halved Euchre's requests/s at 64 connections
# (docs/performance-history.md). Turn it on only against a leak.
max_requests = _server.gunicorn_max_requests
max_requests_jitter = _server.gunicorn_max_requests_jitter

# --- the longest request line read (gunicorn's own default, named because the referee console's
# share links, /referee?...&body=..., keep within it: MAX_REQUEST_LINE in service/console/static/console.js);
# a longer one is answered 414
limit_request_line = 4094

# --- behind a proxy: whose X-Forwarded-* headers to trust for the scheme (gunicorn's own default:
# 127.0.0.1). gunicorn leaves REMOTE_ADDR the peer's: the client address the limits count by comes
# from X-Forwarded-For in the app, TRUSTED_PROXY_HOPS deep (service/api/limits.py)
forwarded_allow_ips = _server.forwarded_allow_ips

# --- logs: JSON lines on stdout; the access line carries the request id, the route and the session
# the app leaves in the WSGI environ, built by a logger cheaper than gunicorn's (service/logs.py)
loglevel = _server.log_level
logger_class = AccessLogger
AccessLogger.sample = _server.access_log_sample
accesslog = None  # the access logger is configured by logconfig_dict below
errorlog = "-"
logconfig_dict = logging_config(level=loglevel, access_log=_server.access_log)

# --- gunicorn >= 25 opens a control socket under $HOME by default; a container needs none
control_socket_disable = not _server.gunicorn_control_socket

proc_name = "arbitro"


def when_ready(server) -> None:
    hops = _service.trusted_proxy_hops
    server.log.info(
        "admission: SESSION_CREATE_LIMIT %s per client address; the client address is %s; RATE_LIMIT %s",
        _service.session_create_limit,
        f"from X-Forwarded-For, {hops} proxy hop(s) deep (TRUSTED_PROXY_HOPS)" if hops else "the peer's",
        _service.rate_limit or "off",
    )
    if _metrics_port is not None:
        _serve_metrics(server, _metrics_port)
    if server.cfg.workers > 1 and not _redis_configured:
        server.log.warning(
            "%d workers without REDIS_URL: each worker has its own in-memory session store, "
            "so a session is only found by the worker that created it; set REDIS_URL or WEB_CONCURRENCY=1",
            server.cfg.workers,
        )


_metrics_server: list = []  # the master's metrics server, once it listens


def _serve_metrics(server, port: int) -> None:
    """The master serves /metrics on ``port`` (every worker's samples, summed), on a thread of its own."""
    from prometheus_client import start_http_server

    from service.observability import metrics_registry

    httpd, _thread = start_http_server(port, addr=_server.host, registry=metrics_registry())
    _metrics_server.append(httpd)
    server.log.info("metrics: served on %s:%d (METRICS_PORT), not on the API's port", _server.host, port)


def post_fork(server, worker) -> None:
    """A worker does not keep the master's metrics socket open (it would hold the port past the master)."""
    for httpd in _metrics_server:
        httpd.socket.close()


def post_worker_init(worker) -> None:
    """Leave what the worker built at start (the app, its schemas, tables and catalogues, every module: some
    80,000 objects) out of all later garbage collections. They live as long as the worker, and every full
    collection walked them all with the GIL held, stalling each request the worker holds; in process this halves
    the collector's CPU a session move and cuts its longest pause from about 230 to 90 ms (docs/performance-history.md,
    "Session moves under load: the collector, ..."). The start's own garbage is collected first, so none is kept."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(_server.gc_young_threshold, *gc.get_threshold()[1:])
    worker.log.info("worker: %d objects built at start left out of garbage collection", gc.get_freeze_count())


_records_made: list[str] = []  # the shared records' directory the master made, removed at exit


def on_starting(server) -> None:
    """Before the workers: with Redis, a directory where they share the sessions' latest records
    (SESSION_SHARED_RECORDS_DIR, unless set), so that a move skips its read whichever worker it reaches; and the
    metrics directory emptied, since samples of a previous run must not be summed in."""
    if _redis_configured and _service.session_shared_records_dir is None and _service.session_recent_record_bytes:
        shm = "/dev/shm" if os.path.isdir("/dev/shm") else None
        made = tempfile.mkdtemp(prefix="arbitro-records-", dir=shm)
        _records_made.append(made)
        os.environ["SESSION_SHARED_RECORDS_DIR"] = made
        server.log.info("sessions: the workers share their latest records in %s", made)
    if not _multiproc_dir:
        return
    if os.path.isdir(_multiproc_dir):
        for entry in os.scandir(_multiproc_dir):
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path)
            else:
                os.unlink(entry.path)
    else:
        os.makedirs(_multiproc_dir, exist_ok=True)


def on_exit(server) -> None:
    for made in _records_made:
        shutil.rmtree(made, ignore_errors=True)


if _multiproc_dir:

    def child_exit(server, worker) -> None:
        """Drop the live gauges of a worker that died (prometheus_client's multiprocess bookkeeping)."""
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid, _multiproc_dir)
