"""Engine only: Big Money against Big Money, games per second on one core.

    python bench/engine_games.py [N] [ROUNDS]     (or BENCH_GAMES=N, BENCH_ROUNDS=R; default 500 games, 1 round)

Each round plays the same N games (seeds bench:0 .. bench:N-1). With several rounds it prints each, then the best
and the median: this machine's speed drifts with its neighbours' load, and the best round is the one least
disturbed by it.
"""

import os
import statistics
import sys
import time

from engine.core.selfplay import self_play
from engine.games import get_ruleset

MAX_MOVES = 100_000


def play(games: int) -> tuple[float, int, int]:
    """Seconds taken, moves made and turns taken by `games` games."""
    ruleset = get_ruleset("dominion")
    bot = ruleset.bots()["big-money"]
    options = {"players": ["big-money 1", "big-money 2"]}
    moves = turns = 0
    started = time.perf_counter()
    def count(decision, move):
        nonlocal moves
        moves += 1

    for i in range(games):
        state = self_play(ruleset, options, f"bench:{i}", [bot], MAX_MOVES, on_move=count)
        turns += sum(ruleset.result(state).turns)
    return time.perf_counter() - started, moves, turns


def main():
    games = int(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("BENCH_GAMES", 500))
    rounds = int(sys.argv[2] if len(sys.argv) > 2 else os.environ.get("BENCH_ROUNDS", 1))
    rates = []
    for round_ in range(1, rounds + 1):
        seconds, moves, turns = play(games)
        rates.append(games / seconds)
        label = f"round {round_}: " if rounds > 1 else ""
        print(f"{label}{games} Big Money games in {seconds:.2f} s")
        print(f"  {games / seconds:.1f} games per second")
        print(f"  {moves / seconds:.0f} moves per second ({moves / games:.1f} moves, {turns / games:.1f} turns a game)")
    if rounds > 1:
        print(f"best {max(rates):.1f}, median {statistics.median(rates):.1f} games per second over {rounds} rounds")


if __name__ == "__main__":
    main()
