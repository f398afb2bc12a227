"""Admission: rate limits per client address, with flask-limiter.

- ``SESSION_CREATE_LIMIT`` (on by default, e.g. ``"20/minute;200/hour"``): how many sessions one
  client address may create; :func:`limit_creation` puts it on ``POST /v1/sessions``.
  The sessions a tournament's director opens for duplicate tables spend the same budget (a limit shared
  by both endpoints).
- ``TOURNAMENT_CREATE_LIMIT`` (the same default): how many tournaments, on ``POST /v1/tournaments``;
  ``TOURNAMENT_BYTES_LIMIT``: how many bytes of tournament records (:class:`ByteBudget`, each tournament
  created spending its record's size).
- ``TOURNAMENT_RESULT_LIMIT``: how many results and corrections, on a table's ``POST .../result``.
- ``RATE_LIMIT`` (off unless set, e.g. ``"200/second"``): one budget for every request of a client
  address but ``/healthz``, ``/readyz``, ``/metrics`` and CORS preflights (``OPTIONS``: a browser
  sends one before a cross-origin call, which counts), whatever the endpoint; it counts session
  creations too.

A creation spends its budget only when it creates: a request refused (400, 403, 422, 503...) is
checked against the budget (429 when it is spent) but does not spend it, so a client's mistakes
never lock it out of creating (flask-limiter's ``deduct_when``: the budget is tested before the view
and spent after a 2xx answer, so requests racing each other may create a few more than the rate).

Past a limit the client gets a 429 ``too_many_requests`` problem naming the limit (``limit``), with
``Retry-After``: the seconds until the moving window lets one more through.  Counters live in Redis
when ``REDIS_URL`` is set (keys ``<REDIS_KEY_PREFIX>:limits:...``, beside the sessions', so an ACL on the
prefix covers them), so every worker and replica shares them;
otherwise in process memory.  A limiter that cannot reach its storage counts in memory meanwhile
rather than failing requests.

The client address is the peer's, or - with ``TRUSTED_PROXY_HOPS`` = n > 0 - the n-th address from
the right of ``X-Forwarded-For`` (werkzeug's ProxyFix): the address the outermost trusted proxy
saw.  The service has no API keys, so the address is the client's identity.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from functools import partial, wraps
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import limits
from flask import Response, g, request
from flask.ctx import _AppCtxGlobals
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address
from werkzeug.middleware.proxy_fix import ProxyFix

from ..config import Settings
from ..fast_paths.flask_app import ArbitroFlask, AskedRequest, GivenAnswer
from ..messages import Phrase
from .problems import ProblemError, problem

log = logging.getLogger(__name__)

EXEMPT_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})
SESSION_CREATION = "session-creation"
TOURNAMENT_CREATION = "tournament-creation"
TOURNAMENT_BYTES = "tournament-bytes"
TOURNAMENT_RESULT = "tournament-result"
_CAUSES: dict[object, str] = {
    SESSION_CREATION: "session_creation",
    TOURNAMENT_CREATION: "tournament_creation",
    TOURNAMENT_BYTES: "tournament_bytes",
    TOURNAMENT_RESULT: "tournament_result",
}


def init_rate_limits(app: ArbitroFlask, settings: Settings) -> Limiter:
    """The limiter (``RATE_LIMIT`` as the application's limit), its 429 problems, and who the client is."""
    if settings.trusted_proxy_hops:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.trusted_proxy_hops)  # type: ignore[method-assign]
    storage_uri, storage_options = _counters_storage(settings)
    limiter = Limiter(
        get_remote_address,
        app=app,
        application_limits=[settings.rate_limit] if settings.rate_limit else [],
        storage_uri=storage_uri,
        storage_options=storage_options,
        headers_enabled=False,  # flask-limiter's own would put Retry-After on every answer, 2xx and 503 included
        swallow_errors=True,
        in_memory_fallback_enabled=True,
        strategy="moving-window",
    )
    limiter.request_filter(_is_exempt)
    app.register_error_handler(RateLimitExceeded, lambda exc: _too_many_requests(limiter, exc))
    if not settings.rate_limit:
        _without_request_hooks(app, limiter)
    return limiter


def _created(response: Response) -> bool:
    """Whether a creation's answer spends its budget: only a creation made does."""
    return response.status_code < 400


def _counters_storage(settings: Settings) -> tuple[str, dict[str, Any]]:
    """Where the counters live, as the ``limits`` library names it, and its client's options: the session
    store's Redis, whichever form ``REDIS_URL`` takes (``redis://``, ``rediss://``, ``unix://``, each a
    cluster's node under ``REDIS_CLUSTER``), else process memory.

    ``limits`` spells a Unix socket ``redis+unix://`` and a cluster ``redis+cluster://host:port`` (TLS as
    the ``ssl`` option); given the store's URL as it is, it refused ``unix://`` at start and spoke to a
    cluster through a one-node client whose every other slot answered MOVED, so each worker counted alone.
    A Redis that hangs costs a request no more than it costs the session store (flask-limiter types the
    options as text or integers; redis-py takes the seconds as a number).  The counters' keys go under the
    store's prefix (``limits`` would put them under its own ``LIMITS``)."""
    url = settings.redis_url
    if url is None:
        return "memory://", {}
    options: dict[str, Any] = {
        "socket_timeout": settings.redis_socket_timeout,
        "socket_connect_timeout": settings.redis_socket_timeout,
        "key_prefix": f"{settings.redis_key_prefix}:limits",
    }
    parts = urlsplit(url)
    if settings.redis_cluster:
        if parts.scheme == "rediss":
            options["ssl"] = True
        return urlunsplit(("redis+cluster", parts.netloc, "", "", "")), options
    if parts.scheme == "unix":
        return f"redis+{url}", options
    return url, options


