"""The Flask class Arbitro runs on: Flask, asking once per function whether it is a coroutine function."""

from __future__ import annotations

from collections.abc import Callable
from inspect import iscoroutinefunction
from typing import Any

from flask import Flask


class ArbitroFlask(Flask):
    """Flask, with :meth:`ensure_sync` remembering its answer for each function.

    Flask passes every view, request hook and error handler through ``ensure_sync`` on every
    request - seven to nine calls on the hot routes here - and each asked
    ``inspect.iscoroutinefunction`` anew, which unwraps and inspects the function every time.
    Flask only passes it the functions registered on the app (and methods of a MethodView, bound
    to a new instance per request: their function is the key), so the table stays that small.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._coroutine: dict[Callable[..., Any], bool] = {}

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        function = getattr(func, "__func__", func)
        coroutine = self._coroutine.get(function)
        if coroutine is None:
            coroutine = self._coroutine[function] = iscoroutinefunction(func)
        return self.async_to_sync(func) if coroutine else func
