"""The Flask class Arbitro runs on: Flask, asking once per function whether it is a coroutine function
(``SYNC_ONCE``), running Arbitro's own request hooks as one before-, one after- and one teardown hook
(``HOOKS_ONCE``), working out a request's blueprints once (``BLUEPRINTS_ONCE``), and opening no cookie
session anew for each request (``NULL_SESSION``): each of these speed paths as :mod:`service.fast_paths`
chooses, when the app is built."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from inspect import iscoroutinefunction
from typing import Any

from flask import Flask, Request, Response, g, request
from flask.ctx import _AppCtxGlobals
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface

from . import FastPath, taken

RequestStart = Callable[[dict[str, Any], _AppCtxGlobals], None]
"""Called before a request's view with the WSGI environ and ``g``."""
ResponseHook = Callable[[Request, _AppCtxGlobals, Response], None]
"""Called with the request, ``g`` and the answer, which it may add headers to."""
Teardown = Callable[[_AppCtxGlobals], None]
"""Called with ``g`` once the request is answered, whatever happened."""


class ArbitroRequest(Request):
    """Flask's request, its :attr:`blueprints` worked out once.

    Flask asks for them three times a request (before the view, after it, at teardown), and each time
    derives them anew from the endpoint; they follow from the URL rule matched, which Flask sets before it
    first asks and never changes.
    """

    @cached_property
    def blueprints(self) -> list[str]:
        return super().blueprints


class NoCookieSessions(SecureCookieSessionInterface):
    """Flask's cookie sessions, which Arbitro does not use: with no secret key set (Arbitro sets none) Flask
    opens no session but makes a new empty, read-only null session for every request; here it is made once.
    With a secret key, Flask's sessions as ever."""

    def __init__(self) -> None:
        self._null = self.null_session_class()

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if app.secret_key:
            return super().open_session(app, request)
        return self._null


class ArbitroFlask(Flask):
    """Flask, with :meth:`ensure_sync` remembering its answer for each function, and request hooks that are
    given the request and ``g``.

    Flask passes every view, request hook and error handler through ``ensure_sync`` on every
    request - seven to nine calls on the hot routes here - and each asked
    ``inspect.iscoroutinefunction`` anew, which unwraps and inspects the function every time.
    Flask only passes it the functions registered on the app (and methods of a MethodView, bound
    to a new instance per request: their function is the key), so the table stays that small.

    The hooks of :meth:`on_request_start`, :meth:`on_response` and :meth:`on_teardown` run inside one
    Flask hook of each kind, registered before any other: ``request`` and ``g`` are context-local
    proxies, and each use of one looks the request up again (about a microsecond), so they are
    looked up once per request and handed to every hook.  They run in Flask's order: the starts and
    teardowns as registered, the response hooks in the reverse order.

    Without a speed path (:mod:`service.fast_paths`), Flask's own way: ``ensure_sync`` asks every time, each
    hook is a Flask hook of its own, a request is Flask's, and Flask's cookie sessions open a null one each time.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if taken(FastPath.BLUEPRINTS_ONCE):
            self.request_class = ArbitroRequest
        if taken(FastPath.NULL_SESSION):
            self.session_interface = NoCookieSessions()
        self._coroutine: dict[Callable[..., Any], bool] | None = {} if taken(FastPath.SYNC_ONCE) else None
        self._hooks_once = taken(FastPath.HOOKS_ONCE)
        self._request_starts: list[RequestStart] = []
        self._response_hooks: list[ResponseHook] = []
        self._teardowns: list[Teardown] = []
        if self._hooks_once:
            self.before_request(self._start_request)
            self.after_request(self._answer)
            self.teardown_request(self._tear_down)

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        if self._coroutine is None:
            return super().ensure_sync(func)
        function = getattr(func, "__func__", func)
        coroutine = self._coroutine.get(function)
        if coroutine is None:
            coroutine = self._coroutine[function] = iscoroutinefunction(func)
        return self.async_to_sync(func) if coroutine else func

    def on_request_start(self, hook: RequestStart) -> None:
        if self._hooks_once:
            self._request_starts.append(hook)
        else:
            self.before_request(lambda: hook(request.environ, g._get_current_object()))

    def on_response(self, hook: ResponseHook) -> None:
        if self._hooks_once:
            self._response_hooks.insert(0, hook)
        else:
            self.after_request(lambda response: _answered(hook, response))

    def on_teardown(self, hook: Teardown) -> None:
        if self._hooks_once:
            self._teardowns.append(hook)
        else:
            self.teardown_request(lambda _exc: hook(g._get_current_object()))

    def _start_request(self) -> None:
        environ = request.environ
        ctx_g = g._get_current_object()
        for hook in self._request_starts:
            hook(environ, ctx_g)

    def _answer(self, response: Response) -> Response:
        req = request._get_current_object()  # type: ignore[attr-defined]  # werkzeug's LocalProxy
        ctx_g = g._get_current_object()
        for hook in self._response_hooks:
            hook(req, ctx_g, response)
        return response

    def _tear_down(self, _exc: BaseException | None) -> None:
        ctx_g = g._get_current_object()
        for hook in self._teardowns:
            hook(ctx_g)


def _answered(hook: ResponseHook, response: Response) -> Response:
    hook(request._get_current_object(), g._get_current_object(), response)  # type: ignore[attr-defined]
    return response
