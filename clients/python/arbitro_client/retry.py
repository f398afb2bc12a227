"""503s and 429s retried where every request passes: an httpx transport that waits and sends the same request again.

The same request means the same headers: a move's ``Idempotency-Key`` and ``If-Match`` go again
unchanged, so a move the server did apply before answering 503 (behind a gateway that gave up on
it) is replayed, never applied twice. A 503 from Arbitro itself means nothing was done: the
session store was unreachable, out of memory or full. A 429 means a rate limit refused the request
before anything was done, and its ``Retry-After`` says when the window has room again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import httpx


@dataclass(frozen=True)
class Backoff:
    """How often and how long a 503 or a 429 is waited out.

    Before retry ``n`` (from 0) the client waits the answer's ``Retry-After`` (seconds) when it gives
    one, else ``base * 2**n``; never longer than ``cap``: a server asking for more is not waited for,
    and its answer is raised (a creation budget spent for the hour asks for minutes). After ``retries``
    retries the last 503 or 429 is raised.
    """

    retries: int = 4
    base: float = 0.5
    cap: float = 60.0  # the service's own longest Retry-After (STORE_FULL_RETRY_AFTER_SECONDS) by default
    sleep: Callable[[float], None] = time.sleep

    def delay(self, retry: int, retry_after: str | None) -> float | None:
        """The wait before retry number ``retry``, or None when it would exceed ``cap``."""
        asked = float(retry_after) if retry_after is not None and retry_after.strip().isdigit() else None
        wait = asked if asked is not None else self.base * 2**retry
        return wait if wait <= self.cap else None


RETRIED = frozenset({429, 503})
"""The answers that say nothing was done and to ask again later."""


class RetryingTransport(httpx.BaseTransport):
    """``inner`` (httpx's own transport by default), with each 503 and 429 retried as ``backoff`` says."""

    def __init__(self, backoff: Backoff, inner: httpx.BaseTransport | None = None) -> None:
        self.backoff = backoff
        self.inner = inner if inner is not None else httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        for retry in range(self.backoff.retries):
            if response.status_code not in RETRIED:
                break
            wait = self.backoff.delay(retry, response.headers.get("Retry-After"))
            if wait is None:
                break
            response.close()
            self.backoff.sleep(wait)
            response = self.inner.handle_request(request)
        return response

    def close(self) -> None:
        self.inner.close()