def _without_request_hooks(app: ArbitroFlask, limiter: Limiter) -> None:
    """Drop the limiter's request hooks but for the creations: without ``RATE_LIMIT`` they have little to do.

    Its before-request hook checks the application's limits (none) and, after resolving the view's
    limits, none of the decorated ones (a decorated view checks its own when called); its
    after-request hook writes rate-limit headers (off) and spends the budgets whose spending waits for
    the answer (``deduct_when``: the creations'), so it is kept for the creations' requests alone (which
    :func:`limit_creation` marks on ``g``); its teardown hook clears the limiter's state of the request,
    which lives on the request's context and goes with it.  They cost about a tenth of a Euchre
    adjudication (docs/performance-history.md).
    """

    def limiters(hook: Callable) -> bool:
        bound_to = hook.args[0] if isinstance(hook, partial) and hook.args else getattr(hook, "__self__", None)
        return bound_to is limiter

    spend_after = [hook for hook in app.after_request_funcs[None] if limiters(hook)]
    for hooks in (app.before_request_funcs, app.after_request_funcs, app.teardown_request_funcs):
        registered: list[Any] = hooks[None]
        registered[:] = [hook for hook in registered if not limiters(hook)]

    def spend_a_creations_budget(_request: AskedRequest, ctx_g: _AppCtxGlobals, response: GivenAnswer) -> None:
        if _CREATING in ctx_g.__dict__:
            for hook in spend_after:
                hook(response)

    app.on_response(spend_a_creations_budget)


_CREATING = "arbitro_creation_limited"
"""The mark on ``g`` of a request whose view is a creation's (:func:`limit_creation`)."""


def limit_creation(limiter: Limiter, rate: str, scope: str) -> Callable[[Callable], Callable]:
    """The decorator of the views that create sessions (``scope`` :data:`SESSION_CREATION`: ``POST /v1/sessions``
    and a duplicate table's session), tournaments (:data:`TOURNAMENT_CREATION`) or results
    (:data:`TOURNAMENT_RESULT`): ``rate`` per client address, one budget for every view of the scope, on top of
    ``RATE_LIMIT``, spent only by a creation made (see the module docstring)."""
    limited = limiter.shared_limit(rate, scope=scope, override_defaults=False, deduct_when=_created)

    def decorator(view: Callable) -> Callable:
        checked = limited(view)

        @wraps(view)
        def creation(*args: Any, **kwargs: Any) -> Any:
            setattr(g, _CREATING, True)
            return checked(*args, **kwargs)

        return creation

    return decorator


def _too_many_requests(limiter: Limiter, exc: RateLimitExceeded) -> Response:
    """429 naming the limit met (``limit``, e.g. ``20 per 1 minute``) and the setting that sets it, and
    ``Retry-After``: the seconds until the window has room again."""
    met = limiter.current_limit
    wait = max(1, math.ceil(met.window.reset_time - time.time())) if met is not None else 1
    cause = _CAUSES.get(exc.limit.scope, "rate_limit")
    limit = str(exc.limit.limit)
    return problem(
        429,
        "too_many_requests",
        Phrase(f"too_many_requests.{cause}", {"limit": limit}),
        headers={"Retry-After": str(wait)},
        limit=limit,
    )


def _is_exempt() -> bool:
    return request.method == "OPTIONS" or request.path in EXEMPT_PATHS


class ByteBudget:
    """A budget of bytes per client address (``TOURNAMENT_BYTES_LIMIT``), in the limiter's storage (a fixed
    window: the budget comes back whole when the window turns): a creation
    is tested against it before it is written (:meth:`check`: a 429 ``too_many_requests`` when the window
    has not ``size`` bytes left) and spends its size once made (:meth:`spend`).  While the storage cannot be
    reached the budget is not held (as the limiter does)."""

    def __init__(self, limiter: Limiter, rate: str, scope: str):
        self.limiter = limiter
        self.items = limits.parse_many(rate)
        self.scope = scope
        self._counter: limits.strategies.FixedWindowRateLimiter | None = None

    @property
    def counter(self) -> limits.strategies.FixedWindowRateLimiter:
        """A fixed window over the limiter's storage: one counter a window, spent by ``INCRBY`` (a moving window
        would keep one entry for each byte)."""
        if self._counter is None:
            self._counter = limits.strategies.FixedWindowRateLimiter(self.limiter.limiter.storage)
        return self._counter

    def _ids(self) -> tuple[str, str]:
        return self.scope, get_remote_address()

    def check(self, size: int) -> None:
        for item in self.items:
            try:
                allowed = self.counter.test(item, *self._ids(), cost=size)
            except Exception:  # the storage is unreachable: the budget is not held meanwhile
                log.warning("the byte budget's storage is unreachable; not counting", exc_info=True)
                return
            if not allowed:
                reset, _left = self.counter.get_window_stats(item, *self._ids())
                wait = max(1, math.ceil(reset - time.time()))
                cause = _CAUSES[self.scope]
                raise ProblemError(
                    429,
                    "too_many_requests",
                    Phrase(f"too_many_requests.{cause}", {"limit": str(item)}),
                    headers={"Retry-After": str(wait)},
                    limit=str(item),
                )

    def spend(self, size: int) -> None:
        for item in self.items:
            try:
                self.counter.hit(item, *self._ids(), cost=size)
            except Exception:
                log.warning("the byte budget's storage is unreachable; not counting", exc_info=True)
