"""The Blueprint every API module uses: flask-smorest's, with a body parser of our own.

The parser reads JSON with orjson (fast, and it refuses absurd nesting with a decode error
instead of exhausting the interpreter's stack) and answers malformed input with 400, as
API.md §1 asks, rather than webargs' default 422 (kept for broken game rules).
"""

from __future__ import annotations

from typing import Any

import flask
import orjson
from flask_smorest import Blueprint
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request


class ArbitroParser(FlaskParser):
    DEFAULT_VALIDATION_STATUS = 400

    def _raw_load_json(self, req: flask.Request) -> Any:
        if not is_json_request(req):
            return core.missing
        return orjson.loads(req.get_data(cache=True))


class ArbitroBlueprint(Blueprint):
    ARGUMENTS_PARSER = ArbitroParser()
