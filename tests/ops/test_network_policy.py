"""The NetworkPolicy of deploy/k8s (docs/OPERATIONS.md, "The NetworkPolicy"), read from the rendered manifests.

It selects the API's pods. In: only the ingress controller reaches the API's port (the Service's), only the monitoring
namespace the metrics port (``METRICS_PORT``'s), each named as the container names it. Out: only Redis - the pods
labelled as the dev overlay's Redis is, on its container's port - and the cluster's DNS (kube-dns, UDP and TCP 53).
With ``TRUSTED_PROXY_HOPS`` above 0 an overlay must have it: a client reaching the pods around the proxy would write
``X-Forwarded-For`` itself and choose its own address.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from tests.ops.kustomize import KUSTOMIZATIONS, ROOT, config_of, kustomize, one

INGRESS_NAMESPACE = "ingress-nginx"
MONITORING_NAMESPACE = "monitoring"
NAMESPACE_LABEL = "kubernetes.io/metadata.name"
DNS = {
    "namespaceSelector": {"matchLabels": {NAMESPACE_LABEL: "kube-system"}},
    "podSelector": {"matchLabels": {"k8s-app": "kube-dns"}},
}
DNS_PORTS = [{"port": 53, "protocol": "UDP"}, {"port": 53, "protocol": "TCP"}]


def _template(docs: list[dict], kind: str, name: str) -> dict:
    return one(docs, kind, name)["spec"]["template"]


def _port_names(template: dict) -> dict[str, int]:
    return {port["name"]: port["containerPort"] for port in template["spec"]["containers"][0]["ports"]}


def _problems(policy: dict, docs: list[dict], redis: dict) -> list[str]:
    """What is wrong with ``policy`` for the API of ``docs`` (its pods, Service and settings) and the Redis pod
    template ``redis``; empty when nothing is."""
    api = _template(docs, "Deployment", "arbitro")
    labels, ports = api["metadata"]["labels"], _port_names(api)
    spec = policy["spec"]
    problems = []
    selected = spec["podSelector"].get("matchLabels", {})
    if not selected or not selected.items() <= labels.items():
        problems.append(f"the podSelector {selected} does not select the API's pods {labels}")
    if sorted(spec.get("policyTypes", [])) != ["Egress", "Ingress"]:
        problems.append(f"policyTypes {spec.get('policyTypes')}: both ways are not restricted")
    problems += _ingress_problems(spec.get("ingress", []), docs, ports)
    problems += _egress_problems(spec.get("egress", []), labels, redis)
    return problems


def _ingress_problems(rules: list[dict], docs: list[dict], ports: dict[str, int]) -> list[str]:
    """Only the ingress controller's pods to the Service's port, only the monitoring namespace to the metrics port."""
    service_port = one(docs, "Service", "arbitro")["spec"]["ports"][0]["targetPort"]
    metrics_port = next(name for name, number in ports.items() if number == int(config_of(docs)["METRICS_PORT"]))
    expected = {
        service_port: [
            {
                "namespaceSelector": {"matchLabels": {NAMESPACE_LABEL: INGRESS_NAMESPACE}},
                "podSelector": {"matchLabels": {"app.kubernetes.io/name": "ingress-nginx"}},
            }
        ],
        metrics_port: [{"namespaceSelector": {"matchLabels": {NAMESPACE_LABEL: MONITORING_NAMESPACE}}}],
    }
    allowed: dict[Any, list[dict]] = {}
    problems = []
    for rule in rules:
        if not rule.get("from") or not rule.get("ports"):
            problems.append(f"an ingress rule lets everyone in, or to every port: {rule}")
            continue
        for port in rule["ports"]:
            if port.get("protocol", "TCP") != "TCP" or port["port"] not in ports:
                problems.append(f"an ingress port the container does not name: {port}")
            allowed.setdefault(port["port"], []).extend(rule["from"])
    if allowed != expected:
        problems.append(f"ingress lets in {allowed}, not {expected}")
    return problems


def _egress_problems(rules: list[dict], api_labels: dict[str, str], redis: dict) -> list[str]:
    """Exactly three rules out: to Redis's pods on its port, to PostgreSQL's (the clubs' database) on its port, to
    kube-dns on 53 (UDP and TCP)."""
    stores = {"redis": redis, "postgres": _template(kustomize("overlays/dev"), "StatefulSet", "arbitro-postgres")}
    kinds, problems = [], []
    for rule in rules:
        peers, ports = rule.get("to", []), rule.get("ports", [])
        if peers == [DNS] and ports == DNS_PORTS:
            kinds.append("dns")
            continue
        for kind, store in stores.items():
            if (
                len(peers) == 1
                and set(peers[0]) == {"podSelector"}  # this namespace's pods, no address block
                and peers[0]["podSelector"]["matchLabels"].items() <= store["metadata"]["labels"].items()
                and not peers[0]["podSelector"]["matchLabels"].items() <= api_labels.items()
                and ports == [{"port": number, "protocol": "TCP"} for number in _port_names(store).values()]
            ):
                kinds.append(kind)
                break
        else:
            problems.append(f"an egress rule to neither Redis, PostgreSQL nor DNS: {rule}")
    if sorted(kinds) != ["dns", "postgres", "redis"]:
        problems.append(f"egress rules {kinds}, not one to Redis, one to PostgreSQL and one to DNS")
    return problems


@pytest.fixture(scope="module")
def production() -> list[dict]:
    return kustomize("overlays/production")


@pytest.fixture(scope="module")
def redis() -> dict:
    """The pod template of the one Redis the manifests hold (the dev overlay's)."""
    return _template(kustomize("overlays/dev"), "StatefulSet", "arbitro-redis")


def _policies(docs: list[dict]) -> list[dict]:
    return [doc for doc in docs if doc["kind"] == "NetworkPolicy"]


def test_the_production_policy_lets_in_only_the_ingress_and_the_scraper_and_out_only_redis_and_dns(production, redis):
    policy = one(production, "NetworkPolicy", "arbitro")
    assert _problems(policy, production, redis) == []


@pytest.mark.parametrize("directory", KUSTOMIZATIONS)
def test_every_policy_selects_the_api_s_pods_and_a_trusted_proxy_has_one(directory):
    docs = kustomize(directory)
    labels = _template(docs, "Deployment", "arbitro")["metadata"]["labels"]
    for policy in _policies(docs):
        selected = policy["spec"]["podSelector"]["matchLabels"]
        assert selected and selected.items() <= labels.items(), (directory, selected)
    if int(config_of(docs)["TRUSTED_PROXY_HOPS"]) > 0:
        assert len(_policies(docs)) == 1, directory
    else:
        assert directory != "overlays/production"  # production sits behind an ingress


def _changed(policy: dict, change) -> dict:
    changed = copy.deepcopy(policy)
    change(changed["spec"])
    return changed


@pytest.mark.parametrize(
    "change",
    [
        lambda spec: spec.update(policyTypes=["Ingress"]),
        lambda spec: spec["egress"].append({}),  # anywhere, on any port
        lambda spec: spec["egress"].append({"to": [{"ipBlock": {"cidr": "0.0.0.0/0"}}]}),
        lambda spec: spec["egress"][0]["ports"][0].update(port=6380),  # not the Redis container's port
        lambda spec: spec["egress"][0]["to"][0]["podSelector"]["matchLabels"].update({"app": "redis"}),
        lambda spec: spec["podSelector"]["matchLabels"].update({"app.kubernetes.io/component": "web"}),
        lambda spec: spec["ingress"][0]["ports"][0].update(port="https"),  # a port the container does not name
        lambda spec: spec["ingress"][1]["from"][0]["namespaceSelector"]["matchLabels"].update({NAMESPACE_LABEL: "x"}),
        lambda spec: spec["ingress"][0].pop("from"),  # everyone, to the API's port
    ],
    ids=[
        "ingress-only",
        "egress-anywhere",
        "egress-to-an-address-block",
        "redis-port",
        "redis-labels",
        "not-the-api-pods",
        "unnamed-port",
        "metrics-from-another-namespace",
        "api-from-everyone",
    ],
)
def test_the_checks_refuse_a_policy_that_lets_more_through(production, redis, change):
    policy = _changed(one(production, "NetworkPolicy", "arbitro"), change)
    assert _problems(policy, production, redis)


def test_operations_md_names_what_a_cluster_operator_sets(production):
    """The namespaces the policy lets in, by the label it selects them with, and the Redis pods' label."""
    documented = Path(ROOT / "docs" / "OPERATIONS.md").read_text()
    policy = one(production, "NetworkPolicy", "arbitro")
    redis_labels = policy["spec"]["egress"][0]["to"][0]["podSelector"]["matchLabels"]
    for said in (
        f"{NAMESPACE_LABEL}: {INGRESS_NAMESPACE}",
        f"{NAMESPACE_LABEL}: {MONITORING_NAMESPACE}",
        *(f"{key}: {value}" for key, value in redis_labels.items()),
    ):
        assert f"`{said}`" in documented, said
