"""The console's screenshots in docs/: ``python -m tests.console.screenshots``.

For each game, the last step of its history in tests/console/histories.py opened from a share link:
on a laptop's screen, 1280 px wide, the whole page (docs/console-<game>.png), and the first screen
of a phone, 390 x 844, where the verdict stands (docs/console-<game>-phone.png; Euchre in Italian).
And the pad of a phone while a dispute is entered by taps (docs/console-entry-phone.png): the hand of
the JSON's seat 1 (seat 2 on the page), its king of hearts marked as no legal play.  Same server,
browser and offline page as the browser tests.
"""

from __future__ import annotations

import logging
from pathlib import Path

from service.app import create_app
from tests.browser import chromium, live_server, offline_page
from tests.console.histories import EUCHRE_HELD_REVOKE, all_histories
from tests.console.test_referee_console import share_link

DOCS = Path(__file__).resolve().parents[2] / "docs"
LAPTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def shoot(browser, url: str, path: Path, viewport: dict[str, int], *, step: int | None = None, at: str = "") -> None:
    """The page at ``url`` (at ``step``, scrolled to ``at``): the whole page on a laptop, the screen on a phone."""
    with offline_page(browser, viewport=viewport, device_scale_factor=1) as page:
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]")
        page.wait_for_selector("#table[data-step]")
        if step is not None:
            page.locator(f"#history button[data-step='{step}']").click()
            page.wait_for_selector(f"#table[data-step='{step}']")
        if at:
            page.locator(at).scroll_into_view_if_needed()
        assert page.outside == [] and page.errors == [], (page.outside, page.errors)
        page.screenshot(path=str(path), full_page=viewport is LAPTOP)
    print(path.relative_to(DOCS.parent))


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # not a line per request
    histories = all_histories(create_app({"redis_url": None}).test_client())
    with live_server() as base_url, chromium() as browser:
        for game, body in histories.items():
            shoot(browser, share_link(base_url, game, body), DOCS / f"console-{game}.png", LAPTOP)
            phone = share_link(base_url, game, body, lang="it" if game == "euchre" else "en")
            shoot(browser, phone, DOCS / f"console-{game}-phone.png", PHONE)
        entry = share_link(base_url, "euchre", EUCHRE_HELD_REVOKE)
        shoot(browser, entry, DOCS / "console-entry-phone.png", PHONE, step=5, at="#pad")


if __name__ == "__main__":
    main()
