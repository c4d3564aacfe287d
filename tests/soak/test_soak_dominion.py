"""Soak: many complete games on random kingdoms, random legal moves, 2-4 seats; no engine error, and every game
replays hash by hash. Size: SOAK_GAMES (default 1000), in chunks so a failure names its seed; card sets: SOAK_SETS
(default all three). Platinum and Colony alternate: every other game with them, the rest without, every tenth game by
the Prosperity setup rule ("auto")."""

import os

import pytest

from engine.core import get_ruleset
from engine.dominion.bots import big_money, random_legal
from events.replay import rebuild

GAMES = int(os.environ.get("SOAK_GAMES", 1000))
CHUNK = 50
MOVE_CAP = 20_000
SETS = os.environ.get("SOAK_SETS", "base,intrigue,prosperity").split(",")


def colony_for(game: int):
    return "auto" if game % 10 == 9 else game % 2 == 0


def play_recorded(seed: str, seats: int, policies, colony=False) -> list[dict]:
    """Play a game in process and record it as the ledger would: the created event, then each move with the
    state hash after it."""
    ruleset = get_ruleset("dominion")
    options = {"players": [f"p{n}" for n in range(seats)], "random": {"sets": SETS}, "colony": colony}
    state = ruleset.setup(options, seed)
    events = [{"version": 1, "type": "created", "ruleset": "dominion", "options": options, "seed": seed,
               "hash": ruleset.state_hash(state)}]
    while (decision := ruleset.decision(state)) is not None:
        assert len(events) < MOVE_CAP, f"game {seed} did not end in {MOVE_CAP} moves"
        policy = policies[decision.player % len(policies)]
        move = policy(ruleset.bot_view(state, decision.player), decision.to_dict())
        ruleset.apply(state, move)
        events.append({"version": len(events) + 1, "type": "move", "move": move, "hash": ruleset.state_hash(state)})
    return events


@pytest.mark.parametrize("chunk", range(max(1, GAMES // CHUNK)))
def test_random_kingdom_games_finish_and_replay_hash_by_hash(chunk):
    for game in range(chunk * CHUNK, min(GAMES, (chunk + 1) * CHUNK)):
        seats = 2 + game % 3
        # mostly random play; every fourth game seats Big Money too, so it meets every card's decisions
        policies = [random_legal, big_money] if game % 4 == 0 else [random_legal]
        events = play_recorded(f"soak-{game}", seats, policies, colony_for(game))
        rebuilt = rebuild(events, verify=True)
        assert rebuilt.ruleset.decision(rebuilt.state) is None
        assert rebuilt.ruleset.result(rebuilt.state)["winners"]
