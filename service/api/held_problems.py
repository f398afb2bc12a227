"""The problems of the server-held resources (sessions, tournaments) as problem+json answers.

- the session layer's problems (a missing or unknown token, a token without the right, a stale
  ``If-Match``...) with their status, ``WWW-Authenticate`` on a 401 and the current ``ETag`` on a 412;
- the store's outages, each a 503 with ``Retry-After``: ``store_unavailable`` (the store cannot be
  reached; ``SESSION_RETRY_AFTER_SECONDS``), ``store_full`` (the store keeps its last room for the
  running matches) and ``store_out_of_memory`` (Redis refused a write for want of memory), both
  ``STORE_FULL_RETRY_AFTER_SECONDS``.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from ..messages import Phrase
from ..sessions import (
    ActionRefused,
    Forbidden,
    IdempotencyKeyReused,
    InvalidToken,
    MatchOver,
    MissingToken,
    NotYourTurn,
    PreconditionRequired,
    SessionLimitReached,
    SessionNotFound,
    SessionProblem,
    TestSeedsDisabled,
    VersionMismatch,
    etag,
)
from ..store import StoreFull, StoreOutOfMemory, StoreUnavailable
from .problems import ProblemError

log = logging.getLogger(__name__)

NO_STORE = {"Cache-Control": "no-store", "Vary": "Authorization"}
"""The headers of an answer for a token's holder: kept by no cache, varying with the token."""

_STATUS: dict[type[SessionProblem], int] = {
    SessionNotFound: 404,
    MissingToken: 401,
    InvalidToken: 401,
    Forbidden: 403,
    TestSeedsDisabled: 403,
    PreconditionRequired: 428,
    VersionMismatch: 412,
    NotYourTurn: 409,
    MatchOver: 409,
    SessionLimitReached: 409,
    ActionRefused: 422,
    IdempotencyKeyReused: 422,
}


def held_problems(retry_after: int, full_retry_after: int) -> Callable[[Callable], Callable]:
    """The decorator turning a view's session problems, store outages and a full store into problems."""

    def decorate(view: Callable) -> Callable:
        @functools.wraps(view)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return view(*args, **kwargs)
            except SessionProblem as exc:
                status = _STATUS[type(exc)]
                headers = dict(NO_STORE)
                if status == 401:
                    error = ' error="invalid_token"' if isinstance(exc, InvalidToken) else ""
                    headers["WWW-Authenticate"] = f'Bearer realm="arbitro"{error}'
                if isinstance(exc, VersionMismatch) and exc.version is not None:
                    headers["ETag"] = etag(exc.version)
                raise ProblemError(status, exc.code, exc.detail, headers=headers, **exc.extra) from None
            except StoreUnavailable as exc:
                log.warning("store unavailable: %s", exc)
                raise ProblemError(
                    503,
                    "store_unavailable",
                    Phrase("store_unavailable"),
                    headers={"Retry-After": str(retry_after)},
                ) from None
            except StoreFull as exc:
                log.warning("store full: %s", exc)
                raise ProblemError(
                    503,
                    "store_full",
                    Phrase("store_full"),
                    headers={"Retry-After": str(full_retry_after)},
                ) from None
            except StoreOutOfMemory as exc:
                log.error("store out of memory: %s", exc)
                raise ProblemError(
                    503,
                    "store_out_of_memory",
                    Phrase("store_out_of_memory"),
                    headers={"Retry-After": str(full_retry_after)},
                ) from None

        return wrapper

    return decorate
