"""The simulator with the strategy bots: `gameledger simulate` games per CPU second on one process, engine only.

    python bench/strategy_games.py [GAMES] [ROUNDS]     (default 300 games a match, 1 round)
    BENCH_BASELINE=/an/older/checkout python bench/strategy_games.py 300 3     (that code's figures beside)

Each round runs the simulator's study (gameledger/simulate.py `run`, one process) of each match below, GAMES games
each (seed strategy-bench), in a child process of its own (bench/beside.py): CPU seconds of that process, so
neighbours' load counts less. Prints games per CPU second of each match and of all of them together.
"""

import json
import os
import statistics
import sys
import time

from beside import THIS, baseline, figures_only, rounds, summary, table

# Priority-list bots of the reference (../shared/reference/dominion-bots.md), on the kingdom of their cards
MATCHES = (("bmu", "smithy"), ("witch", "militia"), ("double-witch", "big-smithy"), ("masquerade", "courtyard"),
           ("goons", "mountebank"))


def figures(games: int) -> dict:
    """CPU seconds of each match's study."""
    from gameledger.simulate import Study, run

    taken = {}
    for players in MATCHES:
        started = time.process_time()
        run(Study(players=players, games=games, seed="strategy-bench"), jobs=1)
        taken[",".join(players)] = time.process_time() - started
    return taken


def main():
    def given(index: int, name: str, default: int) -> int:
        return int(sys.argv[index] if len(sys.argv) > index else os.environ.get(name, default))

    only = figures_only()
    games, count = given(1, "BENCH_GAMES", 300), given(2, "BENCH_ROUNDS", 1)
    if only:
        print(json.dumps(figures(games)))
        return
    if baseline():
        print(f"this code beside the baseline {baseline()} (BENCH_BASELINE), measured in turns")
    per_round = []
    for number, taken in enumerate(rounds("strategy_games.py", [games], count), start=1):
        rows = [(match, {side: games / seconds[match] for side, seconds in taken.items()})
                for match in taken[THIS]]
        rows.append(("all matches", {side: games * len(seconds) / sum(seconds.values())
                                     for side, seconds in taken.items()}))
        print(f"round {number}: simulator games per CPU second, {games} games a match")
        table(rows)
        per_round.append(rows)
    if count > 1:
        print(f"median of {count} rounds:")
        table(summary(per_round))
        values = [rows[-1][1][THIS] for rows in per_round]
        print(f"best {max(values):.1f}, median {statistics.median(values):.1f} games per CPU second, all matches")


if __name__ == "__main__":
    main()
