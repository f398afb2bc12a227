"""The flask-smorest Api, adjusted so the OpenAPI document tells the truth about errors.

Every error this service answers is RFC 9457 problem details (``application/problem+json``),
so the default and per-status error responses are documented that way.  Request fields that
are loaded loosely but checked by an engine (the action list) document their items through
``items_schema`` metadata.
"""

from __future__ import annotations

import http

from flask_smorest import Api
from flask_smorest.utils import prepare_response

from .problems import PROBLEM_JSON
from .schemas import ProblemSchema


class ArbitroApi(Api):
    ERROR_SCHEMA = ProblemSchema

    def _register_responses(self):
        for status in http.HTTPStatus:
            response = {"description": status.phrase}
            if not (100 <= status < 200) and status not in (204, 304):
                response["schema"] = self.ERROR_SCHEMA
            prepare_response(response, self.spec, PROBLEM_JSON)
            self.spec.components.response(status.name, response, lazy=True)
        response = {"description": "A problem (RFC 9457)", "schema": self.ERROR_SCHEMA}
        prepare_response(response, self.spec, PROBLEM_JSON)
        self.spec.components.response(self.DEFAULT_ERROR_RESPONSE_NAME, response, lazy=True)

    def _init_spec(self, *args, **kwargs):
        super()._init_spec(*args, **kwargs)
        self.ma_plugin.converter.add_attribute_function(_items_from_metadata)


def _items_from_metadata(self, field, **kwargs) -> dict:
    items = field.metadata.get("items_schema")
    return {"items": items} if items is not None else {}
