"""The Flask class Arbitro runs on: Flask, asking once per function whether it is a coroutine function
(``SYNC_ONCE``, when :mod:`service.fast_paths` chooses it), and request hooks that are given the request
and ``g``."""

from __future__ import annotations

from collections.abc import Callable
from inspect import iscoroutinefunction
from typing import Any

from flask import Flask, Request, Response, g, request
from flask.ctx import _AppCtxGlobals

from . import FastPath, taken

RequestStart = Callable[[dict[str, Any], _AppCtxGlobals], None]
"""Called before a request's view with the WSGI environ and ``g``."""
ResponseHook = Callable[[Request, _AppCtxGlobals, Response], None]
"""Called with the request, ``g`` and the answer, which it may add headers to."""
Teardown = Callable[[_AppCtxGlobals], None]
"""Called with ``g`` once the request is answered, whatever happened."""


class ArbitroFlask(Flask):
    """Flask, with :meth:`ensure_sync` remembering its answer for each function (``SYNC_ONCE``), and request
    hooks that are given the request and ``g``.

    Flask passes every view, request hook and error handler through ``ensure_sync`` on every
    request - seven to nine calls on the hot routes here - and each asked
    ``inspect.iscoroutinefunction`` anew, which unwraps and inspects the function every time.
    Flask only passes it the functions registered on the app (and methods of a MethodView, bound
    to a new instance per request: their function is the key), so the table stays that small.

    The hooks of :meth:`on_request_start`, :meth:`on_response` and :meth:`on_teardown` are Flask's before-,
    after- and teardown hooks, in Flask's order.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._coroutine: dict[Callable[..., Any], bool] | None = {} if taken(FastPath.SYNC_ONCE) else None

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        if self._coroutine is None:
            return super().ensure_sync(func)
        function = getattr(func, "__func__", func)
        coroutine = self._coroutine.get(function)
        if coroutine is None:
            coroutine = self._coroutine[function] = iscoroutinefunction(func)
        return self.async_to_sync(func) if coroutine else func

    def on_request_start(self, hook: RequestStart) -> None:
        self.before_request(lambda: hook(request.environ, g._get_current_object()))

    def on_response(self, hook: ResponseHook) -> None:
        self.after_request(lambda response: _answered(hook, response))

    def on_teardown(self, hook: Teardown) -> None:
        self.teardown_request(lambda _exc: hook(g._get_current_object()))


def _answered(hook: ResponseHook, response: Response) -> Response:
    hook(request._get_current_object(), g._get_current_object(), response)  # type: ignore[attr-defined]
    return response
