"""The arrows of DESIGN.md, checked on every import of every module (tests/architecture/imports.py resolves each to
the module it loads): gameledger -> api, workers -> events.service -> events.store; events.service -> engine; the
engine imports nothing of the others, engine/core no game; nothing imports the benches; a module is loaded by name
only in engine/games.py; no package has an import circle. The last tests apply the same rules to small trees
written for them, to show that the guard reports what it must."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.architecture.imports import PACKAGES, CodeBase, within

ROOT = Path(__file__).resolve().parents[2]
CODE = CodeBase(ROOT)

GAMES = tuple(f"engine.{path.parent.name}" for path in sorted(ROOT.glob("engine/*/__init__.py"))
              if path.parent.name != "core")
REGISTRY = "engine.games"            # the one place that names the games, and loads them by name
IO_LIBRARIES = (
    "flask", "flask_smorest", "flask_limiter", "limits", "werkzeug", "granian", "marshmallow", "apispec", "yaml",
    "redis", "hiredis", "rq", "click", "tqdm", "httpx", "requests", "urllib", "http", "socket", "ssl", "select",
    "selectors", "asyncio", "subprocess", "multiprocessing", "threading", "concurrent", "signal", "os", "sys", "io",
    "pathlib", "shutil", "tempfile", "glob", "sqlite3", "logging", "random", "secrets", "uuid", "time", "datetime",
    "zoneinfo",
)

# The arrows read backwards: what each layer may not import (a name covers the modules under it).
ENGINE_MAY_NOT_IMPORT = ("events", "api", "workers", "gameledger", "bench") + IO_LIBRARIES
EVENTS_MAY_NOT_IMPORT = ("api", "workers", "gameledger", "bench")
STORE_MAY_NOT_IMPORT = ("events.service", "engine")
API_MAY_NOT_IMPORT = ("engine", "events.store", "workers", "gameledger", "bench")
WORKERS_MAY_NOT_IMPORT = ("engine", "events.store", "api", "gameledger", "bench")
SERVICE_MAY_NOT_IMPORT = ("redis", "hiredis", "rq", "flask", "flask_smorest", "werkzeug", "granian", "marshmallow")
CIRCLE_FREE = ("engine.core",) + GAMES + ("events.store", "events.service", "api", "workers", "gameledger", "bench")


def loaded_by_name_outside_the_registry(code: CodeBase) -> list[str]:
    return [call for call in code.loads_by_name if not call.startswith("engine/games.py:")]


def circles_in(code: CodeBase, package: str) -> list[str]:
    return [code.describe(circle) for circle in code.cycles if all(within(name, (package,)) for name in circle)]


def circles_between_packages(code: CodeBase) -> list[str]:
    return [code.describe(circle) for circle in code.cycles
            if not any(all(within(name, (package,)) for name in circle) for package in CIRCLE_FREE)]


def unresolved(code: CodeBase) -> list[str]:
    return [str(found) for found in code.imports if not found.exists]


def listed(found: list[str]) -> str:
    return "\n" + "\n".join(found)


def test_the_guard_reads_every_package():
    assert {name.partition(".")[0] for name in CODE.modules} == set(PACKAGES) | {"bench"}
    assert {"engine.dominion", "engine.oath"} <= set(GAMES)


def test_every_import_of_the_code_base_names_a_module_that_exists():
    assert unresolved(CODE) == [], listed(unresolved(CODE))


def test_the_engine_imports_nothing_of_the_service_nor_any_io_library():
    found = CODE.offending("engine", ENGINE_MAY_NOT_IMPORT)
    assert found == [], listed(found)


def test_engine_core_imports_no_game():
    found = CODE.offending("engine/core", GAMES + (REGISTRY,))
    assert found == [], listed(found)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imports_no_other_game_nor_the_registry_that_names_them(game):
    found = CODE.offending(game.replace(".", "/"), tuple(other for other in GAMES if other != game) + (REGISTRY,))
    assert found == [], listed(found)


def test_the_ledger_imports_neither_the_api_nor_the_workers_nor_the_composition_root():
    found = CODE.offending("events", EVENTS_MAY_NOT_IMPORT)
    assert found == [], listed(found)


def test_the_store_knows_no_service_and_no_game():
    found = CODE.offending("events/store", STORE_MAY_NOT_IMPORT)
    assert found == [], listed(found)


def test_the_service_holds_no_redis_client_and_speaks_no_http():
    """All persistence is in events/store (DESIGN.md: the service "holds no Redis client"); HTTP is the api's."""
    found = CODE.offending("events/service", SERVICE_MAY_NOT_IMPORT)
    assert found == [], listed(found)


