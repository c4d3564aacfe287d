"""Oath's rules ask hook points and never name a card (issue: powers on hook points): the rule modules import no
card module, every import is at the top of its module, the modules import each other without a cycle, and the
cards register once, when engine.oath is imported."""

import ast
import subprocess
import sys
from pathlib import Path

from tests.architecture.import_graph import cycles, is_module, module_name

ROOT = Path(__file__).resolve().parents[2]
OATH = ROOT / "engine" / "oath"
CARD_PACKAGE = "engine.oath.abilities"
# Cards the Law itself names where it states a rule: the Conspiracy (5.1.4.IV), the Grand Scepter (2.x, 6.4) and the
# Bandit Crown (7.6.5).
NAMED_BY_THE_LAW = {"Conspiracy"}


def edges(path: Path) -> list[tuple[str, int, bool]]:
    """(imported engine.oath module, line, at module level) for every import in `path`; `from . import x` names
    the submodule x."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            targets = [f"{base}.{alias.name}" if is_module(f"{base}.{alias.name}") else base for alias in node.names]
        elif isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            continue
        found += [(target, node.lineno, id(node) in top) for target in targets if target.startswith("engine.oath")]
    return found


MODULES = {module_name(path): path for path in sorted(OATH.rglob("*.py"))}


def test_every_import_is_at_the_top_of_its_module():
    inner = [f"{path.relative_to(ROOT)}:{line} imports {target}" for path in MODULES.values()
             for target, line, top in edges(path) if not top]
    assert inner == []


def test_no_rule_module_imports_a_card_module():
    rules = {name: path for name, path in MODULES.items() if not name.startswith(CARD_PACKAGE)
             and name != "engine.oath"}
    found = [f"{name} imports {target}" for name, path in rules.items() for target, _, _ in edges(path)
             if target.startswith(CARD_PACKAGE)]
    assert found == []


def test_the_modules_import_each_other_without_a_cycle():
    graph = {name: {target for target, _, _ in edges(path) if target in MODULES and target != name}
             for name, path in MODULES.items()}
    assert cycles(graph) == []


def test_no_rule_module_looks_a_card_up_by_name():
    """A rule asks a hook point; it never calls card_named/site_named, except for the cards the Law itself names."""
    found = []
    for name, path in MODULES.items():
        if name.startswith(CARD_PACKAGE) or name == "engine.oath.cards":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("card_named", "site_named")
                    and not (node.args and isinstance(node.args[0], ast.Constant)
                             and node.args[0].value in NAMED_BY_THE_LAW)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_importing_engine_oath_registers_every_card_once():
    """In a fresh process, importing the package alone registers the powers and the hook contributions; importing
    every card module again afterwards adds nothing."""
    script = """
import importlib, pkgutil
import engine.oath
from engine.oath import hooks, powers
before = (sum(map(len, powers.POWERS.values())), sum(map(len, hooks.CONTRIBUTIONS.values())))
import engine.oath.abilities as cards
for info in pkgutil.iter_modules(cards.__path__):
    importlib.import_module("engine.oath.abilities." + info.name)
after = (sum(map(len, powers.POWERS.values())), sum(map(len, hooks.CONTRIBUTIONS.values())))
print(before, after)
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True).stdout
    before, after = out.strip().split(") (")
    assert before + ")" == "(" + after and not before.startswith("(0,")
