"""Write the OpenAPI document the code describes: ``python -m service.openapi > openapi.yaml``."""

from __future__ import annotations

import sys

import yaml

from .app import create_app


def openapi_yaml() -> str:
    app = create_app({"redis_url": None})
    with app.app_context():
        spec = app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()
    return yaml.safe_dump(spec, sort_keys=False, allow_unicode=True)


if __name__ == "__main__":
    sys.stdout.write(openapi_yaml())
