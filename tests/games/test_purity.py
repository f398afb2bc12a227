"""The engines are plain Python (docs/ARCHITECTURE.md, "The layers"): the cards, the shared engine and every game's
package - its rules, phases and words - import nothing of the web, the sessions or the stores; only a game's
``edge`` subpackage (its answers' schemas) may, and the engine never imports it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SERVICE = Path(__file__).resolve().parents[2] / "service"
WEB = {"flask", "flask_smorest", "flask_cors", "flask_limiter", "marshmallow", "webargs", "werkzeug", "redis", "orjson"}
"""The libraries of the web layer and the stores."""
OUTER = {"api", "sessions", "store", "tournaments", "console", "cli", "app", "wire"}
"""The service's own packages and modules that sit above the engines."""
ENGINE_MODULES = sorted(
    path
    for path in (SERVICE / "cards.py", *SERVICE.glob("engine/*.py"), *SERVICE.glob("games/**/*.py"))
    if "edge" not in path.relative_to(SERVICE).parts
)


def imported(source: str, placed: Path) -> set[str]:
    """What ``source`` imports, as dotted names from the top, read as the module at ``placed`` (relative imports
    resolved within service/)."""
    package = [SERVICE.name, *placed.relative_to(SERVICE).parent.parts]
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            names |= {module} | {f"{module}.{alias.name}" for alias in node.names}
    return names


def outer(names: set[str]) -> set[str]:
    """The names among ``names`` of the web layer, the parts of the service above the engines, or a game's edge."""
    found = set()
    for name in names:
        parts = name.split(".")
        above = parts[0] == "service" and len(parts) > 1 and parts[1] in OUTER
        if parts[0] in WEB or above or (parts[:2] == ["service", "games"] and "edge" in parts[2:]):
            found.add(name)
    return found


def test_no_engine_module_imports_the_web_layer():
    assert any(path.name == "words.py" for path in ENGINE_MODULES)
    leaks = {str(path.relative_to(SERVICE)): outer(imported(path.read_text(), path)) for path in ENGINE_MODULES}
    assert {name: found for name, found in leaks.items() if found} == {}


def test_the_check_sees_a_web_import():
    source = "from ...api.answers import fixed\nimport marshmallow\nfrom .edge import answers\n"
    found = outer(imported(source, SERVICE / "games" / "euchre" / "probe.py"))
    assert found >= {"service.api.answers", "marshmallow", "service.games.euchre.edge"}


def test_the_engines_and_their_words_load_without_the_web_layer():
    probe = (
        "import sys, service.games.registry, service.messages\n"
        f"web = sorted({{m.split('.')[0] for m in sys.modules}} & set({sorted(WEB)!r}))\n"
        "edges = sorted(m for m in sys.modules if '.edge' in m)\n"
        "assert not web and not edges, (web, edges)\n"
    )
    root = SERVICE.parent
    subprocess.run([sys.executable, "-c", probe], check=True, cwd=root, env={"PYTHONPATH": str(root)})
