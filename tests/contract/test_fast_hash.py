"""The state hash is computed fast (engine.core.hashing writes the live board: its dataclasses as their attributes,
orjson for json), but it is the same function of the same state as it always was: SHA-256 of json.dumps(sort_keys=True,
separators=(",", ":"), ensure_ascii=False) of the board's plain data (`to_dict`) and the decision without its prompt.
Compared after every move of random games of every registered ruleset, under each version it still plays and
across its options.

    HASH_GAMES=2000 pytest tests/contract/test_fast_hash.py       (default 120 games of each ruleset)
"""

import hashlib
import json
import os

import pytest

from engine.core import SeededRandom
from engine.games import BUILTIN, get_ruleset

GAMES = int(os.environ.get("HASH_GAMES", 120))
CHUNKS = 6          # each ruleset's games in this many tests, so the suite's workers share them
MOVE_CAP = 20_000


# (ruleset, decision kind) -> the version from which the hash leaves out that decision's choices (Oath's Act phase:
# the board it hashes fixes them)
CHOICES_UNHASHED = {("oath", "act"): 4}


def plain_hash(state, ruleset_id: str = "") -> str:
    """The hash as it was first written: the board copied into plain data, written by the json module; from the
    version CHOICES_UNHASHED names, without the choices of that kind of decision."""
    decision = state.decision.to_dict() if state.decision else None
    if decision:
        del decision["prompt"]
        since = CHOICES_UNHASHED.get((ruleset_id, decision["kind"]))
        if since is not None and state.version >= since:
            del decision["choices"]
    text = json.dumps({"board": state.board.to_dict(), "decision": decision}, sort_keys=True,
                      separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def dominion_options(rng: SeededRandom, players: list) -> dict:
    sets = rng.sample(["base", "intrigue", "prosperity"], 1 + rng.below(3))
    options = {"players": players, "random": {"sets": sets, "seed": str(rng.word())}}
    if rng.below(3) == 0:
        options["colony"] = bool(rng.below(2))
    return options


def oath_options(rng: SeededRandom, players: list) -> dict:
    return {"players": players, "chronicle": rng.choice(["new", "tutorial"])}


OPTIONS = {"dominion": dominion_options, "oath": oath_options}


def games(ruleset_id: str, chunk: int):
    """The chunk's games: (options, seed, version), drawn from the game's number."""
    ruleset = get_ruleset(ruleset_id)
    for number in range(chunk, GAMES, CHUNKS):
        rng = SeededRandom(f"fast-hash:{ruleset_id}:{number}")
        players = [f"P{n}" for n in range(ruleset.min_players + rng.below(ruleset.max_players - ruleset.min_players + 1))]
        options = OPTIONS.get(ruleset_id, lambda rng, players: {"players": players})(rng, players)
        yield options, f"fast-hash:{number}", ruleset.versions[number % len(ruleset.versions)]


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("ruleset_id", sorted(BUILTIN))
def test_the_fast_hash_is_the_plain_hash_after_every_move(ruleset_id, chunk):
    ruleset = get_ruleset(ruleset_id)
    policy = ruleset.bots()["random"]
    compared = 0
    for options, seed, version in games(ruleset_id, chunk):
        state = ruleset.setup(options, seed, version)
        for _ in range(MOVE_CAP):
            assert ruleset.state_hash(state) == plain_hash(state, ruleset_id), (options, seed, version, compared)
            compared += 1
            decision = ruleset.decision(state)
            if decision is None:
                break
            ruleset.apply(state, policy(ruleset.bot_view(state, decision.player), decision.to_dict()))
    assert compared > 0 or GAMES <= chunk