@pytest.mark.parametrize("folder", ["events", "api", "workers"])
def test_the_service_api_and_workers_import_no_game(folder):
    found = CODE.offending(folder, GAMES)
    assert found == [], listed(found)


def test_the_api_reaches_the_engine_and_the_store_only_through_the_service():
    found = CODE.offending("api", API_MAY_NOT_IMPORT)
    assert found == [], listed(found)


def test_workers_call_the_service_never_the_store_the_engine_or_the_api():
    found = CODE.offending("workers", WORKERS_MAY_NOT_IMPORT)
    assert found == [], listed(found)


@pytest.mark.parametrize("package", PACKAGES)
def test_no_package_imports_the_benches(package):
    found = CODE.offending(package, ("bench",))
    assert found == [], listed(found)


def test_a_module_is_loaded_by_name_only_in_engine_games():
    found = loaded_by_name_outside_the_registry(CODE)
    assert found == [], listed(found)


@pytest.mark.parametrize("package", CIRCLE_FREE)
def test_no_package_has_an_import_circle(package):
    found = circles_in(CODE, package)
    assert found == [], listed(found)


def test_no_import_circle_runs_between_packages():
    found = circles_between_packages(CODE)
    assert found == [], listed(found)


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


# The guard on trees written for it: each wrong import is reported, each right one is not.

SKELETON = ("engine/__init__.py", "engine/core/__init__.py", "engine/games.py", "events/__init__.py",
            "events/errors.py", "events/store/__init__.py", "events/store/streams.py", "events/service/__init__.py",
            "api/__init__.py", "workers/__init__.py", "gameledger/__init__.py", "bench/lobby.py",
            "bench/speed/__init__.py", "bench/speed/raw.py")


def planted(tmp_path: Path, files: dict[str, str]) -> CodeBase:
    for name, text in {**dict.fromkeys(SKELETON, ""), **files}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return CodeBase(tmp_path)


def test_the_guard_reports_the_store_imported_from_its_package_by_the_api(tmp_path):
    code = planted(tmp_path, {"api/x.py": "from events import store\n"})
    assert code.offending("api", API_MAY_NOT_IMPORT) == ["api/x.py:1 imports events.store"]


def test_the_guard_reports_the_store_imported_from_its_package_by_a_worker(tmp_path):
    code = planted(tmp_path, {"workers/y.py": "import json\n\nfrom events import store\n"})
    assert code.offending("workers", WORKERS_MAY_NOT_IMPORT) == ["workers/y.py:3 imports events.store"]


def test_the_guard_reports_the_service_imported_by_the_store_two_levels_up(tmp_path):
    code = planted(tmp_path, {"events/store/z.py": "from .. import service\n"})
    assert code.offending("events/store", STORE_MAY_NOT_IMPORT) == ["events/store/z.py:1 imports events.service"]


