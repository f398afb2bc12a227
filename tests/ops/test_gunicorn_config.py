"""deploy/gunicorn.conf.py: settings from the environment, Prometheus hooks, and a real gunicorn serving."""

from __future__ import annotations

import gc
import os
import re
import runpy
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import SimpleNamespace

import pytest
from prometheus_client.parser import text_string_to_metric_families

from service.config import ServerSettings, Settings
from tests.ops.gunicorn_harness import GUNICORN_CONF, ROOT, Gunicorn, free_port, http_get, run_gunicorn

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

# every variable the config reads (it checks the service's settings too), none inherited
_ENV_READ_BY_CONFIG = (*Settings.variables(), *ServerSettings.variables())


@pytest.fixture
def load_config(monkeypatch):
    """The config module's globals under a given environment (and nothing inherited)."""

    def load(**env: str) -> dict:
        for name in _ENV_READ_BY_CONFIG:
            # set first, so that the test's end restores the variable as it was even where the config's hooks
            # set it (on_starting's SESSION_SHARED_RECORDS_DIR): a later test in this process must not inherit it
            monkeypatch.setenv(name, "")
            monkeypatch.delenv(name)
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        return runpy.run_path(str(GUNICORN_CONF))

    return load


def test_defaults_serve_a_laptop_on_loopback_8080_with_one_worker_for_the_in_memory_store(load_config):
    conf = load_config()
    assert conf["bind"] == "127.0.0.1:8080"
    assert conf["workers"] == 1
    assert conf["worker_class"] == "gthread"
    assert conf["timeout"] == 30 and conf["graceful_timeout"] == 25 and conf["keepalive"] == 5
    assert conf["max_requests"] == 0 and conf["max_requests_jitter"] == 0  # no recycling
    assert conf["worker_tmp_dir"] == ("/dev/shm" if os.path.isdir("/dev/shm") else None)
    assert conf["accesslog"] is None and conf["logconfig_dict"]["loggers"]["gunicorn.access"]["handlers"]


def test_the_request_line_limit_is_the_one_the_consoles_share_links_keep_within(load_config):
    console = (ROOT / "service" / "console" / "static" / "console.js").read_text()
    (kept,) = re.findall(r"^const MAX_REQUEST_LINE = (\d+);", console, re.MULTILINE)
    assert load_config()["limit_request_line"] == int(kept)


def test_two_workers_by_default_once_redis_holds_the_sessions(load_config):
    assert load_config(REDIS_URL="redis://127.0.0.1:6379/0")["workers"] == 2


def test_worker_count_from_web_concurrency_then_gunicorn_workers(load_config):
    assert load_config(GUNICORN_WORKERS="3")["workers"] == 3
    assert load_config(WEB_CONCURRENCY="5", GUNICORN_WORKERS="3")["workers"] == 5


def test_bind_from_bind_or_host_and_port(load_config):
    assert load_config(HOST="0.0.0.0", PORT="9000")["bind"] == "0.0.0.0:9000"
    assert load_config(PORT="9000")["bind"] == "127.0.0.1:9000"
    assert load_config(BIND="unix:/run/arbitro.sock", PORT="9000")["bind"] == "unix:/run/arbitro.sock"


def test_timeouts_and_recycling_from_the_environment(load_config):
    conf = load_config(
        GUNICORN_TIMEOUT="60",
        GUNICORN_GRACEFUL_TIMEOUT="10",
        GUNICORN_KEEPALIVE="75",
        GUNICORN_MAX_REQUESTS="5000",
        GUNICORN_MAX_REQUESTS_JITTER="500",
        GUNICORN_THREADS="8",
    )
    assert (conf["timeout"], conf["graceful_timeout"], conf["keepalive"]) == (60, 10, 75)
    assert (conf["max_requests"], conf["max_requests_jitter"], conf["threads"]) == (5000, 500, 8)


def test_access_log_can_be_switched_off(load_config):
    access = load_config(ACCESS_LOG="false")["logconfig_dict"]["loggers"]["gunicorn.access"]
    assert access["handlers"] == [] and access["propagate"] is False


def test_prometheus_hooks_exist_only_with_a_multiproc_dir(load_config, tmp_path):
    conf = load_config()
    assert "child_exit" not in conf
    conf = load_config(PROMETHEUS_MULTIPROC_DIR=str(tmp_path))
    assert callable(conf["child_exit"]) and callable(conf["on_starting"])


