"""The Blueprint every API module uses: flask-smorest's, with a JSON body loader of our own.

flask-smorest documents ``@blp.arguments(schema)`` from the schema as usual; loading the body goes through
:class:`ArbitroParser`, which reads JSON with orjson (fast, and absurd nesting is a decode error rather than
an exhausted stack; a key given twice is refused), loads it with the schema, and answers any malformed input
with a 400 problem naming each field.  With the ``BODY_PARSER`` speed path (:mod:`service.fast_paths`) it
does so without webargs' per-request machinery, which cost more than the schema itself on the hot endpoints;
without it, through webargs' own ``use_args``, its JSON reading and its error handler given ours.

flask-smorest's decorators that work at request time on what a view returns, ``etag`` and ``paginate``, are
refused: every view here returns a finished ``Response``, which they would hand on untouched.  Conditional
requests are :mod:`service.api.conditional`'s; nothing is paginated.
"""

from __future__ import annotations

from typing import Any, NoReturn

from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError
from webargs.flaskparser import FlaskParser

from ..engine import InvalidInput
from ..fast_paths import FastPath, taken
from ..fast_paths.body_parser import body_loading
from ..fast_paths.request_body import JsonBody, json_body_reader
from .schema_words import field_faults


class ArbitroParser(FlaskParser):
    DEFAULT_VALIDATION_STATUS = 400

    def use_args(self, argmap: Any, req: Any = None, *, location: str | None = None, **kwargs: Any):
        if location != "json" or not isinstance(argmap, Schema):
            return super().use_args(argmap, req, location=location, **kwargs)
        if taken(FastPath.BODY_PARSER):
            return body_loading(argmap, _refusal)
        return WebargsJsonParser(json_body_reader()).use_args(argmap, location="json")


def _refusal(error: ValidationError) -> InvalidInput:
    """A body the schema refuses: a 400 naming each field."""
    return InvalidInput(field_faults(error.messages))


class WebargsJsonParser(FlaskParser):
    """webargs' parser of a JSON body, reading it with ``json_body`` and answering a body the schema refuses
    as :class:`ArbitroParser` does."""

    def __init__(self, json_body: JsonBody) -> None:
        super().__init__()
        self._json_body = json_body

    def load_json(self, req: Any, schema: Schema) -> Any:
        return self._json_body()

    def handle_error(self, error: ValidationError, *args: Any, **kwargs: Any) -> NoReturn:
        messages = error.messages
        assert isinstance(messages, dict)  # webargs puts the schema's messages under the location
        raise InvalidInput(field_faults(messages["json"])) from None


class ArbitroBlueprint(Blueprint):
    ARGUMENTS_PARSER = ArbitroParser()

    def etag(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(
            "ArbitroBlueprint.etag: views return finished Responses, which flask-smorest's ETag would not see; "
            "answer conditional requests with service.api.conditional"
        )

    def paginate(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(
            "ArbitroBlueprint.paginate: views return finished Responses, which flask-smorest's pagination would "
            "not see; nothing is paginated (service/api/spec.py)"
        )
