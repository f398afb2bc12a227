"""``BODY_PARSER``: a view's JSON body read and loaded by its schema without webargs' per-request machinery
(its parse, its location look-up, its schema resolution and error callbacks), which cost more than the schema
itself on the hot endpoints.  What it reads and how it refuses are :class:`~service.api.blueprint.ArbitroParser`'s,
as webargs' own path has them."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from marshmallow import Schema, ValidationError

from .body_load import schema_loader
from .request_body import json_body_reader

View = Callable[..., Any]


def body_loading(schema: Schema, refusal: Callable[[ValidationError], Exception]) -> Callable[[View], View]:
    """The decorator passing a view the request's JSON body loaded by ``schema`` after its other arguments;
    ``refusal`` of what the schema raised when it refuses the body."""
    load = schema_loader(schema)
    json_body = json_body_reader()

    def decorator(view: View) -> View:
        @functools.wraps(view)
        def loaded_view(*args: Any, **view_kwargs: Any) -> Any:
            try:
                body = load(json_body())
            except ValidationError as exc:
                raise refusal(exc) from None
            return view(*args, body, **view_kwargs)

        return loaded_view

    return decorator
