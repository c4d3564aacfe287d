"""What the Oath engine asks, read from its source: each decision kind and the keys of the dicts its choices are built
with (its bots aside). Held against the bots' answer tables (test_bot_answers.py) and the declared vocabulary
(tests/contract/test_vocabulary.py)."""

import ast
from pathlib import Path

import engine.oath

ENGINE = Path(engine.oath.__file__).resolve().parent


def assignments(scope) -> dict[str, list]:
    """A name -> what `scope` (a function) assigns to it: the choices built before they are asked."""
    assigned: dict[str, list] = {}
    for node in ast.walk(scope):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AugAssign, ast.AnnAssign)) and node.value is not None else []
        for target in targets:
            if isinstance(target, ast.Name):
                assigned.setdefault(target.id, []).append(node.value)
    return assigned


def choice_keys(expression, scope, functions: dict, module: dict) -> set:
    """The dict keys an expression of choices is built with: its own dict literals, those of the names it uses as
    its function (or else the module) assigns them, and those of the module's functions it calls (followed in their
    own scope)."""
    keys, seen = set(), set()
    work = [(node, scope) for node in ast.walk(expression)]
    while work:
        node, where = work.pop()
        if isinstance(node, ast.Dict):
            keys |= {k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("SharedMove", "dict"):
            keys |= {k.arg for k in node.keywords if k.arg}
        if isinstance(node, ast.Name) and (node.id, id(where)) not in seen:
            seen.add((node.id, id(where)))
            values = assignments(where).get(node.id) or module.get(node.id, [])
            work += [(inner, where) for value in values for inner in ast.walk(value)]
        called = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
        if called in functions and ("()", called) not in seen:
            seen.add(("()", called))
            work += [(inner, functions[called]) for inner in ast.walk(functions[called])]
    return keys


def read_from_source() -> dict[str, set]:
    """Decision kind -> the keys of the dicts among its choices, from every question in engine/oath (its bots
    aside): asked by `ask` or `Decision`, or by a function that passes its `kind` on to one (`choose`, `free_travel`,
    `free_campaign`, `campaign_from`...), whose choices are the caller's (a `choices` it passes on) or its own."""
    modules = []
    for path in ENGINE.rglob("*.py"):
        if "bots" in path.relative_to(ENGINE).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
        module = assignments(ast.Module(body=[node for node in tree.body if not isinstance(node, (
            ast.FunctionDef, ast.ClassDef))], type_ignores=[]))
        modules.append((tree, functions, module))
    askers = {"ask": (1, 3, None), "Decision": (1, 3, None)}   # name -> (kind's place, choices' place, own keys)
    while True:
        found = dict(askers)
        for tree, functions, module in modules:
            for scope in functions.values():
                found.update(_forwarder(scope, found, functions, module))
        if found.keys() == askers.keys():
            break
        askers = found
    kinds: dict[str, set] = {}
    for tree, functions, module in modules:
        for scope in [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]:
            for node, kind, choices, own in _asking(scope, askers):
                if not (isinstance(kind, ast.Constant) and isinstance(kind.value, str)):
                    continue
                keys = kinds.setdefault(kind.value, set())
                keys |= own or set()
                if choices is not None:
                    keys |= choice_keys(choices, scope, functions, module)
    return kinds


def _asking(scope, askers):
    """(call, its kind, its choices expression or None, the keys its asker builds itself) for each asking call."""
    for node in ast.walk(scope):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", None))
        if name not in askers:
            continue
        kind_at, choices_at, own = askers[name]
        kind = node.args[kind_at] if len(node.args) > kind_at else next(
            (k.value for k in node.keywords if k.arg == "kind"), None)
        choices = node.args[choices_at] if choices_at is not None and len(node.args) > choices_at else next(
            (k.value for k in node.keywords if k.arg == "choices"), None)
        yield node, kind, choices, own


def _forwarder(scope, askers, functions, module) -> dict:
    """{name: (kind's place, choices' place, own keys)} if `scope` asks with its own `kind` parameter."""
    names = [arg.arg for arg in scope.args.args]
    if "kind" not in names or scope.name in askers:
        return {}
    for node, kind, choices, own in _asking(scope, askers):
        if isinstance(kind, ast.Name) and kind.id == "kind":
            passed = isinstance(choices, ast.Name) and choices.id == "choices" and "choices" in names
            keys = (own or set()) | (set() if passed or choices is None else
                                     choice_keys(choices, scope, functions, module))
            return {scope.name: (names.index("kind"), names.index("choices") if passed else None, keys)}
    return {}
