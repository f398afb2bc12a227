"""Operational endpoints: liveness and readiness."""

from __future__ import annotations

from collections.abc import Callable

from marshmallow import INCLUDE, Schema, fields

from .blueprint import ArbitroBlueprint as Blueprint
from .jsonio import json_response

ReadinessCheck = Callable[[], tuple[bool, str]]


class HealthSchema(Schema):
    class Meta:
        unknown = INCLUDE

    status = fields.String()
    checks = fields.Dict()


def ops_blueprint(readiness_checks: dict[str, ReadinessCheck]) -> Blueprint:
    """``/healthz`` never looks past the process; ``/readyz`` runs every readiness check."""
    blp = Blueprint("ops", __name__, description="Liveness and readiness")

    @blp.route("/healthz")
    @blp.response(200, HealthSchema)
    def healthz():
        """The process is alive."""
        return json_response({"status": "ok"})

    @blp.route("/readyz")
    @blp.response(200, HealthSchema)
    @blp.alt_response(503, schema=HealthSchema, description="A dependency the service needs is unreachable")
    def readyz():
        """The service can serve: every dependency it is configured with answers."""
        checks = {}
        ready = True
        for name, check in readiness_checks.items():
            ok, detail = check()
            checks[name] = {"ok": ok, "detail": detail}
            ready = ready and ok
        return json_response({"status": "ready" if ready else "unavailable", "checks": checks}, 200 if ready else 503)

    return blp
