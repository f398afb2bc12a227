"""pyproject.toml's floors admit no release with a published advisory against what the service uses."""

from __future__ import annotations

import tomllib

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

from tests.ops.gunicorn_harness import ROOT

ADVISORIES = [
    # (package, the first release without it, the advisory)
    ("gunicorn", "22.0.0", "CVE-2024-1135: request smuggling through conflicting Transfer-Encoding headers"),
    ("gunicorn", "23.0.0", "CVE-2024-6827: TE.CL request smuggling, an invalid Transfer-Encoding read as absent"),
    ("flask-cors", "5.0.0", "CVE-2024-6221: Access-Control-Allow-Private-Network allowed by default"),
    ("flask-cors", "6.0.0", "CVE-2024-6866: request paths matched case-insensitively"),
    ("flask-cors", "6.0.0", "CVE-2024-6844: '+' in a request path read as a space"),
    (
        "flask-cors",
        "6.0.1",
        "CVE-2024-6839: the least specific path pattern preferred (6.0.0 sorted it inverted)",
    ),
    ("flask", "3.1.3", "CVE-2026-27205: no Vary: Cookie on some session accesses"),
]


def _requirements() -> dict[str, Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return {Requirement(line).name.lower(): Requirement(line) for line in project["dependencies"]}


@pytest.mark.parametrize(("package", "fixed", "advisory"), ADVISORIES)
def test_no_release_the_floor_admits_has_the_advisory(package, fixed, advisory):
    specifier = _requirements()[package].specifier
    floors = [Version(s.version) for s in specifier if s.operator in (">=", "==", "~=")]
    assert floors and min(floors) >= Version(fixed), f"{package}{specifier} admits releases with {advisory}"
