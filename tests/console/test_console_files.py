"""The console's files: served from the package, nothing from another host, all of them shipped."""

from __future__ import annotations

import re
import tomllib
from fnmatch import fnmatch
from pathlib import Path

from service.console import STATIC_DIR

ROOT = Path(__file__).resolve().parents[2]
FROM_ANOTHER_HOST = re.compile(r"""(src|href|from|import)\s*[=(]?\s*["'](https?:)?//""")


def test_the_page_and_every_file_it_loads_are_served_from_the_package(client):
    page = client.get("/referee")
    assert page.status_code == 200 and page.content_type.startswith("text/html")
    assert page.cache_control.max_age == 0
    files = sorted(p.name for p in STATIC_DIR.iterdir())
    assert {"index.html", "console.js", "console.css"} <= set(files)
    for name in files:
        served = client.get(f"/referee/static/{name}")
        assert served.status_code == 200, name
        assert served.data == (STATIC_DIR / name).read_bytes()
        assert not FROM_ANOTHER_HOST.search(served.text), name
    assert client.get("/referee/static/../__init__.py").status_code == 404
    assert client.get("/referee/static/nothing.js").content_type == "application/problem+json"


def test_every_module_a_script_imports_is_one_of_the_files():
    for script in STATIC_DIR.glob("*.js"):
        for imported in re.findall(r"""from\s+["']\./([\w.-]+)["']""", script.read_text()):
            assert (STATIC_DIR / imported).is_file(), (script.name, imported)


def test_the_package_ships_every_file_of_the_console():
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    patterns = package_data["service.console"]
    for path in STATIC_DIR.iterdir():
        assert any(fnmatch(str(path.relative_to(STATIC_DIR.parent)), p) for p in patterns), path.name
