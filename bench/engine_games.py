"""Engine only: Big Money against Big Money, games per second in one process.

    python bench/engine_games.py [N]        (or BENCH_GAMES=N; default 500)
"""

import os
import sys
import time

from engine.core import get_ruleset


def main():
    games = int(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("BENCH_GAMES", 500))
    ruleset = get_ruleset("dominion")
    bot = ruleset.bots()["big-money"]
    options = {"players": ["big-money 1", "big-money 2"]}
    moves = turns = 0
    started = time.perf_counter()
    for i in range(games):
        state = ruleset.setup(options, f"bench:{i}")
        while (decision := ruleset.decision(state)) is not None:
            ruleset.apply(state, bot(ruleset.bot_view(state, decision.player), decision.to_dict()))
            moves += 1
        turns += sum(ruleset.result(state)["turns"])
    seconds = time.perf_counter() - started
    print(f"{games} Big Money games in {seconds:.2f} s")
    print(f"  {games / seconds:.1f} games per second")
    print(f"  {moves / seconds:.0f} moves per second ({moves / games:.1f} moves, {turns / games:.1f} turns a game)")


if __name__ == "__main__":
    main()
