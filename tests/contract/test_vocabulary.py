"""Each ruleset's vocabulary (engine/*/vocabulary.py) held to its engine, so the typed contract written from it
cannot drift from what the engine asks and shows. Seeded bot games of every Dominion set and preset and of every
Oath bot: every decision has a declared kind and reads as that kind's schema says (each choice one of its declared
move shapes, a pick only where the kind is a pick), and every view reads as the view schema says (the decider's,
a spectator's, and each seat's at the end). Then the engine's source: every kind a decision is asked with is a
declared one, and every declared kind is asked somewhere (kinds no seeded game reaches are covered here)."""

import ast
from pathlib import Path

import jsonschema_rs
import orjson
import pytest

from engine.core.selfplay import seated
from engine.dominion.kingdoms import PRESETS
from engine.games import get_ruleset, rulesets

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = [line.split("\t")[1].strip() for line in (ROOT / "tests" / "oath" / "chronicle-samples.tsv").read_text(
    encoding="utf-8").splitlines() if line and not line.startswith("#")]      # chronicle save strings
DOMINION, OATH = get_ruleset("dominion"), get_ruleset("oath")
SETS = (["base"], ["intrigue"], ["prosperity"], ["base", "intrigue"], ["base", "prosperity"],
        ["intrigue", "prosperity"], ["base", "intrigue", "prosperity"])
# Where kinds are built at run time rather than written as literals: none today. A function that asks with a
# `kind` it was given passes its callers' literals on, and the scan follows them.
BUILT_AT_RUN_TIME: dict[str, set] = {"dominion": set(), "oath": set()}


class Checker:
    """A ruleset's vocabulary as validators, and the games it checks."""

    def __init__(self, ruleset):
        self.ruleset, vocabulary = ruleset, ruleset.vocabulary()
        self.kinds = {kind: jsonschema_rs.Draft202012Validator(vocabulary.decision_schema(kind))
                      for kind in vocabulary.kinds}
        self.view = jsonschema_rs.Draft202012Validator(vocabulary.view_schema())
        self.reached = set()

    def decision(self, decision, where: str) -> None:
        data = as_json(decision.to_dict())
        kind = data["kind"]
        assert kind in self.kinds, f"{where}: the kind {kind!r} is not declared in {self.ruleset.id}'s vocabulary"
        self.reached.add(kind)
        errors = [error.message for error in self.kinds[kind].iter_errors(data)]
        assert not errors, f"{where}: a {kind!r} decision is not as declared: {errors[:3]}"

    def seen(self, state, viewer, where: str) -> None:
        errors = [f"{list(error.instance_path)}: {error.message}"
                  for error in self.view.iter_errors(as_json(self.ruleset.view(state, viewer)))]
        assert not errors, f"{where}: the view of seat {viewer} is not as declared: {errors[:3]}"

    def play(self, options: dict, seed: str, policies: list, version: int, most: int, views_every: int = 7):
        """Play a seeded game on with `policies`, checking every decision, and views along the way and at the
        end."""
        state = self.ruleset.setup(options, seed, version)
        seats = len(options["players"])
        policies = seated(policies, seats)
        for number in range(most):
            where = f"{self.ruleset.id} {seed} move {number}"
            decision = self.ruleset.decision(state)
            if decision is None:
                break
            self.decision(decision, where)
            if number % views_every == 0:
                self.seen(state, decision.player, where)
                self.seen(state, None, where)
            move = policies[decision.player](self.ruleset.bot_view(state, decision.player), decision.to_dict())
            self.ruleset.apply(state, move)
        for viewer in [None, *range(seats)]:
            self.seen(state, viewer, f"{self.ruleset.id} {seed} at the end")
        return state


def as_json(data):
    """As the service writes it."""
    return orjson.loads(orjson.dumps(data))


@pytest.fixture(scope="module")
def dominion():
    return Checker(DOMINION)


@pytest.fixture(scope="module")
def oath():
    return Checker(OATH)


def dominion_policies(index: int) -> list:
    bots = DOMINION.bots()
    names = list(bots)
    return [bots[names[index % len(names)]], bots[names[(index * 7 + 3) % len(names)]], bots["random"]]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_keeps_to_dominions_vocabulary(dominion, preset):
    index = sorted(PRESETS).index(preset)
    options = {"players": [f"p{seat}" for seat in range(2 + index % 3)], "preset": preset,
               "reaction_prompts": "always" if index % 2 else "holders"}
    dominion.play(options, f"vocabulary:{preset}", dominion_policies(index), 1 + index % 2, 5000)


