"""Memory: one simulated Big Money game's peak allocation, and the peak resident size of a whole study.

    python bench/memory.py [N]      (N games in the study, default 20000, or BENCH_MEMORY_GAMES; one process)
"""

import os
import resource
import sys
import time
import tracemalloc

from gameledger.simulate import Study, check, run
from engine.core.selfplay import self_play
from engine.games import get_ruleset


def one_game_peak() -> int:
    """Bytes allocated at the peak of one game, the live game state included."""
    ruleset = get_ruleset("dominion")
    bot = ruleset.bots()["big-money"]
    tracemalloc.start()
    self_play(ruleset, {"players": ["big-money 1", "big-money 2"]}, "memory", [bot], 100_000)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def main() -> None:
    games = int(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("BENCH_MEMORY_GAMES", 20000))
    print(f"one Big Money game: peak {one_game_peak() / 1024:.0f} KiB allocated")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    run(check(Study(players=("big-money", "big-money"), games=games, seed="memory")), jobs=1)
    seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"{games} games in one process ({seconds:.0f} s): peak resident {peak / 1024:.1f} MiB "
          f"(before the study {before / 1024:.1f} MiB)")


if __name__ == "__main__":
    main()
