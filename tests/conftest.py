"""Suite-wide fixtures: the app, its test client, and a real Redis; every answer checked against the spec.

The suite needs the Redis at 127.0.0.1:6379.  When none answers and ``redis-server`` is on
the PATH, the suite starts one (no persistence); when it cannot, the Redis tests fail - a
missing Redis is never a skip.
"""

from __future__ import annotations

import atexit
import functools
import gc
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import redis.cluster
from flask import Flask
from redis.backoff import NoBackoff
from redis.retry import Retry

from service.app import create_app
from service.config import ServerSettings
from tests.browser import chromium, live_server
from tests.compiled import build_faults
from tests.conformance import ConformingClient
from tests.volume import configure as configure_volume
from tests.volume import in_loop

# every app's test client checks each answer against openapi.yaml (tests/conformance.py)
Flask.test_client_class = ConformingClient

# the suite's apps keep clubs in an SQLite file of this test process's own (never the checkout's instance
# folder, which parallel workers would share), unless a test names its own DATABASE_URL (tests/clubs)
_CLUBS_DIRECTORY = tempfile.mkdtemp(prefix="arbitro-clubs-")
atexit.register(shutil.rmtree, _CLUBS_DIRECTORY, ignore_errors=True)
os.environ.setdefault("DATABASE_URL", f"sqlite:///{_CLUBS_DIRECTORY}/clubs.db")

REDIS_HOST, REDIS_PORT = "127.0.0.1", 6379
REDIS_URL = f"redis://{REDIS_HOST}:{REDIS_PORT}/0"
# the suite's apps create sessions, tournaments and results by the hundred from one address; the
# tests of each budget itself (tests/sessions/test_session_admission.py,
# tests/tournaments/test_tournament_admission.py) set their own
SUITE_CREATE_LIMIT = {
    "session_create_limit": "100000/second",
    "tournament_create_limit": "100000/second",
    "tournament_result_limit": "100000/second",
    "tournament_bytes_limit": "100000000000/second",
}


def redis_answers(port: int = REDIS_PORT) -> bool:
    try:
        return bool(redis.Redis(host=REDIS_HOST, port=port, socket_timeout=0.5).ping())
    except redis.RedisError:
        return False


def redis_server_command(binary: str, port: int, *options: str) -> list[str]:
    """A Redis on 127.0.0.1:``port`` without persistence, with ``options`` (``--maxmemory``, ...)."""
    return [binary, "--bind", REDIS_HOST, "--port", str(port), "--save", "", "--appendonly", "no", *options]


def wait_for_redis(port: int) -> bool:
    """Whether a Redis starting on ``port`` answers within 10 s."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if redis_answers(port):
            return True
        time.sleep(0.05)  # polling a starting server, not timing a test
    return False


def _ensure_redis() -> str | None:
    """Start a Redis when none answers; the reason it is unavailable, or None when it runs."""
    if redis_answers():
        return None
    binary = shutil.which("redis-server")
    if binary is None:
        return "no Redis answers on 127.0.0.1:6379 and redis-server is not installed"
    subprocess.run(redis_server_command(binary, REDIS_PORT, "--daemonize", "yes"), check=False, capture_output=True)
    if wait_for_redis(REDIS_PORT):
        return None
    return "redis-server was started but does not answer on 127.0.0.1:6379"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class OwnRedis:
    """A redis-server of a test's own on a free port (never the shared 6379), started with ``options``."""

    def __init__(self, *options: str) -> None:
        self.port = _free_port()
        assert self.port != REDIS_PORT
        self.url = f"redis://{REDIS_HOST}:{self.port}/0"
        self.options = options

    def client(self, **options: Any) -> redis.Redis:
        return redis.Redis(host=REDIS_HOST, port=self.port, socket_timeout=1, **options)

    def start(self) -> None:
        binary = shutil.which("redis-server")
        assert binary is not None, "redis-server is not installed"
        command = redis_server_command(binary, self.port, "--daemonize", "yes", *self.options)
        subprocess.run(command, check=True, capture_output=True)
        self._wait_until(lambda: redis_answers(self.port), "start")

    def stop(self) -> None:
        """Shut the server down and return once its port refuses connections (not merely once asked)."""

        def gone() -> bool:
            try:
                # no retry: the server closing the connection is the answer (redis-py would retry
                # for seconds), and NOW: a primary waits for no replica to catch up
                self.client(retry=Retry(NoBackoff(), 0)).shutdown(nosave=True, now=True)
            except redis.ConnectionError:
                pass  # refused (gone already), or closed by the server as it goes
            except redis.RedisError:
                return False  # e.g. a timeout under load: ask again
            return self._refused()

        self._wait_until(gone, "stop")

    def kill(self) -> None:
        """SIGKILL the server (no shutdown, nothing more written) and return once its port refuses connections."""
        pid = int(self.client().info("server")["process_id"])
        os.kill(pid, signal.SIGKILL)
        self._wait_until(self._refused, "die")

    def _refused(self) -> bool:
        try:
            socket.create_connection((REDIS_HOST, self.port), timeout=5).close()
        except ConnectionRefusedError:
            return True
        except OSError:
            return False  # a timeout: the server is still there, only slow
        return False

    def _wait_until(self, done, what: str) -> None:
        """Polls a condition of the server; the deadline only stops a test that would hang."""
        deadline = time.monotonic() + 120
        while not done():
            if time.monotonic() > deadline:
                raise RuntimeError(f"redis-server on port {self.port} did not {what}")
            time.sleep(0.02)


