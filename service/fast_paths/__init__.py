"""Every speed path of the service: where it answers by a shorter way than its framework's documented one.

Each path below replaces a piece of Flask, flask-smorest, webargs, marshmallow, werkzeug or redis-py with code
of this package that must answer exactly as the framework would.  Each is kept only where it saves at least 3%
of a request's worker CPU (docs/PERFORMANCE.md, "The speed paths", measured by ``python -m bench.fast_paths``),
and each has a test that the service answers the same with it and without it (tests/fast_paths).

================  ==========================================  ==============================================
path              replaces                                    where
================  ==========================================  ==============================================
BODY_PARSER       webargs' ``use_args`` reading and loading    :mod:`.body_parser`
                  a JSON body
SCHEMA_LOAD       marshmallow's ``Schema.load`` of a body's    :mod:`.body_load`
                  fields
BODY_READ         werkzeug's ``get_data`` through its          :mod:`.request_body` (``body_bytes``)
                  ``LimitedStream``
REDIS_COMMANDS    redis-py's command layer for a move's        :mod:`.redis_commands`
                  ``HMGET`` and ``EVALSHA``
LEAN_DISPATCH     Flask's request machinery around a           :mod:`.lean_dispatch`
                  session's move and the stateless game
                  routes (request context, URL map, hooks
                  through proxies, ``Response``)
================  ==========================================  ==============================================

Dropped, each saving under 3% of every request measured (docs/performance-history.md, "The speed paths
measured one by one" and "Two speed paths dropped behind the lean dispatch"): Arbitro's request hooks run as one
Flask hook of each kind, a request's blueprints worked out once, one null cookie session for every request,
``is_json`` asked once per ``Content-Type`` text; Flask's ``ensure_sync`` remembered per function, and Flask calling
each view without flask-smorest's documentation wrappers (both once the lean dispatch answered the hot routes).

Not counted as speed paths, being the frameworks' own documented ways: a view returning a finished
``Response`` (Flask) - its body is held to the documented schema by tests/conformance.py, every schema of an
answer closed (tests/fast_paths/test_answer_schemas_closed.py); orjson as Flask's JSON provider; redis-py's
``single_connection_client``.

Which paths an app takes is chosen when it is built (``create_app(fast_paths=...)``): every path by default,
fewer for the benchmark and the equivalence tests.  The parts built with the app ask :func:`taken` while it is
built (:func:`choosing` holds the choice for that while), never while it serves.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar


class FastPath(enum.Enum):
    BODY_PARSER = "body_parser"
    SCHEMA_LOAD = "schema_load"
    BODY_READ = "body_read"
    REDIS_COMMANDS = "redis_commands"
    LEAN_DISPATCH = "lean_dispatch"


ALL = frozenset(FastPath)
"""What the service takes."""

NONE: frozenset[FastPath] = frozenset()
"""The frameworks' documented paths only."""

_CHOSEN: ContextVar[frozenset[FastPath]] = ContextVar("fast_paths", default=ALL)


@contextmanager
def choosing(paths: Iterable[FastPath]) -> Iterator[None]:
    """Build what is built inside the block with ``paths`` taken (and no other)."""
    token = _CHOSEN.set(frozenset(paths))
    try:
        yield
    finally:
        _CHOSEN.reset(token)


def taken(path: FastPath) -> bool:
    """Whether what is being built takes ``path``.

    >>> with choosing([FastPath.BODY_READ]):
    ...     taken(FastPath.BODY_READ), taken(FastPath.SCHEMA_LOAD)
    (True, False)
    >>> taken(FastPath.SCHEMA_LOAD)
    True
    """
    return path in _CHOSEN.get()
