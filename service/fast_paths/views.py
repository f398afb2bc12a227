"""``VIEWS_UNWRAPPED``: Flask calls each view without flask-smorest's documentation wrappers.

Each flask-smorest decorator (``doc``, ``arguments``, ``response``, ``alt_response``) records the docs on the
view AND wraps it in a call through ``current_app.ensure_sync`` - thirteen nested calls on the session action
route.  Our views always return a finished ``Response`` (which ``response``'s wrapper hands on untouched), so
once the app is built and the docs are collected, :func:`serve_without_doc_wrappers` has Flask call each view
with only the wrappers that do work at request time: those made by :func:`runtime_decorator` (loading the
body, mapping session problems).  flask-smorest's decorators that do work at request time (``etag``,
``paginate``) are refused by :class:`~service.api.blueprint.ArbitroBlueprint`.
"""

from __future__ import annotations

import functools
import os
import weakref
from collections.abc import Callable
from typing import Any

import flask_smorest
from flask import Flask

View = Callable[..., Any]

_SMOREST_CODE = os.path.dirname(flask_smorest.__file__) + os.sep
_REAPPLY: weakref.WeakKeyDictionary[View, Callable[[View], View]] = weakref.WeakKeyDictionary()


def runtime_decorator(decorator: Callable[[View], View]) -> Callable[[View], View]:
    """Mark ``decorator``'s wrappers as doing work at request time (see the module docstring)."""

    @functools.wraps(decorator)
    def marking(view: View) -> View:
        wrapper = decorator(view)
        _REAPPLY[wrapper] = decorator
        return wrapper

    return marking


def _is_doc_wrapper(function: View) -> bool:
    code = getattr(function, "__code__", None)
    return code is not None and code.co_filename.startswith(_SMOREST_CODE) and hasattr(function, "__wrapped__")


def without_doc_wrappers(view: View) -> View:
    """``view`` rebuilt with only its runtime wrappers; a wrapper of unknown origin ends the unwrapping."""
    chain = [view]
    while chain[-1] in _REAPPLY or _is_doc_wrapper(chain[-1]):
        chain.append(chain[-1].__wrapped__)  # type: ignore[attr-defined]  # set by functools.wraps
    served = chain.pop()
    for wrapper in reversed(chain):
        if wrapper in _REAPPLY:
            served = _REAPPLY[wrapper](served)
    return served


def serve_without_doc_wrappers(app: Flask) -> None:
    """Have Flask call every view (and every method of a MethodView) without the doc wrappers.

    Call it once every blueprint is registered: flask-smorest reads the docs at registration.
    """
    for endpoint, view in app.view_functions.items():
        view_class = getattr(view, "view_class", None)
        if view_class is None:
            app.view_functions[endpoint] = without_doc_wrappers(view)
            continue
        for method in view_class.methods or ():
            name = method.lower()
            setattr(view_class, name, without_doc_wrappers(getattr(view_class, name)))