class OwnRedisCluster:
    """A Redis Cluster of the tests' own: 3 primaries and 3 replicas (an :class:`OwnRedis` each, with its
    cluster bus on a free port too, and ``options``: ``--maxmemory``, ...), its nodes' files in ``directory``.
    A node that stops answering for ``--cluster-node-timeout`` (2 s) is failed over to its replica."""

    NODES = 6

    def __init__(self, directory: Path, *options: str) -> None:
        self.nodes = []
        for n in range(self.NODES):
            bus = _free_port()
            node_file = f"nodes-{n}.conf"
            cluster = ("--cluster-enabled", "yes", "--cluster-config-file", node_file, "--cluster-port", str(bus))
            self.nodes.append(OwnRedis(*cluster, "--cluster-node-timeout", "2000", "--dir", str(directory), *options))
        self.url = f"redis://{REDIS_HOST}:{self.nodes[0].port}"

    def start(self) -> None:
        for node in self.nodes:
            node.start()
        binary = shutil.which("redis-cli")
        assert binary is not None, "redis-cli is not installed"
        addresses = [f"{REDIS_HOST}:{node.port}" for node in self.nodes]
        create = [binary, "--cluster", "create", *addresses, "--cluster-replicas", "1", "--cluster-yes"]
        subprocess.run(create, check=True, capture_output=True)
        self.wait_serving(replicated=True)

    def wait_serving(self, *, replicated: bool) -> None:
        """Wait until every live node says the cluster is ok, with its 3 primaries (``replicated``: each with a
        replica in sync)."""
        self.nodes[0]._wait_until(lambda: self._serving(replicated), "serve every slot")

    def _serving(self, replicated: bool) -> bool:
        try:
            live = [node.client() for node in self.nodes if not node._refused()]
            if not all(client.cluster("info")["cluster_state"] == "ok" for client in live):
                return False
            roles = [client.info("replication") for client in live]
        except redis.RedisError:
            return False  # a node still starting, or failing over
        primaries = [role for role in roles if role["role"] == "master"]
        in_sync = [role.get("slave0", {}).get("state") == "online" for role in primaries]
        return len(primaries) == self.NODES // 2 and (all(in_sync) or not replicated)

    def flush(self) -> None:
        """Empty every primary (its replica with it)."""
        for node in self.nodes:
            client = node.client()
            if client.info("replication")["role"] == "master":
                client.flushall()

    def primary_of(self, key: str) -> OwnRedis:
        """The node that serves ``key`` now."""
        client = redis.cluster.RedisCluster.from_url(self.url)
        try:
            port = client.get_node_from_key(key).port
        finally:
            client.close()
        return next(node for node in self.nodes if node.port == port)

    def stop(self) -> None:
        """Kill every node still up: nothing of the cluster is kept, and a node asked to shut down takes
        seconds (its client retries the closed connection, its peers start failing it over)."""
        for node in self.nodes:
            if not node._refused():
                node.kill()


_REDIS_PROBLEM: str | None = None


def pytest_configure(config: pytest.Config) -> None:
    configure_volume(config.getoption("markexpr") or "")


