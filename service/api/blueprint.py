"""The Blueprint every API module uses: flask-smorest's, with a JSON body loader of our own.

flask-smorest documents ``@blp.arguments(schema)`` from the schema as usual; loading the body
goes through :class:`ArbitroParser`, which reads JSON with orjson (fast, and absurd nesting is
a decode error rather than an exhausted stack), loads it with the schema, and answers any
malformed input with a 400 problem naming each field - without webargs' per-request
machinery, which cost more than the schema itself on the hot endpoints.
"""

from __future__ import annotations

import functools
from typing import Any

import orjson
from flask import request
from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError
from webargs.flaskparser import FlaskParser

from ..engine import InvalidInput
from .problems import flatten_messages


def json_body() -> Any:
    """The request's JSON body, or InvalidInput saying why there is none."""
    if not request.is_json:
        raise InvalidInput.at("body", "must be JSON, sent with Content-Type: application/json")
    raw = request.get_data(cache=True)
    if not raw:
        raise InvalidInput.at("body", "is empty")
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise InvalidInput.at("body", f"is not valid JSON ({exc})") from None


class ArbitroParser(FlaskParser):
    DEFAULT_VALIDATION_STATUS = 400

    def use_args(self, argmap: Any, req: Any = None, *, location: str | None = None, **kwargs: Any):
        if location != "json" or not isinstance(argmap, Schema):
            return super().use_args(argmap, req, location=location, **kwargs)
        schema = argmap

        def decorator(view):
            @functools.wraps(view)
            def loaded_view(*args: Any, **view_kwargs: Any):
                try:
                    body = schema.load(json_body())
                except ValidationError as exc:
                    raise InvalidInput(flatten_messages(exc.messages)) from None
                return view(*args, body, **view_kwargs)

            return loaded_view

        return decorator


class ArbitroBlueprint(Blueprint):
    ARGUMENTS_PARSER = ArbitroParser()
