"""Rate limiting (off unless ``RATE_LIMIT`` is set, e.g. ``"200/second"``), per client address.

Counters live in Redis when ``REDIS_URL`` is set, so every worker and replica shares them;
otherwise in process memory.  A limiter that cannot reach its storage lets requests through
rather than failing them.
"""

from __future__ import annotations

from flask import Flask, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address

from ..config import Settings

EXEMPT_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})


def init_rate_limit(app: Flask, settings: Settings) -> Limiter | None:
    if not settings.rate_limit:
        return None
    limiter = Limiter(
        get_remote_address,
        app=app,
        default_limits=[settings.rate_limit],
        storage_uri=settings.redis_url or "memory://",
        headers_enabled=True,
        swallow_errors=True,
        in_memory_fallback_enabled=True,
        strategy="moving-window",
    )
    limiter.request_filter(_is_exempt)
    return limiter


def _is_exempt() -> bool:
    return request.path in EXEMPT_PATHS
