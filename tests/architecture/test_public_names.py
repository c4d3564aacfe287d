"""Each part of the service talks to another through its public names, and the project builds on its libraries' public
APIs: no module reads another's `_private` names, and nothing assigns to what it did not create (Flask's view
functions or WSGI app, a library module's functions)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("api", "events", "gameledger", "workers")
PUBLIC_ANYWAY = {"os._exit", "_replace", "_asdict", "_fields"}      # the standard library's own public names
NOT_OURS_TO_SET = {"wsgi_app", "view_functions", "before_request_funcs", "after_request_funcs",
                   "teardown_request_funcs", "url_map"}


def modules():
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path.relative_to(ROOT), ast.parse(path.read_text(encoding="utf-8"))


def imported_names(tree) -> set[str]:
    """The names a module binds to modules by importing them (`import x`, `from x import y` of a module)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    return names


def private_reads(tree) -> list[ast.Attribute]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Attribute) and node.attr.startswith("_")
            and not node.attr.startswith("__") and not (isinstance(node.value, ast.Name)
                                                        and node.value.id in ("self", "cls"))
            and node.attr not in PUBLIC_ANYWAY and ast.unparse(node) not in PUBLIC_ANYWAY]


def settings_of_others(tree) -> list[ast.AST]:
    found = []
    modules_bound = imported_names(tree)
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
        for target in targets:
            while isinstance(target, ast.Subscript):
                target = target.value
            if isinstance(target, ast.Attribute) and (
                    target.attr in NOT_OURS_TO_SET
                    or isinstance(target.value, ast.Name) and target.value.id in modules_bound):
                found.append(target)
    return found


def test_no_module_reads_another_objects_private_names():
    found = [f"{path}:{node.lineno} {ast.unparse(node)}" for path, tree in modules() for node in private_reads(tree)]
    assert found == []


def test_nothing_assigns_to_a_library_module_or_to_flasks_routing():
    found = [f"{path}:{node.lineno} {ast.unparse(node)}" for path, tree in modules()
             for node in settings_of_others(tree)]
    assert found == []


def test_the_checks_see_what_they_look_for():
    tree = ast.parse("import util\nfrom flask import Flask\nutil.write_error = f\napp.wsgi_app = w\n"
                     "app.view_functions['x'] = v\nresponse.headers._list.extend([])\nself._mine = 1\nos._exit(0)\n")
    assert [ast.unparse(node) for node in settings_of_others(tree)] == ["util.write_error", "app.wsgi_app",
                                                                        "app.view_functions"]
    assert [ast.unparse(node) for node in private_reads(tree)] == ["response.headers._list"]
