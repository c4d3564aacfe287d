"""Old games must replay exactly: a rules change that alters one fails here, loudly, naming the event."""

import json
from pathlib import Path

import pytest

from engine.games import rulesets
from events.service import rebuild

FILES = sorted(Path(__file__).resolve().parent.glob("*.json"))


def test_there_are_golden_games():
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_replays_hash_by_hash_to_its_final_hash(path):
    exported = json.loads(path.read_text())
    rebuilt = rebuild(exported["events"], verify=True)
    assert rebuilt.version == len(exported["events"])
    assert rebuilt.ruleset.state_hash(rebuilt.state) == exported["final_hash"]
    assert rebuilt.ruleset.decision(rebuilt.state) is None, "a golden game is a finished game"


def test_every_version_a_ruleset_replays_has_a_golden_game():
    recorded = set()
    for path in FILES:
        created = json.loads(path.read_text())["events"][0]
        recorded.add((created["ruleset"], created["ruleset_version"]))
    wanted = {(ruleset.id, version) for ruleset in rulesets().values() for version in ruleset.versions}
    assert wanted <= recorded, f"no golden game for {sorted(wanted - recorded)}"