def pytest_collection_finish(session: pytest.Session) -> None:
    """Collect garbage in each test process as the service's workers do (deploy/gunicorn.conf.py,
    ``post_worker_init``): what collection built (every module, the cases, the shared app) frozen out of later
    collections, and a young collection every ``GC_YOUNG_THRESHOLD`` objects, not Python's 700.  Each full
    collection walked all of it again: with Python's settings the collector took a tenth to a fifth of the session
    tests' time (CONTRIBUTING.md, "The loop")."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(ServerSettings.model_fields["gc_young_threshold"].default, *gc.get_threshold()[1:])


WHOLLY_SLOW = "\npytestmark = pytest.mark.slow"
"""How a module puts all its tests in the slow tier."""


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """The loop does not even import a module wholly in the slow tier (some build their cases as they
    are collected: the schemathesis sweep takes seconds)."""
    if in_loop() and collection_path.suffix == ".py" and collection_path.name.startswith("test_"):
        if WHOLLY_SLOW in collection_path.read_text():
            return True
    return None


def pytest_sessionstart(session: pytest.Session) -> None:
    faults = build_faults()
    if faults:  # a stale build would test the rules as they were: stop before any test runs
        raise pytest.UsageError("the compiled engines are not this source's:\n" + "\n".join(faults))
    global _REDIS_PROBLEM
    _REDIS_PROBLEM = _ensure_redis()


@pytest.fixture(scope="session")
def redis_url() -> str:
    """The URL of the real Redis; fails (never skips) when there is none."""
    if _REDIS_PROBLEM is not None:
        pytest.fail(_REDIS_PROBLEM)
    return REDIS_URL


@pytest.fixture
def redis_prefix(redis_url):
    """A key prefix of this test's own on the real Redis; its keys are deleted afterwards."""
    prefix = f"arbitro-test-{secrets.token_hex(6)}"
    yield prefix
    delete_keys(redis_url, prefix)


def delete_keys(redis_url: str, prefix: str) -> None:
    """Delete every key under ``prefix`` (a test's own) from the Redis at ``redis_url``."""
    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
    if keys:
        client.delete(*keys)
    client.close()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory) -> Iterator[OwnRedisCluster]:
    """A Redis Cluster of the suite's own (3 primaries, 3 replicas), started once and torn down after."""
    if shutil.which("redis-server") is None:
        pytest.fail("redis-server is not installed")
    cluster = OwnRedisCluster(tmp_path_factory.mktemp("redis-cluster"))
    cluster.start()
    yield cluster
    cluster.stop()


SMALL_CLUSTER_NODE = ("--maxmemory", str(5 * 1024 * 1024), "--maxmemory-policy", "noeviction")
"""A small cluster's node: 5 MB of memory (some 2 MB of it the cluster's own, up to 1 MB more a primary's replication
backlog) and noeviction, as deploy/ configures Redis."""


@pytest.fixture(scope="session")
def _small_cluster(tmp_path_factory) -> Iterator[OwnRedisCluster]:
    if shutil.which("redis-server") is None:
        pytest.fail("redis-server is not installed")
    cluster = OwnRedisCluster(tmp_path_factory.mktemp("small-redis-cluster"), *SMALL_CLUSTER_NODE)
    cluster.start()
    yield cluster
    cluster.stop()


@pytest.fixture
def small_redis_cluster(_small_cluster) -> Iterator[OwnRedisCluster]:
    """A Redis Cluster (3 primaries, 3 replicas) whose every node is :data:`SMALL_CLUSTER_NODE`, empty: started once,
    emptied after each test that fills it."""
    yield _small_cluster
    _small_cluster.flush()


@pytest.fixture(scope="session")
def redis_socket_url(tmp_path_factory) -> Iterator[str]:
    """The ``unix://`` URL of a Redis of the suite's own that listens on a Unix socket too, as a Redis
    beside the app may be reached; started once and torn down after."""
    if shutil.which("redis-server") is None:
        pytest.fail("redis-server is not installed")
    path = tmp_path_factory.mktemp("redis-socket") / "redis.sock"
    server = OwnRedis("--unixsocket", str(path), "--unixsocketperm", "700")
    server.start()
    yield f"unix://{path}"
    server.stop()


@functools.cache
def shared_app() -> Flask:
    """The worker's one app on the in-memory store, test seeds allowed and the suite's budgets, for every test
    that needs no store or settings of its own: sessions and tournaments are apart by their ids, and an app
    costs more to build than most tests take to run."""
    return create_app({"redis_url": None, "allow_test_seeds": True, **SUITE_CREATE_LIMIT})


@pytest.fixture(scope="session")
def app():
    return shared_app()


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    """The service on a free local port (embedded store), for a browser or a generated client."""
    with live_server() as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium from the OS packages (tests/browser.py)."""
    with chromium() as browser:
        yield browser