def test_with_redis_the_master_makes_the_workers_shared_records_and_removes_them(load_config, monkeypatch):
    """SESSION_SHARED_RECORDS_DIR unset: the master makes a directory for it before the workers start (they read
    it from the environment they inherit), and removes it at exit; set, or without Redis, nothing is made."""
    server = SimpleNamespace(log=SimpleNamespace(info=lambda *args: None))
    conf = load_config(REDIS_URL="redis://127.0.0.1:6379/0")
    conf["on_starting"](server)
    made = os.environ["SESSION_SHARED_RECORDS_DIR"]
    assert os.path.isdir(made)
    conf["on_exit"](server)
    assert not os.path.exists(made)
    monkeypatch.delenv("SESSION_SHARED_RECORDS_DIR")
    load_config()["on_starting"](server)
    assert "SESSION_SHARED_RECORDS_DIR" not in os.environ


def test_on_starting_empties_the_multiproc_dir(load_config, tmp_path):
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    (metrics_dir / "counter_4242.db").write_bytes(b"stale")
    (metrics_dir / "leftover").mkdir()
    load_config(PROMETHEUS_MULTIPROC_DIR=str(metrics_dir))["on_starting"](None)
    assert metrics_dir.is_dir() and list(metrics_dir.iterdir()) == []


def test_on_starting_creates_a_missing_multiproc_dir(load_config, tmp_path):
    metrics_dir = tmp_path / "not" / "yet"
    load_config(PROMETHEUS_MULTIPROC_DIR=str(metrics_dir))["on_starting"](None)
    assert metrics_dir.is_dir()


def test_child_exit_drops_the_dead_workers_live_gauges(load_config, tmp_path):
    (tmp_path / "gauge_livesum_4242.db").write_bytes(b"x")
    (tmp_path / "gauge_livesum_5151.db").write_bytes(b"x")
    (tmp_path / "counter_4242.db").write_bytes(b"x")  # counters of dead workers still count
    load_config(PROMETHEUS_MULTIPROC_DIR=str(tmp_path))["child_exit"](None, SimpleNamespace(pid=4242))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["counter_4242.db", "gauge_livesum_5151.db"]


@contextmanager
def _collector_kept() -> Iterator[None]:
    """The test process's collector as it was before the block (tests/conftest.py sets it as a worker's): its
    thresholds, and what it had frozen (frozen again, with what the block left alive)."""
    thresholds, frozen = gc.get_threshold(), gc.get_freeze_count()
    try:
        yield
    finally:
        gc.unfreeze()
        if frozen:
            gc.freeze()
        gc.set_threshold(*thresholds)


def test_a_worker_leaves_what_it_built_at_start_out_of_garbage_collection(load_config):
    said: list[tuple] = []
    worker = SimpleNamespace(log=SimpleNamespace(info=lambda *args: said.append(args)))
    built = [[] for _ in range(100)]  # containers: tracked by the collector
    with _collector_kept():
        frozen_before = gc.get_freeze_count()
        load_config()["post_worker_init"](worker)
        frozen = gc.get_freeze_count()
    assert frozen >= frozen_before + len(built)
    assert said == [("worker: %d objects built at start left out of garbage collection", frozen)]


@pytest.mark.parametrize(("env", "young"), [({}, 50_000), ({"GC_YOUNG_THRESHOLD": "700"}, 700)])
def test_a_worker_collects_its_young_objects_at_the_threshold_set(load_config, env, young):
    worker = SimpleNamespace(log=SimpleNamespace(info=lambda *args: None))
    with _collector_kept():
        older = gc.get_threshold()[1:]
        load_config(**env)["post_worker_init"](worker)
        thresholds = gc.get_threshold()
    assert thresholds == (young, *older)


# --- a real gunicorn


def test_gunicorn_starts_from_the_config_serves_and_logs_json_with_the_request_id(tmp_path):
    with run_gunicorn(tmp_path) as server:
        status, headers, body = http_get(server.base_url + "/healthz", {"X-Request-ID": "probe-42"})
        assert status == 200 and headers["X-Request-ID"] == "probe-42"
        status, _, _ = http_get(server.base_url + "/readyz")
        assert status == 200
        status, _, body = http_get(server.base_url + "/metrics")  # no PROMETHEUS_MULTIPROC_DIR: one process
        readyz = {"method": "GET", "endpoint": "/readyz", "game": "", "status": "200"}
        assert status == 200 and _sample(body.decode(), "arbitro_http_requests_total", readyz) == 1
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=30) == 0  # graceful shutdown
    records = server.records()  # every line is JSON
    access = [r for r in records if r["logger"] == "access"]
    probe = [r for r in access if r["request_id"] == "probe-42"]
    assert len(probe) == 1
    assert probe[0]["path"] == "/healthz" and probe[0]["status"] == 200 and probe[0]["method"] == "GET"
    assert probe[0]["duration_ms"] >= 0
    assert any("Listening at: " + server.base_url in r["message"] for r in records if r["logger"] == "gunicorn.error")
    # the worker froze what it built at start: the app's own objects, tens of thousands of them
    (frozen,) = [r["message"] for r in records if "left out of garbage collection" in r.get("message", "")]
    assert int(frozen.split()[1]) > 10_000
    # one worker: the in-memory session store is whole, so no warning about workers without Redis
    assert not [r for r in records if r["level"] == "warning" and "workers without REDIS_URL" in r["message"]]


