"""Oath's rules ask hook points and never name a card (issue: powers on hook points): the rule modules import no
card module, every import is at the top of its module, the modules import each other without a cycle, and the
cards register once, when engine.oath is imported."""

import ast
import subprocess
import sys
from pathlib import Path

from tests.architecture.imports import CodeBase, within

ROOT = Path(__file__).resolve().parents[2]
CARD_PACKAGE = "engine.oath.abilities"
# Cards the Law itself names where it states a rule: the Conspiracy (5.1.4.IV), the Grand Scepter (2.x, 6.4) and the
# Bandit Crown (7.6.5).
NAMED_BY_THE_LAW = {"Conspiracy"}


CODE = CodeBase(ROOT, packages=("engine",))
MODULES = {name: path for name, path in CODE.modules.items() if within(name, ("engine.oath",))}
IMPORTS = [found for found in CODE.imports_of("engine/oath") if within(found.imported, ("engine.oath",))]


def test_every_import_is_at_the_top_of_its_module():
    assert [str(found) for found in IMPORTS if found.function] == []


def test_no_rule_module_imports_a_card_module():
    """(No import circle among the modules: tests/architecture/test_layers.py, for every package.)"""
    found = [str(found) for found in IMPORTS if not within(found.importer, (CARD_PACKAGE,))
             and found.importer != "engine.oath" and within(found.imported, (CARD_PACKAGE,))]
    assert found == []


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


def asked_by_module() -> dict[str, set]:
    """Module name -> the decision kinds it asks, as tests/contract/test_vocabulary.py finds them: literals given to
    Decision, or to a function of engine/oath that passes its `kind` on to an asker."""
    from tests.contract.test_vocabulary import _calls, _forwards, _kind_argument

    trees = {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in MODULES.items()}
    functions = [node for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]
    askers, found = {}, {"Decision": 1}
    while found != askers:
        askers = dict(found)
        for function in functions:
            names = [arg.arg for arg in function.args.args]
            if "kind" in names and function.name not in found and _forwards(function, found):
                found[function.name] = names.index("kind")
    asked = {}
    for name, tree in trees.items():
        for function in (node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)):
            for call in _calls(function, askers):
                argument = _kind_argument(call, askers)
                if isinstance(argument, ast.Constant):
                    asked.setdefault(name, set()).add(argument.value)
    return asked


def declared_by_module() -> dict[str, set]:
    """Module name -> the kinds it declares with vocabulary.asks(...)."""
    declared = {}
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "asks":
                declared.setdefault(name, set()).add(node.args[0].value)
    return declared


SHARED_KINDS_MODULE = CARD_PACKAGE + ".phrases"


def test_a_card_declares_the_decision_kinds_it_asks_beside_it_and_the_law_keeps_only_its_own():
    """Issue 32: a kind that one module of the cards asks is declared in that module (vocabulary.asks); a kind several
    of them ask is declared once, in phrases.py; vocabulary.py declares only the kinds a rule of the Law asks (some
    cards ask them too: a discard at a site, becoming a Citizen)."""
    from engine.oath.vocabulary import KINDS

    asked, declared = asked_by_module(), declared_by_module()
    by_rules = {kind for name, kinds in asked.items() if not name.startswith(CARD_PACKAGE) for kind in kinds}
    askers = {}
    for name, kinds in asked.items():
        for kind in kinds - by_rules:
            askers.setdefault(kind, set()).add(name)
    where = {kind: {name for name, kinds in declared.items() if kind in kinds} for kind in askers}
    wanted = {kind: ({next(iter(names))} if len(names) == 1 else {SHARED_KINDS_MODULE})
              for kind, names in askers.items()}
    assert {kind: sorted(names) for kind, names in where.items() if names != wanted[kind]} == {}
    assert sorted(set(KINDS) - by_rules) == [], "declared by the Law, asked by no rule"
    assert sorted(set(KINDS) & set(askers)) == []
    unasked = {name: sorted(kinds - asked.get(name, set())) for name, kinds in declared.items()
               if name != SHARED_KINDS_MODULE}
    assert {name: kinds for name, kinds in unasked.items() if kinds} == {}, "declared beside no question"