@pytest.mark.parametrize("sets", SETS, ids="+".join)
def test_every_set_keeps_to_dominions_vocabulary(dominion, sets):
    index = SETS.index(sets)
    for game in range(3):
        number = index * 3 + game
        options = {"players": [f"p{seat}" for seat in range(2 + number % 3)],
                   "random": {"sets": sets, "seed": f"kingdom:{number}"}, "reaction_prompts": "always"}
        dominion.play(options, f"vocabulary:{'+'.join(sets)}:{game}", dominion_policies(number), 2, 5000)


OATH_STARTS = ["new", "tutorial", *SAMPLES[:2]]


@pytest.mark.parametrize("bot", sorted(OATH.bots()))
@pytest.mark.parametrize("start", range(len(OATH_STARTS)))
def test_every_oath_bot_keeps_to_oaths_vocabulary(oath, bot, start):
    bots = OATH.bots()
    policies = [bots[bot]] + [bots[other] for other in sorted(bots) if other != bot]
    options = {"players": [f"p{seat}" for seat in range(3 + start % 3)], "chronicle": OATH_STARTS[start]}
    oath.play(options, f"vocabulary:{bot}:{start}", policies, 1 + start % 2, 20_000, views_every=11)


@pytest.mark.slow
@pytest.mark.parametrize("bot", sorted(OATH.bots()))
def test_many_oath_games_keep_to_oaths_vocabulary(oath, bot):
    """A longer sweep: more seats, seeds and chronicles, and the chronicles the games write."""
    bots = OATH.bots()
    written = []
    for game in range(40):
        starts = ["new", "tutorial", *SAMPLES, *written[-3:]]
        options = {"players": [f"p{seat}" for seat in range(3 + game % 4)], "chronicle": starts[game % len(starts)]}
        policies = [bots[bot], *(bots[other] for other in sorted(bots) if other != bot)][:1 + game % 2]
        state = oath.play(options, f"sweep:{bot}:{game}", policies, 1 + game % 2, 20_000, views_every=29)
        if OATH.chronicle_out(state):
            written.append(OATH.chronicle_out(state))


@pytest.mark.slow
def test_many_dominion_games_keep_to_dominions_vocabulary(dominion):
    for game in range(150):
        options = {"players": [f"p{seat}" for seat in range(2 + game % 3)],
                   "random": {"sets": SETS[game % len(SETS)], "seed": f"sweep:{game}"},
                   "reaction_prompts": ("always", "holders")[game % 2]}
        dominion.play(options, f"sweep:{game}", dominion_policies(game), 1 + game % 2, 5000, views_every=13)


@pytest.mark.parametrize("ruleset", sorted(rulesets()))
def test_the_vocabulary_is_json_schema(ruleset):
    vocabulary = get_ruleset(ruleset).vocabulary()
    assert vocabulary.kinds and vocabulary.view is not None
    for kind in vocabulary.kinds:
        jsonschema_rs.meta.validate(vocabulary.decision_schema(kind))
    jsonschema_rs.meta.validate(vocabulary.view_schema())


# --- the source: every kind asked is declared ---------------------------------------------------------------------

