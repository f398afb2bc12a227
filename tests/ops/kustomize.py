"""deploy/k8s rendered as Kubernetes applies it (``kubectl kustomize``), for the manifest tests beside this module."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
K8S = ROOT / "deploy" / "k8s"
KUSTOMIZATIONS = ["base", "overlays/dev", "overlays/production"]


def kustomize(directory: str) -> list[dict]:
    """The documents ``kubectl kustomize`` renders from ``deploy/k8s/<directory>``; skipped without kubectl."""
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl (with its built-in kustomize) is not installed")
    result = subprocess.run([kubectl, "kustomize", str(K8S / directory)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return [doc for doc in yaml.safe_load_all(result.stdout) if doc]


def one(docs: list[dict], kind: str, name: str | None = None) -> dict:
    """The one document of ``kind`` (named ``name``) among ``docs``."""
    found = [d for d in docs if d["kind"] == kind and (name is None or d["metadata"]["name"] == name)]
    assert len(found) == 1, f"expected one {kind} {name or ''}, found {len(found)}"
    return found[0]


def config_of(docs: list[dict]) -> dict[str, str]:
    """The settings of the ConfigMap the Deployment ``arbitro`` reads."""
    deployment = one(docs, "Deployment", "arbitro")
    config_name = deployment["spec"]["template"]["spec"]["containers"][0]["envFrom"][0]["configMapRef"]["name"]
    return one(docs, "ConfigMap", config_name)["data"]
