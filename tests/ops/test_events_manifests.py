"""The events server in deploy/k8s (docs/OPERATIONS.md, "The event stream"), read from the rendered manifests: a
Deployment of the API's image and settings with the gevent worker, its Service, and the ingress that sends the event
streams (a session's, a tournament's) there, unbuffered, a session's moves to the API's pods by a hash of their path,
and everything else to the API; production's NetworkPolicy
holds its pods as the API's."""

from __future__ import annotations

import re

import pytest

from tests.ops.kustomize import KUSTOMIZATIONS, config_of, kustomize, one

SESSION_ID = "_ov1nhqVrIACnbvuBuFS9g"  # as the service makes them: URL-safe base64
TOURNAMENT_ID = "q3VhQ0m4T8yWm2b9cXk1Zg"


@pytest.fixture(scope="module", params=KUSTOMIZATIONS)
def docs(request) -> list[dict]:
    return kustomize(request.param)


def _container(docs: list[dict], name: str) -> dict:
    return one(docs, "Deployment", name)["spec"]["template"]["spec"]["containers"][0]


def _selects(selector: dict, labels: dict[str, str]) -> bool:
    """Whether a label selector (matchLabels and In expressions) selects pods labelled ``labels``."""
    expressions = selector.get("matchExpressions", [])
    assert all(e["operator"] == "In" for e in expressions), expressions
    return selector.get("matchLabels", {}).items() <= labels.items() and all(
        labels.get(e["key"]) in e["values"] for e in expressions
    )


def _backend(docs: list[dict], path: str) -> str:
    """The Service ingress-nginx sends ``path`` to: the longest of the paths that match it (a regular expression
    where the Ingress says ``use-regex``, else a prefix)."""
    matched = []
    for ingress in (d for d in docs if d["kind"] == "Ingress"):
        regex = ingress["metadata"].get("annotations", {}).get("nginx.ingress.kubernetes.io/use-regex") == "true"
        for rule in ingress["spec"]["rules"]:
            for entry in rule["http"]["paths"]:
                if re.match(entry["path"], path) if regex else path.startswith(entry["path"]):
                    matched.append((len(entry["path"]), entry["backend"]["service"]["name"]))
    assert matched, path
    return max(matched)[1]


def test_the_events_server_is_the_api_s_image_and_settings_with_the_gevent_worker(docs):
    api, events = _container(docs, "arbitro"), _container(docs, "arbitro-events")
    assert events["image"] == api["image"] and events["envFrom"] == api["envFrom"]
    env = {e["name"]: e for e in events["env"]}
    assert env["GUNICORN_WORKER_CLASS"]["value"] == "gevent"
    assert int(env["GUNICORN_WORKER_CONNECTIONS"]["value"]) >= 1000
    assert [e for e in api["env"] if e["name"] in {"REDIS_URL", "DATABASE_URL"}] == [
        env["REDIS_URL"],
        env["DATABASE_URL"],
    ]
    assert events["readinessProbe"] == api["readinessProbe"]


def test_the_events_service_selects_the_events_pods_only(docs):
    service = one(docs, "Service", "arbitro-events")
    labels = one(docs, "Deployment", "arbitro-events")["spec"]["template"]["metadata"]["labels"]
    api_labels = one(docs, "Deployment", "arbitro")["spec"]["template"]["metadata"]["labels"]
    assert _selects({"matchLabels": service["spec"]["selector"]}, labels)
    assert not _selects({"matchLabels": service["spec"]["selector"]}, api_labels)
    assert not _selects({"matchLabels": one(docs, "Service", "arbitro")["spec"]["selector"]}, labels)
    named = {port["name"] for port in _container(docs, "arbitro-events")["ports"]}
    assert {port["targetPort"] for port in service["spec"]["ports"]} <= named


