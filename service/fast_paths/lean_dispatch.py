"""``LEAN_DISPATCH``: the hottest route, a session's move, answered without Flask's request machinery.

Flask spends about a third of a move's CPU around the view: a request context pushed and popped, the URL map
bound and matched, ``g`` and a null cookie session made, the view found and called through its MethodView, a
``Response`` built and its after-request hooks run through proxies, the WSGI answer made from it.  For the
routes given to :func:`serve_lean`, :class:`LeanDispatch` (the app's ``wsgi_app``, as a WSGI middleware is
installed) answers an accepted request itself:

- the request must be a ``POST`` to the route's URL rule (string arguments only), with a JSON body sent with a
  ``Content-Length`` the app accepts and a plain ``Content-Type`` (:data:`JSON_TYPES`);
- the body is loaded by the route's own loader (the view's schema); the route's answer function is the same
  code the Flask view calls;
- the app's own request hooks (:class:`~service.fast_paths.flask_app.ArbitroFlask`'s) run around it, in
  Flask's order, given what they read of the request and the answer: the request id, the language, the
  metrics, the access log's facts, every header they add.

Anything else is Flask's to answer, the request untouched (or its body put back, once read): another method or
path, a body that is not plain JSON or that the schema refuses, a body without a length or over the limit.
An exception the route raises (a refusal, a store outage, a bug) is handed to Flask with the request
(:data:`~service.fast_paths.flask_app.HELD`), and Flask raises it where the view would have, so every problem
is rendered by the app's error handlers, with every hook.  The dispatch is installed only on an app whose
every request hook is one of its own (no CORS, no rate limits: those add Flask hooks of their own) and nothing
waits for the end of an app context.

tests/fast_paths holds it to the framework's path: the same status, headers (in order) and body.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from flask.ctx import _AppCtxGlobals
from werkzeug.datastructures import Headers
from werkzeug.http import HTTP_STATUS_CODES
from werkzeug.routing import Rule

from ..wire import loads
from .flask_app import HELD, ArbitroFlask

JSON_TYPES = frozenset({"application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"})
"""The ``Content-Type`` texts a lean route reads a body of (any other goes to Flask, which reads it its way)."""

_STRING_ARGUMENT = re.compile(r"<(?:string:)?([A-Za-z_][A-Za-z0-9_]*)>")
_LEAN_ROUTES = "arbitro.lean_routes"


@dataclass(frozen=True, slots=True)
class LeanAnswer:
    """A route's answer: its status, JSON body and own headers, as its view gives them to ``Response``."""

    status: int
    body: bytes
    headers: dict[str, str]


@dataclass(frozen=True, slots=True)
class LeanRoute:
    """A route answered lean: the Flask endpoint whose URL rule it answers, how its body is loaded, and its
    answer to the loaded body, the WSGI environ and the URL's arguments."""

    endpoint: str
    load: Callable[[Any], Any]
    answer: Callable[[Any, dict[str, Any], dict[str, str]], LeanAnswer]


def add_lean_route(app: ArbitroFlask, route: LeanRoute) -> None:
    """Offer ``route`` to :func:`serve_lean`."""
    app.extensions.setdefault(_LEAN_ROUTES, []).append(route)


def serve_lean(app: ArbitroFlask) -> None:
    """Have the routes offered by :func:`add_lean_route` answered lean, where every request hook is the app's own."""
    routes = app.extensions.get(_LEAN_ROUTES, [])
    if routes and _hooks_all_own(app):
        app.wsgi_app = LeanDispatch(app, routes)  # type: ignore[method-assign]  # the documented middleware way


def _hooks_all_own(app: ArbitroFlask) -> bool:
    registered = (
        (app.before_request_funcs, app.request_starts),
        (app.after_request_funcs, app.responses),
        (app.teardown_request_funcs, app.teardowns),
    )
    if app.teardown_appcontext_funcs or any(app.url_value_preprocessors.values()):
        return False
    return all(
        set(flask_hooks) <= {None} and len(flask_hooks.get(None, ())) == len(own) for flask_hooks, own in registered
    )


class _Asked:
    """What the response hooks read of a lean request (as of Flask's ``Request``)."""

    __slots__ = ("environ", "method", "path", "url_rule", "view_args")

    def __init__(self, environ: dict[str, Any], path: str, url_rule: Rule, view_args: dict[str, Any]) -> None:
        self.environ = environ
        self.method = "POST"
        self.path = path
        self.url_rule: Rule | None = url_rule
        self.view_args: dict[str, Any] | None = view_args


class _AnswerHeaders(Headers):
    """A lean answer's headers: werkzeug's ``Headers`` over the same list, whose methods the response hooks call
    on every answer done without the generic work (a header looked for and missing costs ``Headers`` an exception
    raised and caught; each value added a regular expression's search)."""

    def __init__(self, own: dict[str, str]) -> None:
        super().__init__()
        self._list = [(name, _header_value(value)) for name, value in own.items()]

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, str):
            return False
        key = key.lower()
        return any(name.lower() == key for name, _ in self._list)

    def add(self, key: str, value: Any, /, **kwargs: Any) -> None:
        if kwargs:  # the options' syntax: werkzeug's
            super().add(key, value, **kwargs)
        else:
            self._list.append((key, _header_value(value)))


