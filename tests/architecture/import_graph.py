"""The import graph of a package, read from its source: which of its modules each module imports (anywhere in the
module, inside functions too), and the cycles in it. `from . import x` names the submodule x when there is one, else
the package itself."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def imported(path: Path) -> set[str]:
    """Every module `path` imports, relative imports resolved."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            found |= {f"{base}.{alias.name}" if is_module(f"{base}.{alias.name}") else base for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def graph(package: str) -> dict[str, set[str]]:
    """Module of `package` -> the modules of `package` it imports."""
    modules = {module_name(path): path for path in sorted(ROOT.joinpath(*package.split(".")).rglob("*.py"))}
    return {name: {target for target in imported(path) if target in modules and target != name}
            for name, path in modules.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles found by a depth-first walk, each as the modules round it."""
    found, state = [], {}

    def visit(node, trail):
        state[node] = "open"
        for nxt in sorted(edges[node]):
            if state.get(nxt) == "open":
                found.append(trail[trail.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, trail + [nxt])
        state[node] = "done"

    for name in sorted(edges):
        if name not in state:
            visit(name, [name])
    return found
