"""Every answer of every Oath bot's table answers a question the engine really asks, by choice keys the engine
really offers. What the engine asks is read from the engine itself, two ways, never from a list kept by hand: its
source (every `ask(...)` and `Decision(...)` with a literal kind, and the dict keys among their choices), and seeded
bot games played through it (every decision kind met and the keys of its choices)."""

import ast
from pathlib import Path

import engine.oath
from engine.core.selfplay import self_play
from engine.games import get_ruleset
from engine.oath import bots

ENGINE = Path(engine.oath.__file__).resolve().parent
OATH = get_ruleset("oath")


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
    aside)."""
    kinds: dict[str, set] = {}
    for path in ENGINE.rglob("*.py"):
        if "bots" in path.relative_to(ENGINE).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
        module = assignments(ast.Module(body=[node for node in tree.body if not isinstance(node, (
            ast.FunctionDef, ast.ClassDef))], type_ignores=[]))
        for scope in [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]:
            for node in ast.walk(scope):
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
                if choices is not None:
                    keys |= choice_keys(choices, scope, functions, module)
    return kinds


def met_in_play() -> dict[str, set]:
    """Decision kind -> the keys of its choices, from seeded games of every Oath bot (each Oath, 3 to 6 seats)."""
    kinds: dict[str, set] = {}

    def seen(decision, move):
        keys = kinds.setdefault(decision.kind, set())
        for choice in decision.choices or []:
            keys |= set(choice)
    mixes = ([bots.oath_bot], [bots.easy_bot], [bots.oath_bot, bots.random_bot, bots.easy_bot])
    for number, chronicle in enumerate(("new", "tutorial")):
        for mix in mixes:
            seats = 3 + (number * 3 + mixes.index(mix)) % 4
            self_play(OATH, {"players": [f"p{seat}" for seat in range(seats)], "chronicle": chronicle},
                      f"answers:{number}:{mixes.index(mix)}", mix, 20_000, version=2, on_move=seen)
    return kinds


SOURCE = read_from_source()


def test_the_engine_is_read_at_all():
    assert {"campaign attack dice", "campaign place", "pawn", "keep", "play", "vow oath"} <= set(SOURCE)
    assert SOURCE["campaign attack dice"] == {"attack dice"}
    assert SOURCE["campaign place"] == {"place"}
    assert SOURCE["campaign target"] == {"target", "slot", "relic", "banner"}


def test_every_question_and_key_met_in_play_is_one_the_source_reader_found():
    """The two readings agree: no question asked in play, nor any key of its choices, escapes the source reader,
    so the check below sees every question (the Act phase's moves aside: no table answers them)."""
    played = met_in_play()
    assert {"act", "campaign attack dice", "keep", "play"} <= set(played)
    assert set(played) <= set(SOURCE), sorted(set(played) - set(SOURCE))
    for kind, keys in played.items():
        if kind != "act":
            assert keys <= SOURCE[kind], (kind, sorted(keys - SOURCE[kind]))


def test_every_answer_of_every_bot_names_a_question_the_engine_asks_and_keys_it_offers():
    assert set(bots.TABLES) == {"oath", "oath-easy"}
    for bot, table in bots.TABLES.items():
        for kind, answer in table.items():
            assert kind in SOURCE, f"{bot}: the engine never asks {kind!r}"
            read = getattr(answer, "reads", None)
            assert read, f"{bot}: the answer to {kind!r} does not say which choice keys it reads"
            offered = SOURCE[kind]
            assert read <= offered, f"{bot}: {kind!r} offers {sorted(offered)}, not {sorted(read - offered)}"


def test_the_known_bug_cannot_return_campaigns_roll_the_dice_they_choose_and_garrison_what_they_take():
    """Issue 20: `campaign attack dice` read `dice` and `campaign place` read `count`, so every Campaign rolled no
    dice and placed no warbands. In played games both bots now answer with the most dice offered, and a won
    Campaign places warbands when there are any to place."""
    for bot in (bots.oath_bot, bots.easy_bot):
        dice, placed = [], []

        def seen(decision, move):
            if decision.kind == "campaign attack dice":
                dice.append((move["attack dice"], max(choice["attack dice"] for choice in decision.choices)))
            if decision.kind == "campaign place":
                placed.append(move["place"])
        for game in range(2):
            self_play(OATH, {"players": ["a", "b", "c", "d"]}, f"known-bug:{game}", [bot], 20_000, version=2,
                      on_move=seen)
        assert dice and all(chosen == most > 0 for chosen, most in dice)
        assert placed and sum(placed) > 0
