"""A real gunicorn, started from deploy/gunicorn.conf.py on a free loopback port, for the ops tests.

Imported by the test modules beside it (pytest puts this folder on sys.path).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUNICORN_CONF = ROOT / "deploy" / "gunicorn.conf.py"

# settings the tests decide themselves, never inherited from the shell that runs them
_CONTROLLED_ENV = (
    "BIND",
    "HOST",
    "PORT",
    "WEB_CONCURRENCY",
    "GUNICORN_WORKERS",
    "GUNICORN_THREADS",
    "GUNICORN_CMD_ARGS",
    "REDIS_URL",
    "PROMETHEUS_MULTIPROC_DIR",
    "prometheus_multiproc_dir",
    "ACCESS_LOG",
    "LOG_LEVEL",
)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def http_get(url: str, headers: dict[str, str] | None = None, timeout: float = 5.0):
    """(status, headers, body) of a GET; a new connection each time."""
    req = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read()


@dataclass
class Gunicorn:
    process: subprocess.Popen
    base_url: str
    log_path: Path

    def log_lines(self) -> list[str]:
        return [line for line in self.log_path.read_text().splitlines() if line.strip()]


def _wait_until_serving(proc: subprocess.Popen, base_url: str, log_path: Path, deadline_s: float = 30.0) -> None:
    """Poll /healthz until it answers; pace the polls by waiting on the process (so an early exit shows)."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        try:
            status, _, _ = http_get(base_url + "/healthz", timeout=1.0)
            if status == 200:
                return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        try:
            code = proc.wait(timeout=0.05)
        except subprocess.TimeoutExpired:
            continue
        raise AssertionError(f"gunicorn exited with {code} before serving:\n{log_path.read_text()}")
    raise AssertionError(f"gunicorn did not answer /healthz within {deadline_s}s:\n{log_path.read_text()}")


@contextmanager
def run_gunicorn(tmp_path: Path, env: dict[str, str] | None = None) -> Iterator[Gunicorn]:
    port = free_port()
    child_env = {k: v for k, v in os.environ.items() if k not in _CONTROLLED_ENV}
    child_env.update({"BIND": f"127.0.0.1:{port}", "PYTHONPATH": str(ROOT)})
    child_env.update(env or {})
    log_path = tmp_path / f"gunicorn-{port}.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), "service.app:create_app()"],
            cwd=ROOT,
            env=child_env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    server = Gunicorn(proc, f"http://127.0.0.1:{port}", log_path)
    try:
        _wait_until_serving(proc, server.base_url, log_path)
        yield server
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def json_lines(lines: list[str]) -> list[dict]:
    return [json.loads(line) for line in lines]
