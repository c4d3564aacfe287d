"""Every decision's prompt names the card, site or rule that asks it (issue 35: Ancient Forge's question read
"Dowsing Sticks: keep ...?"): its `source` is set and the prompt says it, as a player reads it ("Wrestlers:
sacrifice...", "Campaign (Law 5.5.2): how many attack dice?"). Proved on every decision of a soak of bot games, and on
every question written in the engine's source whose prompt and source are written out there."""

import ast
from pathlib import Path

from engine.core.selfplay import seated
from engine.games import get_ruleset
from engine.oath.bots import easy_bot, oath_bot, random_bot
from engine.oath.cards import card_named
from engine.oath.powers import Place, powers_of, use_power
from tests.oath.harness import RED, Script, card, make_board
from tests.soak.archive_chronicles import archive_chronicle

OATH = get_ruleset("oath")
ENGINE = Path(__file__).resolve().parents[2] / "engine" / "oath"
GAMES = 16
MIXES = ([oath_bot, random_bot], [easy_bot, random_bot], [random_bot])


def soak() -> dict:
    """(kind, source) -> the prompts met, over seeded games of 3 to 6 seats from a new chronicle, the tutorial and
    chronicles drawn from the Archive, played by every bot."""
    met = {}
    for game in range(GAMES):
        seats = 3 + game % 4
        chronicle = ("new", "tutorial")[game % 2] if game % 4 == 0 else archive_chronicle(f"prompts-{game}")
        state = OATH.setup({"players": [f"p{seat}" for seat in range(seats)], "chronicle": chronicle},
                           f"prompts:{game}")
        policies = seated(MIXES[game % len(MIXES)], seats)
        while (decision := OATH.decision(state)) is not None:
            met.setdefault((decision.kind, decision.source), set()).add(decision.prompt)
            OATH.apply(state, policies[decision.player](OATH.bot_view(state, decision.player), decision.to_dict()))
    return met


def test_every_decision_of_a_soak_names_its_source_in_its_prompt():
    met = soak()
    kinds = {kind for kind, _ in met}
    assert len(kinds) >= 40, f"the soak met only {len(kinds)} kinds"
    unnamed = {kind: sorted(prompts)[:2] for (kind, source), prompts in met.items()
               if source is None or any(source not in prompt for prompt in prompts)}
    assert unnamed == {}


def test_a_power_run_as_another_cards_names_the_card_used():
    """Ancient Forge's Action is the Dowsing Sticks' power with the Forge's own cost: its question names the Ancient
    Forge, as its source does (ruleset version 3; a game of version 2 keeps the source it was played with)."""
    forge = card_named("Ancient Forge").id
    for version, source in ((3, "Ancient Forge"), (2, "Dowsing Sticks")):
        board = make_board()
        board.version, board.turn = version, RED
        board.sites[0].cards = [card(forge)]
        board.relic_deck = [card_named("Map").id]
        board.players[RED].favor, board.players[RED].secrets = 2, 1
        [forge_power] = powers_of(forge, "action")
        asked = Script(use_power(board, RED, forge_power, Place("site", slot=0))).pending
        assert (asked.kind, asked.prompt, asked.source) == ("keep relic", "Ancient Forge: keep Map?", source)


# --- the source: every question written with its prompt and source -------------------------------------------

ASKERS = {"ask": (2, 4), "choose": (2, 4), "Decision": (2, None), "free_travel": (3, 4), "free_campaign": (3, 4)}


def written(node) -> str | None:
    """The text of a prompt or source written out: a literal, or an f-string's literal parts (None otherwise)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)
    return None


def questions():
    """(where, prompt, source) for every asking call whose prompt and source are both written out."""
    for path in sorted(ENGINE.rglob("*.py")):
        if "bots" in path.relative_to(ENGINE).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node, "func", None) and getattr(node.func, "id", getattr(node.func, "attr", None))
            if not isinstance(node, ast.Call) or name not in ASKERS:
                continue
            prompt_at, source_at = ASKERS[name]
            keyword = {k.arg: k.value for k in node.keywords}
            prompt = node.args[prompt_at] if len(node.args) > prompt_at else keyword.get("prompt")
            source = keyword.get("source", node.args[source_at] if source_at and len(node.args) > source_at else None)
            if source is not None and written(prompt) is not None and written(source) is not None \
                    and "{}" not in written(source):
                yield f"{path.relative_to(ENGINE)}:{node.lineno}", written(prompt), written(source)


def test_every_question_written_out_names_its_source_in_its_prompt():
    found = list(questions())
    assert len(found) > 100
    assert [(where, prompt) for where, prompt, source in found if source not in prompt] == []