def asked_kinds(package: Path) -> tuple[dict, list]:
    """(kind -> where it is asked, what is asked with something other than a literal or a forwarded `kind`).

    An asker is Decision (its second argument), or a function of the package with a `kind` parameter that it passes
    on to an asker; found until no more are."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(package.rglob("*.py"))}
    functions = [node for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]
    askers = {"Decision": 1}
    while True:
        found = dict(askers)
        for function in functions:
            names = [arg.arg for arg in function.args.args]
            if "kind" in names and function.name not in found and _forwards(function, found):
                found[function.name] = names.index("kind") - (names[0] == "self")
        if found == askers:
            break
        askers = found
    kinds, unknown = {}, []
    for path, tree in trees.items():
        for function in (node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)):
            for call in _calls(function, askers):
                argument = _kind_argument(call, askers)
                where = f"{path.relative_to(ROOT)}:{call.lineno}"
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    kinds.setdefault(argument.value, where)
                elif not (isinstance(argument, ast.Name) and argument.id == "kind" and function.name in askers):
                    unknown.append(where)
    return kinds, unknown


def _calls(function, askers):
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            if name in askers:
                yield node


def _kind_argument(call, askers):
    name = call.func.id if isinstance(call.func, ast.Name) else call.func.attr
    position = askers[name]
    if len(call.args) > position:
        return call.args[position]
    return next((keyword.value for keyword in call.keywords if keyword.arg == "kind"), None)


def _forwards(function, askers) -> bool:
    return any(isinstance(_kind_argument(call, askers), ast.Name) and _kind_argument(call, askers).id == "kind"
               for call in _calls(function, askers))


@pytest.mark.parametrize("ruleset", sorted(rulesets()))
def test_every_kind_the_engine_asks_is_declared_and_every_declared_kind_is_asked(ruleset):
    asked, unknown = asked_kinds(ROOT / "engine" / ruleset)
    assert unknown == [], "kinds built at run time: declare them and name them in BUILT_AT_RUN_TIME"
    declared = set(get_ruleset(ruleset).vocabulary().kinds)
    missing = {kind: where for kind, where in asked.items() if kind not in declared}
    assert missing == {}, "asked but not declared"
    assert declared - set(asked) - BUILT_AT_RUN_TIME[ruleset] == set(), "declared but never asked"


def test_the_scan_finds_the_kinds_asked_through_a_forwarding_function():
    asked, _ = asked_kinds(ROOT / "engine" / "oath")
    assert {"act", "trigger", "second wind travel", "captains campaign", "favor bank"} <= set(asked)
    asked, _ = asked_kinds(ROOT / "engine" / "dominion")
    assert {"buy", "trash", "pass", "gain_from_trash"} <= set(asked)


def declared_keys(kind) -> set:
    return {key.removesuffix("?") for shape in kind.shapes if isinstance(shape, dict) for key in shape}


def test_every_key_oaths_source_builds_a_kinds_choices_with_is_declared_for_that_kind():
    """The shapes no seeded game reaches are held to the engine's source: each key the choices of a kind are built
    with (tests/oath/questions.py reads them, following the names and functions they come from) is a key of one of
    the kind's declared shapes."""
    from tests.oath.questions import read_from_source

    kinds = get_ruleset("oath").vocabulary().kinds
    found = read_from_source()
    missing = {kind: sorted(keys - declared_keys(kinds[kind]) - NOT_CHOICES.get(kind, set()))
               for kind, keys in found.items() if kind in kinds and not kinds[kind].pick}
    assert {kind: keys for kind, keys in missing.items() if keys} == {}
    for kind, keys in NOT_CHOICES.items():       # each excuse still needed, and not a key of a declared shape
        assert keys <= found[kind] and not keys & declared_keys(kinds[kind])


# Keys the source reader finds beside a kind's choices that are not keys of its choices: the dicts of the terms an
# offer builds up (citizenship, exchange), the partner already chosen (Witch's Bargain) and the places warbands are
# counted in (citizenship warbands: "board" is a value there); the bargains weighed to find a Witch's Bargain partner,
# the sites weighed to find Siege Engines' (the functions that list the choices build these too); a free Travel's
# moves before they are offered ("action", "to"), and the targets a free Campaign's defenders are found by.
CAMPAIGN_TARGETS = {"banner", "relic", "slot", "target"}
NOT_CHOICES = {
    "citizenship terms": {"give_banners", "give_favor", "give_relics", "give_secrets", "take_banners", "take_favor",
                          "take_relics", "take_secrets"},
    "exchange terms": {"ask adviser", "ask favor", "ask relic", "ask secrets", "ask site", "give adviser",
                       "give favor", "give relic", "give secrets", "give site"},
    "witch's bargain": {"with"},
    "citizenship warbands": {"board"},
    "bargain partner": {"bargain"},
    "siege kill": {"site"},
    "second wind travel": {"action", "to"},
    "second wind campaign": CAMPAIGN_TARGETS,
    "knights errant campaign": CAMPAIGN_TARGETS,
    "hunting party campaign": CAMPAIGN_TARGETS,
}
