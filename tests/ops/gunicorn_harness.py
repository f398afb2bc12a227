"""A real gunicorn, started from deploy/gunicorn.conf.py on a free loopback port, for the ops tests.

Imported by the test modules beside it (pytest puts this folder on sys.path).

The server's log is read while its processes write it: a read takes only complete, newline-ended
lines (a line being written is left for the next read), and a test waits for the records it needs
(:meth:`Gunicorn.wait_for`), never for a span of time.  The deadlines below only stop a test that
would otherwise hang; under any load a passing run never reaches them.
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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUNICORN_CONF = ROOT / "deploy" / "gunicorn.conf.py"
HANG_GUARD_S = 120.0

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
    "METRICS_PORT",
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
        """Every complete line of the log so far: up to the last newline, never a line still being written."""
        return complete_lines(self.log_path.read_bytes())

    def records(self) -> list[dict]:
        return json_lines(self.log_lines())

    def wait_for(self, holds: Callable[[list[dict]], bool], what: str) -> list[dict]:
        """The log's records once ``holds(records)``; paced by waiting on the process, so an early exit shows."""
        _wait(self.process, lambda: holds(self.records()), what, self.log_path)
        return self.records()


def complete_lines(data: bytes) -> list[str]:
    """The non-blank newline-terminated lines of ``data``; a last line without its newline is left out."""
    complete = data[: data.rfind(b"\n") + 1]
    return [line for line in complete.decode().splitlines() if line.strip()]


def _wait(proc: subprocess.Popen, done: Callable[[], bool], what: str, log_path: Path) -> None:
    """Until ``done()``: checked again each time the process is still running after a short wait on it."""
    deadline = time.monotonic() + HANG_GUARD_S
    while not done():
        try:
            code = proc.wait(timeout=0.05)
        except subprocess.TimeoutExpired:
            code = None
        if code is not None:
            raise AssertionError(f"gunicorn exited with {code} before {what}:\n{log_path.read_text()}")
        if time.monotonic() > deadline:
            raise AssertionError(f"still waiting for {what} after {HANG_GUARD_S}s:\n{log_path.read_text()}")


def _answers_healthz(base_url: str) -> bool:
    try:
        status, _, _ = http_get(base_url + "/healthz", timeout=5.0)
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False
    return status == 200


@contextmanager
def run_gunicorn(
    tmp_path: Path, env: dict[str, str] | None = None, app: str = "service.app:create_app()"
) -> Iterator[Gunicorn]:
    port = free_port()
    child_env = {k: v for k, v in os.environ.items() if k not in _CONTROLLED_ENV}
    child_env.update({"BIND": f"127.0.0.1:{port}", "PYTHONPATH": str(ROOT)})
    child_env.update(env or {})
    log_path = tmp_path / f"gunicorn-{port}.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), app],
            cwd=ROOT,
            env=child_env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    server = Gunicorn(proc, f"http://127.0.0.1:{port}", log_path)
    try:
        _wait(proc, lambda: _answers_healthz(server.base_url), "an answer from /healthz", log_path)
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