def _header_value(value: Any) -> str:
    """``value`` as a header's text, refused (as ``Headers`` refuses it) if it holds a line break."""
    text = value if isinstance(value, str) else str(value)
    if "\n" in text or "\r" in text:
        raise ValueError("Header values must not contain newline characters.")
    return text


class _Given:
    """What the response hooks read and add to of a lean answer (as of Flask's ``Response``)."""

    __slots__ = ("headers", "status_code")

    def __init__(self, status_code: int, headers: Headers) -> None:
        self.status_code = status_code
        self.headers = headers


@dataclass(frozen=True, slots=True)
class _Served:
    pattern: re.Pattern[str]
    rule: Rule
    route: LeanRoute


class LeanDispatch:
    """The WSGI app answering the lean routes' accepted requests and handing every other request to Flask's."""

    def __init__(self, app: ArbitroFlask, routes: Sequence[LeanRoute]) -> None:
        self._flask = app.wsgi_app
        self._config = app.config
        self._starts = tuple(app.request_starts)
        self._responses = tuple(app.responses)
        self._teardowns = tuple(app.teardowns)
        rules = {rule.endpoint: rule for rule in app.url_map.iter_rules()}
        self._served = tuple(_served(rules[route.endpoint], route) for route in routes)

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ["REQUEST_METHOD"] == "POST":
            path: str = environ.get("PATH_INFO", "")
            for served in self._served:
                matched = served.pattern.fullmatch(path)
                if matched is not None and path.isascii():  # werkzeug decodes any other path its way
                    return self._answer(served, matched.groupdict(), environ, start_response)
        return self._flask(environ, start_response)

    def _answer(
        self, served: _Served, args: dict[str, str], environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        data = self._body(environ)
        if data is None:
            return self._flask(environ, start_response)
        try:
            body = served.route.load(loads(data))
        except Exception:  # refused (or worse): Flask reads it again and answers its way
            return self._handed_on(environ, start_response, data)
        ctx_g = _AppCtxGlobals()
        for start in self._starts:
            start(environ, ctx_g)
        try:
            answer = served.route.answer(body, environ, args)
        except Exception as exc:  # answered by Flask's error handlers, as the view's would be
            self._tear_down(ctx_g)
            environ[HELD] = exc
            return self._handed_on(environ, start_response, data)
        headers = _AnswerHeaders(answer.headers)
        headers["Content-Type"] = "application/json"  # as Response(mimetype=...) and its body set them
        headers["Content-Length"] = str(len(answer.body))
        given = _Given(answer.status, headers)
        asked = _Asked(environ, environ["PATH_INFO"], served.rule, dict(args))
        try:
            for respond in self._responses:
                respond(asked, ctx_g, given)
        finally:
            self._tear_down(ctx_g)
        start_response(_status_line(answer.status), headers.to_wsgi_list())
        return [answer.body]

    def _body(self, environ: dict[str, Any]) -> bytes | None:
        """The request's body, where a lean route reads it: else None, the request untouched."""
        length: str = environ.get("CONTENT_LENGTH") or ""
        limit: int | None = self._config["MAX_CONTENT_LENGTH"]
        if (
            environ.get("CONTENT_TYPE") not in JSON_TYPES
            or "HTTP_TRANSFER_ENCODING" in environ
            or not (length.isascii() and length.isdigit())
            or (limit is not None and int(length) > limit)
        ):
            return None
        stream = environ["wsgi.input"]
        data: bytes = stream.read() if "wsgi.input_terminated" in environ else stream.read(int(length))
        if len(data) != int(length):  # a server that sent more or less than it said: Flask's to judge
            environ["wsgi.input"] = io.BytesIO(data)
            return None
        return data

    def _tear_down(self, ctx_g: _AppCtxGlobals) -> None:
        for tear_down in self._teardowns:
            tear_down(ctx_g)

    def _handed_on(self, environ: dict[str, Any], start_response: Callable[..., Any], data: bytes) -> Iterable[bytes]:
        environ["wsgi.input"] = io.BytesIO(data)
        return self._flask(environ, start_response)


def _served(rule: Rule, route: LeanRoute) -> _Served:
    """The route with the pattern its URL rule matches (string arguments only: any text without a slash)."""
    pieces = _STRING_ARGUMENT.split(rule.rule)
    if any("<" in piece or ">" in piece for piece in pieces[::2]):
        raise ValueError(f"{rule.rule}: a lean route's arguments must be strings")
    pattern = "".join(re.escape(piece) if i % 2 == 0 else f"(?P<{piece}>[^/]+)" for i, piece in enumerate(pieces))
    return _Served(re.compile(pattern), rule, route)


def _status_line(status: int) -> str:
    return f"{status} {HTTP_STATUS_CODES[status].upper()}"
