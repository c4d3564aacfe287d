"""A game replays to the same hashes in any process: whatever the string hash seed, whatever order the modules were
imported in (the Act phase's moves are listed in a fixed order, never by registration order)."""

import json
import os
import subprocess
import sys
from pathlib import Path

from engine.core.selfplay import self_play
from engine.games import get_ruleset
from engine.oath.bots import easy_bot, random_bot

ROOT = Path(__file__).resolve().parents[2]
MOVE_CAP = 20_000
PLAY = """
import importlib, json, pathlib, sys
if sys.argv[1] == "tests first":
    for path in sorted(pathlib.Path("tests/oath").glob("test_*.py"), reverse=True):
        importlib.import_module("tests.oath." + path.stem)
from tests.oath.test_determinism import final_hashes
print(json.dumps(final_hashes()))
"""


def final_hashes() -> list[str]:
    ruleset = get_ruleset("oath")
    hashes = []
    for game in range(4):
        options = {"players": [f"p{n}" for n in range(3 + game)], "chronicle": "tutorial" if game == 3 else "new"}
        policies = [easy_bot, random_bot] if game % 2 else [easy_bot]
        state = self_play(ruleset, options, f"determinism-{game}", policies, MOVE_CAP)
        hashes.append(ruleset.state_hash(state))
    return hashes


def test_games_end_on_the_same_hashes_in_another_process_with_other_hash_seeds_and_import_orders():
    here = final_hashes()
    for hash_seed, order in (("1", "plain"), ("4242", "tests first")):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", PLAY, order], capture_output=True, text=True, env=env,
                             cwd=ROOT, check=True).stdout
        assert json.loads(out) == here, (hash_seed, order)
