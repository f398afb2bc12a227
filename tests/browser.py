"""A live server and the OS's Chromium, offline, for the suite's browser tests.

The browser is Debian's Chromium (package ``chromium``; ``.ci/run`` installs it), driven by
Playwright, which never downloads a browser here.  Every host but the loopback is unresolvable
(Chromium's host resolver rules), and :func:`offline_page` aborts and records any request to
another host, so a page that needed a CDN would show nothing and the test would say which host it
wanted.  Without Chromium a test fails under CI and is skipped elsewhere (tests/unavailable.py).
"""

from __future__ import annotations

import atexit
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

from werkzeug.serving import make_server

from service.app import create_app
from tests.unavailable import unavailable

LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost"})
CHROMIUM_ARGS = [
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    "--no-sandbox",  # CI runs as root
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-sync",
]
PAGE_TIMEOUT_MS = 60_000  # only stops a hung page: two shared cores render a page in a few seconds


def chromium_path() -> str:
    path = shutil.which("chromium")
    if path is None:
        unavailable("chromium is not installed (Debian package `chromium`; .ci/run installs it)")
    return path


def _wait_for_port(port: int, thread: threading.Thread) -> None:
    deadline = time.monotonic() + 30
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            if not thread.is_alive() or time.monotonic() > deadline:
                raise
            time.sleep(0.02)  # polling a starting server, not timing the test


@contextmanager
def live_server() -> Iterator[str]:
    """The app (in-memory sessions) served on a free loopback port; yields its base URL."""
    server = make_server("127.0.0.1", 0, create_app({"redis_url": None}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        _wait_for_port(server.server_port, thread)
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join()


_shared: Any = None
"""The process's one Chromium (a pytest worker's), started by the first :func:`chromium`."""


def _shared_chromium() -> Any:
    global _shared
    if _shared is None or not _shared.is_connected():
        executable = chromium_path()
        from playwright.sync_api import sync_playwright

        playwright = sync_playwright().start()
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        atexit.register(_stop, playwright, browser)
        _shared = browser
    return _shared


def _stop(playwright: Any, browser: Any) -> None:
    try:
        browser.close()
    finally:
        playwright.stop()


@contextmanager
def chromium() -> Iterator[Any]:
    """The OS's Chromium, headless, that resolves no host but the loopback: one per process (a start costs
    seconds on two shared cores), closed when the process ends.  Every page is opened in a new context of it
    (:func:`offline_page`), so two tests share no cookie, storage, route or cache."""
    yield _shared_chromium()


@contextmanager
def offline_page(browser: Any, **context_options: Any) -> Iterator[Any]:
    """A new page whose requests to any non-loopback host are aborted and listed in ``page.outside``;
    its script errors, and anything the page's Content-Security-Policy refused, are listed in ``page.errors``."""
    context = browser.new_context(**context_options)
    page = context.new_page()
    page.set_default_timeout(PAGE_TIMEOUT_MS)
    outside: list[str] = []
    errors: list[str] = []

    def only_loopback(route: Any) -> None:
        if urlsplit(route.request.url).hostname in LOOPBACK_HOSTS:
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_loopback)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: _csp_violation(message, errors))
    page.outside = outside
    page.errors = errors
    try:
        yield page
    finally:
        context.close()


def _csp_violation(message: Any, errors: list[str]) -> None:
    """Chromium reports each thing a Content-Security-Policy refused (an inline script or style, a file
    from elsewhere, an ``eval``) as an error on the console."""
    if message.type == "error" and "Content Security Policy" in message.text:
        errors.append(f"CSP: {message.text}")
