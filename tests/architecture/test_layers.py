"""The arrows of DESIGN.md, checked on every module's imports: gameledger -> api, workers -> events.service ->
events.store; events.service -> engine; engine imports nothing of the others, engine/core no game."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("engine.dominion", "engine.oath")
SERVICE_LAYERS = ("api", "events", "gameledger", "workers")
IO_LIBRARIES = ("flask", "flask_smorest", "redis", "rq", "marshmallow", "click", "tqdm", "werkzeug")


def imports(folder: str) -> list[tuple[str, str]]:
    """(module file, imported module) for every import under `folder`, relative imports resolved."""
    found = []
    for path in sorted((ROOT / folder).rglob("*.py")):
        package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
        if path.name == "__init__.py":
            package = ".".join(path.relative_to(ROOT).parts[:-1])
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(str(path.relative_to(ROOT)), alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parent + ([base] if base else []))
                found.append((str(path.relative_to(ROOT)), base))
    return found


def offending(folder: str, forbidden) -> list[str]:
    return [f"{where} imports {name}" for where, name in imports(folder)
            if any(name == bad or name.startswith(bad + ".") for bad in forbidden)]


def test_the_engine_imports_nothing_of_the_service_nor_any_io_library():
    assert offending("engine", SERVICE_LAYERS + IO_LIBRARIES + ("random",)) == []


def test_engine_core_imports_no_game():
    assert offending("engine/core", GAMES + ("engine.games",)) == []


def test_games_do_not_import_each_other():
    assert offending("engine/dominion", ("engine.oath",)) == []
    assert offending("engine/oath", ("engine.dominion",)) == []


def test_the_ledger_imports_neither_the_api_nor_the_workers_nor_the_composition_root():
    assert offending("events", ("api", "workers", "gameledger")) == []


def test_the_store_knows_no_service_and_no_game():
    assert offending("events/store", ("events.service", "engine")) == []


def test_the_service_api_and_workers_name_no_game():
    for folder in ("events", "api", "workers"):
        assert offending(folder, GAMES) == []


def test_the_api_is_http_only_and_reaches_the_engine_and_store_only_through_the_service():
    assert offending("api", ("workers", "gameledger", "events.store", "engine")) == []


def test_workers_call_the_service_never_the_store_or_the_api():
    assert offending("workers", ("events.store", "api", "gameledger")) == []


@pytest.mark.parametrize("folder", ["api", "events", "workers"])
def test_no_game_is_named_in_the_faces(folder):
    """`grep -ri dominion` finds nothing there but examples in the OpenAPI text (api/schemas.py)."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        if path.name == "schemas.py" and folder == "api":
            continue
        text = path.read_text(encoding="utf-8").lower()
        assert "dominion" not in text and "oath" not in text.replace("oauth", ""), path


@pytest.mark.parametrize("asked, absent", [("dominion", "engine.oath"), ("oath", "engine.dominion")])
def test_only_the_game_asked_for_is_imported(asked, absent):
    code = (f"import sys; from engine.games import get_ruleset; get_ruleset({asked!r}); "
            f"print({absent!r} in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
