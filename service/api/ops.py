"""Operational endpoints: liveness and readiness.

Readiness is what this pod can serve.  The stateless endpoints need nothing but the process, so
``/readyz`` answers 200 as long as the app runs; each dependency is reported in the body by its
state only (``up``/``down``, never an address or an error text).  A session store that is down
does not take the pod out of service: every pod shares it, so removing pods would not bring
sessions back, and would stop the stateless API with them.  The session endpoints answer 503
with ``Retry-After`` on their own while it is down (docs/OPERATIONS.md, "Probes").
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from marshmallow import Schema, fields, validate

from .blueprint import ArbitroBlueprint as Blueprint
from .jsonio import json_response
from .spec import NO_CREDENTIALS

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Dependency:
    """Something part of the API needs: its kind (e.g. the store's, ``redis``) and a check
    returning ``(up, why)``; ``why`` goes to the log only."""

    kind: str
    check: Callable[[], tuple[bool, str]]


class HealthSchema(Schema):
    status = fields.String(validate=validate.OneOf(["ok"]))


class DependencyStateSchema(Schema):
    kind = fields.String(metadata={"description": "what serves it, e.g. `redis` or `memory` for sessions"})
    state = fields.String(validate=validate.OneOf(["up", "down"]))


class ReadinessSchema(Schema):
    status = fields.String(
        validate=validate.OneOf(["ready", "degraded"]),
        metadata={"description": "`degraded`: a dependency is down; the endpoints that need it answer 503"},
    )
    dependencies = fields.Dict(keys=fields.String(), values=fields.Nested(DependencyStateSchema))


def ops_blueprint(dependencies: dict[str, Dependency]) -> Blueprint:
    """``/healthz`` never looks past the process; ``/readyz`` reports each dependency's state."""
    blp = Blueprint("ops", __name__, description="Liveness and readiness")
    last_up: dict[str, bool] = {}

    @blp.route("/healthz")
    @blp.response(200, HealthSchema)
    @blp.doc(operationId="checkHealth", security=NO_CREDENTIALS)
    def healthz():
        """The process is alive."""
        return json_response({"status": "ok"})

    @blp.route("/readyz")
    @blp.response(200, ReadinessSchema)
    @blp.doc(operationId="checkReadiness", security=NO_CREDENTIALS)
    def readyz():
        """The pod can serve: always 200 while the app runs; each dependency's state in the body."""
        states = {}
        for name, dependency in dependencies.items():
            up, why = dependency.check()
            if last_up.get(name, True) != up:  # log the changes only: probes ask every few seconds
                log.warning("dependency %s (%s) is %s: %s", name, dependency.kind, "up" if up else "down", why)
            last_up[name] = up
            states[name] = {"kind": dependency.kind, "state": "up" if up else "down"}
        status = "ready" if all(s["state"] == "up" for s in states.values()) else "degraded"
        return json_response({"status": status, "dependencies": states})

    return blp