def test_the_ingress_sends_the_event_streams_to_the_events_server_and_the_rest_to_the_api(docs):
    for path in (f"/v1/sessions/{SESSION_ID}/events", f"/v1/tournaments/{TOURNAMENT_ID}/events"):
        assert _backend(docs, path) == "arbitro-events", path
    assert _backend(docs, f"/v1/sessions/{SESSION_ID}/actions") == "arbitro-moves"
    for path in (
        f"/v1/sessions/{SESSION_ID}",
        "/v1/sessions",
        f"/v1/tournaments/{TOURNAMENT_ID}",
        f"/v1/tournaments/{TOURNAMENT_ID}/standings",
        f"/v1/tournaments/{TOURNAMENT_ID}/rounds/1/tables/1/result",
        "/v1/tournaments",
        f"/tournament/{TOURNAMENT_ID}",
        "/healthz",
    ):
        assert _backend(docs, path) == "arbitro", path
    services = {d["metadata"]["name"] for d in docs if d["kind"] == "Service"}
    ingresses = [d for d in docs if d["kind"] == "Ingress"]
    assert {
        p["backend"]["service"]["name"] for i in ingresses for r in i["spec"]["rules"] for p in r["http"]["paths"]
    } <= services


def test_a_session_s_moves_are_hashed_by_its_path_to_the_api_s_pods_through_a_service_of_their_own(docs):
    """Each session's moves reach one pod (docs/OPERATIONS.md, "Sizing Redis"); ingress-nginx balances per Service,
    so the hash stays with the moves: no other path goes to that Service, and no other Ingress hashes."""
    moves = one(docs, "Ingress", "arbitro-moves")
    assert moves["metadata"]["annotations"]["nginx.ingress.kubernetes.io/upstream-hash-by"] == "$uri"
    paths = [p for r in moves["spec"]["rules"] for p in r["http"]["paths"]]
    assert [p["path"] for p in paths] == ["/v1/sessions/[^/]+/actions"]
    service = one(docs, "Service", "arbitro-moves")
    api = one(docs, "Deployment", "arbitro")["spec"]["template"]["metadata"]["labels"]
    events = one(docs, "Deployment", "arbitro-events")["spec"]["template"]["metadata"]["labels"]
    assert _selects({"matchLabels": service["spec"]["selector"]}, api)
    assert not _selects({"matchLabels": service["spec"]["selector"]}, events)
    assert service["spec"]["ports"] == one(docs, "Service", "arbitro")["spec"]["ports"]
    for ingress in (d for d in docs if d["kind"] == "Ingress" and d["metadata"]["name"] != "arbitro-moves"):
        assert "nginx.ingress.kubernetes.io/upstream-hash-by" not in ingress["metadata"].get("annotations", {})
        names = {p["backend"]["service"]["name"] for r in ingress["spec"]["rules"] for p in r["http"]["paths"]}
        assert "arbitro-moves" not in names, ingress["metadata"]["name"]


def test_the_streams_are_unbuffered_and_outlast_their_heartbeats(docs):
    annotations = one(docs, "Ingress", "arbitro-events")["metadata"]["annotations"]
    assert annotations["nginx.ingress.kubernetes.io/proxy-buffering"] == "off"
    heartbeat = float(config_of(docs).get("SESSION_EVENTS_HEARTBEAT_SECONDS", "15"))
    assert int(annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"]) > 2 * heartbeat


def test_production_s_network_policy_holds_the_events_pods_as_the_api_s():
    docs = kustomize("overlays/production")
    selector = one(docs, "NetworkPolicy", "arbitro")["spec"]["podSelector"]
    for name in ("arbitro", "arbitro-events"):
        assert _selects(selector, one(docs, "Deployment", name)["spec"]["template"]["metadata"]["labels"]), name
    api_ports = {(p["name"], p["containerPort"]) for p in _container(docs, "arbitro")["ports"]}
    assert {(p["name"], p["containerPort"]) for p in _container(docs, "arbitro-events")["ports"]} == api_ports
    dev = kustomize("overlays/dev")
    for store in ("arbitro-redis", "arbitro-postgres"):
        assert not _selects(selector, one(dev, "StatefulSet", store)["spec"]["template"]["metadata"]["labels"]), store
