"""Shared by the benches that run this engine beside another: our Big Money games, and the alternating run.

With BENCH_BASELINE=<an older checkout> (bench/beside.py) our games are also played by that checkout's engine, in a
child process that plays each chunk when asked and answers with the CPU seconds it took:

    python bench/side_by_side.py --serve        (what the child runs; one "FIRST COUNT" line in, seconds out)
"""

import os
import subprocess
import sys
import time

from engine.core.selfplay import self_play
from engine.games import get_ruleset


def ours(first: int, count: int) -> None:
    """Big Money against Big Money, games `first` .. `first + count - 1` (seeds bench:i)."""
    ruleset = get_ruleset("dominion")
    bot = ruleset.bots()["big-money"]
    for i in range(first, first + count):
        self_play(ruleset, {"players": ["big-money 1", "big-money 2"]}, f"bench:{i}", [bot], 100_000)


class Elsewhere:
    """`ours` played by the engine of another checkout, in a child process: called as an engine of `compare`, it
    returns the CPU seconds the child spent on the chunk."""

    def __init__(self, code):
        self.child = subprocess.Popen([sys.executable, __file__, "--serve"], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(code)))

    def __call__(self, first: int, count: int) -> float:
        self.child.stdin.write(f"{first} {count}\n")
        self.child.stdin.flush()
        return float(self.child.stdout.readline())

    def close(self) -> None:
        self.child.stdin.close()
        self.child.wait()


def serve() -> None:
    for line in sys.stdin:
        first, count = map(int, line.split())
        started = time.process_time()
        ours(first, count)
        print(time.process_time() - started, flush=True)


def compare(engines: dict, games: int, chunk: int) -> dict:
    """Play `games` games on each engine (name -> play(first, count)) in alternating chunks, so load on the
    machine hits them alike, and print each one's games per CPU second (an engine in another process answers the
    CPU seconds it spent). Each first plays one game untimed, so neither is charged for its imports."""
    for play in engines.values():
        play(games, 1)
    spent = dict.fromkeys(engines, 0.0)
    for first in range(0, games, chunk):
        for name, play in engines.items():
            started = time.process_time()
            elsewhere = play(first, min(chunk, games - first))
            spent[name] += elsewhere if elsewhere is not None else time.process_time() - started
    rates = {name: games / seconds for name, seconds in spent.items()}
    for name, rate in rates.items():
        print(f"{name:>10}: {rate:7.1f} Big Money games per CPU second ({games} games)")
    return rates


if __name__ == "__main__" and "--serve" in sys.argv:
    serve()
