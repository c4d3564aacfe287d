"""Soak: complete Oath games from a new chronicle (and the tutorial chronicle) with 3 to 6 seats, played by the
`oath` bot, with every other seat `restless` (random answers and actions) in every third game; no engine error, every game ends by one of the Law's
victories, and every game replays hash by hash. Size: OATH_SOAK_GAMES (default 200), in chunks so a failure names
its seed."""

import os

import pytest

from engine.core import SeededRandom, state_hash
from engine.core.bots import random_legal
from engine.oath.bots import oath_bot
from events.replay import rebuild
from tests.soak.recording import play_recorded

GAMES = int(os.environ.get("OATH_SOAK_GAMES", 200))
CHUNK = 25
MOVE_CAP = 50_000
RESTLESS_ACTIONS = {"search", "muster", "trade", "recover", "campaign", "travel", "reveal_adviser", None}
# A pure policy answers an unchanged position the same way, so questions whose answer can leave the board as it
# was (a withdrawn or declined offer, warbands moved and moved back) would repeat for ever: those get the `oath`
# bot's answer, which always moves on.
SETTLED = {"citizenship", "citizenship terms", "exchange terms", "tribunal terms", "warning signals"}


def restless(view, decision: dict) -> dict:
    """Random legal answers to every question, and random actions in the Act phase among those that cost Supply,
    or reveal an adviser, or ending it (free negotiations and peeks could go on for ever):
    reaches the paths the `oath` bot's sense avoids."""
    if decision["kind"] in SETTLED:
        return oath_bot(view, decision)
    if decision["kind"] != "act":
        return random_legal(view, decision)
    choices = [m for m in decision["choices"] if m.get("action") in RESTLESS_ACTIONS]
    return SeededRandom(state_hash({"view": view, "decision": decision})).choice(choices)


VICTORIES = {"Usurper", "Visionary", "Stable Regime", "War Exhaustion", "Successor"}


@pytest.mark.parametrize("chunk", range(max(1, GAMES // CHUNK)))
def test_oath_games_end_by_a_victory_and_replay_hash_by_hash(chunk):
    for game in range(chunk * CHUNK, min(GAMES, (chunk + 1) * CHUNK)):
        seats = 3 + game % 4
        chronicle = "tutorial" if game % 10 == 9 else "new"
        options = {"players": [f"p{n}" for n in range(seats)], "chronicle": chronicle}
        policies = [oath_bot, restless] if game % 3 == 0 else [oath_bot]
        events = play_recorded("oath", options, f"oath-soak-{game}", policies, MOVE_CAP)
        rebuilt = rebuild(events, verify=True)
        assert rebuilt.ruleset.decision(rebuilt.state) is None
        result = rebuilt.ruleset.result(rebuilt.state)
        assert result["victory"] in VICTORIES and 1 <= result["round"] <= 8
