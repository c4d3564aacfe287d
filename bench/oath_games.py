"""Engine only: Oath bot games per second, and Oath replay moves per second, on one core.

    python bench/oath_games.py [GAMES] [SEATS] [ROUNDS]
        (or BENCH_OATH_GAMES, BENCH_OATH_SEATS, BENCH_OATH_ROUNDS; default 20 games, 4 seats, 1 round)

Each round plays the same GAMES games of the `oath-easy` bot (the quick one: the engine is measured) at SEATS seats
(seeds oath-bench:0 .., ruleset version 2, a new chronicle), then replays each from its moves alone, as a ledger
rebuilds a game from its events: without a hash, and with the state hash after every move (as a verified replay
checks it). Times are CPU seconds of this process, so neighbours' load on the machine counts less; with several
rounds the best and the median are printed.
"""

import os
import statistics
import sys
import time

from engine.core.selfplay import seated
from engine.games import get_ruleset

MAX_MOVES = 20_000


def play(games: int, seats: int) -> tuple[float, list]:
    """CPU seconds taken by `games` bot games, and each game's moves."""
    oath = get_ruleset("oath")
    policies = seated([oath.bots()["oath-easy"]], seats)     # the engine's speed: the quick bot
    options = {"players": [f"bot {seat + 1}" for seat in range(seats)]}
    played = []
    started = time.process_time()
    for i in range(games):
        state = oath.setup(options, f"oath-bench:{i}", 2)
        moves = []
        for _ in range(MAX_MOVES):
            decision = oath.decision(state)
            if decision is None:
                break
            move = policies[decision.player](oath.bot_view(state, decision.player), decision.to_dict())
            oath.apply(state, move)
            moves.append(move)
        played.append((options, f"oath-bench:{i}", moves))
    return time.process_time() - started, played


def replay(played: list, hashed: bool) -> float:
    """CPU seconds to rebuild every game from its moves (and hash after each one, if `hashed`)."""
    oath = get_ruleset("oath")
    started = time.process_time()
    for options, seed, moves in played:
        state = oath.setup(options, seed, 2)
        for move in moves:
            oath.apply(state, move)
            if hashed:
                oath.state_hash(state)
    return time.process_time() - started


def main():
    def given(index: int, name: str, default: int) -> int:
        return int(sys.argv[index] if len(sys.argv) > index else os.environ.get(name, default))

    games, seats = given(1, "BENCH_OATH_GAMES", 20), given(2, "BENCH_OATH_SEATS", 4)
    rounds = given(3, "BENCH_OATH_ROUNDS", 1)
    rates = {"games": [], "replay": [], "hashed": []}
    for round_ in range(1, rounds + 1):
        seconds, played = play(games, seats)
        moves = sum(len(game[2]) for game in played)
        plain, hashed = replay(played, False), replay(played, True)
        rates["games"].append(games / seconds)
        rates["replay"].append(moves / plain)
        rates["hashed"].append(moves / hashed)
        label = f"round {round_}: " if rounds > 1 else ""
        print(f"{label}{games} Oath bot games at {seats} seats in {seconds:.2f} CPU s "
              f"({moves / games:.0f} moves a game)")
        print(f"  {games / seconds:.2f} games per second, {moves / seconds:.0f} moves per second")
        print(f"  replay: {moves / plain:.0f} moves per second; with a state hash after every move: "
              f"{moves / hashed:.0f}")
    if rounds > 1:
        for name, label in (("games", "games per second"), ("replay", "replay moves per second"),
                            ("hashed", "hashed replay moves per second")):
            print(f"best {max(rates[name]):.1f}, median {statistics.median(rates[name]):.1f} {label} "
                  f"over {rounds} rounds")


if __name__ == "__main__":
    main()
