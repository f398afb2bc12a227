"""constraints.txt pins every package the test extra resolves to, at versions pyproject.toml admits, and the
.venv scripts/setup made holds exactly those (docs/OPERATIONS.md, "Reproducible installs")."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import PackageNotFoundError, distribution

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.ops.gunicorn_harness import ROOT

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;#]+)$")


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        match = PIN.match(line)
        assert match, f"not a pin (name==version): {line!r}"
        pins[canonicalize_name(match.group(1))] = match.group(2)
    return pins


def _resolved(name: str, extras: frozenset[str] = frozenset(), seen: dict[str, str] | None = None) -> dict[str, str]:
    """Every distribution installed for ``name[extras]``, with its version: what the install resolved."""
    seen = {} if seen is None else seen
    dist = distribution(name)
    seen[canonicalize_name(dist.metadata["Name"])] = dist.version
    for line in dist.requires or []:
        requirement = Requirement(line)
        wanted = requirement.marker is None or any(
            requirement.marker.evaluate({"extra": extra}) for extra in (extras or {""})
        )
        key = canonicalize_name(requirement.name)
        if wanted and key not in seen:
            try:
                _resolved(requirement.name, frozenset(requirement.extras), seen)
            except PackageNotFoundError:
                raise AssertionError(f"{requirement} ({name} needs it) is not installed") from None
    return seen


def test_every_line_pins_one_package_and_arbitro_is_not_among_them():
    pins = _pins()
    assert "arbitro" not in pins and len(pins) > 50


def test_the_pins_are_what_the_test_extra_resolves_to_in_this_venv():
    """A dependency added to pyproject.toml without refreshing constraints.txt, or a .venv installed without it,
    shows here."""
    resolved = _resolved("arbitro", frozenset({"test"}))
    resolved.pop("arbitro")
    pins = _pins()
    missing = sorted(set(resolved) - set(pins))
    assert not missing, f"installed for the test extra but not pinned in constraints.txt: {missing}"
    differing = {name: (version, pins[name]) for name, version in resolved.items() if pins[name] != version}
    assert not differing, f"installed version differs from its pin (installed, pinned): {differing}"


def test_every_pin_is_admitted_by_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pins = _pins()
    for line in [*project["dependencies"], *project["optional-dependencies"]["test"]]:
        requirement = Requirement(line)
        pinned = pins[canonicalize_name(requirement.name)]
        assert requirement.specifier.contains(pinned, prereleases=True), f"{requirement} refuses the pin {pinned}"
