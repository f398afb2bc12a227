"""The Flask class Arbitro runs on: Flask, with request hooks that are given what they read of the request,
``g`` and the answer - so that :mod:`.lean_dispatch` can run the very same hooks around a request it answers
without Flask's request machinery."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from flask import Flask, Response, g, request
from flask.ctx import _AppCtxGlobals
from werkzeug.datastructures import Headers
from werkzeug.routing import Rule

HELD = "arbitro.held_exception"
"""The WSGI environ key under which :mod:`.lean_dispatch` hands Flask an exception its route raised, for Flask
to answer as if the view had raised it."""


class AskedRequest(Protocol):
    """What a response hook reads of the request: Flask's ``Request`` has it, and so has a lean request."""

    @property
    def environ(self) -> dict[str, Any]: ...
    @property
    def method(self) -> str: ...
    @property
    def path(self) -> str: ...
    @property
    def url_rule(self) -> Rule | None: ...
    @property
    def view_args(self) -> dict[str, Any] | None: ...


class GivenAnswer(Protocol):
    """What a response hook reads and adds to of the answer: Flask's ``Response`` has it, and so has a lean one."""

    @property
    def status_code(self) -> int: ...
    @property
    def headers(self) -> Headers: ...


RequestStart = Callable[[dict[str, Any], _AppCtxGlobals], None]
"""Called before a request's view with the WSGI environ and ``g``."""
ResponseHook = Callable[[AskedRequest, _AppCtxGlobals, GivenAnswer], None]
"""Called with the request, ``g`` and the answer, which it may add headers to."""
Teardown = Callable[[_AppCtxGlobals], None]
"""Called with ``g`` once the request is answered, whatever happened."""


class ArbitroFlask(Flask):
    """Flask, with request hooks that are given what they read of the request, ``g`` and the answer.

    The hooks of :meth:`on_request_start`, :meth:`on_response` and :meth:`on_teardown` are Flask's before-,
    after- and teardown hooks, in Flask's order; the app keeps them in that order too (:attr:`request_starts`,
    :attr:`responses`: in the order Flask runs them, the last registered first; :attr:`teardowns`).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.request_starts: list[RequestStart] = []
        self.responses: list[ResponseHook] = []
        self.teardowns: list[Teardown] = []

    def dispatch_request(self) -> Any:
        """Flask's, but for a request :mod:`.lean_dispatch` hands on with its route's exception: that is raised
        as the view would have raised it (and answered by the error handlers, after the request hooks)."""
        held = request.environ.pop(HELD, None)
        if held is not None:
            raise held
        return super().dispatch_request()

    def on_request_start(self, hook: RequestStart) -> None:
        self.request_starts.append(hook)
        self.before_request(lambda: hook(request.environ, g._get_current_object()))

    def on_response(self, hook: ResponseHook) -> None:
        self.responses.insert(0, hook)
        self.after_request(lambda response: _answered(hook, response))

    def on_teardown(self, hook: Teardown) -> None:
        self.teardowns.insert(0, hook)
        self.teardown_request(lambda _exc: hook(g._get_current_object()))


def _answered(hook: ResponseHook, response: Response) -> Response:
    hook(request._get_current_object(), g._get_current_object(), response)  # type: ignore[attr-defined]
    return response
