"""Soak: many complete games on random kingdoms, random legal moves, 2-4 seats; no engine error, and every game
replays hash by hash. Size: SOAK_GAMES (default 1000), in chunks so a failure names its seed; card sets: SOAK_SETS
(default all three). Platinum and Colony alternate: every other game with them, the rest without, every tenth game by
the Prosperity setup rule ("auto")."""

import os

import pytest

from engine.dominion.bots import big_money, random_legal
from events.service import rebuild
from tests.soak.recording import play_recorded

pytestmark = pytest.mark.slow      # a soak

GAMES = int(os.environ.get("SOAK_GAMES", 1000))
CHUNK = 50
MOVE_CAP = 20_000
SETS = os.environ.get("SOAK_SETS", "base,intrigue,prosperity").split(",")


def colony_for(game: int):
    return "auto" if game % 10 == 9 else game % 2 == 0


@pytest.mark.parametrize("chunk", range(max(1, GAMES // CHUNK)))
def test_random_kingdom_games_finish_and_replay_hash_by_hash(chunk):
    for game in range(chunk * CHUNK, min(GAMES, (chunk + 1) * CHUNK)):
        seats = 2 + game % 3
        # mostly random play; every fourth game seats Big Money too, so it meets every card's decisions
        policies = [random_legal, big_money] if game % 4 == 0 else [random_legal]
        options = {"players": [f"p{n}" for n in range(seats)], "random": {"sets": SETS}, "colony": colony_for(game)}
        events = play_recorded("dominion", options, f"soak-{game}", policies, MOVE_CAP)
        rebuilt = rebuild(events, verify=True)
        assert rebuilt.ruleset.decision(rebuilt.state) is None
        assert rebuilt.ruleset.result(rebuilt.state).winners
