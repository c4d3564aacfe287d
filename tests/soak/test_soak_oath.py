"""Soak: complete Oath games from a new chronicle (and the tutorial chronicle) with 3 to 6 seats, played by the
`oath` bot with a random-legal seat in every third game; no engine error, every game ends by one of the Law's
victories, and every game replays hash by hash. Size: OATH_SOAK_GAMES (default 200), in chunks so a failure names
its seed."""

import os

import pytest

from engine.core import get_ruleset
from engine.core.bots import random_legal
from engine.oath.bots import oath_bot
from events.replay import rebuild

GAMES = int(os.environ.get("OATH_SOAK_GAMES", 200))
CHUNK = 25
MOVE_CAP = 50_000
VICTORIES = {"Usurper", "Visionary", "Stable Regime", "War Exhaustion", "Successor"}


def play_recorded(seed: str, options: dict, policies) -> list[dict]:
    """Play in process and record as the ledger would: the created event, then each move with its state hash."""
    ruleset = get_ruleset("oath")
    state = ruleset.setup(options, seed)
    events = [{"version": 1, "type": "created", "ruleset": "oath", "options": options, "seed": seed,
               "hash": ruleset.state_hash(state)}]
    while (decision := ruleset.decision(state)) is not None:
        assert len(events) < MOVE_CAP, f"game {seed} did not end in {MOVE_CAP} moves"
        policy = policies[decision.player % len(policies)]
        move = policy(ruleset.bot_view(state, decision.player), decision.to_dict())
        ruleset.apply(state, move)
        events.append({"version": len(events) + 1, "type": "move", "move": move, "hash": ruleset.state_hash(state)})
    return events


@pytest.mark.parametrize("chunk", range(max(1, GAMES // CHUNK)))
def test_oath_games_end_by_a_victory_and_replay_hash_by_hash(chunk):
    for game in range(chunk * CHUNK, min(GAMES, (chunk + 1) * CHUNK)):
        seats = 3 + game % 4
        chronicle = "tutorial" if game % 10 == 9 else "new"
        options = {"players": [f"p{n}" for n in range(seats)], "chronicle": chronicle}
        policies = [oath_bot, oath_bot, random_legal] if game % 3 == 0 else [oath_bot]
        events = play_recorded(f"oath-soak-{game}", options, policies)
        rebuilt = rebuild(events, verify=True)
        assert rebuilt.ruleset.decision(rebuilt.state) is None
        result = rebuilt.ruleset.result(rebuilt.state)
        assert result["victory"] in VICTORIES and 1 <= result["round"] <= 8