def test_the_guard_resolves_each_form_of_import_to_the_module_loaded(tmp_path):
    code = planted(tmp_path, {
        "api/x.py": ("from events import errors\n"                 # a module: events.errors
                     "from events.service import Ledger\n"         # a name: events.service
                     "import events.store.streams as streams\n"
                     "def handler():\n"
                     "    from events.store import streams, nothing\n"),
        "events/service/deep/__init__.py": "",
        "events/service/deep/m.py": "from ...store import streams\nfrom . import m\nfrom .. import deep\n",
        "bench/a.py": "from speed import raw\nimport lobby\nfrom api import x\n",
        "bench/speed/b.py": "from .raw import clear\n",
    })
    assert [(found.importer, found.imported, found.function) for found in code.imports] == [
        ("events.service.deep.m", "events.store.streams", ""), ("events.service.deep.m", "events.service.deep.m", ""),
        ("events.service.deep.m", "events.service.deep", ""),
        ("api.x", "events.errors", ""), ("api.x", "events.service", ""), ("api.x", "events.store.streams", ""),
        ("api.x", "events.store.streams", "handler"), ("api.x", "events.store", "handler"),
        ("bench.a", "bench.speed.raw", ""), ("bench.a", "bench.lobby", ""), ("bench.a", "api.x", ""),
        ("bench.speed.b", "bench.speed.raw", ""),
    ]
    assert code.offending("api", API_MAY_NOT_IMPORT) == [
        "api/x.py:3 imports events.store.streams", "api/x.py:5 (in handler) imports events.store.streams",
        "api/x.py:5 (in handler) imports events.store"]


def test_the_guard_reports_the_composition_root_and_the_engine_importing_what_they_may_not(tmp_path):
    code = planted(tmp_path, {"gameledger/run.py": "from bench import lobby\nimport api\n",
                              "engine/core/clock.py": "import time\nfrom os import path\n"})
    assert code.offending("gameledger", ("bench",)) == ["gameledger/run.py:1 imports bench.lobby"]
    assert code.offending("engine", ENGINE_MAY_NOT_IMPORT) == ["engine/core/clock.py:1 imports time",
                                                                "engine/core/clock.py:2 imports os"]


def test_the_guard_reports_an_import_that_names_no_module(tmp_path):
    code = planted(tmp_path, {"api/x.py": "from events import nowhere\nfrom events.gone import thing\n",
                              "events/store/y.py": "from .... import far\n"})
    assert unresolved(code) == ["events/store/y.py:1 imports <.... beyond the top of events.store.y>",
                                "api/x.py:2 imports events.gone"]


def test_the_guard_reports_a_circle_closed_by_an_import_in_a_function(tmp_path):
    code = planted(tmp_path, {
        "events/service/a.py": "from . import b\n",
        "events/service/b.py": "def later():\n    from .c import thing\n",
        "events/service/c.py": "from events.service.a import thing\n",
        "events/service/d.py": "from events.service import a\n",
    })
    assert circles_in(code, "events.service") == [(
        "events.service.a -> events.service.b -> events.service.c -> events.service.a\n"
        "    events/service/a.py:1 imports events.service.b\n"
        "    events/service/b.py:2 (in later) imports events.service.c\n"
        "    events/service/c.py:1 imports events.service.a")]
    assert circles_between_packages(code) == []


def test_the_guard_reports_every_import_on_a_circle_and_circles_between_packages(tmp_path):
    code = planted(tmp_path, {
        "engine/core/a.py": "import engine.core.b\nimport engine.core.c\n",
        "engine/core/b.py": "import engine.core.a\n",
        "engine/core/c.py": "import engine.core.a\nimport engine.games\n",
        "engine/games.py": "import engine.core.c\n",
    })
    circles = [" -> ".join(circle) for circle in code.cycles]
    assert circles == ["engine.core.a -> engine.core.b -> engine.core.a",
                       "engine.core.a -> engine.core.c -> engine.core.a",
                       "engine.core.c -> engine.games -> engine.core.c"]
    assert [circle.splitlines()[0] for circle in circles_between_packages(code)] == [circles[2]]


def test_the_guard_reports_a_module_loaded_by_name_outside_the_registry(tmp_path):
    code = planted(tmp_path, {
        "engine/games.py": "from importlib import import_module\nimport_module('engine.core')\n",
        "api/x.py": "import importlib\n\ndef load(name):\n    return importlib.import_module(name)\n",
        "workers/y.py": "from importlib import import_module as load\nload('events.store')\n",
        "events/z.py": "store = __import__('events.store')\n",
    })
    assert loaded_by_name_outside_the_registry(code) == [
        "events/z.py:1 calls __import__('events.store')", "api/x.py:4 calls importlib.import_module(name)",
        "workers/y.py:2 calls load('events.store')"]
