"""deploy/: the compose file against the compose-spec schema, the kustomize output against the
Kubernetes schemas (kubernetes-validate, offline), and what the manifests promise each other."""

from __future__ import annotations

import base64
import copy
import re
import subprocess
import sys
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from service.config import ServerSettings, Settings
from tests.ops.kustomize import K8S, KUSTOMIZATIONS, ROOT, config_of, kustomize, one

DEPLOY = ROOT / "deploy"
COMPOSE = DEPLOY / "docker-compose.yml"
# the oldest Kubernetes these manifests are written for (autoscaling/v2, policy/v1 PDB, ...)
K8S_VERSION = "1.30.0"


# --- compose


def _check_compose(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.compose-spec", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_compose_file_is_valid_against_the_compose_spec_schema():
    result = _check_compose(COMPOSE)
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_schema_check_rejects_a_misspelt_key(tmp_path):
    broken = yaml.safe_load(COMPOSE.read_text())
    broken["services"]["arbitro"]["enviroment"] = broken["services"]["arbitro"].pop("environment")
    path = tmp_path / "docker-compose.yml"
    path.write_text(yaml.safe_dump(broken))
    assert _check_compose(path).returncode != 0


def test_compose_wires_the_service_to_redis_with_aof_on():
    compose = yaml.safe_load(COMPOSE.read_text())
    app, redis = compose["services"]["arbitro"], compose["services"]["redis"]
    redis_url = app["environment"]["REDIS_URL"]
    # the service name resolves on the compose network; the password is the one Redis requires
    assert re.fullmatch(r"redis://:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379/\d+", redis_url)
    assert app["depends_on"]["redis"]["condition"] == "service_healthy"
    command = redis["command"]
    assert command[command.index("--appendonly") + 1] == "yes"
    assert any(volume.endswith(":/data") for volume in redis["volumes"])  # the AOF outlives the container
    assert app["environment"]["PROMETHEUS_MULTIPROC_DIR"].startswith("/tmp/") and "/tmp" in app["tmpfs"]


def test_compose_never_evicts_a_match_and_sets_the_admission_limits():
    compose = yaml.safe_load(COMPOSE.read_text())
    app, redis = compose["services"]["arbitro"], compose["services"]["redis"]
    command = redis["command"]
    assert command[command.index("--maxmemory-policy") + 1] == "noeviction" and "--maxmemory" in command
    assert {"SESSION_CREATE_LIMIT", "TRUSTED_PROXY_HOPS", "REDIS_MEMORY_HEADROOM"} <= set(app["environment"])


_PASSWORD = re.compile(r"\$\{REDIS_PASSWORD:\?[^}]+\}")  # required: compose refuses to start without it


def test_every_compose_redis_requires_the_password_the_service_connects_with():
    services = yaml.safe_load(COMPOSE.read_text())["services"]
    redises = {name: s for name, s in services.items() if s.get("image", "").startswith("redis") and "command" in s}
    assert {"redis", "redis-node-1"} <= set(redises)
    for name, redis in redises.items():
        if "redis-server" not in redis["command"]:
            continue  # the cluster's one-shot creator: a client, authenticated below
        command = redis["command"]
        assert _PASSWORD.fullmatch(command[command.index("--requirepass") + 1]), name
        assert _PASSWORD.fullmatch(redis["environment"]["REDISCLI_AUTH"]), name  # the health check's redis-cli
    assert _PASSWORD.fullmatch(services["redis-cluster-create"]["environment"]["REDISCLI_AUTH"])
    node = services["redis-node-1"]["command"]
    assert _PASSWORD.fullmatch(node[node.index("--masterauth") + 1])  # replicas authenticate to their primary
    for app in ("arbitro", "arbitro-on-cluster"):
        assert _PASSWORD.search(services[app]["environment"]["REDIS_URL"].split("@")[0]), app


def test_compose_serves_metrics_on_their_own_port_published_to_the_loopback_only():
    services = yaml.safe_load(COMPOSE.read_text())["services"]
    for app in ("arbitro", "arbitro-on-cluster"):
        port = services[app]["environment"]["METRICS_PORT"]
        assert any(p.startswith("127.0.0.1:") and p.endswith(f":{port}") for p in services[app]["ports"]), app


# --- kubernetes


@pytest.fixture(scope="module", params=KUSTOMIZATIONS)
def rendered(request) -> tuple[str, list[dict]]:
    return request.param, kustomize(request.param)


def _resource_files(directory: Path) -> list[Path]:
    kustomization = yaml.safe_load((directory / "kustomization.yaml").read_text())
    files = []
    for entry in kustomization.get("resources", []):
        path = directory / entry
        files.extend(_resource_files(path) if path.is_dir() else [path])
    return files


def test_every_resource_file_is_valid_kubernetes_without_kustomize():
    """Strict schema validation of each file the kustomizations list (runs even without kubectl)."""
    files = {p.resolve() for d in KUSTOMIZATIONS for p in _resource_files(K8S / d)}
    assert len(files) >= 6
    for path in sorted(files):
        for doc in yaml.safe_load_all(path.read_text()):
            kubernetes_validate.validate(doc, K8S_VERSION, strict=True)


def test_kustomize_output_is_valid_kubernetes(rendered):
    _, docs = rendered
    for doc in docs:
        kubernetes_validate.validate(doc, K8S_VERSION, strict=True)


def test_schema_validation_rejects_an_unknown_field(rendered):
    _, docs = rendered
    deployment = copy.deepcopy(one(docs, "Deployment", "arbitro"))
    deployment["spec"]["template"]["spec"]["containers"][0]["readinesProbe"] = {"httpGet": {"path": "/readyz"}}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, K8S_VERSION, strict=True)


