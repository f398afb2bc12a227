"""``/docs`` in a real headless Chromium with no internet: every operation renders, a try-out answers 200.

The server, the browser and the offline page come from tests/browser.py (the OS's Chromium, every
host but the loopback unresolvable, any request to another host aborted and recorded).
"""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import version
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from service.api.docs import SWAGGER_UI_URL
from service.api.page_assets import PAGES_URL
from service.app import create_app
from tests.browser import offline_page
from tests.conformance import read_openapi

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

ROOT = Path(__file__).resolve().parents[2]
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def _spec_operations() -> set[tuple[str, str]]:
    spec = read_openapi()
    return {(method.upper(), path) for path, item in spec["paths"].items() for method in item if method in HTTP_METHODS}


@pytest.fixture(scope="module")
def docs(browser, base_url):
    """The ``/docs`` page, loaded once for the module's tests (Swagger UI renders the whole contract in a few
    seconds; each test reads it, and the try-out only opens its own operation's block); ``page.outside`` lists
    the requests to any non-loopback host."""
    with offline_page(browser) as page:
        page.goto(base_url + "/docs")  # returns at the load event: every script and stylesheet tried
        assert page.outside == [], f"/docs asked for hosts outside this machine: {page.outside}"
        page.wait_for_selector(".swagger-ui .information-container .info")
        page.wait_for_selector(".opblock")
        yield page


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
    # Swagger UI's files, and the page's own script that starts it (no inline script: the CSP allows none)
    assert all(a.startswith((base_url + SWAGGER_UI_URL, base_url + PAGES_URL)) for a in assets), assets
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