def _sample(metrics_text: str, name: str, labels: dict[str, str]) -> float | None:
    for family in text_string_to_metric_families(metrics_text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return None


def _pids_that_served(server, path: str) -> set[int]:
    return {r["pid"] for r in server.records() if r.get("logger") == "access" and r["path"] == path}


def _pids_with_an_app(records: list[dict]) -> set[int]:
    """The workers that have built the app (each says at start that it keeps sessions in memory)."""
    return {r["pid"] for r in records if r.get("logger") == "service.store" and "in-memory store" in r["message"]}


def test_metrics_sum_every_worker_in_multiprocess_mode(tmp_path):
    metrics_dir = tmp_path / "prom"
    metrics_dir.mkdir()
    (metrics_dir / "counter_999999.db").write_bytes(b"stale samples of an earlier run")
    env = {"PROMETHEUS_MULTIPROC_DIR": str(metrics_dir), "WEB_CONCURRENCY": "2"}
    path = "/v1/games"  # never polled by the harness, so every request to it is one of ours
    with run_gunicorn(tmp_path, env) as server:
        assert not (metrics_dir / "counter_999999.db").exists()  # wiped at start
        server.wait_for(lambda records: len(_pids_with_an_app(records)) == 2, "both workers' apps")
        sent = 0
        # each request on a new connection, until the access log shows both workers served some (bounded)
        while len(_pids_that_served(server, path)) < 2 or sent < 20:
            assert sent < 2000, "one worker served every request"
            status, _, _ = http_get(server.base_url + path)
            assert status == 200
            sent += 1
        status, headers, body = http_get(server.base_url + "/metrics")
        assert status == 200 and headers["Content-Type"].startswith("text/plain")
        text = body.decode()
    labels = {"method": "GET", "endpoint": path, "game": "", "status": "200"}
    assert _sample(text, "arbitro_http_requests_total", labels) == sent
    latency = {"method": "GET", "endpoint": path, "game": ""}
    assert _sample(text, "arbitro_http_request_duration_seconds_count", latency) == sent
    # two workers and no REDIS_URL: the log says sessions will not be shared
    warnings = [r for r in server.records() if r["level"] == "warning"]
    assert any("workers without REDIS_URL" in r["message"] for r in warnings)


def test_the_harness_reads_only_complete_log_lines(tmp_path):
    """A worker's line caught half-written is left for the next read (it once broke json.loads under load)."""
    log = tmp_path / "gunicorn.log"
    log.write_bytes(b'{"logger": "access", "pid": 1}\n\n{"logger": "access", "pi')
    server = Gunicorn(process=None, base_url="", log_path=log)
    assert server.records() == [{"logger": "access", "pid": 1}]
    with open(log, "ab") as more:
        more.write(b'd": 2}\n')
    assert server.records() == [{"logger": "access", "pid": 1}, {"logger": "access", "pid": 2}]


def test_metrics_port_needs_the_multiproc_dir_and_a_port_of_its_own(load_config, tmp_path):
    with pytest.raises(SystemExit, match="METRICS_PORT=9100 needs PROMETHEUS_MULTIPROC_DIR"):
        load_config(METRICS_PORT="9100")
    with pytest.raises(SystemExit, match="METRICS_PORT=8080 is PORT too"):
        load_config(METRICS_PORT="8080", PROMETHEUS_MULTIPROC_DIR=str(tmp_path))
    assert "post_fork" in load_config(METRICS_PORT="9100", PROMETHEUS_MULTIPROC_DIR=str(tmp_path))


def test_with_metrics_port_the_master_serves_every_workers_metrics_there_and_the_api_port_none(tmp_path):
    """docs/OPERATIONS.md, "Metrics": `/metrics` apart from the API, so that what routes to the API (an ingress)
    never exposes it."""
    metrics_port = free_port()
    env = {
        "WEB_CONCURRENCY": "2",
        "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics"),
        "METRICS_PORT": str(metrics_port),
    }
    with run_gunicorn(tmp_path, env) as server:
        status, headers, _ = http_get(server.base_url + "/metrics")
        assert status == 404 and headers["Content-Type"] == "application/problem+json"
        for _ in range(4):
            assert http_get(server.base_url + "/v1/games")[0] == 200
        status, _, body = http_get(f"http://127.0.0.1:{metrics_port}/metrics")
        games = {"method": "GET", "endpoint": "/v1/games", "game": "", "status": "200"}
        assert status == 200 and _sample(body.decode(), "arbitro_http_requests_total", games) == 4
        assert any("METRICS_PORT" in r["message"] for r in server.records() if r["logger"] == "gunicorn.error")
