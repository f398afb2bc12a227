"""The console's screenshots in docs/: ``python -m tests.console.screenshots``.

One per game on a laptop's screen (docs/console-<game>.png), each showing the last step of the
game's history in tests/console/histories.py, and the Euchre revoke on a phone's, in Italian
(docs/console-euchre-phone.png).  Same server, browser and offline page as the browser tests.
"""

from __future__ import annotations

import logging
from pathlib import Path

from service.app import create_app
from tests.browser import chromium, live_server, offline_page
from tests.console.histories import all_histories
from tests.console.test_referee_console import share_link

DOCS = Path(__file__).resolve().parents[2] / "docs"
LAPTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}


def shoot(browser, url: str, path: Path, viewport: dict[str, int], step: int | None = None) -> None:
    with offline_page(browser, viewport=viewport, device_scale_factor=1) as page:
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]")
        page.wait_for_selector("#table[data-step]")
        if step is not None:
            page.locator(f"#history button[data-step='{step}']").click()
            page.wait_for_selector(f"#table[data-step='{step}']")
        assert page.outside == [] and page.errors == [], (page.outside, page.errors)
        page.screenshot(path=str(path), full_page=True)
    print(path.relative_to(DOCS.parent))


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # not a line per request
    histories = all_histories(create_app({"redis_url": None}).test_client())
    with live_server() as base_url, chromium() as browser:
        for game, body in histories.items():
            shoot(browser, share_link(base_url, game, body), DOCS / f"console-{game}.png", LAPTOP)
        phone = share_link(base_url, "euchre", histories["euchre"], lang="it")
        shoot(browser, phone, DOCS / "console-euchre-phone.png", PHONE, 4)


if __name__ == "__main__":
    main()
