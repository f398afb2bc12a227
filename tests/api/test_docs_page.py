"""``/docs`` in a real headless Chromium with no internet: every operation renders, a try-out answers 200.

The browser is the OS's Chromium (Debian package ``chromium``; ``.ci/run`` installs it), driven by
Playwright; Playwright never downloads a browser here.  Every host but the loopback is unresolvable
(Chromium's host resolver rules), and a Playwright route aborts and records any request to another
host, so a page that needed a CDN would show nothing and the test would say which host it wanted.

Without Chromium the test fails under CI (``CI`` set) and is skipped elsewhere, saying why.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import threading
import time
import tomllib
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import yaml
from werkzeug.serving import make_server

from service.api.docs import SWAGGER_UI_URL
from service.app import create_app

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

ROOT = Path(__file__).resolve().parents[2]
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
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
PAGE_TIMEOUT_MS = 60_000  # only stops a hung page: two shared cores render the page in a few seconds


def _chromium() -> str:
    path = shutil.which("chromium")
    if path is None:
        reason = "chromium is not installed (Debian package `chromium`; .ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason + "; outside CI this test is skipped")
    return path


def _spec_operations() -> set[tuple[str, str]]:
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text())
    return {(method.upper(), path) for path, item in spec["paths"].items() for method in item if method in HTTP_METHODS}


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


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    server = make_server("127.0.0.1", 0, create_app({"redis_url": None}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        _wait_for_port(server.server_port, thread)
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join()


@pytest.fixture(scope="module")
def browser():
    executable = _chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def docs(browser, base_url):
    """The ``/docs`` page, loaded; ``page.outside`` lists the requests to any non-loopback host."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(PAGE_TIMEOUT_MS)
    outside: list[str] = []
    errors: list[str] = []

    def only_loopback(route):
        if urlsplit(route.request.url).hostname in LOOPBACK_HOSTS:
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_loopback)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(base_url + "/docs")  # returns at the load event: every script and stylesheet tried
    assert outside == [], f"/docs asked for hosts outside this machine: {outside}"
    page.wait_for_selector(".swagger-ui .information-container .info")
    page.wait_for_selector(".opblock")
    page.outside = outside
    page.errors = errors
    yield page
    context.close()


def test_the_served_swagger_ui_is_the_pinned_package():
    pinned = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert f"swagger-ui-bundle-v2=={version('swagger-ui-bundle-v2')}" in pinned
    assert SWAGGER_UI_URL == f"/docs/swagger-ui-{version('swagger-ui-bundle-v2')}/"


def test_the_docs_page_names_only_files_this_service_serves():
    client = create_app({"redis_url": None}).test_client()
    page = client.get("/docs")
    assert page.status == "200 OK"
    assert not re.search(r"""(src|href|url)\s*[=:]\s*["'](https?:)?//""", page.text)  # nothing from another host
    for asset in ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js"):
        assert f'"{SWAGGER_UI_URL}{asset}"' in page.text
        served = client.get(SWAGGER_UI_URL + asset)
        assert served.status_code == 200 and served.content_length > 1000
        assert served.cache_control.max_age == 365 * 24 * 3600  # the URL names the version: cacheable for good
    assert client.get(SWAGGER_UI_URL + "../../../pyproject.toml").status_code == 404
    assert client.get(SWAGGER_UI_URL + "nothing.js").content_type == "application/problem+json"


def test_docs_assets_are_the_packaged_swagger_ui_served_here(base_url, docs):
    assets = docs.evaluate(
        "[...document.querySelectorAll('script[src], link[rel=stylesheet]')].map(e => e.src || e.href)"
    )
    assert {urlsplit(a).path.rsplit("/", 1)[-1] for a in assets} >= {"swagger-ui-bundle.js", "swagger-ui.css"}
    assert all(a.startswith(base_url + SWAGGER_UI_URL) for a in assets), assets
    assert docs.outside == []
    assert docs.errors == []


def test_every_operation_of_the_contract_renders_offline(docs):
    rendered = docs.eval_on_selector_all(
        ".opblock",
        """blocks => blocks.map(b => [
            b.querySelector('.opblock-summary-method').textContent.trim(),
            b.querySelector('.opblock-summary-path').getAttribute('data-path'),
        ])""",
    )
    expected = _spec_operations()
    assert len(rendered) == len(expected)
    assert {(method, path) for method, path in rendered} == expected
    assert docs.outside == []
    assert docs.errors == []


def test_the_introduction_is_at_the_top(docs):
    intro = docs.inner_text(".swagger-ui .information-container .info .description")
    for words in ("Card notation", "JK", "Seats", "to_act", "Authorization: Bearer", "GET /v1/games/{game}"):
        assert words in intro
    assert "openapi.yaml" in intro


def test_try_it_out_on_the_game_catalogue_answers_200_in_the_page(docs):
    block = docs.locator(".opblock-get").filter(has=docs.locator('.opblock-summary-path[data-path="/v1/games/{game}"]'))
    block.locator(".opblock-summary-control").click()
    block.locator("button.try-out__btn").click()
    block.locator('tr[data-param-name="game"] input').fill("euchre")
    block.locator("button.execute").click()
    status = block.locator(".live-responses-table .response .response-col_status")
    status.wait_for()
    assert status.inner_text().strip() == "200"
    assert '"id": "euchre"' in block.locator(".live-responses-table .response-col_description pre").first.inner_text()
    assert docs.outside == []
    assert docs.errors == []