def test_deployment_probes_resources_config_and_redis_secret(rendered):
    _, docs = rendered
    deployment = one(docs, "Deployment", "arbitro")
    pod = deployment["spec"]["template"]["spec"]
    container = pod["containers"][0]
    # readiness: /readyz stays 200 with Redis down (tests/sessions/test_session_faults.py), so a sessions-only
    # outage keeps every pod serving the stateless API; liveness and startup: the process only
    assert container["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert container["livenessProbe"]["httpGet"]["path"] == "/healthz"
    assert container["startupProbe"]["httpGet"]["path"] == "/healthz"
    assert {"cpu", "memory"} <= set(container["resources"]["requests"])
    assert {"cpu", "memory"} <= set(container["resources"]["limits"])
    config_name = container["envFrom"][0]["configMapRef"]["name"]
    assert one(docs, "ConfigMap", config_name)["data"]["WEB_CONCURRENCY"]
    redis_url = next(e for e in container["env"] if e["name"] == "REDIS_URL")
    secret_ref = redis_url["valueFrom"]["secretKeyRef"]
    assert secret_ref["key"] == "url"
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert deployment["spec"]["strategy"]["rollingUpdate"]["maxUnavailable"] == 0
    assert "replicas" not in deployment["spec"]  # the HPA owns the count


def test_graceful_shutdown_fits_in_the_termination_grace_period(rendered):
    _, docs = rendered
    deployment = one(docs, "Deployment", "arbitro")
    pod = deployment["spec"]["template"]["spec"]
    config = one(docs, "ConfigMap", pod["containers"][0]["envFrom"][0]["configMapRef"]["name"])["data"]
    pre_stop = int(pod["containers"][0]["lifecycle"]["preStop"]["exec"]["command"][-1])
    assert pre_stop + int(config["GUNICORN_GRACEFUL_TIMEOUT"]) < pod["terminationGracePeriodSeconds"]


def test_service_hpa_and_pdb_point_at_the_deployments_pods(rendered):
    _, docs = rendered
    deployment = one(docs, "Deployment", "arbitro")
    pod_labels = deployment["spec"]["template"]["metadata"]["labels"]
    service = one(docs, "Service", "arbitro")
    assert service["spec"]["selector"].items() <= pod_labels.items()
    port = service["spec"]["ports"][0]["targetPort"]
    assert port in {p["name"] for p in deployment["spec"]["template"]["spec"]["containers"][0]["ports"]}
    pdb = one(docs, "PodDisruptionBudget", "arbitro")
    assert pdb["spec"]["selector"]["matchLabels"].items() <= pod_labels.items()
    hpa = one(docs, "HorizontalPodAutoscaler", "arbitro")
    assert hpa["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment", "name": "arbitro"}
    assert 2 <= hpa["spec"]["minReplicas"] or rendered[0] == "overlays/dev"
    assert hpa["spec"]["minReplicas"] <= hpa["spec"]["maxReplicas"]
    assert pdb["spec"]["minAvailable"] < max(hpa["spec"]["minReplicas"], 2)  # a drain can always evict one


def test_dev_overlay_brings_its_own_redis_with_aof_a_password_and_the_secret_that_points_at_it():
    docs = kustomize("overlays/dev")
    deployment = one(docs, "Deployment", "arbitro")
    env = deployment["spec"]["template"]["spec"]["containers"][0]["env"]
    secret_name = next(e for e in env if e["name"] == "REDIS_URL")["valueFrom"]["secretKeyRef"]["name"]
    secret = one(docs, "Secret", secret_name)
    redis = one(docs, "StatefulSet", "arbitro-redis")
    args = redis["spec"]["template"]["spec"]["containers"][0]["args"]
    assert args[args.index("--appendonly") + 1] == "yes"
    url = base64.b64decode(secret["data"]["url"]).decode()
    password = base64.b64decode(secret["data"]["password"]).decode()
    redis_service = one(docs, "Service", "arbitro-redis")
    host, port = redis_service["metadata"]["name"], redis_service["spec"]["ports"][0]["port"]
    assert url == f"redis://:{password}@{host}:{port}/0"
    # Redis requires that password, read from the same Secret (the probe's redis-cli too)
    container = redis["spec"]["template"]["spec"]["containers"][0]
    assert args[args.index("--requirepass") + 1] == "$(REDIS_PASSWORD)"
    from_secret = {e["name"]: e["valueFrom"]["secretKeyRef"] for e in container["env"]}
    assert from_secret["REDIS_PASSWORD"] == from_secret["REDISCLI_AUTH"] == {"name": secret_name, "key": "password"}


def test_every_overlay_sets_the_admission_limits(rendered):
    _, docs = rendered
    deployment = one(docs, "Deployment", "arbitro")
    config_name = deployment["spec"]["template"]["spec"]["containers"][0]["envFrom"][0]["configMapRef"]["name"]
    config = one(docs, "ConfigMap", config_name)["data"]
    assert {"SESSION_CREATE_LIMIT", "TRUSTED_PROXY_HOPS", "REDIS_MEMORY_HEADROOM"} <= set(config)


def test_the_dev_redis_never_evicts_a_match():
    redis = one(kustomize("overlays/dev"), "StatefulSet", "arbitro-redis")
    args = redis["spec"]["template"]["spec"]["containers"][0]["args"]
    assert args[args.index("--maxmemory-policy") + 1] == "noeviction" and "--maxmemory" in args


def test_production_overlay_expects_the_redis_secret_to_be_made_outside_git():
    docs = kustomize("overlays/production")
    assert not [d for d in docs if d["kind"] == "Secret"]
    deployment = one(docs, "Deployment", "arbitro")
    env = deployment["spec"]["template"]["spec"]["containers"][0]["env"]
    assert next(e for e in env if e["name"] == "REDIS_URL")["valueFrom"]["secretKeyRef"]["name"] == "arbitro-redis"


def test_metrics_are_served_on_their_own_port_which_the_service_does_not_expose(rendered):
    """docs/OPERATIONS.md, "Metrics": METRICS_PORT, never the API's port, and nothing routes to it but the scraper."""
    _, docs = rendered
    deployment = one(docs, "Deployment", "arbitro")
    template = deployment["spec"]["template"]
    ports = {p["name"]: p["containerPort"] for p in template["spec"]["containers"][0]["ports"]}
    metrics_port = int(config_of(docs)["METRICS_PORT"])
    assert ports["metrics"] == metrics_port != ports["http"]
    assert template["metadata"]["annotations"]["prometheus.io/port"] == str(metrics_port)
    service = one(docs, "Service", "arbitro")
    assert {p["targetPort"] for p in service["spec"]["ports"]} == {"http"}


# --- configuration reference


def _env_vars_read_by(path: Path) -> set[str]:
    pattern = r"""environ\.get\(\s*["']([A-Z][A-Z0-9_]+)["']"""
    return set(re.findall(pattern, path.read_text()))


def _settings() -> set[str]:
    """Every variable service/config.py reads (the service's and the process's), and any read directly."""
    names = set(Settings.variables()) | set(ServerSettings.variables())
    for path in (ROOT / "service" / "observability.py", DEPLOY / "gunicorn.conf.py"):
        names |= _env_vars_read_by(path)
    return names


def test_every_environment_variable_is_documented_in_operations_md():
    documented = (ROOT / "docs" / "OPERATIONS.md").read_text()
    names = _settings()
    assert {"REDIS_URL", "SESSION_TTL_SECONDS", "WEB_CONCURRENCY", "PROMETHEUS_MULTIPROC_DIR", "CORS_ORIGINS"} <= names
    missing = sorted(name for name in names if f"`{name}`" not in documented)
    assert not missing, f"not in docs/OPERATIONS.md: {missing}"


def test_every_setting_in_the_configmap_is_one_the_service_reads():
    config_env = (K8S / "base" / "config.env").read_text().splitlines()
    keys = {line.split("=", 1)[0] for line in config_env if line.strip() and not line.startswith("#")}
    assert keys <= _settings(), f"unknown settings: {sorted(keys - _settings())}"


def _accepted(monkeypatch, values: dict[str, str]) -> None:
    for name in (*Settings.variables(), *ServerSettings.variables()):
        monkeypatch.delenv(name, raising=False)
    for name, value in values.items():
        monkeypatch.setenv(name, str(value))
    Settings.load()  # raises SettingsError naming a refused value
    ServerSettings.load()


def test_every_configmap_value_is_accepted_by_the_settings(rendered, monkeypatch):
    _, docs = rendered
    deployment = one(docs, "Deployment", "arbitro")
    config_name = deployment["spec"]["template"]["spec"]["containers"][0]["envFrom"][0]["configMapRef"]["name"]
    _accepted(monkeypatch, one(docs, "ConfigMap", config_name)["data"])


def test_every_compose_value_is_accepted_by_the_settings(monkeypatch):
    _accepted(monkeypatch, yaml.safe_load(COMPOSE.read_text())["services"]["arbitro"]["environment"])
