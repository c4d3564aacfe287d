"""Shared by the benches that run this engine beside another: our Big Money games, and the alternating run."""

import time

from engine.core.selfplay import self_play
from engine.games import get_ruleset


def ours(first: int, count: int) -> None:
    """Big Money against Big Money, games `first` .. `first + count - 1` (seeds bench:i)."""
    ruleset = get_ruleset("dominion")
    bot = ruleset.bots()["big-money"]
    for i in range(first, first + count):
        self_play(ruleset, {"players": ["big-money 1", "big-money 2"]}, f"bench:{i}", [bot], 100_000)


def compare(engines: dict, games: int, chunk: int) -> None:
    """Play `games` games on each engine (name -> play(first, count)) in alternating chunks, so load on the
    machine hits them alike, and print each one's games per CPU second. Each first plays one game untimed, so
    neither is charged for its imports."""
    for play in engines.values():
        play(games, 1)
    spent = dict.fromkeys(engines, 0.0)
    for first in range(0, games, chunk):
        for name, play in engines.items():
            started = time.process_time()
            play(first, min(chunk, games - first))
            spent[name] += time.process_time() - started
    for name, seconds in spent.items():
        print(f"{name:>10}: {games / seconds:7.1f} Big Money games per CPU second ({games} games)")
