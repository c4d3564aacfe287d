"""Soak: complete Oath games from a new chronicle (and the tutorial chronicle) with 3 to 6 seats, played by the
`oath` bot, with every other seat the Oath `random` bot in every third game; no engine error, every game ends by
one of the Law's victories, and every game replays hash by hash. Size: OATH_SOAK_GAMES (default 200), in chunks so
a failure names its seed."""

import os

import pytest

from engine.oath.bots import easy_bot, random_bot
from events.service import rebuild
from tests.soak.recording import play_recorded

pytestmark = pytest.mark.slow      # a soak

GAMES = int(os.environ.get("OATH_SOAK_GAMES", 200))
CHUNK = 25
MOVE_CAP = 50_000
VICTORIES = {"Usurper", "Visionary", "Stable Regime", "War Exhaustion", "Successor"}


@pytest.mark.parametrize("chunk", range(max(1, GAMES // CHUNK)))
def test_oath_games_end_by_a_victory_and_replay_hash_by_hash(chunk):
    for game in range(chunk * CHUNK, min(GAMES, (chunk + 1) * CHUNK)):
        seats = 3 + game % 4
        chronicle = "tutorial" if game % 10 == 9 else "new"
        options = {"players": [f"p{n}" for n in range(seats)], "chronicle": chronicle}
        policies = [easy_bot, random_bot] if game % 3 == 0 else [easy_bot]
        events = play_recorded("oath", options, f"oath-soak-{game}", policies, MOVE_CAP)
        rebuilt = rebuild(events, verify=True)
        assert rebuilt.ruleset.decision(rebuilt.state) is None
        result = rebuilt.ruleset.result(rebuilt.state)
        assert result.details["victory"] in VICTORIES and 1 <= result.details["round"] <= 8
