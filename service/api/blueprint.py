"""The Blueprint every API module uses: flask-smorest's, with a JSON body loader of our own.

flask-smorest documents ``@blp.arguments(schema)`` from the schema as usual; loading the body
goes through :class:`ArbitroParser`, which reads JSON with orjson (fast, and absurd nesting is
a decode error rather than an exhausted stack), loads it with the schema, and answers any
malformed input with a 400 problem naming each field - without webargs' per-request
machinery, which cost more than the schema itself on the hot endpoints.

Serving without the documentation wrappers: each flask-smorest decorator (``doc``,
``arguments``, ``response``, ``alt_response``) records the docs on the view AND wraps it in a
call through ``current_app.ensure_sync`` - thirteen nested calls on the session action route.
Our views always return a finished ``Response``, so once the app is built and the docs are
collected, :func:`serve_without_doc_wrappers` has Flask call each view with only the wrappers
that do work at request time: those made by :func:`runtime_decorator` (loading the body, mapping
session problems).
"""

from __future__ import annotations

import functools
import os
import weakref
from collections.abc import Callable
from typing import Any

import flask_smorest
from flask import Flask
from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError
from webargs.flaskparser import FlaskParser

from ..engine import InvalidInput
from .body_load import body_loader
from .request_body import json_body
from .schema_words import field_faults


class ArbitroParser(FlaskParser):
    DEFAULT_VALIDATION_STATUS = 400

    def use_args(self, argmap: Any, req: Any = None, *, location: str | None = None, **kwargs: Any):
        if location != "json" or not isinstance(argmap, Schema):
            return super().use_args(argmap, req, location=location, **kwargs)
        load = body_loader(argmap)

        @runtime_decorator
        def decorator(view):
            @functools.wraps(view)
            def loaded_view(*args: Any, **view_kwargs: Any):
                try:
                    body = load(json_body())
                except ValidationError as exc:
                    raise InvalidInput(field_faults(exc.messages)) from None
                return view(*args, body, **view_kwargs)

            return loaded_view

        return decorator


class ArbitroBlueprint(Blueprint):
    ARGUMENTS_PARSER = ArbitroParser()


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
