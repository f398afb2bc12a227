"""The scripts and stylesheets of the service's own HTML pages (``/docs``, the problem pages), served
at ``/pages/<file>`` from ``pages/``: files, since a page's Content-Security-Policy allows no inline
script or style (:mod:`.page_headers`).  The console's are its own (``service/console/static``)."""

from __future__ import annotations

from pathlib import Path

from flask import Flask, Response, send_from_directory

PAGES_DIR = Path(__file__).with_name("pages")
PAGES_URL = "/pages/"


def page_asset_url(filename: str) -> str:
    """Where a page finds ``filename`` of ``pages/``.

    >>> page_asset_url("docs.js")
    '/pages/docs.js'
    """
    return PAGES_URL + filename


def register_page_assets(app: Flask) -> None:
    """``/pages/<file>`` (outside the OpenAPI document); each answer carries an ETag, so a page's reload
    costs a 304."""

    def page_asset(filename: str) -> Response:
        return send_from_directory(PAGES_DIR, filename, max_age=0)

    app.add_url_rule(f"{PAGES_URL}<path:filename>", "page_asset", page_asset, methods=["GET"])
