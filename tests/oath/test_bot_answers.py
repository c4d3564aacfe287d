"""Every answer of the Oath bots' table answers a question the engine really asks, by the choice key the engine
really offers: both are read from the engine's own source (every `ask(...)` and `Decision(...)` with a literal kind),
not from a list kept by hand."""

import ast
from pathlib import Path

from engine.oath import bots

ENGINE = Path(bots.__file__).resolve().parent


def asked() -> dict[str, set]:
    """Decision kind -> the keys of the dict literals among its choices, from every question in engine/oath."""
    kinds: dict[str, set] = {}
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assigned: dict[str, list] = {}      # a name -> what the module assigns to it (choices built beforehand)
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        assigned.setdefault(target.id, []).append(node.value)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name not in ("ask", "Decision") or len(node.args) < 2:
                continue
            kind = node.args[1]
            if not (isinstance(kind, ast.Constant) and isinstance(kind.value, str)):
                continue
            choices = node.args[3] if len(node.args) > 3 else next(
                (k.value for k in node.keywords if k.arg == "choices"), None)
            keys = kinds.setdefault(kind.value, set())
            parts = list(ast.walk(choices)) if choices is not None else []
            parts += [inner for part in parts if isinstance(part, ast.Name)
                      for value in assigned.get(part.id, []) for inner in ast.walk(value)]
            for part in parts:
                if isinstance(part, ast.Dict):
                    keys |= {k.value for k in part.keys if isinstance(k, ast.Constant)}
    return kinds


def test_the_engine_is_read_at_all():
    kinds = asked()
    assert {"campaign attack dice", "campaign place", "pawn"} <= set(kinds)
    assert kinds["campaign attack dice"] == {"attack dice"}


def test_every_answer_is_to_a_question_the_engine_asks_by_a_key_it_offers():
    kinds = asked()
    for kind, answer in bots.ANSWERS.items():
        assert kind in kinds, f"the engine never asks {kind!r}"
        key = getattr(answer, "key", None)
        if key is not None:
            assert key in kinds[kind], f"{kind!r} offers {sorted(kinds[kind])}, not {key!r}"
