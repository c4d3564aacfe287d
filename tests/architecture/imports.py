"""Every import of the code base, read from the source (AST only, nothing is imported) and resolved to the module it
actually loads; the graph those imports draw and its circles; the calls that load a module by name.

Resolution, as Python does it:
- `import a.b.c` loads a.b.c;
- `from X import Y` loads the submodule X.Y when there is one, else X (Y is then a name X defines);
- relative imports at any level are resolved against the importing module's package;
- imports inside functions, classes, `if` and `try` count like the others;
- the benches run as scripts (`python bench/x.py` puts bench/ first on sys.path), so in bench/ `import corpus`
  loads bench/corpus.py and `from speed import raw` loads bench/speed/raw.py.
Modules of the code base are named by their path from the root (bench/speed/raw.py is bench.speed.raw); anything
else keeps the name it was imported by (redis, os.path)."""

from __future__ import annotations

import ast
from collections import deque
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from pathlib import Path

PACKAGES = ("engine", "events", "api", "workers", "gameledger")
BENCH = "bench"
# Ways to load a module that no import statement shows.
LOADERS = ("import_module", "__import__", "spec_from_file_location", "run_module", "run_path")


@dataclass(frozen=True)
class Import:
    path: str        # the importing file, from the root
    line: int
    importer: str    # the importing module
    imported: str    # the module actually loaded
    function: str    # the function it is in ("" at module level)
    exists: bool     # whether a module of the code base, or a name from outside it

    def __str__(self) -> str:
        where = f" (in {self.function})" if self.function else ""
        return f"{self.path}:{self.line}{where} imports {self.imported}"


def within(name: str, prefixes) -> bool:
    """Whether module `name` is one of `prefixes` or inside one of them."""
    return any(name == prefix or name.startswith(prefix + ".") for prefix in prefixes)


