"""The TypeScript client (clients/typescript): its types are what openapi.yaml generates, and its own tests
(node's test runner, clients/typescript/test) pass against a live gunicorn on Redis.

The node tests play a deal of every game at the seats' tables (a seat's, the public and the
referee's views read by their game and role), a stale move refreshed and sent again, a key's move
applied once, and 503s and 429s waited out behind a gateway of their own (test/gateway.ts); a follower of the
session's event stream sees another table's move, takes a stream broken by the gateway up again with
Last-Event-ID, and stops when the session ends.
"""

from __future__ import annotations

import json
import os

import pytest

from tests.client.node import PACKAGE, node_packages, run

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests


def _generate_command(bin_dir, output) -> list[str]:
    """The package's own ``generate`` script (package.json), writing to ``output``."""
    script = json.loads((PACKAGE / "package.json").read_text())["scripts"]["generate"].split()
    assert script[0] == "openapi-typescript" and script[-2] == "--output", script
    return [str(bin_dir / script[0]), *script[1:-1], str(output)]


def test_the_committed_types_are_what_openapi_yaml_generates(tmp_path):
    bin_dir = node_packages()
    run(_generate_command(bin_dir, tmp_path / "schema.ts"), cwd=PACKAGE)
    committed = (PACKAGE / "src" / "schema.ts").read_text()
    assert (tmp_path / "schema.ts").read_text() == committed, "regenerate: (cd clients/typescript && npm run generate)"


def test_the_client_s_own_tests_pass_against_a_live_service(gunicorn):
    bin_dir = node_packages()
    run([str(bin_dir / "tsc"), "-p", "."], cwd=PACKAGE)  # into clients/typescript/dist, beside its node_modules
    env = {**os.environ, "ARBITRO_URL": gunicorn.base_url}
    suites = ["dist/test/table.test.js", "dist/test/follow.test.js"]
    output = run(["node", "--test", "--test-reporter=spec", *suites], cwd=PACKAGE, env=env)
    assert "# fail 0" in output or "ℹ fail 0" in output, output
