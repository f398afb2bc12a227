"""The Python client's generated code is what openapi.yaml generates, byte for byte.

``clients/python/regenerate.py`` generates the package again into a temporary directory, with the
committed settings (clients/python/openapi-python-client.yaml) and ``--fail-on-warning``; any file
added, missing or changed is drift: run ``python -m clients.python.regenerate`` and commit.
"""

from __future__ import annotations

import pytest
import yaml

from clients.python.regenerate import differences, generate
from tests.conformance import read_openapi


@pytest.mark.slow  # the generator runs as a whole (about 3 s): the slow tier, which CI runs
def test_the_committed_client_is_what_openapi_yaml_generates(tmp_path):
    generate(tmp_path / "generated")
    drift = differences(tmp_path / "generated")
    assert drift == [], f"regenerate with `python -m clients.python.regenerate`: {drift}"


@pytest.mark.slow
def test_a_change_to_openapi_yaml_is_drift(tmp_path):
    document = read_openapi()
    document["paths"]["/v1/matches/import/egn"]["post"]["summary"] = "Read an EGN document, and something else"
    changed = tmp_path / "openapi.yaml"
    changed.write_text(yaml.safe_dump(document, sort_keys=False))
    generate(tmp_path / "generated", changed)
    assert differences(tmp_path / "generated") == ["api/matches/import_egn.py"]