class CodeBase:
    """The modules under `root`'s packages and bench/, and what they import."""

    def __init__(self, root: Path, packages=PACKAGES, bench=BENCH):
        self.root = Path(root)
        self.folders = tuple(packages) + (bench,)
        self.bench = bench

    @cached_property
    def modules(self) -> dict[str, Path]:
        found = {}
        for folder in self.folders:
            for path in sorted((self.root / folder).rglob("*.py")):
                found[self.module_name(path)] = path
        return found

    @cached_property
    def trees(self) -> dict[str, ast.Module]:
        """Each module's syntax tree, parsed once."""
        return {name: ast.parse(path.read_text(encoding="utf-8"), str(path)) for name, path in self.modules.items()}

    def module_name(self, path: Path) -> str:
        parts = path.relative_to(self.root).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    def is_module(self, name: str) -> bool:
        """Whether `name` is a module of the code base: a file, a package, or a folder of modules."""
        path = self.root.joinpath(*name.split("."))
        return (path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()
                or (path.is_dir() and any(path.glob("*.py"))))

    def relative(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    # reading

    @cached_property
    def imports(self) -> list[Import]:
        return [found for name, path in self.modules.items() for found in self._read(name, path)]

    def _read(self, name: str, path: Path) -> list[Import]:
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found = []
        statements = _statements(self.trees[name])
        for node, function in sorted(statements, key=lambda found: (found[0].lineno, found[0].col_offset)):
            if isinstance(node, ast.Import):
                targets = [self._absolute(alias.name, name) for alias in node.names]
            else:
                base = self._base(node, package, name)
                targets = [f"{base}.{alias.name}" if alias.name != "*" and self.is_module(f"{base}.{alias.name}")
                           else base for alias in node.names]
            for target in dict.fromkeys(targets):
                internal = within(target, self.folders) or target.startswith("<")
                found.append(Import(self.relative(path), node.lineno, name, target, function,
                                    self.is_module(target) if internal else True))
        return found

    def _absolute(self, imported: str, importer: str) -> str:
        """A bench script finds bench/'s own modules first."""
        if within(importer, (self.bench,)) and self.is_module(f"{self.bench}.{imported.partition('.')[0]}"):
            return f"{self.bench}.{imported}"
        return imported

    def _base(self, node: ast.ImportFrom, package: str, importer: str) -> str:
        if not node.level:
            return self._absolute(node.module, importer)
        parts = package.split(".") if package else []
        if node.level - 1 >= len(parts):
            return f"<{'.' * node.level}{node.module or ''} beyond the top of {importer}>"
        base = parts[: len(parts) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))

    def imports_of(self, folder: str) -> list[Import]:
        """The imports of the modules in `folder` ("events/store", "api")."""
        prefix = folder.replace("/", ".")
        return [found for found in self.imports if within(found.importer, (prefix,))]

    def offending(self, folder: str, forbidden) -> list[str]:
        """Every import in `folder` of a module in or under one of `forbidden`."""
        return [str(found) for found in self.imports_of(folder) if within(found.imported, forbidden)]

    # modules loaded by name

    @cached_property
    def loads_by_name(self) -> list[str]:
        """Calls of `import_module(...)`, `importlib.import_module(...)`, `__import__(...)` and the like, found by
        AST, under whatever name the function was imported as."""
        found = []
        for name, tree in self.trees.items():
            path = self.modules[name]
            names = set(LOADERS) | {alias.asname for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                                    for alias in node.names if alias.name in LOADERS and alias.asname}
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and (
                        (isinstance(node.func, ast.Name) and node.func.id in names)
                        or (isinstance(node.func, ast.Attribute) and node.func.attr in LOADERS)):
                    found.append(f"{self.relative(path)}:{node.lineno} calls {ast.unparse(node)}")
        return found

    # the graph and its circles

    @cached_property
    def graph(self) -> dict[str, dict[str, list[Import]]]:
        """module -> module of the code base it imports -> the imports that do it."""
        graph = {name: {} for name in self.modules}
        for found in self.imports:
            if found.imported in graph and found.imported != found.importer:
                graph[found.importer].setdefault(found.imported, []).append(found)
        return graph

    @cached_property
    def cycles(self) -> list[list[str]]:
        """The import circles: for every import that lies on a circle, the shortest circle through it, each once,
        written from its smallest module (a -> b -> c -> a)."""
        found = {}
        for component in _strongly_connected(self.graph):
            for start in sorted(component):
                for nxt in sorted(self.graph[start]):
                    if nxt in component:
                        path = _shortest(self.graph, nxt, start, component)
                        circle = [start] + path
                        turn = circle[:-1].index(min(circle[:-1]))
                        circle = circle[turn:-1] + circle[:turn] + [circle[turn]]
                        found[tuple(circle)] = circle
        return sorted(found.values())

    def describe(self, circle: list[str]) -> str:
        """A circle as a path, then each of its imports with file and line."""
        lines = [" -> ".join(circle)]
        for importer, imported in pairwise(circle):
            lines += [f"    {found}" for found in self.graph[importer][imported]]
        return "\n".join(lines)


def _statements(tree: ast.Module):
    """(import statement, the function it is in or "") for every import of `tree`, at any depth."""
    stack = [(tree, "")]
    while stack:
        node, function = stack.pop()
        for child in ast.iter_child_nodes(node):
            inner = function
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                inner = ".".join(filter(None, (function, getattr(child, "name", "<lambda>"))))
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                yield child, function
            stack.append((child, inner))


def _strongly_connected(graph: dict[str, dict]) -> list[set[str]]:
    """Tarjan's strongly connected components of more than one module: the modules that import each other."""
    index, low, open_, trail, components = {}, {}, set(), [], []

    def visit(node):
        index[node] = low[node] = len(index)
        trail.append(node)
        open_.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in open_:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = set()
            while node not in component:
                component.add(trail.pop())
            open_.difference_update(component)
            if len(component) > 1:
                components.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def _shortest(graph, start: str, goal: str, inside: set[str]) -> list[str]:
    """The shortest path start -> ... -> goal through the modules `inside` (breadth first)."""
    came = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            break
        for nxt in sorted(graph[node]):
            if nxt in inside and nxt not in came:
                came[nxt] = node
                queue.append(nxt)
    path, node = [], goal
    while node is not None:
        path.append(node)
        node = came[node]
    return path[::-1]
